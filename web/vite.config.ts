import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

/** The build's version: the package version (sent as X-Client-Version) plus a build id. */
const version = process.env.QUOTA_WEB_VERSION ?? pkg.version
const build =
  process.env.QUOTA_BUILD_ID ??
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** Writes dist/version.json ({ version, build }); the dev server answers it too. */
function versionFile(): Plugin {
  const body = `${JSON.stringify({ version, build })}\n`
  return {
    name: 'quota-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body })
    },
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('content-type', 'application/json')
        res.end(body)
      })
    },
  }
}

export default defineConfig({
  base: '/',
  plugins: [react(), versionFile()],
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __APP_BUILD__: JSON.stringify(build),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Areas are split by their lazy route imports (src/app/routes.ts); the entry stays small.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Name each area's chunk after its folder (auth-*.js, admin-*.js) instead of "pages".
        chunkFileNames(chunk) {
          const area = chunk.facadeModuleId?.match(/\/features\/([^/]+)\/pages\.tsx?$/)?.[1]
          return `assets/${area ?? '[name]'}-[hash].js`
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the real-time socket (/api/realtime) goes through the same proxy
      '/api': { target: process.env.QUOTA_API_URL ?? 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
})
