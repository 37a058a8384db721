/**
 * One identity per person (issue 31 item 1), through HTTP at every entry point: the same person
 * arriving differently (profile URL variants, e-mail case, +tag and Gmail dots, phone formats,
 * name with company) is one record; a second e-mail is kept and flagged, never merged silently;
 * a similar name is a possible duplicate the recruiter decides on.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidateDuplicateReviewsTable, candidateIdentityKeysTable, candidatesTable } from '../../../db/schema'
import { createSignedInUser, type SignedInUser } from '../../../testing/auth-helpers'
import { filledFormToken } from '../../../testing/form-tokens'
import { createTestApp, type TestApp } from '../../../testing/test-app'

const SITE = 'https://careers.acme.test'
let t: TestApp
let recruiter: SignedInUser
let applyKey: string
let applyKeyId: string

beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_LIMIT_PER_KEY: '1000', INBOUND_LIMIT_PER_ADDRESS: '1000' } })
  recruiter = await createSignedInUser(t, { roleKeys: ['internal-recruiter'] })
  const admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
  const res = await t.request('/api/access-keys', {
    method: 'POST',
    json: { name: 'Widget apply', scopes: ['apply'], allowedOrigins: [SITE] },
    headers: admin.headers,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  ;({ key: applyKey, id: applyKeyId } = (await res.json()).data)
}, 400_000)
afterAll(() => t.close())

const add = async (body: Record<string, unknown>) => {
  const res = await t.request('/api/extension/candidates', { method: 'POST', headers: recruiter.headers, json: body })
  return { status: res.status, body: await res.json() }
}
const apply = async (body: Record<string, unknown>) => {
  const res = await t.request('/api/inbound/apply', {
    method: 'POST',
    headers: { origin: SITE, 'x-access-key': applyKey },
    // a form a person filled on the site: its signed token (issue 30), past the minimum fill time
    json: { privacyPolicyAccepted: true, formToken: filledFormToken(t, 'apply', applyKeyId, SITE), ...body },
  })
  return { status: res.status, body: await res.json() }
}
const countNamed = async (firstName: string) =>
  (
    await t.deps.db
      .select({ id: candidatesTable.id })
      .from(candidatesTable)
      .where(eq(candidatesTable.firstName, firstName))
  ).length
const reviewsOf = (candidateId: string) =>
  t.deps.db
    .select()
    .from(candidateDuplicateReviewsTable)
    .where(eq(candidateDuplicateReviewsTable.candidateId, candidateId))

describe('extension add', () => {
  it('refuses the same person by URL variant or any spelling of the e-mail, naming the key', async () => {
    const first = await add({
      profileUrl: 'https://www.linkedin.com/in/jordan-lee-31',
      firstName: 'Jordan',
      lastName: 'Lee',
      currentCompany: 'Acme Cloud',
      email: 'Jordan.Lee31@gmail.com',
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const id = first.body.data.candidate.id

    const byUrl = await add({
      profileUrl: 'https://uk.linkedin.com/in/JORDAN-LEE-31/?trk=feed',
      firstName: 'J',
      lastName: 'L',
    })
    expect(byUrl.status).toBe(409)
    expect(byUrl.body.error).toMatchObject({ code: 'ALREADY_EXISTS', meta: { candidateId: id } })
    expect(byUrl.body.error.details[0]).toMatchObject({ path: 'profileUrl', rule: 'linkedInTaken' })

    const byEmail = await add({
      profileUrl: 'https://www.linkedin.com/in/someone-else-31',
      firstName: 'Someone',
      lastName: 'Else',
      email: 'jordanlee31+jobs@googlemail.com',
    })
    expect(byEmail.status).toBe(409)
    expect(byEmail.body.error).toMatchObject({ code: 'ALREADY_EXISTS', meta: { candidateId: id } })
    expect(byEmail.body.error.details[0]).toMatchObject({ path: 'email', rule: 'emailTaken' })
    expect(await countNamed('Someone')).toBe(0)
  })

  it('answers a similar name at the same company as a possible duplicate, and adds it when asked', async () => {
    const first = await add({
      profileUrl: 'https://www.linkedin.com/in/danielle-singh-31',
      firstName: 'Danielle',
      lastName: 'Singh',
      currentTitle: 'AE',
      currentCompany: 'Globex Data',
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const existing = first.body.data.candidate.id

    const body = {
      profileUrl: 'https://www.linkedin.com/in/dani-singh-31b',
      firstName: 'Danielle',
      lastName: 'Singh',
      currentCompany: 'Globex Data, Inc.',
    }
    const asked = await add(body)
    expect(asked.status, JSON.stringify(asked.body)).toBe(409)
    expect(asked.body.error).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'createAnyway', rule: 'possibleDuplicate' }],
    })
    expect(asked.body.error.meta.possibleDuplicates).toEqual([
      expect.objectContaining({
        candidateId: existing,
        firstName: 'Danielle',
        lastName: 'Singh',
        companies: ['Globex Data'],
        reason: 'nameAndCompany',
        why: 'Same name and company',
      }),
    ])
    expect(await countNamed('Danielle')).toBe(1)

    // another company: no question
    const elsewhere = await add({
      ...body,
      profileUrl: 'https://www.linkedin.com/in/dani-singh-31c',
      currentCompany: 'Initech',
    })
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(200)

    const anyway = await add({ ...body, createAnyway: true })
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(200)
    const created = anyway.body.data.candidate.id
    expect(await countNamed('Danielle')).toBe(3)
    expect(await reviewsOf(created)).toEqual([
      expect.objectContaining({ otherCandidateId: existing, reason: 'possibleDuplicate', state: 'open' }),
    ])
  })

  it('two parallel adds of the same person make one record', async () => {
    const body = {
      profileUrl: 'https://www.linkedin.com/in/parallel-pat-31',
      firstName: 'Parallel',
      lastName: 'Pat',
      email: 'pat.parallel@example.com',
    }
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(body)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'ALREADY_EXISTS')).toBe(true)
    expect(await countNamed('Parallel')).toBe(1)
  })

  it('refuses NUL in fields with a 4xx and writes nothing', async () => {
    const res = await add({
      profileUrl: 'https://www.linkedin.com/in/nul-31',
      firstName: 'Nul',
      lastName: 'Nul\u0000X',
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await countNamed('Nul')).toBe(0)
  })
})

describe('widget apply', () => {
  it('matches the prospect by e-mail case and +tag, and by phone format; fills the empty fields', async () => {
    const prospect = await add({
      profileUrl: 'https://www.linkedin.com/in/casey-apply-31',
      firstName: 'Casey',
      lastName: 'Apply',
      email: 'casey.apply@example.com',
    })
    expect(prospect.status).toBe(200)
    const id = prospect.body.data.candidate.id

    const byEmail = await apply({
      firstName: 'Casey',
      lastName: 'Apply',
      email: 'Casey.Apply+Careers@Example.com',
      phone: '(415) 555-0177',
    })
    expect(byEmail.status, JSON.stringify(byEmail.body)).toBe(200)
    expect(byEmail.body.data).toMatchObject({ candidateId: id, outcome: 'matched' })
    const [row] = await t.deps.db.select().from(candidatesTable).where(eq(candidatesTable.id, id))
    expect(row).toMatchObject({ email: 'casey.apply@example.com', phone: '+14155550177' })

    const byPhone = await apply({
      firstName: 'Casey',
      lastName: 'Apply',
      email: 'casey.apply@example.com',
      phone: '+1 415.555.0177',
    })
    expect(byPhone.body.data).toMatchObject({ candidateId: id, outcome: 'matched' })
    expect(await countNamed('Casey')).toBe(1)
    expect(await reviewsOf(id)).toEqual([])
  })

  it('an application with someone else’s profile URL keeps the applicant’s e-mail as an alternate, flagged', async () => {
    const owner = await add({
      profileUrl: 'https://www.linkedin.com/in/robin-owner-31',
      firstName: 'Robin',
      lastName: 'Owner',
      email: 'robin.owner@example.com',
    })
    const id = owner.body.data.candidate.id
    const res = await apply({
      firstName: 'Alex',
      lastName: 'Other',
      email: 'alex.other@example.com',
      linkedInProfileUrl: 'https://www.linkedin.com/in/Robin-Owner-31/',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ candidateId: id, outcome: 'matched' })
    const [row] = await t.deps.db.select().from(candidatesTable).where(eq(candidatesTable.id, id))
    expect(row!.email).toBe('robin.owner@example.com')
    const keys = await t.deps.db
      .select()
      .from(candidateIdentityKeysTable)
      .where(and(eq(candidateIdentityKeysTable.candidateId, id), eq(candidateIdentityKeysTable.kind, 'email')))
    expect(keys.map((k) => k.raw).sort()).toEqual(['alex.other@example.com', 'robin.owner@example.com'])
    expect(await reviewsOf(id)).toEqual([
      expect.objectContaining({
        reason: 'alternateEmail',
        otherCandidateId: null,
        detail: expect.objectContaining({ email: 'alex.other@example.com', matchedBy: ['profileUrl'] }),
      }),
    ])
  })

  it('twenty parallel applications of a new person make one record', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apply({
          firstName: 'Twenty',
          lastName: 'Times',
          email: i % 2 ? 'twenty.times@gmail.com' : 'Twenty.Times+x@gmail.com',
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((a) => a.body.data.candidateId)).size).toBe(1)
    expect(await countNamed('Twenty')).toBe(1)
  })
})

describe('sign-up', () => {
  it('claims the prospect whose e-mail is the same mailbox, instead of making a second record', async () => {
    const prospect = await add({
      profileUrl: 'https://www.linkedin.com/in/sam-prospect-31',
      firstName: 'Sam',
      lastName: 'Prospect',
      email: 'sam.prospect31@gmail.com',
    })
    const id = prospect.body.data.candidate.id
    const res = await t.request('/api/auth/signup', {
      method: 'POST',
      json: {
        userType: 'candidate',
        firstName: 'Sam',
        lastName: 'Prospect',
        email: 'SamProspect31+quota@gmail.com',
        password: 'correct horse',
        phone: '(212) 555-0131',
        acceptedTerms: true,
      },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await countNamed('Sam')).toBe(1)
    const [row] = await t.deps.db.select().from(candidatesTable).where(eq(candidatesTable.id, id))
    expect(row!.userId).not.toBeNull()
    const keys = await t.deps.db
      .select({ raw: candidateIdentityKeysTable.raw })
      .from(candidateIdentityKeysTable)
      .where(and(eq(candidateIdentityKeysTable.candidateId, id), eq(candidateIdentityKeysTable.kind, 'email')))
    expect(keys.map((k) => k.raw)).toEqual(['sam.prospect31@gmail.com'])
  })
})
