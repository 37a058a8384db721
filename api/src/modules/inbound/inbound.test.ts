/**
 * The public inbound API through the app: who may call (key scope, key origin, revoked key, our
 * own origin), what a bad form answers, the bot checks, rate limits, idempotent retries, and
 * what an application and a hire request change (candidate as New Inbound without duplicates,
 * the resume parsed into the profile, the sales mail, the client's inbound-hiring flag).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MIN_FILL_MS } from '@quota/shared/domain/inbound/index'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  candidateInternalProfilesTable,
  candidateNotesTable,
  candidatesTable,
  citiesTable,
  inboundSubmissionsTable,
  listOfValuesTable,
  outboxEventsTable,
  usersTable,
  usStatesTable,
  workExperiencesTable,
} from '../../db/schema'
import { createSignedInUser, createTestUser, type SignedInUser } from '../../testing/auth-helpers'
import { filledFormToken } from '../../testing/form-tokens'
import { createTestApp, type TestApp } from '../../testing/test-app'

const FIXTURES = fileURLToPath(new URL('../../../../tests/fixtures/resumes/', import.meta.url))
const SITE = 'https://careers.acme.test'

let t: TestApp
let admin: SignedInUser
beforeAll(async () => {
  // a small per-key limit so one test can exhaust it; each other test uses its own key
  t = await createTestApp({ env: { INBOUND_LIMIT_PER_KEY: '4', INBOUND_LIMIT_PER_ADDRESS: '1000' } })
  admin = await createSignedInUser(t, { roleKeys: ['administrator'] })
}, 240_000)
afterAll(() => t.close())

/** The id of each key the tests created, to sign its form tokens. */
const keyIds = new Map<string, string>()
async function newKey(scopes: string[], allowedOrigins: string[] = [SITE]) {
  const res = await t.request('/api/access-keys', {
    method: 'POST',
    json: { name: `Widget ${scopes.join('+')}`, scopes, allowedOrigins },
    headers: admin.headers,
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const created = (await res.json()).data as { id: string; key: string }
  keyIds.set(created.key, created.id)
  return created
}

const FORM_OF_PATH: Record<string, 'apply' | 'hire' | 'salesPing'> = {
  '/api/inbound/apply': 'apply',
  '/api/inbound/hire': 'hire',
  '/api/inbound/compensation-engine/ping-sales-team': 'salesPing',
}

/** A filled form's token for this key (by its id) and site (api/src/testing/form-tokens.ts). */
const filledToken = (path: string, key: string | null, origin: string, ageMs = 10_000) =>
  filledFormToken(t, FORM_OF_PATH[path]!, key ? (keyIds.get(key) ?? null) : null, origin, ageMs)

let seq = 0
const applyBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Inbound',
  email: `dana.inbound.${++seq}@example.com`,
  // a phone of its own: the phone is an identity key (issue 31), a shared one would match
  phone: `(415) 555-${String(1000 + seq).slice(-4)}`,
  linkedInProfileUrl: `https://www.linkedin.com/in/dana-inbound-${seq}`,
  desiredBaseSalary: 90_000,
  desiredOTE: 180_000,
  privacyPolicyAccepted: true,
  ...over,
})

/** A submit from the widget: a filled form's token is added unless the body says `formToken` itself. */
const post = (path: string, json: unknown, key: string | null, headers: Record<string, string> = {}) => {
  const origin = headers.origin ?? SITE
  const withToken =
    FORM_OF_PATH[path] && json && typeof json === 'object' && !('formToken' in json)
      ? { ...json, formToken: filledToken(path, key, origin) }
      : json
  return t.request(path, {
    method: 'POST',
    json: withToken,
    headers: { origin, ...(key ? { 'x-access-key': key } : {}), ...headers },
  })
}

const rulesOf = async (res: Response) =>
  ((await res.json()).error.details as { path: string; rule: string }[]).map((d) => `${d.path}:${d.rule}`)

