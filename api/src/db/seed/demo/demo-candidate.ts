/**
 * The demo candidate (candidate@demo.quota.test): Jordan Lee, an enterprise account executive in
 * Austin with a complete profile: three roles with details, education, skills, wishes, cities.
 */
import { experienceStory, payFor, positionProfile } from './careers'
import { EMPLOYERS, employerOrganizationId } from './companies'
import type { GeneratedCandidate } from './generate-candidates'
import { lov, lovValue } from './lov'
import { metroOf, stateIdOf } from './places'
import { Random } from './random'

const DAY = 24 * 60 * 60 * 1000

function monthStart(asOf: Date, monthsAgo: number): string {
  return new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 10)
}

export function demoCandidateBundle(
  asOf: Date,
  input: { userId: string; ownerId: string; email: string; phone: string },
): GeneratedCandidate {
  const rng = new Random('demo-candidate:jordan-lee')
  const id = rng.uuid()
  const cityId = 'US-TX-austin'
  const roles = [
    {
      position: 'accountExecutiveEnterprise',
      title: 'enterpriseAccountExecutive',
      employer: 'Zephyr Cloud',
      from: 31,
      to: null,
    },
    { position: 'midMarketAe', title: 'midMarketAccountExecutive', employer: 'Orbital Devtools', from: 60, to: 31 },
    { position: 'accountExecutive', title: 'accountExecutive', employer: 'Nimbus Sales Cloud', from: 82, to: 60 },
    {
      position: 'salesDevelopmentRepresentative',
      title: 'salesDevelopmentRepresentative',
      employer: 'Nimbus Sales Cloud',
      from: 99,
      to: 82,
    },
  ] as const
  const workExperiences: GeneratedCandidate['workExperiences'] = []
  const workExperienceDetails: GeneratedCandidate['workExperienceDetails'] = []
  for (const role of roles) {
    const profile = positionProfile(role.position)
    const employer = EMPLOYERS.find((e) => e.name === role.employer)!
    const weId = rng.uuid()
    const pay = payFor(rng, profile, (role.to ?? 0) / 12)
    const story = experienceStory(rng, profile, employer, 15)
    workExperiences.push({
      id: weId,
      candidateId: id,
      title: lovValue('workExperienceTitle', role.title),
      titleId: lov('workExperienceTitle', role.title),
      organizationId: employerOrganizationId(employer.name),
      companyName: employer.name,
      fromDate: monthStart(asOf, role.from),
      toDate: role.to === null ? null : monthStart(asOf, role.to),
      isCurrent: role.to === null,
      description: story.description,
      desiredPositionId: lov('position', role.position),
      cityId,
      stateId: stateIdOf(cityId),
      workFromHome: role.to === null,
      travel: role.position === 'accountExecutiveEnterprise',
      salary: pay.salary,
      ote: pay.ote,
      variable: pay.ote - pay.salary,
    })
    workExperienceDetails.push({
      workExperienceId: weId,
      ...story.details,
      presidentsClub: role.to === null ? true : story.details.presidentsClub,
    })
  }
  const createdAt = new Date(asOf.getTime() - 120 * DAY + 15 * 3600_000)
  const metro = metroOf(cityId)
  return {
    candidate: {
      id,
      userId: input.userId,
      firstName: 'Jordan',
      lastName: 'Lee',
      email: input.email,
      phone: input.phone,
      linkedinUrl: 'https://www.linkedin.com/in/jordan-lee-demo-quota',
      cityId,
      stateId: stateIdOf(cityId),
      searchStatus: 'activelySearching',
      searchStatusChangedAt: new Date(asOf.getTime() - 21 * DAY),
      genderPronounId: lov('genderPronoun', 'theyThem'),
      aboutMe:
        "Enterprise account executive with 8 years in B2B SaaS, from SDR to closing seven-figure cloud deals. President's Club twice; I multi-thread early, run MEDDPICC with discipline and keep an honest forecast. Looking for an enterprise or first-line leadership role at a Series C+ infrastructure or data company.",
      desiredBaseSalary: 170_000,
      desiredOte: 340_000,
      desiredVariable: 170_000,
      isSalaryConfidential: false,
      remoteOption: 'yes',
      sponsorshipRequired: false,
      workArrangements: ['fullyRemote', 'oneToTwoDaysPerWeek'],
      preferredOfficeHourIds: [lov('preferredOfficeHours', 'central')],
      // set after insertion by the API's own rule (seed/demo.ts)
      profileCompletion: 0,
      source: 'signup',
      createdAt,
      updatedAt: new Date(asOf.getTime() - 3 * DAY),
    },
    internalProfile: {
      candidateId: id,
      leadStatusId: lov('leadStatus', 'accepted'),
      contactStatusId: lov('contactStatus', 'screened'),
      ownerId: input.ownerId,
      sourcedById: input.ownerId,
      lastTouchAt: new Date(asOf.getTime() - 2 * DAY),
      lastTouchBy: input.ownerId,
      lastNcmAt: new Date(asOf.getTime() - 40 * DAY),
      createdAt,
    },
    workExperiences,
    workExperienceDetails,
    educations: [
      {
        candidateId: id,
        school: 'The University of Texas at Austin',
        degreeId: lov('degree', 'bachelorOfBusinessAdministration'),
        fieldOfStudyId: lov('fieldOfStudy', 'marketing'),
        educationYear: asOf.getUTCFullYear() - 9,
        highlights: 'Professional Sales Certificate; captain of the sales competition team.',
        extracurricularActivityIds: [
          lov('extracurricularActivity', 'salesClub'),
          lov('extracurricularActivity', 'clubSports'),
        ],
        isHighlighted: true,
      },
    ],
    skills: [
      'salesforce',
      'meddpicc',
      'enterpriseSales',
      'multiThreading',
      'executiveSelling',
      'negotiation',
      'gong',
      'clari',
      'linkedInSalesNavigator',
      'businessCaseRoi',
      'spanish',
    ].map((skill, sortOrder) => ({ candidateId: id, skillId: lov('skill', skill), sortOrder })),
    desiredPositions: ['accountExecutiveEnterprise', 'managerAndDirector'].map((position, sortOrder) => ({
      candidateId: id,
      positionId: lov('position', position),
      sortOrder,
    })),
    interestedCities: ['US-TX-austin', 'US-TX-dallas', 'US-CO-denver'].map((city, sortOrder) => ({
      candidateId: id,
      cityId: city,
      sortOrder,
    })),
    demographics: null,
    headlineWorkExperienceId: workExperiences[0]!.id,
    traits: {
      index: -1,
      position: 'accountExecutiveEnterprise',
      family: 'ae',
      desiredPositions: ['accountExecutiveEnterprise', 'managerAndDirector'],
      cityId,
      metro,
      yearsOfExperience: 8,
      strength: 15,
    },
  }
}
