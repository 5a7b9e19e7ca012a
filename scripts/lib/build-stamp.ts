import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// The steps after `next build` change what it wrote, so they are inputs too.
const INPUTS = [
  'src',
  'public',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/lib/build.ts',
  'scripts/lib/compile-hints.ts',
  'scripts/lib/precompress-static.ts',
]
const STAMP = path.join('.next', 'source-stamp')
// Tests sit beside the code but are not part of the build: changing one must not cost a rebuild.
const NOT_BUILT = /\.test\.tsx?$/

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const child of readdirSync(entry).sort()) yield* files(path.join(entry, child))
  } else {
    if (!NOT_BUILT.test(entry)) yield entry
  }
}

/** A hash of everything the production build is made from. */
export function sourceHash(): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

/** True when .next holds a production build of exactly the current sources. */
export function buildIsCurrent(hash: string): boolean {
  return existsSync(path.join('.next', 'BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash
}

export const writeBuildStamp = (hash: string) => writeFileSync(STAMP, hash)
