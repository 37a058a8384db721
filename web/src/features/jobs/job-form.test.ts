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
        { path: 'skillIds', rule: 'unknownValue', message: 'Not a known skill value' },
      ],
    })
    expect(formErrorsOf(refused)).toEqual({ jobLocations: 'Not a known city', form: 'Not a known skill value' })
    const forbidden = new ApiError({ ...refused, status: 403, code: 'FORBIDDEN', message: 'Not allowed', details: [] })
    expect(formErrorsOf(forbidden)).toEqual({ form: 'Not allowed' })
    expect(formErrorsOf(new ApiError({ ...refused, status: 500, code: 'INTERNAL' }))).toBeNull()
  })
})
