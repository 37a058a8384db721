import { OPENAPI_EXAMPLES } from '@quota/api/plugins/openapi-examples'
import { createTestApp, type TestApp } from '@quota/api/testing/test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as z from 'zod'

/** The docs page's examples are accepted by the very contracts the routes validate with. */
let t: TestApp
let doc: { paths: Record<string, Record<string, Record<string, unknown>>> }
beforeAll(async () => {
  t = await createTestApp()
  doc = await (await t.request('/api/openapi.json')).json()
}, 120_000)
afterAll(() => t.close())

const routeOf = (operationId: string) =>
  t.app.routes.find((r) => (r.hooks.detail as { operationId?: string } | undefined)?.operationId === operationId)

describe('OpenAPI examples', () => {
  it('cover the main operations', () => {
    expect(Object.keys(OPENAPI_EXAMPLES)).toEqual(
      expect.arrayContaining(['login', 'listJobs', 'searchCandidates', 'addCandidateNote', 'stageActionShortlist']),
    )
  })

  for (const [operationId, example] of Object.entries(OPENAPI_EXAMPLES)) {
    it(`${operationId}: the request and answer examples match its contracts and are in the document`, () => {
      const route = routeOf(operationId)
      expect(route, operationId).toBeDefined()
      const op = doc.paths[route!.path.replace(/:(\w+)/g, '{$1}')]![route!.method.toLowerCase()] as {
        requestBody?: { content: Record<string, { example?: unknown }> }
        responses: Record<string, { content?: Record<string, { example?: unknown }> }>
      }
      if (example.request !== undefined) {
        const result = (route!.hooks.body as z.ZodType).safeParse(example.request)
        expect(result.error?.issues ?? [], `${operationId} request`).toEqual([])
        expect(op.requestBody?.content['application/json']?.example).toEqual(example.request)
      }
      if (example.response !== undefined) {
        const responses = route!.hooks.response as Record<number, z.ZodType>
        const status = responses[201] ? 201 : 200
        const result = responses[status]!.safeParse(example.response)
        expect(result.error?.issues ?? [], `${operationId} response`).toEqual([])
        expect(op.responses[String(status)]?.content?.['application/json']?.example).toEqual(example.response)
      }
    })
  }
})
