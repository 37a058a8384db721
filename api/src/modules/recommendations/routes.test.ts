import { listOfValueId } from '@quota/api/db/seed/reference/list-of-values'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbOrTx } from '../../db/client'
import {
  candidateDemographicsTable,
  candidateDesiredPositionsTable,
  candidateInternalProfilesTable,
  jobCandidateHistoryTable,
  jobCandidatesTable,
} from '../../db/schema'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { cityId } from '../candidates/test-fixtures'
import { syncJitSuggestions } from '../pipeline/jit-suggestions'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  testAuthenticate,
} from '../pipeline/test-fixtures'
import { createUser } from '../users/create-user'
import { computeJobPools, recommendationRunHandler } from './engine'
import { rowsOf } from './facts-repository'
import { candidateRefreshBatchHandler, candidateRefreshHandler, refreshCandidatesEverywhere } from './incremental'

const AE = listOfValueId('position', 'accountExecutive')
const SDR = listOfValueId('position', 'salesDevelopmentRepresentative')
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000)

let t: TestApp
let db: DbOrTx
let org: string
let otherOrg: string
let job: string
let recruiter: string
let debugger_: string
let client: string
let otherClient: string
let candidateUser: { userId: string; candidateId: string | null }
let otherCandidate: { userId: string; candidateId: string | null }
const c: Record<string, string> = {}

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
type Json = any

async function call(userId: string | null, method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    headers: userId ? { 'x-test-user': userId } : {},
    ...(json !== undefined ? { json } : {}),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Json }
}

async function candidate(
  name: string,
  over: {
    cityId?: string
    base?: number | null
    touched?: Date | null
    positions?: string[]
    extra?: Record<string, unknown>
    internal?: Record<string, unknown>
  } = {},
) {
  const id = await createProspect(db, {
    firstName: name,
    cityId: over.cityId ?? c.austin,
    desiredBaseSalary: over.base === undefined ? 110_000 : over.base,
    ...(over.extra ?? {}),
  })
  await db.insert(candidateInternalProfilesTable).values({
    candidateId: id,
    lastTouchAt: over.touched === undefined ? daysAgo(5) : over.touched,
    ...(over.internal ?? {}),
  })
  for (const positionId of over.positions ?? [AE])
    await db.insert(candidateDesiredPositionsTable).values({ candidateId: id, positionId })
  c[name] = id
  return id
}

const listIds = (body: Json) => (body.data as Json[]).map((r) => r.candidate.id ?? r.candidate.candidateId)

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  db = t.deps.db
  c.austin = await cityId(t, 'Austin', 'TX')
  c.dallas = await cityId(t, 'Dallas', 'TX')
  org = await createOrganization(db, 'Reco Co')
  otherOrg = await createOrganization(db, 'Other Co')
  job = await createJob(db, org, {
    desiredPositionId: AE,
    cityId: c.austin,
    baseSalaryLow: 100_000,
    baseSalaryHigh: 120_000,
  })
  recruiter = (await createPerson(db, 'recruiter')).userId
  client = (await createPerson(db, 'client', org)).userId
  otherClient = (await createPerson(db, 'client', otherOrg)).userId
  candidateUser = await createPerson(db, 'candidate')
  otherCandidate = await createPerson(db, 'candidate')
  debugger_ = (
    await createUser(db, {
      email: `re-debug-${Date.now()}@reco.test`,
      password: 'reco-password-1',
      firstName: 'Debug',
      lastName: 'Staff',
      userType: 'staff',
      roleKeys: ['internal-recruiter', 'administrator'],
      organizationId: null,
      emailVerified: true,
      hasOnboarded: true,
    })
  ).id

  await candidate('active')
  await candidate('jit', { touched: daysAgo(120) })
  await candidate('never', { touched: null })
  await candidate('offMarket', { extra: { searchStatus: 'offTheMarket' } })
  await candidate('dnc', { internal: { doNotContact: true } })
  await candidate('far', { cityId: c.dallas })
  await candidate('expensive', { base: 200_000 })
  await candidate('sdr', { positions: [SDR] })
  await candidate('shortlisted')
  await db.insert(jobCandidatesTable).values({ jobId: job, candidateId: c.shortlisted!, stageType: 'shortlist' })
}, 180_000)

