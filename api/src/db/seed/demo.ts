/**
 * Demo data on first start (issue 2 item 6; api-conventions.md "Demo accounts"): the seven demo
 * accounts, five client organizations with their contacts, 25 jobs across Open, Opportunistic,
 * Pending and Closed, 400 candidates with sales careers, placed in every stage and status of the
 * workflow with history, interviews, offers and hires, and each job's aggregates.
 *
 * Idempotent: when the demo admin exists it does nothing. Everything else is written in one
 * transaction, from seeded random streams: two runs on the same day give the same data (only the
 * ids of the users created through createUser differ). Never called in production (server.ts).
 */
import { feedTypeOf } from '@quota/shared/domain/candidates/feed'
import { recountAggregates } from '@quota/shared/domain/workflow/aggregates'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { completionOf } from '../../modules/candidates/completion'
import { candidateById } from '../../modules/candidates/repository'
import { toStageCountRows } from '../../modules/pipeline/index'
import { createUser } from '../../modules/users/create-user'
import type { Db, Tx } from '../client'
import {
  activityHistoryTable,
  candidatesTable,
  clientAccountsTable,
  clientContactsTable,
  clientFavoritesTable,
  featureFlagEnablementsTable,
  featureFlagsTable,
  hiresTable,
  interviewFeedbackTable,
  interviewInterviewersTable,
  interviewsTable,
  jobCandidateHistoryTable,
  jobCandidatesTable,
  jobClientVerticalsTable,
  jobContactsTable,
  jobFavoritesTable,
  jobLocationsTable,
  jobSkillsTable,
  jobSourcersTable,
  jobStageCountsTable,
  jobsTable,
  jobTargetCompaniesTable,
  jobTargetVerticalsTable,
  jobTimezonesTable,
  type NewActivityHistoryRow,
  type NewHireRow,
  type NewInterviewFeedbackRow,
  type NewInterviewInterviewerRow,
  type NewJobCandidateHistoryRow,
  type NewOfferRow,
  offersTable,
  organizationsTable,
  rolesTable,
  userRolesTable,
  usersTable,
} from '../schema'
import { positionProfile } from './demo/careers'
import { CLIENTS, type ClientSeed, clientOrganizationId, employerOrganizationId } from './demo/companies'
import { demoCandidateBundle } from './demo/demo-candidate'
import { type GeneratedCandidate, generateCandidates, startOfUtcDay } from './demo/generate-candidates'
import { insertCandidateBundles, insertChunked, seedEmployerOrganizations } from './demo/insert'
import { interviewProcess, JOB_SEEDS, type JobSeed, jobDescription, type StaffKey } from './demo/jobs'
import { categoryOfPosition, lov } from './demo/lov'
import {
  contactEmail,
  DEMO_ACCOUNTS,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  OTHER_CONTACTS,
  OTHER_STAFF,
} from './demo/people'
import {
  buildPlacement,
  COVERAGE_TARGETS,
  interviewing,
  isInProcess,
  movesFor,
  type PlacementRows,
  type Target,
  targetRank,
  targetsForJob,
} from './demo/pipeline'
import { metroOf, stateIdOf } from './demo/places'
import { demoId, Random } from './demo/random'

export interface DemoAccount {
  email: string
  role: string
}

export interface SeedDemoOptions {
  logger: Logger
  /** "Today" for the demo (dates are relative to it). Default: now. */
  asOf?: Date
}

/** The seed of every random stream of the demo data. */
export const DEMO_SEED = 'quota-demo-v1'
/** How many candidates the demo has, the demo candidate included. */
export const DEMO_CANDIDATE_COUNT = 400

const DAY = 24 * 60 * 60 * 1000

export const DEMO_ACCOUNT_LIST: readonly DemoAccount[] = DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role }))

export async function seedDemoData(db: Db, options: SeedDemoOptions): Promise<{ accounts: DemoAccount[] }> {
  const accounts = DEMO_ACCOUNT_LIST.map((a) => ({ ...a }))
  const [existing] = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(sql`lower(${usersTable.email}) = ${DEMO_ADMIN_EMAIL}`)
    .limit(1)
  if (existing) {
    options.logger.debug('Demo data already present')
    return { accounts }
  }
  const started = performance.now()
  // argon2id with Bun's defaults, once: hashing is deliberately slow.
  const passwordHash = await Bun.password.hash(DEMO_PASSWORD)
  const asOf = startOfUtcDay(options.asOf ?? new Date())
  const counts = await db.transaction((tx) => seedInTransaction(tx, { asOf, passwordHash }))
  options.logger.info({ ms: Math.round(performance.now() - started), ...counts }, 'Demo data seeded')
  return { accounts }
}