describe('who may call the inbound API', () => {
  it('refuses no key, an unknown or revoked key (401), another scope or another site (403)', async () => {
    const apply = await newKey(['apply'])
    const read = await newKey(['read'])
    expect((await post('/api/inbound/apply', applyBody(), null, { origin: 'https://evil.example' })).status).toBe(401)
    expect((await post('/api/inbound/apply', applyBody(), 'qk_not-a-key')).status).toBe(401)
    expect((await post('/api/inbound/apply', applyBody(), read.key)).status).toBe(403)
    expect((await post('/api/inbound/hire', hireBody(), apply.key)).status).toBe(403)
    expect((await post('/api/inbound/compensation-engine', { pool: 'all' }, apply.key)).status).toBe(403)
    const foreign = await post('/api/inbound/apply', applyBody(), apply.key, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.message).toBe('This access key may not be used from this site.')
    await t.request(`/api/access-keys/${apply.id}/revoke`, { method: 'POST', headers: admin.headers })
    expect((await post('/api/inbound/apply', applyBody(), apply.key)).status).toBe(401)
  })

  it.each<[string, string, string]>([
    ['/api/inbound/apply', 'apply', 'hire'],
    ['/api/inbound/hire', 'hire', 'apply'],
    ['/api/inbound/compensation-engine', 'comp-engine', 'apply'],
    ['/api/inbound/compensation-engine/ping-sales-team', 'comp-engine', 'hire'],
    ['/api/guest/temp-files', 'apply', 'comp-engine'],
    ['/api/inbound/apply/form-token', 'apply', 'hire'],
    ['/api/inbound/hire/form-token', 'hire', 'comp-engine'],
    ['/api/inbound/compensation-engine/ping-sales-team/form-token', 'comp-engine', 'apply'],
  ])('%s checks the key and its scope before the body: 401/403 before any 422', async (path, scope, otherScope) => {
    const right = await newKey([scope])
    const wrong = await newKey([otherScope])
    // a body that is wrong in every field, with a NUL and an unknown field
    const junk = { firstName: 'x\u0000', email: 7, positionIds: 'no', isAdmin: true }
    const send = (headers: Record<string, string>) =>
      t.request(path, { method: 'POST', json: junk, headers: { origin: SITE, ...headers } })
    const expectRefusal = async (res: Response, status: number) => {
      expect(res.status).toBe(status)
      const error = (await res.json()).error
      expect(error.details ?? []).toEqual([])
      expect(JSON.stringify(error)).not.toMatch(/firstName|email|positionIds|isAdmin/)
    }
    await expectRefusal(await send({}), 401)
    await expectRefusal(await send({ 'x-access-key': 'qk_not-a-key' }), 401)
    await expectRefusal(await send({ 'x-access-key': wrong.key }), 403)
    await expectRefusal(await send({ 'x-access-key': right.key, origin: 'https://evil.example' }), 403)
    await t.request(`/api/access-keys/${right.id}/revoke`, { method: 'POST', headers: admin.headers })
    await expectRefusal(await send({ 'x-access-key': right.key }), 401)
  })

  it('answers the preflight of any site, and lets it read the answer (the key decides)', async () => {
    const pre = await t.request('/api/inbound/apply', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://other.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-access-key, idempotency-key',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://other.example')
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-access-key')
    const refused = await post('/api/inbound/apply', applyBody(), 'qk_x', { origin: 'https://other.example' })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://other.example')
  })

  it('our own /apply page may call without a key (same origin)', async () => {
    const res = await post('/api/inbound/apply', applyBody(), null, { origin: 'http://localhost' })
    expect(res.status, await res.clone().text()).toBe(200)
  })
})

describe('bot defence on the server (issue 30 item 4)', () => {
  const tokenOf = async (path: string, key: string | null, origin = SITE) => {
    const res = await t.request(`${path}/form-token`, {
      method: 'POST',
      headers: { origin, ...(key ? { 'x-access-key': key } : {}) },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    return (await res.json()).data as { token: string; issuedAt: string; notBefore: string; expiresAt: string }
  }
  const pingOf = (over: Record<string, unknown> = {}) => ({
    companyName: 'Hooli',
    firstName: 'Gavin',
    lastName: 'Belson',
    email: `gavin.${++seq}@hooli.example`,
    privacyPolicyAccepted: true,
    ...over,
  })
  const submissionsOf = (keyId: string) =>
    t.deps.db.select().from(inboundSubmissionsTable).where(eq(inboundSubmissionsTable.accessKeyId, keyId))

  it('a scripted submit with the key from the page and no token is refused, and records nothing', async () => {
    const { key, id } = await newKey(['apply', 'hire', 'comp-engine'])
    for (const [path, body] of [
      ['/api/inbound/apply', applyBody({ formToken: undefined })],
      ['/api/inbound/hire', hireBody({ formToken: undefined })],
      ['/api/inbound/compensation-engine/ping-sales-team', pingOf({ formToken: undefined })],
    ] as const) {
      const res = await post(path, body, key)
      expect(res.status, path).toBe(422)
      expect(
        (await rulesOf(res)).map((r) => r.split(':')[0]),
        path,
      ).toContain('formToken')
    }
    expect(await submissionsOf(id)).toHaveLength(0)
  })

  it('a token asked for when the form renders lets the submit through only after the minimum fill time', async () => {
    const { key, id } = await newKey(['apply'])
    const issued = await tokenOf('/api/inbound/apply', key)
    expect(Date.parse(issued.notBefore) - Date.parse(issued.issuedAt)).toBe(MIN_FILL_MS)
    expect(Date.parse(issued.expiresAt) - Date.parse(issued.issuedAt)).toBe(24 * 3600_000)
    const body = applyBody({ formToken: issued.token })
    const tooSoon = await post('/api/inbound/apply', body, key)
    expect(tooSoon.status).toBe(422)
    expect(await rulesOf(tooSoon)).toEqual(['formToken:tooFast'])
    expect(await submissionsOf(id)).toHaveLength(0)
    await new Promise((r) => setTimeout(r, Date.parse(issued.notBefore) - Date.now() + 50))
    const later = await post('/api/inbound/apply', body, key)
    expect(later.status, await later.clone().text()).toBe(200)
    expect(await submissionsOf(id)).toHaveLength(1)
  })

  it('refuses a forged token, one for another key, site or form, and an expired one', async () => {
    // each case on a key of its own: a refused submit spends the key's budget (4 an hour here)
    const two = 'https://jobs.acme.test'
    const other = await newKey(['apply'])
    const forged = (key: string) => {
      const [claims, signature] = filledToken('/api/inbound/apply', key, SITE).split('.') as [string, string]
      const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString())
      const lying = Buffer.from(JSON.stringify({ ...decoded, issuedAt: 0 })).toString('base64url')
      return { changed: `${lying}.${signature}`, unsigned: claims }
    }
    const cases: [string, (key: string) => string, string][] = [
      ['claims changed under the signature', (k) => forged(k).changed, 'formToken:invalid'],
      ['no signature', (k) => forged(k).unsigned, 'formToken:invalid'],
      ['another access key', () => filledToken('/api/inbound/apply', other.key, SITE), 'formToken:invalid'],
      ["another of the key's sites", (k) => filledToken('/api/inbound/apply', k, two), 'formToken:invalid'],
      ['the hire form', (k) => filledToken('/api/inbound/hire', k, SITE), 'formToken:invalid'],
      ['our own page', () => filledToken('/api/inbound/apply', null, SITE), 'formToken:invalid'],
      ['a day old', (k) => filledToken('/api/inbound/apply', k, SITE, 24 * 3600_000 + 60_000), 'formToken:expired'],
    ]
    for (const [what, tokenFor, rule] of cases) {
      const { key, id } = await newKey(['apply', 'hire'], [SITE, two])
      const res = await post('/api/inbound/apply', applyBody({ formToken: tokenFor(key) }), key)
      expect(res.status, what).toBe(422)
      expect(await rulesOf(res), what).toEqual([rule])
      expect(await submissionsOf(id), what).toHaveLength(0)
      // the right token from the key's second site works
      if (what === "another of the key's sites") {
        const fromTwo = await post('/api/inbound/apply', applyBody(), key, { origin: two })
        expect(fromTwo.status, await fromTwo.clone().text()).toBe(200)
      }
    }
  })

  it('refuses a filled honeypot with a good token', async () => {
    const { key, id } = await newKey(['apply', 'hire'])
    const apply = await post('/api/inbound/apply', applyBody({ website: 'http://spam.example' }), key)
    expect(apply.status).toBe(422)
    expect(await rulesOf(apply)).toEqual(['website:honeypot'])
    const hire = await post('/api/inbound/hire', hireBody({ website: 'x' }), key)
    expect(await rulesOf(hire)).toEqual(['website:honeypot'])
    expect(await submissionsOf(id)).toHaveLength(0)
  })

  it("gives tokens to the key's sites and our own pages only", async () => {
    const { key } = await newKey(['apply'])
    const path = '/api/inbound/apply/form-token'
    const ask = (headers: Record<string, string>) => t.request(path, { method: 'POST', headers })
    expect((await ask({ origin: SITE })).status).toBe(401)
    expect((await ask({ origin: SITE, 'x-access-key': 'qk_nope' })).status).toBe(401)
    expect((await ask({ origin: 'https://evil.example', 'x-access-key': key })).status).toBe(403)
    const hire = await t.request('/api/inbound/hire/form-token', {
      method: 'POST',
      headers: { origin: SITE, 'x-access-key': key },
    })
    expect(hire.status).toBe(403)
    expect((await ask({ origin: 'http://localhost' })).status).toBe(200)
    expect((await tokenOf('/api/inbound/apply', key)).token).toMatch(/^[\w-]+\.[\w-]+$/)
  })

  it('look-ups (tokens, compensation benchmarks) never spend the submit budget', async () => {
    const { key, id } = await newKey(['comp-engine'])
    const path = '/api/inbound/compensation-engine/ping-sales-team'
    // the key's submit budget here is 4 an hour; a visitor looks around first
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/inbound/compensation-engine', { pool: 'all' }, key)).status).toBe(200)
      await tokenOf(path, key)
    }
    for (let i = 0; i < 4; i++) {
      const res = await post(path, pingOf(), key)
      expect(res.status, await res.clone().text()).toBe(200)
    }
    expect((await post(path, pingOf(), key)).status).toBe(429)
    expect(await submissionsOf(id)).toHaveLength(4)
  })
})

describe('POST inbound/apply', () => {
  it('refuses bad fields with their rules, unknown fields, bots and missing consent', async () => {
    const { key } = await newKey(['apply'])
    const bad = await post(
      '/api/inbound/apply',
      applyBody({
        firstName: 'Da<na',
        email: 'not-an-email',
        phone: '12',
        linkedInProfileUrl: 'https://www.linkedin.com/talent/profile/abc',
        desiredBaseSalary: 200_000,
        desiredOTE: 150_000,
        privacyPolicyAccepted: false,
      }),
      key,
    )
    expect(bad.status).toBe(422)
    expect(await rulesOf(bad)).toEqual(
      expect.arrayContaining([
        'firstName:name',
        'email:email',
        'phone:phone',
        'linkedInProfileUrl:recruiterUrl',
        'desiredBaseSalary:salaryGreaterThanOTE',
        'privacyPolicyAccepted:required',
      ]),
    )
    const unknown = await post('/api/inbound/apply', applyBody({ isAdmin: true }), key)
    expect(await rulesOf(unknown)).toContain('isAdmin:unknownField')
    const bot = await post('/api/inbound/apply', applyBody({ website: 'http://spam.example' }), key)
    expect(await rulesOf(bot)).toEqual(['website:honeypot'])
    const notJson = await t.request('/api/inbound/apply', {
      method: 'POST',
      body: 'x=1',
      headers: { 'x-access-key': key, origin: SITE, 'content-type': 'text/plain' },
    })
    expect(notJson.status).toBeGreaterThanOrEqual(400)
    expect(notJson.status).toBeLessThan(500)
  })

  it('creates the candidate as New Inbound, then matches by e-mail or LinkedIn URL instead of duplicating', async () => {
    const { key } = await newKey(['apply'])
    const body = applyBody({ phone: '(415) 555-0132' })
    const first = await post('/api/inbound/apply', body, key)
    expect(first.status, await first.clone().text()).toBe(200)
    const created = (await first.json()).data
    expect(created).toMatchObject({ outcome: 'created', resume: 'none' })

    const [row] = await t.deps.db.select().from(candidatesTable).where(eq(candidatesTable.id, created.candidateId))
    expect(row).toMatchObject({ phone: '+14155550132', source: 'inboundForm', desiredOte: 180_000 })
    const [status] = await t.deps.db
      .select({ identifier: listOfValuesTable.identifier })
      .from(candidateInternalProfilesTable)
      .innerJoin(listOfValuesTable, eq(listOfValuesTable.id, candidateInternalProfilesTable.leadStatusId))
      .where(eq(candidateInternalProfilesTable.candidateId, created.candidateId))
    expect(status?.identifier).toBe('newInbound')
    const notes = await t.deps.db
      .select()
      .from(candidateNotesTable)
      .where(eq(candidateNotesTable.candidateId, created.candidateId))
    expect(notes[0]?.body).toContain('widget "Widget apply"')

    // same e-mail (other case), other phone: matched, nothing overwritten
    const byEmail = await post(
      '/api/inbound/apply',
      applyBody({ email: body.email.toUpperCase(), phone: '212 555 0100', linkedInProfileUrl: null }),
      key,
    )
    expect((await byEmail.json()).data).toMatchObject({ outcome: 'matched', candidateId: created.candidateId })
    // same LinkedIn URL, written differently, other e-mail: matched
    const byLinkedIn = await post(
      '/api/inbound/apply',
      applyBody({ linkedInProfileUrl: `${body.linkedInProfileUrl.replace('https://www.', '').toUpperCase()}/` }),
      key,
    )
    expect((await byLinkedIn.json()).data).toMatchObject({ outcome: 'matched', candidateId: created.candidateId })
    const same = await t.deps.db
      .select({ phone: candidatesTable.phone })
      .from(candidatesTable)
      .where(sql`lower(${candidatesTable.email}) = ${body.email}`)
    expect(same).toEqual([{ phone: '+14155550132' }])
  })

  it('a city chosen from locations/cities sets the city and its US state (the state row, not its code)', async () => {
    const { key } = await newKey(['apply'])
    const [city] = await t.deps.db
      .select({ id: citiesTable.id, stateId: usStatesTable.id })
      .from(citiesTable)
      .innerJoin(usStatesTable, eq(usStatesTable.code, citiesTable.stateCode))
      .limit(1)
    const res = await post('/api/inbound/apply', applyBody({ cityId: city!.id }), key)
    expect(res.status, await res.clone().text()).toBe(200)
    const [row] = await t.deps.db
      .select({ cityId: candidatesTable.cityId, stateId: candidatesTable.stateId })
      .from(candidatesTable)
      .where(eq(candidatesTable.id, (await res.json()).data.candidateId))
    expect(row).toEqual({ cityId: city!.id, stateId: city!.stateId })
    const unknown = await post('/api/inbound/apply', applyBody({ cityId: 'no-such-city' }), key)
    expect(unknown.status).toBe(422)
    expect(await rulesOf(unknown)).toEqual(['cityId:notFound'])
  })

  it('a retried submit with the same Idempotency-Key creates nothing twice', async () => {
    const { key, id } = await newKey(['apply'])
    const body = applyBody()
    const headers = { 'idempotency-key': 'submit-7f3a9c2e' }
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/inbound/apply', body, key, headers)))
    const data = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.json() })))
    expect(data.map((d) => d.status)).toEqual([200, 200, 200])
    expect(new Set(data.map((d) => d.body.data.candidateId)).size).toBe(1)
    expect(data.every((d) => d.body.data.outcome === 'created')).toBe(true)
    const rows = await t.deps.db
      .select()
      .from(inboundSubmissionsTable)
      .where(eq(inboundSubmissionsTable.accessKeyId, id))
    expect(rows).toHaveLength(1)
    const reused = await post('/api/inbound/apply', { ...body, firstName: 'Other' }, key, headers)
    expect(reused.status).toBe(422)
    expect(await rulesOf(reused)).toEqual(['idempotency-key:reused'])
  })

  it('answers 429 with Retry-After once a key has used its hourly submits', async () => {
    const { key } = await newKey(['apply'])
    for (let i = 0; i < 4; i++) expect((await post('/api/inbound/apply', applyBody(), key)).status).toBe(200)
    const over = await post('/api/inbound/apply', applyBody(), key)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('attaches the uploaded resume and parses it into the new profile', async () => {
    const { key } = await newKey(['apply'])
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(readFileSync(join(FIXTURES, 'priya-natarajan-two-column.pdf')))]),
      'p.pdf',
    )
    form.append('fileName', 'priya.pdf')
    form.append('type', 'resume')
    form.append('parseResume', 'true')
    const up = await t.request('/api/guest/temp-files', {
      method: 'POST',
      body: form,
      headers: { 'x-access-key': key, origin: SITE },
    })
    expect(up.status, await up.clone().text()).toBe(200)
    const mediaId = (await up.json()).data.media.id as string
    const other = await newKey(['apply'])
    const stolen = await post('/api/inbound/apply', applyBody({ resumeMediaId: mediaId }), other.key)
    expect(await rulesOf(stolen)).toEqual(['resumeMediaId:notFound'])

    const res = await post('/api/inbound/apply', applyBody({ resumeMediaId: mediaId }), key)
    expect(res.status, await res.clone().text()).toBe(200)
    const data = (await res.json()).data
    expect(data.resume).toBe('applied')
    const [row] = await t.deps.db.select().from(candidatesTable).where(eq(candidatesTable.id, data.candidateId))
    expect(row!.resumeMediaId).toBe(mediaId)
    const jobs = await t.deps.db
      .select()
      .from(workExperiencesTable)
      .where(eq(workExperiencesTable.candidateId, data.candidateId))
    expect(jobs.length).toBeGreaterThan(0)
    const again = await post('/api/inbound/apply', applyBody({ resumeMediaId: mediaId }), key)
    expect(await rulesOf(again)).toEqual(['resumeMediaId:notFound'])
  })
})

