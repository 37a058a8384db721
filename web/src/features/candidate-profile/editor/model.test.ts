import type { WorkExperience } from '@quota/shared/contracts/candidates'
import * as contracts from '@quota/shared/contracts/candidates'
import { CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { describe, expect, it } from 'vitest'
import { DETAIL_FIELDS, detailFieldsFor, detailsFormOf, detailsInputOf, FIELDS_BY_SEGMENT, segmentOf } from './details'
import {
  addChoiceProblem,
  type BasicsForm,
  basicsErrors,
  basicsPatch,
  contractErrors,
  detailsToErrors,
  educationErrors,
  educationInput,
  emptyEducationForm,
  emptyExperienceForm,
  emptyPortfolioForm,
  experienceErrors,
  experienceFormOf,
  experienceInput,
  fileProblem,
  graduationYears,
  linkProblem,
  MESSAGES,
  missingFieldLinks,
  moneyFromK,
  moneyToK,
  moveItem,
  officeHoursRequired,
  parseNumber,
  percentOf,
  pickTyped,
  portfolioErrors,
  portfolioInput,
  preferencesErrors,
  salaryErrors,
  salaryPatch,
  uploadHint,
  variableOf,
} from './model'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('money in thousands', () => {
  it.each([
    ['170', 170_000],
    ['172.5', 172_500],
    [' 1,200 ', 1_200_000],
    ['', null],
  ])('moneyFromK(%j) = %s', (text, value) => {
    expect(moneyFromK(text)).toBe(value)
  })

  it('refuses what is not a number', () => {
    expect(moneyFromK('abc')).toBeNaN()
    expect(parseNumber('12x')).toBeNaN()
  })

  it.each([
    [170_000, '170'],
    [172_500, '172.5'],
    [null, ''],
  ])('moneyToK(%s) = %j', (value, text) => {
    expect(moneyToK(value)).toBe(text)
  })

  it('the variable is OTE less base', () => {
    expect(variableOf(100_000, 150_000)).toBe(50_000)
    expect(variableOf(null, 150_000)).toBeNull()
  })
})

describe('contract issues in the spec wording', () => {
  it('words required, too long and too many', () => {
    const errors = contractErrors(
      contracts.WorkExperienceInput,
      experienceInput({ ...emptyExperienceForm(), title: '', companyName: 'Acme', description: 'x'.repeat(4001) }),
    )
    expect(errors.title).toBe(MESSAGES.required)
    expect(errors.description).toBe('Must be at most 4,000 characters.')
  })

  it('maps server details to fields, replacing zod wording', () => {
    expect(
      detailsToErrors([
        { path: 'aboutMe', rule: 'maxLength', message: 'Too big: expected string to have <=4000 characters' },
        { path: 'title', rule: 'minLength', message: 'Too small: expected string to have >=1 characters' },
        { path: 'interestedCityIds', rule: 'atLeastOne', message: CANDIDATE_MESSAGES.atLeastOneLocation },
        { path: 'body.x', rule: 'required', message: 'This field is required' },
      ]),
    ).toEqual({
      aboutMe: 'Must be at most 4,000 characters.',
      title: MESSAGES.required,
      interestedCityIds: CANDIDATE_MESSAGES.atLeastOneLocation,
      x: MESSAGES.required,
    })
  })
})

const basics: BasicsForm = {
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan@x.test',
  phone: '5125550107',
  cityId: 'US-TX-austin',
  cityLabel: 'Austin, TX',
  linkedInProfileUrl: 'https://www.linkedin.com/in/jordan',
  genderPronounId: '',
  aboutMe: 'Hi',
}

describe('about you', () => {
  it('sends only what changed; an unchanged e-mail is not sent', () => {
    expect(basicsPatch({ ...basics, email: 'JORDAN@x.test', aboutMe: ' Hello ' }, basics)).toEqual({ aboutMe: 'Hello' })
    expect(basicsPatch({ ...basics, phone: '(512) 555-0199' }, basics)).toEqual({ phone: '+15125550199' })
    expect(basicsPatch({ ...basics, cityId: '', cityLabel: '' }, basics)).toEqual({ cityId: null })
  })

  it.each([
    [{ firstName: '' }, 'firstName', 'This field is required.'],
    [{ lastName: 'Lee (Jr)' }, 'lastName', 'Name must not contain any of these characters: < > : / ! $ @ ( ) ;'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address.'],
    [{ phone: '123' }, 'phone', 'Please enter a valid US phone number (10 digits).'],
    [{ cityId: '', cityLabel: 'Atlantis' }, 'cityId', 'Choose a city from the list.'],
    [
      { linkedInProfileUrl: 'https://www.linkedin.com/talent/profile/AEM' },
      'linkedInProfileUrl',
      CANDIDATE_MESSAGES.recruiterUrl,
    ],
    [{ linkedInProfileUrl: 'https://example.com/in/x' }, 'linkedInProfileUrl', CANDIDATE_MESSAGES.invalidUrl],
    [{ aboutMe: 'x'.repeat(4001) }, 'aboutMe', 'Must be at most 4,000 characters.'],
  ] as const)('%j -> %s', (change, field, message) => {
    expect(basicsErrors({ ...basics, ...change }, basics)[field]).toBe(message)
  })

  it('accepts the saved values', () => {
    expect(basicsErrors(basics, basics)).toEqual({})
  })
})

describe('salary', () => {
  it('salary must be below OTE (salaryGreaterThanOTE)', () => {
    expect(salaryErrors({ desiredBaseSalary: '200', desiredOTE: '150', isSalaryConfidential: false })).toEqual({
      desiredBaseSalary: CANDIDATE_MESSAGES.salaryGreaterThanOte,
    })
    expect(salaryErrors({ desiredBaseSalary: '150', desiredOTE: '150', isSalaryConfidential: false })).toEqual({
      desiredBaseSalary: CANDIDATE_MESSAGES.salaryGreaterThanOte,
    })
    expect(salaryErrors({ desiredBaseSalary: '120', desiredOTE: '200', isSalaryConfidential: true })).toEqual({})
  })

  it('bounds and numbers', () => {
    expect(salaryErrors({ desiredBaseSalary: '200000', desiredOTE: '', isSalaryConfidential: false })).toEqual({
      desiredBaseSalary: 'Must be at most 100,000K.',
    })
    expect(salaryErrors({ desiredBaseSalary: 'lots', desiredOTE: '', isSalaryConfidential: false })).toEqual({
      desiredBaseSalary: 'Enter a number.',
    })
  })

  it('sends whole units and the variable', () => {
    expect(salaryPatch({ desiredBaseSalary: '120', desiredOTE: '200', isSalaryConfidential: false })).toEqual({
      desiredBaseSalary: 120_000,
      desiredOTE: 200_000,
      desiredVariable: 80_000,
      isSalaryConfidential: false,
    })
  })
})

describe('job preferences', () => {
  const form = {
    desiredPositionIds: [uuid(1)],
    interestedCities: [{ id: 'US-TX-austin', label: 'Austin, TX' }],
    workArrangements: ['oneToTwoDaysPerWeek' as const],
    preferredOfficeHourIds: [uuid(2)],
    availableRemotely: 'yes' as const,
    sponsorshipRequired: 'no' as const,
  }

  it('needs a city and, unless fully remote, an office hour', () => {
    expect(preferencesErrors(form)).toEqual({})
    expect(preferencesErrors({ ...form, interestedCities: [] })).toEqual({
      interestedCityIds: 'At least 1 location must be selected.',
    })
    expect(preferencesErrors({ ...form, preferredOfficeHourIds: [] })).toEqual({
      preferredOfficeHourIds: 'At least 1 Preferred Office Hour must be selected.',
    })
    expect(preferencesErrors({ ...form, preferredOfficeHourIds: [], workArrangements: ['fullyRemote'] })).toEqual({})
  })

  it('at most 5 interested cities', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, label: `City ${i}, TX` }))
    expect(preferencesErrors({ ...form, interestedCities: six }).interestedCityIds).toBe(
      'You can select up to 5 values',
    )
  })

  it.each([
    [[], true],
    [['fullyRemote'], false],
    [['fullyRemote', 'fullyAtOffice'], true],
  ] as const)('office hours required for %j: %s', (arrangements, required) => {
    expect(officeHoursRequired(arrangements)).toBe(required)
  })
})

