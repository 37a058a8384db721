/**
 * Sharing (001 §7, §9): GET candidates/{id}/profile/shareable-url makes a public link whose
 * lifetime depends on who shares it (staff 90, client 30, candidate 6 days); only the token's
 * hash is stored. The public page and its PDF show the profile without internal fields, contact
 * details only as the sharer's view allows, and in anti-bias mode nothing identifying. After
 * expiry the link answers "Invalid link!". The answer warns when the link expires today or tomorrow.
 */
import { CANDIDATE_MESSAGES, SHARE_LINK_LIFETIME_DAYS } from '@quota/shared/domain/candidates/limits'
import {
  isShareLinkLive,
  SHARE_LINK_WARNING_TEXT,
  shareLinkExpiry,
  shareLinkWarning,
} from '@quota/shared/domain/candidates/share-link'
import { AppError } from '@quota/shared/errors/index'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { type CandidateRow, type PublicLinkRow, publicLinksTable } from '../../db/schema'
import { randomToken, sha256 } from '../auth/secrets'
import { candidateFor } from './access'
import type { CandidateCtx } from './context'
import { pdfResponse, renderProfilePdf } from './profile-pdf'
import { candidateById } from './repository'
import { educationsOf, experiencesOf, portfolioOf, summaryOf, type Viewer, viewerOf } from './view'

const invalidLink = () => new AppError('INVALID_LINK', { message: CANDIDATE_MESSAGES.invalidLink })

export async function createShareableUrl({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; antiBias?: boolean | undefined }
}) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const token = randomToken(32)
  const now = new Date()
  const expiresAt = shareLinkExpiry(ctx.actor.userType, now)
  const antiBias = input.antiBias ?? false
  await ctx.db.insert(publicLinksTable).values({
    purpose: 'profileShare',
    tokenHash: sha256(token),
    candidateId: candidate.id,
    createdBy: ctx.actor.userId,
    createdByUserType: ctx.actor.userType,
    expiresAt,
    // the link's view options (the table has no column of its own for them)
    response: { antiBias, sharerType: ctx.actor.userType },
  })
  return {
    url: `/public/profile?token=${token}`,
    token,
    pdfUrl: `/api/guest/candidate-profile/pdf/${token}`,
    expiresAt: expiresAt.toISOString(),
    lifetimeDays: SHARE_LINK_LIFETIME_DAYS[ctx.actor.userType],
    isAntiBiasMode: antiBias,
    warning: shareLinkWarning(expiresAt, now),
  }
}

/** A live profile link and its candidate, or "Invalid link!". */
export async function openShareLink(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ link: PublicLinkRow; candidate: CandidateRow }> {
  const [link] = await db
    .select()
    .from(publicLinksTable)
    .where(and(eq(publicLinksTable.tokenHash, sha256(token)), eq(publicLinksTable.purpose, 'profileShare')))
  if (!link || !link.candidateId || !isShareLinkLive(link, now)) throw invalidLink()
  const candidate = await candidateById(db, link.candidateId)
  if (!candidate || candidate.toBeDeletedAt) throw invalidLink()
  return { link, candidate }
}

function publicViewer(link: PublicLinkRow, token: string): Viewer {
  const antiBias = link.response?.antiBias === true
  return {
    internal: false,
    // a public page keeps a confidential salary to itself, as a client view does
    client: true,
    antiBias,
    mediaUrl: (m) => `/api/guest/media-content/${m.id}/stream?token=${encodeURIComponent(token)}`,
  }
}

async function publicData(ctx: { db: DbOrTx }, candidate: CandidateRow, viewer: Viewer) {
  const { internal: _internal, ...summary } = await summaryOf(ctx, candidate, viewer)
  return {
    candidate: summary,
    workExperiences: await experiencesOf(ctx, candidate, viewer),
    educations: await educationsOf(ctx, candidate, viewer),
    portfolio: await portfolioOf(ctx, candidate, viewer),
  }
}

export async function getPublicProfile({ db, input }: { db: DbOrTx; input: { token: string } }) {
  const { link, candidate } = await openShareLink(db, input.token)
  const data = await publicData({ db }, candidate, publicViewer(link, input.token))
  const warning = link.expiresAt ? shareLinkWarning(link.expiresAt) : null
  return {
    ...data,
    link: {
      expiresAt: link.expiresAt?.toISOString() ?? null,
      warning,
      warningText: warning ? SHARE_LINK_WARNING_TEXT[warning] : null,
    },
  }
}

export async function getPublicProfilePdf({ db, input }: { db: DbOrTx; input: { token: string } }) {
  const { link, candidate } = await openShareLink(db, input.token)
  const viewer = publicViewer(link, input.token)
  const data = await publicData({ db }, candidate, viewer)
  return pdfResponse(
    await renderProfilePdf(data),
    `${viewer.antiBias ? 'candidate' : `${candidate.firstName}-${candidate.lastName}`}-profile.pdf`,
  )
}

/** GET candidates/{id}/profile/pdf: the viewer's own view of the profile, as a PDF. */
export async function getProfilePdf({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { candidateId: string; antiBias?: boolean | undefined }
}) {
  const candidate = await candidateFor(ctx, input.candidateId, 'read')
  const viewer = viewerOf(ctx, input.antiBias ?? false)
  const data = await publicData(ctx, candidate, viewer)
  return pdfResponse(
    await renderProfilePdf(data),
    `${viewer.antiBias ? 'candidate' : `${candidate.firstName}-${candidate.lastName}`}-profile.pdf`,
  )
}
