/** The periods the dashboard offers, in weeks. */
export const PERIODS = [4, 8, 12, 26] as const
export type Period = (typeof PERIODS)[number]

export const DEFAULT_PERIOD: Period = 8

/** The period asked for in `?period=N`; anything else is the default. */
export function periodOf(value: string | string[] | undefined): Period {
  const asked = Number(Array.isArray(value) ? value[0] : value)
  return PERIODS.find((period) => period === asked) ?? DEFAULT_PERIOD
}
