import { afterEach, describe, expect, it, vi } from 'vitest'

import { env } from '@/config/env.server'
import { QUIET_MAX_MS } from '@/observability/give-way'
import { countInFlight } from '@/observability/requests-in-flight'

import { cachedPage, fillSecrets, placeholderFor, purgePages, type Rendered } from './page-cache.server'

/** A renderer that counts its renderings; each gives a page naming its number. */
function renderer(status = 200, keep = true) {
  let count = 0
  const render = async (): Promise<Rendered> => {
    count += 1
    const body = Buffer.from(`<p>page ${count}</p>`)
    return { page: { status, headers: [['content-type', 'text/html']], body, encoded: {}, etag: `W/"${count}"` }, keep }
  }
  return { renderings: () => count, render }
}

/** Runs `check` with the page cache's clock (and the timers) faked, then gives the real ones back. */
async function onAFakeClock(check: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['performance', 'Date', 'setTimeout', 'clearTimeout'] })
  // The cache takes a start time of 0 for "no time": the fake clock starts later.
  vi.advanceTimersByTime(1000)
  try {
    await check()
  } finally {
    vi.useRealTimers()
  }
}

/** A page rendered once and kept, then the clock moved past its time; its renderer. */
async function keptPastItsTime(key: string) {
  const kept = renderer()
  await cachedPage(key, kept.render)
  vi.advanceTimersByTime(env().PAGE_CACHE_SECONDS * 1000 + 1000)
  return kept
}

afterEach(() => purgePages())

describe('the page cache', () => {
  it('renders a page once and answers every later visit from that one copy', async () => {
    const { renderings, render } = renderer()
    const first = await cachedPage('/', render)
    const second = await cachedPage('/', render)
    expect(renderings()).toBe(1)
    expect(first).toMatchObject({ hit: false, page: { status: 200, etag: 'W/"1"' } })
    expect(second).toMatchObject({ hit: true })
    expect(second!.page).toBe(first!.page)
  })

  it('renders once for visitors who ask at the same moment', async () => {
    const { renderings, render } = renderer()
    const pages = await Promise.all([1, 2, 3].map(() => cachedPage('/blogs', render)))
    expect(renderings()).toBe(1)
    expect(pages.map((found) => found!.page.body.toString())).toEqual(Array(3).fill('<p>page 1</p>'))
  })

  it('answers a page it may not keep from its one rendering, and renders it again next time', async () => {
    const { renderings, render } = renderer(404, false)
    const found = await cachedPage('/blogs/missing', render)
    expect(found).toMatchObject({ hit: false, page: { status: 404 } })
    await cachedPage('/blogs/missing', render)
    expect(renderings()).toBe(2)
  })

  it('renders again after a purge (content changed in the CMS)', async () => {
    const { renderings, render } = renderer()
    await cachedPage('/', render)
    purgePages()
    const found = await cachedPage('/', render)
    expect(renderings()).toBe(2)
    expect(found).toMatchObject({ hit: false })
    expect(found!.page.body.toString()).toBe('<p>page 2</p>')
  })

  it('answers a page past its time as kept while it renders the next copy behind it', () =>
    onAFakeClock(async () => {
      const { renderings, render } = await keptPastItsTime('/newsroom')
      const late = await cachedPage('/newsroom', render)
      expect(late).toMatchObject({ hit: true, stale: true })
      expect(late!.page.body.toString()).toBe('<p>page 1</p>')
      await vi.waitFor(() => expect(renderings()).toBe(2))
      const next = await cachedPage('/newsroom', render)
      expect(next).toMatchObject({ hit: true })
      expect(next!.stale).toBeUndefined()
      expect(next!.page.body.toString()).toBe('<p>page 2</p>')
    }))

  it('renders a page past its time again only once no visitor has been waiting for a moment', () =>
    onAFakeClock(async () => {
      const { renderings, render } = await keptPastItsTime('/blogs')
      // A visitor is being answered (the one who found the page old, or the next): the rendering waits for them.
      const answered = countInFlight()
      expect(await cachedPage('/blogs', render)).toMatchObject({ hit: true, stale: true })
      expect(await cachedPage('/blogs', render)).toMatchObject({ hit: true, stale: true })
      await vi.advanceTimersByTimeAsync(QUIET_MAX_MS / 2)
      expect(renderings()).toBe(1)
      answered()
      await vi.waitFor(() => expect(renderings()).toBe(2))
    }))

  it('hands the placeholder only to a request with this process’s fill token', () => {
    const { fillToken, placeholder } = fillSecrets()
    expect(placeholderFor(fillToken)).toBe(placeholder)
    expect(placeholder).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(placeholderFor('a-guess')).toBeUndefined()
    expect(placeholderFor(null)).toBeUndefined()
  })
})
