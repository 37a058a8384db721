/**
 * POST ats/webhooks/{connectionId}: what the client's ATS tells us. Public (the ATS has no
 * session), so the signature is the only trust: a bad or missing signature, a stale or replayed
 * delivery answers 401 and changes nothing; an unknown or disconnected connection 404. A delivery
 * id seen before (a vendor retry) answers 200 `duplicate` and changes nothing; pings answer 200.
 *
 * Candidate events (stage change, hire, rejection, un-rejection) move the pushed candidate's ATS
 * fields (ats_candidate_links.status/stage) and raise `candidateATSChange`; job events refresh the
 * linked job's ATS status and name. Events about records we never pushed or linked are taken
 * (200, `ignored`) without change.
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
import { verifyGreenhouse, verifyLever } from '../../integrations/ats/webhook-signatures'
import { openSecret } from '../../integrations/secret-box'

export type InboundOutcome = 'ping' | 'duplicate' | 'updated' | 'ignored'

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', { message })

type GreenhouseBody = {
  action?: string
  payload?: {
    application?: {
      id?: number | string
      status?: string
      current_stage?: { name?: string } | null
      candidate?: { id?: number | string }
    }
    job?: { id?: number | string; name?: string; status?: string }
  }
}

type LeverBody = {
  event?: string
  token?: string
  triggeredAt?: number
  signature?: string
  data?: { opportunityId?: string; postingId?: string }
}

const GREENHOUSE_CANDIDATE_EVENTS: Record<string, AtsCandidateState['status'] | null> = {
  candidate_stage_change: null,
  hire_candidate: 'hired',
  unhire_candidate: 'active',
  reject_candidate: 'rejected',
  unreject_candidate: 'active',
  application_updated: null,
}
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
  if (!connection?.webhookSecretEncrypted) throw new AppError('NOT_FOUND', { message: 'Unknown webhook receiver' })
  if (rawBody === undefined) throw new AppError('BAD_REQUEST', { message: 'A JSON body is required' })
  const secret = openSecret(config, connection.webhookSecretEncrypted)

  if (connection.provider === 'greenhouse') {
    if (!verifyGreenhouse(secret, rawBody, headers.get('signature'))) throw unauthorized('Invalid signature')
    const body = JSON.parse(rawBody) as GreenhouseBody
    if (body.action === 'ping') return { outcome: 'ping' }
    const eventId = headers.get('greenhouse-event-id')?.trim()
    // without a delivery id a signed body could be replayed forever: refused
    if (!eventId) throw unauthorized('Missing Greenhouse-Event-ID')
    if (!(await firstSight(db, connection.id, `greenhouse:${eventId}`, body.action ?? 'unknown')))
      return { outcome: 'duplicate' }
    const action = body.action ?? ''
    // not on the connection's Webhook List, or its route turned off: taken, nothing changed
    if (!atsEventAccepted('greenhouse', action, connection.settings.routes, connection.settings.webhooks))
      return { outcome: 'ignored' }
    if (action in GREENHOUSE_CANDIDATE_EVENTS) {
      const app = body.payload?.application
      const externalId = app?.candidate?.id
      if (externalId === undefined) return { outcome: 'ignored' }
      const status =
        GREENHOUSE_CANDIDATE_EVENTS[action] ??
        (app?.status === 'hired' ? 'hired' : app?.status === 'rejected' ? 'rejected' : 'active')
      return {
        outcome: await moveCandidate(db, connection, String(externalId), {
          status,
          stage: app?.current_stage?.name ?? null,
        }),
      }
    }
    if (action.startsWith('job_') && body.payload?.job?.id !== undefined) {
      return { outcome: await refreshJob(db, connection, String(body.payload.job.id), body.payload.job) }
    }
    return { outcome: 'ignored' }
  }

  // Lever
  let body: LeverBody
  try {
    body = JSON.parse(rawBody) as LeverBody
  } catch {
    throw new AppError('MALFORMED_JSON')
  }
  const check = verifyLever(secret, body)
  if (check === 'badSignature') throw unauthorized('Invalid signature')
  if (check === 'stale') throw unauthorized('Stale delivery')
  const opportunityId = body.data?.opportunityId
  // Lever's signed test pings carry no opportunity
  if (!opportunityId) return { outcome: 'ping' }
  const key = `lever:${body.event}:${body.token}:${opportunityId}:${body.triggeredAt}`
  if (!(await firstSight(db, connection.id, key, body.event ?? 'unknown'))) return { outcome: 'duplicate' }
  if (!LEVER_CANDIDATE_EVENTS.has(body.event ?? '')) return { outcome: 'ignored' }
  if (!atsEventAccepted('lever', body.event ?? '', connection.settings.routes, connection.settings.webhooks))
    return { outcome: 'ignored' }
  const [known] = await db
    .select({ id: atsCandidateLinksTable.id })
    .from(atsCandidateLinksTable)
    .where(
      and(
        eq(atsCandidateLinksTable.connectionId, connection.id),
        eq(atsCandidateLinksTable.externalCandidateId, opportunityId),
      ),
    )
  if (!known) return { outcome: 'ignored' }
  // the body is not signed: what changed is read back from Lever itself
  let state: AtsCandidateState
  try {
    state = await adapterFor(config, connection).getCandidate(opportunityId)
  } catch (error) {
    logger.warn({ err: error, connectionId: connection.id, opportunityId }, 'ats webhook: re-read failed')
    // let Lever retry the delivery: forget the receipt so the retry is not taken as a duplicate
    await db
      .delete(atsWebhookReceiptsTable)
      .where(and(eq(atsWebhookReceiptsTable.connectionId, connection.id), eq(atsWebhookReceiptsTable.eventKey, key)))
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'Could not read the opportunity back from Lever' })
  }
  const status = body.event === 'candidateHired' ? 'hired' : state.status
  return { outcome: await moveCandidate(db, connection, opportunityId, { status, stage: state.stage }) }
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
  next: { status: AtsCandidateState['status']; stage: string | null },
): Promise<InboundOutcome> {
  return db.transaction(async (tx) => {
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
