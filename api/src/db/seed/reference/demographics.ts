/**
 * Voluntary self-identification (spec 001: demographics; filters need the
 * demographic-filter permission). Options follow US EEO-1 / OFCCP categories,
 * widened with common inclusive choices. Every list lets people decline
 * (`preferNotToSay`); where self-description fits, `preferToSelfDescribe` lets
 * them write their own answer (`meta.allowsFreeText`).
 */
import type { LovSection } from './types'

export const DEMOGRAPHICS_SECTION = {
  race: [
    { identifier: 'americanIndianOrAlaskaNative', value: 'American Indian or Alaska Native' },
    { identifier: 'asian', value: 'Asian' },
    { identifier: 'blackOrAfricanAmerican', value: 'Black or African American' },
    { identifier: 'hispanicOrLatino', value: 'Hispanic or Latino/a/x' },
    { identifier: 'middleEasternOrNorthAfrican', value: 'Middle Eastern or North African' },
    { identifier: 'nativeHawaiianOrPacificIslander', value: 'Native Hawaiian or Other Pacific Islander' },
    { identifier: 'white', value: 'White' },
    { identifier: 'twoOrMoreRaces', value: 'Two or More Races' },
    { identifier: 'preferToSelfDescribe', value: 'Prefer to self-describe', meta: { allowsFreeText: true } },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],

  /** Age groups (spec: under 20, 20-30, 30-40, 40-50, 50-60, over 60), as non-overlapping ranges. */
  age: [
    { identifier: 'under20', value: 'Under 20', meta: { minAge: 0, maxAge: 19 } },
    { identifier: 'from20To29', value: '20–29', meta: { minAge: 20, maxAge: 29 } },
    { identifier: 'from30To39', value: '30–39', meta: { minAge: 30, maxAge: 39 } },
    { identifier: 'from40To49', value: '40–49', meta: { minAge: 40, maxAge: 49 } },
    { identifier: 'from50To59', value: '50–59', meta: { minAge: 50, maxAge: 59 } },
    { identifier: 'sixtyAndOver', value: '60 and over', meta: { minAge: 60, maxAge: null } },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],

  genderIdentity: [
    { identifier: 'woman', value: 'Woman' },
    { identifier: 'man', value: 'Man' },
    { identifier: 'nonBinary', value: 'Non-binary' },
    { identifier: 'genderqueer', value: 'Genderqueer / Gender non-conforming' },
    { identifier: 'agender', value: 'Agender' },
    { identifier: 'twoSpirit', value: 'Two-Spirit' },
    { identifier: 'preferToSelfDescribe', value: 'Prefer to self-describe', meta: { allowsFreeText: true } },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],

  sexualOrientation: [
    { identifier: 'heterosexual', value: 'Heterosexual / Straight' },
    { identifier: 'gay', value: 'Gay' },
    { identifier: 'lesbian', value: 'Lesbian' },
    { identifier: 'bisexual', value: 'Bisexual' },
    { identifier: 'pansexual', value: 'Pansexual' },
    { identifier: 'asexual', value: 'Asexual' },
    { identifier: 'queer', value: 'Queer' },
    { identifier: 'questioning', value: 'Questioning' },
    { identifier: 'preferToSelfDescribe', value: 'Prefer to self-describe', meta: { allowsFreeText: true } },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],

  militaryStatus: [
    { identifier: 'noMilitaryService', value: 'No military service' },
    { identifier: 'activeDuty', value: 'Active duty' },
    { identifier: 'reserveOrNationalGuard', value: 'Reserve or National Guard' },
    { identifier: 'veteran', value: 'Veteran' },
    { identifier: 'disabledVeteran', value: 'Disabled veteran' },
    { identifier: 'recentlySeparatedVeteran', value: 'Recently separated veteran (within 3 years)' },
    { identifier: 'militarySpouse', value: 'Military spouse or dependent' },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],

  /** Branch of military service (for people who served). */
  branch: [
    { identifier: 'army', value: 'U.S. Army' },
    { identifier: 'navy', value: 'U.S. Navy' },
    { identifier: 'airForce', value: 'U.S. Air Force' },
    { identifier: 'marineCorps', value: 'U.S. Marine Corps' },
    { identifier: 'coastGuard', value: 'U.S. Coast Guard' },
    { identifier: 'spaceForce', value: 'U.S. Space Force' },
    { identifier: 'armyNationalGuard', value: 'Army National Guard' },
    { identifier: 'airNationalGuard', value: 'Air National Guard' },
    { identifier: 'nonUsMilitary', value: 'Military outside the U.S.' },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],

  /** Shown beside the name on cards and profiles. */
  genderPronoun: [
    { identifier: 'heHim', value: 'He/Him' },
    { identifier: 'sheHer', value: 'She/Her' },
    { identifier: 'theyThem', value: 'They/Them' },
    { identifier: 'heThey', value: 'He/They' },
    { identifier: 'sheThey', value: 'She/They' },
    { identifier: 'zeHir', value: 'Ze/Hir' },
    { identifier: 'anyPronouns', value: 'Any pronouns' },
    { identifier: 'useMyName', value: 'Use my name' },
    { identifier: 'preferNotToSay', value: 'Prefer not to say' },
  ],
} as const satisfies LovSection
