/**
 * The recruiters' queue of re-inbound requests (001 §2 "a re-inbound request area", §4 "sent or
 * updated, then cancelled", §7 PATCH/DELETE candidates/{id}/re-inbound-request). The spec names
 * the candidate's calls only; the queue and "handled" are our design (README, "Re-inbound
 * requests"): staff see the open requests oldest first and mark each handled, optionally taking
 * the candidate over as owner.
 */
import * as z from 'zod'
import { REINBOUND_REQUEST_STATES, SEARCH_STATUSES } from '../domain/enums'
import { PagingQuery } from './common'

export const ReinboundQueueQuery = PagingQuery.extend({
  state: z
    .enum(REINBOUND_REQUEST_STATES)
    .default('open')
    .describe('Which requests: open (default), handled, cancelled'),
}).strict()
export type ReinboundQueueQuery = z.infer<typeof ReinboundQueueQuery>

const Person = z.object({ id: z.string(), name: z.string() })

export const ReinboundQueueItem = z.object({
  id: z.string(),
  state: z.enum(REINBOUND_REQUEST_STATES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: Person.nullable(),
  candidate: z.object({
    id: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    searchStatus: z.enum(SEARCH_STATUSES).nullable(),
    owner: Person.nullable(),
  }),
})
export type ReinboundQueueItem = z.infer<typeof ReinboundQueueItem>

export const HandleReinboundInput = z.strictObject({
  assignToMe: z.boolean().default(false).describe("Also make the caller the candidate's owner"),
})
export type HandleReinboundInput = z.infer<typeof HandleReinboundInput>
