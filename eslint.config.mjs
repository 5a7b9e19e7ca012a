import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

import { layerZones } from './scripts/lint/layers.mjs'
import { noServerInClient } from './scripts/lint/no-server-in-client.mjs'

const config = [
  {
    ignores: [
      '.next/**',
      'data/**',
      '.test-data/**',
      'test-results/**',
      'playwright-report/**',
      'src/cms/migrations/**',
      'src/cms/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'scripts/audit/framework-floor/.next/**',
      '.tools/**',
    ],
  },
  ...nextVitals,
  ...nextTs,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Reading the packages' own sources for cycles took two minutes and can find none of ours.
      'import/ignore': ['node_modules', String.raw`payload-types\.ts$`],
    },
    plugins: { site: { rules: { 'no-server-in-client': noServerInClient } } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'site/no-server-in-client': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert: typing every body first would only restate the checks.
    files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
]

export default config
