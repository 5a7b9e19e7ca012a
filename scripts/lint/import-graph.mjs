// The imports of the source tree as a graph, read with TypeScript's parser: the lint rule that keeps server modules
// out of client code and the test that keeps the top-level folders of src/ free of cycles both walk it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '../..')
export const SRC = path.join(ROOT, 'src')

const ALIASES = [
  ['@payload-config', path.join(SRC, 'payload/payload.config.ts')],
  ['@/', SRC + path.sep],
]
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
const TEST_FILE = /\.(test|spec)\.tsx?$/

/** The file an import names, or null for a package (or a file that does not exist). */
export function resolveImport(fromFile, specifier) {
  let base = null
  for (const [alias, target] of ALIASES) {
    if (specifier === alias || (alias.endsWith('/') && specifier.startsWith(alias))) {
      base = alias.endsWith('/') ? target + specifier.slice(alias.length) : target
    }
  }
  if (!base && specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier)
  if (!base) return null
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

const parsed = new Map()

/**
 * A file's imports: `{ specifier, typeOnly }` for each static import, re-export and `import()`. An import that
 * brings in types only (`import type`, or every name marked `type`) is erased by the compiler.
 */
export function importsOf(file) {
  const cached = parsed.get(file)
  if (cached) return cached
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: bringsTypesOnly(node) })
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  const result = { directives: leadingDirectives(source), imports: found }
  parsed.set(file, result)
  return result
}

function bringsTypesOnly(node) {
  const everyNameTyped = (names) =>
    !!names && names.elements.length > 0 && names.elements.every((name) => name.isTypeOnly)
  if (ts.isExportDeclaration(node)) {
    return (
      node.isTypeOnly ||
      (!!node.exportClause && ts.isNamedExports(node.exportClause) && everyNameTyped(node.exportClause))
    )
  }
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  return (
    !clause.name &&
    !!clause.namedBindings &&
    ts.isNamedImports(clause.namedBindings) &&
    everyNameTyped(clause.namedBindings)
  )
}

function leadingDirectives(source) {
  const directives = []
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    directives.push(statement.expression.text)
  }
  return directives
}

/** Forget what was parsed (the editor's lint server keeps running while files change). */
export const forgetParsedFiles = () => parsed.clear()

/** The TypeScript files under a folder, tests left out unless asked for. */
export function sourceFiles(folder = SRC, { withTests = false } = {}) {
  const files = []
  const walk = (directory) => {
    for (const name of readdirSync(directory)) {
      const full = path.join(directory, name)
      if (statSync(full).isDirectory()) {
        if (!['node_modules', '.next', 'migrations'].includes(name)) walk(full)
      } else if (/\.(ts|tsx|mjs)$/.test(name) && (withTests || !TEST_FILE.test(name)) && !name.endsWith('.d.ts')) {
        files.push(full)
      }
    }
  }
  walk(folder)
  return files
}

/** The top-level folder of src/ that holds a file ('proxy.ts' and other files at the top are their own). */
export const topFolderOf = (file) => path.relative(SRC, file).split(path.sep)[0]

/** Which top-level folders of src/ import which, with one example import per pair. */
export function folderGraph() {
  const edges = new Map()
  for (const file of sourceFiles()) {
    const from = topFolderOf(file)
    for (const { specifier } of importsOf(file).imports) {
      const target = resolveImport(file, specifier)
      if (!target || !target.startsWith(SRC + path.sep)) continue
      const to = topFolderOf(target)
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Map())
      if (!edges.get(from).has(to)) {
        edges.get(from).set(to, `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`)
      }
    }
  }
  return edges
}

/** The groups of folders that import each other in a circle (Tarjan's strongly connected components). */
export function cyclesIn(edges) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  const connect = (node) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) cycles.push(group.sort())
  }
  for (const node of edges.keys()) if (!index.has(node)) connect(node)
  return cycles
}
