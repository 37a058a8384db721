/**
 * What the browser extension asks on a professional-network profile page (issue 15; 000 §5
 * LinkedIn URL rules recruiterUrl / invalidUrl): is this profile a Quota candidate (by its
 * normalised URL, then by e-mail when known), and adding an unknown one, filled from the page.
 */
import * as z from 'zod'
import { EXTENSION_ACTION_KINDS } from '../domain/data-extraction/index'

export { EXTENSION_HAND_OVER } from '../domain/data-extraction/hand-over'

import { SALES_SEGMENTS, SEARCH_STATUSES } from '../domain/enums'
import { LIMITS } from '../domain/validation/limits'
import { STAGE_TONES } from '../domain/workflow/stage-text'
import { createAnyway } from './identity'
import { isTimeZone, PitchInMailInput, PitchInput, ShortlistInput, StageActionResult } from './pipeline'

const profileUrl = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.shortText * 4)
  .describe('The profile page URL as the browser shows it (normalised by the server)')
const email = z.email().max(LIMITS.shortText).describe('An e-mail address shown on the page, when there is one')
const text = (what: string) => z.string().trim().max(LIMITS.shortText).describe(what)

export const ProfileMatchInput = z.strictObject({
  profileUrl,
  email: email.optional(),
})
export type ProfileMatchInput = z.infer<typeof ProfileMatchInput>

export const ProfileCandidateJob = z.object({
  jobId: z.uuid(),
  jobName: z.string(),
  organizationName: z.string().nullable(),
  stage: z.string().describe('Stage and sub-status as the web app names them ("Pending · Pending Client Approval")'),
  stageTone: z.enum(STAGE_TONES).describe('The tone of the stage badge (danger: rejected, success: hired)'),
  stageCurrentStatus: z.string().nullable(),
})
export type ProfileCandidateJob = z.infer<typeof ProfileCandidateJob>

export const ProfileCandidate = z.object({
  id: z.uuid(),
  fullName: z.string(),
  currentTitle: z.string().nullable(),
  currentCompany: z.string().nullable(),
  searchStatus: z.enum(SEARCH_STATUSES).nullable(),
  owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  lastTouchAt: z.string().nullable(),
  doNotContact: z.boolean(),
  permanentlyDisqualified: z.boolean(),
  hasEmail: z.boolean(),
  linkedInProfileUrl: z.string().nullable(),
  jobs: z.array(ProfileCandidateJob),
  webPath: z.string().describe("The candidate's profile in the web app (a path under the web app's origin)"),
})
export type ProfileCandidate = z.infer<typeof ProfileCandidate>

export const ProfileMatch = z.object({
  profileUrl: z.string().describe('The normalised profile URL'),
  matchedBy: z.enum(['profileUrl', 'email']).nullable(),
  candidate: ProfileCandidate.nullable().describe('Null: not a Quota candidate yet'),
})
export type ProfileMatch = z.infer<typeof ProfileMatch>

export const AddProfileCandidateInput = z.strictObject({
  profileUrl,
  firstName: text('First name').min(1),
  lastName: text('Last name').default(''),
  headline: text('The headline under the name').optional(),
  currentTitle: text('Current title (the first experience)').optional(),
  currentCompany: text('Current company (the first experience)').optional(),
  location: text('Location as the page shows it').optional(),
  email: email.optional(),
  createAnyway,
})
export type AddProfileCandidateInput = z.infer<typeof AddProfileCandidateInput>

// The extension's actions under per-recruiter daily caps (ours: the spec names no number)

const timezone = z
  .string()
  .trim()
  .max(64)
  .default('UTC')
  .refine(isTimeZone, { message: 'Unknown time zone', params: { rule: 'invalidTimezone' } })
  .describe('IANA time zone of the recruiter’s day (default UTC)')

export const ExtensionDailyCapsQuery = z.strictObject({ timezone })
export type ExtensionDailyCapsQuery = z.infer<typeof ExtensionDailyCapsQuery>

export const ExtensionDailyCap = z.object({
  kind: z.enum(EXTENSION_ACTION_KINDS),
  limit: z.number().int().describe('How many a day'),
  used: z.number().int().describe('How many today, in the recruiter’s time zone'),
  remaining: z.number().int(),
})
export const ExtensionDailyCaps = z.object({
  timezone: z.string(),
  caps: z.array(ExtensionDailyCap),
})
export type ExtensionDailyCaps = z.infer<typeof ExtensionDailyCaps>

const target = {
  jobId: z.uuid(),
  candidateId: z.uuid(),
  timezone,
}
export const ExtensionActionInput = z.discriminatedUnion('action', [
  z.strictObject({ ...target, action: z.literal('shortlist'), body: ShortlistInput.default({}) }),
  z.strictObject({ ...target, action: z.literal('pitchEmail'), body: PitchInput }),
  z.strictObject({ ...target, action: z.literal('inMail'), body: PitchInMailInput }),
])
export type ExtensionActionInput = z.infer<typeof ExtensionActionInput>

export const ExtensionActionResult = StageActionResult.extend({
  caps: ExtensionDailyCaps.describe('Today’s caps after this action'),
})

// Sign-in hand-over: a signed-in web session connects the extension without a password

export const ExtensionHandOverCode = z.object({
  code: z.string().describe('One-time code for the extension (single use, short-lived); never shown to a person'),
  expiresAt: z.string(),
})
export type ExtensionHandOverCode = z.infer<typeof ExtensionHandOverCode>

export const ExtensionHandOverInput = z.strictObject({
  code: z.string().trim().min(1).max(200).describe('The code from POST extension/hand-over-codes'),
})
export type ExtensionHandOverInput = z.infer<typeof ExtensionHandOverInput>

// ---------------------------------------------------------------------------------------------
// Pitch templates (GET extension/pitch-templates)

/**
 * The administrator's pitch templates (Configurations → Templates) the extension drafts from: key
 * `candidatePitch`, the e-mail channel for the pitch e-mail and the InMail channel for the InMail
 * draft, the job's sales segment's own active one, else Default's, else none (the built-in draft).
 */
export const EXTENSION_PITCH_TEMPLATE_KEY = 'candidatePitch'
export const PitchTemplatesQuery = z.strictObject({
  jobId: z.uuid().describe('The job the pitch is about: its role decides the sales segment'),
})
export type PitchTemplatesQuery = z.infer<typeof PitchTemplatesQuery>
const pitchTemplate = z.object({
  templateId: z.uuid(),
  segment: z.enum(SALES_SEGMENTS).describe('The segment of the template used (the job’s, or default)'),
  subject: z.string().nullable(),
  body: z.string().describe('Plain text with {{placeholders}} (receiverName, jobName, companyName, senderName)'),
})
export const PitchTemplates = z.object({
  segment: z.enum(SALES_SEGMENTS).describe('The job’s sales segment'),
  segmentName: z.string(),
  email: pitchTemplate.nullable().describe('Null: no active template; the extension’s built-in draft is used'),
  inMail: pitchTemplate.nullable(),
})
export type PitchTemplates = z.infer<typeof PitchTemplates>
