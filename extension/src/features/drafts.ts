/**
 * The pitch drafts the overlay starts from: the administrator's `candidatePitch` templates for the
 * job's sales segment (GET extension/pitch-templates), else the built-in drafts below, filled with
 * the shared template renderer (shared/domain/jobs/templates). A receiver-name placeholder left
 * unfilled stops the pitch with the spec's message.
 */
import type { PitchTemplates } from '@quota/shared/contracts/extension'
import { renderTemplate } from '@quota/shared/domain/jobs/templates'
import { withArticle } from '@quota/shared/domain/text/article'
import { send } from '../messaging/send'

export const FIRST_NAME_MISSING = 'Please update candidate first name'
export const DRAFT_LOADING = 'The draft is still being prepared; try again in a moment.'
export const EMAIL_DRAFT_EMPTY = 'Write a subject and a message first.'
export const INMAIL_DRAFT_EMPTY = 'Write the InMail first: an empty draft is not placed.'

export const EMAIL_DRAFT = {
  subject: 'A role you may like: {{jobName}}',
  body: 'Hi {{receiverName}},\n\nI am recruiting for {{aJobName}} role{{atCompany}} and your background stood out. Would you be open to a short call this week?\n\nBest,\n{{senderName}}',
}
export const INMAIL_DRAFT =
  'Hi {{receiverName}}, I am recruiting for {{aJobName}} role{{atCompany}} and your experience stood out. Open to a quick chat?\n{{senderName}}'

export interface DraftValues {
  receiverName: string | null
  jobName: string
  organizationName: string | null
  senderName: string
}

export function fillDraft(text: string, v: DraftValues): { text: string; missing: string[] } {
  const values: Record<string, string> = {
    jobName: v.jobName,
    // "an Account Executive role", never "a Account Executive"
    aJobName: withArticle(v.jobName),
    atCompany: v.organizationName ? ` at ${v.organizationName}` : '',
    senderName: v.senderName,
  }
  // the names the admin's templates use (the admin screen documents them)
  if (v.organizationName) values.companyName = values.organizationName = v.organizationName
  const first = v.receiverName?.trim()
  if (first) values.receiverName = values.candidateFirstName = values.firstName = first
  return renderTemplate(text, values, { html: false })
}

/** The spec's check before a pitch goes: the receiver's name must be filled in. */
export const receiverNameLeft = (text: string) => /\{\{\s*receiverName\s*\}\}/.test(text)

/** The admin's templates per job, asked once per job while the page is open. */
const templatesOf = new Map<string, Promise<PitchTemplates>>()
export function pitchTemplates(jobId: string): Promise<PitchTemplates> {
  let asked = templatesOf.get(jobId)
  if (!asked) {
    asked = send('pitchTemplates', { jobId })
    templatesOf.set(jobId, asked)
    asked.catch(() => templatesOf.delete(jobId))
  }
  return asked
}

/** The e-mail draft of a job: the admin's template for its segment, else the built-in one. */
export async function emailDraftOf(jobId: string): Promise<{ subject: string; body: string }> {
  // unreachable templates leave the built-in draft (the pitch itself still goes through the API)
  const t = (await pitchTemplates(jobId).catch(() => null))?.email
  return t ? { subject: t.subject ?? EMAIL_DRAFT.subject, body: t.body } : EMAIL_DRAFT
}

/** The InMail draft of a job: the admin's InMail template for its segment, else the built-in one. */
export async function inMailDraftOf(jobId: string): Promise<string> {
  return (await pitchTemplates(jobId).catch(() => null))?.inMail?.body ?? INMAIL_DRAFT
}
