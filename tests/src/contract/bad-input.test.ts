import { rowCounts } from '@quota/api/testing/row-counts'
import { createTestApp, type TestApp } from '@quota/api/testing/test-app'
import { dereference } from '@readme/openapi-parser'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { breakers, type JsonSchema, sample } from '../helpers/json-schema-sample'

/**
 * Walks every route of the OpenAPI document with generated bad input: wrong types, missing and
 * unknown fields, overlong strings, malformed JSON and oversized bodies. Each must answer
 * 400, 413 or 422 with details, never 5xx, and write no row.
 */
interface Operation {
  method: string
  'x-quota-auth'?: unknown
  path: string
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}

// tables that record attempts on purpose, failed ones included
const ATTEMPT_TABLES = ['rate_limits', 'auth_logs']
const SKIP = /^\/api\/docs/

let t: TestApp
let operations: Operation[] = []
beforeAll(async () => {
  t = await createTestApp()
  // shared shapes are $ref components: the generators below read plain schemas
  const doc = (await dereference(await (await t.request('/api/openapi.json')).json())) as unknown as {
    paths: Record<string, Record<string, Operation>>
  }
  operations = Object.entries(doc.paths)
    .filter(([path]) => !SKIP.test(path))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
    )
})
afterAll(() => t.close())

/** Anonymous calls: a route that needs a sign-in may refuse with 401 before it reads the input. */
const refusals = (op: Operation) => (op['x-quota-auth'] === 'public' ? [400, 413, 422] : [400, 401, 413, 422])

type Case = {
  why: string
  path: string
  query: Record<string, string>
  body?: string
  headers?: Record<string, string>
}

function cases(op: Operation): Case[] {
  const pathParams = Object.fromEntries(
    (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
  )
  const fill = (params: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))
  const validQuery = Object.fromEntries(
    (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]),
  )
  const out: Case[] = []
  for (const p of op.parameters ?? []) {
    for (const b of breakers(p.schema)) {
      // in a URL everything is a string: only breakers that stay wrong as text apply
      if (b.value === null || typeof b.value === 'object' || b.why === 'number for a string') continue
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
      out.push({ why: 'unknown field', path, query: validQuery, body: JSON.stringify({ ...base, __unknownField: 1 }) })
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

describe('bad input on every route', () => {
  it('answers 400, 413 or 422 with details and writes nothing', async () => {
    const all = operations.flatMap((op) => cases(op).map((c) => ({ op, c })))
    expect(all.length).toBeGreaterThan(0)
    const before = await rowCounts(t.deps.db, ATTEMPT_TABLES)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), async ({ op, c }) => {
        const qs = new URLSearchParams(c.query).toString()
        const res = await t.request(`${c.path}${qs ? `?${qs}` : ''}`, {
          method: op.method,
          headers: { 'content-type': 'application/json', ...c.headers },
          ...(c.body !== undefined ? { body: c.body } : {}),
        })
        const label = `${op.method} ${op.path} (${c.why}) -> ${res.status}`
        expect(refusals(op), label).toContain(res.status)
        const body = await res.json()
        expect(body.error?.code, label).toBeTypeOf('string')
        if (res.status === 422) expect(body.error.details?.length, label).toBeGreaterThan(0)
      }),
      { numRuns: Math.min(all.length * 2, 600), seed: 20261121 },
    )
    expect(await rowCounts(t.deps.db, ATTEMPT_TABLES)).toEqual(before)
  })

  it('every generated case is covered at least once, in order', async () => {
    // fast-check samples; this pass walks each case once so none is left out by chance
    const before = await rowCounts(t.deps.db, ATTEMPT_TABLES)
    for (const op of operations) {
      for (const c of cases(op)) {
        const qs = new URLSearchParams(c.query).toString()
        const res = await t.request(`${c.path}${qs ? `?${qs}` : ''}`, {
          method: op.method,
          headers: { 'content-type': 'application/json' },
          ...(c.body !== undefined ? { body: c.body } : {}),
        })
        expect(refusals(op), `${op.method} ${op.path} (${c.why}) -> ${res.status}`).toContain(res.status)
      }
    }
    expect(await rowCounts(t.deps.db, ATTEMPT_TABLES)).toEqual(before)
  })

  it('random JSON bodies never cause a 5xx', async () => {
    const withBody = operations.filter((op) => op.requestBody)
    expect(withBody.length).toBeGreaterThan(0)
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), fc.jsonValue(), async (op, value) => {
        const path = op.path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000')
        const res = await t.request(path, {
          method: op.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(value),
        })
        expect(res.status, `${op.method} ${op.path} ${JSON.stringify(value).slice(0, 80)}`).toBeLessThan(500)
      }),
      { numRuns: 300, seed: 7 },
    )
  })
})
