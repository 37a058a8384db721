/**
 * `npm run extension:zip`: the Chrome Web Store package. Builds the extension (no source maps) into
 * a folder of its own (never `extension/dist`, which a running browser may have loaded), checks
 * that nothing in it points at this machine (absolute paths, source-map links), and zips it into
 * `extension/quota-extension-<version>.zip`, the version being the one the
 * manifest takes from extension/package.json. The store listing, the permission justifications
 * and the privacy disclosure are in extension/STORE.md.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { zipSync } from 'fflate'

const root = resolve(import.meta.dirname, '..')
const extension = join(root, 'extension')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** What in the built files would give this machine away or not belong in a store package. */
export function packageProblems(files: { name: string; text: string }[], machinePaths: string[]): string[] {
  const problems: string[] = []
  for (const { name, text } of files) {
    if (name.endsWith('.map')) problems.push(`${name}: a source map`)
    if (/sourceMappingURL=/.test(text)) problems.push(`${name}: links a source map`)
    for (const path of machinePaths) if (text.includes(path)) problems.push(`${name}: names ${path}`)
  }
  return problems
}

export function buildExtensionZip(): string {
  const dist = mkdtempSync(join(tmpdir(), 'quota-extension-build-'))
  try {
    return zipBuild(dist)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
}

function zipBuild(dist: string): string {
  const built = spawnSync('bun', ['x', 'vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: extension,
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`The extension build failed:\n${built.stdout}\n${built.stderr}`)
  const files = filesUnder(dist).map((path) => ({ path, name: relative(dist, path) }))
  const problems = packageProblems(
    files.map((f) => ({ name: f.name, text: readFileSync(f.path, 'latin1') })),
    [root, process.env.HOME ?? root].filter((p) => p.length > 1),
  )
  if (problems.length) throw new Error(`Not a store package:\n${problems.join('\n')}`)
  const { version } = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { version: string }
  const zip = zipSync(
    Object.fromEntries(files.map((f) => [f.name.split('\\').join('/'), new Uint8Array(readFileSync(f.path))])),
    { level: 9, mtime: new Date('2026-01-01T00:00:00Z') },
  )
  const out = join(extension, `quota-extension-${version}.zip`)
  writeFileSync(out, zip)
  return out
}

if (import.meta.main) {
  const out = buildExtensionZip()
  console.log(`Chrome Web Store package: ${relative(root, out)} (${(statSync(out).size / 1024).toFixed(1)} KB)`)
  console.log('Listing text, permission justifications and privacy disclosure: extension/STORE.md')
}
