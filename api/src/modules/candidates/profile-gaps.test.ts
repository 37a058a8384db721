/**
 * Issue 8 through HTTP: the profile summary names why a profile is marked for deletion (staff
 * only) and its files as media items, which the candidate can remove (DELETE media-content/{id});
 * GET candidates/{id}/messages lists the mails sent to the candidate (staff, or the candidate
 * themselves); GET candidates/{id}/job-stages lists the candidate's jobs with the caller's
 * buttons, and scheduling through the pipeline's action route shows up there.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLogTable, jobCandidatesTable, jobsTable, mediaTable, outboxEventsTable } from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { MAIL_TOPIC } from '../../mail/outbox'
import { createMailTransport } from '../../mail/transport'
import { mailOutboxOptions } from '../../mail/worker'
import type { SignedInUser } from '../../testing/auth-helpers'
import { smallPdf } from '../../testing/crafted-files'
import { pngBytes } from '../../testing/image-bytes'
import { startSmtpSink } from '../../testing/smtp-sink'
import { type CandidateWorld, call, createCandidateWorld, lovIds, newCandidate, submitToClient } from './test-fixtures'

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

type Me = SignedInUser & { candidateId: string }

/** Real SMTP: the test mail server, or a port where none listens (the relay retries, then gives up). */
const smtpTo = (url: string) => createMailTransport({ ...w.t.deps.config, SMTP_URL: url }, w.t.deps.logger)

async function upload(me: Me, type: string, fileName: string, bytes: Uint8Array) {
  const q = new URLSearchParams({ type, fileName, candidateId: me.candidateId })
  const signed = await call(w.t, me, 'GET', `/api/media-content/presigned-url?${q}`)
  expect(signed.status).toBe(200)
  const res = await w.t.request(signed.body.data.uploadUrl, {
    method: 'PUT',
    body: bytes as BodyInit,
    headers: { 'content-type': 'application/octet-stream' },
  })
  expect(res.status).toBe(200)
  return signed.body.data.mediaId as string
}

const summary = async (who: SignedInUser, candidateId: string) =>
  call(w.t, who, 'GET', `/api/candidates/${candidateId}/profile/summary`)

describe('the summary: deletion reason and media ids', () => {
  it('names the deletion reason to provider staff after a reload, and drops it on restore', async () => {
    const me = await newCandidate(w.t)
    expect((await summary(w.admin, me.candidateId)).body.data.internal.deleteReason).toBeNull()
    const [reasonId] = await lovIds(w.t, 'deleteCandidateReason')
    expect((await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, { reasonId })).status).toBe(200)
    const marked = (await summary(w.admin, me.candidateId)).body.data
    expect(marked.toBeDeletedAt).not.toBeNull()
    expect(marked.internal.deleteReason).toMatchObject({ id: reasonId, value: expect.any(String) })
    expect((await summary(w.recruiter, me.candidateId)).body.data.internal.deleteReason.id).toBe(reasonId)
    expect((await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/restore`)).status).toBe(200)
    expect((await summary(w.admin, me.candidateId)).body.data.internal.deleteReason).toBeNull()
  })

  it('gives the picture and the resume as media items the candidate can remove', async () => {
    const me = await newCandidate(w.t)
    const empty = (await summary(me, me.candidateId)).body.data
    expect(empty).toMatchObject({ pictureMediaId: null, pronunciationAudioMediaId: null, pitchedVideoMediaId: null })
    const pictureId = await upload(me, 'profilePicture', 'me.png', pngBytes(400, 400))
    const resumeId = await upload(me, 'resume', 'cv.pdf', smallPdf('Resume'))
    const full = (await summary(me, me.candidateId)).body.data
    expect(full.pictureMediaId).toBe(pictureId)
    expect(full.pictureUrl).toEqual(expect.any(String))
    expect(full.resume.mediaId).toBe(resumeId)

    expect((await call(w.t, me, 'DELETE', `/api/media-content/${pictureId}`)).status).toBe(200)
    expect((await call(w.t, me, 'DELETE', `/api/media-content/${resumeId}`)).status).toBe(200)
    const after = (await summary(me, me.candidateId)).body.data
    expect(after).toMatchObject({ pictureMediaId: null, pictureUrl: null, resume: null })
    expect(await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, pictureId))).toEqual([])
  })

  it('refuses another candidate and clients, and keeps the file', async () => {
    const me = await newCandidate(w.t)
    const other = await newCandidate(w.t)
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const pictureId = await upload(me, 'profilePicture', 'me.png', pngBytes(400, 400))
    const audits = async () =>
      (await w.t.deps.db.select().from(auditLogTable).where(eq(auditLogTable.entityId, pictureId))).length
    const before = await audits()
    expect((await call(w.t, other, 'DELETE', `/api/media-content/${pictureId}`)).status).toBe(404)
    expect((await call(w.t, w.otherClient, 'DELETE', `/api/media-content/${pictureId}`)).status).toBe(404)
    expect((await call(w.t, w.client, 'DELETE', `/api/media-content/${pictureId}`)).status).toBe(403)
    expect(await w.t.deps.db.select().from(mediaTable).where(eq(mediaTable.id, pictureId))).toHaveLength(1)
    expect(await audits()).toBe(before)
    // the client sees the picture, and in anti-bias mode neither it nor its id
    const seen = (await summary(w.client, me.candidateId)).body.data
    expect(seen.pictureMediaId).toBe(pictureId)
    expect(seen.internal).toBeNull()
    const hidden = (
      await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/profile/summary?isAntiBiasMode=true`)
    ).body.data
    expect(hidden).toMatchObject({ pictureMediaId: null, pictureUrl: null })
  })
})

