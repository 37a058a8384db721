import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { SchemaCatalog } from './openapi-schemas'

const Status = z.enum(['open', 'closed'])
const Item = z.object({ id: z.uuid(), status: Status, count: z.number().int() })
const WithDefault = z.object({ size: z.number().int().default(25) })
const Other = z.object({ name: z.string() })

function catalog() {
  const c = new SchemaCatalog()
  c.addModule('jobs', { Status, Item, WithDefault, notASchema: 42, Uuid: z.uuid() })
  c.addModule('clients', { Item: Other })
  return c
}

describe('SchemaCatalog', () => {
  it('refers to exported shapes by their export name and keeps only the components in use', () => {
    const c = catalog()
    const body = c.convert(z.object({ items: z.array(Item) }), 'output')
    const { document, schemas } = c.finish({ body })
    expect(document.body).toEqual({
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
      required: ['items'],
    })
    expect(Object.keys(schemas).sort()).toEqual(['Item', 'Status'])
    // zod's safe-integer bounds and the uuid regex are noise next to `integer` and `format: uuid`
    expect(schemas.Item).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        status: { $ref: '#/components/schemas/Status' },
        count: { type: 'integer' },
      },
      required: ['id', 'status', 'count'],
    })
  })

  it('names a second module’s shape of the same name after its module', () => {
    const c = catalog()
    const { schemas } = c.finish({ a: c.convert(Other, 'output'), b: c.convert(Item, 'output') })
    expect(Object.keys(schemas).sort()).toEqual(['ClientsItem', 'Item', 'Status'])
  })

  it('gives a shape whose input differs from its output an Input name (a default makes a field optional)', () => {
    const c = catalog()
    const { document, schemas } = c.finish({
      in: c.convert(WithDefault, 'input'),
      out: c.convert(WithDefault, 'output'),
    })
    expect(document).toEqual({
      in: { $ref: '#/components/schemas/WithDefaultInput' },
      out: { $ref: '#/components/schemas/WithDefault' },
    })
    expect((schemas.WithDefault as { required?: string[] }).required).toEqual(['size'])
    expect((schemas.WithDefaultInput as { required?: string[] }).required).toBeUndefined()
  })

  it('inlines the root of parameters, and answers stay open to new fields while bodies are closed', () => {
    const c = catalog()
    const query = c.convert(WithDefault, 'input', 'inline')
    expect(query.properties).toEqual({ size: { type: 'integer', default: 25 } })
    const strictBody = c.convert(z.strictObject({ a: z.string() }), 'input')
    expect(strictBody.additionalProperties).toBe(false)
    const answer = c.convert(z.object({ a: z.string() }), 'output')
    expect(answer.additionalProperties).toBeUndefined()
  })

  it('lists null among the values of a nullable enum', () => {
    const c = catalog()
    const s = c.convert(z.object({ v: z.enum(['a', 'b']).nullable() }), 'output')
    const v = (s.properties as Record<string, { anyOf?: unknown[]; enum?: unknown[] }>).v!
    const allowed = v.anyOf ? v.anyOf.flatMap((x) => (x as { enum?: unknown[]; type?: string }).enum ?? [null]) : v.enum
    expect(allowed).toEqual(['a', 'b', null])
  })
})
