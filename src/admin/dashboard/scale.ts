const DAY = 24 * 60
/** Steps of a scale in minutes that read well as durations: a quarter hour up to a day. */
const STEPS = [15, 30, 60, 120, 180, 240, 360, 480, 720, DAY]
const MOST_STEPS = 4

/** Gridlines for durations up to `most` minutes: 0 and at most four round steps, the last at or above `most`. */
export function minuteTicks(most: number): number[] {
  const step = STEPS.find((candidate) => most <= candidate * MOST_STEPS) ?? DAY * Math.ceil(most / (DAY * MOST_STEPS))
  const count = Math.max(1, Math.ceil(most / step))
  return Array.from({ length: count + 1 }, (_, index) => index * step)
}
