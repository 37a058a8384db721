/**
 * POST candidates/send-notification?type= and GET template/invite-templates (001 §7; §5 "Please
 * select candidates to notify."): a provider recruiter mails up to 10 selected candidates.
 * - `searchStatus`: a signed link to the public search-status page (no sign-in; PATCH
 *   guest/candidate/{id} with the link's token), valid SEARCH_STATUS_LINK_DAYS days;
 * - `completeProfile`: a link to sign in and complete the profile (candidates with a login only).
 * The text is the type's template (an administrator's replacement or the built-in one, shared
 * `inviteTemplateFor`). Each mail is recorded on the candidate's messages tab and queued in the
 * same transaction; the answer says "queued", and the mail worker stamps it sent once SMTP took it.
 */
import type { InviteTemplate, SendNotificationInput, SendNotificationResult } from '@quota/shared/contracts/candidates'
import {
  CANDIDATE_NOTIFICATION_TYPES,
  type CandidateNotificationType,
  inviteTemplateFor,
  renderInvite,
} from '@quota/shared/domain/candidates/notifications'
import { eq, inArray } from 'drizzle-orm'
import { enqueueOutbox } from '../../audit/write-audit'
import { notificationTemplatesTable, usersTable } from '../../db/schema'
import { htmlToText } from '../../files/html'
import { recordCandidateMessage } from '../../mail/message-log'
import type { MailPayload } from '../../mail/outbox'
import { renderMail } from '../../mail/templates'
import { candidateFor } from './access'
import { auditEvent } from './audit'
import type { CandidateCtx } from './context'
import { createSearchStatusLink } from './lifecycle'
import { candidateById } from './repository'

export const SEARCH_STATUS_LINK_DAYS = 14

/** The plain-text part keeps each link's address after its words ("Update my status: https://…"). */
const withLinkTargets = (html: string) =>
  html.replace(
    /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
    (_m, href: string, label: string) => `${label}: ${href}`,
  )

async function storedTemplates(ctx: CandidateCtx) {
  const keys = CANDIDATE_NOTIFICATION_TYPES.map((t) => inviteTemplateFor(t, []).key)
  return ctx.db.select().from(notificationTemplatesTable).where(inArray(notificationTemplatesTable.key, keys))
}

export async function listInviteTemplates({ ctx }: { ctx: CandidateCtx }): Promise<InviteTemplate[]> {
  const stored = await storedTemplates(ctx)
  return CANDIDATE_NOTIFICATION_TYPES.map((type) => {
    const t = inviteTemplateFor(type, stored)
    return {
      type,
      key: t.key,
      displayName: t.displayName,
      subject: t.subject,
      bodyHtml: t.bodyHtml,
      placeholders: t.placeholders,
      isCustom: t.isCustom,
    }
  })
}

export async function sendCandidateNotification({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: SendNotificationInput & { type: CandidateNotificationType; origin: string }
}): Promise<SendNotificationResult> {
  // every named candidate must exist for the caller (404 otherwise), before anything is queued
  const ids = [...new Set(input.candidateIds)]
  for (const id of ids) await candidateFor(ctx, id, 'read')
  const template = inviteTemplateFor(input.type, await storedTemplates(ctx))
  const [sender] = await ctx.db
    .select({ firstName: usersTable.firstName, lastName: usersTable.lastName })
    .from(usersTable)
    .where(eq(usersTable.id, ctx.actor.userId))
  const senderName = sender ? `${sender.firstName} ${sender.lastName}`.trim() : 'Your recruiter'

  return ctx.db.transaction(async (tx) => {
    const result: SendNotificationResult = { type: input.type, queued: [], skipped: [] }
    for (const candidateId of ids) {
      const candidate = (await candidateById(tx, candidateId))!
      if (candidate.toBeDeletedAt) {
        result.skipped.push({ candidateId, reason: 'markedForDeletion' })
        continue
      }
      if (!candidate.email) {
        result.skipped.push({ candidateId, reason: 'noEmail' })
        continue
      }
      let link: string
      if (input.type === 'searchStatus') {
        const made = await createSearchStatusLink(tx, candidate.id, {
          createdBy: ctx.actor.userId,
          days: SEARCH_STATUS_LINK_DAYS,
        })
        link = `${input.origin}${made.url}`
      } else {
        if (!candidate.userId) {
          result.skipped.push({ candidateId, reason: 'noAccount' })
          continue
        }
        link = `${input.origin}/auth/login`
      }
      const filled = renderInvite(template, {
        candidateFirstName: candidate.firstName,
        candidateLastName: candidate.lastName,
        candidateName: `${candidate.firstName} ${candidate.lastName}`.trim(),
        senderName,
        link,
        linkDays: String(SEARCH_STATUS_LINK_DAYS),
        profileCompletion: String(candidate.profileCompletion ?? 0),
      })
      const bodyText = htmlToText(withLinkTargets(filled.bodyHtml))
      const rendered = renderMail('candidateNotice', { subject: filled.subject, bodyHtml: filled.bodyHtml, bodyText })
      const messageId = await recordCandidateMessage(tx, {
        candidateId: candidate.id,
        jobId: null,
        senderUserId: ctx.actor.userId,
        channel: 'email',
        template: template.key,
        recipient: candidate.email,
        subject: filled.subject,
        body: bodyText,
      })
      const payload: MailPayload = { to: candidate.email, template: 'candidateNotice', ...rendered, messageId }
      await enqueueOutbox(tx, {
        topic: 'mail.send',
        payload,
        aggregateType: 'candidate',
        aggregateId: candidate.id,
        requestId: ctx.requestId,
      })
      await auditEvent(tx, ctx, {
        candidateId: candidate.id,
        entityType: 'candidate',
        entityId: candidate.id,
        action: 'sendNotification',
        after: { type: input.type, messageId },
      })
      result.queued.push({ candidateId, email: candidate.email, messageId })
    }
    return result
  })
}
