/** How a series is drawn: filled in one of the three chart colours, or outlined. */
export type Mark = 'fill-1' | 'fill-2' | 'fill-3' | 'outline-1' | 'outline-3'

export const markClass = (mark: Mark) => `lead-chart__mark lead-chart__mark--${mark}`

/** Numbers drawn on a filled mark take the background's colour, which contrasts with every fill. */
export const isFilled = (mark: Mark) => mark.startsWith('fill')

/** A rough width of a number or short label in the charts' 12 px type, to tell whether it fits in a bar. */
export const textWidth = (text: string) => text.length * 7
