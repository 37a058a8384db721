import { createTestApp, type TestApp } from '@quota/api/testing/test-app'
import { validate } from '@readme/openapi-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let doc: {
  openapi: string
  paths: Record<
    string,
    Record<string, { summary?: string; operationId?: string; tags?: string[]; 'x-quota-auth'?: unknown }>
  >
}
beforeAll(async () => {
  t = await createTestApp()
  doc = await (await t.request('/api/openapi.json')).json()
})
afterAll(() => t.close())

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3', async () => {
    expect(doc.openapi).toMatch(/^3\./)
    const result = await validate(structuredClone(doc) as never)
    expect(result.valid ? [] : result.errors).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('lists every route with a summary, an operationId, a tag and its access', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    )
    expect(operations.length).toBeGreaterThan(3)
    const incomplete = operations
      .filter(({ op }) => !op.summary || !op.operationId || !op.tags?.length || !op['x-quota-auth'])
      .map(({ method, path }) => `${method} ${path}`)
    expect(incomplete).toEqual([])
  })

  it('serves the docs page with its assets from this server', async () => {
    const page = await t.request('/api/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js')
    expect(html).not.toMatch(/unpkg|jsdelivr/)
    // an absolute document URL: a relative one resolves under /api/docs/ and fails to load
    expect(html).toContain('"url":"/api/openapi.json"')
    const asset = await t.request('/api/docs/assets/swagger-ui-bundle.js')
    expect(asset.status).toBe(200)
  })
})
