// The site's security headers, in one place (docs/decisions/0060-security-headers.md). src/proxy.ts applies them
// to every page; next.config.ts adds the ones that do not depend on the request to every response.
// Relative imports only: next.config.ts loads this file, and its loader does not know the @/ alias.

import { ADMIN_PATH, CMS_API_PATH } from '../config/cms-paths'
import { REQUEST_ID_HEADER } from '../observability/request-context'

const API_ROOT = '/api'

/** Which policy a path gets. */
export type Surface = 'site' | 'admin' | 'api-docs' | 'api'

/** The only outside pages the site frames, each after a click: the office map and the video player. */
export const FRAME_SOURCES = ['https://www.openstreetmap.org', 'https://www.youtube-nocookie.com'] as const
/** The player frame's origin: the features its `allow` attribute delegates are allowed for it. */
const VIDEO_PLAYER = '"https://www.youtube-nocookie.com"'

export function surfaceOf(pathname: string): Surface {
  if (pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)) return 'admin'
  if (pathname === '/api/docs' || pathname === '/api/docs/') return 'api-docs'
  if ([API_ROOT, CMS_API_PATH].some((root) => pathname === root || pathname.startsWith(`${root}/`))) return 'api'
  return 'site'
}

/** A fresh, unguessable nonce (128 bits, base64) for one response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

type Directives = Record<string, string[]>

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * Which scripts a page may run: those that carry this answer's nonce (and what they load), or, for a page kept in
 * the page cache and answered many times, this site's own files and the inline scripts with these hashes
 * (docs/decisions/0139).
 */
export type ScriptLock = { nonce: string } | { hashes: readonly string[] }

function scriptSources(lock: ScriptLock): string[] {
  if ('nonce' in lock) return ["'self'", `'nonce-${lock.nonce}'`, "'strict-dynamic'"]
  return ["'self'", ...lock.hashes.map((hash) => `'sha256-${hash}'`)]
}

// Styles allow 'unsafe-inline': React renders style attributes (next/image, Swiper), and the dialogs' scroll lock
// inserts a <style> element without a nonce. Scripts never do.
function documentDirectives(lock: ScriptLock): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': scriptSources(lock),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
}

export type PolicyOptions = ScriptLock & {
  https: boolean
  /** A staff preview of a page, which the admin's live preview shows in a frame of its own (same origin only). */
  previewFrame?: boolean
}

/** Calls answer JSON, never a page to render: nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The Content-Security-Policy of one response on `surface`. */
export function contentSecurityPolicy(surface: Surface, { https, previewFrame, ...lock }: PolicyOptions): string {
  const upgrade: Directives = https ? { 'upgrade-insecure-requests': [] } : {}
  switch (surface) {
    case 'site':
      return serialise({
        ...documentDirectives(lock),
        'frame-src': [...FRAME_SOURCES],
        'frame-ancestors': [previewFrame ? "'self'" : "'none'"],
        ...upgrade,
      })
    case 'admin':
      // Payload's admin previews uploads from blob: URLs and may frame its own pages.
      return serialise({
        ...documentDirectives(lock),
        'font-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        ...upgrade,
      })
    case 'api-docs':
      // A static page whose scripts are all files of this site: no inline script at all, so no nonce.
      return serialise({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...upgrade,
      })
    case 'api':
      return API_CONTENT_SECURITY_POLICY
  }
}

const denied = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
// What the video player's frame is allowed (src/sections/testimonials/video-facade.tsx); the share dialog uses
// the clipboard and the system share sheet on the page itself. Not `web-share`: Chromium knows the name only where
// it has a share sheet (not on Linux), warns of it on every page elsewhere, and its default (the page itself, and a
// frame whose `allow` names it) is what the site needs.
const selfAndPlayer = ['autoplay', 'clipboard-write', 'encrypted-media', 'fullscreen', 'picture-in-picture']

/** Feature names Chromium recognises on every platform: an unknown name is logged as a console warning. */
export const PERMISSIONS_POLICY = [
  ...denied.map((feature) => `${feature}=()`),
  ...selfAndPlayer.map((feature) => `${feature}=(self ${VIDEO_PLAYER})`),
].join(', ')

/**
 * Headers that describe one answer's transfer or name its request: a cached answer never keeps them (the page cache,
 * the read calls' response cache); each answer gets its own.
 */
export const PER_ANSWER_HEADERS: readonly string[] = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  REQUEST_ID_HEADER,
]

/** Headers for every response, static files included; none depends on the request or the environment. */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Two years, this host only: a subdomain of the organisation's domain may not serve https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000'

/** What the proxy adds to one response: the policy, and HSTS when the site is served over https. */
export function requestHeaders(surface: Surface, options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(surface, options),
    ...(options.https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  }
}
