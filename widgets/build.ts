/**
 * Builds the loader and one bundle per widget into dist/ (served by the API at /widgets/):
 * minified IIFE scripts (loaded by <script> tags that carry the page's CSP nonce), React names
 * aliased to preact/compat for @r2wc/react-to-web-component.
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { BunPlugin } from 'bun'

const ROOT = import.meta.dirname
export const DIST = join(ROOT, 'dist')

/** Each served file and its source. */
export const ENTRIES = {
  'loader.js': 'src/loader/loader.ts',
  'apply-form.js': 'src/elements/apply-form.tsx',
  'hire-form.js': 'src/elements/hire-form.tsx',
  'comp-engine.js': 'src/elements/comp-engine.tsx',
} as const

const ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
}

const preactCompat: BunPlugin = {
  name: 'preact-compat',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      const target = ALIASES[args.path]
      if (!target) return undefined
      return { path: Bun.resolveSync(target, ROOT) }
    })
  },
}

/** Builds every entry into `outdir` (default dist/, which the API serves). */
export async function buildWidgets(outdir: string = DIST): Promise<void> {
  rmSync(outdir, { recursive: true, force: true })
  for (const [name, source] of Object.entries(ENTRIES)) {
    const result = await Bun.build({
      entrypoints: [join(ROOT, source)],
      outdir,
      naming: name,
      target: 'browser',
      format: 'iife',
      minify: true,
      plugins: [preactCompat],
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    if (!result.success) {
      for (const log of result.logs) console.error(log)
      throw new Error(`Building ${name} failed`)
    }
  }
}

if (import.meta.main) await buildWidgets()
