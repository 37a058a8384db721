/**
 * A minimal valid value for a JSON Schema (as zod emits it), and the ways to break one field.
 * Used by the bad-input walk over the OpenAPI document.
 */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
  pattern?: string
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
  additionalProperties?: boolean | JsonSchema
}

export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0]
  if (variant) return sample(variant)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key] ?? {})
      return out
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}))
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
    case 'boolean':
      return false
    case 'string':
      return sampleString(schema)
    default:
      return 'x'
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'someone@example.com'
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
    case 'date':
      return '2026-01-01'
    case 'date-time':
      return '2026-01-01T00:00:00.000Z'
    case 'uri':
      return 'https://example.com'
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
}

/** Values that break a field of this schema, each with why it is wrong. */
export function breakers(schema: JsonSchema): { why: string; value: unknown }[] {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  const nullable = Array.isArray(schema.type) && schema.type.includes('null')
  const out: { why: string; value: unknown }[] = []
  if (type === 'string') {
    out.push({ why: 'number for a string', value: 12345 })
    // text PostgreSQL cannot store: refused at the edge, never a 500
    out.push({ why: 'NUL character', value: 'a\u0000b' })
    out.push({ why: 'lone surrogate', value: 'a\uD800b' })
    if (schema.maxLength !== undefined) out.push({ why: 'overlong string', value: 'a'.repeat(schema.maxLength + 1) })
    if (schema.format === 'uuid') out.push({ why: 'not a uuid', value: 'not-a-uuid' })
    if (schema.format === 'email') out.push({ why: 'not an email', value: 'not an email' })
    if (schema.enum) out.push({ why: 'value outside the enum', value: '__not_in_enum__' })
  } else if (type === 'integer' || type === 'number') {
    out.push({ why: 'string for a number', value: 'NaN-ish' })
    if (schema.maximum !== undefined) out.push({ why: 'above maximum', value: schema.maximum + 1 })
    if (schema.minimum !== undefined) out.push({ why: 'below minimum', value: schema.minimum - 1 })
  } else if (type === 'boolean') {
    out.push({ why: 'object for a boolean', value: { yes: true } })
  } else if (type === 'array') {
    out.push({ why: 'string for an array', value: 'not-an-array' })
    if (schema.maxItems !== undefined)
      out.push({
        why: 'too many items',
        value: Array.from({ length: schema.maxItems + 1 }, () => sample(schema.items ?? {})),
      })
  } else if (type === 'object') {
    out.push({ why: 'array for an object', value: [1, 2, 3] })
  }
  if (!nullable && type) out.push({ why: 'null', value: null })
  return out
}
