import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

// The Nu Html Checker (vnu-jar, run with the machine's Java) on pages' HTML, in one run of the checker: what
// tests/e2e/valid-html.spec.ts does for the public routes, for pages a test fetched itself (a signed-in portal's).

const vnuJar: string = createRequire(import.meta.url)('vnu-jar')

type Message = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number }

/** The checker's errors for each page's HTML, labelled `label:line message`; none for valid pages. */
export async function htmlErrors(pages: Map<string, string>): Promise<string[]> {
  const folder = await mkdtemp(join(tmpdir(), 'valid-html-'))
  try {
    const files = new Map<string, string>()
    for (const [label, html] of pages) {
      const file = join(folder, `${files.size}.html`)
      await writeFile(file, html)
      files.set(`file:${file}`, label)
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
    return messages
      .filter((message) => ['error', 'non-document-error'].includes(message.type) || message.subType === 'fatal')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`,
      )
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
