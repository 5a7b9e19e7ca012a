/**
 * The charts are drawn at their card's own width, with text at its true size (12 px) however narrow the card: they
 * have no viewBox to scale them down, and lay out across the width in percentages. What does not fit a narrower card
 * (every week's name under 26 columns on a phone) is hidden there by a container query on the card: each
 * `lead-chart__hide-N` class hides its element in cards at most N rem wide (custom.scss).
 */
const NARROWER = [
  // The query's width in rem, and the card width in px assumed within it: the narrowest it holds.
  { rem: 40, px: 480 },
  { rem: 30, px: 320 },
  { rem: 20, px: 280 },
] as const

/** The width in px a chart is assumed to have in a card wider than the widest query. */
export const WIDE_CARD_PX = 640

/** The classes that hide an element in the cards too narrow for it; `fits` tells whether it fits a width in px. */
export function hiddenWhereNarrow(fits: (px: number) => boolean): string {
  return NARROWER.filter(({ px }) => !fits(px))
    .map(({ rem }) => `lead-chart__hide-${rem}`)
    .join(' ')
}

/** Room a week's name ("16 Nov") takes under a column, with the gap to the next. */
const LABEL_PX = 52

/**
 * Which columns are named at the card width `px`: every one, or every second, fourth… counted back from the latest,
 * so the names never crowd; the steps double, so a name shown in a narrow card is shown in every wider one.
 */
export function labelStep(columns: number, px: number): number {
  let step = 1
  while ((px / columns) * step < LABEL_PX && step < columns) step *= 2
  return step
}

/**
 * The classes of the name under column `index` of `columns`, hidden in the cards too narrow for it; null when it is
 * not drawn at all (too many columns for every name even in a wide card).
 */
export function columnLabelClass(index: number, columns: number): string | null {
  const fromLatest = columns - 1 - index
  const shown = (px: number) => fromLatest % labelStep(columns, px) === 0
  return shown(WIDE_CARD_PX) ? hiddenWhereNarrow(shown) : null
}

/** A percentage for an SVG attribute, rounded to keep the markup short. */
export const pct = (share: number) => `${Math.round(share * 10_000) / 100}%`
