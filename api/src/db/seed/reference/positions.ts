/**
 * Positions (grouped in categories), the titles people write on their work
 * experience, seniority levels and the management-related lists.
 *
 * Position meta:
 * - `level`: an identifier of the `level` list.
 * - `defaultExperience`: the `yearsOfRequiredExperience` identifier a new search for
 *   this position starts with (spec 001 §9: entry-level positions default to zeroToOne;
 *   SDR uses oneToThree in the special mode, see `specialModeDefaultExperience`).
 * - `isCompEngine` / `isMarketMapping`: offered by the compensation engine and
 *   the market-mapping tool (`GET positions?isCompEngine=true`).
 */
import { childItems, type LovSection } from './types'

const POSITION_CATEGORY_LIST = [
  {
    identifier: 'salesDevelopment',
    value: 'Sales Development',
    children: {
      key: 'position',
      items: [
        {
          identifier: 'salesDevelopmentRepresentative',
          value: 'Sales Development Representative (SDR/BDR)',
          meta: {
            level: 'entryLevel',
            defaultExperience: 'zeroToOne',
            specialModeDefaultExperience: 'oneToThree',
            isCompEngine: true,
            isMarketMapping: true,
          },
        },
        {
          identifier: 'sdrManager',
          value: 'SDR Manager',
          meta: { level: 'manager', defaultExperience: 'threeToFive', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'directorOfSalesDevelopment',
          value: 'Director of Sales Development',
          meta: { level: 'director', defaultExperience: 'fiveToTen', isCompEngine: true, isMarketMapping: true },
        },
      ],
    },
  },
  {
    identifier: 'accountExecutives',
    value: 'Account Executives',
    children: {
      key: 'position',
      items: [
        {
          identifier: 'accountExecutive',
          value: 'Account Executive (SMB)',
          meta: { level: 'midLevel', defaultExperience: 'oneToThree', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'midMarketAe',
          value: 'Mid-Market Account Executive',
          meta: { level: 'midLevel', defaultExperience: 'threeToFive', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'accountExecutiveEnterprise',
          value: 'Enterprise Account Executive',
          meta: { level: 'senior', defaultExperience: 'fiveToTen', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'channelAe',
          value: 'Channel / Partner Account Executive',
          meta: { level: 'midLevel', defaultExperience: 'threeToFive', isCompEngine: true, isMarketMapping: true },
        },
      ],
    },
  },
  {
    identifier: 'salesLeadership',
    value: 'Sales Leadership',
    children: {
      key: 'position',
      items: [
        {
          identifier: 'managerAndDirector',
          value: 'Sales Manager / Director',
          meta: { level: 'manager', defaultExperience: 'fiveToTen', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'directorOfSales',
          value: 'Director of Sales',
          meta: { level: 'director', defaultExperience: 'fiveToTen', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'headOfSales',
          value: 'Head of Sales',
          meta: { level: 'director', defaultExperience: 'fiveToTen', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'vpAndCro',
          value: 'VP of Sales / CRO',
          meta: { level: 'vicePresident', defaultExperience: 'tenPlus', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'cro',
          value: 'Chief Revenue Officer (CRO)',
          meta: { level: 'cSuite', defaultExperience: 'tenPlus', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'ceo',
          value: 'Chief Executive Officer (CEO)',
          meta: { level: 'cSuite', defaultExperience: 'tenPlus', isCompEngine: false, isMarketMapping: true },
        },
      ],
    },
  },
  {
    identifier: 'customerSuccessAndAccountManagement',
    value: 'Customer Success & Account Management',
    children: {
      key: 'position',
      items: [
        {
          identifier: 'customerSuccessManager',
          value: 'Customer Success Manager',
          meta: { level: 'entryLevel', defaultExperience: 'zeroToOne', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'accountManager',
          value: 'Account Manager',
          meta: { level: 'midLevel', defaultExperience: 'oneToThree', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'technicalAccountManager',
          value: 'Technical Account Manager',
          meta: { level: 'midLevel', defaultExperience: 'threeToFive', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'customerSuccessDirector',
          value: 'Director of Customer Success',
          meta: { level: 'director', defaultExperience: 'fiveToTen', isCompEngine: true, isMarketMapping: true },
        },
        {
          identifier: 'customerSuccessVP',
          value: 'VP of Customer Success',
          meta: { level: 'vicePresident', defaultExperience: 'tenPlus', isCompEngine: true, isMarketMapping: true },
        },
      ],
    },
  },
  {
    identifier: 'salesEngineering',
    value: 'Sales Engineering',
    children: {
      key: 'position',
      items: [
        {
          identifier: 'salesEngineer',
          value: 'Sales Engineer / Solutions Consultant',
          meta: { level: 'entryLevel', defaultExperience: 'zeroToOne', isCompEngine: true, isMarketMapping: true },
        },
      ],
    },
  },
  {
    identifier: 'otherPositions',
    value: 'Other',
    children: {
      key: 'position',
      items: [
        {
          identifier: 'other',
          value: 'Other',
          meta: { level: null, defaultExperience: null, isCompEngine: false, isMarketMapping: false },
        },
      ],
    },
  },
] as const

export const POSITIONS_SECTION = {
  positionCategory: POSITION_CATEGORY_LIST,
  /** Flat view of the category children (stored once, under their category). */
  position: childItems(POSITION_CATEGORY_LIST),

  /** Years of experience a job requires; bounds in months (spec: 0-12, 12-36, 36-60, 60-120, 120-999). */
  yearsOfRequiredExperience: [
    { identifier: 'zeroToOne', value: '0–1 years', meta: { minMonths: 0, maxMonths: 12 } },
    { identifier: 'oneToThree', value: '1–3 years', meta: { minMonths: 12, maxMonths: 36 } },
    { identifier: 'threeToFive', value: '3–5 years', meta: { minMonths: 36, maxMonths: 60 } },
    { identifier: 'fiveToTen', value: '5–10 years', meta: { minMonths: 60, maxMonths: 120 } },
    { identifier: 'tenPlus', value: '10+ years', meta: { minMonths: 120, maxMonths: 999 } },
  ],

  /** Seniority of a job or a contact, lowest first (`meta.rank`). */
  level: [
    { identifier: 'internship', value: 'Internship', meta: { rank: 0 } },
    { identifier: 'entryLevel', value: 'Entry Level', meta: { rank: 1 } },
    { identifier: 'midLevel', value: 'Mid Level', meta: { rank: 2 } },
    { identifier: 'senior', value: 'Senior Individual Contributor', meta: { rank: 3 } },
    { identifier: 'teamLead', value: 'Team Lead', meta: { rank: 4 } },
    { identifier: 'manager', value: 'Manager', meta: { rank: 5 } },
    { identifier: 'seniorManager', value: 'Senior Manager', meta: { rank: 6 } },
    { identifier: 'director', value: 'Director', meta: { rank: 7 } },
    { identifier: 'seniorDirector', value: 'Senior Director', meta: { rank: 8 } },
    { identifier: 'vicePresident', value: 'Vice President', meta: { rank: 9 } },
    { identifier: 'seniorVicePresident', value: 'Senior Vice President', meta: { rank: 10 } },
    { identifier: 'cSuite', value: 'C-Suite', meta: { rank: 11 } },
    { identifier: 'founder', value: 'Founder / Owner', meta: { rank: 12 } },
  ],

  /** Titles people write on a work experience; `meta.position` is the position it maps to. */
  workExperienceTitle: [
    {
      identifier: 'salesDevelopmentRepresentative',
      value: 'Sales Development Representative',
      meta: { position: 'salesDevelopmentRepresentative' },
    },
    {
      identifier: 'businessDevelopmentRepresentative',
      value: 'Business Development Representative',
      meta: { position: 'salesDevelopmentRepresentative' },
    },
    {
      identifier: 'seniorSalesDevelopmentRepresentative',
      value: 'Senior Sales Development Representative',
      meta: { position: 'salesDevelopmentRepresentative' },
    },
    {
      identifier: 'inboundSalesRepresentative',
      value: 'Inbound Sales Representative',
      meta: { position: 'salesDevelopmentRepresentative' },
    },
    {
      identifier: 'leadDevelopmentRepresentative',
      value: 'Lead Development Representative',
      meta: { position: 'salesDevelopmentRepresentative' },
    },
    { identifier: 'salesDevelopmentManager', value: 'Sales Development Manager', meta: { position: 'sdrManager' } },
    {
      identifier: 'businessDevelopmentManager',
      value: 'Business Development Manager',
      meta: { position: 'sdrManager' },
    },
    {
      identifier: 'directorOfSalesDevelopment',
      value: 'Director of Sales Development',
      meta: { position: 'directorOfSalesDevelopment' },
    },
    { identifier: 'accountExecutive', value: 'Account Executive', meta: { position: 'accountExecutive' } },
    { identifier: 'seniorAccountExecutive', value: 'Senior Account Executive', meta: { position: 'midMarketAe' } },
    { identifier: 'smbAccountExecutive', value: 'SMB Account Executive', meta: { position: 'accountExecutive' } },
    {
      identifier: 'insideSalesRepresentative',
      value: 'Inside Sales Representative',
      meta: { position: 'accountExecutive' },
    },
    {
      identifier: 'outsideSalesRepresentative',
      value: 'Outside Sales Representative',
      meta: { position: 'accountExecutive' },
    },
    { identifier: 'territoryManager', value: 'Territory Manager', meta: { position: 'accountExecutive' } },
    {
      identifier: 'midMarketAccountExecutive',
      value: 'Mid-Market Account Executive',
      meta: { position: 'midMarketAe' },
    },
    {
      identifier: 'commercialAccountExecutive',
      value: 'Commercial Account Executive',
      meta: { position: 'midMarketAe' },
    },
    {
      identifier: 'enterpriseAccountExecutive',
      value: 'Enterprise Account Executive',
      meta: { position: 'accountExecutiveEnterprise' },
    },
    {
      identifier: 'strategicAccountExecutive',
      value: 'Strategic Account Executive',
      meta: { position: 'accountExecutiveEnterprise' },
    },
    {
      identifier: 'majorAccountExecutive',
      value: 'Major Account Executive',
      meta: { position: 'accountExecutiveEnterprise' },
    },
    {
      identifier: 'globalAccountDirector',
      value: 'Global Account Director',
      meta: { position: 'accountExecutiveEnterprise' },
    },
    { identifier: 'channelAccountExecutive', value: 'Channel Account Executive', meta: { position: 'channelAe' } },
    { identifier: 'partnerAccountManager', value: 'Partner Account Manager', meta: { position: 'channelAe' } },
    { identifier: 'channelSalesManager', value: 'Channel Sales Manager', meta: { position: 'channelAe' } },
    { identifier: 'allianceManager', value: 'Alliance Manager', meta: { position: 'channelAe' } },
    { identifier: 'salesManager', value: 'Sales Manager', meta: { position: 'managerAndDirector' } },
    { identifier: 'regionalSalesManager', value: 'Regional Sales Manager', meta: { position: 'managerAndDirector' } },
    { identifier: 'areaSalesManager', value: 'Area Sales Manager', meta: { position: 'managerAndDirector' } },
    { identifier: 'regionalSalesDirector', value: 'Regional Sales Director', meta: { position: 'directorOfSales' } },
    { identifier: 'directorOfSales', value: 'Director of Sales', meta: { position: 'directorOfSales' } },
    { identifier: 'seniorDirectorOfSales', value: 'Senior Director of Sales', meta: { position: 'directorOfSales' } },
    { identifier: 'headOfSales', value: 'Head of Sales', meta: { position: 'headOfSales' } },
    { identifier: 'vpOfSales', value: 'VP of Sales', meta: { position: 'vpAndCro' } },
    { identifier: 'svpOfSales', value: 'SVP of Sales', meta: { position: 'vpAndCro' } },
    { identifier: 'vpOfRevenue', value: 'VP of Revenue', meta: { position: 'vpAndCro' } },
    { identifier: 'chiefRevenueOfficer', value: 'Chief Revenue Officer', meta: { position: 'cro' } },
    { identifier: 'chiefSalesOfficer', value: 'Chief Sales Officer', meta: { position: 'cro' } },
    { identifier: 'chiefExecutiveOfficer', value: 'Chief Executive Officer', meta: { position: 'ceo' } },
    { identifier: 'coFounder', value: 'Co-Founder', meta: { position: 'ceo' } },
    { identifier: 'accountManager', value: 'Account Manager', meta: { position: 'accountManager' } },
    { identifier: 'keyAccountManager', value: 'Key Account Manager', meta: { position: 'accountManager' } },
    { identifier: 'strategicAccountManager', value: 'Strategic Account Manager', meta: { position: 'accountManager' } },
    { identifier: 'renewalsManager', value: 'Renewals Manager', meta: { position: 'accountManager' } },
    {
      identifier: 'technicalAccountManager',
      value: 'Technical Account Manager',
      meta: { position: 'technicalAccountManager' },
    },
    {
      identifier: 'customerSuccessManager',
      value: 'Customer Success Manager',
      meta: { position: 'customerSuccessManager' },
    },
    {
      identifier: 'seniorCustomerSuccessManager',
      value: 'Senior Customer Success Manager',
      meta: { position: 'customerSuccessManager' },
    },
    {
      identifier: 'enterpriseCustomerSuccessManager',
      value: 'Enterprise Customer Success Manager',
      meta: { position: 'customerSuccessManager' },
    },
    {
      identifier: 'onboardingSpecialist',
      value: 'Onboarding Specialist',
      meta: { position: 'customerSuccessManager' },
    },
    {
      identifier: 'implementationManager',
      value: 'Implementation Manager',
      meta: { position: 'customerSuccessManager' },
    },
    {
      identifier: 'customerSuccessTeamLead',
      value: 'Customer Success Team Lead',
      meta: { position: 'customerSuccessDirector' },
    },
    {
      identifier: 'directorOfCustomerSuccess',
      value: 'Director of Customer Success',
      meta: { position: 'customerSuccessDirector' },
    },
    {
      identifier: 'directorOfAccountManagement',
      value: 'Director of Account Management',
      meta: { position: 'customerSuccessDirector' },
    },
    { identifier: 'vpOfCustomerSuccess', value: 'VP of Customer Success', meta: { position: 'customerSuccessVP' } },
    { identifier: 'chiefCustomerOfficer', value: 'Chief Customer Officer', meta: { position: 'customerSuccessVP' } },
    { identifier: 'salesEngineer', value: 'Sales Engineer', meta: { position: 'salesEngineer' } },
    { identifier: 'solutionsConsultant', value: 'Solutions Consultant', meta: { position: 'salesEngineer' } },
    { identifier: 'solutionsEngineer', value: 'Solutions Engineer', meta: { position: 'salesEngineer' } },
    { identifier: 'preSalesConsultant', value: 'Pre-Sales Consultant', meta: { position: 'salesEngineer' } },
    { identifier: 'solutionsArchitect', value: 'Solutions Architect', meta: { position: 'salesEngineer' } },
    { identifier: 'revenueOperationsManager', value: 'Revenue Operations Manager', meta: { position: 'other' } },
    { identifier: 'salesOperationsAnalyst', value: 'Sales Operations Analyst', meta: { position: 'other' } },
    { identifier: 'salesEnablementManager', value: 'Sales Enablement Manager', meta: { position: 'other' } },
    { identifier: 'marketingManager', value: 'Marketing Manager', meta: { position: 'other' } },
  ],

  /** Highest level of people a leader has managed (work experience detail). */
  highestLevelManaged: [
    { identifier: 'individualContributors', value: 'Individual Contributors', meta: { rank: 1 } },
    { identifier: 'teamLeads', value: 'Team Leads', meta: { rank: 2 } },
    { identifier: 'frontLineManagers', value: 'Front-Line Managers', meta: { rank: 3 } },
    { identifier: 'secondLineManagers', value: 'Second-Line Managers (Managers of Managers)', meta: { rank: 4 } },
    { identifier: 'directors', value: 'Directors', meta: { rank: 5 } },
    { identifier: 'vicePresidents', value: 'Vice Presidents', meta: { rank: 6 } },
  ],

  /** Kinds of teams a leader has managed (multi-select). */
  teamsManaged: [
    { identifier: 'salesDevelopment', value: 'Sales Development (SDR/BDR)' },
    { identifier: 'smbAccountExecutives', value: 'SMB Account Executives' },
    { identifier: 'midMarketAccountExecutives', value: 'Mid-Market Account Executives' },
    { identifier: 'enterpriseAccountExecutives', value: 'Enterprise Account Executives' },
    { identifier: 'channelAndPartnerships', value: 'Channel & Partnerships' },
    { identifier: 'accountManagement', value: 'Account Management' },
    { identifier: 'customerSuccess', value: 'Customer Success' },
    { identifier: 'salesEngineering', value: 'Sales Engineering / Solutions Consulting' },
    { identifier: 'renewals', value: 'Renewals' },
    { identifier: 'revenueOperations', value: 'Sales / Revenue Operations' },
    { identifier: 'salesEnablement', value: 'Sales Enablement' },
    { identifier: 'marketing', value: 'Marketing' },
    { identifier: 'customerSupport', value: 'Customer Support' },
  ],

  /** Whom the person reported into (work experience detail). */
  reportedInto: [
    { identifier: 'ceo', value: 'CEO' },
    { identifier: 'founder', value: 'Founder / Co-Founder' },
    { identifier: 'president', value: 'President' },
    { identifier: 'coo', value: 'COO' },
    { identifier: 'cro', value: 'CRO' },
    { identifier: 'chiefCustomerOfficer', value: 'Chief Customer Officer' },
    { identifier: 'cmo', value: 'CMO' },
    { identifier: 'svpOfSales', value: 'SVP of Sales' },
    { identifier: 'vpOfSales', value: 'VP of Sales' },
    { identifier: 'vpOfSalesDevelopment', value: 'VP of Sales Development' },
    { identifier: 'vpOfCustomerSuccess', value: 'VP of Customer Success' },
    { identifier: 'vpOfMarketing', value: 'VP of Marketing' },
    { identifier: 'headOfSales', value: 'Head of Sales' },
    { identifier: 'directorOfSales', value: 'Director of Sales' },
    { identifier: 'directorOfSalesDevelopment', value: 'Director of Sales Development' },
    { identifier: 'directorOfCustomerSuccess', value: 'Director of Customer Success' },
    { identifier: 'salesManager', value: 'Sales Manager' },
    { identifier: 'sdrManager', value: 'SDR Manager' },
    { identifier: 'generalManager', value: 'General Manager' },
  ],
} as const satisfies LovSection

/** The spec's position identifiers (002 §3), in category order. */
export const POSITION_IDENTIFIERS = POSITIONS_SECTION.position.map((p) => p.identifier)
export type PositionIdentifier = (typeof POSITIONS_SECTION.position)[number]['identifier']
