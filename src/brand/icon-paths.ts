/**
 * Where the consultancy's mark is served as icons: the favicon (a PNG, docs/decisions/0215) by app/icon.png, the touch
 * icon by app/apple-touch-icon.png, and the mark as SVG from public/ for the JSON-LD's logo. The public pages and the
 * admin's link the favicon and the touch icon; nothing links the SVG, so no page decodes it while it loads.
 */
export const BRAND_ICONS = {
  favicon: '/icon.png',
  faviconSize: 96,
  touch: '/apple-touch-icon.png',
  logo: '/icon.svg',
} as const

/** The favicon's link, as the site layout's metadata and the admin's `meta.icons` both write it. */
export const FAVICON_LINK = {
  url: BRAND_ICONS.favicon,
  type: 'image/png',
  sizes: `${BRAND_ICONS.faviconSize}x${BRAND_ICONS.faviconSize}`,
} as const
