// The page and category a list address names (`?page=2&category=3`), read the same way on the server and in
// the browser so a shared or reloaded address shows exactly what its sender saw.

type Param = string | string[] | null | undefined

const first = (value: Param) => (Array.isArray(value) ? value[0] : value)

function wholeNumber<Fallback>(value: Param, min: number, fallback: Fallback): number | Fallback {
  const text = first(value)
  if (!text || !/^\d{1,6}$/.test(text)) return fallback
  const number = Number(text)
  return number >= min ? number : fallback
}

/** Whether the address gives the parameter a value at all (`?page=` alone counts as absent). */
const given = (value: Param) => Boolean(first(value))

/** The page number from `?page=`, from 1; anything else is page 1. */
export const parsePage = (value: Param) => wholeNumber(value, 1, 1)

/** The category id from `?category=`; 0 (every category) when absent or not a number. */
export const parseCategory = (value: Param) => wholeNumber(value, 0, 0)

/**
 * The page an address asks the server for: 1 without `?page=`, null when `?page=` names no page (anything but
 * a whole number from 1), which the server answers with the not-found page (docs/decisions/0096).
 */
export const requestedPage = (value: Param): number | null => (given(value) ? wholeNumber(value, 1, null) : 1)

/** The category an address asks the server for: 0 without `?category=`, null when it is not a whole number. */
export const requestedCategory = (value: Param): number | null => (given(value) ? wholeNumber(value, 0, null) : 0)

/** The address of one page of a list; page 1 and category 0 are left out. */
export function listHref(path: string, { page, category = 0 }: { page: number; category?: number }): string {
  const params = new URLSearchParams()
  if (page > 1) params.set('page', String(page))
  if (category > 0) params.set('category', String(category))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
