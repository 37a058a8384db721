import type { OutboxTopic } from '@quota/shared/domain/enums'
import type { DbOrTx } from '../db/client'
import { type AuditEntityType, auditLogTable, outboxEventsTable } from '../db/schema'
import { notifyOutbox } from '../jobs/outbox-notify'
import type { Actor } from '../plugins/auth'

export interface AuditEntry {
  entityType: AuditEntityType
  entityId: string
  action: string
  root?: { type: AuditEntityType; id: string }
  field?: string
  before?: unknown
  after?: unknown
}

/**
 * Audit rows in the caller's transaction: who, when, what, before and after; one entry, or
 * several written in one statement (a change field by field). Child entities name their
 * aggregate root (a client note -> its client account). The one audit writer of every module.
 */
export async function writeAudit(
  tx: DbOrTx,
  ctx: {
    actor: { userId: string | null; userType: Actor['userType'] | null } | null
    requestId: string | null
  },
  entries: AuditEntry | readonly AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry]
  if (!list.length) return
  await tx.insert(auditLogTable).values(
    list.map((entry) => ({
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
    })),
  )
}

export interface OutboxEntry {
  topic: OutboxTopic
  payload: Record<string, unknown>
  aggregateType?: string | null
  aggregateId?: string | null
  requestId?: string | null
  /** Not before then (delayed work: the JIT hand-off, the 30-day purge). Default: now. */
  availableAt?: Date
}

/**
 * Outbox rows (mail, webhooks, real-time events, search sync, background jobs) in the caller's
 * transaction: they exist exactly when the change they announce commits, and their workers are
 * woken then (NOTIFY). The one outbox writer.
 */
export async function enqueueOutbox(tx: DbOrTx, entries: OutboxEntry | readonly OutboxEntry[]): Promise<string[]> {
  const list = Array.isArray(entries) ? entries : [entries as OutboxEntry]
  if (!list.length) return []
  const rows = await tx
    .insert(outboxEventsTable)
    .values(
      list.map((entry) => ({
        topic: entry.topic,
        payload: entry.payload,
        aggregateType: entry.aggregateType ?? null,
        aggregateId: entry.aggregateId ?? null,
        requestId: entry.requestId ?? null,
        ...(entry.availableAt ? { availableAt: entry.availableAt } : {}),
      })),
    )
    .returning({ id: outboxEventsTable.id })
  // delayed rows are the workers' safety poll's to find when due; waking them now finds nothing
  const now = Date.now()
  await notifyOutbox(
    tx,
    list.filter((entry) => !entry.availableAt || entry.availableAt.getTime() <= now).map((entry) => entry.topic),
  )
  return rows.map((r) => r.id)
}
