/**
 * The `ats.push` outbox topic (pipeline action pushToATS): puts a candidate into the client's
 * applicant tracking system on the job's linked ATS job, with the resume and the submittal blurb.
 *
 * - Idempotent: the candidate's link to this connection (ats_candidate_links) is written as soon
 *   as the ATS has created the candidate, so a retry or a second push updates that candidate and
 *   never creates another.
 * - The row shows the outcome: `atsPushState` pending → pushed (with `pushedToAtsAt`) or, with the
 *   vendor's reason in `atsPushError`, pending again while retried with the outbox back-off
 *   (429/5xx/network, honouring the vendor's Retry-After) or failed at once when retrying cannot
 *   help (401/403/404/422, connection or link gone) and after ATS_PUSH_MAX_ATTEMPTS.
 * - The submittal note is posted once: a push again sends it only when its text changed (the link
 *   keeps the posted note's id and the text's hash), so pushes never pile up copies of one note.
 * - Each outcome raises `candidateATSChange` on the real-time channel.
 */
import { createHash } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { enqueueOutbox } from '../audit/write-audit'
import type { Config } from '../config/env'
import type { DbOrTx } from '../db/client'
import {
  atsCandidateLinksTable,
  atsConnectionsTable,
  atsJobLinksTable,
  candidatesTable,
  jobCandidatesTable,
  mediaTable,
} from '../db/schema'
import type { OutboxHandler } from '../jobs/outbox-worker'
import { signMediaToken } from '../modules/media/tokens'
import type { ObjectStorage } from '../storage'
import { streamToBytes } from '../storage'
import type { AtsCandidateInput } from './ats/adapter'
import { AtsHttpError } from './ats/http'
import { adapterFor } from './ats/index'

export const ATS_PUSH_TOPIC = 'ats.push' as const
/** Attempts after which a push that keeps failing for passing reasons is given up (failed). */
export const ATS_PUSH_MAX_ATTEMPTS = 8
/** Resumes larger than this are not sent (both vendors refuse big files; ours are far smaller). */
const RESUME_MAX_BYTES = 10 * 1024 * 1024
/** How long the resume link handed to Greenhouse Ingestion stays valid (it fetches it later, not at once). */
const RESUME_LINK_TTL_SECONDS = 7 * 24 * 60 * 60

/** Thrown to have the outbox retry; `retryAfterMs` is the vendor's wait when it gave one. */
export class AtsPushRetry extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message)
    this.name = 'AtsPushRetry'
  }
}

const stripHtml = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

const retryable = (error: unknown) =>
  !(error instanceof AtsHttpError) ||
  error.status === null ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500

