import * as z from 'zod'
import { PAGE_SIZE } from '../domain/validation/limits'
import { ErrorEnvelope } from '../errors/envelope'

/** `{ data }`: one item. */
export const DataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item })

export const ListMeta = z.object({
  total: z.number().int().describe('Items matching, over all pages'),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type ListMeta = z.infer<typeof ListMeta>

/** `{ data: [...], meta }`: one page of a list. */
export const ListEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ListMeta })

export const SortDirection = z.enum(['asc', 'desc'])

/** Query parameters every list takes (spec §9: initial page 25). */
export const PagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.initial).describe('Page size'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('Items to skip'),
})

export const Uuid = z.uuid().describe('A UUID')
export const IdParams = z.strictObject({ id: Uuid })

/**
 * The error answers that follow from how a route is declared; routes spread these into their
 * `response` map. The OpenAPI document keeps, per route, only those its access and inputs imply
 * (401/403 when authenticated, 422 with input, 400/413 with a JSON body, 404 with a path id, 500).
 */
export const ErrorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  413: ErrorEnvelope,
  422: ErrorEnvelope,
  500: ErrorEnvelope,
} as const

/** The same envelope as a distinct instance: the document tells a route's own declaration from the generic one. */
const DeclaredError = ErrorEnvelope.describe('An error this operation answers')

/**
 * Error statuses a route answers beyond those its declaration implies: 409 (conflict, already
 * exists, action not available), 410 (expired or used link), 415, 429 (rate limited), 503, or
 * 401/403/404 where they do not follow (a wrong password on the public login, a 404 for an id in
 * the body). Usage: `response: { 200: ..., ...ErrorResponses, ...Answers(409, 429) }`.
 */
export function Answers<const S extends readonly number[]>(...statuses: S): { [K in S[number]]: typeof ErrorEnvelope } {
  return Object.fromEntries(statuses.map((s) => [s, DeclaredError])) as { [K in S[number]]: typeof ErrorEnvelope }
}
