import { describe, expect, it } from 'vitest'
import type { WorkArrangement } from '../enums'
import { CANDIDATE_MESSAGES } from './limits'
import { interestedCitiesProblem, officeHoursProblem, officeHoursRequired } from './preferences'

const ids = (n: number) => Array.from({ length: n }, (_, i) => `city-${i}`)

describe('office hours: required unless only fully remote', () => {
  it.each<[WorkArrangement[], boolean]>([
    [[], true],
    [['fullyRemote'], false],
    [['fullyRemote', 'fullyRemote'], false],
    [['fullyRemote', 'fullyAtOffice'], true],
    [['oneToTwoDaysPerWeek'], true],
  ])('%j -> required %s', (arrangements, required) => {
    expect(officeHoursRequired(arrangements)).toBe(required)
  })

  it.each<[string[], WorkArrangement[], string | null]>([
    [[], [], CANDIDATE_MESSAGES.atLeastOneOfficeHour],
    [[], ['oneToTwoDaysPerWeek'], CANDIDATE_MESSAGES.atLeastOneOfficeHour],
    [[], ['fullyRemote', 'fullyAtOffice'], CANDIDATE_MESSAGES.atLeastOneOfficeHour],
    [[], ['fullyRemote'], null],
    [['h1'], ['oneToTwoDaysPerWeek'], null],
    [['h1'], ['fullyRemote'], null],
  ])('hours %j with %j -> %s', (hours, arrangements, message) => {
    const problem = officeHoursProblem(hours, arrangements)
    expect(problem?.message ?? null).toBe(message)
    if (problem) expect(problem).toEqual({ path: 'preferredOfficeHourIds', rule: 'atLeastOne', message })
  })

  it('names the path it is given', () => {
    expect(officeHoursProblem([], [], 'hours')?.path).toBe('hours')
  })
})

describe('interested cities: at least one, at most 5', () => {
  it.each<[string[], { rule: string; message: string } | null]>([
    [[], { rule: 'atLeastOne', message: CANDIDATE_MESSAGES.atLeastOneLocation }],
    [ids(1), null],
    [ids(5), null],
    [[...ids(5), 'city-0'], null],
    [ids(6), { rule: 'max', message: 'You can select up to 5 values' }],
  ])('%j -> %j', (cityIds, expected) => {
    expect(interestedCitiesProblem(cityIds)).toEqual(expected && { path: 'interestedCityIds', ...expected })
  })
})
