/**
 * POST inbound/apply: a candidate applies on the apply form (the widget on a client's career
 * site, or our /apply page). The same person is never created twice: the identity service
 * matches the same e-mail (any spelling), profile URL or phone, and then only empty fields are
 * filled (an anonymous form may add to a profile, never overwrite it); a second e-mail is kept as
 * an alternate and flagged for review; a similar name in the same city is flagged, not merged. Either way the candidate's lead status becomes
 * New Inbound (unless permanently disqualified), a system note names the campaign that sourced
 * them, a sent resume is attached and parsed into the profile, and the owner pool is mailed.
 */

import type { ParsedResume } from '@quota/shared/contracts/candidates'
import type { ApplyInput, ApplyResult } from '@quota/shared/contracts/inbound'
import { toAccountPhone } from '@quota/shared/domain/auth/fields'
import { normalizeLinkedInUrl } from '@quota/shared/domain/candidates/linkedin'
import { INBOUND_MESSAGES } from '@quota/shared/domain/inbound/index'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Config } from '../../config/env'
import type { Db, DbOrTx } from '../../db/client'
import {
  type CandidateRow,
  candidateDesiredPositionsTable,
  candidateInternalProfilesTable,
  candidateNotesTable,
  candidatesTable,
  citiesTable,
  inboundSubmissionsTable,
  listOfValuesTable,
  type MediaRow,
  mediaTable,
  usStatesTable,
} from '../../db/schema'
import type { ObjectStorage } from '../../storage'
import { auditEvent } from '../candidates/audit'
import { afterProfileWrite } from '../candidates/completion'
import { admitCandidate, withIdentityRetry } from '../candidates/identity'
import { applyParsedResume, parseWithDeadline } from '../candidates/resume/process-resume'
import type { InboundCaller } from './caller'
import { idempotentSubmit, requestHashOf } from './idempotency'
import { campaignOf, mailOwnerPool } from './inbound-shared'

type Parsed = Omit<ParsedResume, 'applied'>

export interface InboundDeps {
  db: Db
  storage: ObjectStorage
  config: Config
  requestId: string
  /** Where links in mails point (PUBLIC_URL or the request's origin). */
  appOrigin: string
}

/** The unclaimed resume this caller sent to guest/temp-files, or 422. */
async function tempResume(db: DbOrTx, id: string, caller: InboundCaller): Promise<MediaRow> {
  const [media] = await db
    .select()
    .from(mediaTable)
    .where(
      and(
        eq(mediaTable.id, id),
        eq(mediaTable.kind, 'tempFile'),
        isNull(mediaTable.candidateId),
        gt(mediaTable.expiresAt, sql`now()`),
      ),
    )
  const sameCaller = media && (media.meta as { accessKeyId?: string | null }).accessKeyId === (caller.key?.id ?? null)
  if (!media || !sameCaller || (media.meta as { type?: string }).type !== 'resume') {
    throw AppError.field('resumeMediaId', 'notFound', 'Upload the resume again: this file is unknown or has expired.')
  }
  return media
}

async function checkReferences(db: DbOrTx, input: ApplyInput) {
  if (input.desiredPositionId) {
    const [p] = await db
      .select({ id: listOfValuesTable.id })
      .from(listOfValuesTable)
      .where(and(eq(listOfValuesTable.id, input.desiredPositionId), eq(listOfValuesTable.key, 'position')))
    if (!p) throw AppError.field('desiredPositionId', 'notFound', 'Choose a position from the list.')
  }
  if (input.cityId) {
    // the candidate's state is the US state row of the city's state code (its id is not the code)
    const [c] = await db
      .select({ id: citiesTable.id, stateId: usStatesTable.id })
      .from(citiesTable)
      .leftJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
      .where(eq(citiesTable.id, input.cityId))
    if (!c) throw AppError.field('cityId', 'notFound', 'Choose a city from the list.')
    return c
  }
  return null
}

