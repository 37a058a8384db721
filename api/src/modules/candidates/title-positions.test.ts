/**
 * 001 §7 title -> position calls and the work experience of a job, through HTTP:
 * GET candidates/work-experience/title-position-mappings, PUT candidates/work-experiences/
 * update-positions, GET candidates/work-experience/job/{jobId} (and the jobId link on a work
 * experience that feeds it).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLogTable,
  jobCandidatesTable,
  jobsTable,
  listOfValuesTable,
  outboxEventsTable,
  positionMappingsTable,
  workExperiencesTable,
} from '../../db/schema'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { expectCrossTenant404 } from '../../testing/cross-tenant'
import {
  type CandidateWorld,
  call,
  createCandidateWorld,
  lovByIdentifier,
  lovByValue,
  newCandidate,
  submitToClient,
} from './test-fixtures'

let w: CandidateWorld
let listManager: SignedInUser
beforeAll(async () => {
  w = await createCandidateWorld()
  listManager = await createSignedInUser(w.t, { userType: 'staff', roleKeys: ['manage-lists'] })
})
afterAll(() => w.close())

const MAPPINGS = '/api/candidates/work-experience/title-position-mappings'
const UPDATE = '/api/candidates/work-experiences/update-positions'
const mappings = (who: SignedInUser | null, jobTitle: string) =>
  call(w.t, who, 'GET', `${MAPPINGS}?jobTitle=${encodeURIComponent(jobTitle)}`)

let counter = 0
/** A position of its own (so changes to it touch no other test), with aliases and words. */
async function newPosition(options: { aliases?: string[]; blacklisted?: string[]; recommends?: string } = {}) {
  const db = w.t.deps.db
  const [position] = await db
    .insert(listOfValuesTable)
    .values({
      key: 'position',
      value: `Test Position ${++counter}`,
      identifier: `testPosition${counter}-${Date.now()}`,
      recommendedPositionId: options.recommends ?? null,
    })
    .returning()
  const terms = [
    ...(options.aliases ?? []).map((term) => ({ positionId: position!.id, kind: 'alias' as const, term })),
    ...(options.blacklisted ?? []).map((term) => ({
      positionId: position!.id,
      kind: 'blacklistedWord' as const,
      term,
    })),
  ]
  if (terms.length) await db.insert(positionMappingsTable).values(terms)
  return position!
}

async function newTitle(value: string) {
  const [row] = await w.t.deps.db
    .insert(listOfValuesTable)
    .values({ key: 'workExperienceTitle', value, identifier: `testTitle${++counter}-${Date.now()}` })
    .returning()
  return row!
}

async function experience(who: SignedInUser, candidateId: string, body: Record<string, unknown>) {
  const r = await call(w.t, who, 'POST', `/api/candidates/${candidateId}/work-experience`, {
    company: { name: 'Mapping Test Co' },
    fromDate: '2020-01',
    isCurrentWorkplace: false,
    toDate: '2021-01',
    ...body,
  })
  expect(r.status, JSON.stringify(r.body)).toBe(201)
  return r.body.data as { id: string; jobId: string | null; desiredPosition: { id: string } | null }
}

