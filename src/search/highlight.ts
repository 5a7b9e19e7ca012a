// The words of a text that a search matched, marked: the results page renders the marked parts as <mark>, without
// writing any HTML of its own.

export type TextPart = { text: string; marked: boolean }

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

/** Lower-cased, without accents: how the index and the highlighter compare words. */
export const normalizeWord = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

/**
 * A word as the index keeps it: normalised, and an English plural made singular (scholarships, universities,
 * classes), so a search for either form finds both and a typo is measured against the word itself.
 */
export function termOf(word: string): string {
  const normal = normalizeWord(word)
  if (normal.length > 4 && normal.endsWith('ies')) return `${normal.slice(0, -3)}y`
  if (normal.endsWith('sses')) return normal.slice(0, -2)
  if (normal.length > 3 && normal.endsWith('s') && !/(?:ss|us|is)$/.test(normal)) return normal.slice(0, -1)
  return normal
}

/** `text` split into parts, each word whose index term is one of `terms` marked. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = new Set(terms)
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(WORD)) {
    if (!wanted.has(termOf(match[0]))) continue
    if (match.index > last) parts.push({ text: text.slice(last, match.index), marked: false })
    parts.push({ text: match[0], marked: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false })
  return parts
}

const EXCERPT_LENGTH = 180

/**
 * About 180 characters of `text` around the first word of `terms`, cut at word boundaries, with an ellipsis where
 * it was cut; the text's opening when no word matches.
 */
export function excerptAround(text: string, terms: readonly string[]): string {
  if (text.length <= EXCERPT_LENGTH) return text
  const wanted = new Set(terms)
  let at = 0
  for (const match of text.matchAll(WORD)) {
    if (wanted.has(termOf(match[0]))) {
      at = match.index
      break
    }
  }
  let start = Math.max(0, at - 60)
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  let end = Math.min(text.length, start + EXCERPT_LENGTH)
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}