afterAll(async () => {
  await t?.close()
})

describe('GET jobs/{id}/candidates?candidateType=recommended', () => {
  it('recompute (recommend=true) fills the active and JIT pools by the numbered rules', async () => {
    const active = await call(
      recruiter,
      'GET',
      `/api/jobs/${job}/candidates?candidateType=recommended&recommend=true&pool=active`,
    )
    expect(active.status).toBe(200)
    expect(listIds(active.body)).toEqual([c.active])
    expect(active.body.data[0].stage.pool).toBe('active')
    expect(active.body.data[0].stage.score).toBeGreaterThan(0)
    const jit = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=jit`)
    expect(new Set(listIds(jit.body))).toEqual(new Set([c.jit, c.never]))
    // the excluded ones are in neither pool
    const all = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended`)
    for (const out of ['offMarket', 'dnc', 'far', 'expensive', 'sdr', 'shortlisted'])
      expect(listIds(all.body)).not.toContain(c[out])
  })

  it('demographics are never an input: the pools do not change when they do', async () => {
    const before = await rowsOf(
      db,
      sql`select candidate_id, pool, score from job_candidates
      where job_id = ${job} and stage_type = 'recommended' order by candidate_id`,
    )
    const races = [listOfValueId('race', 'blackOrAfricanAmerican'), listOfValueId('race', 'asian')]
    const ids = Object.entries(c)
      .filter(([k]) => !['austin', 'dallas'].includes(k))
      .map(([, v]) => v)
    for (const [i, id] of ids.entries()) {
      await db
        .insert(candidateDemographicsTable)
        .values({ candidateId: id, raceIds: [races[i % races.length]!] })
        .onConflictDoUpdate({
          target: candidateDemographicsTable.candidateId,
          set: { raceIds: [races[(i + 1) % races.length]!] },
        })
    }
    const res = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&recommend=true`)
    expect(res.status).toBe(200)
    const after = await rowsOf(
      db,
      sql`select candidate_id, pool, score from job_candidates
      where job_id = ${job} and stage_type = 'recommended' order by candidate_id`,
    )
    expect(after).toEqual(before)
  })

  it('the SQL engine decides exactly as the shared rules do over every candidate (naive full scan)', async () => {
    const now = new Date()
    const engine = await computeJobPools(db, job, { now })
    const naive = await computeJobPools(db, job, { now, prefilter: 'none' })
    expect(engine).toEqual(naive)
    expect(engine!.active.length + engine!.jit.length).toBe(3)
  })

  it('a recompute drops system-made recommended rows the rules refuse; a person’s action keeps a row', async () => {
    // as the demo data writes them: a recommended row with the system's own "recommend" entry
    const rows = await db
      .insert(jobCandidatesTable)
      .values([
        {
          jobId: job,
          candidateId: c.far!,
          stageType: 'recommended',
          pool: 'active',
          score: 90,
          createdByUserType: 'system',
        },
        {
          jobId: job,
          candidateId: c.sdr!,
          stageType: 'recommended',
          pool: 'active',
          score: 80,
          createdByUserType: 'system',
        },
      ])
      .returning({ id: jobCandidatesTable.id, candidateId: jobCandidatesTable.candidateId })
    const history = (row: { id: string; candidateId: string }, actorUserType: 'system' | 'staff') => ({
      jobCandidateId: row.id,
      jobId: job,
      candidateId: row.candidateId,
      action: 'recommend' as const,
      toStageType: 'recommended' as const,
      toStageStatus: 'current' as const,
      actorUserType,
      actorId: actorUserType === 'staff' ? recruiter : null,
    })
    await db.insert(jobCandidateHistoryTable).values([history(rows[0]!, 'system'), history(rows[1]!, 'staff')])
    const res = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&recommend=true`)
    expect(res.status).toBe(200)
    expect(listIds(res.body)).not.toContain(c.far)
    expect(listIds(res.body)).toContain(c.sdr)
    await db.execute(sql`delete from job_candidates where id = ${rows[1]!.id}`)
  })

  it('a client never sees the recommended list and cannot recompute it', async () => {
    const res = await call(client, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
    const other = await call(otherClient, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&recommend=true`)
    expect(other.status).toBe(404)
  })

  it('candidateUserId and includeProspects narrow the list', async () => {
    const none = await call(
      recruiter,
      'GET',
      `/api/jobs/${job}/candidates?candidateType=recommended&includeProspects=false`,
    )
    expect(none.body.data).toEqual([])
    const one = await call(
      recruiter,
      'GET',
      `/api/jobs/${job}/candidates?candidateType=recommended&candidateUserId=${candidateUser.userId}`,
    )
    expect(one.body.data).toEqual([])
  })
})

describe('GET recommend/status', () => {
  it('answers ready with counts per pool; its run id is a valid searchInstanceId', async () => {
    const res = await call(recruiter, 'GET', `/api/recommend/status?id=${job}&type=job`)
    expect(res.status).toBe(200)
    expect(res.body.data.status).toBe('ready')
    const pools = Object.fromEntries((res.body.data.pools as Json[]).map((p) => [p.pool, p]))
    expect(pools.active.resultCount).toBe(1)
    expect(pools.jit.resultCount).toBe(2)
    expect(res.body.data.message).toBeNull()
    const ok = await call(
      recruiter,
      'GET',
      `/api/jobs/${job}/candidates?candidateType=recommended&searchInstanceId=${pools.active.runId}`,
    )
    expect(ok.status).toBe(200)
    const unknown = await call(
      recruiter,
      'GET',
      `/api/jobs/${job}/candidates?candidateType=recommended&searchInstanceId=${crypto.randomUUID()}`,
    )
    expect(unknown.status).toBe(404)
  })

  it('answers none for a job never computed, 404 for an unknown one, 403 to clients', async () => {
    const fresh = await createJob(db, org)
    expect((await call(recruiter, 'GET', `/api/recommend/status?id=${fresh}&type=job`)).body.data.status).toBe('none')
    expect((await call(recruiter, 'GET', `/api/recommend/status?id=${crypto.randomUUID()}`)).status).toBe(404)
    expect((await call(client, 'GET', `/api/recommend/status?id=${job}`)).status).toBe(403)
  })

  it('more than 2,000 eligible asks for narrower filters', async () => {
    const fresh = await createJob(db, org)
    await db.execute(sql`insert into recommendation_runs (entity_type, entity_id, pool, state, result_count, eligible_count)
      values ('job', ${fresh}, 'active', 'complete', 2000, 2400)`)
    const res = await call(recruiter, 'GET', `/api/recommend/status?id=${fresh}`)
    expect(res.body.data.pools[0].tooMany).toBe(true)
    expect(res.body.data.message).toMatch(/narrower filters/)
  })
})

describe('background runs', () => {
  it('a job change queues a run: status says in progress until the worker’s handler has run it', async () => {
    const moved = await createJob(db, org, { desiredPositionId: AE, cityId: c.austin })
    const patch = await call(recruiter, 'PATCH', `/api/jobs/${moved}`, {
      baseSalaryLow: 100_000,
      baseSalaryHigh: 120_000,
    })
    expect(patch.status).toBe(200)
    const pending = await call(recruiter, 'GET', `/api/recommend/status?id=${moved}`)
    expect(pending.body.data.status).toBe('inProgress')
    expect(pending.body.data.message).toMatch(/still being computed/)
    const [event] = await rowsOf<Json>(
      db,
      sql`select * from outbox_events where topic = 'recommendation.run'
      and payload->>'jobId' = ${moved}`,
    )
    await recommendationRunHandler(db)(event)
    const ready = await call(recruiter, 'GET', `/api/recommend/status?id=${moved}`)
    expect(ready.body.data.status).toBe('ready')
    const listed = await call(recruiter, 'GET', `/api/jobs/${moved}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(listed.body)).toContain(c.active)
  })
})

