/**
 * Deterministic candidates with believable sales careers, for the demo data and for benchmarks.
 *
 * `generateCandidates({ seed, count })` yields one bundle of rows per candidate (the candidate,
 * internal profile, work experiences with their details, education, skills, desired positions,
 * interested cities, demographics). Candidate `i` depends only on (seed, i, asOf): its own random
 * stream is seeded from them, so any slice (`startIndex`) is identical to the same slice of a full
 * run, and nothing but the current bundle is held in memory.
 *
 * Employers are the fictional organizations of `companies.ts`; insert them first
 * (`seedEmployerOrganizations`). Owners come from `ownerIds` (provider users) when given.
 */
import { profileCompletion as profileCompletionOf } from '@quota/shared/domain/candidates/profile-completion'
import type {
  NewCandidateDemographicsRow,
  NewCandidateDesiredPositionRow,
  NewCandidateInterestedCityRow,
  NewCandidateInternalProfileRow,
  NewCandidateRow,
  NewCandidateSkillRow,
  NewEducationRow,
  NewWorkExperienceDetailsRow,
  NewWorkExperienceRow,
} from '../../schema'
import {
  COMMON_SKILLS,
  CURRENT_POSITION_WEIGHTS,
  experienceStory,
  LANGUAGES,
  type PositionProfile,
  payFor,
  positionProfile,
  SKILLS_BY_FAMILY,
} from './careers'
import { EMPLOYERS, type EmployerSeed, employerOrganizationId } from './companies'
import { lov, lovIdentifiers, lovValue } from './lov'
import { AREA_CODES, FIRST_NAMES, GRADUATE_SCHOOLS, LAST_NAMES, SCHOOLS } from './names'
import { METRO_WEIGHTS, type Metro, stateIdOf } from './places'
import { hash32, permute32, Random } from './random'

export interface GenerateCandidatesOptions {
  /** Same seed (and asOf) -> same rows. */
  seed: string | number
  count: number
  /** Index of the first candidate (to continue a run or generate a slice). Default 0. */
  startIndex?: number
  /** "Today" for the data: dates are relative to it. Default: today, 00:00 UTC. */
  asOf?: Date
  /** Domain of the generated e-mail addresses (a reserved example domain). Default example.com. */
  emailDomain?: string
  /** Provider users to own and source candidates; none leaves owners empty. */
  ownerIds?: readonly string[]
}

/** What the demo seed needs to know about a generated candidate besides its rows. */
export interface CandidateTraits {
  index: number
  /** `position` identifier of the current (or last) role. */
  position: string
  family: PositionProfile['family']
  desiredPositions: string[]
  cityId: string
  metro: Metro
  yearsOfExperience: number
  /** -10..+15: how strong a performer (attainment bias). */
  strength: number
}

export interface GeneratedCandidate {
  candidate: NewCandidateRow & { id: string }
  internalProfile: NewCandidateInternalProfileRow
  workExperiences: (NewWorkExperienceRow & { id: string })[]
  workExperienceDetails: NewWorkExperienceDetailsRow[]
  educations: NewEducationRow[]
  skills: NewCandidateSkillRow[]
  desiredPositions: NewCandidateDesiredPositionRow[]
  interestedCities: NewCandidateInterestedCityRow[]
  demographics: NewCandidateDemographicsRow | null
  /** The role shown on cards (candidate.headlineWorkExperienceId, set after the experiences are in). */
  headlineWorkExperienceId: string | null
  traits: CandidateTraits
}

const DAY = 24 * 60 * 60 * 1000

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

/** `YYYY-MM-01` of the month `monthsAgo` months before `asOf`. */
function monthStart(asOf: Date, monthsAgo: number): string {
  const d = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - monthsAgo, 1))
  return d.toISOString().slice(0, 10)
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

/** Yields `count` candidates, one bundle at a time. */
export function* generateCandidates(options: GenerateCandidatesOptions): Generator<GeneratedCandidate> {
  const start = options.startIndex ?? 0
  const asOf = startOfUtcDay(options.asOf ?? new Date())
  const key = hash32(`linkedin:${options.seed}`)
  for (let index = start; index < start + options.count; index++) {
    yield generateCandidate(options, index, asOf, key)
  }
}

