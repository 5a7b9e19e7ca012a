import { afterEach, describe, expect, it } from 'vitest'

import { cachedPage, placeholderFor, purgePages, type Rendered } from './page-cache.server'

/** A renderer that writes the placeholder nonce where Next writes the nonce, and counts its renderings. */
function renderer(status = 200, keep = true) {
  const calls: string[] = []
  const render = async (fillToken: string): Promise<Rendered> => {
    calls.push(fillToken)
    const placeholder = placeholderFor(fillToken)!
    const body = `<script nonce="${placeholder}">1</script><p>page ${calls.length}</p>"nonce":"${placeholder}"`
    const link = `</font.woff2>; rel=preload; as="font"; nonce="${placeholder}"`
    return {
      page: {
        status,
        headers: [
          ['content-type', 'text/html'],
          ['link', link],
        ],
        body,
      },
      keep,
    }
  }
  return { calls, render }
}

afterEach(() => purgePages())

describe('the page cache', () => {
  it('renders a page once and answers each request with its own nonce in every place', async () => {
    const { calls, render } = renderer()
    const first = await cachedPage('/', 'NONCE-ONE', render)
    const second = await cachedPage('/', 'NONCE-TWO', render)
    expect(calls).toHaveLength(1)
    expect(first).toMatchObject({ hit: false, status: 200 })
    expect(first!.body).toBe('<script nonce="NONCE-ONE">1</script><p>page 1</p>"nonce":"NONCE-ONE"')
    expect(first!.headers).toContainEqual(['link', '</font.woff2>; rel=preload; as="font"; nonce="NONCE-ONE"'])
    expect(second).toMatchObject({ hit: true })
    expect(second!.headers).toContainEqual(['link', '</font.woff2>; rel=preload; as="font"; nonce="NONCE-TWO"'])
    expect(second!.body).toBe('<script nonce="NONCE-TWO">1</script><p>page 1</p>"nonce":"NONCE-TWO"')
  })

  it('renders once for visitors who ask at the same moment', async () => {
    const { calls, render } = renderer()
    const pages = await Promise.all(['A', 'B', 'C'].map((nonce) => cachedPage('/blogs', nonce, render)))
    expect(calls).toHaveLength(1)
    expect(pages.map((page) => page!.body.includes('page 1'))).toEqual([true, true, true])
  })

  it('answers a page it may not keep from its one rendering, and renders it again next time', async () => {
    const { calls, render } = renderer(404, false)
    const page = await cachedPage('/blogs/missing', 'N1', render)
    expect(page).toMatchObject({ status: 404, hit: false })
    expect(page!.body).toContain('nonce="N1"')
    await cachedPage('/blogs/missing', 'N2', render)
    expect(calls).toHaveLength(2)
  })

  it('renders again after a purge (content changed in the CMS)', async () => {
    const { calls, render } = renderer()
    await cachedPage('/', 'N1', render)
    purgePages()
    const page = await cachedPage('/', 'N2', render)
    expect(calls).toHaveLength(2)
    expect(page).toMatchObject({ hit: false })
    expect(page!.body).toContain('page 2')
  })

  it('hands the placeholder only to a request with this process’s fill token', async () => {
    const { calls, render } = renderer()
    await cachedPage('/', 'N1', render)
    expect(placeholderFor(calls[0]!)).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(placeholderFor('a-guess')).toBeUndefined()
    expect(placeholderFor(null)).toBeUndefined()
  })
})
