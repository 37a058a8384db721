import { describe, expect, test } from 'vitest'
import {
  parseAmount,
  validateHire,
  validateMessage,
  validateOffer,
  validateReject,
  validateRequestInfo,
  validateSchedule,
} from './validators'

describe('action dialog rules', () => {
  test('amounts: digits with optional commas', () => {
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('120,000')).toBe(120_000)
    expect(parseAmount('$ 95000')).toBe(95_000)
    expect(parseAmount('12k')).toBeNaN()
  })

  test.each([
    [
      { salary: '', ote: '' },
      { salary: 'This field is required.', ote: 'This field is required.' },
    ],
    [
      { salary: '9999', ote: '1000001' },
      { salary: 'Enter an amount between 10,000 and 1,000,000.', ote: 'Enter an amount between 10,000 and 1,000,000.' },
    ],
    [{ salary: '10000', ote: '1000000' }, {}],
    [{ salary: '150000', ote: '150000' }, { salary: 'Salary must be less than OTE' }],
    [{ salary: '200000', ote: '150000' }, { salary: 'Salary must be less than OTE' }],
    [{ salary: 'abc', ote: '150000' }, { salary: 'Please enter numbers only.' }],
  ])('track offer %o', (amounts, errors) => {
    expect(validateOffer({ offerTypeId: '', additionalInfoNotes: '', ...amounts })).toEqual(errors)
  })

  test('move to hired: the joining date is required; amounts are optional but checked', () => {
    const empty = { joiningDate: '', salary: '', ote: '', stockOptions: '', notes: '' }
    expect(validateHire(empty)).toEqual({ joiningDate: 'This field is required.' })
    expect(validateHire({ ...empty, joiningDate: '2027-02-30' })).toEqual({ joiningDate: 'Please enter a valid date.' })
    expect(validateHire({ ...empty, joiningDate: '2027-02-01', salary: '300000', ote: '200000' })).toEqual({
      salary: 'Salary must be less than OTE',
    })
    expect(validateHire({ ...empty, joiningDate: '2027-02-01' })).toEqual({})
  })

  test('reject: at least one reason, at most 10, notes up to 2000', () => {
    expect(validateReject({ reasonIds: [], sendNotification: true, notes: '' })).toEqual({
      reasonIds: 'Please select at least one reason.',
    })
    expect(
      validateReject({
        reasonIds: Array.from({ length: 11 }, (_, i) => `r${i}`),
        sendNotification: false,
        notes: 'x'.repeat(2001),
      }),
    ).toEqual({
      reasonIds: 'You can select up to 10 reasons.',
      notes: 'Must be at most 2,000 characters.',
    })
  })

  test('schedule: date, time, duration 5..1440, valid interviewer e-mails (15 at most)', () => {
    const ok = {
      type: 'video',
      interviewTitle: '',
      interviewDate: '2027-01-10',
      interviewTime: '09:00',
      interviewTimezone: 'America/New_York',
      duration: '30',
      interviewers: 'a@b.co, c@d.co',
      location: '',
      calendarInviteRecipients: 'all',
      meetingMethod: 'zoom',
      interviewTimeOccurrence: '',
      notes: '',
    }
    expect(validateSchedule(ok)).toEqual({})
    expect(
      validateSchedule({ ...ok, interviewDate: '', interviewTime: '25:00', duration: '4', interviewers: 'nope' }),
    ).toEqual({
      interviewDate: 'This field is required.',
      interviewTime: 'Please enter a valid time.',
      duration: 'Duration must be between 5 and 1440 minutes.',
      interviewers: 'Please enter a valid email address.',
    })
    const sixteen = Array.from({ length: 16 }, (_, i) => `p${i}@x.co`).join(',')
    expect(validateSchedule({ ...ok, interviewers: sixteen })).toEqual({
      interviewers: 'You can add up to 15 interviewers.',
    })
  })

  test.each([
    ['ahead', { interviewDate: '2027-01-10' }, {}],
    ['in the past', { interviewDate: '2026-11-01' }, { interviewDate: 'The interview cannot be in the past.' }],
    [
      'skipped by spring forward',
      { interviewDate: '2027-03-14', interviewTime: '02:30' },
      {
        interviewTime:
          '02:30 on 2027-03-14 does not exist in America/New_York: the clocks jump from 02:00 to 03:00 for daylight saving time. Which time is meant: before 02:00 or from 03:00?',
      },
    ],
    [
      'repeated by fall back, unanswered',
      { interviewDate: '2027-11-07', interviewTime: '01:30' },
      { interviewTimeOccurrence: 'This field is required.' },
    ],
    [
      'repeated by fall back, answered',
      { interviewDate: '2027-11-07', interviewTime: '01:30', interviewTimeOccurrence: 'later' },
      {},
    ],
  ])('schedule time rules as the API applies them: %s', (_name, change, expected) => {
    const base = {
      type: 'video',
      interviewTitle: '',
      interviewDate: '2027-01-10',
      interviewTime: '09:00',
      interviewTimezone: 'America/New_York',
      duration: '30',
      interviewers: '',
      location: '',
      calendarInviteRecipients: 'all',
      meetingMethod: 'zoom',
      interviewTimeOccurrence: '',
      notes: '',
    }
    expect(validateSchedule({ ...base, ...change }, new Date('2026-11-26T12:00:00Z'))).toEqual(expected)
  })

  test('request for info and pitches', () => {
    expect(validateRequestInfo({ questionIds: [], notes: '' })).toEqual({
      questionIds: 'Please select a question or write a note.',
    })
    expect(validateRequestInfo({ questionIds: [], notes: 'Tell us more' })).toEqual({})
    expect(validateMessage({ subject: '', message: '' }, { subject: true, max: 1600 })).toEqual({
      subject: 'This field is required.',
      message: 'This field is required.',
    })
    expect(validateMessage({ message: 'x'.repeat(901) }, { subject: false, max: 900 })).toEqual({
      message: 'Must be at most 900 characters.',
    })
  })
})