describe('multi-picks', () => {
  const chosen = [
    { id: 'a', label: 'Salesforce' },
    { id: 'b', label: 'Gong' },
  ]
  it('refuses a typed value not in the list, a duplicate and a full list', () => {
    expect(addChoiceProblem(chosen, null, { max: 5, noun: 'skill' })).toBe('Choose a skill from the list.')
    expect(
      addChoiceProblem(
        chosen,
        { id: 'a', label: 'Salesforce' },
        { max: 5, noun: 'skill', duplicateMessage: 'Skill already exists' },
      ),
    ).toBe('Skill already exists')
    expect(addChoiceProblem(chosen, { id: 'c', label: 'Clari' }, { max: 2, noun: 'skill' })).toBe(
      'You can select up to 2 values',
    )
    expect(addChoiceProblem(chosen, { id: 'c', label: 'Clari' }, { max: 5, noun: 'skill' })).toBeNull()
  })

  it('notable accounts are unique by name', () => {
    expect(
      addChoiceProblem(
        [{ id: '', label: 'Acme' }],
        { id: '', label: ' acme ' },
        {
          max: 5,
          noun: 'account',
          duplicateMessage: 'Notable account already selected',
        },
      ),
    ).toBe('Notable account already selected')
    // free-typed values have no id: two different names are not duplicates
    expect(
      addChoiceProblem([{ id: '', label: 'Globex' }], { id: '', label: 'Initech' }, { max: 5, noun: 'account' }),
    ).toBeNull()
  })

  it('picks the option typed in full, whatever the case and spaces', () => {
    expect(pickTyped('  austin,   tx ', [{ id: 'x', label: 'Austin, TX' }])).toEqual({ id: 'x', label: 'Austin, TX' })
    expect(pickTyped('Aus', [{ id: 'x', label: 'Austin, TX' }])).toBeNull()
  })
})

