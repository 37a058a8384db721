import { describe, expect, it } from 'vitest'
import {
  cloneJobName,
  hasUnsafeLinkScheme,
  jobListScope,
  OPEN_JOB_STATUSES,
  parseJobListFilter,
  sanitizeLink,
  validateJobListSizes,
  validateJobPay,
  validateJobWhere,
  windowStart,
} from './index'

describe('job list filters', () => {
  it.each([
    ['myOpenJobs', true, OPEN_JOB_STATUSES],
    ['myJobs', true, OPEN_JOB_STATUSES],
    ['myClosedJobs', true, ['closed']],
    ['allOpenJobs', false, OPEN_JOB_STATUSES],
    ['allOpen', false, OPEN_JOB_STATUSES],
    ['open', false, OPEN_JOB_STATUSES],
    ['allClosedJobs', false, ['closed']],
    ['allClose', false, ['closed']],
    ['close', false, ['closed']],
    ['all', false, null],
  ] as const)('%s -> mine=%s statuses=%j', (filter, mine, statuses) => {
    expect(jobListScope(filter)).toMatchObject({ mine, statuses })
  })

  it('open lists hold every status but closed', () => {
    expect(OPEN_JOB_STATUSES).toEqual(['open', 'opportunistic', 'pending'])
  })

  it('closed lists window on the closed date', () => {
    expect(jobListScope('allClosedJobs').windowDate).toBe('closedDate')
    expect(jobListScope('myOpenJobs').windowDate).toBe('openDate')
  })

  it.each([
    ['My Open Jobs', 'myOpenJobs'],
    ['my closed jobs', 'myClosedJobs'],
    ['All  Open', 'allOpen'],
    ['All Close', 'allClose'],
    ['Close', 'close'],
    ['allClosedJobs', 'allClosedJobs'],
    ['Every Job', null],
  ])('parses %s', (text, key) => {
    expect(parseJobListFilter(text)).toBe(key)
  })

  it.each([
    ['7', '2024-03-04'],
    ['30', '2024-02-10'],
    ['90', '2023-12-12'],
    ['all', null],
  ] as const)('window %s starts %s', (w, start) => {
    expect(windowStart(w, new Date('2024-03-10T15:00:00Z'))).toBe(start)
  })
})

describe('sanitizeLink', () => {
  it.each([
    ['acme.com/jobs', 'https://acme.com/jobs'],
    ['  https://acme.com/jobs  ', 'https://acme.com/jobs'],
    ['http://acme.com', 'http://acme.com'],
    ['HTTPS://Acme.com/A', 'HTTPS://Acme.com/A'],
    ['www.acme.com/a b', 'https://www.acme.com/ab'],
    ['acme.com:8080/x', 'https://acme.com:8080/x'],
    ['//acme.com/x', 'https://acme.com/x'],
    ['acme.com/\u0000x\n', 'https://acme.com/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://acme.com', null],
    ['mailto:a@acme.com', null],
    ['https://user:pw@acme.com', null],
    ['localhost', null],
    ['', null],
    ['   ', null],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeLink(raw)).toBe(expected)
  })

  it('applies the length limit to the prefixed result', () => {
    const body = `a.co/${'x'.repeat(1000 - 'https://a.co/'.length)}`
    expect(sanitizeLink(body)).toHaveLength(1000)
    expect(sanitizeLink(`${body}x`)).toBeNull()
  })
})

describe('validateJobPay: salary must be less than OTE', () => {
  it.each([
    [{ baseSalaryLow: 100_000, baseSalaryHigh: 120_000, OTERangeLow: 200_000, OTERangeHigh: 240_000 }, []],
    [{ baseSalaryLow: 200_000, OTERangeLow: 200_000 }, [['baseSalaryLow', 'salaryGreaterThanOTE']]],
    [{ baseSalaryHigh: 250_000, OTERangeHigh: 240_000 }, [['baseSalaryHigh', 'salaryGreaterThanOTE']]],
    [{ baseSalaryLow: 130_000, baseSalaryHigh: 120_000 }, [['baseSalaryHigh', 'notLessThan']]],
    [{ OTERangeLow: 300_000, OTERangeHigh: 200_000 }, [['OTERangeHigh', 'notLessThan']]],
    [{ baseSalaryLow: 100_000, OTERangeHigh: 90_000 }, []],
    [{}, []],
    [{ baseSalaryLow: null, OTERangeLow: 1 }, []],
  ])('%j', (pay, expected) => {
    expect(validateJobPay(pay).map((d) => [d.path, d.rule])).toEqual(expected)
  })
})

