/**
 * Mails a recruiter sends to selected candidates (001 §7 POST candidates/send-notification?type=,
 * GET template/invite-templates; §5 "Please select candidates to notify."). Each type has a
 * built-in template; an administrator may replace it with an active Default-segment e-mail template
 * of the same key (Configurations → templates). Pure: the API renders the mail with it, the web
 * shows the same subject and text before sending.
 */
import { pickTemplate, placeholdersOf, renderTemplate } from '../jobs/templates'

export const CANDIDATE_NOTIFICATION_TYPES = ['searchStatus', 'completeProfile'] as const
export type CandidateNotificationType = (typeof CANDIDATE_NOTIFICATION_TYPES)[number]

/** The most candidates one notification goes to (spec 000 §9: selected candidates at once 10). */
export const MAX_NOTIFIED_CANDIDATES = 10
export const NO_CANDIDATES_TO_NOTIFY = 'Please select candidates to notify.'

export interface InviteTemplateText {
  key: string
  displayName: string
  subject: string
  bodyHtml: string
}

export const BUILT_IN_INVITE_TEMPLATES: Record<CandidateNotificationType, InviteTemplateText> = {
  searchStatus: {
    key: 'candidateInvite.searchStatus',
    displayName: 'Ask to confirm the search status',
    subject: 'Are you still looking, {{candidateFirstName}}?',
    bodyHtml:
      '<p>Hi {{candidateFirstName}},</p><p>{{senderName}} would like to know where your job search stands, so we only bring you opportunities you want. It takes one click, no sign-in needed:</p><p><a href="{{link}}">Update my search status</a></p><p>The link works for {{linkDays}} days.</p>',
  },
  completeProfile: {
    key: 'candidateInvite.completeProfile',
    displayName: 'Ask to complete the profile',
    subject: '{{candidateFirstName}}, your profile is {{profileCompletion}}% complete',
    bodyHtml:
      '<p>Hi {{candidateFirstName}},</p><p>{{senderName}} asks you to complete your profile: companies decide faster on complete profiles.</p><p><a href="{{link}}">Sign in and complete my profile</a></p>',
  },
}

export interface StoredInviteTemplate {
  key: string
  segment: 'default' | string
  channel: string
  isActive: boolean
  subject: string | null
  bodyHtml: string
}

/** The template a type uses: the administrator's active Default e-mail template of its key, else the built-in one. */
export function inviteTemplateFor(
  type: CandidateNotificationType,
  stored: readonly StoredInviteTemplate[],
): InviteTemplateText & { isCustom: boolean; placeholders: string[] } {
  const builtIn = BUILT_IN_INVITE_TEMPLATES[type]
  const custom = pickTemplate(
    stored
      .filter((t) => t.key === builtIn.key && t.channel === 'email')
      .map((t) => ({ ...t, segment: 'default' as const, isActive: t.isActive && t.segment === 'default' })),
    'default',
  )
  const chosen = custom
    ? { ...builtIn, subject: custom.subject?.trim() || builtIn.subject, bodyHtml: custom.bodyHtml }
    : builtIn
  return { ...chosen, isCustom: !!custom, placeholders: placeholdersOf(`${chosen.subject} ${chosen.bodyHtml}`) }
}

/** Subject (plain) and body (HTML, values escaped) with the placeholders filled; unknown ones are left as typed. */
export function renderInvite(
  template: Pick<InviteTemplateText, 'subject' | 'bodyHtml'>,
  values: Readonly<Record<string, string>>,
): { subject: string; bodyHtml: string; missing: string[] } {
  const subject = renderTemplate(template.subject, values, { html: false })
  const body = renderTemplate(template.bodyHtml, values, { html: true })
  return {
    subject: subject.text,
    bodyHtml: body.text,
    missing: [...new Set([...subject.missing, ...body.missing])],
  }
}
