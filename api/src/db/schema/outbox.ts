/**
 * The transactional outbox: work a use case hands off in its own transaction (mail, webhooks,
 * search sync, real-time events, transcoding, the 30-day purge, the 15-minute JIT hand-off).
 * A relay moves due rows to the durable queue (or runs them) after commit; nothing is lost if the
 * process dies between commit and hand-off. See architecture.md "Background work".
 */

import type { OutboxTopic } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { tstz, uuidPk } from './columns'

export const outboxEventsTable = pgTable(
  'outbox_events',
  {
    id: uuidPk(),
    /** Typed, not checked: new topics come with new code, not a migration. */
    topic: text().$type<OutboxTopic>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The entity the event is about, for ordering and debugging. */
    aggregateType: text(),
    aggregateId: uuid(),
    requestId: text(),
    createdAt: tstz().notNull().defaultNow(),
    /** Not before (delayed work: purge after 30 days, JIT hand-off after 15 minutes). */
    availableAt: tstz().notNull().defaultNow(),
    /** A relay holds the row until then (claimed with FOR UPDATE SKIP LOCKED). */
    lockedUntil: tstz(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    processedAt: tstz(),
  },
  (t) => [
    // relay poll: WHERE processed_at IS NULL AND available_at <= now() ORDER BY available_at FOR UPDATE SKIP LOCKED
    index('outbox_events_due_idx').on(t.availableAt).where(sql`${t.processedAt} is null`),
    // cancel pending work of an entity (e.g. restore cancels the purge): WHERE aggregate_id = $1 AND topic = $2 AND processed_at IS NULL
    index('outbox_events_aggregate_idx').on(t.aggregateId, t.topic).where(sql`${t.processedAt} is null`),
  ],
)
export type OutboxEventRow = typeof outboxEventsTable.$inferSelect
export type NewOutboxEventRow = typeof outboxEventsTable.$inferInsert
