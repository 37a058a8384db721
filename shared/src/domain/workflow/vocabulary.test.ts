import { describe, expect, it } from 'vitest'
import {
  ACTION_NAMES,
  ACTIONS,
  DISPLAY_STATUS_NAMES,
  DISPLAY_STATUSES,
  HOLDING_OFF_STATUSES,
  isHoldingOff,
  JOB_STATUS_NAMES,
  JOB_STATUSES,
  LIST_KIND_NAMES,
  LIST_KINDS,
  rejectingPartyOf,
  STAGE_TYPE_NAMES,
  STAGE_TYPES,
  SUB_STATUS_DISPLAY_NAMES,
  SUB_STATUS_NAMES,
  SUB_STATUSES,
  SUB_STATUSES_BY_STAGE,
  stageOfSubStatus,
  subStatusChoices,
} from './vocabulary'

describe('vocabulary', () => {
  it('keys are unique in every list', () => {
    for (const list of [STAGE_TYPES, SUB_STATUSES, DISPLAY_STATUSES, JOB_STATUSES, LIST_KINDS, ACTIONS])
      expect(new Set(list).size).toBe(list.length)
  })

  it('every key has a display name', () => {
    const maps: Array<[readonly string[], Record<string, string>]> = [
      [STAGE_TYPES, STAGE_TYPE_NAMES],
      [SUB_STATUSES, SUB_STATUS_NAMES],
      [SUB_STATUSES, SUB_STATUS_DISPLAY_NAMES],
      [DISPLAY_STATUSES, DISPLAY_STATUS_NAMES],
      [JOB_STATUSES, JOB_STATUS_NAMES],
      [LIST_KINDS, LIST_KIND_NAMES],
      [ACTIONS, ACTION_NAMES],
    ]
    for (const [keys, names] of maps) expect(Object.keys(names).sort()).toEqual([...keys].sort())
  })

  it.each([
    ['submittal', 'Pending'],
    ['send_out', 'Interviewing'],
    ['offer', 'Offer'],
  ] as const)('stage %s is shown as %s', (stage, name) => {
    expect(STAGE_TYPE_NAMES[stage]).toBe(name)
  })

  it.each([
    ['am_submitted', 'AM Submitted', 'Pending Client Approval'],
    ['waiting_for_next_steps', 'Waiting for Next Steps/Feedback', 'Waiting for Next Steps'],
    ['pitched_pending', 'Pitched: Pending', 'Pitched: Pending'],
    ['holding_off_final_interview_pending_offer', 'Final Interview/Pending Offer', 'Final Interview/Pending Offer'],
  ] as const)('%s is named %s and shown as %s', (status, name, shown) => {
    expect(SUB_STATUS_NAMES[status]).toBe(name)
    expect(SUB_STATUS_DISPLAY_NAMES[status]).toBe(shown)
  })

  it('has the spec’s sub-status counts: submittal 10 (4 holding off), interviewing 5, shortlist 11', () => {
    expect(SUB_STATUSES_BY_STAGE.submittal).toHaveLength(10)
    expect(HOLDING_OFF_STATUSES).toHaveLength(4)
    expect(SUB_STATUSES_BY_STAGE.send_out).toHaveLength(5)
    expect(SUB_STATUSES_BY_STAGE.shortlist).toHaveLength(11)
  })

  it('knows each status’s stage and the holding-off group', () => {
    for (const [stage, statuses] of Object.entries(SUB_STATUSES_BY_STAGE))
      for (const status of statuses) expect(stageOfSubStatus(status)).toBe(stage)
    expect(isHoldingOff('holding_off_search_on_hold')).toBe(true)
    expect(isHoldingOff('am_submitted')).toBe(false)
    expect(isHoldingOff(null)).toBe(false)
  })

  it.each([
    ['recruiter', 'provider'],
    ['nonStaff', 'provider'],
    ['client', 'client'],
  ] as const)('a %s rejects as the %s', (viewer, party) => {
    expect(rejectingPartyOf(viewer)).toBe(party)
  })
})

describe('subStatusChoices', () => {
  it.each([
    {
      name: 'internal recruiter: submittal without Pending Candidate Response',
      viewer: 'recruiter',
      type: 'internal',
      includes: false,
    },
    { name: 'fractional recruiter: the same as internal', viewer: 'recruiter', type: 'fractional', includes: false },
    {
      name: 'recruiter of unknown type: still no provider user may choose it',
      viewer: 'recruiter',
      type: null,
      includes: false,
    },
    { name: 'non-staff: no provider user may choose it', viewer: 'nonStaff', type: null, includes: false },
    {
      name: 'client: keeps it (the spec removes it for provider users only)',
      viewer: 'client',
      type: null,
      includes: true,
    },
  ] as const)('$name', ({ viewer, type, includes }) => {
    const choices = subStatusChoices('submittal', viewer, type)
    expect(choices.includes('pending_candidate_response')).toBe(includes)
    expect(choices).toHaveLength(includes ? 10 : 9)
    expect(choices).toContain('pending_am_approval')
    for (const status of HOLDING_OFF_STATUSES) expect(choices).toContain(status)
  })

  it.each([
    ['send_out', 5],
    ['shortlist', 11],
    ['matching', 0],
    ['offer', 0],
    ['hidden', 0],
  ] as const)('%s offers %i statuses', (stage, count) => {
    expect(subStatusChoices(stage, 'recruiter', 'internal')).toHaveLength(count)
  })
})
