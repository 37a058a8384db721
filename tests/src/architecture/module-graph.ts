/**
 * The value imports between the API's modules (`api/src/modules/<module>/`): which module's code
 * needs which other module's code to run. Type-only imports are left out (they vanish at build
 * and cannot make a circle at run time). Read with TypeScript's own parser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

export const MODULES_DIR = resolve(import.meta.dirname, '../../../api/src/modules')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The specifiers a file imports for their values (static, re-exports and dynamic imports). */
export function valueImports(code: string, fileName = 'file.ts'): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (!typeOnly) found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly))
      if (!typeOnly) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** module -> the other modules it imports values from, each with one file that does it (the evidence). */
export function moduleGraph(dir = MODULES_DIR): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(dir)) {
    const from = relative(dir, file).split(sep)[0]!
    if (!statSync(join(dir, from)).isDirectory()) continue
    const edges = graph.get(from) ?? new Map<string, string>()
    graph.set(from, edges)
    for (const spec of valueImports(readFileSync(file, 'utf8'), file)) {
      if (!spec.startsWith('.')) continue
      const target = relative(dir, resolve(dirname(file), spec))
      if (target.startsWith('..')) continue
      const to = target.split(sep)[0]!
      if (to !== from && !edges.has(to)) edges.set(to, relative(dir, file))
    }
  }
  return graph
}

/** The circles: strongly connected groups of more than one module (Tarjan's algorithm). */
export function circles(graph: Map<string, Iterable<string>>): string[][] {
  let index = 0
  const stack: string[] = []
  const onStack = new Set<string>()
  const indices = new Map<string, number>()
  const low = new Map<string, number>()
  const groups: string[][] = []
  const strong = (v: string) => {
    indices.set(v, index)
    low.set(v, index++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        strong(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!))
    }
    if (low.get(v) === indices.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const v of graph.keys()) if (!indices.has(v)) strong(v)
  return groups
}
