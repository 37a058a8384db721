import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from '../../db/client'
import {
  hiresTable,
  interviewInterviewersTable,
  interviewsTable,
  jobsTable,
  listOfValuesTable,
  offersTable,
  outboxEventsTable,
} from '../../db/schema'
import { runOutboxOnce } from '../../jobs/outbox-worker'
import { rowCounts } from '../../testing/row-counts'
import { callAsUser, createTestApp, type TestApp } from '../../testing/test-app'
import { jitHandoffHandler } from './jit-farming'
import {
  aggregatesAndRecount,
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  lastOpportunityToken,
  testAuthenticate,
} from './test-fixtures'

let t: TestApp
let org: string
let otherOrg: string
let recruiter: string
let nonStaff: string
let client: string
let otherClient: string
let candidateUser: { userId: string; candidateId: string | null }

type Json = any

const call = callAsUser(() => t)
const act = (userId: string, jobId: string, candidateId: string, action: string, body: unknown = {}) =>
  call(userId, 'POST', `/api/jobs/${jobId}/candidates/${candidateId}/actions/${action}`, body)
const status = (userId: string, jobId: string, candidateId: string) =>
  call(userId, 'GET', `/api/jobs/${jobId}/candidate/${candidateId}/status`)

async function lov(key: string, identifier?: string): Promise<string> {
  const rows = await t.deps.db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(
      identifier
        ? and(eq(listOfValuesTable.key, key as never), eq(listOfValuesTable.identifier, identifier))
        : eq(listOfValuesTable.key, key as never),
    )
    .limit(1)
  return rows[0]!.id
}

async function expectCountsMatch(jobId: string) {
  const { stored, recount } = await aggregatesAndRecount(t.deps.db, jobId)
  expect(stored).toEqual(recount)
}

beforeAll(async () => {
  t = await createTestApp({ authenticate: testAuthenticate(() => t.deps.db) })
  const db = t.deps.db
  org = await createOrganization(db, 'Acme Cloud')
  otherOrg = await createOrganization(db, 'Globex Data')
  recruiter = (await createPerson(db, 'recruiter')).userId
  nonStaff = (await createPerson(db, 'nonStaff')).userId
  client = (await createPerson(db, 'client', org)).userId
  otherClient = (await createPerson(db, 'client', otherOrg)).userId
  candidateUser = await createPerson(db, 'candidate')
})
afterAll(() => t?.close())