describe('GET candidates/work-experience/title-position-mappings', () => {
  it("maps a listed title through the seeded aliases, longest alias first, with the title's list id", async () => {
    const me = await newCandidate(w.t)
    const midMarket = await lovByIdentifier(w.t, 'position', 'midMarketAe')
    const smb = await lovByIdentifier(w.t, 'position', 'accountExecutive')
    const r = await mappings(me, 'Senior Account Executive')
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      jobTitle: 'Senior Account Executive',
      jobTitleId: await lovByValue(w.t, 'workExperienceTitle', 'Senior Account Executive'),
      position: { id: midMarket, name: 'Mid-Market Account Executive', categoryName: 'Account Executives' },
    })
    const matched = r.body.data.matches.map((m: any) => [m.position.id, m.alias, m.exact])
    expect(matched[0]).toEqual([midMarket, 'Senior Account Executive', true])
    expect(matched).toContainEqual([smb, 'Account Executive', false])
  })

  it('a typed title with abbreviations and extra words maps too, without a list id', async () => {
    const midMarket = await lovByIdentifier(w.t, 'position', 'midMarketAe')
    const r = await mappings(w.recruiter, '  Sr. Account Exec - EMEA ')
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ jobTitle: 'Sr. Account Exec - EMEA', jobTitleId: null })
    expect(r.body.data.position.id).toBe(midMarket)
  })

  it('a title nothing maps to answers no position', async () => {
    const r = await mappings(w.recruiter, 'Head Gardener')
    expect(r.status).toBe(200)
    expect(r.body.data).toEqual({ jobTitle: 'Head Gardener', jobTitleId: null, position: null, matches: [] })
  })

  it("a blacklisted word bars its position; a recommended position replaces the match; inactive positions don't map", async () => {
    const target = await newPosition({ aliases: ['Pipeline Specialist'] })
    const barred = await newPosition({ aliases: ['Pipeline Specialist'], blacklisted: ['apprentice'] })
    const recommending = await newPosition({ aliases: ['Pipeline Specialist Lead'], recommends: target.id })
    const inactive = await newPosition({ aliases: ['Pipeline Specialist'] })
    await w.t.deps.db.update(listOfValuesTable).set({ isActive: false }).where(eq(listOfValuesTable.id, inactive.id))

    const plain = await mappings(w.recruiter, 'Pipeline Specialist')
    expect(plain.body.data.matches.map((m: any) => m.position.id).sort()).toEqual([target.id, barred.id].sort())

    const apprentice = await mappings(w.recruiter, 'Pipeline Specialist Apprentice')
    expect(apprentice.body.data.matches.map((m: any) => m.position.id)).toEqual([target.id])

    const lead = await mappings(w.recruiter, 'Pipeline Specialist Lead')
    expect(lead.body.data.position.id).toBe(target.id)
    expect(lead.body.data.matches[0]).toMatchObject({
      position: { id: recommending.id },
      exact: true,
      recommendedPosition: { id: target.id },
    })
  })

  it.each([
    ['', 'minLength'],
    ['   ', 'minLength'],
    ['x'.repeat(256), 'maxLength'],
  ])('refuses jobTitle %j (%s)', async (jobTitle, rule) => {
    const r = await mappings(w.recruiter, jobTitle)
    expect(r.status).toBe(422)
    expect(r.body.error.details).toEqual([expect.objectContaining({ path: 'query.jobTitle', rule })])
  })

  it('refuses a missing jobTitle and an unknown query field', async () => {
    const missing = await call(w.t, w.recruiter, 'GET', MAPPINGS)
    expect(missing.status).toBe(422)
    expect(missing.body.error.details[0].path).toContain('jobTitle')
    const extra = await call(w.t, w.recruiter, 'GET', `${MAPPINGS}?jobTitle=AE&colour=red`)
    expect(extra.status).toBe(422)
  })

  it('candidates and provider staff may ask; clients may not; nobody signed out', async () => {
    expect((await mappings(null, 'Account Executive')).status).toBe(401)
    expect((await mappings(w.client, 'Account Executive')).status).toBe(403)
    expect((await mappings(w.admin, 'Account Executive')).status).toBe(200)
  })
})

