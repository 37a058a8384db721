/**
 * POST ats/webhooks/{connectionId}: what the client's ATS tells us. Public (the ATS has no
 * session), so the signature is the first trust: a bad or missing signature, a stale or replayed
 * delivery answers 401 and changes nothing; an unknown or disconnected connection 404. A delivery
 * id seen before (a vendor retry) answers 200 `duplicate` and changes nothing; pings answer 200.
 *
 * A signed delivery says only "look again" (issue 30.3): what changed is read back from the ATS
 * and that is what we act on, never the body. Greenhouse signs the body but no time and no
 * delivery id, so a captured delivery re-sent with a new `Greenhouse-Event-ID` verifies; Lever
 * signs only `token + triggeredAt`, never the event or the opportunity. So:
 * - candidate events re-read the application (Greenhouse, Harvest) or the opportunity (Lever) and
 *   move the pushed candidate's ATS fields (ats_candidate_links.status/stage) to what the ATS says,
 *   raising `candidateATSChange` only when they changed; a replay of an old "hire" re-reads today's
 *   state and changes nothing;
 * - job events (Greenhouse) re-read the job and refresh the linked job's ATS status and name;
 * - events about records we never pushed or linked are taken (200, `ignored`) without a call.
 * Freshness: Lever deliveries older than 5 minutes (`triggeredAt`, signed) are refused. Greenhouse
 * signs no time at all (grnhse/greenhouse-api-docs webhooks/_introduction.md), so its deliveries
 * cannot be aged; the re-read is what makes an old one harmless, and it also makes Greenhouse's
 * own retries (up to 15 hours later) still correct.
 */
import { atsEventAccepted } from '@quota/shared/domain/ats/routes'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../../audit/write-audit'
import type { Config } from '../../config/env'
import type { Db } from '../../db/client'
import {
  type AtsConnectionRow,
  atsCandidateLinksTable,
  atsConnectionsTable,
  atsJobLinksTable,
  atsWebhookReceiptsTable,
  jobCandidatesTable,
} from '../../db/schema'
import type { AtsCandidateState } from '../../integrations/ats/adapter'
import { adapterFor } from '../../integrations/ats/index'
import { leverTokenFor, readLeverTokens } from '../../integrations/ats/lever-tokens'
import { verifyGreenhouse, verifyLever } from '../../integrations/ats/webhook-signatures'
import { openSecret } from '../../integrations/secret-box'

export type InboundOutcome = 'ping' | 'duplicate' | 'updated' | 'ignored'

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', { message })

/** Only the ids are read from a Greenhouse body: the state comes from Harvest. */
type GreenhouseBody = {
  action?: string
  payload?: {
    application?: { id?: number | string; candidate?: { id?: number | string } }
    job?: { id?: number | string }
  }
}

type LeverBody = {
  event?: string
  token?: string
  triggeredAt?: number
  signature?: string
  data?: { opportunityId?: string; postingId?: string }
}

const GREENHOUSE_CANDIDATE_EVENTS = new Set([
  'candidate_stage_change',
  'hire_candidate',
  'unhire_candidate',
  'reject_candidate',
  'unreject_candidate',
  'application_updated',
])
const LEVER_CANDIDATE_EVENTS = new Set(['candidateStageChange', 'candidateHired', 'candidateArchiveChange'])

export async function receiveAtsWebhook({
  db,
  config,
  logger,
  connectionId,
  rawBody,
  headers,
}: {
  db: Db
  config: Config
  logger: Logger
  connectionId: string
  rawBody: string | undefined
  headers: Headers
}): Promise<{ outcome: InboundOutcome }> {
  const [connection] = await db
    .select()
    .from(atsConnectionsTable)
    .where(and(eq(atsConnectionsTable.id, connectionId), isNull(atsConnectionsTable.disconnectedAt)))
  if (!connection || (connection.provider === 'greenhouse' && !connection.webhookSecretEncrypted))
    throw new AppError('NOT_FOUND', { message: 'Unknown webhook receiver' })
  if (rawBody === undefined) throw new AppError('BAD_REQUEST', { message: 'A JSON body is required' })
  let parsed: unknown
  try {
    parsed = JSON.parse(rawBody)
  } catch {
    parsed = undefined
  }
  const secret = connection.webhookSecretEncrypted ? openSecret(config, connection.webhookSecretEncrypted) : null
  const deps = { db, config, logger, connection }
  if (connection.provider === 'greenhouse') {
    if (!verifyGreenhouse(secret ?? '', rawBody, headers.get('signature'))) throw unauthorized('Invalid signature')
    if (!parsed || typeof parsed !== 'object') throw new AppError('MALFORMED_JSON')
    return greenhouseDelivery(deps, parsed as GreenhouseBody, headers.get('greenhouse-event-id')?.trim())
  }
  if (!parsed || typeof parsed !== 'object') throw new AppError('MALFORMED_JSON')
  return leverDelivery(deps, parsed as LeverBody, secret)
}

