import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks (npm run typecheck); a start on a fresh clone should not pay for it twice.
  typescript: { ignoreBuildErrors: true },
  async rewrites() {
    return [
      // Public file addresses; Payload serves the files (see docs/decisions/0004-public-file-urls.md).
      { source: '/images/:file', destination: '/cms-api/media/file/:file' },
      { source: '/documents/:file', destination: '/cms-api/documents/file/:file' },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
