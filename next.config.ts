import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Styles go into the page itself: no render-blocking stylesheet requests before the first paint
  // (docs/decisions/0080-inline-css.md).
  experimental: { inlineCss: true },
  // `npm test` type-checks (npm run typecheck); a start on a fresh clone should not pay for it twice.
  typescript: { ignoreBuildErrors: true },
  // Uploaded images (/images/{file}, docs/decisions/0004), the service pages' art (/page-art) and statically
  // imported art go through Next's optimiser: responsive widths in WebP (docs/decisions/0031); nothing else.
  images: {
    formats: ['image/webp'],
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/page-art/**', search: '' },
      { pathname: '/_next/static/media/**' },
    ],
    minimumCacheTTL: 86_400,
  },
  async rewrites() {
    return {
      // Next reserves /404 for its built-in page; the site's own not-found page answers it instead.
      beforeFiles: [{ source: '/404', destination: '/page-not-found' }],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