describe('GET recommend/{id}/recommendation-details', () => {
  it('explains a recommended candidate: rules met, score parts, why', async () => {
    const res = await call(
      recruiter,
      'GET',
      `/api/recommend/${c.active}/recommendation-details?entityType=candidate&jobId=${job}`,
    )
    expect(res.status).toBe(200)
    const d = res.body.data
    expect(d.eligible).toBe(true)
    expect(d.pool).toBe('active')
    expect((d.rules as Json[]).map((r) => r.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect((d.score.parts as Json[]).map((p) => p.dimension)).toContain('compensation')
    expect(d.why.length).toBeGreaterThan(0)
    expect(d.debug).toBe(false)
    expect(d.rules[0].inputs).toBeUndefined()
  })

  it('for a near-miss names the failing rule and what would change it (entityType job)', async () => {
    const res = await call(
      recruiter,
      'GET',
      `/api/recommend/${job}/recommendation-details?entityType=job&candidateId=${c.expensive}`,
    )
    expect(res.body.data.eligible).toBe(false)
    expect(res.body.data.nearMiss.ruleNumber).toBe(6)
    expect(res.body.data.nearMiss.wouldChange).toEqual([
      'qualifies if the job’s base range reaches $166,667',
      'or if the candidate’s desired base were ≤ $144,000',
    ])
  })

  it('shows each rule’s inputs only with enable-re-debug', async () => {
    const res = await call(
      debugger_,
      'GET',
      `/api/recommend/${c.far}/recommendation-details?entityType=candidate&jobId=${job}`,
    )
    expect(res.body.data.debug).toBe(true)
    const location = (res.body.data.rules as Json[]).find((r) => r.id === 'location')
    expect(location.met).toBe(false)
    expect(location.inputs.nearestMiles).toBeGreaterThan(150)
  })

  it('refuses a query without the other id, clients, and unknown ids', async () => {
    expect(
      (await call(recruiter, 'GET', `/api/recommend/${c.active}/recommendation-details?entityType=candidate`)).status,
    ).toBe(422)
    expect(
      (await call(client, 'GET', `/api/recommend/${c.active}/recommendation-details?entityType=candidate&jobId=${job}`))
        .status,
    ).toBe(403)
    expect(
      (
        await call(
          recruiter,
          'GET',
          `/api/recommend/${crypto.randomUUID()}/recommendation-details?entityType=candidate&jobId=${job}`,
        )
      ).status,
    ).toBe(404)
  })
})

describe('GET jobs/{id}/recommendation-near-misses', () => {
  it('lists the candidates one fixable rule away, best first, with what would change it', async () => {
    const res = await call(recruiter, 'GET', `/api/jobs/${job}/recommendation-near-misses`)
    expect(res.status).toBe(200)
    const ids = (res.body.data as Json[]).map((m) => m.candidateId)
    expect(new Set(ids)).toEqual(new Set([c.far, c.expensive]))
    const far = (res.body.data as Json[]).find((m) => m.candidateId === c.far)
    expect(far.ruleNumber).toBe(7)
    expect(far.wouldChange[0]).toMatch(/within 25 miles/)
  })
})

describe('PUT jobs/{id}/search-filter', () => {
  it('raises filterRemoved for whoever set a filter someone else took away, and only then', async () => {
    const put = (userId: string, filterItems: unknown[]) =>
      call(userId, 'PUT', `/api/jobs/${job}/search-filter`, { filterItems })
    const removed = () =>
      rowsOf(
        db,
        sql`select payload from outbox_events where topic = 'realtime.publish'
        and payload->>'type' = 'filterRemoved' and payload->>'jobId' = ${job}`,
      )
    expect((await put(client, [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching'] }])).status).toBe(
      200,
    )
    // the same person changing their own filters hears nothing
    await put(client, [{ key: 'searchStatus', selectedFilterOptions: ['activelySearching', 'openToOffers'] }])
    expect(await removed()).toHaveLength(0)
    expect((await put(recruiter, [])).status).toBe(200)
    const events = (await removed()) as Json[]
    expect(events).toHaveLength(1)
    expect(events[0].payload.userId).toBe(client)
    expect(events[0].payload.removedKeys).toEqual(['searchStatus'])
  })
})

describe('recommended jobs', () => {
  it('staff recommend jobs; the candidate sees them and is told (recommendedJobs event)', async () => {
    const me = candidateUser.candidateId!
    const res = await call(recruiter, 'POST', `/api/candidates/${me}/recommend-jobs`, { jobIds: [job] })
    expect(res.status).toBe(200)
    expect(res.body.data.map((j: Json) => j.jobId)).toContain(job)
    const mine = await call(candidateUser.userId, 'GET', `/api/candidates/${me}/recommended-jobs`)
    expect(mine.status).toBe(200)
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        jobId: job,
        name: expect.any(String),
        score: null,
        eligible: null,
        recommendedBy: expect.objectContaining({ id: recruiter }),
      }),
    ])
    const events = await rowsOf(
      db,
      sql`select payload from outbox_events where topic = 'realtime.publish'
      and payload->>'type' = 'recommendedJobs' and payload->>'candidateUserId' = ${candidateUser.userId}`,
    )
    expect(events).toHaveLength(1)
  })

  it('staff also see the open jobs the engine finds the candidate eligible for, with a score', async () => {
    const res = await call(recruiter, 'GET', `/api/candidates/${c.active}/recommended-jobs`)
    const found = (res.body.data as Json[]).find((j) => j.jobId === job)
    expect(found.eligible).toBe(true)
    expect(found.score).toBeGreaterThan(0)
    expect(found.recommendedBy).toBeNull()
  })

  it('another candidate gets 404; clients 403; only open jobs can be recommended; only recruiters recommend', async () => {
    const me = candidateUser.candidateId!
    expect((await call(otherCandidate.userId, 'GET', `/api/candidates/${me}/recommended-jobs`)).status).toBe(404)
    expect((await call(client, 'GET', `/api/candidates/${me}/recommended-jobs`)).status).toBe(403)
    expect(
      (await call(candidateUser.userId, 'POST', `/api/candidates/${me}/recommend-jobs`, { jobIds: [job] })).status,
    ).toBe(403)
    const closed = await createJob(db, org, { status: 'closed', closedDate: new Date().toISOString().slice(0, 10) })
    expect((await call(recruiter, 'POST', `/api/candidates/${me}/recommend-jobs`, { jobIds: [closed] })).status).toBe(
      422,
    )
    expect(
      (await call(recruiter, 'POST', `/api/candidates/${me}/recommend-jobs`, { jobIds: [job], extra: 1 })).status,
    ).toBe(422)
  })
})

describe('kept fresh after a candidate changes', () => {
  it('a profile edit queues the candidate; the worker’s handler adds them where they now qualify, and tells staff', async () => {
    const mover = await candidate('mover', { cityId: c.dallas })
    const before = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(before.body)).not.toContain(mover)

    // the candidate moves to Austin: within 25 miles of the job now (rule 7)
    const patch = await call(recruiter, 'PATCH', `/api/candidates/${mover}/profile`, { cityId: c.austin })
    expect(patch.status).toBe(200)
    const queued = await rowsOf<Json>(
      db,
      sql`select * from outbox_events where topic = 'recommendation.candidate' and aggregate_id = ${mover}
           and processed_at is null`,
    )
    expect(queued.length).toBe(1)
    // not inline: the write answered before the candidate was re-decided
    const still = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(still.body)).not.toContain(mover)

    // an SDR job cannot take an AE candidate (rule 8), nor a Dallas job one in Austin (rule 7):
    // the reverse index does not even look at them
    const sdrJob = await createJob(db, org, { desiredPositionId: SDR, cityId: c.austin })
    const dallasJob = await createJob(db, org, { desiredPositionId: AE, cityId: c.dallas })
    const [open] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from jobs where deleted_at is null and status <> 'closed'`,
    )
    const summary = await candidateRefreshHandler(db)(queued[0])
    expect(summary).toMatchObject({ candidateId: mover })
    expect(summary.jobs).toBeGreaterThanOrEqual(1)
    expect(summary.jobs).toBeLessThanOrEqual(open!.n - 2)
    expect(summary.added).toBeGreaterThanOrEqual(1)
    for (const other of [sdrJob, dallasJob]) {
      const rows = await rowsOf(
        db,
        sql`select 1 from job_candidates where job_id = ${other} and candidate_id = ${mover}`,
      )
      expect(rows).toEqual([])
    }
    // as the worker does once the handler succeeded
    await db.execute(sql`update outbox_events set processed_at = now() where id = ${queued[0].id}`)
    const after = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(after.body)).toContain(mover)
    const events = await rowsOf<Json>(
      db,
      sql`select payload from outbox_events where topic = 'realtime.publish'
           and payload->>'type' = 'recommendedCandidates' and payload->>'jobId' = ${job}
           and payload->'candidateIds' ? ${mover}`,
    )
    expect(events.length).toBe(1)

    // and back to Dallas through a whole pass of rows (the batch handler): out of the pool again
    await call(recruiter, 'PATCH', `/api/candidates/${mover}/profile`, { cityId: c.dallas })
    const again = await rowsOf<Json>(
      db,
      sql`select * from outbox_events where topic = 'recommendation.candidate' and aggregate_id = ${mover}
           and processed_at is null and id <> ${queued[0].id}`,
    )
    expect(again.length).toBe(1)
    await candidateRefreshBatchHandler(db)(again)
    const gone = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(gone.body)).not.toContain(mover)
  })

  it('an internal-profile change (do not contact) takes the candidate out of the pools', async () => {
    const id = await candidate('contacted')
    await refreshCandidatesEverywhere(db, [id])
    const listed = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(listed.body)).toContain(id)
    const res = await call(recruiter, 'PATCH', `/api/candidates/${id}/internal-profile`, { doNotContact: true })
    expect(res.status).toBe(200)
    const queued = await rowsOf<Json>(
      db,
      sql`select * from outbox_events where topic = 'recommendation.candidate' and aggregate_id = ${id}
           and processed_at is null`,
    )
    expect(queued.length).toBe(1)
    expect((await candidateRefreshHandler(db)(queued[0])).removed).toBeGreaterThanOrEqual(1)
    const after = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=recommended&pool=active`)
    expect(listIds(after.body)).not.toContain(id)
  })
})

