/** Small hand-made rows for the index and contract tests. */
import type { CandidateIndexExperience, CandidateIndexRow } from '../indexes/candidates'

export const CITIES = {
  austin: { id: 'US-TX-austin', name: 'Austin', stateCode: 'TX', latitude: 30.2672, longitude: -97.7431 },
  roundRock: { id: 'US-TX-round-rock', name: 'Round Rock', stateCode: 'TX', latitude: 30.5083, longitude: -97.6789 },
  houston: { id: 'US-TX-houston', name: 'Houston', stateCode: 'TX', latitude: 29.7604, longitude: -95.3698 },
  newYork: { id: 'US-NY-new-york', name: 'New York', stateCode: 'NY', latitude: 40.7128, longitude: -74.006 },
  jerseyCity: { id: 'US-NJ-jersey-city', name: 'Jersey City', stateCode: 'NJ', latitude: 40.7178, longitude: -74.0431 },
  sanFrancisco: {
    id: 'US-CA-san-francisco',
    name: 'San Francisco',
    stateCode: 'CA',
    latitude: 37.7749,
    longitude: -122.4194,
  },
} as const

let counter = 0
/** A stable uuid-shaped id from a number. */
export const fid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function experience(overrides: Partial<CandidateIndexExperience> = {}): CandidateIndexExperience {
  return {
    title: 'Account Executive',
    titleId: 'title-ae',
    companyName: 'Acme Cloud',
    organizationId: 'org-acme',
    industryId: 'industry-saas',
    positionId: 'position-ae',
    fromDate: '2021-01-01',
    toDate: null,
    isCurrent: true,
    description: 'Closed new business with mid-market accounts.',
    details: {
      averageDealSizeId: 'deal-50k',
      averageDealCycleId: 'cycle-3m',
      quotaAttainment: 110,
      customerSizeIds: ['size-mid'],
      soldIntoLevelIds: ['level-vp'],
      soldIntoDepartmentIds: ['dept-sales'],
      clientVerticalIds: ['industry-fintech'],
      teamSize: null,
      teamSizeMax: null,
      teamArrMax: null,
    },
    ...overrides,
  }
}

export function candidateRow(overrides: Partial<CandidateIndexRow> = {}): CandidateIndexRow {
  counter++
  return {
    id: fid(counter),
    firstName: 'Pat',
    lastName: `Person${counter}`,
    email: `pat${counter}@example.com`,
    phone: '+15125550100',
    linkedinUrl: `https://www.linkedin.com/in/pat-person-${counter}`,
    aboutMe: 'Quota-carrying seller.',
    searchStatus: 'activelySearching',
    remoteOption: 'yes',
    workArrangements: ['fullyRemote'],
    desiredBaseSalary: 100_000,
    desiredOte: 200_000,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    lastLoginAt: null,
    toBeDeletedAt: null,
    city: CITIES.austin,
    stateId: 'US-TX',
    interestedCities: [],
    desiredPositions: [{ id: 'position-ae', name: 'Account Executive' }],
    skills: [{ id: 'skill-salesforce', name: 'Salesforce' }],
    workExperiences: [experience()],
    educations: [],
    internal: {
      leadStatusId: 'lead-accepted',
      contactStatusId: 'contact-connected',
      ownerId: 'owner-1',
      lastTouchAt: null,
      doNotContact: false,
    },
    ...overrides,
  }
}
