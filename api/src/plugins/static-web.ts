import { existsSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { Elysia } from 'elysia'

/**
 * Serves the built web app (web/dist) and widget bundle at their paths; any other non-API GET
 * answers index.html so the client router can take it (including its own "Page Not Found").
 */
export function staticWebPlugin(webDist: string, widgetsDist: string) {
  const index = join(webDist, 'index.html')
  const serveFrom = (root: string, path: string) => {
    const file = normalize(join(root, path))
    if (!file.startsWith(root)) return null
    return existsSync(file) && !file.endsWith('/') ? Bun.file(file) : null
  }
  return new Elysia({ name: 'static-web' }).onRequest(({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api') || pathname === '/health' || pathname === '/version.json') return
    const decoded = decodeURIComponent(pathname)
    if (decoded.startsWith('/widgets/')) {
      const file = serveFrom(widgetsDist, decoded.slice('/widgets/'.length))
      // Embedded on clients' sites: any origin may load them (also as CORS scripts); the loader
      // is cached briefly so a new release reaches every site within minutes.
      return file
        ? new Response(file, {
            headers: {
              'access-control-allow-origin': '*',
              'cross-origin-resource-policy': 'cross-origin',
              'cache-control': decoded === '/widgets/loader.js' ? 'public, max-age=300' : 'public, max-age=3600',
            },
          })
        : undefined
    }
    const file = decoded !== '/' ? serveFrom(webDist, decoded) : null
    if (file) {
      const immutable = decoded.startsWith('/assets/')
      return new Response(file, {
        headers: { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
      })
    }
    if (existsSync(index))
      return new Response(Bun.file(index), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      })
  })
}
