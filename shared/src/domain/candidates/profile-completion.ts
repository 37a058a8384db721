/**
 * Profile completion (spec 001 §3 profilePercentage, §7 GET profile-completion-percentage and
 * GET missing-fields). The spec does not give the weights; ours favour what recruiters pitch
 * with: work history, resume, picture and contact details. The weights add up to 100.
 */

export interface ProfileFacts {
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  cityId: string | null
  linkedInProfileUrl: string | null
  aboutMe: string | null
  hasPicture: boolean
  hasResume: boolean
  searchStatus: string | null
  desiredBaseSalary: number | null
  workArrangementCount: number
  desiredPositionCount: number
  interestedCityCount: number
  workExperienceCount: number
  educationCount: number
  skillCount: number
}

export const PROFILE_FIELDS = [
  { key: 'name', weight: 5, done: (f: ProfileFacts) => !!f.firstName?.trim() && !!f.lastName?.trim() },
  { key: 'email', weight: 5, done: (f: ProfileFacts) => !!f.email },
  { key: 'phone', weight: 5, done: (f: ProfileFacts) => !!f.phone },
  { key: 'location', weight: 5, done: (f: ProfileFacts) => !!f.cityId },
  { key: 'linkedInProfileUrl', weight: 5, done: (f: ProfileFacts) => !!f.linkedInProfileUrl },
  { key: 'aboutMe', weight: 5, done: (f: ProfileFacts) => !!f.aboutMe?.trim() },
  { key: 'picture', weight: 10, done: (f: ProfileFacts) => f.hasPicture },
  { key: 'resume', weight: 10, done: (f: ProfileFacts) => f.hasResume },
  { key: 'searchStatus', weight: 5, done: (f: ProfileFacts) => !!f.searchStatus },
  { key: 'desiredBaseSalary', weight: 5, done: (f: ProfileFacts) => f.desiredBaseSalary != null },
  { key: 'workArrangements', weight: 5, done: (f: ProfileFacts) => f.workArrangementCount > 0 },
  { key: 'desiredPositions', weight: 5, done: (f: ProfileFacts) => f.desiredPositionCount > 0 },
  { key: 'interestedCities', weight: 5, done: (f: ProfileFacts) => f.interestedCityCount > 0 },
  { key: 'workExperience', weight: 15, done: (f: ProfileFacts) => f.workExperienceCount > 0 },
  { key: 'education', weight: 5, done: (f: ProfileFacts) => f.educationCount > 0 },
  { key: 'skills', weight: 5, done: (f: ProfileFacts) => f.skillCount > 0 },
] as const

export type ProfileFieldKey = (typeof PROFILE_FIELDS)[number]['key']

export function profileCompletion(facts: ProfileFacts): { percentage: number; missingFields: ProfileFieldKey[] } {
  let percentage = 0
  const missingFields: ProfileFieldKey[] = []
  for (const field of PROFILE_FIELDS) {
    if (field.done(facts)) percentage += field.weight
    else missingFields.push(field.key)
  }
  return { percentage, missingFields }
}