interface People {
  staff: Record<StaffKey, string>
  contacts: Map<string, { id: string; email: string; name: string; client: string }>
  candidateUserId: string
}

async function seedInTransaction(tx: Tx, { asOf, passwordHash }: { asOf: Date; passwordHash: string }) {
  const day = (daysAgo: number) => new Date(asOf.getTime() - daysAgo * DAY)
  const dateOnly = (daysAgo: number) => day(daysAgo).toISOString().slice(0, 10)

  // Organizations: the employers of work histories and the five clients.
  await seedEmployerOrganizations(tx)
  await tx.insert(organizationsTable).values(
    CLIENTS.map((c) => ({
      id: clientOrganizationId(c.key),
      name: c.name,
      websiteUrl: c.website,
      linkedinUrl: `https://www.linkedin.com/company/${c.key}-demo`,
      aboutHtml: `<p>${c.about}</p>`,
      phone: c.phone,
      industryId: lov('industry', c.industry),
      companySizeId: lov('companySize', c.size),
      fundingRoundId: lov('fundingRounds', c.funding),
      crunchbaseStatusId: lov('crunchbaseStatus', 'activePrivate'),
      targetMarketId: lov('targetMarket', c.targetMarket),
      benefitIds: c.benefits.map((b) => lov('benefit', b)),
      totalFunding: c.totalFunding,
      yearFounded: c.founded,
      cityId: c.cityId,
      stateId: stateIdOf(c.cityId),
      createdAt: day(c.kickoffMonthsAgo * 30 + 10),
    })),
  )

  const people = await seedPeople(tx, { asOf, passwordHash })

  // The demo clients' companies have their executive report (issue 20): the client users see it
  // in their menu; other clients stay off until an administrator turns it on.
  const [execReporting] = await tx
    .select({ id: featureFlagsTable.id })
    .from(featureFlagsTable)
    .where(eq(featureFlagsTable.key, 'clientExecReporting'))
  const demoClientOrgs = [...new Set(DEMO_ACCOUNTS.flatMap((a) => (a.client ? [clientOrganizationId(a.client)] : [])))]
  if (execReporting)
    await tx
      .insert(featureFlagEnablementsTable)
      .values(demoClientOrgs.map((organizationId) => ({ featureFlagId: execReporting.id, organizationId })))

  // Client accounts and contacts.
  const clientAm: Record<string, StaffKey> = {
    'acme-cloud': 'morgan',
    'globex-data': 'morgan',
    'northwind-security': 'devon',
    ledgerline: 'devon',
    'helio-health': 'devon',
  }
  await tx.insert(clientAccountsTable).values(
    CLIENTS.map((c) => ({
      organizationId: clientOrganizationId(c.key),
      companyType: 'permanent' as const,
      feePercentage: c.feePercentage,
      kickoffDate: dateOnly(c.kickoffMonthsAgo * 30),
      accountManagerId: people.staff[clientAm[c.key]!],
      businessDevelopmentId: people.staff.devon,
      assignedBranchId: lov(
        'assignedBranch',
        c.cityId === 'US-CO-denver'
          ? 'mountain'
          : c.cityId.startsWith('US-TX') || c.cityId.startsWith('US-TN')
            ? 'central'
            : 'northeast',
      ),
      accountStatusId: lov('accountStatus', 'active'),
      sourcingNotes: `Target sellers from ${c.segments.join(' and ')} software companies; avoid poaching from current customers.`,
      salesTeamNotes: `${c.name}: ${c.product}. Hiring managers move fast; send calibrated profiles with quota attainment.`,
      createdBy: people.staff.admin,
      createdAt: day(c.kickoffMonthsAgo * 30),
    })),
  )
  const contactRows = [...people.contacts.entries()].map(([key, contact]) => {
    const seed = OTHER_CONTACTS.find((c) => c.key === key)
    const account = DEMO_ACCOUNTS.find((a) => a.email === contact.email)
    const client = CLIENTS.find((c) => c.key === contact.client)!
    return {
      id: demoId(`demo:contact:${key}`),
      organizationId: clientOrganizationId(client.key),
      userId: contact.id,
      title: seed?.title ?? account?.title ?? null,
      mobile: seed?.phone ?? account?.phone ?? null,
      levelId: lov('level', seed?.level ?? (key === 'basic' ? 'manager' : 'director')),
      ownerId: people.staff[clientAm[client.key]!],
      linkedinUrl: `https://www.linkedin.com/in/${contact.name.toLowerCase().replace(/[^a-z]+/g, '-')}-demo`,
      cityId: seed?.cityId ?? client.cityId,
      stateId: stateIdOf(seed?.cityId ?? client.cityId),
      cardViews: new Random(`demo:contact-views:${key}`).int(5, 120),
      profileViews: new Random(`demo:contact-profile-views:${key}`).int(2, 60),
      canSource: key === 'client' || key === 'client2',
    }
  })
  await tx.insert(clientContactsTable).values(contactRows)
  await tx.insert(clientFavoritesTable).values([
    { organizationId: clientOrganizationId('acme-cloud'), userId: people.staff.recruiter },
    { organizationId: clientOrganizationId('globex-data'), userId: people.staff.recruiter },
    { organizationId: clientOrganizationId('helio-health'), userId: people.staff.fractional },
  ])

  // Jobs.
  const jobs = JOB_SEEDS.map((job) => ({
    seed: job,
    id: demoId(`demo:job:${job.key}`),
    client: CLIENTS.find((c) => c.key === job.client)!,
  }))
  await tx.insert(jobsTable).values(jobs.map(({ seed, id, client }) => jobRow(seed, id, client, people, asOf)))
  const jobChildren = buildJobChildren(jobs, people)
  await tx.insert(jobSkillsTable).values(jobChildren.skills)
  await tx.insert(jobLocationsTable).values(jobChildren.locations)
  await tx.insert(jobTimezonesTable).values(jobChildren.timezones)
  await tx.insert(jobClientVerticalsTable).values(jobChildren.clientVerticals)
  await tx.insert(jobTargetVerticalsTable).values(jobChildren.targetVerticals)
  await tx.insert(jobTargetCompaniesTable).values(jobChildren.targetCompanies)
  await tx.insert(jobContactsTable).values(jobChildren.contacts)
  await tx.insert(jobSourcersTable).values(jobChildren.sourcers)
  await tx.insert(jobFavoritesTable).values(jobChildren.favorites)

  // Candidates: 399 generated, plus the demo candidate.
  const recruiterIds = [
    people.staff.recruiter,
    people.staff.fractional,
    people.staff.morgan,
    people.staff.priya,
    people.staff.devon,
    people.staff.quinn,
  ]
  const bundles = [
    ...generateCandidates({ seed: DEMO_SEED, count: DEMO_CANDIDATE_COUNT - 1, asOf, ownerIds: recruiterIds }),
  ]
  const demoAccount = DEMO_ACCOUNTS.find((a) => a.roleKey === 'candidate')!
  const demoCandidate = demoCandidateBundle(asOf, {
    userId: people.candidateUserId,
    ownerId: people.staff.recruiter,
    email: demoAccount.email,
    phone: demoAccount.phone,
  })
  bundles.unshift(demoCandidate)

  // Placements, decided before the candidates are written (a hire changes the candidate's profile).
  const placements = planPlacements(jobs, bundles, demoCandidate, people, asOf)
  applyHiresToProfiles(placements, jobs, asOf)

  await insertCandidateBundles(tx, bundles)
  // The demo candidate's completeness by the API's own rule on what was written (no picture or resume file)
  const written = await candidateById(tx, demoCandidate.candidate.id!)
  const { percentage } = await completionOf(tx, written!)
  await tx
    .update(candidatesTable)
    .set({ profileCompletion: percentage })
    .where(eq(candidatesTable.id, demoCandidate.candidate.id!))
  const rows = placements.map((p) => p.rows)
  await insertChunked(
    tx,
    jobCandidatesTable,
    rows.map((r) => r.jobCandidate),
  )
  await insertChunked(
    tx,
    jobCandidateHistoryTable,
    rows.flatMap((r): NewJobCandidateHistoryRow[] => r.history),
  )
  // The candidates' feeds: the same moves the live workflow would have written feed items for.
  await insertChunked(
    tx,
    activityHistoryTable,
    rows.flatMap((r) => r.history.flatMap(feedItemOf)),
  )
  await insertChunked(
    tx,
    interviewsTable,
    rows.flatMap((r) => r.interviews),
  )
  await insertChunked(
    tx,
    interviewInterviewersTable,
    rows.flatMap((r): NewInterviewInterviewerRow[] => r.interviewers),
  )
  await insertChunked(
    tx,
    interviewFeedbackTable,
    rows.flatMap((r): NewInterviewFeedbackRow[] => r.feedback),
  )
  // An accepted offer has a superseded verbal offer and a live written one; the hire points at the live one.
  await insertChunked(
    tx,
    offersTable,
    rows.flatMap((r): NewOfferRow[] => r.offers),
  )
  const liveOffers = await tx
    .select({ id: offersTable.id, jobCandidateId: offersTable.jobCandidateId })
    .from(offersTable)
    .where(sql`${offersTable.supersededAt} is null`)
  const liveOfferOf = new Map(liveOffers.map((o) => [o.jobCandidateId, o.id]))
  const hires = rows.flatMap((r): NewHireRow[] =>
    r.hire ? [{ ...r.hire, offerId: liveOfferOf.get(r.jobCandidate.id) ?? null }] : [],
  )
  await insertChunked(tx, hiresTable, hires)

  // Openings left, and the aggregates: exactly a recount of the live stage rows.
  const hiresPerJob = new Map<string, number>()
  for (const hire of hires) hiresPerJob.set(hire.jobId, (hiresPerJob.get(hire.jobId) ?? 0) + 1)
  for (const { id, seed } of jobs) {
    const hired = hiresPerJob.get(id) ?? 0
    if (hired) {
      await tx
        .update(jobsTable)
        .set({ currentOpenings: Math.max(0, seed.openings - hired), updatedAt: day(seed.closedDaysAgo ?? 1) })
        .where(sql`${jobsTable.id} = ${id}`)
    }
  }
  const stageCounts = jobs.flatMap(({ id }) =>
    toStageCountRows(
      id,
      recountAggregates(rows.filter((r) => r.jobCandidate.jobId === id).map((r) => stagePosition(r.jobCandidate))),
    ),
  )
  await insertChunked(tx, jobStageCountsTable, stageCounts)

  return {
    organizations: CLIENTS.length,
    jobs: jobs.length,
    candidates: bundles.length,
    jobCandidates: rows.length,
    history: rows.reduce((n, r) => n + r.history.length, 0),
    interviews: rows.reduce((n, r) => n + r.interviews.length, 0),
    hires: hires.length,
  }
}

