import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { CMS_API_PATH } from './src/config/cms-paths'
import { clientHintsForAdminOnly } from './src/security/client-hints'
import { API_CONTENT_SECURITY_POLICY, STATIC_HEADERS } from './src/security/headers'
import { symbolCount } from './src/ui/icon-sheet'
import { ICON_SYMBOLS } from './src/ui/icon-symbols'
import { IMAGE_ADDRESS_REWRITES } from './src/ui/image-address'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Every icon's symbol, for the sprite at the start of every page (src/ui/icon-sprite.tsx, docs/decisions/0156).
  env: { ICON_SYMBOLS, ICON_SYMBOL_COUNT: String(symbolCount(ICON_SYMBOLS)) },
  // The production server compresses, preferring Brotli (scripts/serve-production.ts, docs/decisions/0101).
  compress: false,
  reactStrictMode: true,
  // libheif's WebAssembly build, which decodes students' HEIC photos, is loaded by Node as installed, not bundled.
  serverExternalPackages: ['heic-decode'],
  // `npm test` type-checks (npm run typecheck); a start on a fresh clone should not pay for it twice.
  typescript: { ignoreBuildErrors: true },
  // Uploaded images (/images/{file}, docs/decisions/0004), the service pages' art (/page-art) and statically
  // imported art go through Next's optimiser: responsive widths in WebP (docs/decisions/0031); nothing else.
  images: {
    formats: ['image/webp'],
    // Widths for a phone (1x to 3x), a tablet and a desktop; the art is at most 1600 px wide, so Next's larger
    // defaults (2048, 3840) only lengthened every srcset (docs/decisions/0031).
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [128, 256, 384],
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/page-art/**', search: '' },
      { pathname: '/_next/static/media/**' },
    ],
    minimumCacheTTL: 86_400,
  },
  // Every response, build output and uploaded files included; src/proxy.ts adds each page's policy, and the calls
  // (which the proxy does not see) get theirs here. /api/docs is a page.
  async headers() {
    const apiPolicy = [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }]
    return [
      { source: '/:path*', headers: Object.entries(STATIC_HEADERS).map(([key, value]) => ({ key, value })) },
      { source: '/api/:path((?!docs$|docs/).*)', headers: apiPolicy },
      { source: `${CMS_API_PATH}/:path*`, headers: apiPolicy },
    ]
  },
  async rewrites() {
    return {
      // Next reserves /404 for its built-in page; the site's own not-found page answers it instead.
      beforeFiles: [
        { source: '/404', destination: '/page-not-found' },
        // Short addresses of the image optimiser's renditions (src/ui/image-address.ts, docs/decisions/0200, 0204).
        ...IMAGE_ADDRESS_REWRITES,
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default clientHintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
