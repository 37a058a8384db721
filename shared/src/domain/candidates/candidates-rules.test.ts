import { describe, expect, it } from 'vitest'
import {
  ANTI_BIAS_NAME,
  detailsIssues,
  durationText,
  experienceMonths,
  firstOfMonth,
  isShareLinkLive,
  linkedInUrlProblem,
  maxBytesOf,
  normalizeExperienceDates,
  normalizeLinkedInUrl,
  PROFILE_FIELDS,
  type ProfileFacts,
  profileCompletion,
  REDACTED,
  SHARE_LINK_LIFETIME_DAYS,
  salaryProblem,
  scrubHtml,
  scrubText,
  shareLinkExpiry,
  shareLinkWarning,
  UPLOAD_RULES,
} from './index'
import { boundResumeText, parseResumeText } from './resume-text'

describe('LinkedIn URL rules (000 §5)', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe-123', null],
    ['linkedin.com/in/jane', null],
    ['http://uk.linkedin.com/in/jane/', null],
    ['https://www.linkedin.com/in/jane?trk=abc', null],
    ['https://www.linkedin.com/pub/jane-doe/1/2/3', null],
    ['https://www.linkedin.com/talent/profile/AEMAAA', 'recruiterUrl'],
    ['https://www.linkedin.com/recruiter/profile/123,abc', 'recruiterUrl'],
    ['https://www.linkedin.com/talent/hire/123/discover', 'recruiterUrl'],
    ['https://www.linkedin.com/company/acme', 'invalidUrl'],
    ['https://www.example.com/in/jane', 'invalidUrl'],
    ['jane doe', 'invalidUrl'],
    ['https://www.linkedin.com/in/', 'invalidUrl'],
  ])('%s -> %s', (url, rule) => {
    expect(linkedInUrlProblem(url)?.rule ?? null).toBe(rule)
  })

  it('the non-public variant accepts only in/', () => {
    expect(linkedInUrlProblem('https://www.linkedin.com/pub/jane-doe/1/2/3', { publicOnly: true })?.rule).toBe(
      'invalidUrl',
    )
    expect(linkedInUrlProblem('https://www.linkedin.com/in/jane', { publicOnly: true })).toBeNull()
  })

  it.each([
    ['linkedin.com/in/Jane-Doe/', 'https://www.linkedin.com/in/jane-doe'],
    ['https://uk.linkedin.com/in/jane?trk=x', 'https://www.linkedin.com/in/jane'],
    ['https://www.linkedin.com/pub/Jane/1/2/3', 'https://www.linkedin.com/pub/jane/1/2/3'],
    ['https://www.linkedin.com/company/acme', null],
    // real-world shapes of one profile: locale suffix, sub-pages, query, mobile and country hosts
    ['https://www.linkedin.com/in/jane-doe-1a2b3c/en', 'https://www.linkedin.com/in/jane-doe-1a2b3c'],
    ['https://www.linkedin.com/in/jane-doe-1a2b3c/?locale=fr_FR', 'https://www.linkedin.com/in/jane-doe-1a2b3c'],
    ['https://www.linkedin.com/in/jane-doe-1a2b3c/details/experience/', 'https://www.linkedin.com/in/jane-doe-1a2b3c'],
    ['https://m.linkedin.com/in/Jane-Doe-1A2B3C', 'https://www.linkedin.com/in/jane-doe-1a2b3c'],
    ['HTTPS://WWW.LINKEDIN.COM/IN/JANE-DOE#experience', 'https://www.linkedin.com/in/jane-doe'],
    ['https://www.linkedin.com/in/j%C3%A9r%C3%B4me-dupont', 'https://www.linkedin.com/in/jérôme-dupont'],
    ['https://www.linkedin.com/talent/profile/AEMAAA', null],
    ['https://www.linkedin.com/feed/', null],
  ])('normalizes %s', (url, expected) => {
    expect(normalizeLinkedInUrl(url)).toBe(expected)
  })
})

