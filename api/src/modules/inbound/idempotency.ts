/**
 * Idempotency-Key for inbound submits: the first submit with a key records its answer in the
 * same transaction as its effect; a retry with that key (from the same access key, or from our
 * own pages) answers the recorded result and creates nothing. The unique index makes two
 * concurrent submits with one key serialize: the second waits, then finds the first's row.
 */
import { createHash } from 'node:crypto'
import type { InboundFormType } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { inboundSubmissionsTable } from '../../db/schema'

export const requestHashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

/** The recorded answer of an earlier submit with this key, or null when there was none. */
export async function replayOf<T>(
  db: DbOrTx,
  input: { accessKeyId: string | null; idempotencyKey: string | undefined; formType: InboundFormType; hash: string },
): Promise<T | null> {
  if (!input.idempotencyKey) return null
  const [row] = await db
    .select({
      answer: inboundSubmissionsTable.answer,
      requestHash: inboundSubmissionsTable.requestHash,
      formType: inboundSubmissionsTable.formType,
    })
    .from(inboundSubmissionsTable)
    .where(
      and(
        sql`coalesce(${inboundSubmissionsTable.accessKeyId}::text, 'web') = ${input.accessKeyId ?? 'web'}`,
        eq(inboundSubmissionsTable.idempotencyKey, input.idempotencyKey),
      ),
    )
    .limit(1)
  if (!row) return null
  if (row.requestHash !== input.hash || row.formType !== input.formType) {
    throw new AppError('CONFLICT', {
      message: 'This Idempotency-Key was already used for a different submission.',
      details: [{ path: 'idempotency-key', rule: 'reused', message: 'Use a new key for a new submission' }],
    })
  }
  return row.answer as T
}

/** Whether an insert lost the race on the idempotency index (then the caller replays). */
export function isIdempotencyConflict(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown; message?: unknown }
    if (x.code === '23505' && String(x.constraint_name ?? x.constraint ?? x.message ?? '').includes('idempotency'))
      return true
  }
  return false
}
