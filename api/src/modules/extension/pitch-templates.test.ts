/**
 * GET extension/pitch-templates: the extension's e-mail pitch and InMail draft start from the
 * administrator's `candidatePitch` templates for the job's sales segment (its position's
 * functional role), else Default's, else none; plain text with the placeholders kept.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { functionalRolesTable } from '../../db/schema'
import type { SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'
import { createPeople, json, type People } from '../jobs/test-fixtures'
import { createJob } from '../pipeline/test-fixtures'

let t: TestApp
let p: People
beforeAll(async () => {
  t = await createTestApp()
  p = await createPeople(t)
})
afterAll(() => t.close())

const call = async (who: SignedInUser | null, method: string, path: string, body?: unknown) => {
  const res = await t.request(path, { method, headers: who?.headers ?? {}, ...(body ? { json: body } : {}) })
  return { status: res.status, body: await json(res) }
}
const templates = (who: SignedInUser | null, jobId: string) =>
  call(who, 'GET', `/api/extension/pitch-templates?jobId=${jobId}`)
const positionOf = async (segment: 'sdr' | 'ae') =>
  (
    await t.deps.db
      .select()
      .from(functionalRolesTable)
      .where(and(eq(functionalRolesTable.segment, segment), sql`${functionalRolesTable.positionId} is not null`))
      .limit(1)
  )[0]!.positionId!
const addTemplate = async (body: Record<string, unknown>) => {
  const res = await call(p.admin, 'POST', '/api/configurations/templates', {
    key: 'candidatePitch',
    displayName: 'Pitch',
    ...body,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data.id as string
}

describe('the extension drafts pitches from the admin’s per-segment templates', () => {
  it('answers none before the admin sets any, then the segment’s own, else Default, per channel', async () => {
    const sdrJob = await createJob(t.deps.db, p.orgA, { desiredPositionId: await positionOf('sdr') })
    const aeJob = await createJob(t.deps.db, p.orgA, { desiredPositionId: await positionOf('ae') })
    const none = await templates(p.recruiter, sdrJob)
    expect(none.status, JSON.stringify(none.body)).toBe(200)
    expect(none.body.data).toEqual({ segment: 'sdr', segmentName: 'SDR', email: null, inMail: null })

    const defaultMail = await addTemplate({
      subject: 'A {{jobName}} role at {{companyName}}',
      bodyHtml: '<p>Hi {{receiverName}},</p><p>Default words about {{jobName}} &amp; you.</p>',
    })
    const sdrMail = await addTemplate({
      segment: 'sdr',
      subject: 'SDR: {{jobName}}',
      bodyHtml: '<p>Hey {{receiverName}},</p><p>Book more meetings.</p>',
    })
    const sdrInMail = await addTemplate({
      segment: 'sdr',
      channel: 'inMail',
      bodyHtml: '<p>Hi {{receiverName}}, SDR InMail about {{jobName}}.</p>',
    })

    const sdr = await templates(p.recruiter, sdrJob)
    expect(sdr.body.data).toEqual({
      segment: 'sdr',
      segmentName: 'SDR',
      email: {
        templateId: sdrMail,
        segment: 'sdr',
        subject: 'SDR: {{jobName}}',
        body: 'Hey {{receiverName}},\nBook more meetings.',
      },
      inMail: {
        templateId: sdrInMail,
        segment: 'sdr',
        subject: null,
        body: 'Hi {{receiverName}}, SDR InMail about {{jobName}}.',
      },
    })
    // an AE job: Default's e-mail, no InMail template for AE or Default
    const ae = await templates(p.recruiter, aeJob)
    expect(ae.body.data.segment).toBe('ae')
    expect(ae.body.data.email).toEqual({
      templateId: defaultMail,
      segment: 'default',
      subject: 'A {{jobName}} role at {{companyName}}',
      body: 'Hi {{receiverName}},\nDefault words about {{jobName}} & you.',
    })
    expect(ae.body.data.inMail).toBeNull()

    // an inactive template is not used: the SDR job falls back to Default's e-mail
    const off = await call(p.admin, 'PATCH', `/api/configurations/templates/${sdrMail}`, { isActive: false })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect((await templates(p.recruiter, sdrJob)).body.data.email.templateId).toBe(defaultMail)
  })

  it('refuses the signed-out, non-recruiters, bad and unknown jobs', async () => {
    const job = await createJob(t.deps.db, p.orgA)
    expect((await templates(null, job)).status).toBe(401)
    for (const who of [p.clientA, p.candidate]) expect((await templates(who, job)).status).toBe(403)
    const bad = await templates(p.recruiter, 'not-a-uuid')
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0].path).toBe('query.jobId')
    const unknown = await templates(p.recruiter, crypto.randomUUID())
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.details).toEqual([{ path: 'jobId', rule: 'unknownValue', message: 'Not a known job' }])
  })
})
