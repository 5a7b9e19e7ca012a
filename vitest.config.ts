import { availableParallelism } from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/payload/payload.config.ts'),
  '@': path.resolve('src'),
}

const INTEGRATION = ['src/**/*.int.test.ts', 'scripts/**/*.int.test.ts']

/** Installed packages and builds, wherever they sit (the audit builds its framework-floor page under scripts/). */
const NOT_OURS = ['**/node_modules/**', '**/.next/**']

export const UNIT = ['src/**/*.test.ts', 'scripts/**/*.test.ts']
export const NOT_UNIT = ['**/*.int.test.ts', '**/*.redis.test.ts', '**/*.http.test.ts', ...NOT_OURS]
/**
 * Unit tests that need modules of their own: they mock a module, or stub the environment that a module reads once when
 * it is first imported. The rest share one module registry per worker (docs/decisions/0155).
 */
export const ISOLATED_UNIT = [
  'src/app/internal/expire-content/route.test.ts',
  'src/cms/hooks/expire-content.test.ts',
  'src/instrumentation.test.ts',
  'src/outbox/mailer.test.ts',
  'src/proxy.test.ts',
  'src/ui/when-idle.test.ts',
]

/** Integration tests of PostgreSQL alone (`*.pg.int.test.ts`): the int-postgres project runs them, SQLite's does not. */
const POSTGRES_ONLY = '**/*.pg.int.test.ts'
/**
 * Integration tests run on SQLite alone (`*.sqlite.int.test.ts`): rules Payload applies above the database adapter,
 * and the demo seed, which the end-to-end tests' PostgreSQL server runs on every start (docs/decisions/0135).
 */
const SQLITE_ONLY = '**/*.sqlite.int.test.ts'

const integration = (name: string, env: Record<string, string>, include: string[], exclude: string[] = []) => ({
  resolve: { alias },
  test: {
    name,
    include,
    exclude: [...NOT_OURS, ...exclude],
    setupFiles: ['tests/support/int-database.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    env,
  },
})

// Integration tests run on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    // The same Node flag the scripts use (scripts/lib/run.ts): Lexical's plain ES modules.
    execArgv: ['--conditions=production'],
    // A worker per core, not Vitest's default of one fewer: the integration tests mostly wait on their databases,
    // and on two cores the default is a single worker (docs/decisions/0088).
    maxWorkers: availableParallelism(),
    globalSetup: ['tests/support/int-global.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...NOT_UNIT, ...ISOLATED_UNIT],
          environment: 'node',
          testTimeout: 60_000,
          // One module registry per worker, not one per file: each file no longer imports Next, Payload and the
          // site's modules afresh (docs/decisions/0155).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT,
          exclude: NOT_UNIT,
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      integration('int-sqlite', { TEST_DIALECT: 'sqlite' }, INTEGRATION, [POSTGRES_ONLY]),
      // Shared rate limits and captcha nonces on a real Redis, when TEST_REDIS_URL names one (CI sets it).
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'redis',
                include: ['src/**/*.redis.test.ts'],
                exclude: NOT_OURS,
                environment: 'node',
                testTimeout: 60_000,
              },
            },
          ]
        : []),
      ...(process.env.TEST_DATABASE_URL
        ? [integration('int-postgres', { TEST_DIALECT: 'postgres' }, INTEGRATION, [SQLITE_ONLY])]
        : []),
    ],
  },
})