interface Deps {
  db: Db
  config: Config
  logger: Logger
  connection: AtsConnectionRow
}

async function greenhouseDelivery(deps: Deps, body: GreenhouseBody, eventId: string | undefined) {
  const { db, connection } = deps
  if (body.action === 'ping') return { outcome: 'ping' as const }
  // without a delivery id a signed body could be replayed forever: refused
  if (!eventId) throw unauthorized('Missing Greenhouse-Event-ID')
  const key = `greenhouse:${eventId}`
  if (!(await firstSight(db, connection.id, key, body.action ?? 'unknown'))) return { outcome: 'duplicate' as const }
  const action = body.action ?? ''
  // not on the connection's Webhook List, or its route turned off: taken, nothing changed
  if (!atsEventAccepted('greenhouse', action, connection.settings.routes, connection.settings.webhooks))
    return { outcome: 'ignored' as const }
  if (GREENHOUSE_CANDIDATE_EVENTS.has(action)) {
    const app = body.payload?.application
    const candidateId = app?.candidate?.id
    if (candidateId === undefined || candidateId === null) return { outcome: 'ignored' as const }
    const link = await linkOf(db, connection.id, String(candidateId))
    if (!link) return { outcome: 'ignored' as const }
    // an event about another application of the person (another job) is not about our push
    const applicationId = app?.id === undefined || app.id === null ? null : String(app.id)
    if (link.externalApplicationId && applicationId && link.externalApplicationId !== applicationId)
      return { outcome: 'ignored' as const }
    const state = await reRead(deps, key, () =>
      adapterFor(deps.config, connection).getCandidate(
        String(candidateId),
        link.externalApplicationId ?? applicationId,
      ),
    )
    return { outcome: await moveCandidate(db, connection, String(candidateId), state) }
  }
  const jobId = body.payload?.job?.id
  if (action.startsWith('job_') && jobId !== undefined && jobId !== null) {
    const [linked] = await db
      .select({ id: atsJobLinksTable.id })
      .from(atsJobLinksTable)
      .where(and(eq(atsJobLinksTable.connectionId, connection.id), eq(atsJobLinksTable.externalJobId, String(jobId))))
    if (!linked) return { outcome: 'ignored' as const }
    // a deleted job is no longer in Harvest: the link keeps what it had, marked by the status word
    if (action === 'job_deleted')
      return { outcome: await refreshJob(db, connection, String(jobId), { status: 'deleted' }) }
    const job = await reRead(deps, key, () => adapterFor(deps.config, connection).getJob(String(jobId)))
    return {
      outcome: await refreshJob(db, connection, String(jobId), {
        name: job.name || undefined,
        status: job.status ?? undefined,
      }),
    }
  }
  return { outcome: 'ignored' as const }
}

async function leverDelivery(deps: Deps, body: LeverBody, secret: string | null) {
  const { db, connection } = deps
  // the token Lever signs this webhook's deliveries with: one per webhook (event), or the
  // account's single one; choosing it by the event binds the event name to its token
  const token = secret ? leverTokenFor(readLeverTokens(secret), body.event ?? '') : null
  if (!token) throw unauthorized('No Lever signature token is stored for this webhook')
  const check = verifyLever(token, body)
  if (check === 'badSignature') throw unauthorized('Invalid signature')
  if (check === 'stale') throw unauthorized('Stale delivery')
  const opportunityId = body.data?.opportunityId
  // Lever's signed test pings carry no opportunity
  if (!opportunityId) return { outcome: 'ping' as const }
  const key = `lever:${body.event}:${body.token}:${opportunityId}:${body.triggeredAt}`
  if (!(await firstSight(db, connection.id, key, body.event ?? 'unknown'))) return { outcome: 'duplicate' as const }
  if (!LEVER_CANDIDATE_EVENTS.has(body.event ?? '')) return { outcome: 'ignored' as const }
  if (!atsEventAccepted('lever', body.event ?? '', connection.settings.routes, connection.settings.webhooks))
    return { outcome: 'ignored' as const }
  if (!(await linkOf(db, connection.id, opportunityId))) return { outcome: 'ignored' as const }
  // the body is not signed: what changed is read back from Lever, and only that is acted on
  const state = await reRead(deps, key, () => adapterFor(deps.config, connection).getCandidate(opportunityId))
  return { outcome: await moveCandidate(db, connection, opportunityId, state) }
}

