import type { OutboxTopic } from '@quota/shared/domain/enums'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'

/** One channel for every outbox topic; the payload names the topic, workers skip the others. */
export const OUTBOX_CHANNEL = 'quota_outbox'

/**
 * Wakes the workers of these topics. Sent on the enqueueing transaction: PostgreSQL delivers it
 * at commit and drops it on rollback, so a worker never wakes for a row it cannot see.
 */
export async function notifyOutbox(tx: DbOrTx, topics: readonly OutboxTopic[]): Promise<void> {
  const distinct = [...new Set(topics)]
  if (!distinct.length) return
  await tx.execute(
    sql`select ${sql.join(
      distinct.map((topic) => sql`pg_notify(${OUTBOX_CHANNEL}, ${topic})`),
      sql`, `,
    )}`,
  )
}