export async function submitApplication({
  deps,
  caller,
  input,
  idempotencyKey,
}: {
  deps: InboundDeps
  caller: InboundCaller
  input: ApplyInput
  idempotencyKey: string | undefined
}): Promise<ApplyResult> {
  const hash = requestHashOf(input)
  const accessKeyId = caller.key?.id ?? null
  return idempotentSubmit(deps.db, { accessKeyId, idempotencyKey, formType: 'apply', hash }, async () => {
    const campaign = await campaignOf(deps.db, 'apply', input.campaignId, caller)
    const city = await checkReferences(deps.db, input)
    const email = input.email.trim().toLowerCase()
    const linkedinUrl = input.linkedInProfileUrl?.trim() ? normalizeLinkedInUrl(input.linkedInProfileUrl) : null
    const phone = input.phone?.trim() ? toAccountPhone(input.phone) : null

    // The resume is read before the transaction (parsing may take seconds; nothing is held meanwhile).
    const media = input.resumeMediaId ? await tempResume(deps.db, input.resumeMediaId, caller) : null
    const parsed: Parsed | null = media
      ? ((media.meta as { parsed?: Parsed }).parsed ?? (await parseWithDeadline(deps, media)))
      : null

    const { website: _hp, formToken: _t, ...payload } = input
    const ctx = { actor: null, requestId: deps.requestId }
    return withIdentityRetry(() =>
      deps.db.transaction(async (tx) => {
        const [submission] = await tx
          .insert(inboundSubmissionsTable)
          .values({
            formType: 'apply',
            configId: campaign.configId,
            payload,
            organizationId: caller.key?.organizationId ?? null,
            accessKeyId,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
          })
          .returning({ id: inboundSubmissionsTable.id })

        // one identity per person: the same e-mail (any spelling), profile URL or phone is this
        // person; another e-mail is kept as an alternate and flagged, never merged silently
        const admitted = await admitCandidate(
          tx,
          {
            firstName: input.firstName,
            lastName: input.lastName,
            profileUrl: linkedinUrl,
            emails: [email],
            phone,
            cityId: city?.id ?? null,
          },
          {
            keySource: 'inboundForm',
            candidateSource: 'inboundForm',
            actorId: null,
            onPossibleDuplicate: 'flag',
            newRow: {
              cityId: city?.id ?? null,
              stateId: city?.stateId ?? null,
              desiredBaseSalary: input.desiredBaseSalary ?? null,
              desiredOte: input.desiredOTE ?? null,
            },
          },
        )
        const [match] = await tx.select().from(candidatesTable).where(eq(candidatesTable.id, admitted.candidateId))
        let candidate: CandidateRow = match!
        if (admitted.outcome === 'matched') {
          // an anonymous form may add to a profile, never overwrite it
          const set: Partial<typeof candidatesTable.$inferInsert> = {}
          if (!candidate.cityId && city) Object.assign(set, { cityId: city.id, stateId: city.stateId })
          if (candidate.desiredBaseSalary == null && candidate.desiredOte == null) {
            if (input.desiredBaseSalary != null) set.desiredBaseSalary = input.desiredBaseSalary
            if (input.desiredOTE != null) set.desiredOte = input.desiredOTE
          }
          if (Object.keys(set).length) {
            const [updated] = await tx
              .update(candidatesTable)
              .set(set)
              .where(eq(candidatesTable.id, candidate.id))
              .returning()
            candidate = updated!
          }
        }
        const outcome = admitted.outcome

        // Lead status New Inbound (000 §3), unless the candidate asked never to be contacted again.
        const [newInbound] = await tx
          .select({ id: listOfValuesTable.id })
          .from(listOfValuesTable)
          .where(and(eq(listOfValuesTable.key, 'leadStatus'), eq(listOfValuesTable.identifier, 'newInbound')))
        await tx
          .insert(candidateInternalProfilesTable)
          .values({ candidateId: candidate.id, leadStatusId: newInbound?.id ?? null })
          .onConflictDoUpdate({
            target: candidateInternalProfilesTable.candidateId,
            set: {
              leadStatusId: sql`case when ${candidateInternalProfilesTable.isPermanentlyDisqualified} then ${candidateInternalProfilesTable.leadStatusId} else ${newInbound?.id ?? null}::uuid end`,
            },
          })

        if (input.desiredPositionId) {
          await tx
            .insert(candidateDesiredPositionsTable)
            .values({ candidateId: candidate.id, positionId: input.desiredPositionId })
            .onConflictDoNothing()
        }

        let resume: ApplyResult['resume'] = 'none'
        if (media && parsed) {
          await tx
            .update(mediaTable)
            .set({ kind: 'resume', candidateId: candidate.id, expiresAt: null })
            .where(eq(mediaTable.id, media.id))
          if (!candidate.resumeMediaId) {
            await tx
              .update(candidatesTable)
              .set({ resumeMediaId: media.id })
              .where(eq(candidatesTable.id, candidate.id))
          }
          if (parsed.state === 'pending') resume = 'pending'
          else if (parsed.state === 'failed') resume = 'failed'
          else {
            await applyParsedResume(
              tx,
              ctx,
              { ...candidate, resumeMediaId: candidate.resumeMediaId ?? media.id },
              parsed,
            )
            resume = 'applied'
          }
        }

        // "Sourced by" the campaign: a system note on the internal profile names it.
        await tx.insert(candidateNotesTable).values({
          candidateId: candidate.id,
          type: 'system',
          body: `Applied through the inbound apply form (${campaign.name}).`,
        })
        await auditEvent(tx, ctx, {
          candidateId: candidate.id,
          entityType: 'candidate',
          entityId: candidate.id,
          action: outcome === 'created' ? 'inboundCreate' : 'inboundMatch',
          after: { campaign: campaign.name, accessKeyId, submissionId: submission!.id },
        })
        await afterProfileWrite(tx, candidate.id, deps.requestId)
        await mailOwnerPool(tx, {
          campaign: campaign.name,
          candidateName: `${candidate.firstName} ${candidate.lastName}`.trim(),
          outcome,
          link: `${deps.appOrigin}/candidate/profile?candidateId=${candidate.id}`,
          requestId: deps.requestId,
          candidateId: candidate.id,
        })

        const answer: ApplyResult = {
          candidateId: candidate.id,
          outcome,
          resume,
          message: INBOUND_MESSAGES.applied,
        }
        await tx
          .update(inboundSubmissionsTable)
          .set({ candidateId: candidate.id, answer })
          .where(eq(inboundSubmissionsTable.id, submission!.id))
        return answer
      }),
    )
  })
}
