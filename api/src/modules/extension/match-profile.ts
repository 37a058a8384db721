/**
 * POST extension/profile-match: is the profile page the recruiter is looking at a Quota
 * candidate? By the normalised profile URL first, then by an e-mail the page shows. A recruiter
 * URL (recruiterUrl) or a page that is not a profile (invalidUrl) is refused with the spec's rule.
 */
import type { ProfileMatch, ProfileMatchInput } from '@quota/shared/contracts/extension'
import type { UseCaseContext } from '../context'
import { checkedProfileUrl } from './profile-url'
import { findByEmail, findByProfileUrl, loadProfileCandidate } from './repository'
import { toProfileCandidateDto } from './to-dto'

export async function matchProfile({
  ctx,
  input,
}: {
  ctx: UseCaseContext
  input: ProfileMatchInput
}): Promise<ProfileMatch> {
  const profileUrl = checkedProfileUrl(input.profileUrl)
  const byUrl = await findByProfileUrl(ctx.db, profileUrl)
  const byEmail = byUrl || !input.email ? undefined : await findByEmail(ctx.db, input.email)
  const id = byUrl ?? byEmail
  const row = id ? await loadProfileCandidate(ctx.db, id) : undefined
  return {
    profileUrl,
    matchedBy: row ? (byUrl ? 'profileUrl' : 'email') : null,
    candidate: row ? toProfileCandidateDto(row) : null,
  }
}
