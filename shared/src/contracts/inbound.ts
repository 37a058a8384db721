/**
 * The public inbound calls (spec 000 §2 public routes apply and hire, §7 public calls carry an
 * access key; 002 §7 compensation engine): what the apply and hire forms and the compensation
 * widget send and get back. Shapes here; the field rules are `domain/inbound` (the widgets run
 * the same ones), applied in a refinement so a bad field answers 422 with its rule.
 */
import * as z from 'zod'
import {
  type ApplyFields,
  applyFormProblems,
  botProblem,
  type HireFields,
  hireFormProblems,
  INBOUND_MIX_STEPS,
  INBOUND_LIMITS as L,
  MIN_FILL_MS,
  type SalesPingFields,
  salesPingProblems,
} from '../domain/inbound/index'

/** Ours: a token is well under this (base64url claims and signature); more is not ours. */
const FORM_TOKEN_MAX_LENGTH = 1000

type BotFields = { website?: string | undefined }

const money = z.number().int().min(0).max(L.moneyMax).describe('Whole currency units (USD) per year')
const shortText = (max: number) => z.string().trim().max(max)

/** The bot checks every inbound form carries. */
const botFields = {
  website: z.string().max(200).optional().describe('Honeypot: a hidden field people leave empty'),
  formToken: z
    .string()
    .min(1)
    .max(FORM_TOKEN_MAX_LENGTH)
    .describe(
      `The signed form token the form's form-token call answered when it rendered; refused when missing, for another key, site or form, older than 24 hours, or younger than ${MIN_FILL_MS / 1000} s`,
    ),
  campaignId: z.uuid().optional().describe('The inbound form configuration (campaign) the form showed'),
}

function refineWith<T extends BotFields>(check: (v: T) => { path: string; rule: string; message: string }[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    const bot = botProblem(value)
    for (const p of bot ? [bot] : check(value))
      ctx.addIssue({ code: 'custom', path: p.path.split('.'), message: p.message, params: { rule: p.rule } })
  }
}

export const ApplyInput = z
  .strictObject({
    firstName: shortText(50),
    lastName: shortText(50),
    email: shortText(254),
    phone: shortText(30).nullable().optional(),
    linkedInProfileUrl: shortText(1000).nullable().optional(),
    resumeMediaId: z.uuid().optional().describe('A resume sent first to guest/temp-files with this key'),
    desiredPositionId: z.uuid().optional().describe('A `position` list-of-values id'),
    cityId: z.string().trim().min(1).max(40).optional().describe('A city id from locations/cities'),
    desiredBaseSalary: money.nullable().optional(),
    desiredOTE: money.nullable().optional(),
    privacyPolicyAccepted: z.boolean().describe('Consent to the privacy policy; must be true'),
    ...botFields,
  })
  .superRefine(refineWith<ApplyFields & BotFields>(applyFormProblems))
export type ApplyInput = z.infer<typeof ApplyInput>

export const ApplyResult = z.object({
  candidateId: z.uuid(),
  outcome: z.enum(['created', 'matched']).describe('matched: an existing candidate (same e-mail or LinkedIn URL)'),
  resume: z
    .enum(['none', 'applied', 'pending', 'failed'])
    .describe('What became of the resume: parsed into the profile, still parsing, or unreadable'),
  message: z.string(),
})
export type ApplyResult = z.infer<typeof ApplyResult>

export const HireRoleInput = z.strictObject({
  title: shortText(L.title),
  positionId: z.uuid().optional().describe('A `position` list-of-values id'),
  headcount: z.number().int(),
})

export const HireInput = z
  .strictObject({
    companyName: shortText(L.companyName),
    firstName: shortText(50),
    lastName: shortText(50),
    email: shortText(254),
    phone: shortText(30).nullable().optional(),
    jobTitle: shortText(L.title).optional().describe("The contact's own title"),
    roles: z.array(HireRoleInput).max(L.roles),
    locations: z.array(shortText(L.location).min(1)).max(L.locations).default([]),
    baseSalaryMin: money.nullable().optional(),
    baseSalaryMax: money.nullable().optional(),
    oteMin: money.nullable().optional(),
    oteMax: money.nullable().optional(),
    inboundMix: z
      .number()
      .int()
      .describe(`Percent of the pipeline from inbound: ${INBOUND_MIX_STEPS.join(', ')}`),
    message: shortText(L.message).optional(),
    privacyPolicyAccepted: z.boolean(),
    ...botFields,
  })
  .superRefine(refineWith<HireFields & BotFields>(hireFormProblems))
export type HireInput = z.infer<typeof HireInput>

export const HireResult = z.object({
  leadId: z.uuid(),
  status: z.literal('newInbound'),
  message: z.string(),
})
export type HireResult = z.infer<typeof HireResult>

/** POST inbound/compensation-engine/ping-sales-team: a visitor of the compensation widget asks for a call. */
export const SalesPingInput = z
  .strictObject({
    companyName: shortText(L.companyName),
    firstName: shortText(50),
    lastName: shortText(50),
    email: shortText(254),
    headcount: z.number().int().nullable().default(null).describe('How many people they hire for the role'),
    message: shortText(L.message).nullable().default(null),
    positionId: z.uuid().nullable().default(null).describe('The position looked at, if any'),
    stateIds: z.array(z.string().trim().min(1).max(20)).max(20).default([]).describe('US state ids looked at'),
    levelId: z.uuid().nullable().default(null),
    experienceId: z.uuid().nullable().default(null),
    privacyPolicyAccepted: z.boolean(),
    website: botFields.website,
    formToken: botFields.formToken,
  })
  .superRefine(refineWith<SalesPingFields & BotFields>(salesPingProblems))
export type SalesPingInput = z.infer<typeof SalesPingInput>

export const SalesPingResult = z.object({
  /** The mail to the sales team is in the outbox; the mail worker delivers it (never "sent"). */
  status: z.literal('queued'),
  message: z.string(),
})
export type SalesPingResult = z.infer<typeof SalesPingResult>

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional()
    .describe('The same key on a retried submit answers the first result and creates nothing again'),
})

/** POST inbound/{form}/form-token: what a widget asks for when it renders (no body). */
export const FormTokenResult = z.object({
  token: z.string().describe('Send it as `formToken` with the submit'),
  issuedAt: z.iso.datetime().describe('Server time of issue; the submit is refused before `notBefore`'),
  notBefore: z.iso.datetime().describe(`${MIN_FILL_MS / 1000} s after issue: the minimum fill time`),
  expiresAt: z.iso.datetime(),
})
export type FormTokenResult = z.infer<typeof FormTokenResult>
