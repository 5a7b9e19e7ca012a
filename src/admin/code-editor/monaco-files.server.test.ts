import { describe, expect, it } from 'vitest'

import { monacoFile, serveMonacoFile } from './monaco-files.server'
import { MONACO_VERSION } from './monaco-path'

const get = (segments: string[], version = MONACO_VERSION) =>
  serveMonacoFile(version, segments, new Request('http://localhost/'))

describe("Monaco's files", () => {
  it('are answered from the installed package, to be kept for a year', async () => {
    const loader = await get(['loader.js'])
    expect(loader.status).toBe(200)
    expect(loader.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(loader.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(await loader.text()).toContain('AMDLoader')
    const styles = await get(['editor', 'editor.main.css'])
    expect(styles.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
  })

  it('are only scripts and styles under min/vs, of the current version', async () => {
    expect(monacoFile(MONACO_VERSION, ['..', 'package.json'])).toBeNull()
    expect(monacoFile(MONACO_VERSION, ['..', '..', 'esm', 'vs', 'editor.js'])).toBeNull()
    expect(monacoFile(MONACO_VERSION, ['editor', '.hidden.js'])).toBeNull()
    expect(monacoFile(MONACO_VERSION, ['monaco.d.ts'])).toBeNull()
    expect(monacoFile(MONACO_VERSION, [])).toBeNull()
    expect(monacoFile('0.1.0', ['loader.js'])).toBeNull()
    expect((await get(['no-such-file.js'])).status).toBe(404)
    expect((await get(['loader.js'], '0.1.0')).status).toBe(404)
  })
})