function stagePosition(row: PlacementRows['jobCandidate']) {
  return {
    stageType: row.stageType,
    stageStatus: row.stageStatus ?? 'current',
    currentStatus: row.currentStatus ?? null,
  }
}

// ---------------------------------------------------------------------------------------------
// People

async function seedPeople(tx: Tx, { asOf, passwordHash }: { asOf: Date; passwordHash: string }): Promise<People> {
  const staff = {} as Record<StaffKey, string>
  const contacts: People['contacts'] = new Map()
  let candidateUserId = ''
  const staffKeyOf: Record<string, StaffKey> = {
    administrator: 'admin',
    'internal-recruiter': 'recruiter',
    'fractional-recruiter': 'fractional',
  }
  const contactKeyOf: Record<string, string> = {
    'client@demo.quota.test': 'client',
    'client2@demo.quota.test': 'client2',
    'basic@demo.quota.test': 'basic',
  }

  for (const account of DEMO_ACCOUNTS) {
    const user = await createUser(tx, {
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      userType: account.userType,
      roleKeys: [account.roleKey],
      organizationId: account.client ? clientOrganizationId(account.client) : null,
      phone: account.phone,
      timezone: account.timezone,
      emailVerified: true,
      hasOnboarded: true,
      // the demo candidate's full profile is written below, with the other candidates
      withCandidateRecord: false,
    })
    if (account.userType === 'staff') staff[staffKeyOf[account.roleKey]!] = user.id
    if (account.userType === 'candidate') candidateUserId = user.id
    if (account.userType === 'client') {
      contacts.set(contactKeyOf[account.email]!, {
        id: user.id,
        email: user.email,
        name: `${account.firstName} ${account.lastName}`,
        client: account.client!,
      })
    }
  }

  // Everyone else signs in only once invited: no password yet.
  const roles = await tx.select({ id: rolesTable.id, key: rolesTable.key }).from(rolesTable)
  const roleId = new Map(roles.map((r) => [r.key, r.id]))
  const since = new Date(asOf.getTime() - 400 * DAY)
  const others = [
    ...OTHER_STAFF.map((s) => ({
      key: s.key,
      id: demoId(`demo:user:${s.email}`),
      email: s.email,
      firstName: s.firstName,
      lastName: s.lastName,
      userType: 'staff' as const,
      roleKey: s.roleKey,
      organizationId: null,
      timezone: s.timezone,
      isMarketingUser: s.isMarketingUser ?? false,
      client: null as ClientSeed | null,
    })),
    ...OTHER_CONTACTS.map((c) => {
      const client = CLIENTS.find((x) => x.key === c.client)!
      const email = contactEmail(c, client.website)
      return {
        key: c.key,
        id: demoId(`demo:user:${email}`),
        email,
        firstName: c.firstName,
        lastName: c.lastName,
        userType: 'client' as const,
        roleKey: 'client-recruiter',
        organizationId: clientOrganizationId(c.client),
        timezone: metroOf(client.cityId).timeZone,
        isMarketingUser: false,
        client,
      }
    }),
  ]
  await tx.insert(usersTable).values(
    others.map((u) => ({
      id: u.id,
      userType: u.userType,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      timezone: u.timezone,
      organizationId: u.organizationId,
      isMarketingUser: u.isMarketingUser,
      emailVerifiedAt: since,
      onboardedAt: since,
      manualInviteSentAt: u.userType === 'client' ? since : null,
      createdAt: since,
      updatedAt: since,
    })),
  )
  await tx
    .insert(userRolesTable)
    .values(others.map((u) => ({ userId: u.id, roleId: roleId.get(u.roleKey)!, createdAt: since })))
  for (const u of others) {
    if (u.userType === 'staff') staff[u.key as StaffKey] = u.id
    else contacts.set(u.key, { id: u.id, email: u.email, name: `${u.firstName} ${u.lastName}`, client: u.client!.key })
  }
  return { staff, contacts, candidateUserId }
}

