/**
 * Sales careers: the positions people hold, how they get there, what they earn, and what a
 * year in the role looks like (the work-experience details block). Identifiers are those of
 * the seeded lists of values (`position`, `workExperienceTitle`, `averageDealSize`, ...).
 */
import type { EmployerSeed } from './companies'
import { lov, lovs, lovValue } from './lov'
import type { Random } from './random'

export type Family = 'sdr' | 'ae' | 'leader' | 'cs' | 'se'

type Range = readonly [number, number]
type Weighted<T> = readonly (readonly [T, number])[]

export interface PositionProfile {
  /** `position` identifier. */
  position: string
  family: Family
  /** `workExperienceTitle` identifiers that map to this position. */
  titles: readonly string[]
  /** Today's market pay, whole USD per year. */
  base: Range
  ote: Range
  tenureMonths: Range
  /** Where people in this role came from (null: their first sales job). */
  previous: Weighted<string | null>
  /** Roles they would take next (desired positions besides their own). */
  next: readonly string[]
  /** Share of candidates whose current role this is. */
  weight: number
  /** `customerSize` identifiers this role sells to, best first. */
  segments: readonly string[]
  dealSize?: readonly string[]
  dealCycle?: readonly string[]
  annualQuota?: readonly string[]
  team?: Range
  /** Team ARR, whole USD. */
  teamArr?: Range
  annualTeamQuota?: readonly string[]
  highestLevelManaged?: readonly string[]
  teamsManaged?: readonly string[]
  reportedInto: readonly string[]
  soldIntoLevels: readonly string[]
}

