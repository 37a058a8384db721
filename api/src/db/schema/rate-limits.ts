import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Counters of rate-limiter-flexible's Drizzle store (its expected columns: key, points, expire). */
export const rateLimitsTable = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  // expired rows are swept by the maintenance job
  expire: timestamp({ withTimezone: true }),
})
