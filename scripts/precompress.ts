/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build folder,
 * so the server sends compressed bytes without compressing per request.
 * Usage: bun scripts/precompress.ts <dist folder> [...]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/
const MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

for (const dir of process.argv.slice(2)) {
  let count = 0
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue
    const bytes = readFileSync(path)
    if (bytes.byteLength < MIN_BYTES) continue
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
    count++
  }
  console.log(`precompressed ${count} files in ${dir}`)
}
