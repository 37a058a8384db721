/**
 * The public interview-response link (000 §2 route "interview"; 002 §2 "Interview responses
 * (public)"; 000 §8 "already responded, offering login"): the invite mail carries a secret link;
 * with it, and no session, the candidate reads the interview and answers it once.
 * GET guest/candidate/interviews/{hash}; POST guest/candidate/interviews/{hash}/response.
 * Link results (`error.meta.result`): invalid (404, no such link), cancelled and expired (410),
 * alreadyResponded (409 on a second answer; the GET answers 200 with state responded).
 */
import * as z from 'zod'
import { INTERVIEW_RESPONSE_CHOICES, INTERVIEW_RESPONSE_NOTE_MAX } from '../domain/interview-response/index'
import { CandidateInterview } from './candidate-dashboard'

export const InterviewLinkParams = z.strictObject({
  hash: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a link hash')
    .describe('The secret of the link in the invite mail'),
})
export type InterviewLinkParams = z.infer<typeof InterviewLinkParams>

export const InterviewResponseInput = z.strictObject({
  response: z.enum(INTERVIEW_RESPONSE_CHOICES).describe('accepted, declined, or rescheduleRequested (another time)'),
  note: z
    .string()
    .trim()
    .max(INTERVIEW_RESPONSE_NOTE_MAX)
    .optional()
    .describe(`At most ${INTERVIEW_RESPONSE_NOTE_MAX} characters; required to propose another time (which times suit)`),
})
export type InterviewResponseInput = z.infer<typeof InterviewResponseInput>

export const InterviewLinkAnswer = z.object({
  state: z
    .enum(['open', 'responded'])
    .describe('open: can be answered; responded: answered (the answer is on the interview)'),
  candidateFirstName: z.string(),
  interview: CandidateInterview,
})
export type InterviewLinkAnswer = z.infer<typeof InterviewLinkAnswer>

/** `error.meta.result` of a link that cannot be answered. */
export const INTERVIEW_LINK_RESULTS = ['invalid', 'cancelled', 'expired', 'alreadyResponded'] as const
export type InterviewLinkResult = (typeof INTERVIEW_LINK_RESULTS)[number]
