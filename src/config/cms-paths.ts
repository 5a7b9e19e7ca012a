// Where the CMS is mounted: Payload's admin and its REST API (kept off /api, which holds only the site's own calls).
// Two places cannot import these and must carry the same names: the folders under src/app/(payload) (Next routes
// by folder) and the proxy's matcher in src/proxy.ts (Next reads it as a literal at build time).

export const ADMIN_PATH = '/admin'
export const CMS_API_PATH = '/cms-api'
