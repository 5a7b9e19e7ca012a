/**
 * Where the consultancy's mark is served as icons: the favicon by Next from app/icon.svg (at the root of app/, not in
 * a route group, where Next would add a suffix to its address), the touch icon by app/apple-touch-icon.png. The public
 * pages link the favicon themselves; the admin's pages link both; the JSON-LD names the favicon as the logo.
 */
export const BRAND_ICONS = { favicon: '/icon.svg', touch: '/apple-touch-icon.png' } as const
