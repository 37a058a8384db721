import type { OutboxTopic } from '@quota/shared/domain/enums'
import type { DbOrTx } from '../db/client'
import { type AuditEntityType, auditLogTable, outboxEventsTable } from '../db/schema'
import type { Actor } from '../plugins/auth'

/**
 * One audit row in the caller's transaction: who, when, what, before and after. Child entities
 * name their aggregate root (a client note -> its client account). The one audit writer of
 * every module.
 */
export async function writeAudit(
  tx: DbOrTx,
  ctx: { actor: Actor | null; requestId: string },
  entry: {
    entityType: AuditEntityType
    entityId: string
    action: string
    root?: { type: AuditEntityType; id: string }
    field?: string
    before?: unknown
    after?: unknown
  },
): Promise<void> {
  await tx.insert(auditLogTable).values({
    actorUserId: ctx.actor?.userId ?? null,
    actorUserType: ctx.actor?.userType ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    rootEntityType: entry.root?.type ?? entry.entityType,
    rootEntityId: entry.root?.id ?? entry.entityId,
    action: entry.action,
    field: entry.field ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: ctx.requestId,
  })
}

/** An outbox row (webhooks, real-time events) in the caller's transaction. */
export async function enqueueOutbox(
  tx: DbOrTx,
  entry: {
    topic: OutboxTopic
    payload: Record<string, unknown>
    aggregateType?: string
    aggregateId?: string
    requestId?: string
  },
): Promise<void> {
  await tx.insert(outboxEventsTable).values({
    topic: entry.topic,
    payload: entry.payload,
    aggregateType: entry.aggregateType ?? null,
    aggregateId: entry.aggregateId ?? null,
    requestId: entry.requestId ?? null,
  })
}
