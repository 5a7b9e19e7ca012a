/** The largest id a record can have: PostgreSQL's `serial` is a 32-bit integer, and a larger one fails the query. */
const MAX_RECORD_ID = 2_147_483_647

/** A record's id from an address or a form: a positive whole number a record could have, else null (a 404). */
export function recordId(value: unknown): number | null {
  const number =
    typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : typeof value === 'number' ? value : NaN
  return Number.isSafeInteger(number) && number > 0 && number <= MAX_RECORD_ID ? number : null
}
