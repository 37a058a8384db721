import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAccountsTable, jobCandidatesTable } from '../../db/schema'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { type CandidateWorld, call, createCandidateWorld, newCandidate, submitToClient } from './test-fixtures'

/**
 * Anti-bias mode as a server setting (issue 37): once a client user's setting is on (their own
 * choice or their organization's default) every answer about candidates is anonymised by the
 * server, whatever the request says; `isAntiBiasMode=false` cannot turn it off.
 */
let w: CandidateWorld
let reviewer: SignedInUser
let candidateId: string
let jobId: string
beforeAll(async () => {
  w = await createCandidateWorld()
  reviewer = await createSignedInUser(w.t, { userType: 'client', organizationId: w.clientOrgId })
  const me = await newCandidate(w.t, { firstName: 'Ottoline', lastName: 'Brackwater' })
  candidateId = me.candidateId
  await call(w.t, me, 'PATCH', `/api/candidates/${candidateId}/profile`, {
    phone: '4155550199',
    aboutMe: 'Ottoline Brackwater, write to otto@brack.test',
    linkedInProfileUrl: 'https://www.linkedin.com/in/ottoline-brackwater',
  })
  await call(w.t, me, 'POST', `/api/candidates/${candidateId}/work-experience`, {
    title: 'Enterprise Account Executive',
    company: { name: 'Initech Test' },
    fromDate: '2020-03',
    isCurrentWorkplace: true,
    description: 'Ottoline opened the west region',
  })
  await call(w.t, me, 'POST', `/api/candidates/${candidateId}/education`, {
    school: 'Brackwater Academy',
    educationYear: 2011,
  })
  jobId = await submitToClient(w.t, candidateId, w.clientOrgId)
  await w.t.deps.db
    .update(jobCandidatesTable)
    .set({ submittalBlurbHtml: '<p>Ottoline Brackwater is a top seller, call 415-555-0199</p>' })
    .where(eq(jobCandidatesTable.candidateId, candidateId))
})
afterAll(() => w.close())

const HIDDEN = ['Ottoline', 'Brackwater', 'otto@brack.test', '4155550199', '555-0199', 'linkedin.com/in/ottoline']
const off = '?isAntiBiasMode=false'

async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
  return String((await extractText(pdf, { mergePages: true })).text)
}

/** Every JSON answer kind a client reads about this candidate, each asking for the mode to be off. */
async function jsonAnswers(who: SignedInUser) {
  return {
    summary: await call(w.t, who, 'GET', `/api/candidates/${candidateId}/profile/summary${off}`),
    workExperience: await call(w.t, who, 'GET', `/api/candidates/${candidateId}/profile/work-experience${off}`),
    education: await call(w.t, who, 'GET', `/api/candidates/${candidateId}/profile/education${off}`),
    portfolio: await call(w.t, who, 'GET', `/api/candidates/${candidateId}/portfolio${off}`),
    pipeline: await call(w.t, who, 'GET', `/api/jobs/${jobId}/candidates?candidateType=jobStage&isAntiBiasMode=false`),
    activeCandidates: await call(w.t, who, 'GET', `/api/jobs/${jobId}/active-candidates${off}`),
    submittalBlurb: await call(
      w.t,
      who,
      'GET',
      `/api/candidates/submittal-blurb?jobId=${jobId}&candidateId=${candidateId}&isAntiBiasMode=false`,
    ),
  }
}

const expectHidden = (label: string, text: string) => {
  for (const hidden of HIDDEN) expect(text, `${hidden} in ${label}: ${text.slice(0, 300)}`).not.toContain(hidden)
}