export function atsPushHandler(deps: {
  db: DbOrTx
  config: Config
  logger: Logger
  storage: ObjectStorage
}): OutboxHandler {
  const { db } = deps
  async function mark(
    jobCandidateId: string,
    state: 'pushed' | 'pending' | 'failed',
    error: string | null,
    event: Record<string, unknown>,
  ) {
    const [row] = await db
      .update(jobCandidatesTable)
      .set({
        atsPushState: state,
        atsPushError: error,
        atsPushAttemptedAt: sql`now()`,
        ...(state === 'pushed' ? { pushedToAtsAt: sql`now()` } : {}),
        version: sql`${jobCandidatesTable.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobCandidatesTable.id, jobCandidateId))
      .returning({ id: jobCandidatesTable.id })
    if (!row) return
    await enqueueOutbox(db, {
      topic: 'realtime.publish',
      payload: {
        type: 'candidateATSChange',
        organizationId: event.organizationId,
        jobId: event.jobId,
        candidateId: event.candidateId,
        stageId: jobCandidateId,
        atsPushState: state,
        at: new Date().toISOString(),
      },
      aggregateType: 'jobCandidate',
      aggregateId: jobCandidateId,
    })
  }

  return async (event) => {
    const { jobId, candidateId, jobCandidateId, organizationId } = event.payload as Record<string, string>
    if (!jobId || !candidateId || !jobCandidateId || !organizationId) return { ...event.payload, result: 'invalid' }
    const fail = async (result: string, reason: string) => {
      await mark(jobCandidateId, 'failed', reason, event.payload)
      return { ...event.payload, result, reason }
    }
    const [connection] = await db
      .select()
      .from(atsConnectionsTable)
      .where(and(eq(atsConnectionsTable.organizationId, organizationId), isNull(atsConnectionsTable.disconnectedAt)))
    if (!connection) return fail('noAtsConnection', 'This organization has no applicant tracking system connected.')
    const [link] = await db
      .select()
      .from(atsJobLinksTable)
      .where(and(eq(atsJobLinksTable.jobId, jobId), eq(atsJobLinksTable.connectionId, connection.id)))
    if (!link) return fail('jobNotLinked', 'This job is not linked to a job in the applicant tracking system.')
    const [candidate] = await db
      .select({
        firstName: candidatesTable.firstName,
        lastName: candidatesTable.lastName,
        email: candidatesTable.email,
        phone: candidatesTable.phone,
        linkedinUrl: candidatesTable.linkedinUrl,
        resumeMediaId: mediaTable.id,
        resumeKey: mediaTable.storageKey,
        resumeName: mediaTable.fileName,
        resumeType: mediaTable.mimeType,
      })
      .from(candidatesTable)
      .leftJoin(mediaTable, eq(mediaTable.id, candidatesTable.resumeMediaId))
      .where(eq(candidatesTable.id, candidateId))
    const [row] = await db
      .select({ blurb: jobCandidatesTable.submittalBlurbHtml })
      .from(jobCandidatesTable)
      .where(eq(jobCandidatesTable.id, jobCandidateId))
    if (!candidate || !row) return fail('gone', 'The candidate is no longer in this job.')

    let resume: AtsCandidateInput['resume'] = null
    if (candidate.resumeKey) {
      const stored = await deps.storage.get(candidate.resumeKey)
      if (stored) {
        resume = {
          fileName: candidate.resumeName ?? 'resume.pdf',
          contentType: candidate.resumeType ?? 'application/pdf',
          bytes: Buffer.from(await streamToBytes(stored.body, RESUME_MAX_BYTES)),
        }
      }
    }
    // Greenhouse Ingestion fetches the resume itself: a signed download link on our public address
    const resumeUrl =
      connection.settings.sourcingPartner && candidate.resumeMediaId && deps.config.PUBLIC_URL
        ? `${new URL(deps.config.PUBLIC_URL).origin}/api/media-content/download/${
            signMediaToken(deps.config, 'download', candidate.resumeMediaId, RESUME_LINK_TTL_SECONDS).token
          }`
        : null
    // the candidate's links to this connection: the one of this job's row first (Lever keeps one
    // opportunity per posting, so a candidate can have several)
    const links = await db
      .select()
      .from(atsCandidateLinksTable)
      .where(
        and(
          eq(atsCandidateLinksTable.candidateId, candidateId),
          eq(atsCandidateLinksTable.connectionId, connection.id),
        ),
      )
      .orderBy(desc(atsCandidateLinksTable.updatedAt))
    const existing = links.find((l) => l.jobCandidateId === jobCandidateId) ?? links[0]
    const note = row.blurb ? stripHtml(row.blurb) || null : null
    const noteHash = note ? createHash('sha256').update(note).digest('hex') : null
    // the note this job's push left in the ATS record we update: not sent again unless it changed
    const sameRecord = existing?.jobCandidateId === jobCandidateId ? existing : null
    const notePosted = !!sameRecord && sameRecord.noteHash === noteHash

    const remember = async (ids: { candidateId: string; applicationId: string | null; url: string | null }) => {
      await db
        .insert(atsCandidateLinksTable)
        .values({
          candidateId,
          connectionId: connection.id,
          jobCandidateId,
          externalCandidateId: ids.candidateId,
          externalApplicationId: ids.applicationId,
          url: ids.url,
          isActive: true,
        })
        .onConflictDoUpdate({
          target: [atsCandidateLinksTable.connectionId, atsCandidateLinksTable.externalCandidateId],
          set: {
            jobCandidateId,
            externalApplicationId: sql`coalesce(excluded.external_application_id, ${atsCandidateLinksTable.externalApplicationId})`,
            url: sql`coalesce(excluded.url, ${atsCandidateLinksTable.url})`,
            disconnectedAt: null,
            updatedAt: sql`now()`,
          },
        })
    }

    try {
      const result = await adapterFor(deps.config, connection).pushCandidate(
        {
          firstName: candidate.firstName,
          lastName: candidate.lastName || '-',
          email: candidate.email,
          phone: candidate.phone,
          headline: null,
          linkedInUrl: candidate.linkedinUrl,
          note: notePosted ? null : note,
          replacesNoteId: notePosted ? null : (sameRecord?.noteId ?? null),
          resume,
          resumeUrl,
          externalId: candidateId,
          externalJobId: link.externalJobId,
        },
        existing
          ? {
              candidateId: existing.externalCandidateId,
              // an application belongs to one job: a push for another job adds a new one
              applicationId:
                existing.jobCandidateId !== jobCandidateId
                  ? null
                  : // Lever links made before the opportunity was kept as the application
                    (existing.externalApplicationId ??
                    (connection.provider === 'lever' ? existing.externalCandidateId : null)),
            }
          : null,
        remember,
      )
      await remember(result)
      if (result.note) {
        await db
          .update(atsCandidateLinksTable)
          .set({ noteId: result.note.id, noteHash })
          .where(
            and(
              eq(atsCandidateLinksTable.connectionId, connection.id),
              eq(atsCandidateLinksTable.externalCandidateId, result.candidateId),
            ),
          )
      }
      // where the ATS put them (its first stage): read back once, the card shows it until its webhooks move it
      const adapter = adapterFor(deps.config, connection)
      const now = await adapter.getCandidate(result.candidateId, result.applicationId).catch(() => null)
      if (now) {
        await db
          .update(atsCandidateLinksTable)
          .set({ status: now.status, stage: now.stage, updatedAt: sql`now()` })
          .where(
            and(
              eq(atsCandidateLinksTable.connectionId, connection.id),
              eq(atsCandidateLinksTable.externalCandidateId, result.candidateId),
            ),
          )
      }
      await mark(jobCandidateId, 'pushed', null, event.payload)
      return { ...event.payload, result: 'pushed', atsCandidateId: result.candidateId, created: result.created }
    } catch (error) {
      const reason =
        error instanceof AtsHttpError ? error.reason : error instanceof Error ? error.message : String(error)
      deps.logger.warn({ outboxId: event.id, jobCandidateId, error: reason }, 'ats.push failed')
      if (!retryable(error) || event.attempts >= ATS_PUSH_MAX_ATTEMPTS) return fail('failed', reason)
      await mark(jobCandidateId, 'pending', reason, event.payload)
      throw new AtsPushRetry(reason, error instanceof AtsHttpError ? error.retryAfterMs : null)
    }
  }
}
