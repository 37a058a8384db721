import { type AuthRequirement, allows } from '@quota/api/plugins/auth'
import { createOrganization, createSignedInUser } from '@quota/api/testing/auth-helpers'
import { rowCounts } from '@quota/api/testing/row-counts'
import { createTestApp, type TestApp } from '@quota/api/testing/test-app'
import { dereference } from '@readme/openapi-parser'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { breakers, type JsonSchema, sample } from '../helpers/json-schema-sample'

/**
 * Walks every route of the OpenAPI document with generated bad input: wrong types, missing and
 * unknown fields, overlong strings, NUL characters and lone surrogates, 20 kB query values,
 * malformed JSON and oversized bodies. Each is sent as a caller the route admits (so validation,
 * not authentication, answers) and must answer 400, 413 or 422 with details, never 5xx, and
 * write no row. The same input sent anonymously to a protected route answers 401 and names no
 * field: authentication runs first.
 */
interface Operation {
  method: string
  path: string
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  'x-quota-auth'?: AuthRequirement | 'public' | { accessKey: string }
}

/** The operation's own parameters (shared ones by `$ref`, such as Idempotency-Key, are optional headers). */
const inlineParameters = (op: { parameters?: Operation['parameters'] }) =>
  (op.parameters ?? []).filter((p) => p.name !== undefined && p.schema !== undefined)

/** Callers with every kind of access a route can ask for; each case picks the first admitted. */
type Persona = { name: string; userType: 'staff' | 'client' | 'candidate'; roles: string[]; permissions: string[] }
const PERSONAS: Persona[] = [
  {
    name: 'staff',
    userType: 'staff',
    roles: ['internal-recruiter', 'administrator'],
    permissions: [
      'recruiter',
      'manage-lists',
      'manage-users',
      'delete-candidates',
      'demographic-filter',
      'manage-next-gen-filters',
      'enable-re-debug',
      'manage-feature-configs',
      'manage-linkedIn-projects',
      'manage-reports',
      'manage-configurations',
      'manage-location-mappings',
      'manage-email-whitelisting',
      'allow-elastic-search-resync',
      'manage-compensation-estimates-mappings',
    ],
  },
  {
    name: 'client',
    userType: 'client',
    roles: ['client-sourcing'],
    permissions: ['client-recruiter', 'client-sourcing'],
  },
  { name: 'candidate', userType: 'candidate', roles: ['candidate'], permissions: ['candidate'] },
]
const headersOf = new Map<string, Record<string, string>>()

/** The widgets' site and a key bound to it with every inbound scope (made in beforeAll). */
const WIDGET_SITE = 'https://careers.bad-input.test'
let widgetKey = ''

/**
 * Headers of a caller the route admits; undefined for public routes. Access-key routes check
 * their caller before the body (401/403 first), so bad input is sent by a real one: the key,
 * from the site it is bound to.
 */
function callerFor(op: Operation): Record<string, string> | undefined {
  const requirement = op['x-quota-auth']
  if (typeof requirement === 'object' && 'accessKey' in requirement)
    return { 'x-access-key': widgetKey, origin: WIDGET_SITE }
  if (!isProtected(op)) return undefined
  const persona = PERSONAS.find(
    (p) =>
      requirement === 'user' ||
      allows({ ...p, userId: p.name, organizationId: null, candidateId: null, sessionId: null }, requirement as never),
  )
  return persona ? headersOf.get(persona.name) : undefined
}
function isProtected(op: Operation): boolean {
  const requirement = op['x-quota-auth']
  if (requirement === undefined || requirement === 'public') return false
  return !(typeof requirement === 'object' && 'accessKey' in requirement)
}

// tables that record attempts on purpose, failed ones included
const ATTEMPT_TABLES = ['rate_limits', 'auth_logs']
const SKIP = /^\/api\/docs/

