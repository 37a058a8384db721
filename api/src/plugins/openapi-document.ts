import { ErrorEnvelope } from '@quota/shared/errors/envelope'
import { ERROR_CODES, type ErrorCode } from '@quota/shared/errors/error-codes'
import type * as z from 'zod'
import { STATUS_BY_CODE } from './errors'
import { type Json, SchemaCatalog } from './openapi-schemas'

/** What the document needs of an Elysia route (`app.routes`). */
export interface RouteLike {
  method: string
  path: string
  hooks: {
    body?: unknown
    query?: unknown
    params?: unknown
    headers?: unknown
    response?: unknown
    detail?: Record<string, unknown>
  }
}

export interface OperationExample {
  /** A request body the route accepts (checked against its contract by a test). */
  request?: unknown
  /** Its success answer (checked against the route's response contract by a test). */
  response?: unknown
}

export interface DocumentInput {
  routes: RouteLike[]
  info: Json
  servers: Json[]
  tags: { name: string; description: string }[]
  securitySchemes: Json
  /** Exported zod schemas by module name: their export names become component names. */
  contractModules: Record<string, Record<string, unknown>>
  examples: Record<string, OperationExample>
}

/**
 * The error answers an operation can give that follow from how it is declared: its access
 * (401/403 for authenticated routes), its inputs (422 when it takes any; 400 malformed JSON and
 * 413 too large when it takes a JSON body; 404 when its path names something) and 500 for all.
 * Any other error status (409, 410, 415, 429, or one of these on a route where it does not
 * follow, such as 401 for a wrong password on the public login) is listed only when the route
 * declares it with `...Answers(...)` in its `response` map. 503 (the database is away) can come
 * from any operation; a POST that takes `Idempotency-Key` can also answer 409 (the first request
 * with that key is still running) and 422 (the key was used with another request).
 */
export const DERIVED_ERROR_STATUSES = [400, 401, 403, 404, 413, 422, 500] as const

const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'ValidationFailed',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
}

const SUCCESS_DESCRIPTIONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' }
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])

const isZod = (s: unknown): s is z.ZodType => !!s && typeof s === 'object' && '_zod' in s

function errorStatusesOf(route: RouteLike, responses: Record<string, unknown>): number[] {
  const detail = route.hooks.detail ?? {}
  const authenticated = detail['x-quota-auth'] !== 'public'
  const hasBody = !!route.hooks.body
  const hasPathParams = /:\w/.test(route.path)
  const hasInput = hasBody || hasPathParams || !!route.hooks.query || !!route.hooks.headers
  // 503: every operation answers it while the database is away (with Retry-After)
  const out = new Set<number>([500, 503])
  if (authenticated) {
    out.add(401)
    out.add(403)
  }
  if (hasInput) out.add(422)
  if (hasBody) {
    out.add(400)
    out.add(413)
  }
  if (hasPathParams) out.add(404)
  for (const [key, schema] of Object.entries(responses)) {
    const status = Number(key)
    if (status < 400) continue
    // the shared generic declaration (`...ErrorResponses`) says nothing route-specific
    const generic = schema === ErrorEnvelope && (DERIVED_ERROR_STATUSES as readonly number[]).includes(status)
    if (!generic) out.add(status)
  }
  return [...out].sort((a, b) => a - b)
}