const dto: WorkExperience = {
  id: uuid(9),
  title: 'Account Executive',
  titleId: uuid(8),
  company: { id: uuid(7), name: 'Acme' },
  fromDate: '2021-04-01',
  toDate: '2023-02-01',
  fromMonth: 4,
  fromYear: 2021,
  toMonth: 2,
  toYear: 2023,
  isCurrentWorkplace: false,
  description: 'Sold things',
  descriptionHTML: null,
  duration: '1 yr 11 mos',
  durationMonths: 23,
  desiredPosition: { id: uuid(6), value: 'Account Executive (SMB)' },
  location: { cityId: 'US-TX-austin', cityName: 'Austin', stateCode: 'TX', stateId: 'US-TX', stateName: 'Texas' },
  workFromHome: true,
  travel: false,
  jobId: null,
  salary: 100_000,
  ote: 200_000,
  variable: 100_000,
  doNotContact: false,
  isHeadline: false,
  details: {
    averageDealSize: { id: uuid(5), value: '$50K' },
    averageDealCycle: null,
    annualQuota: null,
    annualTeamQuota: null,
    netNewBusiness: null,
    bookOfBusiness: null,
    averageNumberOfAccounts: null,
    measuredBy: null,
    monthlyQualifiedMeetingsQuota: null,
    annualPipelineQuota: null,
    teamsManaged: null,
    highestLevelManaged: null,
    reportedInto: null,
    quotaAttainment: 120,
    revenueQuota: 1_500_000,
    customerSize: [{ id: uuid(4), value: 'SMB' }],
    soldIntoLevels: [],
    soldIntoDepartments: [],
    clientVerticals: [],
    responsibilities: [{ id: uuid(3), value: 'Renewals' }],
    salesMethodologies: [],
    notableAccounts: [{ id: uuid(2), name: 'Globex' }],
    presidentsClub: true,
    achievedRetention: null,
    leadSource: 40,
    outReach: null,
    teamRank: 2,
    teamSize: 10,
    teamSizeMin: null,
    teamSizeMax: null,
    teamArrMin: null,
    teamArrMax: null,
    managedRemoteTeams: null,
    builtPlaybook: false,
    noOfReposPromoted: null,
    salesPrePost: null,
  },
}