// ---------------------------------------------------------------------------------------------
// Jobs

function jobRow(job: JobSeed, id: string, client: ClientSeed, people: People, asOf: Date) {
  const opened = new Date(asOf.getTime() - job.openedDaysAgo * DAY + 15 * 3600_000)
  const closed =
    job.closedDaysAgo !== undefined ? new Date(asOf.getTime() - job.closedDaysAgo * DAY + 21 * 3600_000) : null
  const metro = metroOf(job.cityId)
  const remote = job.locationType === 'remote'
  const snippet = job.status === 'open' || job.status === 'opportunistic'
  const profile = positionProfile(job.position)
  return {
    id,
    organizationId: clientOrganizationId(client.key),
    name: job.name,
    status: job.status,
    statusChangedAt: closed ?? opened,
    openDate: opened.toISOString().slice(0, 10),
    kickoffDate:
      job.recordType === 'preKickoff' ? null : new Date(opened.getTime() + 2 * DAY).toISOString().slice(0, 10),
    closedDate: closed ? closed.toISOString().slice(0, 10) : null,
    closedReasonId: job.closeReason ? lov('jobCloseReasons', job.closeReason) : null,
    closedReasonNotes:
      job.closeReason === 'positionCancelled'
        ? 'Budget moved to a second Solutions Engineer; the role may reopen next fiscal year.'
        : job.closeReason
          ? 'Filled through Quota.'
          : null,
    totalOpenings: job.openings,
    currentOpenings: job.openings,
    cityId: job.cityId,
    stateId: stateIdOf(job.cityId),
    isRemote: remote,
    jobLocationTypeId: lov('jobLocationTypes', job.locationType),
    preferredOfficeHourIds: remote ? [] : [lov('preferredOfficeHours', metro.officeHours)],
    workArrangement: job.workArrangement,
    sourcingLocationType: remote ? ('anywhereInUs' as const) : ('specificCities' as const),
    clientSourcing: job.client === 'acme-cloud' && job.status === 'open',
    isConfidential: job.key === 'globex-vp-sales',
    willingToTakeFreshGraduates: profile.family === 'sdr',
    currency: 'USD',
    baseSalaryLow: job.base[0],
    baseSalaryHigh: job.base[1],
    oteLow: job.ote[0],
    oteHigh: job.ote[1],
    equity: job.equity ?? null,
    feePercentage: job.feePercentage,
    accountManagerId: people.staff[job.accountManager],
    businessDevelopmentId: people.staff.devon,
    ownerId: people.staff[job.owner],
    createdBy: people.staff[job.accountManager],
    positionCategoryId: lov('positionCategory', categoryOfPosition(job.position)),
    desiredPositionId: lov('position', job.position),
    yearsOfRequiredExperienceId: lov('yearsOfRequiredExperience', job.experience),
    recordTypeId: lov('jobRecordTypes', job.recordType),
    jobLevel: job.jobLevel,
    jitAutoSuggestionThresholdId: lov('jitAutoSuggestionThreshold', job.status === 'open' ? 'balanced' : 'off'),
    postingLink: `${client.website}/careers/${job.key}`,
    clientJobDescription: jobDescription(job, client),
    details: `${job.openings} opening${job.openings > 1 ? 's' : ''}. ${job.territory ? `Territory: ${job.territory}. ` : ''}Hiring manager wants proven ${job.experience === 'tenPlus' ? 'leaders' : 'closers'}; share attainment for the last two years with every submittal.`,
    sourcingNotes: `Start with ${job.targetCompanies.slice(0, 2).join(' and ')}. ${remote ? 'Anywhere in the US.' : `Within commuting distance of ${metro.name}.`} Base up to ${Math.round(job.base[1] / 1000)}k.`,
    interviewProcess: interviewProcess(job),
    emailSnippetHtml: snippet
      ? `<p><strong>${client.name}</strong> is hiring ${/^[AEIOU]/.test(job.name) ? 'an' : 'a'} <strong>${job.name}</strong>: ${job.mission}. OTE up to $${Math.round(job.ote[1] / 1000)}k.</p>`
      : null,
    isEmailSnippetPublished: snippet,
    jitSizzleHtml: snippet ? `<p>${client.about}</p>` : null,
    createdAt: opened,
    updatedAt: closed ?? new Date(asOf.getTime() - Math.min(job.openedDaysAgo, 3) * DAY),
  }
}

