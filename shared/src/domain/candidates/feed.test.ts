import { describe, expect, it } from 'vitest'
import { type FeedMove, feedTypeOf } from './feed'

const move = (action: string, from: string | null, to: string, currentStatus: string | null = null): FeedMove => ({
  action,
  from: from ? { stageType: from } : null,
  to: { stageType: to, currentStatus },
})

describe('feedTypeOf', () => {
  it.each([
    ['shortlisting is the recruiters’ own business', move('shortlist', 'matching', 'shortlist'), null],
    ['hiding too', move('hide', 'matching', 'hidden'), null],
    ['a submittal reaches the feed', move('submit', 'shortlist', 'submittal'), 'stageChanged'],
    ['a client rejection in send-out', move('reject', 'send_out', 'send_out'), 'stageChanged'],
    ['leaving the submittal back to shortlist', move('unSubmit', 'submittal', 'shortlist'), 'stageChanged'],
    ['an interview', move('scheduleInterview', 'submittal', 'send_out'), 'interviewScheduled'],
    ['an offer', move('trackOffer', 'send_out', 'offer'), 'offerTracked'],
    ['an updated offer', move('updateOffer', 'offer', 'offer'), 'offerTracked'],
    ['the hire', move('moveToHired', 'offer', 'offer'), 'hired'],
    ['an opportunity asked from submittal', move('requestForInfo', 'submittal', 'submittal'), 'opportunityPitched'],
    ['a JIT suggestion', move('flagJitFarming', 'shortlist', 'shortlist', 'jit_farming'), 'stageChanged'],
    ['removal never shows', move('delete', 'submittal', 'submittal'), null],
    ['nor the ATS push', move('pushToATS', 'submittal', 'submittal'), null],
    ['nor the JIT hand-off', move('jitHandoff', 'shortlist', 'shortlist', 'jit_farming'), null],
  ])('%s', (_name, m, expected) => {
    expect(feedTypeOf(m)).toBe(expected)
  })
})
