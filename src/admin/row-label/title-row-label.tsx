'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowLabelText } from './row-label-text'

/**
 * An array row labelled by what it says (its title, name, question or label, a figure before its label), so a
 * collapsed list of cards, steps or questions reads as their words rather than "Item 01, Item 02".
 */
export function TitleRowLabel() {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{rowLabelText(data, rowNumber)}</span>
}