describe('validateJobWhere: remote and hybrid rules', () => {
  const hour = '00000000-0000-4000-8000-000000000001'
  it.each([
    [{ isRemote: true, jobLocationTypeId: hour, locationCount: 0 }, []],
    [{ isRemote: true, locationCount: 0 }, [['jobLocationTypeId', 'required']]],
    [{ isRemote: false, preferredOfficeHourIds: [hour], locationCount: 1 }, []],
    [{ isRemote: false, preferredOfficeHourIds: [], locationCount: 1 }, [['preferredOfficeHourIds', 'atLeastOne']]],
    [{ isRemote: false, preferredOfficeHourIds: [hour], locationCount: 0 }, [['jobLocations', 'atLeastOne']]],
    [
      { isRemote: false, locationCount: 7, preferredOfficeHourIds: [hour] },
      [['jobLocations', 'maxAllowedValuesValidator']],
    ],
  ])('%j', (where, expected) => {
    expect(validateJobWhere(where).map((d) => [d.path, d.rule])).toEqual(expected)
  })

  it('uses the spec messages', () => {
    const messages = validateJobWhere({ isRemote: false, locationCount: 0 }).map((d) => d.message)
    expect(messages).toEqual([
      'At least 1 location must be selected.',
      'At least 1 Preferred Office Hour must be selected.',
    ])
  })
})

describe('cloneJobName', () => {
  it('adds (Copy) and keeps within 80 characters', () => {
    expect(cloneJobName('AE')).toBe('AE (Copy)')
    const long = cloneJobName('x'.repeat(80))
    expect(long).toHaveLength(80)
    expect(long.endsWith(' (Copy)')).toBe(true)
  })
})

describe('validateJobListSizes: the job lists’ limits (002 §9)', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => i)
  it.each([
    [{}, []],
    [{ targetCompanyIds: many(10), targetVerticalIds: many(10), jobLocations: many(6) }, []],
    [{ targetCompanyIds: many(11) }, [['targetCompanyIds', 'Add up to 10 target companies']]],
    [{ targetVerticalIds: many(11) }, [['targetVerticalIds', 'Add up to 10 target verticals']]],
    [{ clientVerticalIds: many(3) }, []],
    [{ clientVerticalIds: many(4) }, [['clientVerticalIds', 'Add up to 3 client verticals']]],
    [{ jobLocations: many(7) }, [['jobLocations', 'Add up to 6 locations, with at least one selected']]],
    [
      { skillIds: many(51), timezoneIds: many(21) },
      [
        ['skillIds', 'Add up to 50 skills'],
        ['timezoneIds', 'Add up to 20 time zones'],
      ],
    ],
    [{ sourcerIds: many(51) }, [['sourcerIds', 'Add up to 50 sourcers']]],
    [{ soldIntoLevelIds: many(2) }, []],
    [{ soldIntoLevelIds: many(3) }, [['soldIntoLevelIds', 'Add up to 2 sold-into levels']]],
  ] as const)('%j', (lists, expected) => {
    const found = validateJobListSizes(lists)
    expect(found.map((d) => [d.path, d.message])).toEqual(expected)
    expect(found.every((d) => d.rule === 'maxAllowedValuesValidator')).toBe(true)
  })
})

describe('hasUnsafeLinkScheme', () => {
  it.each([
    ['javascript:alert(1)', true],
    [' JavaScript:alert(1)', true],
    ['java\tscript:alert(1)', true],
    ['data:text/html,<script>', true],
    ['vbscript:x', true],
    ['file:///etc/passwd', true],
    ['https://zoom.us/j/123', false],
    ['123 Main St, Room: 4B', false],
    ['Room: 4B', false],
    ['Zoom', false],
  ])('%s -> %s', (text, unsafe) => {
    expect(hasUnsafeLinkScheme(text)).toBe(unsafe)
  })
})
