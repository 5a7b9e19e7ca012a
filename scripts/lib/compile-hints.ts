// V8's explicit compile hint for the framework's scripts (docs/decisions/0115): the magic comment asks Chromium to
// compile every function of the file eagerly, on a background thread while the file streams in, instead of lazily on
// the main thread the first time each function runs. Every function of these files runs on every page's load.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The scripts every App Router page loads first (React, the router, the module runtime), from Next's build manifest. */
export function frameworkScripts(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[]
  }
  return (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js')).map((file) => path.join(distDir, file))
}

/** Puts the compile hint at the top of each framework script; a script that has it already is left as it is. */
export function hintFrameworkScripts(distDir = '.next'): string[] {
  const files = frameworkScripts(distDir)
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    if (!source.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + source)
  }
  return files
}
