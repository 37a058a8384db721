/**
 * Mails to candidates over HTTP: POST candidates/send-notification (search-status link, complete
 * your profile), GET template/invite-templates, the public search-status page the link opens
 * (GET/PATCH guest/candidate/{id}), and the notice a candidate gets when their profile is marked
 * for deletion, delivered to a real SMTP server; POST jobs/{id}/fill-candidate-gaps.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatesTable, jobCandidatesTable, notificationTemplatesTable, outboxEventsTable } from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import type { MailPayload } from '../../mail/outbox'
import { createMailTransport } from '../../mail/transport'
import { mailOutboxOptions } from '../../mail/worker'
import { startSmtpSink } from '../../testing/smtp-sink'
import {
  type CandidateWorld,
  call,
  candidateRow,
  createCandidateWorld,
  lovIds,
  newCandidate,
  submitToClient,
} from './test-fixtures'

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w?.close())

async function mailsTo(to: string): Promise<MailPayload[]> {
  const rows = await w.t.deps.db
    .select({ payload: outboxEventsTable.payload })
    .from(outboxEventsTable)
    .where(eq(outboxEventsTable.topic, 'mail.send'))
    .orderBy(desc(outboxEventsTable.createdAt))
  return rows.map((r) => r.payload as MailPayload).filter((p) => p.to === to)
}
const linkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+\/public\/search-status\?[^\s"<]+/)?.[0]

describe('POST candidates/send-notification', () => {
  it('mails each selected candidate a search-status link the public page opens, and records it', async () => {
    const a = await newCandidate(w.t, { firstName: 'Avery' })
    const b = await newCandidate(w.t, { firstName: 'Blake' })
    const sent = await call(w.t, w.recruiter, 'POST', '/api/candidates/send-notification?type=searchStatus', {
      candidateIds: [a.candidateId, b.candidateId],
    })
    expect(sent.status).toBe(200)
    expect(sent.body.data.queued.map((q: any) => q.candidateId)).toEqual([a.candidateId, b.candidateId])
    expect(sent.body.data.skipped).toEqual([])

    const [mail] = await mailsTo(a.user.email)
    expect(mail!.subject).toBe('Are you still looking, Avery?')
    const link = linkIn(mail!.text)
    expect(link).toBeDefined()
    const url = new URL(link!)
    const token = url.searchParams.get('token')!
    expect(url.searchParams.get('candidateId')).toBe(a.candidateId)

    // the messages tab shows it as queued (the worker stamps it sent)
    const messages = await call(w.t, w.recruiter, 'GET', `/api/candidates/${a.candidateId}/messages`)
    expect(messages.body.data[0]).toMatchObject({ kind: 'candidateInvite.searchStatus', status: 'queued' })

    // the public page: no session, only the token
    const page = await call(w.t, null, 'GET', `/api/guest/candidate/${a.candidateId}?token=${token}`)
    expect(page.status).toBe(200)
    expect(page.body.data).toMatchObject({ firstName: 'Avery', candidateId: a.candidateId })
    expect(mail!.text).not.toContain('&amp;')
    const patched = await call(w.t, null, 'PATCH', `/api/guest/candidate/${a.candidateId}?token=${token}`, {
      searchStatus: 'openToOffers',
    })
    expect(patched.status).toBe(200)
    expect((await candidateRow(w.t, a.candidateId))!.searchStatus).toBe('openToOffers')
    // the token belongs to one candidate only
    expect((await call(w.t, null, 'GET', `/api/guest/candidate/${b.candidateId}?token=${token}`)).status).toBe(410)
    expect((await call(w.t, null, 'GET', `/api/guest/candidate/${a.candidateId}?token=${'x'.repeat(40)}`)).status).toBe(
      410,
    )
  })

  it('uses the administrator’s template when there is one, and says so in invite-templates', async () => {
    const before = await call(w.t, w.recruiter, 'GET', '/api/template/invite-templates')
    expect(before.status).toBe(200)
    expect(before.body.data.map((t: any) => [t.type, t.isCustom])).toEqual([
      ['searchStatus', false],
      ['completeProfile', false],
    ])
    await w.t.deps.db.insert(notificationTemplatesTable).values({
      key: 'candidateInvite.completeProfile',
      displayName: 'Complete your profile',
      subject: 'Finish your profile, {{candidateFirstName}}',
      bodyHtml: '<p>Please finish it: {{link}}</p>',
    })
    const after = await call(w.t, w.recruiter, 'GET', '/api/template/invite-templates')
    expect(after.body.data[1]).toMatchObject({
      type: 'completeProfile',
      isCustom: true,
      placeholders: ['candidateFirstName', 'link'],
    })

    const c = await newCandidate(w.t, { firstName: 'Casey' })
    const sent = await call(w.t, w.recruiter, 'POST', '/api/candidates/send-notification?type=completeProfile', {
      candidateIds: [c.candidateId],
    })
    expect(sent.status).toBe(200)
    const [mail] = await mailsTo(c.user.email)
    expect(mail!.subject).toBe('Finish your profile, Casey')
    expect(mail!.text).toContain('/auth/login')
  })

  it('refuses an empty selection with the spec message, a bad type, clients, candidates and unknown ids', async () => {
    const c = await newCandidate(w.t)
    const empty = await call(w.t, w.recruiter, 'POST', '/api/candidates/send-notification?type=searchStatus', {
      candidateIds: [],
    })
    expect(empty.status).toBe(422)
    expect(empty.body.error.details[0]).toMatchObject({
      path: 'candidateIds',
      message: 'Please select candidates to notify.',
    })
    const badType = await call(w.t, w.recruiter, 'POST', '/api/candidates/send-notification?type=spam', {
      candidateIds: [c.candidateId],
    })
    expect(badType.status).toBe(422)
    await submitToClient(w.t, c.candidateId, w.clientOrgId)
    for (const who of [w.client, c]) {
      const res = await call(w.t, who, 'POST', '/api/candidates/send-notification?type=searchStatus', {
        candidateIds: [c.candidateId],
      })
      expect(res.status).toBe(403)
      expect((await call(w.t, who, 'GET', '/api/template/invite-templates')).status).toBe(403)
    }
    const unknown = await call(w.t, w.recruiter, 'POST', '/api/candidates/send-notification?type=searchStatus', {
      candidateIds: [c.candidateId, '00000000-0000-4000-8000-000000000000'],
    })
    expect(unknown.status).toBe(404)
    expect(await mailsTo(c.user.email)).toEqual([])
  })
})

describe('marking a profile for deletion', () => {
  it('mails the candidate the date it goes and how to object, through a real SMTP server', async () => {
    const me = await newCandidate(w.t, { firstName: 'Dana' })
    const [reasonId] = await lovIds(w.t, 'deleteCandidateReason')
    const marked = await call(w.t, w.admin, 'PUT', `/api/candidates/${me.candidateId}/delete`, { reasonId })
    expect(marked.status).toBe(200)
    const purgeOn = new Date(marked.body.data.purgeAfter).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })

    const sink = await startSmtpSink()
    const transport = createMailTransport({ ...w.t.deps.config, SMTP_URL: sink.url }, w.t.deps.logger)
    try {
      await runOutboxOnce(
        mailOutboxOptions({ db: w.t.deps.db, logger: w.t.deps.logger, transport, mailFrom: w.t.deps.config.MAIL_FROM }),
      )
      const mail = await sink.waitFor((m) => m.to.includes(me.user.email))
      expect(mail.subject).toBe(`Your Quota profile will be deleted on ${purgeOn}`)
      expect(mail.text).toContain(`removed permanently on ${purgeOn}`)
      // how to object: reply, or write to whoever can restore it (here the admin who marked it)
      expect(mail.text).toContain(`write to ${w.admin.user.email} before that date`)
      expect(mail.html).toContain(`mailto:${w.admin.user.email}`)
    } finally {
      transport.close()
      await sink.close()
    }
    const messages = await call(w.t, w.admin, 'GET', `/api/candidates/${me.candidateId}/messages`)
    expect(messages.body.data[0]).toMatchObject({ kind: 'deletionNotice', status: 'sent' })
  })
})

describe('POST jobs/{id}/fill-candidate-gaps', () => {
  it("mails the job's live candidates whose profiles are incomplete, and says who was not mailed and why", async () => {
    const gappy = await newCandidate(w.t, { firstName: 'Gabriel' })
    const complete = await newCandidate(w.t, { firstName: 'Corinne' })
    const early = await newCandidate(w.t, { firstName: 'Ezra' })
    const jobId = await submitToClient(w.t, gappy.candidateId, w.clientOrgId)
    const db = w.t.deps.db
    await db.insert(jobCandidatesTable).values([
      { jobId, candidateId: complete.candidateId, stageType: 'shortlist', stageStatus: 'current' },
      // still matching: not about to be read by the client, not mailed
      { jobId, candidateId: early.candidateId, stageType: 'matching', stageStatus: 'current' },
    ])
    await db.update(candidatesTable).set({ profileCompletion: 100 }).where(eq(candidatesTable.id, complete.candidateId))
    await db.update(candidatesTable).set({ profileCompletion: 40 }).where(eq(candidatesTable.id, gappy.candidateId))

    const path = `/api/jobs/${jobId}/fill-candidate-gaps`
    expect((await call(w.t, null, 'POST', path)).status).toBe(401)
    expect((await call(w.t, w.client, 'POST', path)).status).toBe(403)
    expect((await call(w.t, gappy, 'POST', path)).status).toBe(403)
    expect((await call(w.t, w.recruiter, 'POST', `/api/jobs/${crypto.randomUUID()}/fill-candidate-gaps`)).status).toBe(
      404,
    )

    const res = await call(w.t, w.recruiter, 'POST', path)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ jobId, type: 'completeProfile', inLiveStages: 2, complete: 1, skipped: [] })
    expect(res.body.data.queued.map((q: any) => q.candidateId)).toEqual([gappy.candidateId])
    const [mail] = await mailsTo(gappy.user.email)
    expect(mail!.text).toContain('/auth/login')
    expect(await mailsTo(complete.user.email)).toEqual([])
    expect(await mailsTo(early.user.email)).toEqual([])
  })
})