describe('moving a candidate through a job', () => {
  it('shortlists a matching candidate, answers the stage and the aggregates, and refuses to shortlist again', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    const first = await act(recruiter, job, candidate, 'shortlist', {})
    expect(first.status).toBe(200)
    expect(first.body.data.stage).toMatchObject({ stageType: 'shortlist', stageStatus: 'current', version: 1 })
    expect(first.body.data.aggregates.provider.shortList).toMatchObject({ current: 1, total: 1 })
    expect(first.body.data.actions.primary).toContain('submit')
    await expectCountsMatch(job)

    const again = await act(recruiter, job, candidate, 'shortlist', {})
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('ACTION_NOT_AVAILABLE')
    expect(again.body.error.meta).toMatchObject({
      action: 'shortlist',
      stageType: 'shortlist',
      stageStatus: 'current',
      reason: 'stageOrStatus',
    })
    expect(again.body.error.message).toContain('Shortlist')
  })

  it('hides, un-hides, un-shortlists and deletes, keeping the counts equal to a recount', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    const reason = await lov('hidingCandidateReason', 'notAFit')
    expect(
      (await act(recruiter, job, candidate, 'shortlist', { feedbackId: await lov('jobStageFeedback') })).status,
    ).toBe(200)
    const hidden = await act(recruiter, job, candidate, 'hide', { reasonId: reason, notes: 'not now' })
    expect(hidden.body.data.stage).toMatchObject({ stageType: 'hidden', feedbackId: reason, notes: 'not now' })
    expect(hidden.body.data.aggregates.provider.shortList.total).toBe(0)
    expect((await act(recruiter, job, candidate, 'unHide', {})).body.data.stage.stageType).toBe('matching')
    expect((await act(recruiter, job, candidate, 'shortlist', {})).status).toBe(200)
    expect((await act(recruiter, job, candidate, 'unShortlist', {})).body.data.stage.stageType).toBe('matching')
    await expectCountsMatch(job)
    const deleted = await act(recruiter, job, candidate, 'delete', {})
    expect(deleted.status).toBe(200)
    expect(deleted.body.data.stage.isHistory).toBe(true)
    expect((await status(recruiter, job, candidate)).status).toBe(404)
    // re-adding clears the removal
    expect((await act(recruiter, job, candidate, 'shortlist', {})).body.data.stage).toMatchObject({
      stageType: 'shortlist',
      isHistory: false,
    })
    await expectCountsMatch(job)
  })

  it('submits, approves, accepts, schedules with the defaults, tracks an offer and hires', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = candidateUser.candidateId!
    const submitted = await act(recruiter, job, candidate, 'submit', { submittalBlurbHtml: '<p>Great closer</p>' })
    expect(submitted.body.data.stage).toMatchObject({
      stageType: 'submittal',
      stageCurrentStatus: 'pending_am_approval',
      isSubmittedToClient: false,
    })
    expect(submitted.body.data.aggregates.provider.requiresProviderAction).toBe(true)
    // not yet with the client: the client cannot see it
    expect((await status(client, job, candidate)).status).toBe(404)
    expect((await act(client, job, candidate, 'accept', {})).status).toBe(404)

    const approved = await act(recruiter, job, candidate, 'submitToClient', {})
    expect(approved.body.data.stage).toMatchObject({ stageCurrentStatus: 'am_submitted', isSubmittedToClient: true })
    expect(approved.body.data.aggregates.client.requiresClientAction).toBe(true)
    const clientView = await status(client, job, candidate)
    expect(clientView.status).toBe(200)
    expect(clientView.body.data.actions.primary).toEqual(['reject', 'accept', 'scheduleInterview'])
    expect(clientView.body.data.label).toEqual({ key: 'scheduling_first_round', text: 'Scheduling 1st Round' })

    const accepted = await act(client, job, candidate, 'accept', {})
    expect(accepted.body.data.stage).toMatchObject({
      stageType: 'submittal',
      stageStatus: 'accepted',
      stageCurrentStatus: 'scheduling_first_round',
    })

    const scheduled = await act(client, job, candidate, 'scheduleInterview', {
      interviewDate: '2031-03-10',
      interviewTimezone: 'America/New_York',
      interviewers: [
        { email: 'Hiring.Manager@acme.test', name: 'Hiring Manager' },
        { email: 'hiring.manager@acme.test' },
      ],
      interviewTitle: 'First round',
    })
    expect(scheduled.status).toBe(200)
    expect(scheduled.body.data.stage).toMatchObject({
      stageType: 'send_out',
      stageStatus: 'current',
      stageCurrentStatus: 'scheduled_no_action_items',
    })
    const [interview] = await t.deps.db.select().from(interviewsTable).where(eq(interviewsTable.candidateId, candidate))
    // 9:00 AM in New York (EDT in March 2031 after the 9th) is 13:00 UTC; 30 minutes
    expect(interview).toMatchObject({
      round: 1,
      durationMinutes: 30,
      timezone: 'America/New_York',
      type: 'video',
      title: 'First round',
    })
    expect(interview!.startsAt.toISOString()).toBe('2031-03-10T13:00:00.000Z')
    const interviewers = await t.deps.db
      .select()
      .from(interviewInterviewersTable)
      .where(eq(interviewInterviewersTable.interviewId, interview!.id))
    expect(interviewers.map((i) => i.email)).toEqual(['hiring.manager@acme.test'])
    const label = await status(client, job, candidate)
    expect(label.body.data.label).toEqual({ key: 'pending_round', text: 'Pending 1st Round' })

    const offer = await act(recruiter, job, candidate, 'trackOffer', {
      salary: 120_000,
      ote: 240_000,
      offerTypeId: await lov('offerType'),
    })
    expect(offer.body.data.stage).toMatchObject({ stageType: 'offer', stageStatus: 'current' })
    expect(offer.body.data.aggregates.client.sendOut).toMatchObject({ accepted: 1, total: 1 })
    expect(offer.body.data.aggregates.mainStage).toBe('offer')

    // only the client moves to hired
    const byRecruiter = await act(recruiter, job, candidate, 'moveToHired', { joiningDate: '2031-05-01' })
    expect(byRecruiter.status).toBe(409)
    expect(byRecruiter.body.error.meta.reason).toBe('wrongViewer')
    const hired = await act(client, job, candidate, 'moveToHired', {
      joiningDate: '2031-05-01',
      stockOptions: '10k RSUs',
      notes: 'Welcome',
    })
    expect(hired.status).toBe(200)
    expect(hired.body.data.stage).toMatchObject({ stageType: 'offer', stageStatus: 'accepted' })
    expect(hired.body.data.aggregates.client.offer).toMatchObject({ accepted: 1, current: 0 })
    const [hire] = await t.deps.db.select().from(hiresTable).where(eq(hiresTable.candidateId, candidate))
    expect(hire).toMatchObject({
      joiningDate: '2031-05-01',
      salary: 120_000,
      ote: 240_000,
      stockOptions: '10k RSUs',
      hiredNotes: 'Welcome',
    })
    const [jobRow] = await t.deps.db.select().from(jobsTable).where(eq(jobsTable.id, job))
    expect(jobRow!.currentOpenings).toBe(1)
    expect((await status(client, job, candidate)).body.data.label).toEqual({ key: 'hired', text: 'Hired' })
    await expectCountsMatch(job)
  })

  it('rejects with reasons and a notice, and un-rejects to the status held before', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'submit', {})
    await act(recruiter, job, candidate, 'submitToClient', {})
    await act(client, job, candidate, 'accept', {})
    const reason = await lov('rejectionNotificationReason', 'clientTooJunior')
    const rejected = await act(client, job, candidate, 'reject', {
      reasonIds: [reason],
      notes: 'Needs enterprise',
      sendNotification: true,
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data.stage).toMatchObject({
      stageStatus: 'rejected',
      rejectedBy: 'client',
      rejectionReasons: [reason],
      rejectionNotes: 'Needs enterprise',
      rejectionNotification: await lov('rejectionNotification', 'client'),
    })
    expect(rejected.body.data.aggregates.client.submittal).toMatchObject({ rejected: 1 })
    const [mail] = await rawRows<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from outbox_events where topic = 'mail.send' and payload->>'template' = 'pipelineRejection' and aggregate_id = ${rejected.body.data.stage.stageId}`,
    )
    expect(Number(mail!.n)).toBe(1)
    const unrejected = await act(recruiter, job, candidate, 'unreject', {})
    expect(unrejected.body.data.stage).toMatchObject({
      stageStatus: 'accepted',
      rejectedBy: null,
      rejectionReasons: [],
    })
    await expectCountsMatch(job)
  })

  it('lets a client pitch an opportunity the candidate answers by link, which then blocks un-submit', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'shortlist', {})
    await act(recruiter, job, candidate, 'unShortlist', {})
    const pitched = await act(client, job, candidate, 'pitchOpportunity', { notes: 'We would love to talk' })
    expect(pitched.status).toBe(200)
    expect(pitched.body.data.stage).toMatchObject({
      stageType: 'submittal',
      stageCurrentStatus: 'pending_candidate_response',
      isSuggestedToCandidate: true,
    })
    expect(pitched.body.data.actions.primary).toContain('withdrawOpportunity')
    const token = await lastOpportunityToken(t.deps.db, pitched.body.data.stage.stageId)
    expect(token).toBeTruthy()

    const check = await call(null, 'GET', `/api/guest/candidate/jit-opportunity/${token}/interested`)
    expect(check.status).toBe(200)
    expect(check.body.data).toMatchObject({ result: 'valid', job: { id: job, organizationName: 'Acme Cloud' } })
    const answer = await call(null, 'POST', `/api/guest/candidate/jit-opportunity/${token}/interested`, {})
    expect(answer.status).toBe(200)
    expect(answer.body.data.result).toBe('submitted')
    const after = await status(recruiter, job, candidate)
    expect(after.body.data.stage).toMatchObject({ stageCurrentStatus: 'am_submitted', isSuggestedToCandidate: true })
    expect(after.body.data.label).toEqual({ key: 'pending_client_approval', text: 'Pending Client Approval' })

    const twice = await call(null, 'POST', `/api/guest/candidate/jit-opportunity/${token}/interested`, {})
    expect(twice.status).toBe(409)
    expect(twice.body.error.meta.result).toBe('already_submitted')
    const unknown = await call(null, 'GET', `/api/guest/candidate/jit-opportunity/${'x'.repeat(43)}/interested`)
    expect(unknown.status).toBe(410)
    expect(unknown.body.error.meta.result).toBe('invalid_hash')

    // the candidate accepted: un-submit is refused with the spec's message
    await act(recruiter, job, candidate, 'submit', {})
    const unsubmit = await act(recruiter, job, candidate, 'unsubmit', {})
    expect(unsubmit.status).toBe(409)
    expect(unsubmit.body.error.meta.reason).toBe('candidateAcceptedJit')
    await expectCountsMatch(job)
  })

  it('records a not-interested answer with reasons, and lists the job as hidden by JIT', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = candidateUser.candidateId!
    await act(recruiter, job, candidate, 'hide', {})
    const pitched = await act(client, job, candidate, 'pitchOpportunity', {})
    const token = await lastOpportunityToken(t.deps.db, pitched.body.data.stage.stageId)
    const badReason = await call(null, 'POST', `/api/guest/candidate/jit-opportunity/${token}/notInterested`, {
      notInterestedReasonIds: [await lov('industry')],
    })
    expect(badReason.status).toBe(422)
    expect(badReason.body.error.details[0]).toMatchObject({ path: 'notInterestedReasonIds.0', rule: 'unknownValue' })
    const reason = await lov('jitOpportunityNotInterestedReason', 'timingNotRight')
    const no = await call(null, 'POST', `/api/guest/candidate/jit-opportunity/${token}/notInterested`, {
      notInterestedReasonIds: [reason],
      notes: 'Maybe next year',
    })
    expect(no.status).toBe(200)
    const after = await status(client, job, candidate)
    expect(after.body.data.stage).toMatchObject({
      stageStatus: 'rejected',
      rejectedBy: 'candidate',
      rejectionReasons: [reason],
    })
    expect(after.body.data.actions.primary).toContain('unrejectOpportunity')
    expect(after.body.data.label).toEqual({ key: 'withdrew', text: 'Withdrew' })
    const hiddenJobs = await call(candidateUser.userId, 'GET', `/api/candidates/${candidate}/jit-hidden-jobs`)
    expect(hiddenJobs.status).toBe(200)
    expect(hiddenJobs.body.data.map((j: Json) => j.job.id)).toContain(job)
    const dashboard = await call(candidateUser.userId, 'GET', '/api/candidates/dashboard?action=jobs')
    expect(dashboard.body.data.map((j: Json) => j.job.id)).not.toContain(job)
    // someone else's hidden jobs are not the candidate's to see
    expect(
      (await call(candidateUser.userId, 'GET', `/api/candidates/${await createProspect(t.deps.db)}/jit-hidden-jobs`))
        .status,
    ).toBe(404)
  })

  it('withdraws a pitched opportunity, revoking its link', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'hide', {})
    const pitched = await act(client, job, candidate, 'pitchOpportunity', {})
    const token = await lastOpportunityToken(t.deps.db, pitched.body.data.stage.stageId)
    const withdrawn = await act(client, job, candidate, 'withdrawOpportunity', {})
    expect(withdrawn.body.data.stage).toMatchObject({ stageStatus: 'rejected', rejectedBy: 'client' })
    const late = await call(null, 'POST', `/api/guest/candidate/jit-opportunity/${token}/interested`, {})
    expect(late.status).toBe(410)
    expect(late.body.error.meta.result).toBe('hash_expired')
  })

  it('requests information from the candidate on an accepted submittal until the first interview', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'submit', {})
    await act(recruiter, job, candidate, 'submitToClient', {})
    await act(client, job, candidate, 'accept', {})
    expect((await act(recruiter, job, candidate, 'requestForInfo', {})).body.error.meta.reason).toBe('wrongViewer')
    const asked = await act(client, job, candidate, 'requestForInfo', {
      questionIds: [await lov('additionalInfoQuestions')],
    })
    expect(asked.status).toBe(200)
    expect(asked.body.data.stage).toMatchObject({
      stageStatus: 'current',
      stageCurrentStatus: 'pending_candidate_response',
    })
    expect((await act(client, job, candidate, 'requestForInfo', {})).status).toBe(409)
  })

  it('sends snippets, pushes to the ATS and pitches, queueing their work', async () => {
    const job = await createJob(t.deps.db, org, {
      emailSnippetHtml: '<p>Great role</p>',
      isEmailSnippetPublished: true,
    })
    const candidate = await createProspect(t.deps.db)
    const pitched = await act(recruiter, job, candidate, 'pitch', { subject: 'A role for you', message: 'Hello!' })
    expect(pitched.body.data.stage.stageType).toBe('pitched')
    await act(recruiter, job, candidate, 'shortlist', {})
    const inMail = await act(recruiter, job, candidate, 'pitchInMail', { message: 'Hi there' })
    // drafted for the recruiter to send on the site: nothing is sent, nothing says so
    expect(inMail.body.data.stage.stageCurrentStatus).toBe('inmail_sequence')
    expect(inMail.body.data.actions.primary).toContain('sendSnippet')
    const inMailRecord = () =>
      rawRows<{ sent_at: Date | null; failed_at: Date | null }>(
        t.deps.db,
        sql`select m.sent_at, m.failed_at from messages m join message_threads th on th.id = m.thread_id
            where th.candidate_id = ${candidate} and th.job_id = ${job} and m.channel = 'inMail'`,
      )
    expect(await inMailRecord()).toEqual([{ sent_at: null, failed_at: null }])
    const outcome = (userId: string, body: unknown) =>
      call(userId, 'POST', `/api/jobs/${job}/candidates/${candidate}/inmail-outcome`, body)
    expect((await outcome(client, { outcome: 'sent' })).status).toBe(403)
    expect((await outcome(recruiter, { outcome: 'maybe' })).status).toBe(422)
    const confirmed = await outcome(recruiter, { outcome: 'sent' })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data.stage.stageCurrentStatus).toBe('inmail_sent')
    expect((await inMailRecord())[0]!.sent_at).toBeTruthy()
    // only a drafted InMail can be confirmed, once
    const again = await outcome(recruiter, { outcome: 'sent' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('There is no drafted InMail to this candidate for this job')
    await act(recruiter, job, candidate, 'pitchInMail', { message: 'Second try' })
    expect((await outcome(recruiter, { outcome: 'failed' })).body.data.stage.stageCurrentStatus).toBe('inmail_error')
    const sent = await act(recruiter, job, candidate, 'sendSnippet', {})
    expect(sent.body.data.stage.snippetSentAt).toBeTruthy()
    expect(sent.body.data.actions.primary).toContain('resendSnippet')
    expect((await act(recruiter, job, candidate, 'sendSnippet', {})).status).toBe(409)
    expect((await act(recruiter, job, candidate, 'resendSnippet', {})).status).toBe(200)
    await act(recruiter, job, candidate, 'submit', {})
    await act(recruiter, job, candidate, 'submitToClient', {})
    // the client has no ATS connected: refused, nothing queued, nothing recorded as pushed
    const pushed = await act(client, job, candidate, 'pushToATS', {})
    expect(pushed.status).toBe(409)
    expect(pushed.body.error.message).toBe('This organization has no applicant tracking system connected.')
    const stageId = (await status(client, job, candidate)).body.data.stage.stageId
    const topics = await rawRows<{ topic: string; template: string | null }>(
      t.deps.db,
      sql`select topic, payload->>'template' as template from outbox_events where aggregate_id = ${stageId} order by created_at`,
    )
    expect(topics.filter((r) => r.topic === 'mail.send').map((r) => r.template)).toEqual([
      'pipelinePitch',
      'pipelineSnippet',
      'pipelineSnippet',
    ])
    expect(topics.some((r) => r.topic === 'ats.push')).toBe(false)
    expect(topics.filter((r) => r.topic === 'realtime.publish').length).toBeGreaterThanOrEqual(7)
  })

  it('refuses an e-mail pitch to a candidate with no address (409), recording nothing', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db, { email: null })
    const before = await rowCounts(t.deps.db)
    const res = await act(recruiter, job, candidate, 'pitch', { subject: 'A role for you', message: 'Hello!' })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe('This candidate has no e-mail address: add one before pitching by e-mail')
    expect(await rowCounts(t.deps.db)).toEqual(before)
  })

  it('answers 409 CONFLICT when the caller saw an older version', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    const first = await act(recruiter, job, candidate, 'shortlist', { expectedVersion: undefined })
    const stale = await act(recruiter, job, candidate, 'hide', { expectedVersion: first.body.data.stage.version + 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('CONFLICT')
    expect(
      (await act(recruiter, job, candidate, 'hide', { expectedVersion: first.body.data.stage.version })).status,
    ).toBe(200)
  })
})

describe('who may act', () => {
  it('hides other tenants’ jobs and candidates (404), refuses candidates (403) and non-staff job-stage actions (409)', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'submit', {})
    await act(recruiter, job, candidate, 'submitToClient', {})
    expect((await status(otherClient, job, candidate)).status).toBe(404)
    expect((await act(otherClient, job, candidate, 'accept', {})).status).toBe(404)
    expect((await call(otherClient, 'GET', `/api/jobs/${job}/candidates`)).status).toBe(404)
    expect((await call(otherClient, 'GET', `/api/jobs/${job}/aggregates`)).status).toBe(404)
    expect((await act(candidateUser.userId, job, candidate, 'accept', {})).status).toBe(403)
    expect((await call(candidateUser.userId, 'GET', `/api/jobs/${job}/candidates`)).status).toBe(403)
    expect((await call(null, 'GET', `/api/jobs/${job}/candidates`)).status).toBe(401)
    const byNonStaff = await act(nonStaff, job, candidate, 'submitToClient', {})
    expect(byNonStaff.status).toBe(409)
    expect(byNonStaff.body.error.meta.reason).toBe('wrongViewer')
    expect((await act(recruiter, job, '00000000-0000-4000-8000-000000000000', 'shortlist', {})).status).toBe(404)
    expect((await act(recruiter, '00000000-0000-4000-8000-000000000000', candidate, 'shortlist', {})).status).toBe(404)
  })

  it('lists each row with the caller’s buttons, client rows only when submitted, anti-bias without names', async () => {
    const job = await createJob(t.deps.db, org)
    const pending = await createProspect(t.deps.db, { firstName: 'Penny' })
    const submitted = await createProspect(t.deps.db, { firstName: 'Sam' })
    const pooled = await createProspect(t.deps.db, { firstName: 'Paula' })
    await act(recruiter, job, pending, 'submit', {})
    await act(recruiter, job, submitted, 'submit', {})
    await act(recruiter, job, submitted, 'submitToClient', {})
    await act(recruiter, job, pooled, 'shortlist', {})

    const mine = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=jobStage&showHistory=true`)
    expect(mine.status).toBe(200)
    expect(mine.body.meta.total).toBe(2)
    const byName = Object.fromEntries(mine.body.data.map((r: Json) => [r.candidate.firstName, r]))
    expect(byName.Penny.actions.primary).toEqual(['reject', 'submitToClient'])
    expect(byName.Penny.history.map((h: Json) => h.action)).toEqual(['submit'])
    expect(byName.Sam.actions.primary).toEqual(['reject', 'accept', 'scheduleInterview'])

    const theirs = await call(client, 'GET', `/api/jobs/${job}/candidates?candidateType=jobStage&isAntiBiasMode=true`)
    expect(theirs.body.meta.total).toBe(1)
    expect(theirs.body.data[0].candidate).toMatchObject({ firstName: null, email: null })
    expect(theirs.body.data[0].candidate.fullName).toMatch(/^Candidate /)

    const shortlist = await call(client, 'GET', `/api/jobs/${job}/candidates?candidateType=shortlist`)
    expect(shortlist.body.data[0].actions.primary).toEqual(['pitchOpportunity', 'hide', 'unShortlist'])
    const filtered = await call(
      recruiter,
      'GET',
      `/api/jobs/${job}/candidates?candidateType=jobStage&stageCurrentStatus=am_submitted`,
    )
    expect(filtered.body.data.map((r: Json) => r.candidate.firstName)).toEqual(['Sam'])

    // one candidate's row (the profile's stage actions): only within what the caller may see
    const one = (who: string, id: string) =>
      call(who, 'GET', `/api/jobs/${job}/candidates?candidateType=jobStage&candidateId=${id}`)
    const sam = await one(client, submitted)
    expect(sam.body.data.map((r: Json) => r.candidate.id)).toEqual([submitted])
    expect(sam.body.data[0].actions.primary).toEqual(['reject', 'accept', 'scheduleInterview'])
    expect((await one(client, pending)).body.data).toEqual([])
    expect((await one(recruiter, pending)).body.data.map((r: Json) => r.candidate.id)).toEqual([pending])
    expect((await one(otherClient, submitted)).status).toBe(404)
    expect((await one(client, 'not-a-uuid')).status).toBe(422)
  })
})

