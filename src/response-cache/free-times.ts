// The free-times call's kept answers (docs/decisions/0184): kept under the current generation, which every booking,
// move, cancellation and change of availability raises, here and, through the content bus, on every instance. An
// answer kept under an older generation is never read again and ages out of the cache.

/** The content bus's tag for "free times changed": it expires no page and no other answer. */
export const FREE_TIMES_TAG = 'free-times'

/** How long a free-times answer is kept at most: the times that pass into the notice period leave it by then. */
export const FREE_TIMES_TTL_MS = 30_000

// On globalThis: the CMS's hooks, which raise it, and the server's front, which reads it, are bundled apart.
const GENERATION = Symbol.for('site.free-times-generation')
const holder = globalThis as { [GENERATION]?: number }

export const freeTimesGeneration = (): number => holder[GENERATION] ?? 0

/** Forgets every kept free-times answer of this process. */
export function forgetFreeTimes(): void {
  holder[GENERATION] = freeTimesGeneration() + 1
}