type DemoJob = { seed: JobSeed; id: string; client: ClientSeed }

function buildJobChildren(jobs: readonly DemoJob[], people: People) {
  const skills = jobs.flatMap(({ seed, id }) => seed.skills.map((s) => ({ jobId: id, skillId: lov('skill', s) })))
  const locations = jobs.flatMap(({ seed, id }) => {
    const metro = metroOf(seed.cityId)
    const cities =
      seed.locationType === 'remote'
        ? [seed.cityId]
        : [...new Set([seed.cityId, metro.cityId, ...metro.nearby])].slice(0, 3)
    return cities.map((cityId, sortOrder) => ({ jobId: id, cityId, stateId: stateIdOf(cityId), sortOrder }))
  })
  const timezones = jobs.flatMap(({ seed, id }) => {
    const zones =
      seed.locationType === 'remote'
        ? ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']
        : [metroOf(seed.cityId).timeZone]
    return zones.map((timezoneId) => ({ jobId: id, timezoneId }))
  })
  const clientVerticals = jobs.flatMap(({ seed, id }) =>
    seed.clientVerticals.map((industry) => ({ jobId: id, industryId: lov('industry', industry) })),
  )
  const targetVerticals = jobs.flatMap(({ seed, id }) =>
    seed.targetVerticals.map((industry) => ({ jobId: id, industryId: lov('industry', industry) })),
  )
  const targetCompanies = jobs.flatMap(({ seed, id }) =>
    seed.targetCompanies.map((name) => ({ jobId: id, organizationId: employerOrganizationId(name) })),
  )
  const contact = (key: string) => {
    const c = people.contacts.get(key)
    if (!c) throw new Error(`Unknown demo contact ${key}`)
    return c
  }
  const contacts = jobs.flatMap(({ seed, id }) => [
    {
      jobId: id,
      userId: contact(seed.jobContact).id,
      type: 'jobContact' as const,
      role: 'salesContact' as const,
      createdBy: people.staff[seed.accountManager],
    },
    {
      jobId: id,
      userId: contact(seed.hiringManager).id,
      type: 'hiringManager' as const,
      role: null,
      createdBy: people.staff[seed.accountManager],
    },
  ])
  const sourcers = jobs.flatMap(({ seed, id }) =>
    seed.sourcers.map((s) => ({ jobId: id, userId: people.staff[s], addedBy: people.staff[seed.accountManager] })),
  )
  const favorites = jobs
    .filter(({ seed }) => seed.owner === 'recruiter' && seed.status === 'open')
    .slice(0, 5)
    .map(({ id }) => ({ jobId: id, userId: people.staff.recruiter }))
  return {
    skills,
    locations,
    timezones,
    clientVerticals,
    targetVerticals,
    targetCompanies,
    contacts,
    sourcers,
    favorites,
  }
}

