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

/** The error answers every route may give; routes spread these into their `response` map. */
export const ErrorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  410: ErrorEnvelope,
  413: ErrorEnvelope,
  422: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
} as const
