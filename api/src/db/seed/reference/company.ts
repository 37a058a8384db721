/** Company facts: size, funding, status, and the benefits a job offers. */
import type { LovSection } from './types'

export const COMPANY_SECTION = {
  /** Employee-count groups (spec 002 §9: 1-10, 11-25, 26-50, 51-100, 101+). */
  companySize: [
    { identifier: 'oneToTen', value: '1–10 employees', meta: { minEmployees: 1, maxEmployees: 10 } },
    { identifier: 'elevenToTwentyFive', value: '11–25 employees', meta: { minEmployees: 11, maxEmployees: 25 } },
    { identifier: 'twentySixToFifty', value: '26–50 employees', meta: { minEmployees: 26, maxEmployees: 50 } },
    { identifier: 'fiftyOneToHundred', value: '51–100 employees', meta: { minEmployees: 51, maxEmployees: 100 } },
    { identifier: 'overHundred', value: '101+ employees', meta: { minEmployees: 101, maxEmployees: null } },
  ],

  /** Latest funding stage of a company, earliest first. */
  fundingRounds: [
    { identifier: 'bootstrapped', value: 'Bootstrapped', meta: { stage: 0 } },
    { identifier: 'preSeed', value: 'Pre-Seed', meta: { stage: 1 } },
    { identifier: 'seed', value: 'Seed', meta: { stage: 2 } },
    { identifier: 'seriesA', value: 'Series A', meta: { stage: 3 } },
    { identifier: 'seriesB', value: 'Series B', meta: { stage: 4 } },
    { identifier: 'seriesC', value: 'Series C', meta: { stage: 5 } },
    { identifier: 'seriesD', value: 'Series D', meta: { stage: 6 } },
    { identifier: 'seriesE', value: 'Series E', meta: { stage: 7 } },
    { identifier: 'seriesFPlus', value: 'Series F+', meta: { stage: 8 } },
    { identifier: 'privateEquity', value: 'Private Equity', meta: { stage: 9 } },
    { identifier: 'debtFinancing', value: 'Debt Financing', meta: { stage: 9 } },
    { identifier: 'publicCompany', value: 'Public (IPO)', meta: { stage: 10 } },
    { identifier: 'acquired', value: 'Acquired', meta: { stage: 10 } },
  ],

  /** Unit of a funding amount (spec: K = 1e3; shown as k or m). */
  fundingAmountUnit: [
    { identifier: 'thousand', value: 'K', meta: { multiplier: 1_000 } },
    { identifier: 'million', value: 'M', meta: { multiplier: 1_000_000 } },
    { identifier: 'billion', value: 'B', meta: { multiplier: 1_000_000_000 } },
  ],

  /** Company status as tracked from Crunchbase. */
  crunchbaseStatus: [
    { identifier: 'activePrivate', value: 'Active (Private)' },
    { identifier: 'publiclyTraded', value: 'Public' },
    { identifier: 'acquired', value: 'Acquired' },
    { identifier: 'merged', value: 'Merged' },
    { identifier: 'delisted', value: 'Delisted' },
    { identifier: 'closed', value: 'Closed' },
  ],

  benefit: [
    { identifier: 'medicalInsurance', value: 'Medical Insurance', meta: { group: 'health' } },
    { identifier: 'dentalInsurance', value: 'Dental Insurance', meta: { group: 'health' } },
    { identifier: 'visionInsurance', value: 'Vision Insurance', meta: { group: 'health' } },
    { identifier: 'hsaFsa', value: 'HSA / FSA', meta: { group: 'health' } },
    { identifier: 'lifeInsurance', value: 'Life Insurance', meta: { group: 'health' } },
    { identifier: 'disabilityInsurance', value: 'Short & Long-Term Disability', meta: { group: 'health' } },
    { identifier: 'mentalHealthSupport', value: 'Mental Health Support', meta: { group: 'health' } },
    { identifier: 'retirement401k', value: '401(k)', meta: { group: 'financial' } },
    { identifier: 'retirement401kMatch', value: '401(k) Match', meta: { group: 'financial' } },
    { identifier: 'equityStockOptions', value: 'Equity / Stock Options', meta: { group: 'financial' } },
    { identifier: 'rsus', value: 'RSUs', meta: { group: 'financial' } },
    { identifier: 'espp', value: 'Employee Stock Purchase Plan (ESPP)', meta: { group: 'financial' } },
    { identifier: 'uncappedCommission', value: 'Uncapped Commission', meta: { group: 'compensation' } },
    { identifier: 'accelerators', value: 'Commission Accelerators', meta: { group: 'compensation' } },
    { identifier: 'guaranteedDraw', value: 'Guaranteed Draw / Ramp Period', meta: { group: 'compensation' } },
    { identifier: 'spiffs', value: 'SPIFFs & Sales Contests', meta: { group: 'compensation' } },
    { identifier: 'presidentsClub', value: "President's Club Trip", meta: { group: 'compensation' } },
    { identifier: 'signingBonus', value: 'Signing Bonus', meta: { group: 'compensation' } },
    { identifier: 'unlimitedPto', value: 'Unlimited PTO', meta: { group: 'timeOff' } },
    { identifier: 'paidTimeOff', value: 'Paid Time Off', meta: { group: 'timeOff' } },
    { identifier: 'paidParentalLeave', value: 'Paid Parental Leave', meta: { group: 'timeOff' } },
    { identifier: 'companyHolidays', value: 'Paid Company Holidays', meta: { group: 'timeOff' } },
    { identifier: 'remoteWork', value: 'Remote Work', meta: { group: 'workplace' } },
    { identifier: 'flexibleHours', value: 'Flexible Hours', meta: { group: 'workplace' } },
    { identifier: 'homeOfficeStipend', value: 'Home Office Stipend', meta: { group: 'workplace' } },
    { identifier: 'phoneInternetStipend', value: 'Phone & Internet Reimbursement', meta: { group: 'workplace' } },
    { identifier: 'carAllowance', value: 'Car Allowance / Mileage', meta: { group: 'workplace' } },
    { identifier: 'commuterBenefits', value: 'Commuter Benefits', meta: { group: 'workplace' } },
    { identifier: 'learningDevelopment', value: 'Learning & Development Budget', meta: { group: 'growth' } },
    { identifier: 'salesTraining', value: 'Formal Sales Training', meta: { group: 'growth' } },
    { identifier: 'wellnessStipend', value: 'Wellness / Gym Stipend', meta: { group: 'perks' } },
    { identifier: 'mealsSnacks', value: 'Catered Meals & Snacks', meta: { group: 'perks' } },
    { identifier: 'visaSponsorship', value: 'Visa Sponsorship', meta: { group: 'perks' } },
  ],
} as const satisfies LovSection
