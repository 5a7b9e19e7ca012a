import type { NumberField, SelectField } from 'payload'

import { CURRENCIES } from '@/schema/money'

/** An amount of money: an integer in the currency's minor unit (pence, cents), never a float, and its currency. */
export const amountField = (name: string, label: string, description?: string): NumberField => ({
  name,
  type: 'number',
  label,
  min: 0,
  validate: (value: number | null | undefined) =>
    value === null || value === undefined || Number.isInteger(value) ? true : 'Give the amount in pence or cents.',
  admin: { step: 1, description: description ?? 'In the minor unit: pence or cents (18500.00 GBP is 1850000).' },
})

export const currencyField = (name = 'currency'): SelectField => ({
  name,
  type: 'select',
  defaultValue: 'GBP',
  options: [...CURRENCIES],
})
