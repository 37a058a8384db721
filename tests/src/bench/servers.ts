/**
 * One benchmark server per process, so the load generator never shares a core's event loop
 * with what it measures. Usage: bun servers.ts <kind> <port> [databaseUrl|pglite-dump]
 *   app-route     the real app (all plugins), GET /api/locations/states
 *   direct-sql    Bun.serve running the same SQL through the same driver
 *   elysia-static an Elysia route with zod query validation answering a fixed body
 *   bare-static   Bun.serve answering the same fixed body
 */
import { readFileSync } from 'node:fs'
import { createApp } from '@quota/api/app'
import { loadConfig } from '@quota/api/config/env'
import { openDatabase, rawRows } from '@quota/api/db/client'
import { authenticateRequest } from '@quota/api/modules/auth/index'
import { moduleBase } from '@quota/api/modules/module-base'
import { sql } from 'drizzle-orm'
import { Elysia } from 'elysia'
import pino from 'pino'
import * as z from 'zod'

const [kind, portText, source] = process.argv.slice(2)
const port = Number(portText)
// production settings: no demo data, responses not re-validated
const config = loadConfig({
  QUOTA_ENV: 'production',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID(),
})
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

// the exact statement the route's repository issues (drizzle's query for findStates with no search)
const STATES_SQL = sql`select "id", "name", "code" from "us_states" order by "us_states"."name" asc`

switch (kind) {
  case 'app-route': {
    const db = await database()
    const app = createApp({
      config,
      db: db.db,
      logger: pino({ level: 'silent' }),
      authenticate: authenticateRequest(db.db, config),
      webDist: '/nonexistent',
      widgetsDist: '/nonexistent',
    })
    app.listen({ port })
    break
  }
  case 'direct-sql': {
    const db = await database()
    Bun.serve({
      port,
      async fetch() {
        const rows = await rawRows<{ id: string; name: string; code: string }>(db.db, STATES_SQL)
        const data = rows.map((r) => ({
          cityId: null,
          cityName: null,
          stateId: r.id,
          stateName: r.name,
          stateCode: r.code,
          countryCode: 'US',
          countryName: 'United States',
          latitude: null,
          longitude: null,
          timezone: null,
        }))
        return new Response(JSON.stringify({ data }), { headers: json })
      },
    })
    break
  }
  case 'direct-drizzle': {
    // Bun.serve running the route's own repository call (drizzle's prepared query) and DTO mapping
    const db = await database()
    const { findStates } = await import('@quota/api/modules/reference/repository')
    const { stateToLocation } = await import('@quota/api/modules/reference/to-dto')
    Bun.serve({
      port,
      async fetch() {
        const data = (await findStates(db.db)).map(stateToLocation)
        return new Response(JSON.stringify({ data }), { headers: json })
      },
    })
    break
  }
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
