import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks (npm run typecheck); a start on a fresh clone should not pay for it twice.
  typescript: { ignoreBuildErrors: true },
  images: {
    // Optimise only the CMS images (/images/{file}) and statically imported art; nothing from other hosts.
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/_next/static/media/**' }],
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
