import type { RealtimeDelivery } from '@quota/shared/domain/realtime/audience'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, DbOrTx } from '../db/client'
import { outboxEventsTable } from '../db/schema'
import type { RealtimeHub } from './hub'

/**
 * Fan-out between API processes over PostgreSQL LISTEN/NOTIFY: the process that runs an outbox
 * row NOTIFYs, every process (itself included) LISTENs and pushes to its own sockets.
 */
export const REALTIME_CHANNEL = 'quota_realtime'

/**
 * NOTIFY payloads must stay under 8000 bytes. Larger ones travel by reference: the deliveries are
 * written on the outbox row first, and the notification names the row for receivers to read.
 */
export const INLINE_NOTIFY_BYTES = 7000

type Notification = { deliveries: RealtimeDelivery[] } | { outboxId: string }

export async function publishDeliveries(
  db: DbOrTx,
  outboxId: string,
  deliveries: RealtimeDelivery[],
): Promise<'inline' | 'byReference'> {
  const inline = JSON.stringify({ deliveries } satisfies Notification)
  if (Buffer.byteLength(inline) <= INLINE_NOTIFY_BYTES) {
    await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${inline})`)
    return 'inline'
  }
  await db
    .update(outboxEventsTable)
    .set({ payload: sql`${outboxEventsTable.payload} || ${JSON.stringify({ deliveries })}::jsonb` })
    .where(eq(outboxEventsTable.id, outboxId))
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ outboxId } satisfies Notification)})`)
  return 'byReference'
}

export interface RealtimeBus {
  stop(): Promise<void>
}

/** LISTENs for this process: every notification reaches the hub's sockets. */
export async function startRealtimeBus(deps: {
  database: Pick<Database, 'db' | 'listen'>
  hub: RealtimeHub
  logger: Logger
}): Promise<RealtimeBus> {
  const { database, hub, logger } = deps
  const receive = async (raw: string) => {
    const note = JSON.parse(raw) as Notification
    if ('deliveries' in note) {
      hub.deliver(note.deliveries)
      return
    }
    // nobody here to tell: skip the read
    if (!hub.size) return
    const [row] = await database.db
      .select({ payload: outboxEventsTable.payload })
      .from(outboxEventsTable)
      .where(eq(outboxEventsTable.id, note.outboxId))
    const deliveries = (row?.payload as { deliveries?: RealtimeDelivery[] } | undefined)?.deliveries
    if (deliveries) hub.deliver(deliveries)
  }
  const stop = await database.listen(REALTIME_CHANNEL, (raw) => {
    receive(raw).catch((err) => logger.warn({ err }, 'realtime notification not delivered'))
  })
  return { stop }
}