describe('PUT candidates/work-experiences/update-positions', () => {
  it('gives every experience with the title (picked or typed) the mapped position, audits and re-indexes', async () => {
    const old = await newPosition({ aliases: ['Revenue Wrangler Old'] })
    const mapped = await newPosition({ aliases: ['Revenue Wrangler'] })
    const title = await newTitle('Revenue Wrangler')
    const a = await newCandidate(w.t)
    const b = await newCandidate(w.t)
    const picked = await experience(a, a.candidateId, {
      title: 'Revenue Wrangler',
      titleId: title.id,
      desiredPositionId: old.id,
    })
    const typed = await experience(b, b.candidateId, { title: 'revenue wrangler' })
    const already = await experience(b, b.candidateId, {
      title: 'Revenue Wrangler',
      titleId: title.id,
      desiredPositionId: mapped.id,
    })
    const other = await experience(a, a.candidateId, { title: 'Revenue Wrangler Old', desiredPositionId: old.id })

    const r = await call(w.t, listManager, 'PUT', UPDATE, { jobTitleId: title.id })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({
      jobTitleId: title.id,
      jobTitle: 'Revenue Wrangler',
      position: { id: mapped.id },
      updated: 2,
      candidates: 2,
    })

    const rows = await w.t.deps.db.select().from(workExperiencesTable)
    const positionOf = (id: string) => rows.find((x) => x.id === id)!.desiredPositionId
    expect(positionOf(picked.id)).toBe(mapped.id)
    expect(positionOf(typed.id)).toBe(mapped.id)
    expect(positionOf(already.id)).toBe(mapped.id)
    expect(positionOf(other.id)).toBe(old.id)

    const audit = await w.t.deps.db
      .select()
      .from(auditLogTable)
      .where(and(eq(auditLogTable.entityId, picked.id), eq(auditLogTable.action, 'updatePositions')))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      field: 'desiredPositionId',
      before: old.id,
      after: mapped.id,
      actorUserId: listManager.user.id,
      rootEntityId: a.candidateId,
    })
    const synced = await w.t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'search.sync'), eq(outboxEventsTable.requestId, audit[0]!.requestId!)))
    expect(synced.length).toBeGreaterThan(0)

    // nothing left to change the second time
    const again = await call(w.t, listManager, 'PUT', UPDATE, { jobTitleId: title.id })
    expect(again.body.data).toMatchObject({ updated: 0, candidates: 0 })
  })

  it('a title that maps to no position is refused and changes nothing', async () => {
    const title = await newTitle('Chief Gardening Officer')
    const me = await newCandidate(w.t)
    const x = await experience(me, me.candidateId, { title: 'Chief Gardening Officer', titleId: title.id })
    const r = await call(w.t, listManager, 'PUT', UPDATE, { jobTitleId: title.id })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path: 'jobTitleId', rule: 'noPositionMapping' })
    const [row] = await w.t.deps.db.select().from(workExperiencesTable).where(eq(workExperiencesTable.id, x.id))
    expect(row!.desiredPositionId).toBeNull()
  })

  it.each([
    [{}, 'jobTitleId', 422],
    [{ jobTitleId: 'not-a-uuid' }, 'jobTitleId', 422],
    [{ jobTitleId: null }, 'jobTitleId', 422],
    [{ jobTitleId: '00000000-0000-4000-8000-000000000000' }, 'jobTitleId', 422],
    [{ jobTitleId: '00000000-0000-4000-8000-000000000000', colour: 'red' }, 'colour', 422],
  ])('refuses %j', async (body, path, status) => {
    const r = await call(w.t, listManager, 'PUT', UPDATE, body)
    expect(r.status).toBe(status)
    expect(r.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(path) })]),
    )
  })

  it('refuses a value of another list (a position is not a title)', async () => {
    const position = await lovByIdentifier(w.t, 'position', 'accountExecutive')
    const r = await call(w.t, listManager, 'PUT', UPDATE, { jobTitleId: position })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path: 'jobTitleId', rule: 'autoCompleteSelectionValidator' })
  })

  it('only list managers may run it', async () => {
    const title = await lovByValue(w.t, 'workExperienceTitle', 'Account Executive')
    const me = await newCandidate(w.t)
    expect((await call(w.t, null, 'PUT', UPDATE, { jobTitleId: title })).status).toBe(401)
    for (const who of [w.recruiter, w.client, me]) {
      expect((await call(w.t, who, 'PUT', UPDATE, { jobTitleId: title })).status).toBe(403)
    }
    expect((await call(w.t, w.admin, 'PUT', UPDATE, { jobTitleId: title })).status).toBe(200)
  })
})