describe('bulk approval, closing a job, JIT farming', () => {
  it('approves up to 10 Pending AM Approval submittals, refusing a mixed selection as a whole', async () => {
    const job = await createJob(t.deps.db, org)
    const ids = [await createProspect(t.deps.db), await createProspect(t.deps.db), await createProspect(t.deps.db)]
    for (const id of ids) await act(recruiter, job, id, 'submit', {})
    const other = await createProspect(t.deps.db)
    await act(recruiter, job, other, 'shortlist', {})
    const before = await rowCounts(t.deps.db)
    const mixed = await call(recruiter, 'POST', `/api/jobs/${job}/candidates/actions/bulkApprove`, {
      candidateIds: [...ids, other],
    })
    expect(mixed.status).toBe(409)
    expect(mixed.body.error.meta.refused).toEqual([
      expect.objectContaining({ candidateId: other, stageType: 'shortlist' }),
    ])
    expect(await rowCounts(t.deps.db)).toEqual(before)
    const tooMany = await call(recruiter, 'POST', `/api/jobs/${job}/candidates/actions/bulkApprove`, {
      candidateIds: Array.from({ length: 11 }, () => crypto.randomUUID()),
    })
    expect(tooMany.status).toBe(422)
    const ok = await call(recruiter, 'POST', `/api/jobs/${job}/candidates/actions/bulkApprove`, { candidateIds: ids })
    expect(ok.status).toBe(200)
    expect(ok.body.data.stages.map((s: Json) => s.stageCurrentStatus)).toEqual([
      'am_submitted',
      'am_submitted',
      'am_submitted',
    ])
    expect(ok.body.data.aggregates.client.submittal.current).toBe(3)
    await expectCountsMatch(job)
  })

  it('closing a job rejects its in-process candidates in the same transaction, and only them', async () => {
    const job = await createJob(t.deps.db, org)
    const [a, b, c, d] = [
      await createProspect(t.deps.db),
      await createProspect(t.deps.db),
      await createProspect(t.deps.db),
      await createProspect(t.deps.db),
    ]
    await act(recruiter, job, a, 'submit', {})
    await act(recruiter, job, b, 'submit', {})
    await act(recruiter, job, b, 'submitToClient', {})
    await act(client, job, b, 'scheduleInterview', { interviewDate: '2031-01-05' })
    await act(recruiter, job, c, 'shortlist', {})
    await act(recruiter, job, d, 'submit', {})
    await act(recruiter, job, d, 'submitToClient', {})
    await act(client, job, d, 'reject', { reasonIds: [await lov('rejectionNotificationReason', 'clientOther')] })
    const closed = await call(recruiter, 'PUT', `/api/jobs/${job}/status`, {
      status: 'closed',
      closedReasonId: await lov('jobCloseReasons'),
    })
    expect(closed.status).toBe(200)
    expect(closed.body.data.status).toBe('closed')
    expect(closed.body.data.closedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect([...closed.body.data.rejectedCandidateIds].sort()).toEqual([a, b].sort())
    expect((await status(recruiter, job, c)).body.data.stage.stageType).toBe('shortlist')
    expect((await status(recruiter, job, a)).body.data.stage).toMatchObject({
      stageStatus: 'rejected',
      rejectedBy: 'provider',
    })
    expect((await status(recruiter, job, a)).body.data.label.key).toBe('closed')
    await expectCountsMatch(job)
    const late = await act(recruiter, job, c, 'hide', {})
    expect(late.status).toBe(409)
    expect(late.body.error.meta.reason).toBe('jobClosed')
    expect((await act(recruiter, job, c, 'unShortlist', {})).status).toBe(200)
    const reopened = await call(recruiter, 'PUT', `/api/jobs/${job}/status`, { status: 'open' })
    expect(reopened.body.data).toMatchObject({ status: 'open', closedDate: null, rejectedCandidateIds: [] })
  })

  it('hands a flagged candidate to marketing 15 minutes later through the queue, locked until unlocked', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'shortlist', {})
    const flagged = await call(recruiter, 'POST', `/api/jobs/${job}/candidates/${candidate}/jit-farming`, {})
    expect(flagged.status).toBe(200)
    expect(flagged.body.data.stage).toMatchObject({ stageCurrentStatus: 'jit_farming', isLocked: false })
    expect(flagged.body.data.actions).toEqual({
      primary: ['unlock', 'submit'].filter((a) => a !== 'unlock'),
      secondary: [],
    })
    const [queued] = await t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(
        and(
          eq(outboxEventsTable.topic, 'jit.handoff'),
          eq(outboxEventsTable.aggregateId, flagged.body.data.stage.stageId),
        ),
      )
    const delay = queued!.availableAt.getTime() - new Date(flagged.body.data.stage.jitFlaggedAt).getTime()
    expect(delay).toBe(15 * 60 * 1000)
    expect((await call(client, 'GET', `/api/jobs/${job}/candidates?candidateType=shortlist`)).body.meta.total).toBe(0)

    // not due yet: the worker leaves it
    const logger = (await import('pino')).default({ level: 'silent' })
    const later = () => new Date(Date.now() + 15 * 60 * 1000)
    expect(
      await runOutboxOnce({ db: t.deps.db, logger, handlers: { 'jit.handoff': jitHandoffHandler(t.deps.db, later) } }),
    ).toBe(0)
    // 15 minutes on
    await t.deps.db
      .update(outboxEventsTable)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(outboxEventsTable.id, queued!.id))
    expect(
      await runOutboxOnce({ db: t.deps.db, logger, handlers: { 'jit.handoff': jitHandoffHandler(t.deps.db, later) } }),
    ).toBe(1)
    const locked = await call(recruiter, 'GET', `/api/jobs/${job}/candidates?candidateType=jitFarming`)
    expect(locked.body.data[0].stage).toMatchObject({ isLocked: true, isPushedToHubspot: true })
    expect(locked.body.data[0].actions).toEqual({ primary: ['unlock', 'submit'], secondary: [] })
    expect((await act(recruiter, job, candidate, 'hide', {})).body.error.meta.reason).toBe('lockedRow')
    const unlocked = await act(recruiter, job, candidate, 'unlock', {})
    expect(unlocked.body.data.stage).toMatchObject({ isLocked: false, stageCurrentStatus: null })
    await expectCountsMatch(job)
  })
})

