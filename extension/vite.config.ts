import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { crx } from '@crxjs/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import manifest from './manifest.config.ts'

/**
 * crxjs lists every script imported with `?script` as web-accessible to all sites, in case a page
 * injects it. Ours are registered with `scripting.registerContentScripts` (background/announce.ts,
 * background/profile-script.ts), which needs no web-accessible resource, and a web-accessible file
 * lets any site tell the extension is installed: the list is dropped from the written manifest.
 */
function noWebAccessibleResources(): Plugin {
  let outDir = join(import.meta.dirname, 'dist')
  return {
    name: 'quota:no-web-accessible-resources',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // crxjs writes the manifest last, so it is rewritten once the build is on disk
    closeBundle: {
      order: 'post',
      handler() {
        const file = join(outDir, 'manifest.json')
        const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
        delete written.web_accessible_resources
        writeFileSync(file, JSON.stringify(written, null, 2))
      },
    },
  }
}

export default defineConfig({
  plugins: [crx({ manifest }), noWebAccessibleResources()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'chrome120', minify: true, sourcemap: false },
})
