/**
 * The built unpacked extension (extension/dist) for browser tests: built first when missing or
 * older than its sources, as `npm start` and `npm test` build it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT } from './browser'

export const EXTENSION_DIR = join(REPO_ROOT, 'extension')
export const EXTENSION_DIST = join(EXTENSION_DIR, 'dist')

function newest(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

export function ensureExtensionBuild(): string {
  const manifest = join(EXTENSION_DIST, 'manifest.json')
  const sources = Math.max(
    newest(join(EXTENSION_DIR, 'src')),
    newest(join(EXTENSION_DIR, 'manifest.config.ts')),
    newest(join(EXTENSION_DIR, 'vite.config.ts')),
    newest(join(REPO_ROOT, 'shared', 'src')),
  )
  if (!existsSync(manifest) || statSync(manifest).mtimeMs < sources) {
    const built = spawnSync('bun', ['run', 'build'], { cwd: EXTENSION_DIR, encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`The extension build failed:\n${built.stdout}\n${built.stderr}`)
  }
  return EXTENSION_DIST
}
