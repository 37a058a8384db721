import { REALTIME_MESSAGE_TYPES } from '@quota/shared/domain/enums'
import { type RealtimeEvent, realtimeDeliveries } from '@quota/shared/domain/realtime/audience'
import type { Logger } from 'pino'
import type { DbOrTx } from '../../db/client'
import type { OutboxEventRow } from '../../db/schema'
import type { OutboxHandler } from '../../jobs/outbox-worker'
import { publishDeliveries } from '../../realtime/bus'

export const REALTIME_TOPIC = 'realtime.publish' as const

/**
 * An event nobody received within this long is news no longer (the screens it would refresh
 * have been reloaded since): it is marked processed without being sent, so a stopped worker or
 * a long outage never releases a flood of stale pushes, and the rows never pile up.
 */
export const REALTIME_STALE_AFTER_MS = 10 * 60_000

const KNOWN = new Set<string>(REALTIME_MESSAGE_TYPES)

/**
 * Runs one `realtime.publish` row: decides its audiences (the shared rule) and NOTIFYs every API
 * process, which push to their own sockets. The kept payload records what was done.
 */
export function realtimePublishHandler(
  deps: { db: DbOrTx; logger: Logger },
  clock: () => Date = () => new Date(),
): OutboxHandler {
  return async (event: OutboxEventRow) => {
    const payload = event.payload as Record<string, unknown>
    if (typeof payload.type !== 'string' || !KNOWN.has(payload.type)) {
      deps.logger.warn({ outboxId: event.id, type: payload.type }, 'realtime event of unknown type dropped')
      return { ...payload, delivery: 'unknownType' }
    }
    if (clock().getTime() - event.createdAt.getTime() > REALTIME_STALE_AFTER_MS) {
      return { ...payload, delivery: 'expired' }
    }
    const deliveries = realtimeDeliveries(payload as RealtimeEvent)
    if (!deliveries.length) return { ...payload, delivery: 'noAudience' }
    const via = await publishDeliveries(deps.db, event.id, deliveries)
    const audiences = deliveries.map((d) => d.to.kind)
    // by reference, receivers read the deliveries from the row: the kept payload must still hold them
    return via === 'byReference'
      ? { ...payload, deliveries, delivery: via, audiences }
      : { ...payload, delivery: via, audiences }
  }
}