describe('bad input per field answers 422 naming the field and rule, and writes nothing', () => {
  const cases: Array<[action: string, body: Record<string, unknown>, path: string, rule: string]> = [
    ['trackOffer', { salary: 120_000 }, 'ote', 'required'],
    ['trackOffer', { salary: 9_999, ote: 200_000 }, 'salary', 'min'],
    ['trackOffer', { salary: 120_000, ote: 1_000_001 }, 'ote', 'max'],
    ['trackOffer', { salary: 200_000, ote: 200_000 }, 'salary', 'salaryGreaterThanOTE'],
    ['trackOffer', { salary: '120000', ote: 200_000 }, 'salary', 'type'],
    ['trackOffer', { salary: 100_000, ote: 200_000, offerTypeId: 'x' }, 'offerTypeId', 'format'],
    ['updateOffer', { salary: 300_000, ote: 200_000 }, 'salary', 'salaryGreaterThanOTE'],
    ['moveToHired', {}, 'joiningDate', 'required'],
    ['moveToHired', { joiningDate: '2031-02-30' }, 'joiningDate', 'invalid'],
    ['moveToHired', { joiningDate: '2031-02-01', salary: 300_000, ote: 200_000 }, 'salary', 'salaryGreaterThanOTE'],
    ['moveToHired', { joiningDate: '2031-02-01', stockOptions: 'x'.repeat(256) }, 'stockOptions', 'maxLength'],
    ['reject', {}, 'reasonIds', 'required'],
    ['reject', { reasonIds: [] }, 'reasonIds', 'minLength'],
    ['reject', { reasonIds: ['nope'] }, 'reasonIds.0', 'format'],
    ['reject', { reasonIds: [crypto.randomUUID()], sendNotification: 'yes' }, 'sendNotification', 'type'],
    ['reject', { reasonIds: [crypto.randomUUID()], notes: 'x'.repeat(2001) }, 'notes', 'maxLength'],
    ['scheduleInterview', {}, 'interviewDate', 'required'],
    ['scheduleInterview', { interviewDate: '10/03/2031' }, 'interviewDate', 'format'],
    ['scheduleInterview', { interviewDate: '2031-03-10', interviewTime: '25:00' }, 'interviewTime', 'format'],
    [
      'scheduleInterview',
      { interviewDate: '2031-03-10', interviewTimezone: 'Mars/Olympus' },
      'interviewTimezone',
      'invalidTimezone',
    ],
    ['scheduleInterview', { interviewDate: '2031-03-10', duration: 2 }, 'duration', 'min'],
    ['scheduleInterview', { interviewDate: '2031-03-10', type: 'telepathy' }, 'type', 'oneOf'],
    [
      'scheduleInterview',
      { interviewDate: '2031-03-10', interviewers: Array.from({ length: 16 }, (_, i) => ({ email: `i${i}@x.test` })) },
      'interviewers',
      'maxLength',
    ],
    [
      'scheduleInterview',
      { interviewDate: '2031-03-10', interviewers: [{ email: 'not-an-email' }] },
      'interviewers.0.email',
      'emailValidator',
    ],
    ['requestForInfo', { questionIds: ['x'] }, 'questionIds.0', 'format'],
    ['pitchOpportunity', { notes: 'x'.repeat(1601) }, 'notes', 'maxLength'],
    ['pitch', { subject: 'Hi' }, 'message', 'required'],
    ['pitch', { subject: 'x'.repeat(501), message: 'Hi' }, 'subject', 'maxLength'],
    ['pitchInMail', { message: 'x'.repeat(901) }, 'message', 'maxLength'],
    ['hide', { reasonId: 'x' }, 'reasonId', 'format'],
    ['shortlist', { feedbackId: 12 }, 'feedbackId', 'type'],
    ['submit', { submittalBlurbHtml: 'x'.repeat(10_001) }, 'submittalBlurbHtml', 'maxLength'],
    ['accept', { expectedVersion: 0 }, 'expectedVersion', 'min'],
    ['accept', { colour: 'red' }, 'colour', 'unknownField'],
    ['unlock', { notes: 5 }, 'notes', 'type'],
  ]
  it.each(cases.map(([action, body, path, rule]) => ({ action, body, path, rule })))(
    '$action: $path $rule',
    async ({ action, body, path, rule }) => {
      const job = await createJob(t.deps.db, org)
      const candidate = await createProspect(t.deps.db)
      const before = await rowCounts(t.deps.db)
      const res = await act(recruiter, job, candidate, action, body)
      expect(res.status).toBe(422)
      expect(res.body.error.details).toContainEqual(expect.objectContaining({ path, rule }))
      expect(await rowCounts(t.deps.db)).toEqual(before)
    },
  )

  it('checks list-of-values ids against their list (unknownValue) before writing', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    const wrongList = await lov('industry')
    const before = await rowCounts(t.deps.db)
    const hide = await act(recruiter, job, candidate, 'hide', { reasonId: wrongList })
    expect(hide.status).toBe(422)
    expect(hide.body.error.details[0]).toMatchObject({ path: 'reasonId', rule: 'unknownValue' })
    expect(await rowCounts(t.deps.db)).toEqual(before)
  })

  it('offers nothing unavailable: every action on a fresh matching candidate that the rules refuse answers 409 naming the stage', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    const bodies: Record<string, unknown> = {
      trackOffer: { salary: 100_000, ote: 200_000 },
      updateOffer: { salary: 100_000, ote: 200_000 },
      moveToHired: { joiningDate: '2031-01-01' },
      reject: { reasonIds: [await lov('rejectionNotificationReason')] },
      scheduleInterview: { interviewDate: '2031-01-01' },
    }
    for (const action of [
      'accept',
      'submitToClient',
      'reject',
      'unreject',
      'scheduleInterview',
      'trackOffer',
      'updateOffer',
      'unsubmit',
      'unShortlist',
      'unHide',
      'sendSnippet',
      'resendSnippet',
      'pushToATS',
      'unlock',
      'bulkApprove',
    ]) {
      const res = await act(recruiter, job, candidate, action, bodies[action] ?? {})
      expect(res.status, action).toBe(409)
      expect(res.body.error.code, action).toBe('ACTION_NOT_AVAILABLE')
      expect(res.body.error.meta, action).toMatchObject({ stageType: 'matching', stageStatus: 'current' })
    }
  })
})

