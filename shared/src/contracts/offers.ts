/**
 * Offers that close (issue 38): the candidate's current package, the offer insights (market
 * position, walk-away economics, make-whole, risks) and placement fees.
 */
import * as z from 'zod'
import { CLAWBACK_KINDS, PACKAGE_LIMITS as L, VEST_FREQUENCIES } from '../domain/offers/package'
import { FEE_BASES, GUARANTEE_DAYS_LIMITS } from '../domain/offers/placement-fee'
import { isoDate } from './pipeline'

const int = (what: string, { min, max }: { min: number; max: number }) =>
  z.number().int().min(min).max(max).describe(`${what} (${min} to ${max})`)
const label = z
  .string()
  .trim()
  .min(1)
  .max(L.label)
  .regex(/^[^\0]*$/, 'Must not contain NUL characters')

export const EquityGrantInput = z.strictObject({
  label: label.describe('What the grant is, e.g. "2024 RSU grant"'),
  shares: z.number().int().min(1).max(100_000_000).nullable().default(null).describe('Shares or options granted'),
  pricePerShare: z.number().min(0).max(100_000).nullable().default(null).describe("Today's value of one share, USD"),
  value: int('The whole grant’s value in USD, when shares are not given', L.money).nullable().default(null),
  grantDate: isoDate.describe('Grant date, YYYY-MM-DD'),
  cliffMonths: int('Months before anything vests', L.cliffMonths).default(12),
  vestingMonths: int('Months until the whole grant has vested', L.vestingMonths).default(48),
  frequency: z.enum(VEST_FREQUENCIES).default('monthly').describe('How often it vests after the cliff'),
})

export const BonusInput = z.strictObject({
  label: label.describe('e.g. "Sign-on bonus"'),
  amount: int('USD paid', L.money),
  paidDate: isoDate,
  clawbackUntil: isoDate.describe('Leaving before this date means repaying it'),
  clawbackKind: z.enum(CLAWBACK_KINDS).default('full').describe('full: all of it; prorated: the unserved share'),
})

export const CandidatePackageInput = z
  .strictObject({
    baseSalary: int('Yearly base salary, USD', L.baseSalary),
    variableAtTarget: int('Yearly variable at 100 % of quota, USD', L.money).default(0),
    attainmentPercent: int('Own attainment, percent of quota', L.attainmentPercent).nullable().default(null),
    acceleratorMultiplier: z
      .number()
      .min(L.acceleratorMultiplier.min)
      .max(L.acceleratorMultiplier.max)
      .default(1)
      .describe('Rate paid on variable above 100 % of quota (1 = none)'),
    commissionArrearsMonths: int('Months commission is paid after it is earned', L.arrearsMonths).default(0),
    equityGrants: z.array(EquityGrantInput).max(L.equityGrants).default([]),
    bonuses: z.array(BonusInput).max(L.bonuses).default([]),
    noticePeriodDays: int('Notice period in days', L.noticeDays).default(0),
  })
  .superRefine((v, ctx) => {
    v.equityGrants.forEach((g, i) => {
      if (g.value === null && (g.shares === null || g.pricePerShare === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['equityGrants', i, 'value'],
          message: 'Give the grant’s value, or its shares and the price of one share',
          params: { rule: 'required' },
        })
      }
    })
    v.bonuses.forEach((b, i) => {
      if (b.clawbackUntil <= b.paidDate) {
        ctx.addIssue({
          code: 'custom',
          path: ['bonuses', i, 'clawbackUntil'],
          message: 'The clawback must end after the bonus was paid',
          params: { rule: 'notLessThan' },
        })
      }
    })
  })
export type CandidatePackageInput = z.input<typeof CandidatePackageInput>
export type CandidatePackageValues = z.output<typeof CandidatePackageInput>

export const PackageConsent = z.object({
  source: z.enum(['candidate', 'recruiter']).describe('Given in the app by the candidate, or recorded by a recruiter'),
  note: z.string().nullable(),
  grantedAt: z.string(),
  grantedByName: z.string().nullable(),
})