function errorResponseComponents(used: Set<number>): Record<string, Json> {
  const out: Record<string, Json> = {}
  for (const [status, name] of Object.entries(ERROR_RESPONSE_NAMES)) {
    if (!used.has(Number(status))) continue
    const codes = ERROR_CODES.filter((c: ErrorCode) => STATUS_BY_CODE[c] === Number(status))
    out[name] = {
      description: `${name.replace(/([a-z])([A-Z])/g, '$1 $2')}: \`error.code\` is ${codes.map((c) => `\`${c}\``).join(', ')}`,
      ...(status === '429' || status === '503'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    }
  }
  return out
}

/** The POSTs the idempotency plugin serves (`isIdempotentCandidate`): not sign-in, which carries credentials. */
const takesIdempotencyKey = (method: string, path: string) => method === 'post' && !path.startsWith('/api/auth/')

const IDEMPOTENCY_KEY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique printable ASCII string (1 to 255 characters), e.g. a UUID. A retry with the same key and the same request within 24 hours answers the first answer again and writes nothing twice; the same key with another request answers 422, and while the first is still running 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
}

function parametersOf(catalog: SchemaCatalog, schema: unknown, where: 'path' | 'query' | 'header'): Json[] {
  if (!isZod(schema)) return []
  const json = catalog.convert(schema, 'input', 'inline')
  const properties = (json.properties ?? {}) as Record<string, Json>
  const required = new Set((json.required as string[] | undefined) ?? [])
  return Object.entries(properties).map(([name, prop]) => {
    const { description, ...rest } = prop
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

/** Builds the OpenAPI 3.1 document from the app's routes and their zod contracts. */
export function buildOpenApiDocument(input: DocumentInput): Json {
  const catalog = new SchemaCatalog()
  catalog.addModule('errors', { ErrorEnvelope })
  for (const [name, exports] of Object.entries(input.contractModules)) catalog.addModule(name, exports)
  const errorEnvelope = catalog.convert(ErrorEnvelope, 'output')

  const paths: Record<string, Record<string, Json>> = {}
  const usedErrors = new Set<number>()
  for (const route of input.routes) {
    const method = route.method.toLowerCase()
    const detail = route.hooks.detail ?? {}
    if (!METHODS.has(method) || detail.hide) continue
    const { responses: declaredResponses, requestBody: declaredBody, ...operationDetail } = detail as Json
    const example = input.examples[String(detail.operationId)] ?? {}

    const parameters = [
      ...parametersOf(catalog, route.hooks.params, 'path'),
      ...parametersOf(catalog, route.hooks.query, 'query'),
      ...parametersOf(catalog, route.hooks.headers, 'header'),
    ]
    if (takesIdempotencyKey(method, route.path) && !parameters.some((p) => p.name === 'idempotency-key'))
      parameters.push({ $ref: '#/components/parameters/IdempotencyKey' })
    for (const match of route.path.matchAll(/:(\w+)/g)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === match[1]))
        parameters.unshift({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })
    }

    let requestBody = declaredBody as Json | undefined
    if (isZod(route.hooks.body)) {
      requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: catalog.convert(route.hooks.body, 'input'),
            ...(example.request !== undefined ? { example: example.request } : {}),
          },
        },
      }
    }

    const declared = (
      route.hooks.response && !isZod(route.hooks.response) ? route.hooks.response : { 200: route.hooks.response }
    ) as Record<string, unknown>
    const responses: Record<string, Json> = {}
    for (const [key, schema] of Object.entries(declared)) {
      const status = Number(key)
      if (status >= 400 || !isZod(schema)) continue
      responses[key] = {
        description: SUCCESS_DESCRIPTIONS[status] ?? `Status ${status}`,
        content: {
          'application/json': {
            schema: catalog.convert(schema, 'output'),
            ...(example.response !== undefined && status < 300 ? { example: example.response } : {}),
          },
        },
      }
    }
    Object.assign(responses, declaredResponses as Json | undefined)
    const statuses = errorStatusesOf(route, declared)
    if (takesIdempotencyKey(method, route.path)) statuses.push(409, 422)
    for (const status of new Set(statuses)) {
      usedErrors.add(status)
      responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSE_NAMES[status] ?? 'InternalError'}` }
    }

    const path = route.path.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][method] = {
      ...operationDetail,
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    }
  }

  const usedTags = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])))
  const draft = {
    openapi: '3.1.0',
    info: input.info,
    servers: input.servers,
    tags: input.tags.filter((t) => usedTags.has(t.name)),
    paths,
    components: { errorEnvelope },
  }
  const { document, schemas } = catalog.finish(draft)
  const { errorEnvelope: _, ...components } = document.components
  return {
    ...document,
    components: {
      ...components,
      schemas,
      responses: errorResponseComponents(usedErrors),
      parameters: { IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER },
      securitySchemes: input.securitySchemes,
    },
  }
}
