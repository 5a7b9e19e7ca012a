import { expect, test } from '@playwright/test'

import { scriptLoaders } from '../../tests/support/script-loader'

// The production server's compression (docs/decisions/0101): Brotli to browsers that accept it, the build's
// scripts and stylesheets from their Brotli copies, gzip otherwise, and the same content whichever was sent.

const BROWSER = 'gzip, deflate, br, zstd'

test('pages, scripts and stylesheets are sent in Brotli to a browser that accepts it, gzip or plain otherwise', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': BROWSER } })
  expect(home.headers()['content-encoding']).toBe('br')
  const html = await home.text()
  expect(html).toContain('</html>')
  expect((await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-encoding']).toBe(
    'gzip',
  )

  // The largest script and stylesheet: a small file may be below what is worth compressing.
  const largest = async (pattern: RegExp) => {
    const paths = [...html.matchAll(pattern)].map((match) => match[1]!)
    expect(paths.length, String(pattern)).toBeGreaterThan(0)
    const sizes = await Promise.all(
      paths.map(async (path) => [path, (await (await request.get(path)).body()).length] as const),
    )
    return sizes.sort((a, b) => b[1] - a[1])[0]![0]
  }
  // A kept page names its scripts in the list it asks for after its first paint (docs/decisions/0199).
  const script = await largest(/"(\/_next\/static\/[^"]+\.js)"/g)
  const style = await largest(/href="(\/_next\/static\/[^"]+\.css)"/g)
  for (const path of [script, style]) {
    const brotli = await request.get(path, { headers: { 'Accept-Encoding': BROWSER } })
    const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate' } })
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
    expect(brotli.headers()['content-encoding'], path).toBe('br')
    expect(brotli.headers()['vary'], path).toContain('Accept-Encoding')
    expect(brotli.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
    expect(gzip.headers()['content-encoding'], path).toBe('gzip')
    expect(plain.headers(), path).not.toHaveProperty('content-encoding')
    const content = await plain.text()
    expect(content.length, path).toBeGreaterThan(1000)
    expect(await brotli.text(), path).toBe(content)
    expect(await gzip.text(), path).toBe(content)
  }
})

// docs/decisions/0115: the framework's scripts ask Chromium to compile them off the main thread while they stream in.
test("the framework's scripts carry V8's compile hint, in Brotli as in plain", async ({ request }) => {
  const html = await (await request.get('/')).text()
  // Named in script tags, or in the list a kept page asks for after its first paint: its folder once, then the
  // scripts' names (docs/decisions/0199, 0210).
  const loaded = scriptLoaders(html).flatMap((loader) => loader.sources)
  const tagged = [...html.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!)
  const paths = [...new Set([...tagged, ...loaded])]
  expect(loaded.length).toBeGreaterThan(3)
  const scripts = await Promise.all(
    paths.map(async (path) => ({
      path,
      plain: await (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).text(),
      brotli: await (await request.get(path, { headers: { 'Accept-Encoding': BROWSER } })).text(),
    })),
  )
  const hinted = scripts.filter((script) => script.plain.startsWith('//# allFunctionsCalledOnLoad\n'))
  // React's renderer is the largest script of every page, and the framework's.
  const largest = scripts.sort((a, b) => b.plain.length - a.plain.length)[0]!
  expect(hinted.map((script) => script.path)).toContain(largest.path)
  expect(hinted.length).toBeLessThan(scripts.length)
  for (const script of hinted) expect(script.brotli, script.path).toBe(script.plain)
})
