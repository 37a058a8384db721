/**
 * The candidate's audit trail (001 §7 candidates/{id}/audit-trail): every change, field by
 * field, with who, when, before and after, written in the change's own transaction. Rows hang
 * under the candidate (root) so the whole trail is one indexed query.
 */

import { writeAudit } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import type { AuditEntityType } from '../../db/schema'
import type { Actor } from '../../plugins/auth'

type Ctx = { actor: Actor | null; requestId: string }

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** One row per changed field; unchanged fields write nothing. Answers the fields that changed. */
export async function auditChanges(
  tx: DbOrTx,
  ctx: Ctx,
  entry: {
    candidateId: string
    entityType: AuditEntityType
    entityId: string
    action?: string
    before: Record<string, unknown>
    after: Record<string, unknown>
  },
): Promise<string[]> {
  const fields = Object.keys(entry.after).filter((f) => !same(entry.before[f], entry.after[f]))
  if (!fields.length) return []
  await writeAudit(
    tx,
    ctx,
    fields.map((field) => ({
      entityType: entry.entityType,
      entityId: entry.entityId,
      root: { type: 'candidate' as const, id: entry.candidateId },
      action: entry.action ?? 'update',
      field,
      before: entry.before[field] ?? null,
      after: entry.after[field] ?? null,
    })),
  )
  return fields
}

/** A whole-entity event (create, delete, markForDeletion, restore...). */
export async function auditEvent(
  tx: DbOrTx,
  ctx: Ctx,
  entry: {
    candidateId: string
    entityType: AuditEntityType
    entityId: string
    action: string
    before?: unknown
    after?: unknown
  },
): Promise<void> {
  const { candidateId, ...rest } = entry
  await writeAudit(tx, ctx, { ...rest, root: { type: 'candidate', id: candidateId } })
}
