/**
 * A candidate from matching to hired, through every stage, over HTTP with real sign-ins: a
 * recruiter, a client recruiter and the candidate each act and look in turn. At every step it
 * checks the buttons each viewer gets, the label on the candidate's dashboard, and that the
 * job's aggregates (as answered and as stored) equal a recount of the stage rows.
 */

import { jobCandidatesTable } from '@quota/api/db/schema/index'
import {
  createJob,
  createOrganization,
  createPerson,
  lastOpportunityToken,
  TEST_PASSWORD,
} from '@quota/api/modules/pipeline/test-fixtures'
import { createTestApp, type TestApp } from '@quota/api/testing/test-app'
import { mainStageOfAggregates } from '@quota/shared/domain/workflow/aggregates'
import { recountAggregates } from '@quota/shared/domain/workflow/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let job: string
let candidateId: string
const tokens: Record<'recruiter' | 'client' | 'candidate', string> = { recruiter: '', client: '', candidate: '' }

type Viewer = keyof typeof tokens
type Json = any

async function call(who: Viewer | null, method: string, path: string, json?: unknown) {
  const headers: Record<string, string> = who ? { authorization: `Bearer ${tokens[who]}` } : {}
  const res = await t.request(path, { method, headers, ...(json !== undefined ? { json } : {}) })
  return { status: res.status, body: (await res.json()) as Json }
}

