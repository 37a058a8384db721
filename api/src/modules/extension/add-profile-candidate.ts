/**
 * POST extension/candidates: the recruiter adds the profile they are looking at as a prospect
 * (source `extension`), with the fields read from the page and edited before saving, through the
 * identity service. Refused when a candidate already holds the profile URL or the e-mail (any
 * spelling of it: case, +tag, Gmail's dots) (409, naming which); a similar name with the same
 * company or city is a possible duplicate (409 with the records) unless `createAnyway`. The adding
 * recruiter becomes the owner and the sourcer; the current role becomes the headline experience.
 */
import type { AddProfileCandidateInput, ProfileMatch } from '@quota/shared/contracts/extension'
import { AppError } from '@quota/shared/errors/index'
import { eq } from 'drizzle-orm'
import { writeAudit } from '../../audit/write-audit'
import { candidateInternalProfilesTable, candidatesTable, workExperiencesTable } from '../../db/schema'
import { admitCandidate, withIdentityRetry } from '../candidates/identity'
import type { UseCaseContext } from '../context'
import { enqueueSearchSync } from '../search'
import { announceValidation } from './match-profile'
import { checkedProfileUrl } from './profile-url'
import { loadProfileCandidate } from './repository'
import { toProfileCandidateDto } from './to-dto'

const DUPLICATE = {
  profileUrl: { rule: 'linkedInTaken', message: 'A candidate with this profile URL is already in Quota' },
  email: { rule: 'emailTaken', message: 'A candidate with this e-mail address is already in Quota' },
} as const

function duplicate(by: 'profileUrl' | 'email', candidateId: string) {
  const { rule, message } = DUPLICATE[by]
  return new AppError('ALREADY_EXISTS', { message, details: [{ path: by, rule, message }], meta: { candidateId } })
}

export async function addProfileCandidate({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: AddProfileCandidateInput
}): Promise<ProfileMatch> {
  const profileUrl = checkedProfileUrl(input.profileUrl)
  const email = input.email?.toLowerCase()
  const now = new Date()
  // two adds at once: the identity keys decide, the later run hears who holds it
  const id = await withIdentityRetry(() =>
    ctx.db.transaction(async (tx) => {
      const { candidateId } = await admitCandidate(
        tx,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          profileUrl,
          emails: [email],
          company: input.currentCompany,
          city: input.location,
        },
        {
          keySource: 'extension',
          candidateSource: 'extension',
          actorId: ctx.actor.userId,
          onPossibleDuplicate: 'ask',
          createAnyway: input.createAnyway,
          refuseExisting: ({ candidateId, by }) => duplicate(by === 'email' ? 'email' : 'profileUrl', candidateId),
        },
      )
      await tx.insert(candidateInternalProfilesTable).values({
        candidateId,
        ownerId: ctx.actor.userId,
        sourcedById: ctx.actor.userId,
        lastTouchAt: now,
        lastTouchBy: ctx.actor.userId,
      })
      const title = input.currentTitle || input.headline
      if (title) {
        const [role] = await tx
          .insert(workExperiencesTable)
          .values({ candidateId, title, companyName: input.currentCompany || null, isCurrent: true })
          .returning({ id: workExperiencesTable.id })
        await tx
          .update(candidatesTable)
          .set({ headlineWorkExperienceId: role!.id })
          .where(eq(candidatesTable.id, candidateId))
      }
      await writeAudit(tx, ctx, {
        entityType: 'candidate',
        entityId: candidateId,
        action: 'create',
        after: {
          source: 'extension',
          firstName: input.firstName,
          lastName: input.lastName,
          email: email ?? null,
          linkedInProfileUrl: profileUrl,
          headline: input.headline ?? null,
          currentTitle: input.currentTitle ?? null,
          currentCompany: input.currentCompany ?? null,
          location: input.location ?? null,
          ...(input.createAnyway ? { createAnyway: true } : {}),
        },
      })
      await enqueueSearchSync(tx, 'candidates', [candidateId], { requestId: ctx.requestId })
      // the URL was checked and now holds a candidate: the recruiter's other tabs on it follow
      await announceValidation(ctx, { profileUrl, rule: null, candidateId }, tx)
      return candidateId
    }),
  )
  const row = await loadProfileCandidate(ctx.db, id)
  return { profileUrl, matchedBy: 'profileUrl', candidate: toProfileCandidateDto(row!) }
}