export const POSITION_PROFILES: readonly PositionProfile[] = [
  {
    position: 'salesDevelopmentRepresentative',
    family: 'sdr',
    titles: [
      'salesDevelopmentRepresentative',
      'businessDevelopmentRepresentative',
      'seniorSalesDevelopmentRepresentative',
      'leadDevelopmentRepresentative',
      'inboundSalesRepresentative',
    ],
    base: [55_000, 75_000],
    ote: [80_000, 105_000],
    tenureMonths: [10, 22],
    previous: [
      [null, 7],
      ['salesDevelopmentRepresentative', 3],
    ],
    next: ['accountExecutive', 'sdrManager'],
    weight: 14,
    segments: ['midMarket', 'smb', 'enterprise'],
    reportedInto: ['sdrManager', 'directorOfSalesDevelopment'],
    soldIntoLevels: ['director', 'manager', 'vp'],
  },
  {
    position: 'accountExecutive',
    family: 'ae',
    titles: [
      'accountExecutive',
      'smbAccountExecutive',
      'insideSalesRepresentative',
      'territoryManager',
      'outsideSalesRepresentative',
    ],
    base: [75_000, 105_000],
    ote: [150_000, 200_000],
    tenureMonths: [16, 36],
    previous: [
      ['salesDevelopmentRepresentative', 6],
      ['accountExecutive', 3],
      [null, 1],
    ],
    next: ['midMarketAe', 'accountExecutiveEnterprise'],
    weight: 16,
    segments: ['smb', 'midMarket'],
    dealSize: ['from5kTo10k', 'from10kTo25k', 'from25kTo50k'],
    dealCycle: ['underOneMonth', 'oneToThreeMonths'],
    annualQuota: ['from250kTo500k', 'from500kTo750k', 'from750kTo1m'],
    reportedInto: ['salesManager', 'directorOfSales'],
    soldIntoLevels: ['ownerFounder', 'director', 'manager', 'vp'],
  },
  {
    position: 'midMarketAe',
    family: 'ae',
    titles: ['midMarketAccountExecutive', 'seniorAccountExecutive', 'commercialAccountExecutive'],
    base: [95_000, 125_000],
    ote: [190_000, 250_000],
    tenureMonths: [18, 40],
    previous: [
      ['accountExecutive', 6],
      ['midMarketAe', 3],
      ['salesDevelopmentRepresentative', 1],
    ],
    next: ['accountExecutiveEnterprise', 'managerAndDirector'],
    weight: 12,
    segments: ['midMarket', 'enterprise'],
    dealSize: ['from25kTo50k', 'from50kTo100k'],
    dealCycle: ['oneToThreeMonths', 'threeToSixMonths'],
    annualQuota: ['from750kTo1m', 'from1mTo1500k'],
    reportedInto: ['salesManager', 'directorOfSales'],
    soldIntoLevels: ['vp', 'director', 'cSuite'],
  },
  {
    position: 'accountExecutiveEnterprise',
    family: 'ae',
    titles: [
      'enterpriseAccountExecutive',
      'strategicAccountExecutive',
      'majorAccountExecutive',
      'globalAccountDirector',
    ],
    base: [130_000, 175_000],
    ote: [260_000, 350_000],
    tenureMonths: [20, 54],
    previous: [
      ['midMarketAe', 5],
      ['accountExecutiveEnterprise', 4],
      ['accountExecutive', 1],
    ],
    next: ['managerAndDirector', 'directorOfSales'],
    weight: 14,
    segments: ['enterprise', 'strategic', 'publicSector'],
    dealSize: ['from100kTo250k', 'from250kTo500k', 'from500kTo1m'],
    dealCycle: ['sixToNineMonths', 'nineToTwelveMonths', 'threeToSixMonths'],
    annualQuota: ['from1500kTo2m', 'from2mTo3m', 'from3mTo5m'],
    reportedInto: ['directorOfSales', 'vpOfSales', 'salesManager'],
    soldIntoLevels: ['cSuite', 'vp', 'director'],
  },
  {
    position: 'channelAe',
    family: 'ae',
    titles: ['channelAccountExecutive', 'partnerAccountManager', 'channelSalesManager', 'allianceManager'],
    base: [110_000, 140_000],
    ote: [200_000, 260_000],
    tenureMonths: [18, 42],
    previous: [
      ['accountExecutive', 4],
      ['midMarketAe', 3],
      ['channelAe', 3],
    ],
    next: ['managerAndDirector', 'accountExecutiveEnterprise'],
    weight: 3,
    segments: ['midMarket', 'enterprise'],
    dealSize: ['from50kTo100k', 'from100kTo250k'],
    dealCycle: ['threeToSixMonths', 'sixToNineMonths'],
    annualQuota: ['from1mTo1500k', 'from1500kTo2m', 'from2mTo3m'],
    reportedInto: ['vpOfSales', 'directorOfSales'],
    soldIntoLevels: ['vp', 'director', 'cSuite'],
  },
  {
    position: 'sdrManager',
    family: 'leader',
    titles: ['salesDevelopmentManager', 'businessDevelopmentManager'],
    base: [110_000, 140_000],
    ote: [150_000, 190_000],
    tenureMonths: [16, 36],
    previous: [
      ['salesDevelopmentRepresentative', 6],
      ['accountExecutive', 3],
      ['sdrManager', 1],
    ],
    next: ['directorOfSalesDevelopment', 'managerAndDirector'],
    weight: 4,
    segments: ['midMarket', 'enterprise'],
    team: [5, 12],
    teamArr: [2_000_000, 8_000_000],
    annualTeamQuota: ['from1mTo5m', 'from5mTo10m'],
    highestLevelManaged: ['individualContributors'],
    teamsManaged: ['salesDevelopment'],
    reportedInto: ['directorOfSalesDevelopment', 'vpOfSales', 'vpOfSalesDevelopment'],
    soldIntoLevels: ['director', 'vp'],
  },
  {
    position: 'directorOfSalesDevelopment',
    family: 'leader',
    titles: ['directorOfSalesDevelopment'],
    base: [150_000, 185_000],
    ote: [210_000, 260_000],
    tenureMonths: [18, 42],
    previous: [
      ['sdrManager', 8],
      ['directorOfSalesDevelopment', 2],
    ],
    next: ['vpAndCro'],
    weight: 2,
    segments: ['midMarket', 'enterprise'],
    team: [14, 40],
    teamArr: [8_000_000, 30_000_000],
    annualTeamQuota: ['from5mTo10m', 'from10mTo25m'],
    highestLevelManaged: ['frontLineManagers', 'teamLeads'],
    teamsManaged: ['salesDevelopment', 'marketing'],
    reportedInto: ['vpOfSales', 'cro', 'cmo'],
    soldIntoLevels: ['vp', 'director'],
  },
  {
    position: 'managerAndDirector',
    family: 'leader',
    titles: ['salesManager', 'regionalSalesManager', 'areaSalesManager'],
    base: [150_000, 185_000],
    ote: [260_000, 330_000],
    tenureMonths: [18, 42],
    previous: [
      ['accountExecutiveEnterprise', 4],
      ['midMarketAe', 4],
      ['managerAndDirector', 2],
    ],
    next: ['directorOfSales', 'headOfSales'],
    weight: 6,
    segments: ['midMarket', 'enterprise'],
    dealSize: ['from50kTo100k', 'from100kTo250k'],
    team: [5, 10],
    teamArr: [4_000_000, 15_000_000],
    annualTeamQuota: ['from5mTo10m', 'from10mTo25m'],
    highestLevelManaged: ['individualContributors'],
    teamsManaged: ['midMarketAccountExecutives', 'enterpriseAccountExecutives', 'smbAccountExecutives'],
    reportedInto: ['directorOfSales', 'vpOfSales'],
    soldIntoLevels: ['cSuite', 'vp'],
  },
  {
    position: 'directorOfSales',
    family: 'leader',
    titles: ['directorOfSales', 'regionalSalesDirector', 'seniorDirectorOfSales'],
    base: [175_000, 220_000],
    ote: [320_000, 420_000],
    tenureMonths: [20, 48],
    previous: [
      ['managerAndDirector', 7],
      ['directorOfSales', 3],
    ],
    next: ['vpAndCro', 'headOfSales'],
    weight: 4,
    segments: ['enterprise', 'strategic'],
    dealSize: ['from100kTo250k', 'from250kTo500k'],
    team: [12, 35],
    teamArr: [15_000_000, 45_000_000],
    annualTeamQuota: ['from10mTo25m', 'from25mTo50m'],
    highestLevelManaged: ['frontLineManagers', 'secondLineManagers'],
    teamsManaged: ['enterpriseAccountExecutives', 'midMarketAccountExecutives'],
    reportedInto: ['vpOfSales', 'cro', 'svpOfSales'],
    soldIntoLevels: ['cSuite', 'vp'],
  },
  {
    position: 'headOfSales',
    family: 'leader',
    titles: ['headOfSales'],
    base: [190_000, 240_000],
    ote: [350_000, 450_000],
    tenureMonths: [14, 36],
    previous: [
      ['directorOfSales', 5],
      ['managerAndDirector', 3],
      ['accountExecutiveEnterprise', 2],
    ],
    next: ['vpAndCro', 'cro'],
    weight: 2,
    segments: ['midMarket', 'enterprise'],
    dealSize: ['from50kTo100k', 'from100kTo250k'],
    team: [8, 25],
    teamArr: [5_000_000, 25_000_000],
    annualTeamQuota: ['from5mTo10m', 'from10mTo25m'],
    highestLevelManaged: ['frontLineManagers', 'individualContributors'],
    teamsManaged: ['midMarketAccountExecutives', 'salesDevelopment', 'accountManagement'],
    reportedInto: ['ceo', 'founder', 'coo'],
    soldIntoLevels: ['cSuite', 'vp'],
  },
  {
    position: 'vpAndCro',
    family: 'leader',
    titles: ['vpOfSales', 'vpOfRevenue', 'svpOfSales'],
    base: [230_000, 300_000],
    ote: [420_000, 560_000],
    tenureMonths: [18, 48],
    previous: [
      ['directorOfSales', 6],
      ['headOfSales', 2],
      ['vpAndCro', 2],
    ],
    next: ['cro'],
    weight: 3,
    segments: ['enterprise', 'strategic'],
    team: [30, 120],
    teamArr: [30_000_000, 120_000_000],
    annualTeamQuota: ['from25mTo50m', 'from50mTo100m'],
    highestLevelManaged: ['secondLineManagers', 'directors'],
    teamsManaged: ['enterpriseAccountExecutives', 'midMarketAccountExecutives', 'salesDevelopment', 'salesEngineering'],
    reportedInto: ['cro', 'ceo'],
    soldIntoLevels: ['cSuite'],
  },
  {
    position: 'cro',
    family: 'leader',
    titles: ['chiefRevenueOfficer', 'chiefSalesOfficer'],
    base: [280_000, 350_000],
    ote: [520_000, 700_000],
    tenureMonths: [18, 48],
    previous: [
      ['vpAndCro', 8],
      ['cro', 2],
    ],
    next: ['cro'],
    weight: 1,
    segments: ['enterprise', 'strategic'],
    team: [60, 250],
    teamArr: [60_000_000, 250_000_000],
    annualTeamQuota: ['from50mTo100m', 'over100m'],
    highestLevelManaged: ['vicePresidents', 'directors'],
    teamsManaged: ['enterpriseAccountExecutives', 'salesDevelopment', 'customerSuccess', 'revenueOperations'],
    reportedInto: ['ceo'],
    soldIntoLevels: ['cSuite'],
  },
  {
    position: 'customerSuccessManager',
    family: 'cs',
    titles: [
      'customerSuccessManager',
      'seniorCustomerSuccessManager',
      'enterpriseCustomerSuccessManager',
      'onboardingSpecialist',
      'implementationManager',
    ],
    base: [75_000, 105_000],
    ote: [90_000, 125_000],
    tenureMonths: [14, 36],
    previous: [
      [null, 4],
      ['customerSuccessManager', 4],
      ['salesDevelopmentRepresentative', 2],
    ],
    next: ['accountManager', 'customerSuccessDirector'],
    weight: 8,
    segments: ['midMarket', 'enterprise', 'smb'],
    reportedInto: ['directorOfCustomerSuccess', 'vpOfCustomerSuccess'],
    soldIntoLevels: ['director', 'manager'],
  },
  {
    position: 'accountManager',
    family: 'cs',
    titles: ['accountManager', 'keyAccountManager', 'strategicAccountManager', 'renewalsManager'],
    base: [85_000, 115_000],
    ote: [140_000, 180_000],
    tenureMonths: [16, 40],
    previous: [
      ['customerSuccessManager', 5],
      ['accountExecutive', 3],
      ['accountManager', 2],
    ],
    next: ['accountExecutiveEnterprise', 'customerSuccessDirector'],
    weight: 5,
    segments: ['midMarket', 'enterprise'],
    dealSize: ['from10kTo25k', 'from25kTo50k', 'from50kTo100k'],
    annualQuota: ['from500kTo750k', 'from750kTo1m', 'from1mTo1500k'],
    reportedInto: ['directorOfCustomerSuccess', 'directorOfSales', 'vpOfCustomerSuccess'],
    soldIntoLevels: ['director', 'vp', 'manager'],
  },
  {
    position: 'technicalAccountManager',
    family: 'cs',
    titles: ['technicalAccountManager'],
    base: [110_000, 140_000],
    ote: [135_000, 170_000],
    tenureMonths: [18, 40],
    previous: [
      ['customerSuccessManager', 4],
      ['salesEngineer', 4],
      ['technicalAccountManager', 2],
    ],
    next: ['salesEngineer', 'customerSuccessDirector'],
    weight: 2,
    segments: ['enterprise', 'strategic'],
    reportedInto: ['directorOfCustomerSuccess', 'vpOfCustomerSuccess'],
    soldIntoLevels: ['director', 'manager'],
  },
  {
    position: 'customerSuccessDirector',
    family: 'cs',
    titles: ['directorOfCustomerSuccess', 'directorOfAccountManagement', 'customerSuccessTeamLead'],
    base: [160_000, 200_000],
    ote: [200_000, 250_000],
    tenureMonths: [18, 42],
    previous: [
      ['customerSuccessManager', 5],
      ['accountManager', 3],
      ['customerSuccessDirector', 2],
    ],
    next: ['customerSuccessVP'],
    weight: 2,
    segments: ['midMarket', 'enterprise'],
    team: [6, 20],
    teamArr: [20_000_000, 80_000_000],
    annualTeamQuota: ['from1mTo5m', 'from5mTo10m'],
    highestLevelManaged: ['individualContributors', 'teamLeads', 'frontLineManagers'],
    teamsManaged: ['customerSuccess', 'accountManagement', 'renewals'],
    reportedInto: ['vpOfCustomerSuccess', 'chiefCustomerOfficer', 'cro'],
    soldIntoLevels: ['vp', 'director'],
  },
  {
    position: 'customerSuccessVP',
    family: 'cs',
    titles: ['vpOfCustomerSuccess', 'chiefCustomerOfficer'],
    base: [210_000, 260_000],
    ote: [270_000, 340_000],
    tenureMonths: [18, 48],
    previous: [
      ['customerSuccessDirector', 8],
      ['customerSuccessVP', 2],
    ],
    next: ['customerSuccessVP'],
    weight: 1,
    segments: ['enterprise', 'strategic'],
    team: [20, 80],
    teamArr: [60_000_000, 200_000_000],
    annualTeamQuota: ['from5mTo10m', 'from10mTo25m'],
    highestLevelManaged: ['directors', 'secondLineManagers'],
    teamsManaged: ['customerSuccess', 'accountManagement', 'customerSupport', 'renewals'],
    reportedInto: ['ceo', 'cro', 'coo'],
    soldIntoLevels: ['cSuite', 'vp'],
  },
  {
    position: 'salesEngineer',
    family: 'se',
    titles: ['salesEngineer', 'solutionsEngineer', 'solutionsConsultant', 'preSalesConsultant', 'solutionsArchitect'],
    base: [135_000, 175_000],
    ote: [175_000, 230_000],
    tenureMonths: [18, 44],
    previous: [
      [null, 5],
      ['salesEngineer', 4],
      ['technicalAccountManager', 1],
    ],
    next: ['salesEngineer', 'technicalAccountManager'],
    weight: 6,
    segments: ['enterprise', 'midMarket', 'strategic'],
    dealSize: ['from50kTo100k', 'from100kTo250k', 'from250kTo500k'],
    dealCycle: ['threeToSixMonths', 'sixToNineMonths'],
    reportedInto: ['directorOfSales', 'vpOfSales', 'headOfSales'],
    soldIntoLevels: ['director', 'manager', 'individualContributor'],
  },
]

