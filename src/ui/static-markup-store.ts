import type React from 'react'

// The trees that StaticMarkup hands from the server components' render to the HTML render of the same request
// (docs/decisions/0196-static-markup.md). Both renders run in one process but load their own copies of this module,
// so the map lives on globalThis under a registered symbol.

/** A tree to draw, or HTML to set as the element's content. */
export type Markup = { tree: React.ReactNode } | { html: string }

type Kept = { markup: Markup; keptAt: number }

const STORE = Symbol.for('brighter-bridge.static-markup')
/** A tree the HTML render never took (the visitor left mid-render) is dropped after this long. */
const KEPT_MS = 30_000

const LAST_ID = Symbol.for('brighter-bridge.static-markup.last-id')

type Shared = typeof globalThis & { [STORE]?: Map<string, Kept>; [LAST_ID]?: number }

function store(): Map<string, Kept> {
  return ((globalThis as Shared)[STORE] ??= new Map())
}

/**
 * The next id, counted in the process: both renders share it as they share the map. An id only has to be unique
 * among the trees kept at once and within one page, and a short one keeps the HTML and the payload short (it is
 * written in both; issue 65).
 */
function nextId(): string {
  const shared = globalThis as Shared
  shared[LAST_ID] = (shared[LAST_ID] ?? 0) + 1
  return shared[LAST_ID].toString(36)
}

/** Keeps markup for the HTML render and answers the id it will ask for it by. */
export function keepMarkup(markup: Markup, now = Date.now()): string {
  const kept = store()
  for (const [id, entry] of kept) {
    if (now - entry.keptAt < KEPT_MS) break // insertion order: the rest are newer
    kept.delete(id)
  }
  const id = nextId()
  kept.set(id, { markup, keptAt: now })
  return id
}

/** The markup kept under the id, once: the HTML render asks for each island's markup one time. */
export function takeMarkup(id: string): Markup {
  const entry = store().get(id)
  if (!entry) throw new Error(`static markup ${id} was not kept for this render`)
  store().delete(id)
  return entry.markup
}
