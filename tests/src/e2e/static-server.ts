/**
 * A tiny static server for the built web app (web/dist) with an optional API handler in front:
 * files by path, index.html for every other path (the app routes on the client).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, normalize, resolve } from 'node:path'
import { REPO_ROOT } from './browser'

export const WEB_DIST = join(REPO_ROOT, 'web', 'dist')

export interface StaticServer {
  url: string
  /** Every request the server saw, as "METHOD /path?query". */
  requests: string[]
  stop(): Promise<void>
}

export type ApiHandler = (request: Request, url: URL) => Response | Promise<Response> | undefined

export function serveWebDist({ dist = WEB_DIST, api }: { dist?: string; api?: ApiHandler } = {}): StaticServer {
  const root = resolve(dist)
  const requests: string[] = []
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url)
      requests.push(`${request.method} ${url.pathname}${url.search}`)
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const answer = await api?.(request, url)
        return (
          answer ??
          Response.json(
            { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'static-server' } },
            { status: 404 },
          )
        )
      }
      const file = normalize(join(root, decodeURIComponent(url.pathname)))
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        const immutable = url.pathname.startsWith('/assets/')
        return new Response(Bun.file(file), {
          headers: { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
        })
      }
      if (/\.[a-z0-9]+$/i.test(url.pathname)) return new Response('Not found', { status: 404 })
      return new Response(Bun.file(join(root, 'index.html')), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
      })
    },
  })
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    stop: () => server.stop(true),
  }
}

/** The newest modification time among the web app's sources (src/, index.html, configs). */
function newestWebSource(): number {
  const web = join(REPO_ROOT, 'web')
  let newest = 0
  const visit = (path: string) => {
    const stat = statSync(path)
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const entry of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']) {
    if (existsSync(join(web, entry))) visit(join(web, entry))
  }
  return newest
}

/** Builds web/dist when it is missing or older than its sources (or when forced). */
export function ensureWebBuild({ force = false }: { force?: boolean } = {}) {
  const index = join(WEB_DIST, 'index.html')
  const fresh = () => existsSync(index) && statSync(index).mtimeMs >= newestWebSource()
  if (!force && fresh()) return
  // Test files run in parallel: one builds, the others wait for it (a lock older than 3 minutes is left over).
  const lock = join(tmpdir(), 'quota-web-build.lock')
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true })
      } catch {
        // released meanwhile
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250)
    }
  }
  try {
    if (!force && fresh()) return
    const result = Bun.spawnSync([process.execPath, 'x', 'vite', 'build'], {
      cwd: join(REPO_ROOT, 'web'),
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (result.exitCode !== 0) {
      throw new Error(`vite build failed:\n${result.stdout.toString()}\n${result.stderr.toString()}`)
    }
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