const PROFILES = new Map(POSITION_PROFILES.map((p) => [p.position, p]))

export function positionProfile(position: string): PositionProfile {
  const profile = PROFILES.get(position)
  if (!profile) throw new Error(`No career profile for position ${position}`)
  return profile
}

export const CURRENT_POSITION_WEIGHTS: Weighted<PositionProfile> = POSITION_PROFILES.map((p) => [p, p.weight])

/** Industries sales people sell into (client verticals), by how common they are. */
const CLIENT_VERTICALS: Weighted<string> = [
  ['financialServices', 6],
  ['healthTech', 4],
  ['saasCloudSoftware', 6],
  ['retailConsumerGoods', 3],
  ['manufacturingIndustrial', 3],
  ['insuranceInsurtech', 2],
  ['telecommunications', 2],
  ['govTechPublicSector', 2],
  ['mediaEntertainment', 1],
  ['professionalServices', 3],
  ['ecommerceRetailTech', 2],
  ['lifeSciencesBiotech', 2],
  ['supplyChainLogistics', 2],
  ['edTech', 1],
  ['energyUtilities', 1],
  ['fintech', 2],
  ['travelHospitality', 1],
]

/** The buyer departments of each industry a seller's company is in. */
const DEPARTMENTS_BY_INDUSTRY: Record<string, readonly string[]> = {
  cybersecurity: ['security', 'informationTechnology', 'executiveLeadership'],
  dataAnalytics: ['dataAnalytics', 'engineering', 'informationTechnology'],
  artificialIntelligence: ['customerSuccessSupport', 'engineering', 'executiveLeadership'],
  developerTools: ['engineering', 'informationTechnology', 'product'],
  cloudInfrastructure: ['engineering', 'informationTechnology', 'finance'],
  fintech: ['finance', 'operations', 'executiveLeadership'],
  payments: ['finance', 'operations', 'product'],
  financialServices: ['finance', 'operations', 'informationTechnology'],
  erpFinanceSoftware: ['finance', 'operations', 'informationTechnology'],
  procurementSpendManagement: ['procurement', 'finance', 'operations'],
  hrTech: ['humanResources', 'finance', 'executiveLeadership'],
  staffingRecruiting: ['humanResources', 'operations', 'sales'],
  martechAdtech: ['marketing', 'sales', 'dataAnalytics'],
  mediaEntertainment: ['marketing', 'executiveLeadership', 'operations'],
  salesTech: ['sales', 'marketing', 'operations'],
  customerExperience: ['customerSuccessSupport', 'operations', 'informationTechnology'],
  healthTech: ['clinical', 'operations', 'informationTechnology'],
  medicalDevices: ['clinical', 'procurement', 'operations'],
  lifeSciencesBiotech: ['clinical', 'operations', 'informationTechnology'],
  legalTech: ['legalCompliance', 'finance', 'executiveLeadership'],
  supplyChainLogistics: ['supplyChain', 'operations', 'procurement'],
  manufacturingIndustrial: ['operations', 'supplyChain', 'engineering'],
  constructionTech: ['operations', 'facilities', 'finance'],
  propTechRealEstate: ['facilities', 'operations', 'finance'],
  insuranceInsurtech: ['operations', 'informationTechnology', 'finance'],
  govTechPublicSector: ['operations', 'informationTechnology', 'executiveLeadership'],
  climateEnergy: ['operations', 'engineering', 'executiveLeadership'],
  telecommunications: ['informationTechnology', 'operations', 'engineering'],
  communicationsPlatforms: ['engineering', 'product', 'customerSuccessSupport'],
}
const DEFAULT_DEPARTMENTS = ['operations', 'informationTechnology', 'executiveLeadership']

