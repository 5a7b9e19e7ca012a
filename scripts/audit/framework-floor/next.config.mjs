// Next.js's defaults: the floor page must not inherit the site's configuration.
const nextConfig = {}

export default nextConfig
