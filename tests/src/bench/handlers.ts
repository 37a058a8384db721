/**
 * The request handlers the overhead benchmarks compare, shared by the HTTP servers
 * (`servers.ts`) and the in-process CPU measure (`route-cpu.ts`).
 *   app          the real app (all plugins), production settings
 *   direct-sql   the read route's SQL through the same driver, the same answer, nothing else
 *   direct-drizzle the route's own repository call and DTO mapping, without Elysia
 */
import { createApp } from '@quota/api/app'
import { loadConfig } from '@quota/api/config/env'
import { type Db, rawRows } from '@quota/api/db/client'
import { authenticateRequest } from '@quota/api/modules/auth/index'
import { findStates } from '@quota/api/modules/reference/repository'
import { stateToLocation } from '@quota/api/modules/reference/to-dto'
import { sql } from 'drizzle-orm'
import pino from 'pino'

export const READ_ROUTE = '/api/locations/states'
const json = { 'content-type': 'application/json' }

// production settings: no demo data, responses not re-validated
export const benchConfig = () =>
  loadConfig({ QUOTA_ENV: 'production', LOG_LEVEL: 'silent', AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID() })

export function appHandler(db: Db) {
  const config = benchConfig()
  return createApp({
    config,
    db,
    logger: pino({ level: 'silent' }),
    authenticate: authenticateRequest(db, config),
    webDist: '/nonexistent',
    widgetsDist: '/nonexistent',
  })
}

// the exact statement the route's repository issues (findStates with no search)
const STATES_SQL = sql`select "id", "name", "code" from "us_states" order by "us_states"."name" asc`

export const directSqlHandler = (db: Db) => async () => {
  const rows = await rawRows<{ id: string; name: string; code: string }>(db, STATES_SQL)
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
}

export const directDrizzleHandler = (db: Db) => async () => {
  const data = (await findStates(db)).map(stateToLocation)
  return new Response(JSON.stringify({ data }), { headers: json })
}
