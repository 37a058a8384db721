/**
 * The interview-response store: the link's state (checking, open, sending, answered here,
 * answered before, or a link problem: invalid, cancelled, expired) and the interview it shows.
 */
import type { InterviewLinkResult } from '@quota/shared/contracts/interview-response'
import type { InterviewResponse } from '@quota/shared/domain/enums'
import { INTERVIEW_LINK_MESSAGES, type InterviewResponseChoice } from '@quota/shared/domain/interview-response/index'
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import { type InterviewLinkAnswer, readInterviewLink, respondToInterview } from './api'

const LINK_MESSAGES: Record<InterviewLinkResult, string> = {
  invalid: INTERVIEW_LINK_MESSAGES.invalid,
  cancelled: INTERVIEW_LINK_MESSAGES.cancelled,
  expired: INTERVIEW_LINK_MESSAGES.expired,
  alreadyResponded: INTERVIEW_LINK_MESSAGES.alreadyResponded,
}

function initial() {
  return {
    status: 'checking' as 'checking' | 'open' | 'sending' | 'answered' | 'responded' | 'failed',
    message: null as string | null,
    link: null as InterviewLinkAnswer | null,
    /** The answer given, when known (answered here, or the one on record). */
    response: null as InterviewResponse | null,
    fieldErrors: {} as Record<string, string>,
  }
}

export const interviewResponseState = proxy(initial())
onResetAll(() => Object.assign(interviewResponseState, initial()))

function fail(error: unknown) {
  const s = interviewResponseState
  const result = isApiError(error) ? (error.meta?.result as InterviewLinkResult | undefined) : undefined
  if (result === 'alreadyResponded') {
    // answered meanwhile (another tab, another device): show the answer on record
    s.status = 'responded'
    s.response = (isApiError(error) ? (error.meta?.response as InterviewResponse | undefined) : undefined) ?? s.response
    return
  }
  s.status = 'failed'
  s.message = result
    ? LINK_MESSAGES[result]
    : isApiError(error)
      ? error.message
      : 'Something went wrong. Please try again.'
}

export async function openInterviewLink(hash: string) {
  Object.assign(interviewResponseState, initial())
  try {
    const link = await readInterviewLink(hash)
    interviewResponseState.link = link
    interviewResponseState.response = link.interview.response
    interviewResponseState.status = link.state === 'open' ? 'open' : 'responded'
  } catch (error) {
    fail(error)
  }
}

export async function sendInterviewResponse(hash: string, response: InterviewResponseChoice, note: string) {
  const s = interviewResponseState
  s.status = 'sending'
  s.fieldErrors = {}
  try {
    const link = await respondToInterview(hash, { response, ...(note.trim() ? { note: note.trim() } : {}) })
    s.link = link
    s.response = link.interview.response
    s.status = 'answered'
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      s.status = 'open'
      for (const d of error.details) if (d.path) s.fieldErrors[d.path.split('.')[0]!] = d.message
      return
    }
    fail(error)
  }
}