describe('GET candidates/work-experience/job/{jobId} and the jobId link', () => {
  const path = (jobId: string) => `/api/candidates/work-experience/job/${jobId}`

  it('links a role to a job of the candidate; staff see every link, the client its visible candidates, a candidate their own', async () => {
    const shown = await newCandidate(w.t, { firstName: 'Shown', lastName: 'Aaron' })
    const hidden = await newCandidate(w.t, { firstName: 'Hidden', lastName: 'Zed' })
    const jobId = await submitToClient(w.t, shown.candidateId, w.clientOrgId)
    // in the same job, but never submitted to the client
    await w.t.deps.db.insert(jobCandidatesTable).values({
      jobId,
      candidateId: hidden.candidateId,
      stageType: 'shortlist',
      stageStatus: 'current',
    })
    const position = await lovByIdentifier(w.t, 'position', 'accountExecutive')
    await w.t.deps.db.update(jobsTable).set({ desiredPositionId: position }).where(eq(jobsTable.id, jobId))
    const mine = await experience(shown, shown.candidateId, { title: 'Account Executive', jobId })
    expect(mine.jobId).toBe(jobId)
    const theirs = await experience(w.recruiter, hidden.candidateId, { title: 'AE', jobId })

    const staff = await call(w.t, w.recruiter, 'GET', path(jobId))
    expect(staff.status).toBe(200)
    const [job] = await w.t.deps.db.select().from(jobsTable).where(eq(jobsTable.id, jobId))
    expect(staff.body.data.job).toEqual({
      id: jobId,
      name: job!.name,
      organization: { id: w.clientOrgId, name: 'Acme Cloud (test)' },
    })
    expect(staff.body.data.draft).toEqual({
      title: job!.name,
      company: { id: w.clientOrgId, name: 'Acme Cloud (test)' },
      desiredPositionId: position,
      cityId: null,
      isCurrentWorkplace: true,
      jobId,
    })
    expect(staff.body.data.items.map((i: any) => [i.candidateId, i.workExperience.id])).toEqual([
      [shown.candidateId, mine.id],
      [hidden.candidateId, theirs.id],
    ])
    expect(staff.body.data.items[0]).toMatchObject({ firstName: 'Shown', lastName: 'Aaron' })

    const client = await call(w.t, w.client, 'GET', path(jobId))
    expect(client.status).toBe(200)
    expect(client.body.data.items.map((i: any) => i.workExperience.id)).toEqual([mine.id])

    const own = await call(w.t, hidden, 'GET', path(jobId))
    expect(own.status).toBe(200)
    expect(own.body.data.items.map((i: any) => i.workExperience.id)).toEqual([theirs.id])
  })

  it('another tenant, a candidate outside the job and an unknown job get 404', async () => {
    const outsider = await newCandidate(w.t)
    await expectCrossTenant404(w.t, {
      owner: w.client,
      intruders: [w.otherClient, outsider],
      routes: [
        {
          name: 'GET candidates/work-experience/job/{jobId}',
          create: async () => {
            const c = await newCandidate(w.t)
            return submitToClient(w.t, c.candidateId, w.clientOrgId)
          },
          request: (jobId) => ({ method: 'GET', path: path(jobId) }),
        },
      ],
    })
    expect((await call(w.t, w.recruiter, 'GET', path('00000000-0000-4000-8000-000000000000'))).status).toBe(404)
    expect((await call(w.t, null, 'GET', path('00000000-0000-4000-8000-000000000000'))).status).toBe(401)
  })

  it('a deleted job is gone for clients and candidates, still there for staff', async () => {
    const me = await newCandidate(w.t)
    const jobId = await submitToClient(w.t, me.candidateId, w.clientOrgId)
    await w.t.deps.db.update(jobsTable).set({ deletedAt: new Date() }).where(eq(jobsTable.id, jobId))
    expect((await call(w.t, w.client, 'GET', path(jobId))).status).toBe(404)
    expect((await call(w.t, me, 'GET', path(jobId))).status).toBe(404)
    expect((await call(w.t, w.recruiter, 'GET', path(jobId))).status).toBe(200)
  })

  it('refuses a malformed job id', async () => {
    const r = await call(w.t, w.recruiter, 'GET', path('not-a-uuid'))
    expect(r.status).toBe(422)
    expect(r.body.error.details[0].path).toContain('jobId')
  })

  it("a role can only be linked to one of the candidate's jobs; PUT keeps the link unless told otherwise", async () => {
    const me = await newCandidate(w.t)
    const elsewhere = await newCandidate(w.t)
    const foreignJob = await submitToClient(w.t, elsewhere.candidateId, w.otherOrgId)
    const refused = await call(w.t, me, 'POST', `/api/candidates/${me.candidateId}/work-experience`, {
      title: 'AE',
      company: { name: 'Link Test Co' },
      jobId: foreignJob,
    })
    expect(refused.status).toBe(422)
    expect(refused.body.error.details[0]).toMatchObject({ path: 'jobId', rule: 'autoCompleteSelectionValidator' })

    const jobId = await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const x = await experience(me, me.candidateId, { title: 'AE', jobId })
    const body = { title: 'AE II', company: { name: 'Link Test Co' } }
    const kept = await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/work-experience/${x.id}`, body)
    expect(kept.status).toBe(200)
    expect(kept.body.data.jobId).toBe(jobId)
    const cleared = await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/work-experience/${x.id}`, {
      ...body,
      jobId: null,
    })
    expect(cleared.body.data.jobId).toBeNull()
    // once removed from the job's lists, the candidate cannot link a role to it any more
    await w.t.deps.db
      .update(jobCandidatesTable)
      .set({ removedAt: new Date() })
      .where(and(eq(jobCandidatesTable.jobId, jobId), eq(jobCandidatesTable.candidateId, me.candidateId)))
    const late = await call(w.t, me, 'PUT', `/api/candidates/${me.candidateId}/work-experience/${x.id}`, {
      ...body,
      jobId,
    })
    expect(late.status).toBe(422)
  })
})
