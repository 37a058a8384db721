/**
 * Offers that close (issue 38): the candidate's current package and its sharing consents, the
 * clients' fee agreements and the placement fee of each hire. The offers module owns these
 * tables; no other module writes them.
 */
import type { CLAWBACK_KINDS, VEST_FREQUENCIES } from '@quota/shared/domain/offers/package'
import { FEE_BASES } from '@quota/shared/domain/offers/placement-fee'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { candidatesTable } from './candidates'
import { oneOf, timestamps, tstz, uuidPk } from './columns'
import { hiresTable } from './interviews'
import { jobsTable } from './jobs'
import { organizationsTable } from './organizations'
import { usersTable } from './users'

export interface StoredEquityGrant {
  label: string
  shares: number | null
  pricePerShare: number | null
  value: number | null
  grantDate: string
  cliffMonths: number
  vestingMonths: number
  frequency: (typeof VEST_FREQUENCIES)[number]
}

export interface StoredBonus {
  label: string
  amount: number
  paidDate: string
  clawbackUntil: string
  clawbackKind: (typeof CLAWBACK_KINDS)[number]
}

/**
 * The candidate's current package (one per candidate). Private: the candidate and the provider's
 * staff read it; clients only ever get the summary, and only while `summarySharedAt` is set.
 */
export const candidatePackagesTable = pgTable(
  'candidate_packages',
  {
    candidateId: uuid()
      .primaryKey()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    baseSalary: integer().notNull(),
    variableAtTarget: integer().notNull().default(0),
    attainmentPercent: smallint(),
    acceleratorMultiplier: numeric({ precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
    commissionArrearsMonths: smallint().notNull().default(0),
    /** Grants and bonuses are small lists edited as a whole with the package (checked by the shared schema). */
    equityGrants: jsonb().$type<StoredEquityGrant[]>().notNull().default(sql`'[]'::jsonb`),
    bonuses: jsonb().$type<StoredBonus[]>().notNull().default(sql`'[]'::jsonb`),
    noticePeriodDays: smallint().notNull().default(0),
    /** Set while the candidate lets clients see the walk-away summary (totals, no line items). */
    summarySharedAt: tstz(),
    updatedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('candidate_packages_base_check', sql`${t.baseSalary} between 10000 and 1000000`),
    check('candidate_packages_variable_check', sql`${t.variableAtTarget} between 0 and 10000000`),
    check('candidate_packages_attainment_check', sql`${t.attainmentPercent} between 0 and 500`),
    check('candidate_packages_accelerator_check', sql`${t.acceleratorMultiplier} between 1 and 5`),
    check('candidate_packages_arrears_check', sql`${t.commissionArrearsMonths} between 0 and 12`),
    check('candidate_packages_notice_check', sql`${t.noticePeriodDays} between 0 and 365`),
  ],
)
export type CandidatePackageRow = typeof candidatePackagesTable.$inferSelect

export const PACKAGE_CONSENT_SOURCES = ['candidate', 'recruiter'] as const

/**
 * The candidate's consent that the provider's recruiters enter or change their package: given by
 * the candidate in the app, or recorded by a recruiter with how it was given (note). Rows are
 * never deleted: a withdrawal sets `revokedAt`, so who could write when stays provable.
 * (Not the consent to represent, which is another record.)
 */
export const candidatePackageConsentsTable = pgTable(
  'candidate_package_consents',
  {
    id: uuidPk(),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    source: text({ enum: PACKAGE_CONSENT_SOURCES }).notNull(),
    note: text(),
    grantedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    revokedAt: tstz(),
    revokedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('candidate_package_consents_source_check', oneOf(t.source, PACKAGE_CONSENT_SOURCES)),
    // the live consent of a candidate: WHERE candidate_id = $1 AND revoked_at IS NULL
    index('candidate_package_consents_live_idx').on(t.candidateId).where(sql`${t.revokedAt} is null`),
  ],
)

/** A client's fee agreement (one per client organization): what the fee is a percentage of, the guarantee. */
export const clientFeeAgreementsTable = pgTable(
  'client_fee_agreements',
  {
    organizationId: uuid()
      .primaryKey()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    basis: text({ enum: FEE_BASES }).notNull().default('base'),
    guaranteeDays: smallint().notNull().default(90),
    updatedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('client_fee_agreements_basis_check', oneOf(t.basis, FEE_BASES)),
    check('client_fee_agreements_guarantee_check', sql`${t.guaranteeDays} between 0 and 365`),
  ],
)

/**
 * The fee of a hire, fixed when the hire is made (the job's percentage, the agreement's basis and
 * guarantee at that moment), so later edits of the job never rewrite an invoice. A hire made
 * again after an undo recomputes it.
 */
export const placementFeesTable = pgTable(
  'placement_fees',
  {
    hireId: uuid()
      .primaryKey()
      .references(() => hiresTable.id, { onDelete: 'cascade' }),
    jobId: uuid()
      .notNull()
      .references(() => jobsTable.id, { onDelete: 'cascade' }),
    organizationId: uuid()
      .notNull()
      .references(() => organizationsTable.id, { onDelete: 'cascade' }),
    candidateId: uuid()
      .notNull()
      .references(() => candidatesTable.id, { onDelete: 'cascade' }),
    /** Credited recruiter: the job's owner when the hire was made (else who recorded the hire). */
    recruiterId: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    basis: text({ enum: FEE_BASES }).notNull(),
    feePercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    basisAmount: integer(),
    fee: integer(),
    joiningDate: date(),
    guaranteeEndsOn: date(),
    /** A fall-off: the day the hire left, recorded by staff. */
    leftOn: date(),
    fallOffNote: text(),
    fallOffRecordedBy: uuid().references(() => usersTable.id, { onDelete: 'set null' }),
    isFallOff: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('placement_fees_basis_check', oneOf(t.basis, FEE_BASES)),
    // placements report by client and month: WHERE organization_id = $1 AND joining_date BETWEEN ...
    index('placement_fees_organization_idx').on(t.organizationId, t.joiningDate),
    // the report for every client: WHERE joining_date BETWEEN $1 AND $2
    index('placement_fees_joining_idx').on(t.joiningDate),
  ],
)
export type PlacementFeeRow = typeof placementFeesTable.$inferSelect