export const CandidatePackageDto = z.object({
  candidateId: z.uuid(),
  package: z
    .object({
      baseSalary: z.number().int(),
      variableAtTarget: z.number().int(),
      attainmentPercent: z.number().int().nullable(),
      acceleratorMultiplier: z.number(),
      commissionArrearsMonths: z.number().int(),
      equityGrants: z.array(EquityGrantInput),
      bonuses: z.array(BonusInput),
      noticePeriodDays: z.number().int(),
      updatedAt: z.string(),
    })
    .nullable()
    .describe('Null until the package is entered'),
  summaryShared: z.boolean().describe('Clients of jobs the candidate is submitted to see the summary'),
  consent: PackageConsent.nullable().describe('The live consent for recruiters to enter or change the package'),
})
export type CandidatePackageDto = z.infer<typeof CandidatePackageDto>

export const PackageSharingInput = z.strictObject({
  shared: z.boolean().describe('Let clients see the summary (totals and make-whole, never the line items)'),
})

export const PackageConsentInput = z.strictObject({
  note: z
    .string()
    .trim()
    .max(L.notes)
    .regex(/^[^\0]*$/, 'Must not contain NUL characters')
    .optional()
    .describe('How the candidate gave consent (required when a recruiter records it)'),
})
export type PackageConsentInput = z.infer<typeof PackageConsentInput>

// ---------------------------------------------------------------------------------------------
// Offer insights

export const OfferInsightsQuery = z.strictObject({
  startDate: isoDate
    .optional()
    .describe('Start date to compute for; default the hire’s joining date, else 30 days from today'),
  annualQuota: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000_000)
    .optional()
    .describe('The yearly quota the offer carries, USD (for the quota-to-OTE ratio)'),
  baseSalary: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(1_000_000)
    .optional()
    .describe('With ote: terms being drafted (the track-offer dialog), instead of the stored offer'),
  ote: z.coerce.number().int().min(10_000).max(1_000_000).optional(),
})

const MarketPositionDto = z.object({
  amount: z.number().int(),
  sampleSize: z.number().int(),
  suppressed: z.boolean().describe('Fewer pay points than the engine’s minimum sample: no position is given'),
  percentile: z.number().int().nullable(),
  band: z.enum(['belowP25', 'p25ToMedian', 'medianToP75', 'aboveP75']).nullable(),
  p25: z.number().int().nullable(),
  median: z.number().int().nullable(),
  p75: z.number().int().nullable(),
})

export const OfferMarketDto = z.object({
  scope: z.string().describe('What the offer is compared with, e.g. "Account Executive, California"'),
  minimumSample: z.number().int(),
  base: MarketPositionDto,
  ote: MarketPositionDto,
  split: z.object({
    offerBasePercent: z.number().int(),
    marketBasePercent: z.number().int().nullable(),
    sampleSize: z.number().int(),
    suppressed: z.boolean(),
  }),
  quotaToOte: z
    .object({
      ratio: z.number(),
      marketMedian: z.number().nullable(),
      marketP25: z.number().nullable(),
      marketP75: z.number().nullable(),
      sampleSize: z.number().int(),
      suppressed: z.boolean(),
    })
    .nullable()
    .describe('Null when no quota is given'),
})

const FirstYearDto = z.object({
  attainmentPercent: z.number(),
  offer: z.number().int(),
  current: z.number().int(),
  gain: z.number().int(),
})
const RiskDto = z.object({
  kind: z.enum(['vestAfterStart', 'clawback', 'commissionInArrears', 'noticePeriod', 'payCut']),
  message: z.string(),
  amount: z.number().int().nullable(),
  date: z.string().nullable(),
})
const MakeWholeDto = z.object({
  signOnBonus: z.number().int(),
  equity: z.number().int(),
  total: z.number().int(),
})

