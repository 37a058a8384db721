/**
 * The `ats.push` outbox topic (pipeline action pushToATS): sends a candidate to the client's
 * applicant tracking system.
 * There is no ATS client in this codebase yet, so nothing is sent: a row for an organization
 * without a live connection ends with result `noAtsConnection`; one with a connection ends with
 * result `notSupported` and a warning in the log (the push did NOT happen).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { DbOrTx } from '../db/client'
import { atsConnectionsTable } from '../db/schema'
import type { OutboxHandler } from '../jobs/outbox-worker'

export const ATS_PUSH_TOPIC = 'ats.push' as const

export function atsPushHandler(deps: { db: DbOrTx; logger: Logger }): OutboxHandler {
  return async (event) => {
    const organizationId = event.payload.organizationId
    const [connection] =
      typeof organizationId === 'string'
        ? await deps.db
            .select({ id: atsConnectionsTable.id, provider: atsConnectionsTable.provider })
            .from(atsConnectionsTable)
            .where(
              and(eq(atsConnectionsTable.organizationId, organizationId), isNull(atsConnectionsTable.disconnectedAt)),
            )
        : []
    if (!connection) return { ...event.payload, result: 'noAtsConnection' }
    deps.logger.warn(
      { outboxId: event.id, atsConnectionId: connection.id, provider: connection.provider, ...event.payload },
      'ats.push: no client for this ATS provider exists yet; the candidate was NOT pushed',
    )
    return { ...event.payload, result: 'notSupported', atsConnectionId: connection.id }
  }
}
