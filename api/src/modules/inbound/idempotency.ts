/**
 * Idempotency-Key for inbound submits (apply, hire, the compensation widget's sales ping): the
 * first submit with a key records its answer in the same transaction as its effect; a retry with
 * that key (from the same access key, or from our own pages) answers the recorded result and
 * creates nothing. The unique index makes two concurrent submits with one key serialize: the
 * second waits, then finds the first's row. Each submit runs through `idempotentSubmit`.
 */
import { createHash } from 'node:crypto'
import type { InboundSubmissionKind } from '@quota/shared/domain/enums'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { inboundSubmissionsTable } from '../../db/schema'

/**
 * The submission's fingerprint. The form token is left out: it is the bot check's proof, not
 * what was submitted, and a visitor pressing Send again after a refreshed token sends another.
 */
export const requestHashOf = ({ formToken: _token, ...body }: { formToken?: string }) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex')

/** The recorded answer of an earlier submit with this key, or null when there was none. */
async function replayOf<T>(
  db: DbOrTx,
  input: {
    accessKeyId: string | null
    idempotencyKey: string | undefined
    formType: InboundSubmissionKind
    hash: string
  },
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
  // the key's reuse for another payload is an invalid header value: 422 (the IETF
  // Idempotency-Key draft; 409 is its answer to a retry while the first is still processing)
  if (row.requestHash !== input.hash || row.formType !== input.formType) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'This Idempotency-Key was already used for a different submission.',
      details: [{ path: 'idempotency-key', rule: 'reused', message: 'Use a new key for a new submission' }],
    })
  }
  return row.answer as T
}

/** Whether an insert lost the race on the idempotency index (then the caller replays). */
function isIdempotencyConflict(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown; message?: unknown }
    if (x.code === '23505' && String(x.constraint_name ?? x.constraint ?? x.message ?? '').includes('idempotency'))
      return true
  }
  return false
}

/**
 * Runs a submit under its Idempotency-Key: a recorded answer is replayed (or the key's reuse for
 * another body refused, 422); otherwise `run` inserts the submission row carrying the key and
 * the hash, in the transaction of its effects. Losing the race on the key's index means another
 * request with the key committed first: its answer is replayed.
 */
export async function idempotentSubmit<T>(
  db: DbOrTx,
  key: {
    accessKeyId: string | null
    idempotencyKey: string | undefined
    formType: InboundSubmissionKind
    hash: string
  },
  run: () => Promise<T>,
): Promise<T> {
  const replay = await replayOf<T>(db, key)
  if (replay) return replay
  try {
    return await run()
  } catch (error) {
    if (!isIdempotencyConflict(error)) throw error
    const again = await replayOf<T>(db, key)
    if (!again) throw error
    return again
  }
}
