import { join } from 'node:path'
import { prepareBenchDatabase } from './bench-database'
import { load } from './load'

type Kind = 'app-route' | 'direct-sql' | 'elysia-static' | 'bare-static'
const SERVERS = join(import.meta.dirname, 'servers.ts')
let nextPort = 47000 + (process.pid % 1000)

async function startServer(kind: Kind, source: string) {
  const port = nextPort++
  const proc = Bun.spawn(['bun', SERVERS, kind, String(port), source], { stdout: 'pipe', stderr: 'inherit' })
  const reader = proc.stdout.getReader()
  const { value } = await reader.read()
  if (!new TextDecoder().decode(value).includes('ready')) throw new Error(`${kind} did not start`)
  return { port, stop: () => proc.kill() }
}

async function measure(kind: Kind, path: string, source: string, seconds: number) {
  const server = await startServer(kind, source)
  try {
    const url = `http://127.0.0.1:${server.port}${path}`
    await load(url, { seconds: 1, connections: 10 }) // warm-up: JIT, connection pools
    const r = await load(url, { seconds, connections: 10 })
    if (r.errors || r.non2xx) throw new Error(`${kind}: ${r.errors} errors, ${r.non2xx} non-2xx`)
    return r.requestsPerSecond
  } finally {
    server.stop()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * The API's overhead: the read route against the same SQL served directly, and an Elysia route
 * with validation against bare Bun.serve. Rounds alternate the pair so drift hits both alike.
 */
export async function httpOverhead(options: { rounds: number; seconds: number }) {
  const database = await prepareBenchDatabase()
  try {
    const pairs = [
      {
        name: 'read route vs direct SQL',
        a: 'app-route',
        b: 'direct-sql',
        path: '/api/locations/states',
        target: 0.85,
      },
      {
        name: 'validated route vs bare Bun.serve',
        a: 'elysia-static',
        b: 'bare-static',
        path: '/api/static?limit=25',
        target: 0.75,
      },
    ] as const
    const results = []
    for (const pair of pairs) {
      const a: number[] = []
      const b: number[] = []
      for (let i = 0; i < options.rounds; i++) {
        a.push(await measure(pair.a, pair.path, database.source, options.seconds))
        b.push(await measure(pair.b, pair.path, database.source, options.seconds))
      }
      const ratio = median(a) / median(b)
      results.push({ ...pair, aRps: median(a), bRps: median(b), ratio })
    }
    return { database: database.kind, results }
  } finally {
    await database.drop()
  }
}