describe('work experience', () => {
  it('round-trips an experience through the form, keeping ids and hidden details', () => {
    const input = experienceInput(experienceFormOf(dto), dto)
    expect(input).toMatchObject({
      title: 'Account Executive',
      titleId: uuid(8),
      company: { id: uuid(7), name: 'Acme' },
      fromDate: '2021-04',
      toDate: '2023-02',
      isCurrentWorkplace: false,
      desiredPositionId: uuid(6),
      cityId: 'US-TX-austin',
      salary: 100_000,
      ote: 200_000,
      variable: 100_000,
    })
    expect(input.details).toMatchObject({
      averageDealSizeId: uuid(5),
      quotaAttainment: 120,
      revenueQuota: 1_500_000,
      customerSizeIds: [uuid(4)],
      responsibilityIds: [uuid(3)],
      notableAccounts: [{ id: uuid(2), name: 'Globex' }],
      presidentsClub: true,
      builtPlaybook: false,
      managedRemoteTeams: null,
      leadSource: 40,
      outReach: 50,
      teamRank: 2,
    })
    expect(contractErrors(contracts.WorkExperienceInput, input)).toEqual({})
  })

  it('a renamed title or company drops the old ids', () => {
    const input = experienceInput({ ...experienceFormOf(dto), title: 'Senior AE', companyName: 'Initech' }, dto)
    expect(input.titleId).toBeNull()
    expect(input.company).toEqual({ name: 'Initech' })
  })

  it('marking the current workplace clears the end date', () => {
    const input = experienceInput({ ...experienceFormOf(dto), isCurrentWorkplace: true }, dto)
    expect(input.toDate).toBeNull()
  })

  it.each([
    [{ title: '  ' }, 'title', MESSAGES.required],
    [{ companyName: '' }, 'company.name', MESSAGES.required],
    [{ fromDate: '2023-05', toDate: '2022-01' }, 'toDate', 'The end date must not be before the start date'],
    [{ fromDate: 'May 2020' }, 'fromDate', 'Use a year and month (YYYY-MM)'],
    [{ salary: '250', ote: '200' }, 'salary', CANDIDATE_MESSAGES.salaryGreaterThanOte],
    [{ cityId: '', cityLabel: 'Nowhere' }, 'cityId', 'Choose a city from the list.'],
  ] as const)('%j -> %s', (change, field, message) => {
    expect(experienceErrors({ ...experienceFormOf(dto), ...change })[field]).toBe(message)
  })

  it('checks the details block: ranges, caps, bounds', () => {
    const form = experienceFormOf(dto)
    expect(
      experienceErrors({ ...form, details: { ...form.details, teamSizeMin: '10', teamSizeMax: '5' } })[
        'details.teamSizeMin'
      ],
    ).toBe('The first number must not exceed the second')
    expect(experienceErrors({ ...form, details: { ...form.details, teamSize: '1000' } })['details.teamSize']).toBe(
      'Must be at most 999.',
    )
    expect(experienceErrors({ ...form, details: { ...form.details, teamRank: '2.5' } })['details.teamRank']).toBe(
      'Enter a whole number.',
    )
    const accounts = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name }))
    expect(
      experienceErrors({ ...form, details: { ...form.details, notableAccounts: accounts } })['details.notableAccounts'],
    ).toBe('You can select up to 5 values')
    expect(
      experienceErrors({
        ...form,
        details: { ...form.details, soldIntoLevelIds: [uuid(1), uuid(2), uuid(3), uuid(4)] },
      })['details.soldIntoLevelIds'],
    ).toBe('You can select up to 3 values')
  })
})

describe('details by role', () => {
  const roles = [
    { positionId: 'p-sdr', segment: 'sdr' as const },
    { positionId: 'p-ae', segment: 'ae' as const },
    { positionId: 'p-lead', segment: 'salesLeadership' as const },
    { positionId: 'p-cs', segment: 'csmAm' as const },
  ]

  it('finds the segment of a position', () => {
    expect(segmentOf('p-ae', roles)).toBe('ae')
    expect(segmentOf('p-other', roles)).toBe('default')
    expect(segmentOf('', roles)).toBeNull()
  })

  it.each([
    ['sdr', ['monthlyQualifiedMeetingsQuotaId', 'annualPipelineQuotaId', 'leadSource', 'outReach'], ['teamArrMin']],
    ['ae', ['averageDealSizeId', 'annualQuotaId', 'netNewBusinessId', 'revenueQuota'], ['bookOfBusinessId']],
    ['salesLeadership', ['teamSizeMin', 'teamSizeMax', 'teamArrMin', 'teamArrMax', 'builtPlaybook'], ['leadSource']],
    ['csmAm', ['bookOfBusinessId', 'responsibilityIds', 'achievedRetention', 'measuredById'], ['teamArrMax']],
  ] as const)('%s asks for its own details', (segment, shown, hidden) => {
    const keys = detailFieldsFor(segment).map((f) => f.key)
    for (const k of shown) expect(keys).toContain(k)
    for (const k of hidden) expect(keys).not.toContain(k)
    expect(keys).toContain('notableAccounts')
  })

  it('every field of every segment is known, once', () => {
    for (const keys of Object.values(FIELDS_BY_SEGMENT)) {
      expect(new Set(keys).size).toBe(keys.length)
      for (const k of keys) expect(DETAIL_FIELDS[k]).toBeDefined()
    }
  })

  it('an empty details block starts the sliders at 50', () => {
    const input = detailsInputOf(detailsFormOf(null))
    expect(input.leadSource).toBe(50)
    expect(input.outReach).toBe(50)
    expect(input.customerSizeIds).toEqual([])
    expect(input.averageDealSizeId).toBeNull()
    expect(contracts.WorkExperienceDetailsInput.safeParse(input).success).toBe(true)
  })
})

