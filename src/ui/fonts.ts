import localFont from 'next/font/local'

// Inter from Fontsource, served from the build through next/font so the Latin file is preloaded with the page
// instead of being found only after the stylesheets are parsed (docs/decisions/0083-font-preload.md). The Latin
// Extended file is declared for names with other Latin letters and loads only when a page uses one. The font loader
// reads its options at build time, so they are written out as literals.
export const interLatin = localFont({
  // Fontsource's Latin file cut to weights 400–900 by scripts/subset-font.ts (docs/decisions/0106-inter-subset.md).
  src: './font-files/inter-latin-wght-400-900.woff2',
  weight: '400 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
})

export const interLatinExtended = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin-ext',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})
