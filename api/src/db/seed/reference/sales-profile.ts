/**
 * What a seller sold, to whom, and how they were measured: industries, customer
 * sizes, buyer levels and departments, and the numeric bands used on work
 * experience details and search filters.
 *
 * Band meta: `min` and `max` in whole US dollars (or the unit the key names);
 * `max: null` means open-ended. Bands are contiguous: each band's `min` is the
 * previous band's `max`.
 */
import type { LovSection } from './types'

export const SALES_PROFILE_SECTION = {
  /** Industries / verticals sold into or worked in (also job target verticals). */
  industry: [
    { identifier: 'saasCloudSoftware', value: 'SaaS / Cloud Software' },
    { identifier: 'cybersecurity', value: 'Cybersecurity' },
    { identifier: 'fintech', value: 'Fintech' },
    { identifier: 'payments', value: 'Payments' },
    { identifier: 'financialServices', value: 'Financial Services & Banking' },
    { identifier: 'insuranceInsurtech', value: 'Insurance / Insurtech' },
    { identifier: 'healthTech', value: 'Healthcare / Health Tech' },
    { identifier: 'lifeSciencesBiotech', value: 'Life Sciences / Biotech' },
    { identifier: 'medicalDevices', value: 'Medical Devices' },
    { identifier: 'pharmaceuticals', value: 'Pharmaceuticals' },
    { identifier: 'dataAnalytics', value: 'Data & Analytics' },
    { identifier: 'artificialIntelligence', value: 'Artificial Intelligence / Machine Learning' },
    { identifier: 'developerTools', value: 'Developer Tools / DevOps' },
    { identifier: 'cloudInfrastructure', value: 'Cloud Infrastructure (IaaS / PaaS)' },
    { identifier: 'itServices', value: 'IT Services & Managed Services' },
    { identifier: 'telecommunications', value: 'Telecommunications & Networking' },
    { identifier: 'communicationsPlatforms', value: 'Communications (UCaaS / CCaaS / CPaaS)' },
    { identifier: 'hardwareSemiconductors', value: 'Hardware & Semiconductors' },
    { identifier: 'iot', value: 'IoT / Connected Devices' },
    { identifier: 'hrTech', value: 'HR Tech / HCM' },
    { identifier: 'martechAdtech', value: 'MarTech / AdTech' },
    { identifier: 'salesTech', value: 'Sales Tech / Revenue Intelligence' },
    { identifier: 'customerExperience', value: 'Customer Experience / Contact Center' },
    { identifier: 'erpFinanceSoftware', value: 'ERP & Finance Software' },
    { identifier: 'procurementSpendManagement', value: 'Procurement / Spend Management' },
    { identifier: 'collaborationProductivity', value: 'Collaboration & Productivity' },
    { identifier: 'ecommerceRetailTech', value: 'E-commerce / Retail Tech' },
    { identifier: 'retailConsumerGoods', value: 'Retail & Consumer Goods' },
    { identifier: 'edTech', value: 'EdTech / Education' },
    { identifier: 'govTechPublicSector', value: 'GovTech / Public Sector' },
    { identifier: 'legalTech', value: 'Legal Tech' },
    { identifier: 'propTechRealEstate', value: 'PropTech / Real Estate' },
    { identifier: 'constructionTech', value: 'Construction Tech' },
    { identifier: 'supplyChainLogistics', value: 'Supply Chain & Logistics' },
    { identifier: 'manufacturingIndustrial', value: 'Manufacturing & Industrial' },
    { identifier: 'climateEnergy', value: 'Climate Tech / Clean Energy' },
    { identifier: 'energyUtilities', value: 'Energy & Utilities' },
    { identifier: 'automotiveMobility', value: 'Automotive & Mobility' },
    { identifier: 'aerospaceDefense', value: 'Aerospace & Defense' },
    { identifier: 'mediaEntertainment', value: 'Media & Entertainment' },
    { identifier: 'gaming', value: 'Gaming' },
    { identifier: 'travelHospitality', value: 'Travel & Hospitality' },
    { identifier: 'restaurantFoodTech', value: 'Restaurant & Food Tech' },
    { identifier: 'agTech', value: 'Agriculture / AgTech' },
    { identifier: 'marketplaces', value: 'Marketplaces' },
    { identifier: 'cryptoWeb3', value: 'Crypto / Web3' },
    { identifier: 'staffingRecruiting', value: 'Staffing & Recruiting' },
    { identifier: 'professionalServices', value: 'Professional Services & Consulting' },
    { identifier: 'advertisingAgencies', value: 'Advertising & Agencies' },
    { identifier: 'nonprofit', value: 'Nonprofit' },
  ],

  /** Whom the company sells to. */
  targetMarket: [
    { identifier: 'b2b', value: 'B2B' },
    { identifier: 'b2c', value: 'B2C' },
    { identifier: 'b2b2c', value: 'B2B2C' },
    { identifier: 'b2g', value: 'B2G (Government / Public Sector)' },
    { identifier: 'channel', value: 'Channel / Resellers' },
  ],

  /** Size of the customers sold to (employees of the buyer). */
  customerSize: [
    { identifier: 'smb', value: 'SMB (1–99 employees)', meta: { minEmployees: 1, maxEmployees: 99 } },
    {
      identifier: 'midMarket',
      value: 'Mid-Market (100–999 employees)',
      meta: { minEmployees: 100, maxEmployees: 999 },
    },
    {
      identifier: 'enterprise',
      value: 'Enterprise (1,000–9,999 employees)',
      meta: { minEmployees: 1000, maxEmployees: 9999 },
    },
    {
      identifier: 'strategic',
      value: 'Strategic / Global (10,000+ employees)',
      meta: { minEmployees: 10000, maxEmployees: null },
    },
    {
      identifier: 'publicSector',
      value: 'Public Sector / Government',
      meta: { minEmployees: null, maxEmployees: null },
    },
  ],

  /** Buyer seniority sold into (max 3 per work experience, 2 per job). */
  soldIntoLevel: [
    { identifier: 'cSuite', value: 'C-Suite', meta: { rank: 6 } },
    { identifier: 'vp', value: 'VP', meta: { rank: 5 } },
    { identifier: 'director', value: 'Director', meta: { rank: 4 } },
    { identifier: 'manager', value: 'Manager', meta: { rank: 3 } },
    { identifier: 'individualContributor', value: 'Individual Contributor', meta: { rank: 2 } },
    { identifier: 'ownerFounder', value: 'Owner / Founder', meta: { rank: 7 } },
  ],

  /** Buyer departments sold into (max 3 per work experience). */
  soldIntoDepartment: [
    { identifier: 'executiveLeadership', value: 'Executive Leadership' },
    { identifier: 'sales', value: 'Sales' },
    { identifier: 'marketing', value: 'Marketing' },
    { identifier: 'customerSuccessSupport', value: 'Customer Success & Support' },
    { identifier: 'finance', value: 'Finance & Accounting' },
    { identifier: 'humanResources', value: 'HR / People' },
    { identifier: 'informationTechnology', value: 'IT' },
    { identifier: 'security', value: 'Security' },
    { identifier: 'engineering', value: 'Engineering / R&D' },
    { identifier: 'product', value: 'Product' },
    { identifier: 'dataAnalytics', value: 'Data & Analytics' },
    { identifier: 'operations', value: 'Operations' },
    { identifier: 'legalCompliance', value: 'Legal & Compliance' },
    { identifier: 'procurement', value: 'Procurement' },
    { identifier: 'supplyChain', value: 'Supply Chain & Logistics' },
    { identifier: 'facilities', value: 'Facilities & Real Estate' },
    { identifier: 'clinical', value: 'Clinical / Healthcare Providers' },
  ],

  /** Average deal size (first-year contract value, USD). */
  averageDealSize: [
    { identifier: 'under5k', value: 'Under $5K', meta: { min: 0, max: 5_000 } },
    { identifier: 'from5kTo10k', value: '$5K – $10K', meta: { min: 5_000, max: 10_000 } },
    { identifier: 'from10kTo25k', value: '$10K – $25K', meta: { min: 10_000, max: 25_000 } },
    { identifier: 'from25kTo50k', value: '$25K – $50K', meta: { min: 25_000, max: 50_000 } },
    { identifier: 'from50kTo100k', value: '$50K – $100K', meta: { min: 50_000, max: 100_000 } },
    { identifier: 'from100kTo250k', value: '$100K – $250K', meta: { min: 100_000, max: 250_000 } },
    { identifier: 'from250kTo500k', value: '$250K – $500K', meta: { min: 250_000, max: 500_000 } },
    { identifier: 'from500kTo1m', value: '$500K – $1M', meta: { min: 500_000, max: 1_000_000 } },
    { identifier: 'over1m', value: '$1M+', meta: { min: 1_000_000, max: null } },
  ],

  /** Average sales cycle, first meeting to signature (days). */
  averageDealCycle: [
    { identifier: 'underOneMonth', value: 'Under 1 month', meta: { minDays: 0, maxDays: 30 } },
    { identifier: 'oneToThreeMonths', value: '1–3 months', meta: { minDays: 30, maxDays: 90 } },
    { identifier: 'threeToSixMonths', value: '3–6 months', meta: { minDays: 90, maxDays: 180 } },
    { identifier: 'sixToNineMonths', value: '6–9 months', meta: { minDays: 180, maxDays: 270 } },
    { identifier: 'nineToTwelveMonths', value: '9–12 months', meta: { minDays: 270, maxDays: 365 } },
    { identifier: 'overTwelveMonths', value: '12+ months', meta: { minDays: 365, maxDays: null } },
  ],

  /** Individual annual quota (USD). */
  annualQuota: [
    { identifier: 'under250k', value: 'Under $250K', meta: { min: 0, max: 250_000 } },
    { identifier: 'from250kTo500k', value: '$250K – $500K', meta: { min: 250_000, max: 500_000 } },
    { identifier: 'from500kTo750k', value: '$500K – $750K', meta: { min: 500_000, max: 750_000 } },
    { identifier: 'from750kTo1m', value: '$750K – $1M', meta: { min: 750_000, max: 1_000_000 } },
    { identifier: 'from1mTo1500k', value: '$1M – $1.5M', meta: { min: 1_000_000, max: 1_500_000 } },
    { identifier: 'from1500kTo2m', value: '$1.5M – $2M', meta: { min: 1_500_000, max: 2_000_000 } },
    { identifier: 'from2mTo3m', value: '$2M – $3M', meta: { min: 2_000_000, max: 3_000_000 } },
    { identifier: 'from3mTo5m', value: '$3M – $5M', meta: { min: 3_000_000, max: 5_000_000 } },
    { identifier: 'over5m', value: '$5M+', meta: { min: 5_000_000, max: null } },
  ],

  /** Share of the quota that is net-new business (vs. renewals and expansion), percent. */
  netBusinessQuota: [
    { identifier: 'upTo25Percent', value: '0–25% net new', meta: { minPercent: 0, maxPercent: 25 } },
    { identifier: 'from25To50Percent', value: '25–50% net new', meta: { minPercent: 25, maxPercent: 50 } },
    { identifier: 'from50To75Percent', value: '50–75% net new', meta: { minPercent: 50, maxPercent: 75 } },
    { identifier: 'from75To99Percent', value: '75–99% net new', meta: { minPercent: 75, maxPercent: 99 } },
    { identifier: 'allNetNew', value: '100% net new', meta: { minPercent: 100, maxPercent: 100 } },
  ],

  /** Book of business managed, annual recurring revenue (USD). */
  bookOfBusiness: [
    { identifier: 'under500k', value: 'Under $500K ARR', meta: { min: 0, max: 500_000 } },
    { identifier: 'from500kTo1m', value: '$500K – $1M ARR', meta: { min: 500_000, max: 1_000_000 } },
    { identifier: 'from1mTo3m', value: '$1M – $3M ARR', meta: { min: 1_000_000, max: 3_000_000 } },
    { identifier: 'from3mTo5m', value: '$3M – $5M ARR', meta: { min: 3_000_000, max: 5_000_000 } },
    { identifier: 'from5mTo10m', value: '$5M – $10M ARR', meta: { min: 5_000_000, max: 10_000_000 } },
    { identifier: 'from10mTo25m', value: '$10M – $25M ARR', meta: { min: 10_000_000, max: 25_000_000 } },
    { identifier: 'over25m', value: '$25M+ ARR', meta: { min: 25_000_000, max: null } },
  ],

  /** Number of customer accounts owned at once (AM / CSM). */
  averageNumberOfAccounts: [
    { identifier: 'oneToFive', value: '1–5 accounts', meta: { minAccounts: 1, maxAccounts: 5 } },
    { identifier: 'sixToTen', value: '6–10 accounts', meta: { minAccounts: 6, maxAccounts: 10 } },
    { identifier: 'elevenToTwentyFive', value: '11–25 accounts', meta: { minAccounts: 11, maxAccounts: 25 } },
    { identifier: 'twentySixToFifty', value: '26–50 accounts', meta: { minAccounts: 26, maxAccounts: 50 } },
    { identifier: 'fiftyOneToHundred', value: '51–100 accounts', meta: { minAccounts: 51, maxAccounts: 100 } },
    { identifier: 'hundredOneToTwoFifty', value: '101–250 accounts', meta: { minAccounts: 101, maxAccounts: 250 } },
    { identifier: 'overTwoFifty', value: '250+ accounts', meta: { minAccounts: 251, maxAccounts: null } },
  ],

  /** What an account manager or CSM owns (max 6 per work experience). */
  responsibility: [
    { identifier: 'onboarding', value: 'Onboarding' },
    { identifier: 'implementation', value: 'Implementation' },
    { identifier: 'adoption', value: 'Product Adoption & Training' },
    { identifier: 'renewals', value: 'Renewals' },
    { identifier: 'upsellCrossSell', value: 'Upsell & Cross-Sell' },
    { identifier: 'expansion', value: 'Account Expansion' },
    { identifier: 'businessReviews', value: 'Business Reviews (QBRs / EBRs)' },
    { identifier: 'churnPrevention', value: 'Churn Prevention & Risk Management' },
    { identifier: 'escalations', value: 'Escalation Management' },
    { identifier: 'accountPlanning', value: 'Account Planning' },
    { identifier: 'contractNegotiation', value: 'Contract Negotiation' },
    { identifier: 'customerAdvocacy', value: 'Customer Advocacy & References' },
    { identifier: 'technicalSupport', value: 'Technical Support' },
    { identifier: 'healthScoring', value: 'Customer Health Scoring' },
    { identifier: 'newLogoAcquisition', value: 'New Logo Acquisition' },
  ],

  /** How an account manager or CSM was measured. */
  measuredBy: [
    { identifier: 'netRevenueRetention', value: 'Net Revenue Retention (NRR)' },
    { identifier: 'grossRevenueRetention', value: 'Gross Revenue Retention (GRR)' },
    { identifier: 'logoRetention', value: 'Logo Retention' },
    { identifier: 'renewalRate', value: 'Renewal Rate' },
    { identifier: 'expansionRevenue', value: 'Expansion Revenue' },
    { identifier: 'upsellQuota', value: 'Upsell / Cross-Sell Quota' },
    { identifier: 'churnRate', value: 'Churn Rate' },
    { identifier: 'csat', value: 'Customer Satisfaction (CSAT)' },
    { identifier: 'nps', value: 'Net Promoter Score (NPS)' },
    { identifier: 'productAdoption', value: 'Product Adoption / Usage' },
    { identifier: 'timeToValue', value: 'Time to Value' },
    { identifier: 'customerHealthScore', value: 'Customer Health Score' },
  ],

  /** SDR: qualified meetings required per month. */
  monthlyQualifiedMeetingsQuota: [
    { identifier: 'oneToFive', value: '1–5 meetings', meta: { minMeetings: 1, maxMeetings: 5 } },
    { identifier: 'sixToTen', value: '6–10 meetings', meta: { minMeetings: 6, maxMeetings: 10 } },
    { identifier: 'elevenToFifteen', value: '11–15 meetings', meta: { minMeetings: 11, maxMeetings: 15 } },
    { identifier: 'sixteenToTwenty', value: '16–20 meetings', meta: { minMeetings: 16, maxMeetings: 20 } },
    { identifier: 'twentyOneToThirty', value: '21–30 meetings', meta: { minMeetings: 21, maxMeetings: 30 } },
    { identifier: 'overThirty', value: '30+ meetings', meta: { minMeetings: 31, maxMeetings: null } },
  ],

  /** SDR: qualified pipeline required per year (USD). */
  annualPipelineQuota: [
    { identifier: 'under500k', value: 'Under $500K', meta: { min: 0, max: 500_000 } },
    { identifier: 'from500kTo1m', value: '$500K – $1M', meta: { min: 500_000, max: 1_000_000 } },
    { identifier: 'from1mTo2m', value: '$1M – $2M', meta: { min: 1_000_000, max: 2_000_000 } },
    { identifier: 'from2mTo3m', value: '$2M – $3M', meta: { min: 2_000_000, max: 3_000_000 } },
    { identifier: 'from3mTo5m', value: '$3M – $5M', meta: { min: 3_000_000, max: 5_000_000 } },
    { identifier: 'over5m', value: '$5M+', meta: { min: 5_000_000, max: null } },
  ],

  /** Leader: ARR of the team's book (USD). */
  teamArr: [
    { identifier: 'under1m', value: 'Under $1M', meta: { min: 0, max: 1_000_000 } },
    { identifier: 'from1mTo5m', value: '$1M – $5M', meta: { min: 1_000_000, max: 5_000_000 } },
    { identifier: 'from5mTo10m', value: '$5M – $10M', meta: { min: 5_000_000, max: 10_000_000 } },
    { identifier: 'from10mTo25m', value: '$10M – $25M', meta: { min: 10_000_000, max: 25_000_000 } },
    { identifier: 'from25mTo50m', value: '$25M – $50M', meta: { min: 25_000_000, max: 50_000_000 } },
    { identifier: 'from50mTo100m', value: '$50M – $100M', meta: { min: 50_000_000, max: 100_000_000 } },
    { identifier: 'over100m', value: '$100M+', meta: { min: 100_000_000, max: null } },
  ],

  /** Leader: the team's combined annual quota (USD). */
  annualTeamQuota: [
    { identifier: 'under1m', value: 'Under $1M', meta: { min: 0, max: 1_000_000 } },
    { identifier: 'from1mTo5m', value: '$1M – $5M', meta: { min: 1_000_000, max: 5_000_000 } },
    { identifier: 'from5mTo10m', value: '$5M – $10M', meta: { min: 5_000_000, max: 10_000_000 } },
    { identifier: 'from10mTo25m', value: '$10M – $25M', meta: { min: 10_000_000, max: 25_000_000 } },
    { identifier: 'from25mTo50m', value: '$25M – $50M', meta: { min: 25_000_000, max: 50_000_000 } },
    { identifier: 'from50mTo100m', value: '$50M – $100M', meta: { min: 50_000_000, max: 100_000_000 } },
    { identifier: 'over100m', value: '$100M+', meta: { min: 100_000_000, max: null } },
  ],

  /** Average time spent per employer. */
  tenure: [
    { identifier: 'underSixMonths', value: 'Under 6 months', meta: { minMonths: 0, maxMonths: 6 } },
    { identifier: 'sixToTwelveMonths', value: '6–12 months', meta: { minMonths: 6, maxMonths: 12 } },
    { identifier: 'oneToTwoYears', value: '1–2 years', meta: { minMonths: 12, maxMonths: 24 } },
    { identifier: 'twoToThreeYears', value: '2–3 years', meta: { minMonths: 24, maxMonths: 36 } },
    { identifier: 'threeToFiveYears', value: '3–5 years', meta: { minMonths: 36, maxMonths: 60 } },
    { identifier: 'overFiveYears', value: '5+ years', meta: { minMonths: 60, maxMonths: null } },
  ],
} as const satisfies LovSection