describe('education', () => {
  it('requires the school and sends the year as a number', () => {
    expect(educationErrors(emptyEducationForm())).toEqual({ school: MESSAGES.required })
    expect(educationInput({ ...emptyEducationForm(), school: ' UT ', educationYear: '2017' })).toMatchObject({
      school: 'UT',
      educationYear: 2017,
      degreeId: null,
    })
  })

  it('offers graduation years from 5 ahead to 55 back', () => {
    const years = graduationYears(new Date('2025-06-01T12:00:00Z'))
    expect(years[0]).toBe(2030)
    expect(years[years.length - 1]).toBe(1970)
    expect(years).toHaveLength(61)
  })
})

describe('portfolio', () => {
  it('a link needs a valid URL and a title; at most 10 items', () => {
    expect(portfolioErrors({ ...emptyPortfolioForm(), url: 'my site', title: '' }, 0, false)).toEqual({
      url: 'Please enter a valid link',
      title: MESSAGES.required,
    })
    expect(portfolioErrors({ ...emptyPortfolioForm(), url: 'example.com/work', title: 'Deck' }, 3, false)).toEqual({})
    expect(portfolioErrors({ ...emptyPortfolioForm(), url: 'example.com', title: 'Deck' }, 10, false).form).toBe(
      CANDIDATE_MESSAGES.portfolioFull,
    )
    expect(portfolioErrors({ ...emptyPortfolioForm(), type: 'file', title: 'Deck' }, 0, false).fileMediaId).toBe(
      'Upload the file first.',
    )
  })

  it('sends a new thumbnail, a removal, or nothing (the item keeps its own)', () => {
    const form = { ...emptyPortfolioForm(), url: 'example.com/work', title: 'Deck' }
    expect(portfolioInput(form)).not.toHaveProperty('thumbnailMediaId')
    const id = '7b0c8d0e-8f1a-4c55-9a43-2f3e1d5b6a70'
    expect(portfolioInput({ ...form, thumbnailMediaId: id })).toMatchObject({ thumbnailMediaId: id })
    expect(portfolioInput({ ...form, removeThumbnail: true })).toMatchObject({
      thumbnailMediaId: null,
      thumbnailUrl: null,
    })
    expect(contracts.PortfolioItemPatch.safeParse(portfolioInput({ ...form, removeThumbnail: true })).success).toBe(
      true,
    )
  })

  it.each([
    ['https://example.com', null],
    ['example.com/a', null],
    ['ftp://example.com', 'Please enter a valid link'],
    ['https://user:pw@example.com', 'Please enter a valid link'],
    ['localhost', 'Please enter a valid link'],
  ])('link %s', (url, problem) => {
    expect(linkProblem(url)).toBe(problem)
  })

  it('moves an item within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })
})

describe('uploads', () => {
  const MB = 1024 * 1024
  it.each([
    ['resume', 'cv.pdf', 100, null],
    ['resume', 'cv.DOCX', 100, null],
    ['resume', 'cv.txt', 100, 'This file type is not allowed. Allowed: pdf, doc, docx'],
    ['resume', 'cv.pdf', 0, 'The file is empty'],
    ['resume', 'cv.pdf', 6 * MB + 1, 'The file is larger than 6 MB'],
    ['profilePicture', 'me.png', 10 * MB, null],
    ['profilePicture', 'me.gif', 10, 'This file type is not allowed. Allowed: jpg, jpeg, png'],
    ['pitchedVideo', 'pitch.mov', 400 * MB, null],
    ['pitchedVideo', 'pitch.mp4', 501 * MB, 'The file is larger than 500 MB'],
  ] as const)('%s %s (%i bytes)', (kind, name, size, problem) => {
    expect(fileProblem(kind, { name, size })).toBe(problem)
  })

  it('hints and progress', () => {
    expect(uploadHint('resume')).toBe('PDF, DOC or DOCX, up to 6 MB')
    expect(percentOf(50, 200)).toBe(25)
    expect(percentOf(10, 0)).toBe(0)
    expect(percentOf(300, 200)).toBe(100)
  })
})

describe('completion', () => {
  it('names each missing field and its section', () => {
    expect(missingFieldLinks(['picture', 'skills', 'somethingNew'])).toEqual([
      { key: 'picture', label: 'Profile picture', section: 'files' },
      { key: 'skills', label: 'Skills', section: 'skills' },
      { key: 'somethingNew', label: 'somethingNew', section: 'basics' },
    ])
  })
})
