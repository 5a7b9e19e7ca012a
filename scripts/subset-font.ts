// Writes the Inter file the site serves (src/ui/font-files), offline:
//   npx tsx scripts/subset-font.ts
// The file is committed; run this again after updating @fontsource-variable/inter or changing interLatin's
// weight or unicode-range in src/ui/fonts.ts (a unit test fails until then).

import { stat, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'

import { INTER_SOURCE, INTER_SUBSET, interSubset } from './lib/inter-subset'

const data = await interSubset()
await writeFile(INTER_SUBSET, data)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(
  `${relative(process.cwd(), INTER_SUBSET)}  ${kb(data.length)} (from ${kb((await stat(INTER_SOURCE)).size)})`,
)