async function login(email: string): Promise<string> {
  const res = await call(null, 'POST', '/api/auth/login', { email, password: TEST_PASSWORD, session: 'token' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data.accessToken
}

async function act(who: Viewer, action: string, body: unknown = {}) {
  const res = await call(who, 'POST', `/api/jobs/${job}/candidates/${candidateId}/actions/${action}`, body)
  expect(res.status, `${who} ${action}: ${JSON.stringify(res.body.error ?? '')}`).toBe(200)
  return res.body.data
}

interface Expected {
  recruiter: { primary: string[]; secondary: string[] }
  /** null: the client cannot see the candidate yet (404). */
  client: { primary: string[]; secondary: string[] } | null
  /** null: the job is not on the candidate's dashboard; else the label text. */
  label: string | null
}

/** Everything a step must show, checked from each viewer's side. */
async function checkStep(step: string, expected: Expected) {
  const recruiterView = await call('recruiter', 'GET', `/api/jobs/${job}/candidate/${candidateId}/status`)
  expect(recruiterView.status, step).toBe(200)
  expect(recruiterView.body.data.actions, `${step}: recruiter`).toEqual(expected.recruiter)

  const clientView = await call('client', 'GET', `/api/jobs/${job}/candidate/${candidateId}/status`)
  if (expected.client === null) {
    expect(clientView.status, `${step}: client must not see it`).toBe(404)
  } else {
    expect(clientView.status, step).toBe(200)
    expect(clientView.body.data.actions, `${step}: client`).toEqual(expected.client)
  }

  const dashboard = await call('candidate', 'GET', '/api/candidates/dashboard?action=jobs')
  expect(dashboard.status, step).toBe(200)
  const entry = dashboard.body.data.find((j: Json) => j.job.id === job)
  if (expected.label === null) expect(entry, `${step}: not on the dashboard`).toBeUndefined()
  else expect(entry?.jobLabel?.text, `${step}: dashboard label`).toBe(expected.label)

  // the aggregates answered and stored equal a recount of the stage rows
  const rows = await t.deps.db
    .select({
      stageType: jobCandidatesTable.stageType,
      stageStatus: jobCandidatesTable.stageStatus,
      currentStatus: jobCandidatesTable.currentStatus,
      removedAt: jobCandidatesTable.removedAt,
    })
    .from(jobCandidatesTable)
    .where(eq(jobCandidatesTable.jobId, job))
  const recount = recountAggregates(rows)
  // hidden is a pool, not a funnel step: the answer counts its live rows beside the funnel
  const hidden = rows.filter((r) => r.stageType === 'hidden' && r.removedAt === null).length
  const answered = await call('recruiter', 'GET', `/api/jobs/${job}/aggregates`)
  expect(answered.body.data.aggregates, `${step}: aggregates`).toEqual({
    ...recount,
    provider: { ...recount.provider, hidden: { current: hidden, accepted: 0, rejected: 0, total: hidden } },
    mainStage: mainStageOfAggregates(recount),
  })
  return { recruiterView: recruiterView.body.data, dashboardEntry: entry }
}

beforeAll(async () => {
  t = await createTestApp()
  const org = await createOrganization(t.deps.db, 'Journey Cloud')
  job = await createJob(t.deps.db, org, { name: 'Enterprise Account Executive' })
  const recruiter = await createPerson(t.deps.db, 'recruiter')
  const client = await createPerson(t.deps.db, 'client', org)
  const candidate = await createPerson(t.deps.db, 'candidate')
  candidateId = candidate.candidateId!
  tokens.recruiter = await login(recruiter.email)
  tokens.client = await login(client.email)
  tokens.candidate = await login(candidate.email)
})
afterAll(() => t?.close())

describe('a candidate from matching to hired', () => {
  it('goes through every stage, each viewer seeing exactly its buttons and the candidate its label', async () => {
    // matching: not in the job yet; the candidate cannot act on jobs at all
    expect((await call('recruiter', 'GET', `/api/jobs/${job}/candidate/${candidateId}/status`)).status).toBe(404)
    expect(
      (await call('candidate', 'POST', `/api/jobs/${job}/candidates/${candidateId}/actions/shortlist`, {})).status,
    ).toBe(403)

    // the recruiter pitches the job: a pitched row, in the matching list
    await act('recruiter', 'pitch', { subject: 'A role at Journey Cloud', message: 'Interested?' })
    await checkStep('pitched', {
      recruiter: { primary: ['pitch', 'pitchInMail', 'shortlist', 'submit', 'hide'], secondary: ['delete'] },
      client: { primary: ['shortlist', 'pitchOpportunity', 'hide'], secondary: [] },
      label: null,
    })

    await act('recruiter', 'shortlist')
    await checkStep('shortlist', {
      recruiter: { primary: ['pitch', 'pitchInMail', 'submit', 'hide'], secondary: ['delete'] },
      client: { primary: ['pitchOpportunity', 'hide', 'unShortlist'], secondary: [] },
      label: null,
    })

    await act('recruiter', 'submit', { submittalBlurbHtml: '<p>Closer with a 140% year</p>' })
    await checkStep('submittal, Pending AM Approval', {
      recruiter: {
        primary: ['reject', 'submitToClient'],
        secondary: ['delete', 'pitch', 'pitchInMail', 'submit', 'unsubmit'],
      },
      client: null,
      label: 'Pending Review',
    })

    await act('recruiter', 'submitToClient')
    await checkStep('submittal, AM Submitted', {
      recruiter: {
        primary: ['reject', 'accept', 'scheduleInterview'],
        secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit', 'unsubmit'],
      },
      client: { primary: ['reject', 'accept', 'scheduleInterview'], secondary: ['requestForInfo', 'pushToATS'] },
      label: 'Scheduling 1st Round',
    })

    // the client asks the candidate; the candidate answers by the mailed link
    const asked = await act('client', 'requestForInfo', { notes: 'Can you share your 2024 attainment?' })
    await checkStep('submittal, Pending Candidate Response', {
      recruiter: {
        primary: ['reject', 'scheduleInterview'],
        secondary: ['delete', 'pitch', 'pitchInMail', 'submit', 'unsubmit'],
      },
      client: { primary: ['reject', 'scheduleInterview', 'withdrawOpportunity'], secondary: [] },
      label: 'Interview Request',
    })
    const token = await lastOpportunityToken(t.deps.db, asked.stage.stageId)
    const answer = await call(null, 'POST', `/api/guest/candidate/jit-opportunity/${token}/interested`, {
      notes: '112% of quota',
    })
    expect(answer.status).toBe(200)
    await checkStep('submittal, candidate interested', {
      recruiter: {
        primary: ['reject', 'accept', 'scheduleInterview'],
        secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit'],
      },
      client: { primary: ['reject', 'accept', 'scheduleInterview'], secondary: ['requestForInfo', 'pushToATS'] },
      label: 'Pending Client Approval',
    })

    await act('client', 'accept')
    await checkStep('submittal accepted', {
      recruiter: {
        primary: ['reject', 'scheduleInterview'],
        secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail'],
      },
      client: { primary: ['reject', 'scheduleInterview'], secondary: ['requestForInfo', 'pushToATS'] },
      label: 'Scheduling 1st Round',
    })

    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10)
    await act('client', 'scheduleInterview', {
      interviewDate: inAYear,
      interviewTimezone: 'America/Chicago',
      interviewTitle: 'Hiring manager screen',
    })
    const interviewing = await checkStep('interviewing', {
      recruiter: {
        primary: ['reject', 'scheduleInterview', 'trackOffer'],
        secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit'],
      },
      client: { primary: ['reject', 'scheduleInterview', 'trackOffer'], secondary: ['pushToATS'] },
      label: 'Pending 1st Round',
    })
    expect(interviewing.dashboardEntry).toMatchObject({
      interviewStage: 1,
      isInterviewDatePassed: false,
      stageTypeKey: 'send_out',
    })

    await act('recruiter', 'trackOffer', { salary: 130_000, ote: 260_000, additionalInfoNotes: 'Start in Q3' })
    await checkStep('offer', {
      recruiter: {
        primary: ['reject', 'updateOffer'],
        secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit'],
      },
      client: { primary: ['reject', 'updateOffer', 'moveToHired'], secondary: ['pushToATS'] },
      label: 'Offered',
    })

    const hired = await act('client', 'moveToHired', { joiningDate: inAYear, stockOptions: '5,000 options' })
    expect(hired.aggregates.client.offer).toMatchObject({ accepted: 1, current: 0, total: 1 })
    await checkStep('hired', {
      recruiter: { primary: [], secondary: ['pushToATS', 'delete', 'pitch', 'pitchInMail', 'submit'] },
      client: { primary: [], secondary: ['pushToATS'] },
      label: 'Hired',
    })
  })

  it('left a feed, an audit trail of every stage change, and a last-viewed mark', async () => {
    const feed = await call('candidate', 'GET', '/api/candidates/dashboard?action=feeds&limit=50')
    expect(feed.status).toBe(200)
    expect(feed.body.data.map((f: Json) => f.type)).toEqual(
      expect.arrayContaining(['hired', 'offerTracked', 'interviewScheduled', 'opportunityPitched', 'stageChanged']),
    )
    expect(feed.body.data.every((f: Json) => f.isNew)).toBe(true)
    const viewed = await call('candidate', 'PUT', '/api/candidates/dashboard/lastViewed')
    expect(viewed.status).toBe(200)
    const again = await call('candidate', 'GET', '/api/candidates/dashboard?action=feeds&limit=50')
    expect(again.body.data.some((f: Json) => f.isNew)).toBe(false)
    expect(again.body.meta.lastViewedAt).toBe(viewed.body.data.lastViewedAt)

    const trail = await call('recruiter', 'GET', `/api/candidates/${candidateId}/audit-trail?limit=50`)
    expect(trail.status).toBe(200)
    expect(trail.body.data.map((e: Json) => e.action).reverse()).toEqual([
      'pitch',
      'shortlist',
      'submit',
      'submitToClient',
      'requestForInfo',
      'respondToOpportunity',
      'accept',
      'scheduleInterview',
      'trackOffer',
      'moveToHired',
    ])
    expect((await call('client', 'GET', `/api/candidates/${candidateId}/audit-trail`)).status).toBe(403)
    expect((await call('candidate', 'GET', '/api/candidates/dashboard?action=assignedOwner')).body).toEqual({
      action: 'assignedOwner',
      data: null,
    })
  })
})