export function departmentsOf(industry: string): readonly string[] {
  return DEPARTMENTS_BY_INDUSTRY[industry] ?? DEFAULT_DEPARTMENTS
}

export interface DetailsValues {
  averageDealSizeId?: string | null
  averageDealCycleId?: string | null
  annualQuotaId?: string | null
  annualTeamQuotaId?: string | null
  netNewBusinessId?: string | null
  bookOfBusinessId?: string | null
  averageNumberOfAccountsId?: string | null
  measuredById?: string | null
  monthlyQualifiedMeetingsQuotaId?: string | null
  annualPipelineQuotaId?: string | null
  teamsManagedId?: string | null
  highestLevelManagedId?: string | null
  reportedIntoId?: string | null
  quotaAttainment?: number | null
  revenueQuota?: number | null
  customerSizeIds: string[]
  soldIntoLevelIds: string[]
  soldIntoDepartmentIds: string[]
  clientVerticalIds: string[]
  responsibilityIds: string[]
  salesMethodologyIds: string[]
  presidentsClub?: boolean | null
  achievedRetention?: number | null
  leadSource?: number | null
  outReach?: number | null
  teamRank?: number | null
  teamSize?: number | null
  teamSizeMin?: number | null
  teamSizeMax?: number | null
  teamArrMin?: number | null
  teamArrMax?: number | null
  managedRemoteTeams?: boolean | null
  builtPlaybook?: boolean | null
  noOfReposPromoted?: number | null
}