describe('JIT suggestions (every 30 s)', () => {
  const threshold = (id: string) => listOfValueId('jitAutoSuggestionThreshold', id)
  const jitJob = (id: string) =>
    createJob(db, org, {
      desiredPositionId: AE,
      cityId: c.austin,
      baseSalaryLow: 100_000,
      baseSalaryHigh: 120_000,
      jitAutoSuggestionThresholdId: threshold(id),
    })

  it('the JIT pool at or above the job’s threshold goes to the shortlist as JIT Suggested', async () => {
    const broad = await jitJob('broad')
    const pool = await call(
      recruiter,
      'GET',
      `/api/jobs/${broad}/candidates?candidateType=recommended&recommend=true&pool=jit`,
    )
    expect(pool.status).toBe(200)
    const due = (pool.body.data as Json[]).filter((r) => r.stage.score >= 60).map((r) => r.candidate.id)
    expect(due.length).toBeGreaterThan(0)

    const summary = await syncJitSuggestions(db)
    expect(summary.suggested).toBeGreaterThanOrEqual(due.length)
    const suggested = await call(
      recruiter,
      'GET',
      `/api/jobs/${broad}/candidates?candidateType=shortlist&stageCurrentStatus=jit_suggested`,
    )
    expect(new Set(listIds(suggested.body))).toEqual(new Set(due))
    expect(suggested.body.data[0].stage).toMatchObject({ stageType: 'shortlist', stageCurrentStatus: 'jit_suggested' })
    // out of the recommended list; a second pass finds nothing more to do
    const left = await call(recruiter, 'GET', `/api/jobs/${broad}/candidates?candidateType=recommended&pool=jit`)
    for (const id of due) expect(listIds(left.body)).not.toContain(id)
    const history = await rowsOf<Json>(
      db,
      sql`select action, actor_user_type from job_candidate_history where job_id = ${broad} and action = 'jitSuggest'`,
    )
    expect(history.length).toBe(due.length)
    expect(history.every((h) => h.actor_user_type === 'system')).toBe(true)
    const again = await syncJitSuggestions(db)
    expect(again.failed).not.toContain(broad)
  })

  it('nobody at the threshold: jitFarmingError asks to broaden the criteria, once per run', async () => {
    const strongest = await jitJob('strongest')
    // not computed yet: nothing to report
    expect((await syncJitSuggestions(db)).failed).not.toContain(strongest)
    await call(recruiter, 'GET', `/api/jobs/${strongest}/candidates?candidateType=recommended&recommend=true`)
    const first = await syncJitSuggestions(db)
    expect(first.failed).toContain(strongest)
    const [event] = await rowsOf<Json>(
      db,
      sql`select payload from outbox_events where topic = 'realtime.publish'
           and payload->>'type' = 'jitFarmingError' and payload->>'jobId' = ${strongest}`,
    )
    expect(event.payload.message).toMatch(/broaden the job’s criteria/)
    expect((await syncJitSuggestions(db)).failed).not.toContain(strongest)
  })
})

