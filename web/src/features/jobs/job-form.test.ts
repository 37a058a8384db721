import { describe, expect, test } from 'vitest'
import { ApiError } from '../../app/http'
import {
  emptyJobForm,
  errorsAfterChange,
  formErrorsOf,
  type JobFormValues,
  jobFormProblems,
  jobInputOf,
  jobPatchOf,
} from './job-form'

const remote = (patch: Partial<JobFormValues> = {}): JobFormValues => ({
  ...emptyJobForm(),
  name: 'Account Executive',
  isRemote: true,
  jobLocationTypeId: '7d4c1d7e-6b0c-4f3a-9a59-0f9c2b7f1c11',
  ...patch,
})

describe('job form rules', () => {
  test('a complete remote job has no problem; pay is sent in whole units', () => {
    const v = remote({ baseSalaryLow: '120', OTERangeLow: '240.5' })
    expect(jobFormProblems(v, 'create')).toEqual({})
    expect(jobInputOf(v, 'create')).toMatchObject({
      name: 'Account Executive',
      totalOpenings: 1,
      baseSalaryLow: 120_000,
      OTERangeLow: 240_500,
      preferredOfficeHourIds: [],
    })
  })

  test('the spec’s messages: required name, openings, salary < OTE, where the job is done', () => {
    const v = { ...emptyJobForm(), totalOpenings: '0', baseSalaryLow: '200', OTERangeLow: '200', postingLink: 'x:y' }
    expect(jobFormProblems(v, 'create')).toEqual({
      name: 'This field is required.',
      totalOpenings: 'Openings must be a whole number from 1 to 999.',
      baseSalaryLow: 'Salary must be less than OTE',
      postingLink: 'Please enter a valid link',
      jobLocations: 'At least 1 location must be selected.',
      preferredOfficeHourIds: 'At least 1 Preferred Office Hour must be selected.',
    })
    expect(jobFormProblems(remote({ jobLocationTypeId: '' }), 'create')).toEqual({
      jobLocationTypeId: 'Please select where the remote job may be done',
    })
    expect(jobFormProblems(remote({ baseSalaryHigh: '12k' }), 'create')).toEqual({
      baseSalaryHigh: 'Please enter an amount in thousands, e.g. 120.',
    })
    expect(jobFormProblems(remote({ totalOpenings: '2', currentOpenings: '3' }), 'edit')).toEqual({
      currentOpenings: 'Current openings cannot exceed total openings',
    })
  })

  test('an edit sends what changed, and where the job is done as a whole', () => {
    const before = remote()
    expect(jobPatchOf(remote({ totalOpenings: '3' }), before)).toEqual({ totalOpenings: 3 })
    expect(jobPatchOf(before, before)).toEqual({})
    const moved = jobPatchOf(
      remote({ isRemote: false, jobLocations: [{ cityId: 'US-TX-austin', stateId: null, label: 'Austin, TX' }] }),
      before,
    )
    expect(moved).toEqual({
      isRemote: false,
      jobLocationTypeId: null,
      jobLocations: [{ cityId: 'US-TX-austin' }],
      preferredOfficeHourIds: [],
    })
  })

  test('changing one field of a rule clears the rule’s messages and the form’s', () => {
    const errors = { baseSalaryLow: 'Salary must be less than OTE', name: 'This field is required.', form: 'No' }
    expect(errorsAfterChange(errors, 'OTERangeLow')).toMatchObject({
      baseSalaryLow: undefined,
      name: 'This field is required.',
      form: undefined,
    })
  })

  test('422 details land on their fields; others on the form; server errors are the app’s', () => {
    const refused = new ApiError({
      status: 422,
      method: 'POST',
      path: '/jobs',
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      details: [
        { path: 'jobLocations.0.cityId', rule: 'unknownValue', message: 'Not a known city' },
        { path: 'skillIds.3', rule: 'unknownValue', message: 'Not a known skill value' },
        { path: 'colour', rule: 'unknownField', message: 'Unknown field "colour"' },
      ],
    })
    expect(formErrorsOf(refused)).toEqual({
      jobLocations: 'Not a known city',
      skillIds: 'Not a known skill value',
      form: 'Unknown field "colour"',
    })
    const forbidden = new ApiError({ ...refused, status: 403, code: 'FORBIDDEN', message: 'Not allowed', details: [] })
    expect(formErrorsOf(forbidden)).toEqual({ form: 'Not allowed' })
    expect(formErrorsOf(new ApiError({ ...refused, status: 500, code: 'INTERNAL' }))).toBeNull()
  })

  const choices = (n: number, prefix = 'c') =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, label: `${prefix} ${i}` }))

  test('the Job tab’s lists keep the spec’s limits, with their messages', () => {
    const v = remote({
      targetCompanyIds: choices(11),
      targetVerticalIds: choices(11),
      clientVerticalIds: choices(4),
      soldIntoLevelIds: choices(3),
      timezoneIds: choices(21),
    })
    expect(jobFormProblems(v, 'edit')).toEqual({
      targetCompanyIds: 'Add up to 10 target companies',
      targetVerticalIds: 'Add up to 10 target verticals',
      clientVerticalIds: 'Add up to 3 client verticals',
      soldIntoLevelIds: 'Add up to 2 sold-into levels',
      timezoneIds: 'Add up to 20 time zones',
    })
    const atLimit = remote({
      targetCompanyIds: choices(10),
      targetVerticalIds: choices(10),
      clientVerticalIds: choices(3),
      soldIntoLevelIds: choices(2),
    })
    expect(jobFormProblems(atLimit, 'edit')).toEqual({})
    // the create dialog does not show these fields, so it does not check them
    expect(jobFormProblems(v, 'create')).toEqual({})
  })

  test('links, currency, texts and, for provider staff, the fee', () => {
    const v = remote({ prepNoteLink: 'x:y', currency: 'dollars', interviewProcess: 'x'.repeat(10_001) })
    expect(jobFormProblems(v, 'edit')).toEqual({
      prepNoteLink: 'Please enter a valid link',
      currency: 'Please enter a 3-letter currency code, e.g. USD.',
      interviewProcess: 'Please keep this to at most 10000 characters.',
    })
    // a client's form has no fee (the API answers a client none): nothing to check
    expect(jobFormProblems(remote({ feePercentage: '' }), 'edit', false)).toEqual({})
    expect(jobFormProblems(remote({ feePercentage: '' }), 'edit', true)).toEqual({
      feePercentage: 'This field is required.',
    })
    expect(jobFormProblems(remote({ feePercentage: '101' }), 'edit', true)).toEqual({
      feePercentage: 'The fee must be a number from 0 to 100.',
    })
    expect(jobFormProblems(remote({ feePercentage: '12.5' }), 'edit', true)).toEqual({})
  })

  test('an edit sends chosen lists as ids; the provider’s own fields only for provider staff', () => {
    const before = remote({ feePercentage: '1' })
    const after = remote({
      feePercentage: '20',
      sourcingNotes: ' Call on Fridays ',
      sourcerIds: choices(1, 'u'),
      skillIds: choices(2, 's'),
      targetCompanyIds: choices(1, 'o'),
      desiredPositionId: 'p-1',
      positionCategoryId: 'pc-1',
      isConfidential: true,
    })
    expect(jobPatchOf(after, before, true)).toEqual({
      feePercentage: 20,
      sourcingNotes: 'Call on Fridays',
      sourcerIds: ['u-0'],
      skillIds: ['s-0', 's-1'],
      targetCompanyIds: ['o-0'],
      desiredPositionId: 'p-1',
      positionCategoryId: 'pc-1',
      isConfidential: true,
    })
    expect(jobPatchOf(after, before, false)).toEqual({
      skillIds: ['s-0', 's-1'],
      targetCompanyIds: ['o-0'],
      desiredPositionId: 'p-1',
      positionCategoryId: 'pc-1',
      isConfidential: true,
    })
  })
})