export interface ExperienceStory {
  details: DetailsValues
  description: string
}

const METHODOLOGIES = [
  'meddic',
  'meddpicc',
  'challenger',
  'spinSelling',
  'sandler',
  'solutionSelling',
  'valueSelling',
  'commandOfTheMessage',
  'gapSelling',
  'spiced',
  'bant',
]

/** A band's min/max (whole USD) from its list item. */
function bandOf(
  key: 'annualQuota' | 'annualPipelineQuota' | 'bookOfBusiness',
  identifier: string,
): { min: number; max: number } {
  const bands: Record<string, Record<string, [number, number]>> = {
    annualQuota: {
      from250kTo500k: [250_000, 500_000],
      from500kTo750k: [500_000, 750_000],
      from750kTo1m: [750_000, 1_000_000],
      from1mTo1500k: [1_000_000, 1_500_000],
      from1500kTo2m: [1_500_000, 2_000_000],
      from2mTo3m: [2_000_000, 3_000_000],
      from3mTo5m: [3_000_000, 5_000_000],
    },
    annualPipelineQuota: {
      from1mTo2m: [1_000_000, 2_000_000],
      from2mTo3m: [2_000_000, 3_000_000],
      from3mTo5m: [3_000_000, 5_000_000],
    },
    bookOfBusiness: {
      from1mTo3m: [1_000_000, 3_000_000],
      from3mTo5m: [3_000_000, 5_000_000],
      from5mTo10m: [5_000_000, 10_000_000],
      from10mTo25m: [10_000_000, 25_000_000],
    },
  }
  const band = bands[key]?.[identifier]
  if (!band) throw new Error(`No band for ${key}:${identifier}`)
  return { min: band[0], max: band[1] }
}