export const WalkAwayDto = z.object({
  startDate: z.string(),
  lastDay: z.string(),
  forfeits: z.object({
    grants: z.array(
      z.object({
        label: z.string(),
        unvested: z.number().int(),
        next12Months: z.number().int(),
        nextVest: z.object({ date: z.string(), amount: z.number().int() }).nullable(),
      }),
    ),
    equityUnvested: z.number().int(),
    equityNext12Months: z.number().int(),
    unpaidCommission: z.number().int(),
    bonusRepayments: z.array(z.object({ label: z.string(), amount: z.number().int(), clawbackUntil: z.string() })),
    bonusRepaymentTotal: z.number().int(),
    cash: z.number().int(),
    total: z.number().int(),
  }),
  firstYear: z.object({ atTarget: FirstYearDto, atAttainment: FirstYearDto }),
  makeWhole: MakeWholeDto,
  startAfterNextVest: z
    .object({
      startDate: z.string(),
      daysLater: z.number().int(),
      vestAmount: z.number().int(),
      forfeitReduction: z.number().int(),
      makeWholeReduction: z.number().int(),
    })
    .nullable(),
  risks: z.array(RiskDto),
  assumptions: z.array(z.string()),
})

/** What a client sees when the candidate shares the summary: totals, never line items. */
export const WalkAwaySummaryDto = z.object({
  startDate: z.string(),
  leavesBehind: z.number().int().describe('Everything left behind, rounded to $1,000'),
  makeWhole: MakeWholeDto.describe('Rounded to $1,000'),
  risks: z.array(z.string()).describe('Dated risks without amounts'),
  assumptions: z.array(z.string()),
})

export const PlacementFeeDto = z.object({
  basis: z.enum(FEE_BASES),
  feePercentage: z.number(),
  basisAmount: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  joiningDate: z.string().nullable(),
  guaranteeEndsOn: z.string().nullable(),
  leftOn: z.string().nullable(),
  isFallOff: z.boolean(),
})
export type PlacementFeeDto = z.infer<typeof PlacementFeeDto>

export const OfferInsightsDto = z.object({
  offer: z
    .object({
      baseSalary: z.number().int(),
      ote: z.number().int(),
      from: z.enum(['offer', 'hire', 'draft']),
    })
    .nullable()
    .describe('The live offer (or the hire’s terms); null before an offer is tracked'),
  market: OfferMarketDto.nullable(),
  packageAccess: z
    .enum(['full', 'summary', 'notShared', 'notEntered'])
    .describe('full: staff see the walk-away; summary: a client sees the shared summary'),
  walkAway: WalkAwayDto.nullable(),
  summary: WalkAwaySummaryDto.nullable(),
  fee: PlacementFeeDto.nullable().describe('After the hire: staff and the client’s own users'),
})
export type OfferInsightsDto = z.infer<typeof OfferInsightsDto>

// ---------------------------------------------------------------------------------------------
// Fees

export const FeeAgreementDto = z.object({
  organizationId: z.uuid(),
  basis: z.enum(FEE_BASES),
  guaranteeDays: z.number().int(),
})
export const FeeAgreementInput = z.strictObject({
  basis: z.enum(FEE_BASES).describe('What the fee percentage applies to: first-year base or OTE'),
  guaranteeDays: int('Guarantee period in days from the start date', GUARANTEE_DAYS_LIMITS),
})

export const FallOffInput = z.strictObject({
  leftOn: isoDate.describe('The day the hire left'),
  note: z
    .string()
    .trim()
    .max(L.notes)
    .regex(/^[^\0]*$/, 'Must not contain NUL characters')
    .optional(),
})

export const PlacementsReportQuery = z.strictObject({
  from: isoDate.describe('First start date counted, YYYY-MM-DD'),
  to: isoDate.describe('Last start date counted, YYYY-MM-DD'),
})

const Totals = z.object({
  hires: z.number().int(),
  earned: z.number().int(),
  fellOff: z.number().int(),
  unknown: z.number().int(),
})

export const PlacementsReportDto = z.object({
  from: z.string(),
  to: z.string(),
  totals: Totals,
  byMonth: z.array(Totals.extend({ month: z.string().describe('YYYY-MM of the start date') })),
  byRecruiter: z.array(Totals.extend({ recruiterId: z.uuid().nullable(), recruiterName: z.string() })),
  byClient: z.array(Totals.extend({ organizationId: z.uuid(), organizationName: z.string() })),
  placements: z.array(
    PlacementFeeDto.extend({
      hireId: z.uuid(),
      jobId: z.uuid(),
      jobName: z.string(),
      candidateName: z.string(),
      organizationName: z.string(),
      recruiterName: z.string(),
    }),
  ),
})
export type PlacementsReportDto = z.infer<typeof PlacementsReportDto>
