import {
  JOB_STATUSES,
  REJECTING_PARTIES,
  STORED_STAGE_TYPES,
  type StageCurrentStatus,
} from '@quota/shared/domain/enums'
import { candidateJobLabel, recountAggregates, SUB_STATUSES_BY_STAGE } from '@quota/shared/domain/workflow/index'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromStageCountRows } from '../../modules/pipeline/index'
import { rowCounts } from '../../testing/row-counts'
import { openTestDatabase } from '../../testing/test-database'
import { type Database, rawRows } from '../client'
import { DEMO_CANDIDATE_COUNT, DEMO_CANDIDATE_PIPELINES, seedDemoData } from './demo'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/people'

const logger = pino({ level: 'silent' })
const asOf = new Date('2026-03-02T00:00:00Z')

let database: Database
let firstRun: Awaited<ReturnType<typeof seedDemoData>>

beforeAll(async () => {
  database = await openTestDatabase()
  // how long this takes is a benchmark (`bun run bench demo-seed`), not a test
  firstRun = await seedDemoData(database.db, { logger, asOf })
}, 60_000)
afterAll(() => database?.close())

const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(database.db, query)

describe('seedDemoData', () => {
  it('creates the seven demo accounts of api-conventions.md with their roles and password', async () => {
    expect(firstRun.accounts.map((a) => a.email)).toEqual([
      'admin@demo.quota.test',
      'recruiter@demo.quota.test',
      'fractional@demo.quota.test',
      'client@demo.quota.test',
      'client2@demo.quota.test',
      'basic@demo.quota.test',
      'candidate@demo.quota.test',
    ])
    const users = await rows<{
      email: string
      user_type: string
      password_hash: string
      verified: boolean
      onboarded: boolean
      roles: string[]
      organization: string | null
    }>(sql`
      select u.email, u.user_type, u.password_hash, u.email_verified_at is not null as verified, u.onboarded_at is not null as onboarded,
             array_agg(r.key order by r.key) as roles, o.name as organization
      from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
      left join organizations o on o.id = u.organization_id
      where u.email like '%@demo.quota.test' and u.password_hash is not null
      group by u.id, o.name`)
    expect(users).toHaveLength(7)
    const byEmail = new Map(users.map((u) => [u.email, u]))
    for (const account of DEMO_ACCOUNTS) {
      const user = byEmail.get(account.email)!
      expect(user.roles).toEqual([account.roleKey])
      expect(user.user_type).toBe(account.userType)
      expect(user.verified && user.onboarded).toBe(true)
    }
    expect(byEmail.get('admin@demo.quota.test')!.roles).toEqual(['administrator'])
    expect(byEmail.get('client@demo.quota.test')!.organization).toBe('Acme Cloud')
    expect(byEmail.get('basic@demo.quota.test')!.organization).toBe('Acme Cloud')
    expect(byEmail.get('client2@demo.quota.test')!.organization).toBe('Globex Data')
    // one hash, reused: every account verifies the documented password
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1)
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/)
    expect(await Bun.password.verify(DEMO_PASSWORD, users[0]!.password_hash)).toBe(true)
    const admin = await rows<{ permissions: string[] }>(sql`
      select array_agg(p.key) as permissions from users u join user_roles ur on ur.user_id = u.id
      join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id
      where u.email = 'admin@demo.quota.test'`)
    expect(admin[0]!.permissions).toEqual(
      expect.arrayContaining([
        'manage-users',
        'manage-lists',
        'manage-configurations',
        'manage-reports',
        'delete-candidates',
        'demographic-filter',
      ]),
    )
    // issue 20 item 11: each register key guards its admin screen, and the administrator holds it
    for (const key of [
      'manage-email-whitelisting',
      'manage-location-mappings',
      'manage-linkedIn-projects',
      'manage-compensation-estimates-mappings',
      'manage-next-gen-filters',
    ])
      expect(admin[0]!.permissions).toContain(key)
  })

  it("turns on the executive report for the demo clients' companies only", async () => {
    const on = await rows<{ name: string }>(sql`
      select o.name from feature_flag_enablements e join feature_flags f on f.id = e.feature_flag_id
      join organizations o on o.id = e.organization_id
      where f.key = 'clientExecReporting' and e.is_enabled order by o.name`)
    expect(on.map((r) => r.name)).toEqual(['Acme Cloud', 'Globex Data'])
  })

  it('creates five client organizations with contacts, Acme Cloud and Globex Data among them', async () => {
    const clients = await rows<{
      name: string
      industry: string | null
      size: string | null
      funding: string | null
      city: string | null
      contacts: number
      am: string | null
    }>(sql`
      select o.name, o.industry_id as industry, o.company_size_id as size, o.funding_round_id as funding, o.city_id as city,
             (select count(*)::int from client_contacts cc where cc.organization_id = o.id) as contacts, ca.account_manager_id as am
      from client_accounts ca join organizations o on o.id = ca.organization_id order by o.name`)
    expect(clients.map((c) => c.name)).toEqual([
      'Acme Cloud',
      'Globex Data',
      'Helio Health',
      'Ledgerline',
      'Northwind Security',
    ])
    for (const c of clients) {
      expect(c.industry && c.size && c.funding && c.city && c.am).toBeTruthy()
      expect(c.contacts).toBeGreaterThanOrEqual(2)
    }
  })

  it('creates 25 jobs covering every job status, each with contacts, skills and a description', async () => {
    const jobs = await rows<{
      status: string
      contacts: number
      skills: number
      description: string
      base_low: number
      ote_high: number
      fee: number
    }>(sql`
      select j.status, (select count(*)::int from job_contacts c where c.job_id = j.id) as contacts,
             (select count(*)::int from job_skills s where s.job_id = j.id) as skills, j.client_job_description as description,
             j.base_salary_low as base_low, j.ote_high, j.fee_percentage as fee
      from jobs j`)
    expect(jobs).toHaveLength(25)
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(JOB_STATUSES))
    for (const job of jobs) {
      expect(job.contacts).toBe(2)
      expect(job.skills).toBeGreaterThan(2)
      expect(job.description.length).toBeGreaterThan(400)
      expect(job.base_low).toBeLessThan(job.ote_high)
      expect(Number(job.fee)).toBeGreaterThan(0)
    }
  })

  it('creates 400 candidates with sales careers and example e-mail addresses', async () => {
    const [stats] = await rows<{
      candidates: number
      with_career: number
      with_internal: number
      real_domains: number
      with_skills: number
    }>(sql`
      select count(*)::int as candidates,
             count(*) filter (where exists (select 1 from work_experiences w join work_experience_details d on d.work_experience_id = w.id where w.candidate_id = c.id))::int as with_career,
             count(*) filter (where exists (select 1 from candidate_internal_profiles i where i.candidate_id = c.id and i.owner_id is not null))::int as with_internal,
             count(*) filter (where c.email not like '%@example.com' and c.email not like '%.test')::int as real_domains,
             count(*) filter (where (select count(*) from candidate_skills s where s.candidate_id = c.id) >= 5)::int as with_skills
      from candidates c`)
    expect(stats).toEqual({
      candidates: DEMO_CANDIDATE_COUNT,
      with_career: DEMO_CANDIDATE_COUNT,
      with_internal: DEMO_CANDIDATE_COUNT,
      real_domains: 0,
      with_skills: DEMO_CANDIDATE_COUNT,
    })
    const [headlines] = await rows<{ missing: number }>(
      sql`select count(*)::int as missing from candidates where headline_work_experience_id is null`,
    )
    expect(headlines!.missing).toBe(0)
  })

  it('places candidates in every stage, status and sub-status of the workflow', async () => {
    const placed = await rows<{
      stage_type: string
      stage_status: string
      current_status: StageCurrentStatus | null
      rejected_by: string | null
    }>(sql`select distinct stage_type, stage_status, current_status, rejected_by from job_candidates`)
    const has = (f: (r: (typeof placed)[number]) => boolean) => placed.some(f)
    for (const type of STORED_STAGE_TYPES)
      expect(
        has((r) => r.stage_type === type),
        type,
      ).toBe(true)
    for (const [stage, statuses] of Object.entries(SUB_STATUSES_BY_STAGE)) {
      for (const status of statuses)
        expect(
          has((r) => r.stage_type === stage && r.current_status === status),
          `${stage} ${status}`,
        ).toBe(true)
    }
    expect(has((r) => r.stage_type === 'submittal' && r.stage_status === 'current' && r.current_status === null)).toBe(
      true,
    )
    for (const stage of ['submittal', 'send_out', 'offer']) {
      expect(
        has((r) => r.stage_type === stage && r.stage_status === 'accepted'),
        `${stage} accepted`,
      ).toBe(true)
      for (const party of REJECTING_PARTIES) {
        expect(
          has((r) => r.stage_type === stage && r.stage_status === 'rejected' && r.rejected_by === party),
          `${stage} rejected by ${party}`,
        ).toBe(true)
      }
    }
    const [extras] = await rows<{
      hires: number
      hired_rows: number
      upcoming: number
      locked: number
      live_offers: number
      offer_rows: number
    }>(sql`
      select (select count(*)::int from hires) as hires,
             (select count(*)::int from job_candidates where stage_type = 'offer' and stage_status = 'accepted') as hired_rows,
             (select count(*)::int from interviews where state = 'scheduled' and starts_at > ${asOf.toISOString()}::timestamptz) as upcoming,
             (select count(*)::int from job_candidates where current_status = 'jit_farming' and is_locked) as locked,
             (select count(*)::int from offers where superseded_at is null) as live_offers,
             (select count(*)::int from job_candidates where stage_type = 'offer') as offer_rows`)
    expect(extras!.hires).toBe(extras!.hired_rows)
    expect(extras!.hires).toBeGreaterThan(0)
    expect(extras!.upcoming).toBeGreaterThan(0)
    expect(extras!.locked).toBeGreaterThan(0)
    expect(extras!.live_offers).toBe(extras!.offer_rows)
  })

  it('leaves a history that ends where each candidate stands', async () => {
    const mismatched = await rows<{ id: string }>(sql`
      select jc.id from job_candidates jc
      join lateral (select * from job_candidate_history h where h.job_candidate_id = jc.id order by h.created_at desc limit 1) last on true
      where last.to_stage_type <> jc.stage_type or last.to_stage_status <> jc.stage_status
         or last.to_current_status is distinct from jc.current_status or last.created_at <> jc.status_updated_at`)
    expect(mismatched).toEqual([])
    const [orphans] = await rows<{ n: number }>(sql`
      select count(*)::int as n from job_candidates jc where not exists (select 1 from job_candidate_history h where h.job_candidate_id = jc.id)`)
    expect(orphans!.n).toBe(0)
    const [future] = await rows<{ n: number }>(
      sql`select count(*)::int as n from job_candidate_history where created_at > ${asOf.toISOString()}::timestamptz`,
    )
    expect(future!.n).toBe(0)
  })

  it("fills the candidates' feeds from the same moves (the demo candidate's feed is not empty)", async () => {
    const feed = await rows<{ type: string; action: string; job: string }>(sql`
      select a.type, a.data->>'action' as action, j.name as job from activity_history a
      join candidates c on c.id = a.candidate_id join users u on u.id = c.user_id join jobs j on j.id = a.job_id
      where u.email = 'candidate@demo.quota.test' order by a.created_at`)
    expect(feed.length).toBeGreaterThanOrEqual(6)
    expect(new Set(feed.map((f) => f.type))).toContain('interviewScheduled')
    expect(new Set(feed.map((f) => f.type))).toContain('offerTracked')
    // never the recruiters' own bookkeeping
    expect(feed.filter((f) => ['shortlist', 'hide', 'delete'].includes(f.action))).toEqual([])
    const [unmatched] = await rows<{ n: number }>(sql`
      select count(*)::int as n from activity_history a
      where not exists (select 1 from job_candidates jc where jc.id = a.job_candidate_id and jc.candidate_id = a.candidate_id)`)
    expect(unmatched!.n).toBe(0)
  })

  it('stores job aggregates equal to a recount of the stage rows', async () => {
    const stageRows = await rows<{
      job_id: string
      stage_type: string
      stage_status: string
      current_status: StageCurrentStatus | null
    }>(sql`select job_id, stage_type, stage_status, current_status from job_candidates where removed_at is null`)
    const stored = await rows<{
      job_id: string
      audience: 'provider' | 'client'
      stage: 'pitched'
      current: number
      accepted: number
      rejected: number
      total: number
      sub_status_counts: Record<string, number>
    }>(sql`select job_id, audience, stage, current, accepted, rejected, total, sub_status_counts from job_stage_counts`)
    const jobIds = await rows<{ id: string }>(sql`select id from jobs`)
    for (const { id } of jobIds) {
      const mine = stored.filter((r) => r.job_id === id)
      expect(mine).toHaveLength(6)
      for (const r of mine) expect(r.total).toBe(r.current + r.accepted + r.rejected)
      const recount = recountAggregates(
        stageRows
          .filter((r) => r.job_id === id)
          .map((r) => ({
            stageType: r.stage_type as 'matching',
            stageStatus: r.stage_status as 'current',
            currentStatus: r.current_status,
          })),
      )
      expect(fromStageCountRows(mine.map((r) => ({ ...r, subStatusCounts: r.sub_status_counts })))).toEqual(recount)
    }
  })

  it("puts the demo candidate in several jobs' pipelines, one per dashboard label", async () => {
    const mine = await rows<{
      job: string
      job_status: 'open'
      stage_type: 'submittal'
      stage_status: 'current'
      current_status: StageCurrentStatus | null
      rejected_by: 'client' | null
      suggested: boolean
      round: number | null
      starts_at: string | null
    }>(sql`
      select j.name as job, j.status as job_status, jc.stage_type, jc.stage_status, jc.current_status, jc.rejected_by,
             jc.is_suggested_to_candidate as suggested, i.round, i.starts_at::text
      from job_candidates jc join jobs j on j.id = jc.job_id join candidates c on c.id = jc.candidate_id
      join users u on u.id = c.user_id
      left join lateral (select round, starts_at from interviews where job_candidate_id = jc.id and state <> 'cancelled' order by starts_at desc limit 1) i on true
      where u.email = 'candidate@demo.quota.test'`)
    expect(mine).toHaveLength(DEMO_CANDIDATE_PIPELINES.length)
    const labels = mine.map(
      (r) =>
        candidateJobLabel({
          stageType: r.stage_type,
          stageStatus: r.stage_status,
          currentStatus: r.current_status,
          rejectedBy: r.rejected_by,
          jobStatus: r.job_status,
          isSuggestedToCandidate: r.suggested,
          interviewRound: r.stage_type === ('send_out' as string) ? r.round : null,
          isInterviewDatePassed: r.starts_at ? new Date(r.starts_at) < asOf : false,
        })?.text,
    )
    expect(labels.sort()).toEqual(
      [
        'Closed',
        'Interview Request',
        'Offered',
        'Pending 2nd Round',
        'Pending Client Approval',
        'Pending Review',
        'Suggested',
      ].sort(),
    )
    const [profile] = await rows<{
      experiences: number
      educations: number
      skills: number
      positions: number
      completion: number
    }>(sql`
      select (select count(*)::int from work_experiences w where w.candidate_id = c.id) as experiences,
             (select count(*)::int from educations e where e.candidate_id = c.id) as educations,
             (select count(*)::int from candidate_skills s where s.candidate_id = c.id) as skills,
             (select count(*)::int from candidate_desired_positions p where p.candidate_id = c.id) as positions,
             c.profile_completion as completion
      from candidates c join users u on u.id = c.user_id where u.email = 'candidate@demo.quota.test'`)
    // the shared completeness rule on what was written: everything but the picture and the resume file (10 each)
    expect(profile).toEqual({ experiences: 4, educations: 1, skills: 11, positions: 2, completion: 80 })
  })

  it('does nothing the second time', async () => {
    const before = await rowCounts(database.db)
    const again = await seedDemoData(database.db, { logger, asOf })
    expect(again).toEqual(firstRun)
    expect(await rowCounts(database.db)).toEqual(before)
  })

  it('gives the same data on another database', async () => {
    const other = await openTestDatabase()
    try {
      await seedDemoData(other.db, { logger, asOf })
      // users made by createUser get fresh ids: compare through e-mails and names
      const snapshot = async (db: Database['db']) => ({
        candidates: await rawRows(
          db,
          sql`select id, email, first_name, last_name, city_id, desired_ote, search_status, headline_work_experience_id from candidates order by id`,
        ),
        experiences: await rawRows(
          db,
          sql`select id, candidate_id, title, company_name, from_date::text, to_date::text, salary, ote, description from work_experiences order by id`,
        ),
        stages: await rawRows(
          db,
          sql`
          select jc.id, j.name, jc.candidate_id, jc.stage_type, jc.stage_status, jc.current_status, jc.status_updated_at::text, u.email as updated_by
          from job_candidates jc join jobs j on j.id = jc.job_id left join users u on u.id = jc.status_updated_by order by jc.id`,
        ),
        counts: await rawRows(
          db,
          sql`select job_id, audience, stage, current, accepted, rejected, sub_status_counts from job_stage_counts order by 1, 2, 3`,
        ),
      })
      expect(await snapshot(other.db)).toEqual(await snapshot(database.db))
    } finally {
      await other.close()
    }
  }, 60_000)
})
