import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DataEnvelope, ErrorResponses } from '@quota/shared/contracts/common'
import { Health, Versions, WebVersion } from '@quota/shared/contracts/system'
import { sql } from 'drizzle-orm'
import { Elysia } from 'elysia'
import type { AppDeps } from '../../app-deps'
import { moduleBase } from '../module-base'

/** The web build writes dist/version.json; before any build the backend's version stands in. */
function webVersion(deps: AppDeps): string {
  const file = join(deps.webDist, 'version.json')
  if (!existsSync(file)) return deps.config.backendVersion
  try {
    return String(JSON.parse(readFileSync(file, 'utf8')).version ?? deps.config.backendVersion)
  } catch {
    return deps.config.backendVersion
  }
}

/** A probe must answer well within its own timeout (2 s), also while connects hang. */
const HEALTH_DATABASE_WAIT_MS = 1500

async function databaseAnswers(deps: AppDeps, waitMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const gaveUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs)
  })
  const probe = deps.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([probe, gaveUp])
  } finally {
    clearTimeout(timer)
  }
}

export const systemRoutes = (deps: AppDeps) => {
  const frontend = webVersion(deps)
  return new Elysia({ name: 'system', tags: ['System'] })
    .use(moduleBase(deps))
    .get('/api', () => ({ data: { frontend, backend: deps.config.backendVersion } }), {
      isPublic: true,
      response: { 200: DataEnvelope(Versions), ...ErrorResponses },
      detail: { summary: 'Versions of the web app and the API', operationId: 'getVersions' },
    })
    .get('/version.json', () => ({ version: frontend }), {
      isPublic: true,
      response: { 200: WebVersion },
      detail: { summary: "The web build's version, polled by the web app", operationId: 'getWebVersion' },
    })
    .get(
      '/health',
      async ({ status }) => {
        if (await databaseAnswers(deps, HEALTH_DATABASE_WAIT_MS)) {
          return { status: 'ok' as const, database: 'ok' as const }
        }
        return status(503, { status: 'unavailable' as const, database: 'unreachable' as const })
      },
      {
        isPublic: true,
        response: { 200: Health, 503: Health },
        detail: { summary: 'Answers 200 once the database is ready', operationId: 'getHealth' },
      },
    )
}
