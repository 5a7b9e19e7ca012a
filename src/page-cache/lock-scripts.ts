import { createHash } from 'node:crypto'

// A page rendered for the cache carries a placeholder nonce on the framework's own scripts (docs/decisions/0084).
// Before it is kept, the placeholder is taken out everywhere and the inline scripts that carried it are hashed: the
// page's policy allows those hashes and the site's own files, so one copy can be answered to every visitor and kept
// by a CDN, and a script that came in through content (which never carries the placeholder) is never allowed
// (docs/decisions/0139).

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Script types a browser runs; any other (JSON-LD, for one) is data and needs no hash. */
const RUNNABLE = /^(?:|text\/javascript|application\/javascript|module)$/i

/** The base64 SHA-256 of a script's text, as a policy's hash source names it. */
export const scriptHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('base64')

/** The page's HTML with the placeholder gone, and the hashes of the inline scripts that carried it, in order. */
export function lockScripts(html: string, placeholder: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${placeholder}"`
  const hashes: string[] = []
  const locked = html.replace(SCRIPT, (whole, attributes: string, text: string) => {
    if (!attributes.includes(attribute)) return whole
    const kept = attributes.replace(attribute, '')
    // The text loses the placeholder the same way as the rest of the page, before it is hashed.
    const content = text.replaceAll(placeholder, '')
    if (!/\ssrc=/i.test(kept) && RUNNABLE.test(typeAttribute(kept))) {
      const hash = scriptHash(content)
      if (!hashes.includes(hash)) hashes.push(hash)
    }
    return `<script${kept}>${content}</script>`
  })
  return { html: withoutPlaceholder(locked, placeholder), hashes }
}

/** Any text (the rest of the page, a Link header) with the placeholder taken out: as a parameter or an attribute, then any mention. */
export function withoutPlaceholder(text: string, placeholder: string): string {
  return text
    .replaceAll(`; nonce="${placeholder}"`, '')
    .replaceAll(` nonce="${placeholder}"`, '')
    .replaceAll(placeholder, '')
}

const typeAttribute = (attributes: string): string => /\stype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