let t: TestApp
let operations: Operation[] = []
beforeAll(async () => {
  t = await createTestApp()
  const organizationId = await createOrganization(t.deps.db)
  for (const p of PERSONAS) {
    const signedIn = await createSignedInUser(t, {
      userType: p.userType,
      roleKeys: p.roles,
      organizationId: p.userType === 'client' ? organizationId : null,
    })
    headersOf.set(p.name, signedIn.headers)
  }
  const key = await t.request('/api/access-keys', {
    method: 'POST',
    json: { name: 'Bad input', scopes: ['apply', 'hire', 'comp-engine'], allowedOrigins: [WIDGET_SITE] },
    headers: headersOf.get('staff'),
  })
  expect(key.status, await key.clone().text()).toBe(200)
  widgetKey = ((await key.json()) as { data: { key: string } }).data.key
  // shared shapes are $ref components: the generators below read plain schemas
  const doc = (await dereference(await (await t.request('/api/openapi.json')).json())) as unknown as {
    paths: Record<string, Record<string, Operation>>
  }
  operations = Object.entries(doc.paths)
    .filter(([path]) => !SKIP.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    )
}, 180_000) // the first OpenAPI document build and the sign-ins, on a loaded machine
afterAll(() => t.close())

type Case = {
  why: string
  path: string
  query: Record<string, string>
  body?: string
  headers?: Record<string, string>
  /** `invalid`: must be refused (400/413/422); `no5xx`: may be served, but never as a 5xx. */
  expect?: 'invalid' | 'no5xx'
}

// every operation walked in turn: thousands of requests, each through validation and auth
const WALK_TIMEOUT_MS = 300_000
const TWENTY_KB = 'q'.repeat(20_000)

function cases(op: Operation): Case[] {
  const pathParams = Object.fromEntries(
    inlineParameters(op)
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, String(sample(p.schema))]),
  )
  const fill = (params: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))
  const validQuery = Object.fromEntries(
    inlineParameters(op)
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sample(p.schema))]),
  )
  const out: Case[] = []
  for (const p of inlineParameters(op)) {
    for (const b of breakers(p.schema)) {
      // in a URL everything is a string: only breakers that stay wrong as text apply (a lone
      // surrogate cannot travel in a URL: it arrives as U+FFFD, which is valid text)
      if (b.value === null || typeof b.value === 'object' || b.why === 'number for a string') continue
      if (b.why === 'lone surrogate') continue
      if (p.in === 'path' && p.schema.type === 'string' && !p.schema.format && !p.schema.enum && !p.schema.maxLength)
        continue
      if (p.in === 'path')
        out.push({
          why: `path ${p.name}: ${b.why}`,
          path: fill({ ...pathParams, [p.name]: String(b.value) }),
          query: validQuery,
        })
      if (p.in === 'query')
        out.push({
          why: `query ${p.name}: ${b.why}`,
          path: fill(pathParams),
          query: { ...validQuery, [p.name]: String(b.value) },
        })
    }
  }
  for (const p of inlineParameters(op)) {
    if (p.in !== 'query') continue
    // a 20 kB value for every query parameter, and raw bytes that are not UTF-8 at all
    out.push({
      why: `query ${p.name}: 20 kB value`,
      path: fill(pathParams),
      query: { ...validQuery, [p.name]: TWENTY_KB },
      expect: 'no5xx',
    })
    out.push({
      why: `query ${p.name}: invalid UTF-8`,
      path: `${fill(pathParams)}?${new URLSearchParams(validQuery)}&${p.name}=%ED%A0%80%FF`,
      query: {},
      expect: 'no5xx',
    })
  }
  const json = op.requestBody?.content['application/json']?.schema
  if (json) {
    const base = sample(json) as Record<string, unknown>
    const path = fill(pathParams)
    out.push({ why: 'malformed JSON', path, query: validQuery, body: '{"unterminated": ' })
    out.push({
      why: 'oversized body',
      path,
      query: validQuery,
      body: JSON.stringify({ pad: 'x'.repeat(t.deps.config.MAX_JSON_BODY_BYTES + 1) }),
    })
    if (json.type === 'object') {
      // strict contracts refuse a field they do not name; a map (a vendor's webhook event) admits any
      if (json.additionalProperties === false)
        out.push({
          why: 'unknown field',
          path,
          query: validQuery,
          body: JSON.stringify({ ...base, __unknownField: 1 }),
        })
      for (const key of json.required ?? []) {
        const { [key]: _dropped, ...rest } = base
        out.push({ why: `missing ${key}`, path, query: validQuery, body: JSON.stringify(rest) })
      }
      for (const [key, prop] of Object.entries(json.properties ?? {})) {
        for (const b of breakers(prop))
          out.push({
            why: `${key}: ${b.why}`,
            path,
            query: validQuery,
            body: JSON.stringify({ ...base, [key]: b.value }),
          })
      }
    } else {
      out.push({ why: 'wrong body type', path, query: validQuery, body: JSON.stringify('a string') })
    }
  }
  return out
}

