/**
 * The opportunity-response store: the link's state (checking, valid, answered, or one of the
 * link results not_found, invalid_hash, hash_expired, already_submitted) and the answer sent.
 */
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import { onResetAll } from '../../app/reset'
import {
  answerOpportunity,
  checkOpportunity,
  type JitOpportunityAnswer,
  markOpportunitySeen,
  type OpportunityResponse,
} from './api'

export type LinkResult = 'not_found' | 'invalid_hash' | 'hash_expired' | 'already_submitted'

export const LINK_MESSAGES: Record<LinkResult, string> = {
  invalid_hash: 'Invalid link!',
  hash_expired: 'This link has expired.',
  already_submitted: 'You have already answered this opportunity.',
  not_found: 'This opportunity no longer exists.',
}

function initial() {
  return {
    status: 'checking' as 'checking' | 'valid' | 'sending' | 'answered' | 'failed',
    result: null as LinkResult | null,
    message: null as string | null,
    opportunity: null as JitOpportunityAnswer | null,
    fieldErrors: {} as Record<string, string>,
  }
}

export const opportunityState = proxy(initial())
onResetAll(() => Object.assign(opportunityState, initial()))

function fail(error: unknown) {
  const s = opportunityState
  s.status = 'failed'
  const result = isApiError(error) ? (error.meta?.result as LinkResult | undefined) : undefined
  s.result = result ?? null
  s.message = result
    ? LINK_MESSAGES[result]
    : isApiError(error)
      ? error.message
      : 'Something went wrong. Please try again.'
}

export async function checkLink(hash: string, response: OpportunityResponse) {
  Object.assign(opportunityState, initial())
  try {
    opportunityState.opportunity = await checkOpportunity(hash, response)
    opportunityState.status = 'valid'
    // the candidate has now seen what their feed says about this job
    void markOpportunitySeen(hash)
  } catch (error) {
    fail(error)
  }
}

export async function sendAnswer(
  hash: string,
  response: OpportunityResponse,
  body: { notInterestedReasonIds?: string[]; notes?: string },
) {
  const s = opportunityState
  s.status = 'sending'
  s.fieldErrors = {}
  try {
    s.opportunity = await answerOpportunity(hash, response, body)
    s.status = 'answered'
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      s.status = 'valid'
      for (const d of error.details) if (d.path) s.fieldErrors[d.path.split('.')[0]!] = d.message
      return
    }
    fail(error)
  }
}