describe('anti-bias mode as a server setting', () => {
  it('is off by default: the same answers name the candidate', async () => {
    const me = await call(w.t, reviewer, 'GET', '/api/users/me')
    expect(me.body.data.antiBiasMode).toBe(false)
    const answers = await jsonAnswers(reviewer)
    for (const [kind, r] of Object.entries(answers)) {
      expect(r.status, kind).toBe(200)
      // the portfolio is empty: nothing to name there
      if (kind !== 'portfolio') expect(JSON.stringify(r.body), kind).toMatch(/Ottoline|Brackwater/)
    }
  })

  it('a client turns it on; every JSON answer is anonymised though the query asks for it off', async () => {
    const patch = await call(w.t, reviewer, 'PATCH', '/api/users', { antiBiasMode: true })
    expect(patch.status).toBe(200)
    expect(patch.body.data.antiBiasMode).toBe(true)
    // a new sign-in still has it (the box no longer depends on the browser)
    expect((await call(w.t, reviewer, 'GET', '/api/users/me')).body.data.antiBiasMode).toBe(true)

    const answers = await jsonAnswers(reviewer)
    for (const [kind, r] of Object.entries(answers)) {
      expect(r.status, kind).toBe(200)
      expectHidden(kind, JSON.stringify(r.body))
    }
    expect(answers.summary.body.data).toMatchObject({ isAntiBiasMode: true, fullName: 'Anonymous Candidate' })
    expect(answers.pipeline.body.data[0].candidate.fullName).toBe(`Candidate ${candidateId.slice(0, 6)}`)
    expect(answers.activeCandidates.body.data[0]).toMatchObject({ candidateId, firstName: 'Candidate' })
    // the pitch keeps its substance and loses the person
    expect(answers.submittalBlurb.body.data.submittalBlurbHtml).toContain('is a top seller')
    // the evidence stays
    expect(JSON.stringify(answers.workExperience.body)).toContain('Initech Test')
  })

  it('the PDF, the share link and the public page it opens follow the setting', async () => {
    const pdf = await w.t.request(`/api/candidates/${candidateId}/profile/pdf${off}`, { headers: reviewer.headers })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).not.toContain('Brackwater')
    const text = await pdfText(pdf)
    expect(text).toContain('Anonymous Candidate')
    expectHidden('pdf', text)

    const link = await call(w.t, reviewer, 'GET', `/api/candidates/${candidateId}/profile/shareable-url${off}`)
    expect(link.status).toBe(200)
    expect(link.body.data.isAntiBiasMode).toBe(true)
    const page = await call(w.t, null, 'GET', `/api/guest/candidate-profile/${link.body.data.token}`)
    expect(page.status).toBe(200)
    expectHidden('share page', JSON.stringify(page.body))
    const publicPdf = await w.t.request(`/api/guest/candidate-profile/pdf/${link.body.data.token}`)
    expect(publicPdf.status).toBe(200)
    expectHidden('shared pdf', await pdfText(publicPdf))
  })

  it('the query can still turn it on for a user whose setting is off', async () => {
    const colleague = await createSignedInUser(w.t, { userType: 'client', organizationId: w.clientOrgId })
    const r = await call(w.t, colleague, 'GET', `/api/candidates/${candidateId}/profile/summary?isAntiBiasMode=true`)
    expect(r.status).toBe(200)
    expect(r.body.data.fullName).toBe('Anonymous Candidate')
  })

  it("follows the organization's default unless the user chose", async () => {
    await w.t.deps.db.insert(clientAccountsTable).values({ organizationId: w.clientOrgId }).onConflictDoNothing()
    const undecided = await createSignedInUser(w.t, { userType: 'client', organizationId: w.clientOrgId })
    const chooser = await createSignedInUser(w.t, { userType: 'client', organizationId: w.clientOrgId })
    expect((await call(w.t, chooser, 'PATCH', '/api/users', { antiBiasMode: false })).status).toBe(200)

    const put = await call(w.t, w.admin, 'PUT', `/api/client/${w.clientOrgId}`, { antiBiasDefault: true })
    expect(put.status).toBe(200)
    expect(put.body.data.antiBiasDefault).toBe(true)

    const summary = (who: SignedInUser) => call(w.t, who, 'GET', `/api/candidates/${candidateId}/profile/summary${off}`)
    expect((await summary(undecided)).body.data.fullName).toBe('Anonymous Candidate')
    expect((await call(w.t, undecided, 'GET', '/api/users/me')).body.data.antiBiasMode).toBe(true)
    expect((await summary(chooser)).body.data.fullName).toContain('Ottoline')
    // null hands the choice back to the organization
    expect((await call(w.t, chooser, 'PATCH', '/api/users', { antiBiasMode: null })).body.data.antiBiasMode).toBe(true)
    expect((await summary(chooser)).body.data.fullName).toBe('Anonymous Candidate')
    // a client may not change its organization's default
    expect((await call(w.t, undecided, 'PUT', `/api/client/${w.clientOrgId}`, { antiBiasDefault: false })).status).toBe(
      403,
    )
  })

  it('a candidate has no such setting: 422 naming the field', async () => {
    const me = await newCandidate(w.t)
    const r = await call(w.t, me, 'PATCH', '/api/users', { antiBiasMode: true })
    expect(r.status).toBe(422)
    expect(r.body.error.details[0]).toMatchObject({ path: 'antiBiasMode', rule: 'notAllowed' })
  })

  it('anonymous callers get 401 before anything else', async () => {
    expect((await call(w.t, null, 'PATCH', '/api/users', { antiBiasMode: 'yes' })).status).toBe(401)
  })
})
