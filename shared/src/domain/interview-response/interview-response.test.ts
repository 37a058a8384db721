import { describe, expect, it } from 'vitest'
import { type InterviewLinkFacts, interviewLinkState, interviewResponseNoteProblem } from './index'

const now = new Date('2031-05-01T12:00:00Z')
const later = new Date('2031-05-02T12:00:00Z')
const earlier = new Date('2031-04-30T12:00:00Z')
const base: InterviewLinkFacts = { state: 'scheduled', candidateResponse: 'pending', endsAt: later, revoked: false }

describe('interviewLinkState', () => {
  it.each<[string, Partial<InterviewLinkFacts>, ReturnType<typeof interviewLinkState>]>([
    ['an unanswered upcoming interview', {}, 'open'],
    ['an answered one', { candidateResponse: 'accepted' }, 'alreadyResponded'],
    ['declined', { candidateResponse: 'declined' }, 'alreadyResponded'],
    ['another time proposed', { candidateResponse: 'rescheduleRequested' }, 'alreadyResponded'],
    ['answered, then over', { candidateResponse: 'accepted', endsAt: earlier }, 'alreadyResponded'],
    ['answered, then cancelled', { candidateResponse: 'accepted', state: 'cancelled' }, 'cancelled'],
    ['answered, then its link replaced', { candidateResponse: 'accepted', revoked: true }, 'alreadyResponded'],
    ['cancelled', { state: 'cancelled' }, 'cancelled'],
    ['a replaced link', { revoked: true }, 'cancelled'],
    ['over', { endsAt: earlier }, 'expired'],
    ['ending right now', { endsAt: now }, 'expired'],
    ['marked completed', { state: 'completed' }, 'expired'],
  ])('%s', (_name, facts, expected) => {
    expect(interviewLinkState({ ...base, ...facts }, now)).toBe(expected)
  })
})

describe('interviewResponseNoteProblem', () => {
  it.each<[Parameters<typeof interviewResponseNoteProblem>[0], string | undefined, 'required' | null]>([
    ['accepted', undefined, null],
    ['declined', undefined, null],
    ['declined', 'Took another offer', null],
    ['rescheduleRequested', undefined, 'required'],
    ['rescheduleRequested', '   ', 'required'],
    ['rescheduleRequested', 'Any afternoon next week', null],
  ])('%s with note %j', (response, note, rule) => {
    expect(interviewResponseNoteProblem(response, note)?.rule ?? null).toBe(rule)
  })
})
