/**
 * Node flags for every script that loads the CMS. Lexical's `node` entry points wrap each module in a
 * top-level await, and Node 20 sometimes leaves such a graph unsettled (exit code 13) at random; the
 * `production` condition selects its plain ES modules instead. See docs/decisions/0010.
 */
export const NODE_FLAGS = ['--conditions=production']

export const tsxArgs = (script: string) => [...NODE_FLAGS, '--import', 'tsx', script]
export const NEXT_BIN = 'node_modules/next/dist/bin/next'
