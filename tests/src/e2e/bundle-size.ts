/**
 * Measures the JavaScript a first visit downloads: the entry script of index.html, the modules
 * it preloads, and everything they import statically, gzipped.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface InitialJs {
  files: { file: string; bytes: number; gzipBytes: number }[]
  bytes: number
  gzipBytes: number
}

export function measureInitialJs(dist: string): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const queue = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => join(dist, m[1]!.replace(/^\//, '')))
  const seen = new Set<string>()
  const files: InitialJs['files'] = []
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file)
    files.push({ file: relative(dist, file), bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length })
    // Static imports only: `import ... from "./x.js"` and `import "./x.js"` (not `import("./x.js")`).
    for (const m of source
      .toString('utf8')
      .matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(join(dirname(file), m[1]!))
    }
  }
  return {
    files,
    bytes: files.reduce((s, f) => s + f.bytes, 0),
    gzipBytes: files.reduce((s, f) => s + f.gzipBytes, 0),
  }
}