// ---------------------------------------------------------------------------------------------
// Placements

interface Placement {
  job: DemoJob
  candidate: GeneratedCandidate
  target: Target
  rows: PlacementRows
}

/** The demo candidate's pipelines: one of each label the candidate dashboard shows. */
export const DEMO_CANDIDATE_PIPELINES: readonly { job: string; target: Target; label: string }[] = [
  {
    job: 'acme-enterprise-ae',
    target: 'send_out:scheduled_no_action_items',
    label: 'Pending 2nd Round (interview scheduled)',
  },
  {
    job: 'globex-enterprise-ae-fs',
    target: 'submittal:pending_candidate_response',
    label: 'Interview Request (client pitched the opportunity)',
  },
  { job: 'northwind-federal-ae', target: 'offer:current', label: 'Offered' },
  { job: 'helio-enterprise-ae', target: 'submittal:opportunity_accepted', label: 'Pending Client Approval' },
  { job: 'acme-regional-manager', target: 'shortlist:jit_farming', label: 'Suggested (JIT)' },
  { job: 'ledgerline-head-of-sales', target: 'submittal:pending_am_approval', label: 'Pending Review' },
  { job: 'globex-commercial-ae', target: 'submittal:rejected:client', label: 'Closed (client passed)' },
]

function planPlacements(
  jobs: readonly DemoJob[],
  bundles: readonly GeneratedCandidate[],
  demoCandidate: GeneratedCandidate,
  people: People,
  asOf: Date,
): Placement[] {
  const rng = new Random(`${DEMO_SEED}:plan`)
  let coverageIndex = 0
  const coverage = () => COVERAGE_TARGETS[coverageIndex++ % COVERAGE_TARGETS.length]!
  const inProcess = new Map<string, number>()
  const placementsOf = new Map<string, number>()
  const hired = new Set<string>()
  const placements: Placement[] = []
  const pool = bundles.filter((b) => b !== demoCandidate)

  for (const job of jobs) {
    const jobRng = new Random(`${DEMO_SEED}:job:${job.seed.key}`)
    const demoPlacement = DEMO_CANDIDATE_PIPELINES.find((p) => p.job === job.seed.key)
    const targets = targetsForJob(job.seed.pipeline, coverage, jobRng).sort((a, b) => targetRank(b) - targetRank(a))
    const category = categoryOfPosition(job.seed.position)
    const family = positionProfile(job.seed.position).family
    const ranked = pool
      .map((b) => {
        const t = b.traits
        const fit =
          (t.position === job.seed.position ? 10 : 0) +
          (t.desiredPositions.includes(job.seed.position) ? 6 : 0) +
          (categoryOfPosition(t.position) === category ? 3 : 0) +
          (t.family === family ? 2 : 0) +
          (t.metro.cityId === job.seed.cityId ? 2 : 0)
        return { b, score: fit + rng.next() * 5 }
      })
      .sort((x, y) => y.score - x.score)
    const taken = new Set<string>()
    const pick = (target: Target): GeneratedCandidate => {
      const busyLimit = isInProcess(target)
      for (const { b } of ranked) {
        const id = b.candidate.id
        if (taken.has(id) || hired.has(id)) continue
        if ((placementsOf.get(id) ?? 0) >= 4) continue
        if (busyLimit && (inProcess.get(id) ?? 0) >= 2) continue
        // a hire leaves no other process open
        if (target === 'offer:accepted' && (inProcess.get(id) ?? 0) > 0) continue
        if (targetRank(target) >= 3 && b.candidate.searchStatus === 'offTheMarket') continue
        return b
      }
      throw new Error(`No candidate left for ${job.seed.key} ${target}`)
    }
    const place = (candidate: GeneratedCandidate, target: Target, index: number) => {
      const id = candidate.candidate.id
      taken.add(id)
      placementsOf.set(id, (placementsOf.get(id) ?? 0) + 1)
      if (isInProcess(target)) inProcess.set(id, (inProcess.get(id) ?? 0) + 1)
      if (target === 'offer:accepted') hired.add(id)
      const placementRng = new Random(`${DEMO_SEED}:placement:${job.seed.key}:${index}`)
      const contact = (key: string) => people.contacts.get(key)!
      const recruiterKey =
        job.seed.sourcers.length && placementRng.chance(0.4) ? placementRng.pick(job.seed.sourcers) : job.seed.owner
      const rows = buildPlacement(
        {
          jobId: job.id,
          candidateId: id,
          target,
          moves:
            candidate === demoCandidate && target === 'send_out:scheduled_no_action_items'
              ? interviewing(2, 'upcoming')
              : movesFor(target, placementRng),
          people: {
            recruiterId: people.staff[recruiterKey],
            amId: people.staff[job.seed.accountManager],
            client: contact(job.seed.jobContact),
            hiringManager: contact(job.seed.hiringManager),
            candidateUserId: candidate === demoCandidate ? people.candidateUserId : null,
          },
          asOf,
          openedDaysAgo: job.seed.openedDaysAgo,
          closedDaysAgo: job.seed.closedDaysAgo ?? null,
          timezone: metroOf(job.seed.cityId).timeZone,
          base: job.seed.base,
          ote: job.seed.ote,
          snippetPublished: job.seed.status === 'open' || job.seed.status === 'opportunistic',
          submittalBlurbHtml: blurb(candidate),
          candidateFirstName: candidate.candidate.firstName,
          lastMoveDaysAgo: candidate === demoCandidate ? placementRng.int(1, 4) : undefined,
        },
        placementRng,
      )
      placements.push({ job, candidate, target, rows })
    }
    let index = 0
    if (demoPlacement) place(demoCandidate, demoPlacement.target, index++)
    for (const target of targets) place(pick(target), target, index++)
  }
  return placements
}