const linkOf = async (db: Db, connectionId: string, externalCandidateId: string) =>
  (
    await db
      .select()
      .from(atsCandidateLinksTable)
      .where(
        and(
          eq(atsCandidateLinksTable.connectionId, connectionId),
          eq(atsCandidateLinksTable.externalCandidateId, externalCandidateId),
        ),
      )
  )[0]

/**
 * The ATS read behind a delivery. When it fails the receipt is forgotten and 503 answered, so the
 * vendor's retry is taken again instead of as a duplicate.
 */
async function reRead<T>(deps: Deps, key: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    deps.logger.warn({ err: error, connectionId: deps.connection.id }, 'ats webhook: re-read failed')
    await deps.db
      .delete(atsWebhookReceiptsTable)
      .where(
        and(eq(atsWebhookReceiptsTable.connectionId, deps.connection.id), eq(atsWebhookReceiptsTable.eventKey, key)),
      )
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'Could not read the record back from the applicant tracking system',
    })
  }
}

async function firstSight(db: Db, connectionId: string, eventKey: string, event: string): Promise<boolean> {
  const inserted = await db
    .insert(atsWebhookReceiptsTable)
    .values({ connectionId, eventKey: eventKey.slice(0, 500), event: event.slice(0, 100) })
    .onConflictDoNothing()
    .returning({ id: atsWebhookReceiptsTable.id })
  return inserted.length > 0
}

async function moveCandidate(
  db: Db,
  connection: AtsConnectionRow,
  externalCandidateId: string,
  next: Pick<AtsCandidateState, 'status' | 'stage'>,
): Promise<InboundOutcome> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: atsCandidateLinksTable.status, stage: atsCandidateLinksTable.stage })
      .from(atsCandidateLinksTable)
      .where(
        and(
          eq(atsCandidateLinksTable.connectionId, connection.id),
          eq(atsCandidateLinksTable.externalCandidateId, externalCandidateId),
        ),
      )
      .for('update')
    // what the ATS says is what we hold already (a replay, a retry, an event about nothing we show)
    if (!before || (before.status === next.status && before.stage === next.stage)) return 'ignored'
    const [link] = await tx
      .update(atsCandidateLinksTable)
      .set({
        status: next.status,
        stage: next.stage,
        isActive: next.status === 'active' || next.status === 'hired',
        statusChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(atsCandidateLinksTable.connectionId, connection.id),
          eq(atsCandidateLinksTable.externalCandidateId, externalCandidateId),
        ),
      )
      .returning()
    if (!link) return 'ignored'
    const [row] = link.jobCandidateId
      ? await tx
          .select({ id: jobCandidatesTable.id, jobId: jobCandidatesTable.jobId })
          .from(jobCandidatesTable)
          .where(eq(jobCandidatesTable.id, link.jobCandidateId))
      : []
    await enqueueOutbox(tx, {
      topic: 'realtime.publish',
      payload: {
        type: 'candidateATSChange',
        organizationId: connection.organizationId,
        jobId: row?.jobId ?? null,
        candidateId: link.candidateId,
        stageId: row?.id ?? null,
        atsStatus: next.status,
        atsStage: next.stage,
        at: new Date().toISOString(),
      },
      aggregateType: 'candidate',
      aggregateId: link.candidateId,
    })
    return 'updated'
  })
}

async function refreshJob(
  db: Db,
  connection: AtsConnectionRow,
  externalJobId: string,
  job: { name?: string; status?: string },
): Promise<InboundOutcome> {
  const updated = await db
    .update(atsJobLinksTable)
    .set({ ...(job.status ? { status: job.status } : {}), ...(job.name ? { name: job.name } : {}) })
    .where(and(eq(atsJobLinksTable.connectionId, connection.id), eq(atsJobLinksTable.externalJobId, externalJobId)))
    .returning({ id: atsJobLinksTable.id })
  return updated.length ? 'updated' : 'ignored'
}
