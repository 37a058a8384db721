/** Job setup and interview scheduling lists. */
import type { LovItem, LovSection } from './types'

/** Interview start times every 15 minutes over the whole day; 9:00 AM is the default (spec 000 §9). */
export const INTERVIEW_TIME_STEP_MINUTES = 15

function interviewTimes(): LovItem[] {
  const items: LovItem[] = []
  for (let minutes = 0; minutes < 24 * 60; minutes += INTERVIEW_TIME_STEP_MINUTES) {
    const hour = Math.floor(minutes / 60)
    const minute = minutes % 60
    const hh = String(hour).padStart(2, '0')
    const mm = String(minute).padStart(2, '0')
    const hour12 = hour % 12 === 0 ? 12 : hour % 12
    items.push({
      identifier: `time${hh}${mm}`,
      value: `${hour12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`,
      meta: { time: `${hh}:${mm}`, minutesOfDay: minutes, isDefault: minutes === 9 * 60 },
    })
  }
  return items
}

export const JOBS_SECTION = {
  jobScheduleType: [
    { identifier: 'fullTime', value: 'Full-Time' },
    { identifier: 'partTime', value: 'Part-Time' },
    { identifier: 'contract', value: 'Contract' },
    { identifier: 'contractToHire', value: 'Contract-to-Hire' },
    { identifier: 'fractional', value: 'Fractional' },
    { identifier: 'internship', value: 'Internship' },
  ],

  /** Why a job was closed (`meta.filled`: the job was filled). */
  jobCloseReasons: [
    { identifier: 'filledByUs', value: 'Filled by our candidate', meta: { filled: true } },
    { identifier: 'filledInternally', value: "Filled by the client's internal team", meta: { filled: true } },
    { identifier: 'filledByAnotherAgency', value: 'Filled by another agency', meta: { filled: true } },
    {
      identifier: 'filledByInternalTransfer',
      value: 'Filled by an internal transfer or promotion',
      meta: { filled: true },
    },
    { identifier: 'positionCancelled', value: 'Position cancelled', meta: { filled: false } },
    { identifier: 'hiringFreeze', value: 'Hiring freeze / budget cut', meta: { filled: false } },
    { identifier: 'requirementsChanged', value: 'Role restructured / requirements changed', meta: { filled: false } },
    { identifier: 'clientUnresponsive', value: 'Client unresponsive', meta: { filled: false } },
    { identifier: 'contractEnded', value: 'Agreement ended', meta: { filled: false } },
    { identifier: 'duplicateJob', value: 'Duplicate job', meta: { filled: false } },
  ],

  /** Commercial kind of a job (the CRM record type). */
  jobRecordTypes: [
    { identifier: 'permanent', value: 'Permanent Placement (Contingent)' },
    { identifier: 'retained', value: 'Retained Search' },
    { identifier: 'connect', value: 'Connect (Client Sourcing Subscription)' },
    { identifier: 'contract', value: 'Contract Staffing' },
    { identifier: 'preKickoff', value: 'Pre Kickoff (Sales)' },
  ],

  /** Minimum match score for automatic just-in-time suggestions on a job. */
  jitAutoSuggestionThreshold: [
    { identifier: 'off', value: 'Off (no automatic suggestions)', meta: { minScore: null } },
    { identifier: 'broad', value: 'Broad (60% match or better)', meta: { minScore: 60 } },
    { identifier: 'balanced', value: 'Balanced (75% match or better)', meta: { minScore: 75 } },
    { identifier: 'strict', value: 'Strict (85% match or better)', meta: { minScore: 85 } },
    { identifier: 'strongest', value: 'Strongest only (95% match or better)', meta: { minScore: 95 } },
  ],

  /**
   * Where the work happens. `meta.remoteOption` is the spec's remote option (yes, no, remoteOnly);
   * `meta.needsOfficeHours`: the job also picks preferred office hours.
   */
  jobLocationTypes: [
    { identifier: 'remote', value: 'Remote', meta: { remoteOption: 'remoteOnly', needsOfficeHours: false } },
    { identifier: 'hybrid', value: 'Hybrid', meta: { remoteOption: 'yes', needsOfficeHours: true } },
    { identifier: 'onSite', value: 'On-site', meta: { remoteOption: 'no', needsOfficeHours: true } },
  ],

  /** Working hours a job expects, by US time zone (at least one must be selected). */
  preferredOfficeHours: [
    {
      identifier: 'eastern',
      value: 'Eastern business hours (9 AM – 5 PM ET)',
      meta: { timeZone: 'America/New_York', abbreviation: 'ET', start: '09:00', end: '17:00' },
    },
    {
      identifier: 'central',
      value: 'Central business hours (9 AM – 5 PM CT)',
      meta: { timeZone: 'America/Chicago', abbreviation: 'CT', start: '09:00', end: '17:00' },
    },
    {
      identifier: 'mountain',
      value: 'Mountain business hours (9 AM – 5 PM MT)',
      meta: { timeZone: 'America/Denver', abbreviation: 'MT', start: '09:00', end: '17:00' },
    },
    {
      identifier: 'arizona',
      value: 'Arizona business hours (9 AM – 5 PM MST, no DST)',
      meta: { timeZone: 'America/Phoenix', abbreviation: 'MST', start: '09:00', end: '17:00' },
    },
    {
      identifier: 'pacific',
      value: 'Pacific business hours (9 AM – 5 PM PT)',
      meta: { timeZone: 'America/Los_Angeles', abbreviation: 'PT', start: '09:00', end: '17:00' },
    },
    {
      identifier: 'alaska',
      value: 'Alaska business hours (9 AM – 5 PM AKT)',
      meta: { timeZone: 'America/Anchorage', abbreviation: 'AKT', start: '09:00', end: '17:00' },
    },
    {
      identifier: 'hawaii',
      value: 'Hawaii business hours (9 AM – 5 PM HT)',
      meta: { timeZone: 'Pacific/Honolulu', abbreviation: 'HT', start: '09:00', end: '17:00' },
    },
  ],

  interviewTime: interviewTimes(),

  /** Interview lengths; 30 minutes is the default (spec 000 §9). */
  interviewDuration: [
    { identifier: 'minutes15', value: '15 min', meta: { minutes: 15, isDefault: false } },
    { identifier: 'minutes30', value: '30 min', meta: { minutes: 30, isDefault: true } },
    { identifier: 'minutes45', value: '45 min', meta: { minutes: 45, isDefault: false } },
    { identifier: 'minutes60', value: '1 hour', meta: { minutes: 60, isDefault: false } },
    { identifier: 'minutes90', value: '1.5 hours', meta: { minutes: 90, isDefault: false } },
    { identifier: 'minutes120', value: '2 hours', meta: { minutes: 120, isDefault: false } },
  ],
} as const satisfies LovSection
