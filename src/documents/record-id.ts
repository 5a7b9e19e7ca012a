/** A record's id from an address or a form: a positive whole number, else null (the caller answers 404). */
export const recordId = (value: unknown): number | null =>
  typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)
    ? Number(value)
    : typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? value
      : null
