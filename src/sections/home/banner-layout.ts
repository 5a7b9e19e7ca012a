/**
 * From this width the banner's picture sits beside the headline (home-banner.module.css), the largest image in view,
 * and is preloaded at high priority. Narrower, it comes after the text, below a phone's first screen: preloaded there,
 * it made Lighthouse's phone estimate wait for the picture's bytes (docs/decisions/0104-banner-preload-on-wide-screens.md).
 */
export const SIDE_BY_SIDE = '(min-width: 56.3125em)'
