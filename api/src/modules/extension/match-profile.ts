/**
 * POST extension/profile-match: is the profile page the recruiter is looking at a Quota
 * candidate? By the normalised profile URL first, then by an e-mail the page shows (any of the
 * person's e-mails, by its identity key). A recruiter
 * URL (recruiterUrl) or a page that is not a profile (invalidUrl) is refused with the spec's rule.
 * Each check also raises the real-time `validateLinkedInUrl` (000 §3) for the asking recruiter:
 * the URL, whether it is valid (else the rule), and the candidate it matched, so the recruiter's
 * open Quota tabs can follow what the extension is looking at.
 */
import type { ProfileMatch, ProfileMatchInput } from '@quota/shared/contracts/extension'
import { linkedInUrlProblem } from '@quota/shared/domain/candidates/linkedin'
import { enqueueOutbox } from '../../audit/write-audit'
import type { DbOrTx } from '../../db/client'
import { findByIdentity } from '../candidates/identity'
import type { UseCaseContext } from '../context'
import { checkedProfileUrl } from './profile-url'
import { findByProfileUrl, isLive, loadProfileCandidate } from './repository'
import { toProfileCandidateDto } from './to-dto'

/** Also raised by an add (extension/candidates): the recruiter's other profile tabs then show the new candidate. */
export async function announceValidation(
  ctx: UseCaseContext,
  result: { profileUrl: string; rule: string | null; candidateId: string | null },
  db: DbOrTx = ctx.db,
) {
  await enqueueOutbox(db, {
    topic: 'realtime.publish',
    payload: { type: 'validateLinkedInUrl', userId: ctx.actor.userId, valid: result.rule === null, ...result },
    aggregateType: 'user',
    aggregateId: ctx.actor.userId,
    requestId: ctx.requestId,
  })
}

export async function matchProfile({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: ProfileMatchInput
}): Promise<ProfileMatch> {
  const problem = linkedInUrlProblem(input.profileUrl)
  if (problem) await announceValidation(ctx, { profileUrl: input.profileUrl, rule: problem.rule, candidateId: null })
  const profileUrl = checkedProfileUrl(input.profileUrl)
  const byUrl = await findByProfileUrl(ctx.db, profileUrl)
  // any e-mail the person has, however written (case, +tag, Gmail's dots): the identity keys
  const byEmail =
    byUrl || !input.email
      ? undefined
      : (await findByIdentity(ctx.db, { emails: [input.email] }, { live: (id) => isLive(ctx.db, id) }))?.candidateId
  const id = byUrl ?? byEmail
  const row = id ? await loadProfileCandidate(ctx.db, id) : undefined
  await announceValidation(ctx, { profileUrl, rule: null, candidateId: row?.id ?? null })
  return {
    profileUrl,
    matchedBy: row ? (byUrl ? 'profileUrl' : 'email') : null,
    candidate: row ? toProfileCandidateDto(row) : null,
  }
}