describe('GET candidates/{id}/messages', () => {
  let me: Me
  let other: Me
  let jobId: string
  const act = (action: string, body: unknown) =>
    call(w.t, w.recruiter, 'POST', `/api/jobs/${jobId}/candidates/${me.candidateId}/actions/${action}`, body)
  const messages = (who: SignedInUser, query = '') =>
    call(w.t, who, 'GET', `/api/candidates/${me.candidateId}/messages${query}`)

  beforeAll(async () => {
    me = await newCandidate(w.t)
    other = await newCandidate(w.t)
    const [job] = await w.t.deps.db
      .insert(jobsTable)
      .values({ organizationId: w.clientOrgId, name: 'Enterprise AE' })
      .returning({ id: jobsTable.id })
    jobId = job!.id
    // an account mail is not a message: it never shows
    expect((await call(w.t, null, 'POST', '/api/auth/forgot-password', { email: me.user.email })).status).toBe(200)
    // the recruiter pitches by e-mail, then by InMail, through the pipeline's actions
    expect((await act('pitch', { subject: 'A role for you', message: 'Hello from Quota' })).status).toBe(200)
    expect((await act('shortlist', {})).status).toBe(200)
    expect((await act('pitchInMail', { message: 'Saw your profile' })).status).toBe(200)
  })

  it('lists what was sent, newest first, with the job, the sender and the text', async () => {
    const res = await messages(w.recruiter)
    expect(res.status).toBe(200)
    expect(res.body.meta).toMatchObject({ total: 2, offset: 0 })
    expect(res.body.data).toMatchObject([
      // an InMail is a draft until the recruiter says it went out on the site (issue 15)
      { channel: 'inMail', kind: 'pipelinePitchInMail', body: 'Saw your profile', status: 'queued', to: null },
      {
        channel: 'email',
        kind: 'pipelinePitch',
        subject: 'A role for you',
        to: me.user.email,
        body: expect.stringContaining('Hello from Quota'),
        job: { id: jobId, name: 'Enterprise AE' },
        sentBy: expect.any(String),
        status: 'queued',
        sentAt: null,
      },
    ])
    expect(JSON.stringify(res.body)).not.toMatch(/reset-password|passwordReset/)
  })

  it('shows a mail the worker delivered as sent, and one it gave up on as failed, after the outbox is swept', async () => {
    const sink = await startSmtpSink()
    const server = smtpTo(sink.url)
    try {
      expect(
        await runOutboxOnce(
          mailOutboxOptions({
            db: w.t.deps.db,
            logger: w.t.deps.logger,
            transport: server,
            mailFrom: w.t.deps.config.MAIL_FROM,
          }),
        ),
        // the two mails of this candidate, and the deletion notice of the first test's candidate
      ).toBe(3)
      expect((await sink.waitFor((m) => m.subject === 'A role for you')).text).toContain('Hello from Quota')
    } finally {
      server.close()
      await sink.close()
    }
    const pitch = (await messages(me)).body.data.find((m: any) => m.kind === 'pipelinePitch')
    expect(pitch).toMatchObject({ status: 'sent', sentAt: expect.any(String) })

    // a pitch no mail server takes: given up after one attempt
    await w.t.deps.db.delete(outboxEventsTable).where(eq(outboxEventsTable.topic, MAIL_TOPIC))
    expect((await act('pitch', { subject: 'Second try', message: 'Still interested?' })).status).toBe(200)
    const nowhere = smtpTo('smtp://127.0.0.1:9')
    const refused = mailOutboxOptions({
      db: w.t.deps.db,
      logger: w.t.deps.logger,
      transport: nowhere,
      mailFrom: w.t.deps.config.MAIL_FROM,
      maxAttempts: 1,
    })
    expect(await runOutboxOnce(refused)).toBe(1)
    nowhere.close()
    // the outbox is a queue: swept rows leave the record as it was
    await w.t.deps.db.delete(outboxEventsTable).where(eq(outboxEventsTable.topic, MAIL_TOPIC))
    const after = (await messages(w.recruiter)).body.data
    expect(after.map((m: any) => [m.subject, m.status])).toEqual([
      ['Second try', 'failed'],
      [null, 'queued'],
      ['A role for you', 'sent'],
    ])
  })

  it('a candidate reads only their own; clients never; bad input is refused', async () => {
    expect((await call(w.t, other, 'GET', `/api/candidates/${me.candidateId}/messages`)).status).toBe(404)
    expect((await messages(w.client)).status).toBe(403)
    expect((await messages(w.otherClient)).status).toBe(403)
    expect((await messages(null as never)).status).toBe(401)
    expect((await messages(w.recruiter, '?limit=0')).status).toBe(422)
    expect((await call(w.t, w.recruiter, 'GET', '/api/candidates/not-a-uuid/messages')).status).toBe(422)
    const own = await call(w.t, other, 'GET', `/api/candidates/${other.candidateId}/messages`)
    expect(own.body).toMatchObject({ data: [], meta: { total: 0 } })
  })
})

