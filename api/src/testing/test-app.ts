import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { createApp } from '../app'
import type { AppDeps } from '../app-deps'
import { loadConfig } from '../config/env'
import type { Database } from '../db/client'
import { authenticateRequest } from '../modules/auth'
import { RealtimeHub } from '../realtime/hub'
import { openTestDatabase } from './test-database'

const root = fileURLToPath(new URL('../../..', import.meta.url))

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  database: Database
  /** Calls the app in-process: real routing, validation and database, no socket. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
  close(): Promise<void>
}

/** Builds the app exactly as server.ts does, on this test file's own database. */
export async function createTestApp(
  overrides: Partial<AppDeps> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase()
  const config = overrides.config ?? loadConfig({ QUOTA_ENV: 'test', LOG_LEVEL: 'silent', ...overrides.env })
  const deps: AppDeps = {
    config,
    db: database.db,
    logger: pino({ level: 'silent' }),
    authenticate: authenticateRequest(database.db, config),
    webDist: join(root, 'web/dist'),
    widgetsDist: join(root, 'widgets/dist'),
    realtime: new RealtimeHub(),
    ...overrides,
  }
  const app = createApp(deps)
  return {
    app,
    deps,
    database,
    request(path, init = {}) {
      const { json, ...rest } = init
      const headers = new Headers(rest.headers)
      if (json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json')
      return app.handle(
        new Request(`http://localhost${path}`, {
          ...rest,
          headers,
          ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        }),
      )
    },
    close: () => database.close(),
  }
}

/**
 * Calls as one test user (`x-test-user`, for apps built with `testAuthenticate`), answering the
 * status and the parsed body (null when empty). Takes the app lazily: test files build it in
 * `beforeAll`.
 */
export function callAsUser(app: () => TestApp) {
  return async (userId: string | null, method: string, path: string, json?: unknown) => {
    const res = await app().request(path, {
      method,
      headers: userId ? { 'x-test-user': userId } : {},
      ...(json !== undefined ? { json } : {}),
    })
    const text = await res.text()
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
    return { status: res.status, body: (text ? JSON.parse(text) : null) as any }
  }
}