/** "$1.4M", "$850k". */
export function money(value: number): string {
  if (value >= 1_000_000) {
    const m = value / 1_000_000
    return `$${m >= 10 ? Math.round(m) : Number(m.toFixed(1))}M`
  }
  return `$${Math.round(value / 1000)}k`
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const SEGMENT_WORDS: Record<string, string> = {
  smb: 'SMB',
  midMarket: 'mid-market',
  enterprise: 'enterprise',
  strategic: 'strategic',
  publicSector: 'public-sector',
}

/** Attainment skewed the way real sales teams are: most near plan, a few far above or below. */
function attainment(rng: Random, strength: number): number {
  const base = rng.weighted<Range>([
    [[55, 79], 2],
    [[80, 99], 4],
    [[100, 119], 5],
    [[120, 150], 3],
    [[151, 210], 1],
  ])
  return Math.max(40, Math.min(220, rng.int(base[0], base[1]) + strength))
}

/**
 * The details block and a description of one year-in-the-role, for a role at `employer`.
 * `strength` (-10..+15) nudges attainment, so strong performers stay strong across jobs.
 */
export function experienceStory(
  rng: Random,
  profile: PositionProfile,
  employer: EmployerSeed,
  strength: number,
): ExperienceStory {
  const segments = profile.segments.filter((s) => employer.segments.includes(s))
  const customerSizes = segments.length ? segments : [profile.segments[0]!]
  const departments = rng.sample(
    profile.family === 'se'
      ? ['engineering', 'informationTechnology', 'security', ...departmentsOf(employer.industry)]
      : departmentsOf(employer.industry),
    rng.int(1, 3),
  )
  const uniqueDepartments = [...new Set(departments)].slice(0, 3)
  const levels = rng.sample(profile.soldIntoLevels, Math.min(3, rng.int(1, 3)))
  const verticalSet = new Set<string>()
  const verticalCount = rng.int(1, 3)
  while (verticalSet.size < verticalCount) verticalSet.add(rng.weighted(CLIENT_VERTICALS))
  const verticals = [...verticalSet]
  const att = attainment(rng, strength)
  const segmentText = SEGMENT_WORDS[customerSizes[0]!] ?? 'mid-market'
  const levelText = list(levels.map((l) => lovValue('soldIntoLevel', l)))
  const deptText = list(uniqueDepartments.map((d) => lovValue('soldIntoDepartment', d)))

  const details: DetailsValues = {
    customerSizeIds: lovs('customerSize', customerSizes),
    soldIntoLevelIds: lovs('soldIntoLevel', levels),
    soldIntoDepartmentIds: lovs('soldIntoDepartment', uniqueDepartments),
    clientVerticalIds: lovs('industry', verticals),
    responsibilityIds: [],
    salesMethodologyIds: [],
    reportedIntoId: lov('reportedInto', rng.pick(profile.reportedInto)),
    quotaAttainment: att,
  }
  const sentences: string[] = []

  switch (profile.family) {
    case 'sdr': {
      const meetings = rng.weighted([
        ['sixToTen', 3],
        ['elevenToFifteen', 4],
        ['sixteenToTwenty', 2],
        ['twentyOneToThirty', 1],
      ] as const)
      const pipelineBand = rng.pick(['from1mTo2m', 'from2mTo3m', 'from3mTo5m'] as const)
      const pipeline = bandOf('annualPipelineQuota', pipelineBand)
      const sourced = Math.round((((pipeline.min + pipeline.max) / 2) * (att / 100)) / 10_000) * 10_000
      const inbound = rng.stepped(10, 60, 5)
      const team = rng.int(6, 18)
      const rank = Math.max(1, Math.min(team, Math.round(team * (1 - (att - 60) / 150))))
      Object.assign(details, {
        monthlyQualifiedMeetingsQuotaId: lov('monthlyQualifiedMeetingsQuota', meetings),
        annualPipelineQuotaId: lov('annualPipelineQuota', pipelineBand),
        leadSource: inbound,
        outReach: 100 - inbound,
        teamRank: rank,
        teamSize: team,
        presidentsClub: att >= 130 && rng.chance(0.5),
        salesMethodologyIds: lovs('salesMethodologies', rng.sample(['bant', 'meddic', 'spinSelling', 'spiced'], 1)),
      })
      sentences.push(
        `${inbound >= 50 ? 'Inbound and outbound' : 'Outbound'} SDR for ${employer.product}, prospecting ${levelText} buyers in ${deptText}.`,
        `Sourced ${money(sourced)} in qualified pipeline (${att}% of target) and ranked #${rank} of ${team} reps.`,
      )
      if (details.presidentsClub) sentences.push("Earned President's Club as a top-performing SDR.")
      break
    }
    case 'ae': {
      const dealSize = rng.pick(profile.dealSize!)
      const dealCycle = rng.pick(profile.dealCycle ?? ['oneToThreeMonths'])
      const quotaBand = rng.pick(profile.annualQuota!)
      const band = bandOf('annualQuota', quotaBand)
      const quota = rng.stepped(band.min, band.max, 50_000)
      const closed = Math.round((quota * att) / 100 / 10_000) * 10_000
      const team = rng.int(5, 16)
      const rank = Math.max(1, Math.min(team, Math.round(team * (1 - (att - 60) / 150))))
      const netNew =
        profile.position === 'accountManager'
          ? 'upTo25Percent'
          : rng.weighted([
              ['allNetNew', 5],
              ['from75To99Percent', 4],
              ['from50To75Percent', 1],
            ] as const)
      Object.assign(details, {
        averageDealSizeId: lov('averageDealSize', dealSize),
        averageDealCycleId: lov('averageDealCycle', dealCycle),
        annualQuotaId: lov('annualQuota', quotaBand),
        netNewBusinessId: lov('netBusinessQuota', netNew),
        revenueQuota: quota,
        teamRank: rank,
        teamSize: team,
        leadSource: rng.stepped(10, 50, 5),
        presidentsClub: att >= 115 && rng.chance(0.6),
        salesMethodologyIds: lovs('salesMethodologies', rng.sample(METHODOLOGIES, rng.int(1, 2))),
      })
      details.outReach = 100 - (details.leadSource ?? 50)
      sentences.push(
        `Full-cycle ${segmentText} ${profile.position === 'channelAe' ? 'partner' : 'account'} executive selling ${employer.product} to ${levelText} leaders in ${deptText}.`,
        `Closed ${money(closed)} against a ${money(quota)} quota (${att}%), average deal ${lovValue('averageDealSize', dealSize)}, ${lovValue('averageDealCycle', dealCycle).toLowerCase()} sales cycle.`,
      )
      if (details.presidentsClub) sentences.push(`President's Club; finished #${rank} of ${team} on the team.`)
      break
    }
    case 'leader': {
      const [low, high] = profile.team!
      const teamMax = rng.int(low, high)
      const teamMin = Math.max(1, Math.round(teamMax * (0.4 + rng.next() * 0.5)))
      const [arrLow, arrHigh] = profile.teamArr!
      const arrMax = rng.stepped(arrLow, arrHigh, 500_000)
      const arrMin = Math.round((arrMax * (0.45 + rng.next() * 0.4)) / 100_000) * 100_000
      const teamsManaged = rng.pick(profile.teamsManaged!)
      const promoted = rng.int(0, Math.min(12, Math.ceil(teamMax / 3)))
      const playbook = rng.chance(0.55)
      Object.assign(details, {
        annualTeamQuotaId: lov('annualTeamQuota', rng.pick(profile.annualTeamQuota!)),
        teamsManagedId: lov('teamsManaged', teamsManaged),
        highestLevelManagedId: lov('highestLevelManaged', rng.pick(profile.highestLevelManaged!)),
        teamSize: teamMax,
        teamSizeMin: teamMin,
        teamSizeMax: teamMax,
        teamArrMin: arrMin,
        teamArrMax: arrMax,
        managedRemoteTeams: rng.chance(0.6),
        builtPlaybook: playbook,
        noOfReposPromoted: promoted,
        presidentsClub: att >= 110 && rng.chance(0.35),
        salesMethodologyIds: lovs('salesMethodologies', rng.sample(METHODOLOGIES, rng.int(1, 2))),
      })
      if (profile.dealSize) details.averageDealSizeId = lov('averageDealSize', rng.pick(profile.dealSize))
      sentences.push(
        `Led ${teamMax === teamMin ? teamMax : `${teamMin} to ${teamMax}`} ${lovValue('teamsManaged', teamsManaged).toLowerCase()} selling ${employer.product} to ${segmentText} customers.`,
        `Grew team ARR from ${money(arrMin)} to ${money(arrMax)}; the team finished the last fiscal year at ${att}% of plan.`,
      )
      if (promoted > 0) sentences.push(`Promoted ${promoted} ${promoted === 1 ? 'rep' : 'reps'} into bigger roles.`)
      if (playbook) sentences.push('Built the sales playbook, onboarding program and forecasting cadence.')
      break
    }
    case 'cs': {
      const book = rng.pick(['from1mTo3m', 'from3mTo5m', 'from5mTo10m', 'from10mTo25m'] as const)
      const accounts =
        profile.position === 'technicalAccountManager' || customerSizes[0] === 'strategic'
          ? rng.pick(['oneToFive', 'sixToTen', 'elevenToTwentyFive'] as const)
          : rng.pick(['elevenToTwentyFive', 'twentySixToFifty', 'fiftyOneToHundred'] as const)
      const retention = rng.int(84, 98)
      const nrr = rng.int(98, 128)
      const bookBand = bandOf('bookOfBusiness', book)
      Object.assign(details, {
        bookOfBusinessId: lov('bookOfBusiness', book),
        averageNumberOfAccountsId: lov('averageNumberOfAccounts', accounts),
        measuredById: lov(
          'measuredBy',
          rng.pick(['netRevenueRetention', 'grossRevenueRetention', 'renewalRate', 'expansionRevenue']),
        ),
        responsibilityIds: lovs(
          'responsibility',
          rng.sample(
            [
              'onboarding',
              'adoption',
              'renewals',
              'upsellCrossSell',
              'expansion',
              'businessReviews',
              'churnPrevention',
              'escalations',
              'accountPlanning',
              'healthScoring',
            ],
            rng.int(3, 6),
          ),
        ),
        achievedRetention: retention,
      })
      if (profile.position === 'accountManager') {
        const quotaBand = rng.pick(profile.annualQuota!)
        details.annualQuotaId = lov('annualQuota', quotaBand)
        details.averageDealSizeId = lov('averageDealSize', rng.pick(profile.dealSize!))
        details.revenueQuota = rng.stepped(
          bandOf('annualQuota', quotaBand).min,
          bandOf('annualQuota', quotaBand).max,
          50_000,
        )
      } else {
        details.quotaAttainment = profile.team ? att : null
      }
      if (profile.team) {
        const teamMax = rng.int(profile.team[0], profile.team[1])
        Object.assign(details, {
          teamSize: teamMax,
          teamSizeMin: Math.max(1, Math.round(teamMax * 0.6)),
          teamSizeMax: teamMax,
          teamArrMin: Math.round(profile.teamArr![0] / 100_000) * 100_000,
          teamArrMax: rng.stepped(profile.teamArr![0], profile.teamArr![1], 1_000_000),
          teamsManagedId: lov('teamsManaged', rng.pick(profile.teamsManaged!)),
          highestLevelManagedId: lov('highestLevelManaged', rng.pick(profile.highestLevelManaged!)),
          annualTeamQuotaId: lov('annualTeamQuota', rng.pick(profile.annualTeamQuota!)),
          managedRemoteTeams: rng.chance(0.7),
          builtPlaybook: rng.chance(0.4),
        })
        sentences.push(
          `Ran a ${details.teamSize}-person customer success organization covering ${money(details.teamArrMax!)} in ARR for ${employer.product}.`,
          `Raised gross retention to ${retention}% and net revenue retention to ${nrr}%.`,
        )
      } else {
        sentences.push(
          `Owned a book of ${lovValue('averageNumberOfAccounts', accounts)} ${segmentText} accounts worth ${money(bookBand.min)}–${money(bookBand.max)} in ARR for ${employer.product}.`,
          `${retention}% gross retention and ${nrr}% net revenue retention${profile.position === 'accountManager' ? `; ${att}% of expansion quota` : ''}.`,
        )
      }
      break
    }
    case 'se': {
      const dealSize = rng.pick(profile.dealSize!)
      const dealCycle = rng.pick(profile.dealCycle!)
      const pocs = rng.int(8, 40)
      Object.assign(details, {
        averageDealSizeId: lov('averageDealSize', dealSize),
        averageDealCycleId: lov('averageDealCycle', dealCycle),
        teamSize: rng.int(3, 12),
        presidentsClub: att >= 120 && rng.chance(0.4),
        salesMethodologyIds: lovs(
          'salesMethodologies',
          rng.sample(['meddic', 'meddpicc', 'commandOfTheMessage', 'valueSelling'], 1),
        ),
      })
      sentences.push(
        `Pre-sales lead for ${employer.product}: discovery, technical demos and security reviews with ${deptText} teams on ${lovValue('averageDealSize', dealSize)} deals.`,
        `Ran ${pocs} proofs of concept a year; the supported AEs closed ${att}% of plan.`,
      )
      break
    }
  }
  return { details, description: sentences.join(' ') }
}

/**
 * Pay for a role `yearsAgo` years back: today's market less ~3% a year, rounded to $1k. Base and
 * OTE come from the same percentile of their ranges, so the split stays typical for the role.
 */
export function payFor(rng: Random, profile: PositionProfile, yearsAgo: number): { salary: number; ote: number } {
  const factor = 0.97 ** Math.max(0, yearsAgo)
  const percentile = rng.next()
  const jitter = () => Math.min(1, Math.max(0, percentile + (rng.next() - 0.5) * 0.2))
  const salary = Math.round(((profile.base[0] + jitter() * (profile.base[1] - profile.base[0])) * factor) / 1000) * 1000
  const ote = Math.round(((profile.ote[0] + jitter() * (profile.ote[1] - profile.ote[0])) * factor) / 1000) * 1000
  return { salary, ote: Math.max(ote, salary + 5000) }
}

/** Skills people in each family list (`skill` identifiers), sampled per candidate. */
export const SKILLS_BY_FAMILY: Record<Family, readonly string[]> = {
  sdr: [
    'coldCalling',
    'coldEmailing',
    'socialSelling',
    'outboundProspecting',
    'inboundLeadQualification',
    'appointmentSetting',
    'multiChannelSequencing',
    'accountResearch',
    'personalizedOutreach',
    'videoProspecting',
    'outreach',
    'salesloft',
    'apolloIo',
    'zoomInfo',
    'linkedInSalesNavigator',
    'orum',
    'nooks',
    'gong',
    'bant',
  ],
  ae: [
    'fullCycleSales',
    'newLogoAcquisition',
    'discovery',
    'qualification',
    'productDemos',
    'objectionHandling',
    'negotiation',
    'closing',
    'multiThreading',
    'championBuilding',
    'mutualActionPlans',
    'businessCaseRoi',
    'pipelineManagement',
    'salesForecasting',
    'meddic',
    'meddpicc',
    'challengerSale',
    'gong',
    'clari',
    'linkedInSalesNavigator',
    'zoomInfo',
    'outreach',
    'docuSign',
    'enterpriseSales',
    'midMarketSales',
    'smbSales',
    'complexSales',
    'landAndExpand',
    'executiveSelling',
    'procurementNavigation',
  ],
  leader: [
    'salesCoaching',
    'salesHiring',
    'teamBuilding',
    'salesOnboardingAndRamp',
    'salesPlaybookDevelopment',
    'quotaSetting',
    'compensationPlanDesign',
    'goToMarketStrategy',
    'performanceManagement',
    'boardReporting',
    'salesForecasting',
    'pipelineManagement',
    'clari',
    'gong',
    'meddpicc',
    'commandOfTheMessage',
    'revenueOperations',
    'internationalExpansion',
    'enterpriseSales',
  ],
  cs: [
    'accountPlanning',
    'upselling',
    'crossSelling',
    'renewals',
    'customerOnboarding',
    'customerRetention',
    'churnReduction',
    'quarterlyBusinessReviews',
    'stakeholderManagement',
    'escalationManagement',
    'customerAdvocacy',
    'gainsight',
    'churnZero',
    'totango',
    'vitally',
    'zendesk',
    'intercom',
    'salesforceServiceCloud',
    'looker',
  ],
  se: [
    'technicalDemos',
    'proofOfConcept',
    'solutionArchitecture',
    'apisAndIntegrations',
    'securityQuestionnaires',
    'cloudPlatforms',
    'sql',
    'discovery',
    'productDemos',
    'rfpResponses',
    'presentationSkills',
    'jira',
    'meddpicc',
    'complexSales',
  ],
}

/** Everyone lists a CRM and some everyday tools. */
export const COMMON_SKILLS: Weighted<string> = [
  ['salesforce', 10],
  ['hubspotCrm', 4],
  ['microsoftDynamics365', 1],
  ['slack', 3],
  ['zoom', 2],
  ['microsoftExcel', 3],
  ['googleSheets', 2],
  ['linkedInSalesNavigator', 4],
]

export const LANGUAGES: Weighted<string> = [
  ['spanish', 6],
  ['french', 2],
  ['portuguese', 2],
  ['mandarin', 2],
  ['german', 1],
  ['japanese', 1],
]