describe('aggregates and audit', () => {
  it('GET jobs/{id}/aggregates answers the stored funnel with the main stage', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'submit', {})
    const res = await call(client, 'GET', `/api/jobs/${job}/aggregates`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ jobId: job, jobStatus: 'open', elapsedDays: 0 })
    expect(res.body.data.aggregates.provider.submittal.current).toBe(1)
    expect(res.body.data.aggregates.mainStage).toBe('submittal')
  })

  it('counts the hidden bucket: in on hide, out on un-hide, in the action answers and GET aggregates', async () => {
    const job = await createJob(t.deps.db, org)
    const [a, b] = [await createProspect(t.deps.db), await createProspect(t.deps.db)]
    const empty = { current: 0, accepted: 0, rejected: 0, total: 0 }
    const two = { current: 2, accepted: 0, rejected: 0, total: 2 }
    const one = { current: 1, accepted: 0, rejected: 0, total: 1 }
    expect((await call(recruiter, 'GET', `/api/jobs/${job}/aggregates`)).body.data.aggregates.provider.hidden).toEqual(
      empty,
    )
    expect((await act(recruiter, job, a, 'hide', {})).body.data.aggregates.provider.hidden).toEqual(one)
    expect((await act(recruiter, job, b, 'hide', {})).body.data.aggregates.provider.hidden).toEqual(two)
    expect((await call(client, 'GET', `/api/jobs/${job}/aggregates`)).body.data.aggregates.provider.hidden).toEqual(two)
    expect((await act(recruiter, job, a, 'unHide', {})).body.data.aggregates.provider.hidden).toEqual(one)
    // a removed row is not counted
    expect((await act(recruiter, job, b, 'delete', {})).body.data.aggregates.provider.hidden).toEqual(empty)
  })

  it('GET candidates/{id}/aggregate: staff count every job, a client only what it sees in its own jobs', async () => {
    const [a, b, c] = [
      await createJob(t.deps.db, org),
      await createJob(t.deps.db, otherOrg),
      await createJob(t.deps.db, org),
    ]
    const candidate = await createProspect(t.deps.db)
    for (const job of [a, b]) {
      expect((await act(recruiter, job, candidate, 'submit', {})).status).toBe(200)
      expect((await act(recruiter, job, candidate, 'submitToClient', {})).status).toBe(200)
    }
    expect((await act(recruiter, c, candidate, 'shortlist', {})).status).toBe(200)
    const aggregate = (who: string, q = '') => call(who, 'GET', `/api/candidates/${candidate}/aggregate${q}`)

    const staff = await aggregate(recruiter, `?jobId=${a}`)
    expect(staff.status).toBe(200)
    expect(staff.body.data).toMatchObject({ candidateId: candidate, jobCount: 3, rejected: 0, hired: 0 })
    expect(staff.body.data.byStage).toMatchObject({ submittal: 2, shortlist: 1, hidden: 0, offer: 0 })
    expect(staff.body.data.job).toMatchObject({ jobId: a, stageType: 'submittal' })

    const own = await aggregate(client)
    expect(own.status).toBe(200)
    // its own two jobs (a shortlist in its own job is visible to it: clientSeesStage), never job b
    expect(own.body.data).toMatchObject({ jobCount: 2, job: null })
    expect(own.body.data.byStage).toMatchObject({ submittal: 1, shortlist: 1 })
    expect((await aggregate(client, `?jobId=${c}`)).body.data.job).toMatchObject({ jobId: c, stageType: 'shortlist' })
    expect((await aggregate(client, `?jobId=${b}`)).status).toBe(404)
    expect((await aggregate(otherClient)).body.data.jobCount).toBe(1)

    // a candidate submitted to one company only does not exist for the other; candidates have no such call
    const onlyAcme = await createProspect(t.deps.db)
    await act(recruiter, a, onlyAcme, 'submit', {})
    await act(recruiter, a, onlyAcme, 'submitToClient', {})
    expect((await call(client, 'GET', `/api/candidates/${onlyAcme}/aggregate`)).status).toBe(200)
    expect((await call(otherClient, 'GET', `/api/candidates/${onlyAcme}/aggregate`)).status).toBe(404)
    expect((await call(candidateUser.userId, 'GET', `/api/candidates/${onlyAcme}/aggregate`)).status).toBe(403)
    expect((await call(recruiter, 'GET', `/api/candidates/${onlyAcme}/aggregate?jobId=x`)).status).toBe(422)
    expect((await call(recruiter, 'GET', `/api/candidates/${onlyAcme}/aggregate?extra=1`)).status).toBe(422)
  })

  it('lists every stage change in the candidate’s audit trail, for recruiters only', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'shortlist', {})
    await act(recruiter, job, candidate, 'submit', {})
    const trail = await call(recruiter, 'GET', `/api/candidates/${candidate}/audit-trail`)
    expect(trail.status).toBe(200)
    expect(trail.body.data.map((e: Json) => e.action)).toEqual(['submit', 'shortlist'])
    expect(trail.body.data[0]).toMatchObject({
      entityType: 'jobCandidate',
      job: { id: job },
      after: { stageType: 'submittal' },
    })
    expect(trail.body.data[0].actor.id).toBe(recruiter)
    expect((await call(client, 'GET', `/api/candidates/${candidate}/audit-trail`)).status).toBe(403)
  })

  it('keeps an offer history: updateOffer supersedes the live offer', async () => {
    const job = await createJob(t.deps.db, org)
    const candidate = await createProspect(t.deps.db)
    await act(recruiter, job, candidate, 'submit', {})
    await act(recruiter, job, candidate, 'submitToClient', {})
    await act(client, job, candidate, 'scheduleInterview', { interviewDate: '2031-01-05' })
    await act(client, job, candidate, 'trackOffer', { salary: 100_000, ote: 200_000 })
    const updated = await act(client, job, candidate, 'updateOffer', { salary: 110_000, ote: 210_000 })
    expect(updated.status).toBe(200)
    const offers = await t.deps.db.select().from(offersTable).where(eq(offersTable.candidateId, candidate))
    expect(offers.filter((o) => o.supersededAt === null).map((o) => o.salary)).toEqual([110_000])
    expect(offers).toHaveLength(2)
    expect((await status(client, job, candidate)).body.data.offer).toMatchObject({ salary: 110_000, ote: 210_000 })
  })
})
