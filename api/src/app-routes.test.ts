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

/**
 * The anti-bias gate (issue 37, api/src/plugins/anti-bias.ts): every answer that can show a
 * candidate to a client user or to the public passes it. A route of that kind (a client or anyone
 * may call it, and it reads candidates: a GET naming candidates or profiles, or a search) must
 * declare `antiBias`, or be listed here with the reason its answer identifies no one.
 */
const WITHOUT_CANDIDATE_IDENTITY: Record<string, string> = {
  'GET /api/client/:id/profile': 'a client company, not a candidate',
  'GET /api/jobs/:id/candidate/:candidateId/status': 'stage, actions and dates only',
  'GET /api/candidates/jobs': 'jobs to add candidates to (staff) or the candidate’s own jobs',
  'GET /api/candidates/:id/aggregate': 'counts per stage only',
  'GET /api/guest/candidate/jit-opportunity/:hash/:response': 'the candidate’s own signed link',
  'GET /api/guest/candidate/interviews/:hash': 'the candidate’s own signed link',
  'GET /api/guest/candidate/:id': 'the candidate’s own search-status link',
  'GET /api/jobs/:id/candidate/:candidateId/request-interview-default-details':
    'scheduling an interview: the client meets the person, the mode covers screening',
  'GET /api/ats/candidates/:candidateId': 'the client’s own ATS record of the person',
  'GET /api/candidates/:id/profile-completion-percentage': 'a percentage',
  'GET /api/candidates/:id/salary': 'salary figures only',
  'GET /api/candidates/:id/profile/skills': 'skill names and levels only',
  'GET /api/candidates/:id/demographics': 'the candidate and staff only (the use case refuses clients)',
  'GET /api/users/:id/short-profile': 'a client sees staff and its own colleagues only, never candidates',
  'GET /api/jobs/:id/candidates/:candidateId/messages': 'the client’s own conversation with the person',
  'GET /api/jobs/:id/candidates/:candidateId/offer-insights':
    'offer figures, market position and the package summary the candidate shared: no name, contact or photo',
}

describe('the anti-bias gate (issue 37)', () => {
  type Detail = Record<string, unknown>
  /** Whether a client user or anyone may call the route. */
  const reachesClientsOrPublic = (auth: unknown) => {
    if (auth === 'public' || auth === 'user') return true
    const types = (auth as { userTypes?: readonly string[] } | undefined)?.userTypes
    return !types || types.includes('client')
  }
  const readsCandidates = (method: string, path: string) =>
    (method === 'GET' && /candidate|profile|^\/api\/search$/.test(path)) ||
    (method === 'POST' && path === '/api/candidates/search')
  const clientFacing = () =>
    t.app.routes
      .filter((r) => !PLUGIN_ROUTES.has(r.path))
      .filter((r) => reachesClientsOrPublic((r.hooks.detail as Detail | undefined)?.['x-quota-auth']))
      .filter((r) => readsCandidates(r.method, r.path))

  it('finds the client-facing candidate answers', () => {
    const names = clientFacing().map((r) => `${r.method} ${r.path}`)
    for (const known of ['GET /api/candidates/:id/profile/summary', 'GET /api/jobs/:id/candidates'])
      expect(names).toContain(known)
  })

  it('every one declares the gate or says why it identifies no one', () => {
    const around = clientFacing()
      .filter((r) => !(r.hooks.detail as Detail | undefined)?.['x-quota-anti-bias'])
      .map((r) => `${r.method} ${r.path}`)
      .filter((name) => !WITHOUT_CANDIDATE_IDENTITY[name])
    expect(around).toEqual([])
  })

  it('the exemptions name routes that exist and do not also declare the gate', () => {
    const byName = new Map(clientFacing().map((r) => [`${r.method} ${r.path}`, r]))
    for (const name of Object.keys(WITHOUT_CANDIDATE_IDENTITY)) {
      expect(byName.has(name), name).toBe(true)
      expect((byName.get(name)?.hooks.detail as Detail | undefined)?.['x-quota-anti-bias'], name).toBeUndefined()
    }
  })
})
