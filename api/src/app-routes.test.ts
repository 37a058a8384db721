import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testing/test-app'

/**
 * Deny by default, checked by machine: every route says who may call it (`auth: ...` or
 * `isPublic: true`) and documents itself (summary, operationId, tag).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// the OpenAPI plugin's own page and document
const PLUGIN_ROUTES = new Set(['/api/docs', '/api/openapi.json'])

describe('every route', () => {
  const routes = () => t.app.routes.filter((r) => !PLUGIN_ROUTES.has(r.path))

  it('there are routes to check', () => {
    expect(routes().length).toBeGreaterThan(3)
  })

  it('declares its access (auth or isPublic)', () => {
    const undeclared = routes()
      .filter((r) => !(r.hooks.detail as Record<string, unknown> | undefined)?.['x-quota-auth'])
      .map((r) => `${r.method} ${r.path}`)
    expect(undeclared).toEqual([])
  })

  it('has a summary, a tag and a unique operationId', () => {
    const ids = new Map<string, string>()
    const missing: string[] = []
    for (const r of routes()) {
      const detail = (r.hooks.detail ?? {}) as {
        summary?: string
        operationId?: string
        tags?: string[]
        hide?: boolean
      }
      const name = `${r.method} ${r.path}`
      if (!detail.summary || !detail.operationId || !detail.tags?.length) missing.push(name)
      if (detail.operationId) {
        expect(ids.get(detail.operationId), `operationId ${detail.operationId} reused by ${name}`).toBeUndefined()
        ids.set(detail.operationId, name)
      }
    }
    expect(missing).toEqual([])
  })
})
