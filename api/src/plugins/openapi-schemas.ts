import * as z from 'zod'

export type Json = Record<string, unknown>
export type Io = 'input' | 'output'

const REF_PREFIX = '#/components/schemas/'
/** Refs point here while the document is built: a name can have different input and output shapes. */
const PENDING = '#/pending/'
const SAFE_INT = 9007199254740991
/** Formats that already say what zod's long regular expressions spell out. */
const SELF_DESCRIBING_FORMATS = new Set(['uuid', 'email', 'date-time', 'date', 'time', 'ipv4', 'ipv6', 'uri'])

/**
 * zod -> JSON Schema for the OpenAPI document, with shared shapes as named components.
 *
 * Every zod schema exported from a `shared/` contract module gets its export name as its
 * component id, so `z.toJSONSchema` emits a `$ref` wherever that same schema instance is reused
 * (a job list item inside a list envelope, an enum inside twenty bodies). Names are collected
 * by walking the modules, not declared by hand: a new contract is named as soon as it is exported.
 * Request bodies and parameters are converted as zod *input*, responses as zod *output*; when a
 * shape differs between the two (defaults, transforms), the input one is named `<Name>Input`.
 */
export class SchemaCatalog {
  private readonly names = new Map<z.ZodType, string>()
  private readonly defs = new Map<string, Partial<Record<Io, Json>>>()
  private anonymous = 0

  /** Names every object, enum and union a module exports (the first module to claim a name keeps it). */
  addModule(moduleName: string, exports: Record<string, unknown>): void {
    const taken = new Set(this.names.values())
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType) || this.names.has(value) || !worthNaming(value)) continue
      const name = taken.has(exportName) ? `${pascal(moduleName)}${exportName}` : exportName
      if (taken.has(name)) continue
      this.names.set(value, name)
      taken.add(name)
    }
  }

  /** A schema for the document: refs to components for named shapes, the root inlined or referenced. */
  convert(schema: z.ZodType, io: Io, root: 'inline' | 'ref' = 'ref'): Json {
    const registry = {
      get: (s: z.ZodType) => {
        const meta = z.globalRegistry.get(s)
        const id = this.names.get(s)
        return id ? { ...meta, id } : meta
      },
    }
    const json = z.toJSONSchema(schema, {
      metadata: registry as never,
      io,
      unrepresentable: 'any',
      target: 'draft-2020-12',
      override: ({ zodSchema, jsonSchema }) => {
        // answers are checked against their schema outside production only: a client must not
        // refuse a field it does not know yet, so plain objects stay open in responses
        const def = (zodSchema as unknown as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def
        if (io === 'output' && def.type === 'object' && !def.catchall) delete jsonSchema.additionalProperties
      },
    }) as Json
    const { $schema: _, $defs, ...rest } = json
    const localNames = new Map<string, string>()
    for (const id of Object.keys(($defs as Record<string, Json>) ?? {})) {
      localNames.set(id, this.isKnown(id) ? id : `Schema${++this.anonymous}`)
    }
    for (const [id, def] of Object.entries(($defs as Record<string, Json>) ?? {})) {
      const name = localNames.get(id)!
      const entry = this.defs.get(name) ?? {}
      entry[io] ??= tidy(def, io, localNames) as Json
      this.defs.set(name, entry)
    }
    const out = tidy(rest, io, localNames) as Json
    if (root === 'inline' && typeof out.$ref === 'string' && Object.keys(out).length === 1) {
      const name = out.$ref.slice(`${PENDING}${io}/`.length)
      return structuredClone(this.defs.get(name)?.[io] ?? out)
    }
    return out
  }

  /**
   * Settles component names, points every pending ref at its component and keeps only the
   * components something refers to.
   */
  finish<T extends Json>(document: T): { document: T; schemas: Record<string, Json> } {
    const finalName = new Map<string, string>()
    for (const [name, entry] of this.defs) {
      const same = !entry.input || !entry.output || JSON.stringify(entry.input) === JSON.stringify(entry.output)
      if (entry.output) finalName.set(`output/${name}`, name)
      if (entry.input) finalName.set(`input/${name}`, same ? name : `${name}Input`)
    }
    const resolve = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(resolve)
      if (!node || typeof node !== 'object') return node
      const out: Json = {}
      for (const [k, v] of Object.entries(node)) {
        out[k] = k === '$ref' && typeof v === 'string' && v.startsWith(PENDING) ? refTo(v) : resolve(v)
      }
      return out
    }
    const refTo = (pending: string) => `${REF_PREFIX}${finalName.get(pending.slice(PENDING.length))}`
    const all: Record<string, Json> = {}
    for (const [name, entry] of this.defs) {
      for (const io of ['input', 'output'] as const) {
        const def = entry[io]
        if (def) all[finalName.get(`${io}/${name}`)!] ??= resolve(def) as Json
      }
    }
    const resolved = resolve(document) as T
    // only the components reachable from an operation
    const used = new Set<string>()
    const visit = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(visit)
      if (!node || typeof node !== 'object') return
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith(REF_PREFIX)) {
          const name = v.slice(REF_PREFIX.length)
          if (!used.has(name)) {
            used.add(name)
            visit(all[name])
          }
        } else visit(v)
      }
    }
    visit(resolved)
    const schemas = Object.fromEntries(
      Object.entries(all)
        .filter(([name]) => used.has(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    )
    return { document: resolved, schemas }
  }

  private isKnown(id: string): boolean {
    for (const name of this.names.values()) if (name === id) return true
    return false
  }
}

function worthNaming(schema: z.ZodType): boolean {
  const type = (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type
  return type === 'object' || type === 'enum' || type === 'union' || type === 'intersection'
}

const pascal = (s: string) => s.replace(/(^|[-_/])(\w)/g, (_, __, c: string) => c.toUpperCase())

/** Points local refs at pending components and drops zod's noise (safe-integer bounds, format regexes). */
function tidy(node: unknown, io: Io, localNames: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => tidy(n, io, localNames))
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
      out.$ref = `${PENDING}${io}/${localNames.get(v.slice('#/$defs/'.length))}`
    } else if ((k === 'minimum' && v === -SAFE_INT) || (k === 'maximum' && v === SAFE_INT)) {
    } else if (k === 'pattern' && SELF_DESCRIBING_FORMATS.has(String((node as Json).format))) {
    } else out[k] = tidy(v, io, localNames)
  }
  // a record keyed by an enum (`z.record(z.enum([...]), X)`) comes out as `required` keys with only
  // `additionalProperties`: name each key as a property, so the keys a client must read are typed
  // (and Redocly's no-required-schema-properties-undefined holds)
  const required = out.required
  const values = out.additionalProperties
  if (Array.isArray(required) && required.length && !out.properties && values && typeof values === 'object') {
    out.properties = Object.fromEntries(required.map((key) => [key, structuredClone(values)]))
  }
  // a nullable enum must list null among its values, or null is refused by the enum
  const type = out.type
  if (Array.isArray(out.enum) && Array.isArray(type) && type.includes('null') && !out.enum.includes(null)) {
    out.enum = [...out.enum, null]
  }
  return out
}