const hireBody = (over: Record<string, unknown> = {}) => ({
  companyName: 'Initech',
  firstName: 'Bill',
  lastName: 'Lumbergh',
  email: `bill.${++seq}@initech.example`,
  roles: [{ title: 'Account Executive', headcount: 3 }],
  locations: ['Austin, TX'],
  baseSalaryMin: 80_000,
  baseSalaryMax: 100_000,
  oteMin: 160_000,
  oteMax: 200_000,
  inboundMix: 50,
  privacyPolicyAccepted: true,
  ...over,
})

describe('POST inbound/hire', () => {
  it('refuses bad ranges, headcount and mix with their rules', async () => {
    const { key } = await newKey(['hire'])
    const bad = await post(
      '/api/inbound/hire',
      hireBody({
        roles: [{ title: '', headcount: 0 }],
        baseSalaryMin: 120_000,
        baseSalaryMax: 100_000,
        inboundMix: 30,
      }),
      key,
    )
    expect(bad.status).toBe(422)
    expect(await rulesOf(bad)).toEqual(
      expect.arrayContaining([
        'roles.0.title:required',
        'roles.0.headcount:headcount',
        'baseSalaryMin:rangeOrder',
        'inboundMix:inboundMix',
      ]),
    )
    const base = await post('/api/inbound/hire', hireBody({ baseSalaryMax: 250_000, baseSalaryMin: 90_000 }), key)
    expect(await rulesOf(base)).toEqual(['baseSalaryMax:salaryGreaterThanOTE'])
  })

  it('records a New Inbound lead, mails the sales team and sets the client inbound-hiring flag', async () => {
    const { key, id } = await newKey(['hire'])
    const client = await createTestUser(t, { userType: 'client', email: `client.${++seq}@initech.example` })
    const res = await post('/api/inbound/hire', hireBody({ email: client.email.toUpperCase() }), key)
    expect(res.status, await res.clone().text()).toBe(200)
    const data = (await res.json()).data
    expect(data).toMatchObject({ status: 'newInbound' })
    const [lead] = await t.deps.db
      .select()
      .from(inboundSubmissionsTable)
      .where(eq(inboundSubmissionsTable.id, data.leadId))
    expect(lead).toMatchObject({ formType: 'hire', leadStatus: 'newInbound', accessKeyId: id, userId: client.id })
    const mails = await t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'mail.send'), eq(outboxEventsTable.aggregateId, data.leadId)))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.payload).toMatchObject({ to: 'sales@quota.local', subject: 'New inbound hiring request: Initech' })
    expect(String(mails[0]!.payload.text)).toContain('Account Executive × 3')
    const [flag] = await t.deps.db
      .select({ on: usersTable.showClientInboundHiringModal })
      .from(usersTable)
      .where(eq(usersTable.id, client.id))
    expect(flag?.on).toBe(true)
  })
})