async function send(op: Operation, c: Case, credentials: Record<string, string> | undefined) {
  const qs = new URLSearchParams(c.query).toString()
  return t.request(`${c.path}${qs ? `?${qs}` : ''}`, {
    method: op.method,
    headers: { 'content-type': 'application/json', ...credentials, ...c.headers },
    ...(c.body !== undefined ? { body: c.body } : {}),
  })
}

async function expectRefused(op: Operation, c: Case) {
  const res = await send(op, c, callerFor(op))
  const label = `${op.method} ${op.path} (${c.why}) -> ${res.status}`
  if (c.expect === 'no5xx') {
    expect(res.status, label).toBeLessThan(500)
    return
  }
  expect([400, 413, 422], label).toContain(res.status)
  const body = await res.json()
  expect(body.error?.code, label).toBeTypeOf('string')
  if (res.status === 422) expect(body.error.details?.length, label).toBeGreaterThan(0)
}

describe('bad input on every route', () => {
  it(
    'answers 400, 413 or 422 with details and writes nothing',
    async () => {
      const all = operations.flatMap((op) => cases(op).map((c) => ({ op, c })))
      expect(all.length).toBeGreaterThan(0)
      const before = await rowCounts(t.deps.db, ATTEMPT_TABLES)
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...all), ({ op, c }) => expectRefused(op, c)),
        { numRuns: Math.min(all.length * 2, 600), seed: 20261121 },
      )
      expect(await rowCounts(t.deps.db, ATTEMPT_TABLES)).toEqual(before)
    },
    WALK_TIMEOUT_MS,
  )

  it(
    'every generated case is covered at least once, in order',
    async () => {
      // fast-check samples; this pass walks each case once so none is left out by chance
      const before = await rowCounts(t.deps.db, ATTEMPT_TABLES)
      const kinds = new Set<string>()
      for (const op of operations) {
        for (const c of cases(op)) {
          kinds.add(c.why.replace(/^.*: /, ''))
          await expectRefused(op, c)
        }
      }
      // the walk really sent the kinds of input this file promises
      for (const kind of ['NUL character', '20 kB value', 'invalid UTF-8']) expect(kinds).toContain(kind)
      expect(await rowCounts(t.deps.db, ATTEMPT_TABLES)).toEqual(before)
    },
    WALK_TIMEOUT_MS,
  )

  it(
    'an anonymous caller of a protected route gets 401 and no field names, whatever the input',
    async () => {
      const protectedOps = operations.filter(isProtected)
      expect(protectedOps.length).toBeGreaterThan(50)
      for (const op of protectedOps) {
        for (const c of cases(op).slice(0, 4)) {
          if (c.why === 'oversized body' || c.why === 'malformed JSON') continue
          const res = await send(op, c, undefined)
          const label = `${op.method} ${op.path} (${c.why}) -> ${res.status}`
          expect(res.status, label).toBe(401)
          expect((await res.json()).error.details, label).toBeUndefined()
        }
      }
    },
    WALK_TIMEOUT_MS,
  )

  it(
    'random JSON bodies never cause a 5xx',
    async () => {
      const withBody = operations.filter((op) => op.requestBody)
      expect(withBody.length).toBeGreaterThan(0)
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...withBody), fc.jsonValue(), async (op, value) => {
          const path = op.path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000')
          const res = await send(op, { why: 'random', path, query: {}, body: JSON.stringify(value) }, callerFor(op))
          expect(res.status, `${op.method} ${op.path} ${JSON.stringify(value).slice(0, 80)}`).toBeLessThan(500)
        }),
        { numRuns: 300, seed: 7 },
      )
    },
    WALK_TIMEOUT_MS,
  )
})
