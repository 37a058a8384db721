import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import { functionalRolesTable, notificationTemplatesTable } from '../../db/schema'
import { createUser } from '../../modules/users/create-user'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createJob, createOrganization, createPerson, createProspect, testAuthenticate } from './test-fixtures'

/**
 * The pipeline's mails go out in the administrator's template for the job's sales segment
 * (the job's position → functional role → segment), else the Default one, else the built-in text.
 */
let t: TestApp
let org: string
let recruiter: string
let admin: string
let sdrPosition: string
let aePosition: string

// biome-ignore lint/suspicious/noExplicitAny: JSON answers
type Json = any
async function call(userId: string, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, headers: { 'x-test-user': userId }, json })
  return { status: res.status, body: (await res.json()) as Json }
}

async function lastMail(candidateId: string) {
  const [row] = await rawRows<{ payload: Json }>(
    t.deps.db,
    sql`select o.payload from outbox_events o join job_candidates jc on jc.id::text = o.aggregate_id::text
        where o.topic = 'mail.send' and jc.candidate_id = ${candidateId} order by o.created_at desc limit 1`,
  )
  return row?.payload
}
async function record(candidateId: string) {
  const [row] = await rawRows<{ body: string; template: string }>(
    t.deps.db,
    sql`select m.body, m.template from messages m join message_threads th on th.id = m.thread_id
        where th.candidate_id = ${candidateId} order by m.created_at desc limit 1`,
  )
  return row
}
const pitch = (jobId: string, candidateId: string) =>
  call(recruiter, 'POST', `/api/jobs/${jobId}/candidates/${candidateId}/actions/pitch`, {
    subject: 'A role for you',
    message: 'Your quota attainment <stood> out.',
  })

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  org = await createOrganization(t.deps.db, 'Template Co')
  recruiter = (await createPerson(t.deps.db, 'recruiter')).userId
  admin = (
    await createUser(t.deps.db, {
      email: 'admin-templates@pipeline.test',
      password: 'pipeline-password-1',
      firstName: 'Ada',
      lastName: 'Admin',
      userType: 'staff',
      roleKeys: ['administrator'],
      emailVerified: true,
      hasOnboarded: true,
    })
  ).id
  const role = async (segment: 'sdr' | 'ae') =>
    (
      await t.deps.db
        .select()
        .from(functionalRolesTable)
        .where(and(eq(functionalRolesTable.segment, segment), sql`${functionalRolesTable.positionId} is not null`))
        .limit(1)
    )[0]!.positionId!
  sdrPosition = await role('sdr')
  aePosition = await role('ae')
  await t.deps.db.insert(notificationTemplatesTable).values([
    {
      key: 'pipelinePitch',
      segment: 'default',
      displayName: 'Pitch (Default)',
      subject: '{{subject}}',
      bodyHtml: '<p>DEFAULT hello {{receiverName}}</p><p>{{message}}</p>',
    },
    {
      key: 'pipelinePitch',
      segment: 'sdr',
      displayName: 'Pitch (SDR)',
      subject: 'SDR: {{subject}}',
      bodyHtml: '<p>SDR hello {{receiverName}}, book more meetings</p><p>{{message}}</p>',
    },
  ])
})
afterAll(() => t?.close())

describe('segment templates in pipeline mails', () => {
  it('a pitch for an SDR job goes out in the SDR template; the record keeps its text', async () => {
    const job = await createJob(t.deps.db, org, { desiredPositionId: sdrPosition })
    const candidate = await createProspect(t.deps.db, { firstName: 'Pat' })
    expect((await pitch(job, candidate)).status).toBe(200)
    const mail = await lastMail(candidate)
    expect(mail).toMatchObject({ template: 'pipelinePitch', segment: 'sdr', subject: 'SDR: A role for you' })
    expect(mail.html).toContain(
      '<p>SDR hello Pat, book more meetings</p><p>Your quota attainment &lt;stood&gt; out.</p>',
    )
    expect(mail.text).toContain('SDR hello Pat, book more meetings')
    expect(await record(candidate)).toMatchObject({ template: 'pipelinePitch' })
    expect((await record(candidate))!.body).toContain('Your quota attainment <stood> out.')
  })

  it('a segment without its own template (AE) falls back to Default; an inactive one too', async () => {
    const aeJob = await createJob(t.deps.db, org, { desiredPositionId: aePosition })
    const c1 = await createProspect(t.deps.db, { firstName: 'Lee' })
    await pitch(aeJob, c1)
    expect(await lastMail(c1)).toMatchObject({ segment: 'default', subject: 'A role for you' })
    expect((await lastMail(c1)).html).toContain('DEFAULT hello Lee')

    await t.deps.db
      .update(notificationTemplatesTable)
      .set({ isActive: false })
      .where(and(eq(notificationTemplatesTable.key, 'pipelinePitch'), eq(notificationTemplatesTable.segment, 'sdr')))
    const sdrJob = await createJob(t.deps.db, org, { desiredPositionId: sdrPosition })
    const c2 = await createProspect(t.deps.db, { firstName: 'Kim' })
    await pitch(sdrJob, c2)
    expect((await lastMail(c2)).html).toContain('DEFAULT hello Kim')
    await t.deps.db
      .update(notificationTemplatesTable)
      .set({ isActive: true })
      .where(and(eq(notificationTemplatesTable.key, 'pipelinePitch'), eq(notificationTemplatesTable.segment, 'sdr')))
  })

  it('with no template of the key at all, the built-in text goes out', async () => {
    await t.deps.db.update(notificationTemplatesTable).set({ isActive: false })
    const job = await createJob(t.deps.db, org, { desiredPositionId: sdrPosition })
    const candidate = await createProspect(t.deps.db, { firstName: 'Max' })
    await pitch(job, candidate)
    const mail = await lastMail(candidate)
    expect(mail.segment).toBeUndefined()
    expect(mail.html).toContain('Hi Max,')
    expect(mail.html).not.toContain('hello')
    await t.deps.db.update(notificationTemplatesTable).set({ isActive: true })
  })

  it('the preview for a job shows the template its mails go out in', async () => {
    const sdrJob = await createJob(t.deps.db, org, { desiredPositionId: sdrPosition })
    const plainJob = await createJob(t.deps.db, org)
    const preview = (jobId: string) =>
      call(admin, 'POST', '/api/configurations/templates/preview', { key: 'pipelinePitch', jobId })
    const sdr = await preview(sdrJob)
    expect(sdr.status, JSON.stringify(sdr.body)).toBe(200)
    expect(sdr.body.data).toMatchObject({ segment: 'sdr', subject: 'SDR: A role you may like' })
    expect(sdr.body.data.bodyHtml).toContain('SDR hello Jordan')
    expect((await preview(plainJob)).body.data).toMatchObject({ segment: 'default' })
    const unknown = await call(admin, 'POST', '/api/configurations/templates/preview', {
      key: 'pipelinePitch',
      jobId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.status).toBe(422)
    expect(
      (await call(recruiter, 'POST', '/api/configurations/templates/preview', { key: 'pipelinePitch', jobId: sdrJob }))
        .status,
    ).toBe(403)
  })
})