describe('work experience dates and pay (001 §5)', () => {
  it.each([
    ['2020-03', '2020-03-01'],
    ['2020-03-17', '2020-03-01'],
    ['2020-13', null],
    ['2020-02-30', null],
    ['March 2020', null],
  ])('firstOfMonth(%s) = %s', (input, out) => {
    expect(firstOfMonth(input)).toBe(out)
  })

  it('clears the end date of the current workplace', () => {
    expect(
      normalizeExperienceDates({ fromDate: '2021-05-20', toDate: '2023-01-01', isCurrentWorkplace: true }),
    ).toEqual({
      fromDate: '2021-05-01',
      toDate: null,
      issues: [],
    })
  })

  it('refuses an end before the start', () => {
    const r = normalizeExperienceDates({ fromDate: '2021-05', toDate: '2020-01', isCurrentWorkplace: false })
    expect(r.issues).toEqual([expect.objectContaining({ path: 'toDate', rule: 'notLessThan' })])
  })

  it.each([
    [100_000, 150_000, null],
    [150_000, 150_000, 'salaryGreaterThanOTE'],
    [200_000, 150_000, 'salaryGreaterThanOTE'],
    [null, 150_000, null],
  ])('salary %s vs OTE %s', (salary, ote, rule) => {
    expect(salaryProblem(salary, ote)?.rule ?? null).toBe(rule)
  })

  it('counts months and words the duration', () => {
    expect(experienceMonths('2020-01-01', '2021-03-01')).toBe(15)
    expect(experienceMonths('2024-01-01', null, new Date('2024-06-15T00:00:00Z'))).toBe(6)
    expect(durationText(15)).toBe('1 yr 3 mos')
    expect(durationText(24)).toBe('2 yrs')
    expect(durationText(0)).toBe('0 mos')
  })
})

