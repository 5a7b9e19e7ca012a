import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { siteRoutes } from '../support/site-routes'

// Issue #8: the server HTML of every route of docs/product.md §2 passes the Nu Html Checker (vnu-jar, run with the
// machine's Java) with no error. The pages are saved to files and checked in one run of the checker.

const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

type Message = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }

test('the server HTML of every route is valid HTML', async ({ request }) => {
  test.setTimeout(120_000)
  const folder = await mkdtemp(join(tmpdir(), 'valid-html-'))
  try {
    const files = new Map<string, string>()
    for (const route of await siteRoutes(request)) {
      const response = await request.get(route)
      expect(response.headers()['content-type']).toContain('text/html')
      const file = join(folder, `${files.size}.html`)
      await writeFile(file, await response.text())
      files.set(`file:${file}`, route)
    }
    const output = await promisify(execFile)(
      'java',
      [
        '-jar',
        vnuJar,
        '--format',
        'json',
        '--exit-zero-always',
        '--stdout',
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(output.stdout) as { messages: Message[] }
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
      )
    expect(errors).toEqual([])
    expect(messages.filter((message) => message.type === 'non-document-error')).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
