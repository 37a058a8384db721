import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Answers remembered for `Idempotency-Key` (plugins/idempotency.ts): one row per caller and key.
 * A row without a status is a request still running. Kept 24 hours, then swept by maintenance.
 */
export const idempotencyKeysTable = pgTable(
  'idempotency_keys',
  {
    /** who asked: `user:<id>`, or `address:<ip>` for an anonymous caller */
    scope: text().notNull(),
    key: text().notNull(),
    /** sha-256 of method, path and body: the same key with another request is refused */
    requestHash: text().notNull(),
    status: integer(),
    contentType: text(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
)
export type IdempotencyKeyRow = typeof idempotencyKeysTable.$inferSelect