describe('preferred items of the job’s saved filter in the recommendation ranking', () => {
  it('a preferred item raises its matches by the boost (×3) without excluding anyone; the fit score stays', async () => {
    const job2 = await createJob(db, org, {
      desiredPositionId: AE,
      cityId: c.austin,
      baseSalaryLow: 100_000,
      baseSalaryHigh: 120_000,
    })
    await candidate('inRange', { base: 110_000 })
    await candidate('above', { base: 126_000 }) // within 20 %: eligible, a lower compensation part
    const pool = async () => {
      const res = await call(
        recruiter,
        'GET',
        `/api/jobs/${job2}/candidates?candidateType=recommended&recommend=true&pool=active`,
      )
      expect(res.status).toBe(200)
      return (res.body.data as Json[]).map((r) => ({ id: r.candidate.id as string, score: r.stage.score as number }))
    }
    const before = await pool()
    const fit = (id: string | undefined, list: { id: string; score: number }[]) => list.find((r) => r.id === id)!.score
    expect(fit(c.above, before)).toBeLessThan(fit(c.inRange, before))
    expect(before.map((r) => r.id).indexOf(c.above!)).toBeGreaterThan(before.map((r) => r.id).indexOf(c.inRange!))

    // "ideally wants more than $120k": preferred, so nobody leaves; the one who does ranks first
    const put = await call(recruiter, 'PUT', `/api/jobs/${job2}/search-filter`, {
      filterItems: [
        { key: 'baseSalary', selectedFilterOptions: [{ comparison: 'greaterThan', value: 120 }], preferred: true },
      ],
    })
    expect(put.status).toBe(200)
    const after = await pool()
    expect(new Set(after.map((r) => r.id))).toEqual(new Set(before.map((r) => r.id)))
    expect(after[0]!.id).toBe(c.above)
    // the fit score shown is unchanged; only the rank moved
    expect(fit(c.above, after)).toBe(fit(c.above, before))

    // the SQL engine ranks as the shared rules do
    const now = new Date()
    expect(await computeJobPools(db, job2, { now })).toEqual(
      await computeJobPools(db, job2, { now, prefilter: 'none' }),
    )

    // the explanation says so
    const details = await call(
      recruiter,
      'GET',
      `/api/recommend/${c.above}/recommendation-details?entityType=candidate&jobId=${job2}`,
    )
    expect(details.status).toBe(200)
    const d = details.body.data
    expect(d.preferred).toEqual({
      items: [{ key: 'baseSalary', label: 'Desired base', matched: true }],
      matched: 1,
      boost: 3,
      factor: 3,
      rank: d.score.total * 3,
    })
    expect(d.why[0]).toBe('Preferred filters: matches Desired base (ranked ×3)')
    const other = await call(
      recruiter,
      'GET',
      `/api/recommend/${c.inRange}/recommendation-details?entityType=candidate&jobId=${job2}`,
    )
    expect(other.body.data.preferred).toMatchObject({ matched: 0, factor: 1, rank: other.body.data.score.total })

    // without the preferred item the order is the fit score's again
    await call(recruiter, 'PUT', `/api/jobs/${job2}/search-filter`, { filterItems: [] })
    const cleared = await pool()
    expect(cleared.map((r) => r.id)).toEqual(before.map((r) => r.id))
  })
})