/** One candidate, from (seed, index) alone. */
export function generateCandidate(
  options: Pick<GenerateCandidatesOptions, 'seed' | 'emailDomain' | 'ownerIds'>,
  index: number,
  asOf: Date,
  linkedinKey = hash32(`linkedin:${options.seed}`),
): GeneratedCandidate {
  const rng = new Random(`candidate:${options.seed}:${index}`)
  const id = rng.uuid()
  const firstName = rng.pick(FIRST_NAMES)
  const lastName = rng.pick(LAST_NAMES)
  const metro = rng.weighted(METRO_WEIGHTS)
  const cityId = metro.nearby.length && rng.chance(0.25) ? rng.pick(metro.nearby) : metro.cityId
  const stateCode = cityId.split('-')[1]!
  const areaCodes = AREA_CODES[stateCode] ?? ['212']
  const phone = `+1${rng.pick(areaCodes)}5550${100 + rng.int(0, 99)}`
  const handle = permute32(index, linkedinKey).toString(16).padStart(8, '0')
  const email = `${slug(firstName)}.${slug(lastName)}${index + 1}@${options.emailDomain ?? 'example.com'}`
  const linkedinUrl = `https://www.linkedin.com/in/${slug(firstName)}-${slug(lastName)}-${handle}`

  // Career: the current role, then backwards to the first one.
  const current = rng.weighted(CURRENT_POSITION_WEIGHTS)
  const strength = rng.int(-10, 15)
  const employed = rng.chance(0.9)
  const roles: {
    profile: PositionProfile
    startMonthsAgo: number
    endMonthsAgo: number | null
    employer: EmployerSeed
  }[] = []
  let profile: PositionProfile | null = current
  let end: number | null = employed ? null : rng.int(1, 7)
  const maxRoles = rng.weighted([
    [1, 2],
    [2, 4],
    [3, 4],
    [4, 2],
  ] as const)
  const usedEmployers = new Set<string>()
  while (profile && roles.length < maxRoles) {
    const tenure = rng.int(profile.tenureMonths[0], profile.tenureMonths[1])
    const endAgo = end ?? 0
    const startAgo = endAgo + (end === null && roles.length === 0 ? rng.int(3, tenure) : tenure)
    let employer = rng.pick(EMPLOYERS)
    for (let tries = 0; usedEmployers.has(employer.name) && tries < 5; tries++) employer = rng.pick(EMPLOYERS)
    usedEmployers.add(employer.name)
    roles.push({ profile, startMonthsAgo: startAgo, endMonthsAgo: end, employer })
    const previous: string | null = rng.weighted(profile.previous)
    profile = previous ? positionProfile(previous) : null
    end = startAgo + (rng.chance(0.8) ? 0 : rng.int(1, 4))
  }
  const careerStartMonthsAgo = roles[roles.length - 1]!.startMonthsAgo
  const yearsOfExperience = Math.round(careerStartMonthsAgo / 12)

  const workExperiences: GeneratedCandidate['workExperiences'] = []
  const workExperienceDetails: NewWorkExperienceDetailsRow[] = []
  let latestPay = { salary: 0, ote: 0 }
  roles.forEach((role, i) => {
    const weId = rng.uuid()
    const titleId = rng.pick(role.profile.titles)
    const pay = payFor(rng, role.profile, (role.endMonthsAgo ?? 0) / 12)
    if (i === 0) latestPay = pay
    const story = experienceStory(rng, role.profile, role.employer, strength)
    const remote = rng.chance(role.profile.family === 'sdr' ? 0.2 : 0.45)
    workExperiences.push({
      id: weId,
      candidateId: id,
      title: lovValue('workExperienceTitle', titleId),
      titleId: lov('workExperienceTitle', titleId),
      organizationId: employerOrganizationId(role.employer.name),
      companyName: role.employer.name,
      fromDate: monthStart(asOf, role.startMonthsAgo),
      toDate: role.endMonthsAgo === null ? null : monthStart(asOf, role.endMonthsAgo),
      isCurrent: role.endMonthsAgo === null,
      description: story.description,
      desiredPositionId: lov('position', role.profile.position),
      cityId: remote ? cityId : role.employer.cityId,
      stateId: stateIdOf(remote ? cityId : role.employer.cityId),
      workFromHome: remote,
      travel: role.profile.family === 'ae' && rng.chance(0.3),
      salary: pay.salary,
      ote: pay.ote,
      variable: pay.ote - pay.salary,
      createdAt: new Date(asOf.getTime() - rng.int(1, 400) * DAY),
    })
    workExperienceDetails.push({ workExperienceId: weId, ...story.details })
  })

  // Wishes: a step up from today's pay, in round numbers; the next role up.
  const raise = 1.08 + rng.next() * 0.17
  const desiredBaseSalary = Math.round((latestPay.salary * raise) / 5000) * 5000
  const desiredOte = Math.max(desiredBaseSalary + 5000, Math.round((latestPay.ote * raise) / 5000) * 5000)
  const desired = [current.position, ...rng.sample(current.next, rng.int(0, 2))]
  const desiredPositions = [...new Set(desired)].map((position, sortOrder) => ({
    candidateId: id,
    positionId: lov('position', position),
    sortOrder,
  }))

  const remoteOption = rng.weighted([
    ['yes', 55],
    ['remoteOnly', 25],
    ['no', 20],
  ] as const)
  const workArrangements =
    remoteOption === 'remoteOnly'
      ? (['fullyRemote'] as const)
      : remoteOption === 'no'
        ? (['threeToFourDaysPerWeek', 'fullyAtOffice'] as const)
        : rng.pick([
            ['fullyRemote', 'oneToTwoDaysPerWeek'],
            ['fullyRemote', 'oneToTwoDaysPerWeek', 'threeToFourDaysPerWeek'],
            ['oneToTwoDaysPerWeek'],
          ] as const)
  const searchStatus = rng.weighted([
    ['activelySearching', 35],
    ['passivelySearching', 30],
    ['openToOffers', 25],
    ['offTheMarket', 10],
  ] as const)
  const createdDaysAgo = rng.int(2, 900)
  const createdAt = new Date(asOf.getTime() - createdDaysAgo * DAY + rng.int(8, 20) * 3600_000)
  const source = rng.weighted([
    ['recruiter', 35],
    ['extension', 25],
    ['signup', 20],
    ['inboundForm', 10],
    ['resumeUpload', 5],
    ['import', 5],
  ] as const)

  // Education: most have a bachelor's; some an MBA; a few none.
  const educations: NewEducationRow[] = []
  const gradYear = asOf.getUTCFullYear() - Math.ceil(careerStartMonthsAgo / 12) - rng.int(0, 1)
  if (rng.chance(0.9)) {
    const technical = current.family === 'se'
    const field = technical
      ? rng.pick([
          'computerScience',
          'informationTechnology',
          'electricalEngineering',
          'mechanicalEngineering',
          'mathematics',
        ])
      : rng.weighted([
          ['businessAdministration', 6],
          ['marketing', 4],
          ['communications', 4],
          ['economics', 3],
          ['finance', 3],
          ['psychology', 2],
          ['professionalSales', 2],
          ['politicalScience', 2],
          ['management', 2],
          ['english', 1],
          ['kinesiology', 1],
          ['history', 1],
          ['sportsManagement', 1],
        ] as const)
    const degree = technical
      ? 'bachelorOfScience'
      : rng.weighted([
          ['bachelorOfBusinessAdministration', 4],
          ['bachelorOfArts', 4],
          ['bachelorOfScience', 3],
        ] as const)
    educations.push({
      candidateId: id,
      school: rng.pick(SCHOOLS),
      degreeId: lov('degree', degree),
      fieldOfStudyId: lov('fieldOfStudy', field),
      educationYear: gradYear,
      extracurricularActivityIds: rng
        .sample(
          [
            'varsityAthletics',
            'clubSports',
            'salesClub',
            'businessClub',
            'greekLife',
            'studentGovernment',
            'volunteerService',
            'workedThroughSchool',
            'entrepreneurshipClub',
          ],
          rng.int(0, 2),
        )
        .map((a) => lov('extracurricularActivity', a)),
      isHighlighted: false,
    })
    if (rng.chance(current.family === 'leader' ? 0.25 : 0.05) && careerStartMonthsAgo > 60) {
      educations.push({
        candidateId: id,
        school: rng.pick(GRADUATE_SCHOOLS),
        degreeId: lov('degree', rng.chance(0.7) ? 'mba' : 'executiveMba'),
        fieldOfStudyId: lov(
          'fieldOfStudy',
          rng.pick(['businessAdministration', 'management', 'finance', 'entrepreneurship']),
        ),
        educationYear: Math.min(asOf.getUTCFullYear(), gradYear + rng.int(4, 9)),
        highlights: rng.chance(0.5) ? 'Evening program while working full time in sales.' : null,
        extracurricularActivityIds: [],
        isHighlighted: true,
      })
    }
  } else if (rng.chance(0.5)) {
    educations.push({
      candidateId: id,
      school: rng.pick(SCHOOLS),
      degreeId: lov('degree', 'someCollege'),
      fieldOfStudyId: lov('fieldOfStudy', rng.pick(['businessAdministration', 'communications', 'liberalArts'])),
      educationYear: gradYear,
      extracurricularActivityIds: [],
      isHighlighted: false,
    })
  }

  // Skills: a CRM and tools everyone lists, the family's craft, sometimes a language.
  const skillIds = new Set<string>()
  skillIds.add(rng.weighted(COMMON_SKILLS))
  skillIds.add(rng.weighted(COMMON_SKILLS))
  for (const skill of rng.sample(SKILLS_BY_FAMILY[current.family], rng.int(4, 9))) skillIds.add(skill)
  for (const role of roles.slice(1)) {
    if (role.profile.family !== current.family) skillIds.add(rng.pick(SKILLS_BY_FAMILY[role.profile.family]))
  }
  if (rng.chance(0.15)) skillIds.add(rng.weighted(LANGUAGES))
  const skills = [...skillIds].map((skill, sortOrder) => ({ candidateId: id, skillId: lov('skill', skill), sortOrder }))

  // Cities they would work in: home, sometimes neighbours or a move.
  const interested = new Set<string>([metro.cityId])
  for (const city of rng.sample(metro.nearby, rng.int(0, metro.nearby.length))) interested.add(city)
  if (rng.chance(0.2)) interested.add(rng.weighted(METRO_WEIGHTS).cityId)
  const interestedCities = [...interested]
    .slice(0, 5)
    .map((city, sortOrder) => ({ candidateId: id, cityId: city, sortOrder }))

  const ownerIds = options.ownerIds ?? []
  const leadStatus = rng.weighted([
    ['accepted', 55],
    ['newInbound', 12],
    ['handoff', 10],
    ['handoffToRoundRobin', 5],
    ['handoffToMarketing', 5],
    ['connectInbound', 5],
    ['disqualified', 8],
  ] as const)
  const disqualified = leadStatus === 'disqualified'
  const disqualificationReason = disqualified
    ? rng.weighted([
        ['compensationTooHigh', 3],
        ['unsupportedLocation', 2],
        ['insufficientExperience', 3],
        ['unresponsive', 2],
        ['doNotContact', 1],
      ] as const)
    : null
  const lastTouchDaysAgo = Math.min(createdDaysAgo, rng.int(0, 240))
  const internalProfile: NewCandidateInternalProfileRow = {
    candidateId: id,
    leadStatusId: lov('leadStatus', leadStatus),
    contactStatusId: lov(
      'contactStatus',
      rng.weighted([
        ['connected', 20],
        ['screened', 18],
        ['screenScheduled', 6],
        ['emailSent', 14],
        ['inMailSent', 10],
        ['leftVoicemail', 6],
        ['attemptedNoResponse', 10],
        ['notContacted', 8],
        ['nurture', 6],
        ['notInterested', 2],
      ] as const),
    ),
    ownerId: ownerIds.length ? rng.pick(ownerIds) : null,
    sourcedById: ownerIds.length && source !== 'signup' && source !== 'inboundForm' ? rng.pick(ownerIds) : null,
    disqualificationReasonId: disqualificationReason ? lov('disqualifiedNotification', disqualificationReason) : null,
    disqualificationTemporaryReasonId:
      disqualified && disqualificationReason !== 'doNotContact'
        ? lov(
            'disqualifiedTemporaryReason',
            rng.pick(['recentlyStartedNewRole', 'notLookingRightNow', 'needsMoreExperience', 'compensationGap']),
          )
        : null,
    disqualificationNote: disqualified ? 'Revisit next quarter; strong background but timing or fit was off.' : null,
    disqualifiedAt: disqualified ? new Date(asOf.getTime() - rng.int(5, 120) * DAY) : null,
    isPermanentlyDisqualified: disqualificationReason === 'doNotContact',
    doNotContact: disqualificationReason === 'doNotContact',
    lastTouchAt: new Date(asOf.getTime() - lastTouchDaysAgo * DAY - rng.int(0, 8) * 3600_000),
    lastTouchBy: ownerIds.length ? rng.pick(ownerIds) : null,
    lastNcmAt: rng.chance(0.4) ? new Date(asOf.getTime() - Math.min(createdDaysAgo, rng.int(3, 300)) * DAY) : null,
    createdAt,
  }

  const demographics: NewCandidateDemographicsRow | null = rng.chance(0.35)
    ? {
        candidateId: id,
        raceIds: [lov('race', rng.pick(lovIdentifiers('race')))],
        ageId: lov('age', yearsOfExperience < 6 ? 'from20To29' : yearsOfExperience < 14 ? 'from30To39' : 'from40To49'),
        genderIdentityId: lov(
          'genderIdentity',
          rng.weighted([
            ['woman', 45],
            ['man', 48],
            ['nonBinary', 3],
            ['preferNotToSay', 4],
          ] as const),
        ),
        militaryStatusId: lov(
          'militaryStatus',
          rng.weighted([
            ['noMilitaryService', 90],
            ['veteran', 6],
            ['preferNotToSay', 4],
          ] as const),
        ),
      }
    : null

  const headline = workExperiences[0]!
  const aboutMe = `${lovValue('position', current.position).replace(/ \(.*\)$/, '')} with ${yearsOfExperience <= 1 ? 'a year' : `${yearsOfExperience} years`} in B2B sales, most recently at ${roles[0]!.employer.name}. ${
    current.family === 'leader'
      ? 'I build teams that hit their number and promote from within.'
      : current.family === 'cs'
        ? 'I keep customers growing and renewing.'
        : current.family === 'se'
          ? 'I turn technical buyers into champions.'
          : 'Consistent quota attainment, strong pipeline discipline, and a bias for outbound.'
  }`
  // the same rule the API applies after every profile write (demo candidates have no files)
  const { percentage: profileCompletion } = profileCompletionOf({
    firstName,
    lastName,
    email,
    phone,
    cityId,
    linkedInProfileUrl: linkedinUrl,
    aboutMe,
    hasPicture: false,
    hasResume: false,
    searchStatus,
    desiredBaseSalary,
    workArrangementCount: workArrangements.length,
    desiredPositionCount: desiredPositions.length,
    interestedCityCount: interested.size,
    workExperienceCount: workExperiences.length,
    educationCount: educations.length,
    skillCount: skills.length,
  })

  const candidate: GeneratedCandidate['candidate'] = {
    id,
    firstName,
    lastName,
    email,
    phone,
    linkedinUrl,
    cityId,
    stateId: stateIdOf(cityId),
    searchStatus,
    searchStatusChangedAt: new Date(asOf.getTime() - Math.min(createdDaysAgo, rng.int(0, 180)) * DAY),
    aboutMe,
    desiredBaseSalary,
    desiredOte,
    desiredVariable: desiredOte - desiredBaseSalary,
    isSalaryConfidential: rng.chance(0.1),
    remoteOption,
    sponsorshipRequired: rng.chance(0.04),
    workArrangements: [...workArrangements],
    preferredOfficeHourIds: remoteOption === 'remoteOnly' ? [] : [lov('preferredOfficeHours', metro.officeHours)],
    profileCompletion,
    source,
    createdAt,
    updatedAt: new Date(Math.max(createdAt.getTime(), asOf.getTime() - lastTouchDaysAgo * DAY)),
  }

  return {
    candidate,
    internalProfile,
    workExperiences,
    workExperienceDetails,
    educations,
    skills,
    desiredPositions,
    interestedCities,
    demographics,
    headlineWorkExperienceId: headline.id,
    traits: {
      index,
      position: current.position,
      family: current.family,
      desiredPositions: [...new Set(desired)],
      cityId,
      metro,
      yearsOfExperience,
      strength,
    },
  }
}

/** Groups an iterable into arrays of `size` (the last one may be shorter). */
export function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = []
  for (const item of items) {
    batch.push(item)
    if (batch.length === size) {
      yield batch
      batch = []
    }
  }
  if (batch.length) yield batch
}
