// The production build, made only when the sources changed since the last one, and one build at a time per checkout.
import lockfile from 'proper-lockfile'

import { buildIsCurrent, sourceHash, writeBuildStamp } from './build-stamp'
import { hintFrameworkScripts } from './compile-hints'
import { NEXT_BIN } from './node-args'
import { precompressStatic } from './precompress-static'
import { run, type Output } from './run'

/** Builds `.next` unless it holds the current sources; resolves with the exit code (0 when it was current). */
export async function buildWhenStale(env: NodeJS.ProcessEnv, output?: Output): Promise<number> {
  const hash = sourceHash()
  if (buildIsCurrent(hash)) return 0
  // Two starts in one checkout (the tests' SQLite and PostgreSQL servers, or `npm test` and a server) must not
  // build into .next at once: the second waits for the first, then finds the build current.
  const release = await lockfile.lock('package.json', {
    lockfilePath: '.build.lock',
    stale: 30_000,
    retries: { retries: 1200, minTimeout: 1000, maxTimeout: 1000 },
  })
  try {
    if (buildIsCurrent(hash)) return 0
    console.log('Building the site (first start or changed sources)…')
    const code = await run(process.execPath, [NEXT_BIN, 'build'], env, output)
    if (code !== 0) return code
    hintFrameworkScripts()
    await precompressStatic()
    writeBuildStamp(hash)
    return 0
  } finally {
    await release()
  }
}
