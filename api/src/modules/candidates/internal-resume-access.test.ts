import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseResumeText } from '@quota/shared/domain/candidates/resume-text'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractDocumentText, TEXT_TIMEOUT_MS } from '../../files/extract-text'
import { sniffType } from '../../files/sniff'
import type { SignedInUser } from '../../testing/auth-helpers'
import { nestedFormsPdf } from '../../testing/crafted-files'
import { expectCrossTenant404, type TenantRoute } from '../../testing/cross-tenant'
import { type CandidateWorld, call, createCandidateWorld, lovByIdentifier, lovIds, newCandidate } from './test-fixtures'

const FIXTURES = fileURLToPath(new URL('../../../../tests/fixtures/resumes/', import.meta.url))
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)))
/** The answer to a resume that cannot be read (or not in time). */
const FAILED_PARSE = {
  state: 'failed',
  message: 'Your resume could not be read. Please fill in your profile.',
  sections: { contact: 'failed', workExperience: 'failed', education: 'failed', skills: 'failed' },
  applied: null,
}

let w: CandidateWorld
beforeAll(async () => {
  w = await createCandidateWorld()
})
afterAll(() => w.close())

describe('internal profile and notes (provider staff only)', () => {
  it('lead status, contact status, owner, last touch; the permanent disqualification rule', async () => {
    const me = await newCandidate(w.t)
    const disqualified = await lovByIdentifier(w.t, 'leadStatus', 'disqualified')
    const permanent = await lovByIdentifier(w.t, 'disqualifiedNotification', 'doNotContact')
    const temporary = await lovByIdentifier(w.t, 'disqualifiedNotification', 'unresponsive')
    const [contact] = await lovIds(w.t, 'contactStatus')
    const r = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      contactStatusId: contact,
      ownerId: w.recruiter.user.id,
      lastTouch: 'now',
    })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      contactStatus: { id: contact },
      owner: { id: w.recruiter.user.id, isOwnerActive: true },
      elapsedDays: 0,
      isPermanentlyDisqualified: false,
    })

    const needsReason = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      leadStatusId: disqualified,
    })
    expect(needsReason.status).toBe(422)
    const temp = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      leadStatusId: disqualified,
      disqualificationReasonId: temporary,
    })
    expect(temp.body.data).toMatchObject({ isPermanentlyDisqualified: false, doNotContact: false })
    const perm = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      disqualificationReasonId: permanent,
    })
    expect(perm.body.data).toMatchObject({
      isPermanentlyDisqualified: true,
      doNotContact: true,
      disqualificationReason: { id: permanent },
    })
    expect(
      (
        await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
          doNotContact: false,
        })
      ).status,
    ).toBe(422)
    const status = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/internal-profile/status`)
    expect(status.body.data).toMatchObject({ leadStatus: { id: disqualified }, isPermanentlyDisqualified: true })
    const back = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      leadStatusId: await lovByIdentifier(w.t, 'leadStatus', 'accepted'),
    })
    expect(back.body.data).toMatchObject({ isPermanentlyDisqualified: false, disqualificationReason: null })
    const trail = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/audit-trail`)
    expect(trail.status).toBe(200)
    expect(JSON.stringify(trail.body)).toContain('isPermanentlyDisqualified')

    expect((await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/internal-profile`)).status).toBe(403)
    expect(
      (await call(w.t, me, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, { doNotContact: true }))
        .status,
    ).toBe(403)
    expect((await call(w.t, w.client, 'GET', `/api/candidates/${me.candidateId}/internal-profile/notes`)).status).toBe(
      403,
    )
    const badOwner = await call(w.t, w.recruiter, 'PATCH', `/api/candidates/${me.candidateId}/internal-profile`, {
      ownerId: me.user.id,
    })
    expect(badOwner.status).toBe(422)
  })

  it('notes: sanitized HTML, 10,000 / 50,000 limits, type filter, edits audited', async () => {
    const me = await newCandidate(w.t)
    const html = await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, {
      type: 'call',
      bodyHTML: '<p>Great <b>call</b><script>steal()</script><img src=x onerror=alert(1)></p>',
    })
    expect(html.status).toBe(201)
    expect(html.body.data).toMatchObject({
      type: 'call',
      body: 'Great call<script>steal()</script>',
      bodyHTML: '<p>Great <b>call</b>&lt;script&gt;steal()&lt;/script&gt;</p>',
      author: { id: w.recruiter.user.id },
    })
    await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, { body: 'plain' })
    expect(
      (
        await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, {
          body: 'x'.repeat(10_001),
        })
      ).body.error.details[0],
    ).toMatchObject({ path: 'body', rule: 'maxLength' })
    expect(
      (
        await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, {
          bodyHTML: 'x'.repeat(50_001),
        })
      ).body.error.details[0],
    ).toMatchObject({ path: 'bodyHTML', rule: 'maxLength' })
    expect(
      (
        await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, {
          body: '   ',
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await call(w.t, w.recruiter, 'POST', `/api/candidates/${me.candidateId}/internal-profile/notes`, {
          body: 'x',
          type: 'gossip',
        })
      ).status,
    ).toBe(422)
    const calls = await call(
      w.t,
      w.recruiter,
      'GET',
      `/api/candidates/${me.candidateId}/internal-profile/notes?type=call`,
    )
    expect(calls.body.meta.total).toBe(1)
    const all = await call(w.t, w.recruiter, 'GET', `/api/candidates/${me.candidateId}/internal-profile/notes`)
    expect(all.body.meta.total).toBe(2)
    const edited = await call(
      w.t,
      w.recruiter,
      'PUT',
      `/api/candidates/${me.candidateId}/internal-profile/notes/${html.body.data.id}`,
      { body: 'Edited' },
    )
    expect(edited.body.data.body).toBe('Edited')
    const trail = await call(
      w.t,
      w.recruiter,
      'GET',
      `/api/candidates/${me.candidateId}/${html.body.data.id}/audit-trail`,
    )
    expect(trail.body.data[0]).toMatchObject({
      field: 'body',
      before: 'Great call<script>steal()</script>',
      after: 'Edited',
      actor: { id: w.recruiter.user.id },
    })
  })
})

describe('resume parsing', () => {
  const parse = async (name: string) => {
    const bytes = fixture(name)
    const type = await sniffType(bytes.subarray(0, 65536))
    return parseResumeText(await extractDocumentText(bytes, type!.mime))
  }

  it('a classic one-column PDF', async () => {
    const r = await parse('jordan-rivera-classic.pdf')
    expect(r.sections).toEqual({ contact: 'ok', workExperience: 'ok', education: 'ok', skills: 'ok' })
    expect(r.contact).toEqual({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'jordan.rivera@example.com',
      phone: '+14155550142',
      linkedInProfileUrl: 'https://www.linkedin.com/in/jordan-rivera-sales',
    })
    expect(r.workExperiences).toEqual([
      {
        title: 'Senior Account Executive',
        company: 'Acme Cloud',
        fromDate: '2021-01',
        toDate: null,
        isCurrentWorkplace: true,
      },
      {
        title: 'Account Executive',
        company: 'Globex Data',
        fromDate: '2018-03',
        toDate: '2020-12',
        isCurrentWorkplace: false,
      },
    ])
    expect(r.educations).toEqual([
      {
        school: 'University of California, Berkeley',
        degree: 'Bachelor of Arts',
        fieldOfStudy: 'Economics',
        educationYear: 2016,
      },
    ])
    expect(r.skills).toEqual(['Salesforce', 'MEDDIC', 'Outbound Prospecting', 'Negotiation', 'HubSpot'])
  })

  it('a two-column PDF with pipe-separated roles and a wrapped LinkedIn URL', async () => {
    const r = await parse('priya-natarajan-two-column.pdf')
    expect(r.contact).toMatchObject({
      firstName: 'Priya',
      lastName: 'Natarajan',
      phone: '+16175550199',
      linkedInProfileUrl: 'https://www.linkedin.com/in/priyanatarajan',
    })
    expect(r.workExperiences.map((e) => [e.title, e.company, e.fromDate, e.toDate])).toEqual([
      ['Sales Development Representative', 'Initech', '2019-06', '2021-08'],
      ['Senior SDR', 'Soylent Corp', '2021-09', null],
    ])
    expect(r.educations[0]).toMatchObject({
      school: 'Boston University',
      degree: 'B.S.',
      fieldOfStudy: 'Marketing',
      educationYear: 2019,
    })
    expect(r.skills).toContain('LinkedIn Sales Navigator')
  })

  it('a DOCX with "Title at Company (dates)" lines', async () => {
    const r = await parse('marcus-chen-work-history.docx')
    expect(r.contact).toMatchObject({
      firstName: 'Marcus',
      lastName: 'Chen',
      email: 'marcus.chen@example.net',
      phone: '+13125550177',
      linkedInProfileUrl: 'https://www.linkedin.com/in/marcuschen',
    })
    expect(r.workExperiences.map((e) => [e.title, e.company, e.fromDate, e.isCurrentWorkplace])).toEqual([
      ['Regional Sales Manager', 'Umbrella Corp', '2017-02', true],
      ['Enterprise Account Executive', 'Hooli', '2013-01', false],
    ])
    expect(r.educations.map((e) => [e.school, e.degree, e.educationYear])).toEqual([
      ['Northwestern University', 'MBA', 2012],
      ['University of Illinois Urbana-Champaign', 'Bachelor of Science', 2008],
    ])
    expect(r.skills).toEqual(['Team Leadership', 'Forecasting', 'Challenger Sale', 'Salesforce'])
  })

  it('a minimal DOCX parses partially, section by section', async () => {
    const r = await parse('alex-kim-minimal.docx')
    expect(r.sections).toEqual({ contact: 'ok', workExperience: 'empty', education: 'empty', skills: 'ok' })
    expect(r.contact.email).toBe('alex.kim@example.com')
    expect(r.skills).toEqual(['Account Management', 'Renewals', 'Gainsight'])
  })

  it('a legacy Word .doc (Word 97 binary) with its contact line in the page header', async () => {
    const bytes = fixture('dana-whitfield-legacy-word.doc')
    expect((await sniffType(bytes.subarray(0, 65536)))?.mime).toBe('application/msword')
    const r = await parse('dana-whitfield-legacy-word.doc')
    expect(r.sections).toEqual({ contact: 'ok', workExperience: 'ok', education: 'ok', skills: 'ok' })
    expect(r.contact).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '+17205550163',
      linkedInProfileUrl: 'https://www.linkedin.com/in/dana-whitfield',
    })
    expect(r.workExperiences).toEqual([
      {
        title: 'Vice President of Sales',
        company: 'Wayne Enterprises',
        fromDate: '2019-04',
        toDate: null,
        isCurrentWorkplace: true,
      },
      {
        title: 'Sales Director',
        company: 'Stark Industries',
        fromDate: '2014-09',
        toDate: '2019-03',
        isCurrentWorkplace: false,
      },
    ])
    expect(r.educations).toEqual([
      { school: 'McGill University', degree: 'Bachelor of Commerce', fieldOfStudy: 'Marketing', educationYear: 2010 },
    ])
    expect(r.skills).toEqual(['Sales Leadership', 'Pipeline Management', 'Clari', 'Salesforce', 'Value Selling'])
  })

  it('unreadable text fails every section', () => {
    expect(parseResumeText('').sections).toEqual({
      contact: 'failed',
      workExperience: 'failed',
      education: 'failed',
      skills: 'failed',
    })
  })

  it('POST candidates/process-resume parses the uploaded resume and fills the profile without duplicates', async () => {
    const me = await newCandidate(w.t)
    const up = (await call(w.t, me, 'GET', '/api/media-content/presigned-url?type=resume&fileName=jordan.pdf')).body
      .data
    expect(
      (await w.t.request(up.uploadUrl, { method: 'PUT', body: fixture('jordan-rivera-classic.pdf') })).status,
    ).toBe(200)
    const r = await call(w.t, me, 'POST', '/api/candidates/process-resume', { apply: true })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({ state: 'complete', message: null, mediaId: up.mediaId })
    expect(r.body.data.applied).toMatchObject({ workExperiences: 2, educations: 1 })
    expect(r.body.data.applied.profileFields).toEqual(expect.arrayContaining(['phone', 'linkedInProfileUrl']))
    expect(r.body.data.skills.find((s: any) => s.name === 'Salesforce').id).not.toBeNull()
    const again = await call(w.t, me, 'POST', '/api/candidates/process-resume', { apply: true })
    expect(again.body.data.applied).toMatchObject({ workExperiences: 0, educations: 0, skills: 0 })
    const experience = await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/work-experience`)
    expect(experience.body.data.items.map((e: any) => e.title)).toEqual([
      'Senior Account Executive',
      'Account Executive',
    ])
    expect(experience.body.data.items[0]).toMatchObject({
      fromDate: '2021-01-01',
      toDate: null,
      isCurrentWorkplace: true,
    })

    const partial = await newCandidate(w.t)
    const up2 = (await call(w.t, partial, 'GET', '/api/media-content/presigned-url?type=resume&fileName=alex.docx'))
      .body.data
    await w.t.request(up2.uploadUrl, { method: 'PUT', body: fixture('alex-kim-minimal.docx') })
    const p = await call(w.t, partial, 'POST', '/api/candidates/process-resume', {})
    expect(p.body.data).toMatchObject({
      state: 'partial',
      message: 'Your resume was parsed, but some sections could not be read. Please check them.',
      applied: null,
    })
    expect((await call(w.t, await newCandidate(w.t), 'POST', '/api/candidates/process-resume', {})).status).toBe(422)
  })

  it('POST candidates/process-resume reads a legacy .doc; a corrupt one fails to parse with a message, not a 500', async () => {
    const me = await newCandidate(w.t)
    const up = (await call(w.t, me, 'GET', '/api/media-content/presigned-url?type=resume&fileName=dana.doc')).body.data
    const put = await w.t.request(up.uploadUrl, { method: 'PUT', body: fixture('dana-whitfield-legacy-word.doc') })
    expect(put.status).toBe(200)
    expect(((await put.json()) as { data: { mimeType: string } }).data.mimeType).toBe('application/msword')
    const r = await call(w.t, me, 'POST', '/api/candidates/process-resume', { apply: true })
    expect(r.status).toBe(200)
    expect(r.body.data).toMatchObject({
      state: 'complete',
      message: null,
      mediaId: up.mediaId,
      contact: { firstName: 'Dana', lastName: 'Whitfield', phone: '+17205550163' },
      applied: { workExperiences: 2, educations: 1 },
    })
    expect(r.body.data.applied.profileFields).toEqual(expect.arrayContaining(['phone', 'linkedInProfileUrl']))
    expect(r.body.data.skills).toContainEqual({ name: 'Salesforce', id: expect.any(String) })
    const experience = await call(w.t, me, 'GET', `/api/candidates/${me.candidateId}/profile/work-experience`)
    type Experience = { title: string; fromDate: string; toDate: string | null }
    expect(experience.body.data.items.map((e: Experience) => [e.title, e.fromDate, e.toDate])).toEqual([
      ['Vice President of Sales', '2019-04-01', null],
      ['Sales Director', '2014-09-01', '2019-03-01'],
    ])

    // the OLE signature, then junk: accepted as a .doc on upload, unreadable when parsed
    const corrupt = new Uint8Array(16 * 1024)
    for (let i = 0; i < corrupt.length; i++) corrupt[i] = (i * 7919 + 13) % 251
    corrupt.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    const broken = await newCandidate(w.t)
    const up2 = (await call(w.t, broken, 'GET', '/api/media-content/presigned-url?type=resume&fileName=old.doc')).body
      .data
    expect((await w.t.request(up2.uploadUrl, { method: 'PUT', body: corrupt })).status).toBe(200)
    const f = await call(w.t, broken, 'POST', '/api/candidates/process-resume', { apply: true })
    expect(f.status).toBe(200)
    expect(f.body.data).toMatchObject(FAILED_PARSE)
  })

  it('a crafted PDF that would keep the reader busy for days: failed after the time limit, the server answering meanwhile', async () => {
    const me = await newCandidate(w.t)
    const up = (await call(w.t, me, 'GET', '/api/media-content/presigned-url?type=resume&fileName=deep.pdf')).body.data
    expect((await w.t.request(up.uploadUrl, { method: 'PUT', body: nestedFormsPdf(8, 10) })).status).toBe(200)
    const started = performance.now()
    const parsing = call(w.t, me, 'POST', '/api/candidates/process-resume', { apply: true })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const health = await w.t.request('/health')
    expect(health.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(TEXT_TIMEOUT_MS / 2)
    const f = await parsing
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEXT_TIMEOUT_MS)
    expect(f.status).toBe(200)
    expect(f.body.data).toMatchObject(FAILED_PARSE)
  }, 30_000)
})

