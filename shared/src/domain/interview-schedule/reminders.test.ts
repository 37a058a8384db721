import { describe, expect, it } from 'vitest'
import { feedbackReminderDue, type RemindableInterview, upcomingReminderDue } from './reminders'

const H = 3_600_000
const now = new Date('2099-03-10T12:00:00Z')
const inHours = (h: number) => new Date(now.getTime() + h * H)
const interview = (over: Partial<RemindableInterview> = {}): RemindableInterview => ({
  state: 'scheduled',
  source: 'quota',
  saveMode: 'send',
  notificationAudience: 'all',
  candidateResponse: 'pending',
  startsAt: inHours(20),
  durationMinutes: 45,
  changedAt: inHours(-48),
  ...over,
})

describe('upcomingReminderDue (24 hours before, quiet in the last hour and right after a change)', () => {
  it.each<[string, Partial<RemindableInterview>, boolean]>([
    ['20 hours ahead, invitation sent days ago', {}, true],
    ['exactly 24 hours ahead', { startsAt: inHours(24) }, true],
    ['24 hours and a minute ahead: not yet', { startsAt: new Date(inHours(24).getTime() + 60_000) }, false],
    ['61 minutes ahead', { startsAt: new Date(inHours(1).getTime() + 60_000) }, true],
    ['exactly one hour ahead: too close', { startsAt: inHours(1) }, false],
    ['already started', { startsAt: inHours(-0.1) }, false],
    ['moved 30 minutes ago', { changedAt: inHours(-0.5) }, false],
    ['moved exactly an hour ago', { changedAt: inHours(-1) }, true],
    ['cancelled', { state: 'cancelled' }, false],
    ['completed', { state: 'completed' }, false],
    ['only saved (nothing was sent)', { saveMode: 'save' }, false],
    ['downloaded as ICS (the scheduler sent it)', { saveMode: 'downloadIcs' }, false],
    ['audience none', { notificationAudience: 'none' }, false],
    ['audience staff only', { notificationAudience: 'staffOnly' }, true],
    ['made in the ATS', { source: 'ats' }, false],
    ['declined by the candidate', { candidateResponse: 'declined' }, false],
    ['accepted by the candidate', { candidateResponse: 'accepted' }, true],
  ])('%s → %s', (_, over, due) => {
    expect(upcomingReminderDue(interview(over), now)).toBe(due)
  })
})

describe('feedbackReminderDue (an hour after the end, up to 3 days)', () => {
  it.each<[string, Partial<RemindableInterview>, boolean]>([
    ['ended 59 minutes ago', { startsAt: inHours(-0.75 - 59 / 60) }, false],
    ['ended exactly an hour ago', { startsAt: inHours(-1.75) }, true],
    ['ended a day ago', { startsAt: inHours(-25) }, true],
    ['ended 3 days ago to the minute', { startsAt: inHours(-72.75) }, true],
    ['ended over 3 days ago', { startsAt: inHours(-73) }, false],
    ['not started yet', { startsAt: inHours(2) }, false],
    ['cancelled', { startsAt: inHours(-5), state: 'cancelled' }, false],
    ['completed', { startsAt: inHours(-5), state: 'completed' }, true],
    ['only saved: it still happened', { startsAt: inHours(-5), saveMode: 'save' }, true],
    ['made in the ATS (feedback lives there)', { startsAt: inHours(-5), source: 'ats' }, false],
  ])('%s → %s', (_, over, due) => {
    expect(feedbackReminderDue(interview(over), now)).toBe(due)
  })
})
