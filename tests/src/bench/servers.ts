/**
 * One benchmark server per process, so the load generator never shares a core's event loop
 * with what it measures. Usage: bun servers.ts <kind> <port> [databaseUrl|pglite-dump]
 *   app-route      the real app (all plugins), GET /api/locations/states
 *   direct-sql     Bun.serve running the same SQL through the same driver
 *   direct-drizzle Bun.serve running the route's repository call (no Elysia)
 *   elysia-static  an Elysia route with zod query validation answering a fixed body
 *   bare-static    Bun.serve answering the same fixed body
 */
import { readFileSync } from 'node:fs'
import { openDatabase } from '@quota/api/db/client'
import { moduleBase } from '@quota/api/modules/module-base'
import { Elysia } from 'elysia'
import * as z from 'zod'
import { appHandler, directDrizzleHandler, directSqlHandler } from './handlers'

const [kind, portText, source] = process.argv.slice(2)
const port = Number(portText)
const STATIC = JSON.stringify({
  data: Array.from({ length: 51 }, (_, i) => ({ id: `US-${i}`, name: `State ${i}`, code: 'XX' })),
})
const json = { 'content-type': 'application/json' }

async function database() {
  if (!source) throw new Error('database source required')
  return source.startsWith('postgres')
    ? openDatabase({ url: source, max: 10 })
    : openDatabase({ loadDataDir: new Blob([readFileSync(source)]) })
}

switch (kind) {
  case 'app-route':
    appHandler((await database()).db).listen({ port })
    break
  case 'direct-sql':
    Bun.serve({ port, fetch: directSqlHandler((await database()).db) })
    break
  case 'direct-drizzle':
    Bun.serve({ port, fetch: directDrizzleHandler((await database()).db) })
    break
  case 'elysia-static': {
    const deps = { authenticate: async () => null } as never
    new Elysia()
      .use(moduleBase(deps))
      .get('/api/static', () => new Response(STATIC, { headers: json }), {
        isPublic: true,
        query: z.strictObject({
          searchText: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(25),
        }),
        detail: { summary: 'bench', operationId: 'bench' },
      })
      .listen({ port })
    break
  }
  case 'bare-static':
    Bun.serve({ port, fetch: () => new Response(STATIC, { headers: json }) })
    break
  default:
    throw new Error(`unknown server kind ${kind}`)
}
console.log('ready')
// a clean exit on SIGTERM lets `bun --cpu-prof` write its profile
process.on('SIGTERM', () => process.exit(0))