describe('POST inbound/compensation-engine', () => {
  it('answers what POST compensation-engine answers a signed-in user for the same filters', async () => {
    const { key } = await newKey(['comp-engine'])
    const filters = { pool: 'all' }
    const widget = await post('/api/inbound/compensation-engine', filters, key)
    expect(widget.status, await widget.clone().text()).toBe(200)
    const signedIn = await t.request('/api/compensation-engine', {
      method: 'POST',
      json: filters,
      headers: admin.headers,
    })
    expect(signedIn.status).toBe(200)
    expect((await widget.json()).data).toEqual((await signedIn.json()).data)
    const bad = await post('/api/inbound/compensation-engine', { positionIds: ['x'] }, key)
    expect(bad.status).toBe(422)
  })
})

describe('POST inbound/compensation-engine/ping-sales-team', () => {
  const path = '/api/inbound/compensation-engine/ping-sales-team'
  const pingBody = (over: Record<string, unknown> = {}) => ({
    companyName: 'Hooli',
    firstName: 'Gavin',
    lastName: 'Belson',
    email: `gavin.${++seq}@hooli.example`,
    headcount: 2,
    message: 'Two AEs in Texas',
    privacyPolicyAccepted: true,
    ...over,
  })
  const mailsOf = (leadId: string) =>
    t.deps.db
      .select()
      .from(outboxEventsTable)
      .where(and(eq(outboxEventsTable.topic, 'mail.send'), eq(outboxEventsTable.aggregateId, leadId)))
  const leadsOf = (keyId: string) =>
    t.deps.db.select().from(inboundSubmissionsTable).where(eq(inboundSubmissionsTable.accessKeyId, keyId))

  it('queues a mail to the sales team with the contact and what they looked at, and says so (never "sent")', async () => {
    const { key, id } = await newKey(['comp-engine'])
    const [state] = await t.deps.db
      .select({ id: usStatesTable.id, name: usStatesTable.name })
      .from(usStatesTable)
      .limit(1)
    const res = await post(path, pingBody({ stateIds: [state!.id] }), key)
    expect(res.status, await res.clone().text()).toBe(200)
    const data = (await res.json()).data
    expect(data).toEqual({
      status: 'queued',
      message: 'Thank you! Our sales team has your request and will reach out.',
    })
    const leads = await leadsOf(id)
    expect(leads.map((l) => [l.formType, l.leadStatus, l.payload.companyName])).toEqual([
      ['salesPing', 'newInbound', 'Hooli'],
    ])
    const mails = await mailsOf(leads[0]!.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.payload).toMatchObject({ to: 'sales@quota.local' })
    const text = String(mails[0]!.payload.text)
    expect(text).toContain('Gavin Belson')
    expect(text).toContain('Hooli')
    expect(text).toContain(state!.name)
    expect(text).toContain('Two AEs in Texas')
  })

  it('a retried ping with the same Idempotency-Key records one lead, mails once and answers the same', async () => {
    const { key, id } = await newKey(['comp-engine'])
    const body = pingBody()
    const headers = { 'idempotency-key': 'ping-4b1e7d90' }
    // the visitor presses Send again after a lost answer, with a token fetched again meanwhile: the
    // same submission (the key's hourly limit here is 4: two sends, the reuse and another key)
    const answers = await Promise.all(
      [12_000, 4_000].map((age) => post(path, { ...body, formToken: filledToken(path, key, SITE, age) }, key, headers)),
    )
    const data = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.json() })))
    expect(data.map((d) => d.status)).toEqual([200, 200])
    expect(data[1]!.body.data).toEqual(data[0]!.body.data)
    const leads = await leadsOf(id)
    expect(leads.map((l) => [l.formType, l.leadStatus])).toEqual([['salesPing', 'newInbound']])
    expect(await mailsOf(leads[0]!.id)).toHaveLength(1)

    const reused = await post(path, { ...body, companyName: 'Pied Piper' }, key, headers)
    expect(reused.status).toBe(422)
    expect(await rulesOf(reused)).toEqual(['idempotency-key:reused'])
    // another key is another submission
    const other = await post(path, body, key, { 'idempotency-key': 'ping-4b1e7d91' })
    expect(other.status).toBe(200)
    expect(await leadsOf(id)).toHaveLength(2)
  })

  it('answers 429 with Retry-After once the key has used its hourly submits, and mails nothing more', async () => {
    const { key, id } = await newKey(['comp-engine'])
    for (let i = 0; i < 4; i++) expect((await post(path, pingBody(), key)).status).toBe(200)
    const over = await post(path, pingBody(), key)
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await leadsOf(id)).toHaveLength(4)
  })

  it('refuses bad fields (422 with field and rule, no mail), another scope or site (403), no key (401)', async () => {
    const { key, id } = await newKey(['comp-engine'])
    const bad = await post(path, pingBody({ email: 'gavin@', companyName: '', privacyPolicyAccepted: false }), key)
    expect(bad.status).toBe(422)
    expect(await rulesOf(bad)).toEqual(
      expect.arrayContaining(['email:email', 'companyName:required', 'privacyPolicyAccepted:required']),
    )
    const fast = await post(path, pingBody({ formToken: filledToken(path, key, SITE, 10) }), key)
    expect(await rulesOf(fast)).toEqual(['formToken:tooFast'])
    const unknown = await post(path, pingBody({ positionId: '00000000-0000-4000-8000-000000000000' }), key)
    expect(unknown.status).toBeGreaterThanOrEqual(400)
    expect(unknown.status).toBeLessThan(500)
    // nothing recorded, so nothing mailed
    expect(await leadsOf(id)).toHaveLength(0)
    const apply = await newKey(['apply'])
    expect((await post(path, pingBody(), apply.key)).status).toBe(403)
    expect((await post(path, pingBody(), key, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(path, pingBody(), null)).status).toBe(401)
  })
})