describe('details block limits (001 §5)', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`)
  it.each([
    ['soldIntoLevelIds', 3],
    ['soldIntoDepartmentIds', 3],
    ['clientVerticalIds', 3],
    ['responsibilityIds', 6],
  ] as const)('%s allows %i', (field, max) => {
    expect(detailsIssues({ [field]: ids(max) })).toEqual([])
    expect(detailsIssues({ [field]: ids(max + 1) })).toEqual([
      expect.objectContaining({ path: `details.${field}`, rule: 'maxAllowedValuesValidator' }),
    ])
  })

  it('notable accounts: at most 5, each once', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name }))
    expect(detailsIssues({ notableAccounts: five })).toEqual([])
    expect(detailsIssues({ notableAccounts: [...five, { name: 'F' }] })[0]?.rule).toBe('maxAllowedValuesValidator')
    const dup = detailsIssues({ notableAccounts: [{ name: 'Acme' }, { name: ' acme ' }] })
    expect(dup).toEqual([
      {
        path: 'details.notableAccounts.1',
        rule: 'notableAccountAlreadySelected',
        message: 'Notable account already selected',
      },
    ])
  })

  it('team size and ARR ranges are ordered', () => {
    expect(detailsIssues({ teamSizeMin: 10, teamSizeMax: 5 })[0]).toMatchObject({
      path: 'details.teamSizeMin',
      rule: 'notLessThan',
    })
    expect(detailsIssues({ teamArrMin: 1, teamArrMax: 999 })).toEqual([])
  })
})

describe('profile completion', () => {
  const empty: ProfileFacts = {
    firstName: null,
    lastName: null,
    email: null,
    phone: null,
    cityId: null,
    linkedInProfileUrl: null,
    aboutMe: null,
    hasPicture: false,
    hasResume: false,
    searchStatus: null,
    desiredBaseSalary: null,
    workArrangementCount: 0,
    desiredPositionCount: 0,
    interestedCityCount: 0,
    workExperienceCount: 0,
    educationCount: 0,
    skillCount: 0,
  }
  const full: ProfileFacts = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'j@x.test',
    phone: '+14155550100',
    cityId: 'c',
    linkedInProfileUrl: 'https://www.linkedin.com/in/jane',
    aboutMe: 'hi',
    hasPicture: true,
    hasResume: true,
    searchStatus: 'activelySearching',
    desiredBaseSalary: 100000,
    workArrangementCount: 1,
    desiredPositionCount: 1,
    interestedCityCount: 1,
    workExperienceCount: 1,
    educationCount: 1,
    skillCount: 1,
  }

  it('weights add up to 100', () => {
    expect(PROFILE_FIELDS.reduce((s, f) => s + f.weight, 0)).toBe(100)
  })

  it.each([
    ['empty', empty, 0, PROFILE_FIELDS.length],
    ['full', full, 100, 0],
    ['no work history', { ...full, workExperienceCount: 0 }, 85, 1],
    ['first name only', { ...full, lastName: ' ' }, 95, 1],
  ])('%s', (_, facts, percentage, missing) => {
    const r = profileCompletion(facts)
    expect(r.percentage).toBe(percentage)
    expect(r.missingFields).toHaveLength(missing)
  })

  it('names what is missing', () => {
    expect(profileCompletion({ ...full, hasResume: false, skillCount: 0 }).missingFields).toEqual(['resume', 'skills'])
  })
})

describe('share links (000 §9)', () => {
  const now = new Date('2024-05-10T12:00:00Z')
  it.each([
    ['staff', 90],
    ['client', 30],
    ['candidate', 6],
  ] as const)('%s links live %i days', (type, days) => {
    expect(SHARE_LINK_LIFETIME_DAYS[type]).toBe(days)
    expect(shareLinkExpiry(type, now).toISOString()).toBe(new Date(now.getTime() + days * 86_400_000).toISOString())
  })

  it.each([
    ['2024-05-10T23:00:00Z', 'expiresToday'],
    ['2024-05-11T01:00:00Z', 'expiresTomorrow'],
    ['2024-05-12T01:00:00Z', null],
    ['2024-05-10T11:00:00Z', null],
  ])('expiry %s warns %s', (at, warning) => {
    expect(shareLinkWarning(new Date(at), now)).toBe(warning)
  })

  it('is live until it expires or is revoked', () => {
    expect(isShareLinkLive({ expiresAt: new Date('2024-05-11T00:00:00Z') }, now)).toBe(true)
    expect(isShareLinkLive({ expiresAt: new Date('2024-05-10T11:59:59Z') }, now)).toBe(false)
    expect(isShareLinkLive({ expiresAt: null, revokedAt: now }, now)).toBe(false)
  })
})

describe('anti-bias scrubbing', () => {
  const who = { firstName: 'Jane', lastName: 'Van Dyke', email: 'jane@x.test', phone: '+14155550123' }
  it.each([
    ['I am Jane, reach me at jane@x.test', `I am ${REDACTED}, reach me at ${REDACTED}`],
    ['Call (415) 555-0123 today', `Call ${REDACTED} today`],
    ['See https://janevandyke.com and linkedin.com/in/jane', `See ${REDACTED} and ${REDACTED}`],
    ['Van Dyke Consulting', `${REDACTED} ${REDACTED} Consulting`],
    ['Janet closed deals', 'Janet closed deals'],
  ])('%s', (text, out) => {
    expect(scrubText(text, who)).toBe(out)
  })

  it('rebuilds HTML from scrubbed text', () => {
    expect(scrubHtml('<p><a href="https://x.test">Jane</a> sells</p>', who)).toBe(`<p>${REDACTED} sells</p>`)
    expect(ANTI_BIAS_NAME).not.toMatch(/Jane/)
  })
})

describe('upload rules (000 §5)', () => {
  it.each([
    ['resume', 6, ['pdf', 'doc', 'docx']],
    ['profilePicture', 10, ['jpg', 'jpeg', 'png']],
    ['portfolioFile', 100, ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp']],
    ['pitchedVideo', 500, ['mp4', 'mov', 'avi']],
  ] as const)('%s: %i MB, %j', (kind, mb, ext) => {
    expect(UPLOAD_RULES[kind].maxMb).toBe(mb)
    expect(UPLOAD_RULES[kind].extensions).toEqual(ext)
    expect(maxBytesOf(kind)).toBe(mb * 1024 * 1024)
  })
})

describe('resume text from an untrusted file is bounded before any pattern runs', () => {
  it.each([
    ['a long word is cut to the token limit', 'a'.repeat(5_000), 200],
    ['the text is cut to the length limit', 'word '.repeat(100_000), 200_000],
    [
      'an ordinary resume is untouched',
      'Jordan Rivera\njordan@example.com',
      'Jordan Rivera\njordan@example.com'.length,
    ],
  ])('%s', (_why, text, length) => {
    expect(boundResumeText(text)).toHaveLength(length)
  })

  it('a 2 MB run of letters or separators parses as nothing found (and does not hang)', () => {
    for (const text of ['a'.repeat(2_000_000), '- '.repeat(1_000_000) + 'x', `${'a'.repeat(1_000_000)}@`]) {
      const parsed = parseResumeText(text)
      expect(Object.values(parsed.sections)).not.toContain('ok')
    }
  })

  it('an e-mail address is still found beside long words', () => {
    const parsed = parseResumeText(`Jordan Rivera\n${'x'.repeat(10_000)} jordan.rivera@example.com`)
    expect(parsed.contact.email).toBe('jordan.rivera@example.com')
  })
})