/** The pitch a recruiter writes when submitting a candidate. */
function blurb(b: GeneratedCandidate): string {
  const current = b.workExperiences[0]!
  const details = b.workExperienceDetails[0]
  const attainment = details?.quotaAttainment ? ` Most recently at ${details.quotaAttainment}% of plan.` : ''
  return `<p><strong>${b.candidate.firstName} ${b.candidate.lastName}</strong>: ${current.title} at ${current.companyName}, ${b.traits.yearsOfExperience} years in B2B sales.${attainment} Looking for base around $${Math.round((b.candidate.desiredBaseSalary ?? 0) / 1000)}k, OTE $${Math.round((b.candidate.desiredOte ?? 0) / 1000)}k.</p>`
}

/**
 * A hire shows on the candidate: the new role becomes their current work experience, the old one
 * ends, they go off the market, and the internal profile records the placement.
 */
function applyHiresToProfiles(placements: readonly Placement[], jobs: readonly DemoJob[], asOf: Date): void {
  for (const p of placements) {
    const hire = p.rows.hire
    if (!hire) continue
    const b = p.candidate
    const joining = hire.joiningDate!
    const started = joining <= asOf.toISOString().slice(0, 10)
    b.internalProfile.lastPlacedAt = p.rows.jobCandidate.statusUpdatedAt
    if (!started) continue
    const month = `${joining.slice(0, 7)}-01`
    for (const we of b.workExperiences) {
      if (we.isCurrent) {
        we.isCurrent = false
        we.toDate = we.fromDate && we.fromDate > month ? we.fromDate : month
      }
    }
    const job = jobs.find((j) => j.id === p.job.id)!
    const profile = positionProfile(job.seed.position)
    const weId = demoId(`demo:hire-experience:${p.rows.jobCandidate.id}`)
    b.workExperiences.unshift({
      id: weId,
      candidateId: b.candidate.id,
      title: job.seed.name,
      titleId: lov('workExperienceTitle', profile.titles[0]!),
      organizationId: clientOrganizationId(job.client.key),
      companyName: job.client.name,
      fromDate: month,
      toDate: null,
      isCurrent: true,
      description: `Joined ${job.client.name} to ${job.seed.mission}.`,
      desiredPositionId: lov('position', job.seed.position),
      cityId: job.seed.cityId,
      stateId: stateIdOf(job.seed.cityId),
      workFromHome: job.seed.locationType === 'remote',
      jobId: job.id,
      salary: hire.salary,
      ote: hire.ote,
      variable: hire.salary != null && hire.ote != null ? hire.ote - hire.salary : null,
    })
    b.headlineWorkExperienceId = weId
    b.candidate.searchStatus = 'offTheMarket'
    b.candidate.searchStatusChangedAt = new Date(`${joining}T12:00:00Z`)
  }
}

/** The feed item a seeded history row makes (shared `feedTypeOf`, as the live workflow decides). */
function feedItemOf(h: NewJobCandidateHistoryRow): NewActivityHistoryRow[] {
  const from = h.fromStageType
    ? { stageType: h.fromStageType, stageStatus: h.fromStageStatus ?? null, currentStatus: h.fromCurrentStatus ?? null }
    : null
  const to = { stageType: h.toStageType, stageStatus: h.toStageStatus, currentStatus: h.toCurrentStatus ?? null }
  const type = feedTypeOf({ action: h.action, from, to })
  if (!type) return []
  return [
    {
      type,
      candidateId: h.candidateId,
      jobId: h.jobId,
      jobCandidateId: h.jobCandidateId,
      actorUserId: h.actorId ?? null,
      data: { action: h.action, from, to, rejectedBy: h.rejectedBy ?? null },
      createdAt: h.createdAt ?? new Date(),
    },
  ]
}
