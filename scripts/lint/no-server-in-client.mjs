// A client module ('use client'), and everything it imports, is sent to the browser: a `.server.ts` module among
// them would leak server code and secrets, or fail at run time. This rule follows a client module's imports
// (type-only imports are erased and do not count) and reports the first chain that reaches a server module.
import path from 'node:path'

import { importsOf, resolveImport } from './import-graph.mjs'

const SERVER_MODULE = /\.server\.tsx?$/

function chainToServerModule(start) {
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length > 0) {
    const chain = queue.shift()
    const file = chain[chain.length - 1]
    for (const { specifier, typeOnly } of importsOf(file).imports) {
      if (typeOnly) continue
      const target = resolveImport(file, specifier)
      if (!target || seen.has(target) || !/\.(ts|tsx|mjs|js)$/.test(target)) continue
      if (SERVER_MODULE.test(target)) return [...chain, target]
      seen.add(target)
      queue.push([...chain, target])
    }
  }
  return null
}

export const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: 'A client module must not import a .server.ts module, directly or through others.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    return {
      Program(node) {
        if (!importsOf(file).directives.includes('use client')) return
        const chain = chainToServerModule(file)
        if (!chain) return
        const names = chain.map((step) => path.relative(context.cwd, step)).join(' → ')
        context.report({ node, message: `This client module reaches a server-only module: ${names}` })
      },
    }
  },
}