describe('tenancy: every candidate route answers 404 to those who may not see the candidate', () => {
  it('another candidate and a client the candidate was not submitted to get 404 everywhere', async () => {
    const owner = await newCandidate(w.t)
    const intruders: SignedInUser[] = [await newCandidate(w.t), w.otherClient]
    const skill = (await lovIds(w.t, 'skill'))[0]!
    const fresh = async () => (await newCandidate(w.t)).candidateId
    // each route gets a fresh candidate; the owner is that candidate's own session
    const owners = new Map<string, SignedInUser>()
    const mk = async () => {
      const c = await newCandidate(w.t)
      owners.set(c.candidateId, c)
      return c.candidateId
    }
    const withChild = (make: (c: SignedInUser & { candidateId: string }) => Promise<string>) => async () => {
      const c = await newCandidate(w.t)
      owners.set(c.candidateId, c)
      return `${c.candidateId}|${await make(c)}`
    }
    const split = (id: string) => id.split('|') as [string, string]
    const exp = withChild(
      async (c) =>
        (
          await call(w.t, c, 'POST', `/api/candidates/${c.candidateId}/work-experience`, {
            title: 'AE',
            company: { name: 'X Co' },
            isCurrentWorkplace: true,
          })
        ).body.data.id,
    )
    const edu = withChild(
      async (c) =>
        (await call(w.t, c, 'POST', `/api/candidates/${c.candidateId}/education`, { school: 'A University' })).body.data
          .id,
    )
    const item = withChild(
      async (c) =>
        (
          await call(w.t, c, 'POST', `/api/candidates/${c.candidateId}/portfolio`, {
            type: 'link',
            url: 'https://x.example/a',
            title: 'A',
          })
        ).body.data.id,
    )
    const media = withChild(
      async (c) =>
        (await call(w.t, c, 'GET', '/api/media-content/presigned-url?type=resume&fileName=a.pdf')).body.data.mediaId,
    )
    const routes: TenantRoute[] = [
      {
        name: 'GET summary',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile/summary` }),
      },
      {
        name: 'GET work-experience',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile/work-experience` }),
      },
      {
        name: 'GET education',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile/education` }),
      },
      {
        name: 'GET skills',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile/skills` }),
      },
      {
        name: 'GET portfolio',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/portfolio` }),
      },
      { name: 'GET salary', create: mk, request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/salary` }) },
      {
        name: 'GET completion',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile-completion-percentage` }),
      },
      {
        name: 'GET demographics',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/demographics` }),
      },
      {
        name: 'GET shareable-url',
        create: mk,
        request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile/shareable-url` }),
      },
      { name: 'GET pdf', create: mk, request: (id) => ({ method: 'GET', path: `/api/candidates/${id}/profile/pdf` }) },
      {
        name: 'PATCH profile',
        create: mk,
        request: (id) => ({ method: 'PATCH', path: `/api/candidates/${id}/profile`, json: { aboutMe: 'hi' } }),
      },
      {
        name: 'PATCH demographics',
        create: mk,
        request: (id) => ({ method: 'PATCH', path: `/api/candidates/${id}/demographics`, json: { raceIds: [] } }),
      },
      {
        name: 'POST work-experience',
        create: mk,
        request: (id) => ({
          method: 'POST',
          path: `/api/candidates/${id}/work-experience`,
          json: { title: 'AE', company: { name: 'Y' } },
        }),
        ownerStatus: 201,
      },
      {
        name: 'PUT work-experience',
        create: exp,
        request: (id) => ({
          method: 'PUT',
          path: `/api/candidates/${split(id)[0]}/work-experience/${split(id)[1]}`,
          json: { title: 'AE2', company: { name: 'Y' } },
        }),
      },
      {
        name: 'DELETE work-experience',
        create: exp,
        request: (id) => ({
          method: 'DELETE',
          path: `/api/candidates/${split(id)[0]}/work-experience/${split(id)[1]}`,
        }),
      },
      {
        name: 'POST education',
        create: mk,
        request: (id) => ({ method: 'POST', path: `/api/candidates/${id}/education`, json: { school: 'B College' } }),
        ownerStatus: 201,
      },
      {
        name: 'PUT education',
        create: edu,
        request: (id) => ({
          method: 'PUT',
          path: `/api/candidates/${split(id)[0]}/education/${split(id)[1]}`,
          json: { school: 'C College' },
        }),
      },
      {
        name: 'DELETE education',
        create: edu,
        request: (id) => ({ method: 'DELETE', path: `/api/candidates/${split(id)[0]}/education/${split(id)[1]}` }),
      },
      {
        name: 'POST skills',
        create: mk,
        request: (id) => ({ method: 'POST', path: `/api/candidates/${id}/skills`, json: { skillIds: [skill] } }),
      },
      {
        name: 'POST portfolio',
        create: mk,
        request: (id) => ({
          method: 'POST',
          path: `/api/candidates/${id}/portfolio`,
          json: { type: 'link', url: 'https://x.example', title: 'T' },
        }),
        ownerStatus: 201,
      },
      {
        name: 'PATCH portfolio',
        create: item,
        request: (id) => ({
          method: 'PATCH',
          path: `/api/candidates/${split(id)[0]}/portfolio/${split(id)[1]}`,
          json: { title: 'New' },
        }),
      },
      {
        name: 'DELETE portfolio',
        create: item,
        request: (id) => ({ method: 'DELETE', path: `/api/candidates/${split(id)[0]}/portfolio/${split(id)[1]}` }),
      },
      {
        name: 'PUT portfolio order',
        create: item,
        request: (id) => ({
          method: 'PUT',
          path: `/api/candidates/${split(id)[0]}/portfolio/order`,
          json: { ids: [split(id)[1]] },
        }),
      },
      {
        name: 'PATCH re-inbound',
        create: mk,
        request: (id) => ({ method: 'PATCH', path: `/api/candidates/${id}/re-inbound-request`, json: { notes: 'x' } }),
      },
      {
        name: 'GET media stream',
        create: media,
        request: (id) => ({ method: 'GET', path: `/api/media-content/${split(id)[1]}/stream` }),
        ownerStatus: 404,
      },
      {
        name: 'DELETE media',
        create: media,
        request: (id) => ({ method: 'DELETE', path: `/api/media-content/${split(id)[1]}` }),
      },
      {
        name: 'presigned-url for another candidate',
        create: mk,
        request: (id) => ({
          method: 'GET',
          path: `/api/media-content/presigned-url?type=resume&fileName=a.pdf&candidateId=${id}`,
        }),
      },
    ]
    // the owner of each record is that record's candidate; run each route with its own owner
    for (const route of routes) {
      const createOnce = route.create
      let lastOwner: SignedInUser = owner
      await expectCrossTenant404(w.t, {
        owner: new Proxy(owner, {
          get: (target, prop) =>
            prop === 'headers' ? lastOwner.headers : prop === 'user' ? lastOwner.user : (target as any)[prop],
        }),
        intruders,
        routes: [
          {
            ...route,
            create: async (o) => {
              const id = await createOnce(o)
              lastOwner = owners.get(split(id)[0]) ?? o
              return id
            },
          },
        ],
      })
    }
    expect(fresh).toBeDefined()
  })
})