describe('GET candidates/{id}/job-stages and scheduling from the profile', () => {
  it('lists the candidate’s jobs with the caller’s buttons; a scheduled interview moves the stage', async () => {
    const me = await newCandidate(w.t)
    const jobId = await submitToClient(w.t, me.candidateId, w.clientOrgId)
    const res = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/job-stages`)
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(1)
    const [entry] = res.body.data
    expect(entry.job).toMatchObject({ id: jobId, status: 'open', organizationName: 'Acme Cloud (test)' })
    expect(entry.stage).toMatchObject({ stageType: 'submittal', stageStatus: 'current' })
    expect([...entry.actions.primary, ...entry.actions.secondary]).toContain('scheduleInterview')

    const scheduled = await call(
      w.t,
      w.recruiter,
      'POST',
      `/api/jobs/${jobId}/candidates/${me.candidateId}/actions/scheduleInterview`,
      {
        expectedVersion: entry.stage.version,
        type: 'video',
        interviewDate: '2099-02-03',
        interviewTime: '10:00',
        interviewTimezone: 'America/New_York',
        duration: 30,
        interviewers: [{ email: 'panel@acme.test' }],
        calendarInviteRecipients: 'all',
      },
    )
    expect(scheduled.status).toBe(200)
    const after = (await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/job-stages`)).body.data
    expect(after[0].stage.stageType).toBe('send_out')
    expect(after[0].interview).toMatchObject({ round: 1, timezone: 'America/New_York' })
  })

  it('answers an empty list for a candidate in no job, and refuses everyone but provider staff', async () => {
    const me = await newCandidate(w.t)
    expect((await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/job-stages`)).body.data).toEqual([])
    await submitToClient(w.t, me.candidateId, w.clientOrgId)
    expect((await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/job-stages`)).status).toBe(403)
    expect((await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/job-stages`)).status).toBe(403)
    expect(
      (await call(w.t, w.recruiter, 'GET', '/api/candidates/00000000-0000-4000-8000-000000000000/job-stages')).status,
    ).toBe(404)
  })
})
