import { existsSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { Elysia } from 'elysia'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Vite names built assets by content hash (index-BnxNteFV.js): those never change at their URL
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|jpe?g|svg|webp)$/

/** Whether an Accept-Encoding header takes `name` (listed, and not with q=0). */
export const acceptsEncoding = (acceptEncoding: string, name: string) =>
  new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding)

/** The precompressed copy (scripts/precompress.ts) the client accepts, best first. */
function precompressed(path: string, acceptEncoding: string): { path: string; encoding: string } | null {
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (acceptsEncoding(acceptEncoding, encoding) && existsSync(path + ext)) return { path: path + ext, encoding }
  }
  return null
}

/** A file answer: compressed when a copy exists and the client takes it, cached as asked. */
export function fileResponse(
  request: Request,
  path: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const original = Bun.file(path)
  const headers: Record<string, string> = {
    ...extraHeaders,
    'content-type': original.type,
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  }
  const copy = precompressed(path, request.headers.get('accept-encoding') ?? '')
  if (!copy) return new Response(original, { headers })
  return new Response(Bun.file(copy.path), { headers: { ...headers, 'content-encoding': copy.encoding } })
}

/**
 * Serves the built web app (web/dist) and widget bundle at their paths; any other non-API GET
 * answers index.html so the client router can take it (including its own "Page Not Found").
 * Hashed files are cached for a year (immutable); the rest is revalidated on every use.
 */
export function staticWebPlugin(webDist: string, widgetsDist: string) {
  const index = join(webDist, 'index.html')
  const locate = (root: string, path: string) => {
    const file = normalize(join(root, path))
    if (!file.startsWith(root)) return null
    return existsSync(file) && !file.endsWith('/') && !/\.(br|gz)$/.test(file) ? file : null
  }
  return new Elysia({ name: 'static-web' }).onRequest(({ request }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/api') || pathname === '/health' || pathname === '/version.json') return
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return
    }
    const cacheOf = (file: string) => (HASHED.test(file) ? IMMUTABLE : 'no-cache')
    if (decoded.startsWith('/widgets/')) {
      const file = locate(widgetsDist, decoded.slice('/widgets/'.length))
      if (!file) return undefined
      // Embedded on clients' sites: any origin may load them (also as CORS scripts); the loader
      // is cached briefly so a new release reaches every site within minutes.
      const cache = HASHED.test(file)
        ? IMMUTABLE
        : decoded === '/widgets/loader.js'
          ? 'public, max-age=300'
          : 'public, max-age=3600'
      return fileResponse(request, file, cache, {
        'access-control-allow-origin': '*',
        'cross-origin-resource-policy': 'cross-origin',
      })
    }
    const file = decoded !== '/' ? locate(webDist, decoded) : null
    if (file) return fileResponse(request, file, decoded.startsWith('/assets/') ? IMMUTABLE : cacheOf(file))
    if (existsSync(index)) return fileResponse(request, index, 'no-cache')
  })
}
