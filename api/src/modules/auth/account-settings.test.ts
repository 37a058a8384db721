import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { candidatesTable, outboxEventsTable, sessionsTable, usersTable } from '../../db/schema'
import type { MailPayload } from '../../mail/outbox'
import { createSignedInUser, type SignedInUser, TEST_PASSWORD } from '../../testing/auth-helpers'
import { pngBytes } from '../../testing/image-bytes'
import { createTestApp, type TestApp } from '../../testing/test-app'

/**
 * The Settings page's calls over HTTP: changing the sign-in e-mail with a code sent to the new
 * address, the remember-me lifetime a later login gets, and notifications turned off.
 */
let t: TestApp
let staff: SignedInUser
let client: SignedInUser
let candidate: SignedInUser

beforeAll(async () => {
  t = await createTestApp()
  staff = await createSignedInUser(t, { roleKeys: ['internal-recruiter'], firstName: 'Sam' })
  client = await createSignedInUser(t, { userType: 'client', firstName: 'Cleo' })
  candidate = await createSignedInUser(t, { userType: 'candidate', firstName: 'Cam' })
})
afterAll(() => t.close())

const send = (method: string, path: string, who: SignedInUser | null, json?: unknown) =>
  t.request(path, { method, headers: who?.headers ?? {}, ...(json !== undefined ? { json } : {}) })
const me = async (who: SignedInUser) => (await (await send('GET', '/api/users/me', who)).json()).data

/** The newest mail queued to an address (the outbox keeps the rendered text until delivery). */
async function lastMailTo(to: string): Promise<MailPayload | undefined> {
  const rows = await t.deps.db
    .select({ payload: outboxEventsTable.payload })
    .from(outboxEventsTable)
    .where(eq(outboxEventsTable.topic, 'mail.send'))
    .orderBy(desc(outboxEventsTable.createdAt))
  return rows.map((r) => r.payload as MailPayload).find((p) => p.to === to)
}
const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1]

describe('changing the sign-in e-mail', () => {
  it('needs the current password and a free address; the code goes to the new address', async () => {
    const wrong = await send('POST', '/api/auth/change-email', staff, {
      email: 'sam.new@example.test',
      currentPassword: 'not-my-password',
    })
    expect(wrong.status).toBe(422)
    expect((await wrong.json()).error.details[0]).toMatchObject({ path: 'currentPassword' })

    const taken = await send('POST', '/api/auth/change-email', staff, {
      email: client.user.email,
      currentPassword: TEST_PASSWORD,
    })
    expect(taken.status).toBe(409)

    const same = await send('POST', '/api/auth/change-email', staff, {
      email: staff.user.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    })
    expect(same.status).toBe(422)

    const ok = await send('POST', '/api/auth/change-email', staff, {
      email: 'Sam.New@Example.test',
      currentPassword: TEST_PASSWORD,
    })
    expect(ok.status, await ok.clone().text()).toBe(200)
    expect((await me(staff)).pendingEmail).toBe('sam.new@example.test')
    // nothing changes until the code is entered
    expect((await me(staff)).email).toBe(staff.user.email)
    const mail = await lastMailTo('sam.new@example.test')
    expect(mail?.template).toBe('verificationCode')

    const code = codeIn(mail?.text)!
    const bad = await send('POST', '/api/auth/verify-email-change', staff, {
      code: code === '000000' ? '111111' : '000000',
    })
    expect(bad.status).toBe(422)
    expect((await bad.json()).error.message).toBe('Invalid verification code!')

    const done = await send('POST', '/api/auth/verify-email-change', staff, { code })
    expect(done.status, await done.clone().text()).toBe(200)
    const after = await me(staff)
    expect(after.email).toBe('sam.new@example.test')
    expect(after.pendingEmail).toBeNull()
    // the old address is told
    expect((await lastMailTo(staff.user.email))?.template).toBe('emailChanged')
    // the new address signs in, the old one no longer does
    const login = (email: string) =>
      t.request('/api/auth/login', { method: 'POST', json: { email, password: TEST_PASSWORD, session: 'token' } })
    expect((await login('sam.new@example.test')).status).toBe(200)
    expect((await login(staff.user.email)).status).toBe(401)
    // the code is single-use
    expect((await send('POST', '/api/auth/verify-email-change', staff, { code })).status).toBe(422)
  })

  it("a candidate's contact e-mail follows when it was the sign-in e-mail", async () => {
    const res = await send('POST', '/api/auth/change-email', candidate, {
      email: 'cam.moved@example.test',
      currentPassword: TEST_PASSWORD,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const code = codeIn((await lastMailTo('cam.moved@example.test'))?.text)!
    expect((await send('POST', '/api/auth/verify-email-change', candidate, { code })).status).toBe(200)
    const [row] = await t.deps.db
      .select({ email: candidatesTable.email })
      .from(candidatesTable)
      .where(eq(candidatesTable.userId, candidate.user.id))
    expect(row?.email).toBe('cam.moved@example.test')
  })

  it('a candidate with a different contact e-mail keeps it', async () => {
    const other = await createSignedInUser(t, { userType: 'candidate', firstName: 'Dee' })
    await t.deps.db
      .update(candidatesTable)
      .set({ email: 'dee.contact@example.test' })
      .where(eq(candidatesTable.userId, other.user.id))
    await send('POST', '/api/auth/change-email', other, {
      email: 'dee.login@example.test',
      currentPassword: TEST_PASSWORD,
    })
    const code = codeIn((await lastMailTo('dee.login@example.test'))?.text)!
    expect((await send('POST', '/api/auth/verify-email-change', other, { code })).status).toBe(200)
    const [row] = await t.deps.db
      .select({ email: candidatesTable.email })
      .from(candidatesTable)
      .where(eq(candidatesTable.userId, other.user.id))
    expect(row?.email).toBe('dee.contact@example.test')
  })

  it("one user's code does not change another user's e-mail; anonymous calls are refused", async () => {
    const owner = await createSignedInUser(t, { userType: 'client', firstName: 'Olive' })
    const intruder = await createSignedInUser(t, { userType: 'client', firstName: 'Ivan' })
    await send('POST', '/api/auth/change-email', owner, {
      email: 'olive.new@example.test',
      currentPassword: TEST_PASSWORD,
    })
    const code = codeIn((await lastMailTo('olive.new@example.test'))?.text)!
    const stolen = await send('POST', '/api/auth/verify-email-change', intruder, { code })
    expect(stolen.status).toBe(422)
    expect((await me(intruder)).email).toBe(intruder.user.email)
    expect((await me(intruder)).pendingEmail).toBeNull()
    expect((await send('POST', '/api/auth/verify-email-change', null, { code })).status).toBe(401)
    expect(
      (await send('POST', '/api/auth/change-email', null, { email: 'x@example.test', currentPassword: 'x' })).status,
    ).toBe(401)
    // the owner's code still works
    expect((await send('POST', '/api/auth/verify-email-change', owner, { code })).status).toBe(200)
  })

  it('refuses unknown fields', async () => {
    const res = await send('POST', '/api/auth/change-email', client, {
      email: 'c@example.test',
      currentPassword: TEST_PASSWORD,
      userId: staff.user.id,
    })
    expect(res.status).toBe(422)
  })
})

describe('remember-me lifetime', () => {
  it('a login with "Keep me signed in" lasts the days chosen in Settings', async () => {
    const who = await createSignedInUser(t, { userType: 'client', firstName: 'Rae' })
    expect((await me(who)).rememberMeDays).toBe(30)
    const saved = await send('PATCH', '/api/users', who, { rememberMeDays: 7 })
    expect(saved.status).toBe(200)
    expect((await saved.json()).data.rememberMeDays).toBe(7)
    expect((await send('PATCH', '/api/users', who, { rememberMeDays: 400 })).status).toBe(422)

    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: who.user.email, password: TEST_PASSWORD, rememberMe: true, session: 'token' },
    })
    expect(login.status).toBe(200)
    const [session] = await t.deps.db
      .select({ days: sessionsTable.rememberMeDays })
      .from(sessionsTable)
      .where(eq(sessionsTable.userId, who.user.id))
      .orderBy(desc(sessionsTable.createdAt))
      .limit(1)
    expect(session?.days).toBe(7)
  })
})

describe('notification settings', () => {
  it('lists only what the role receives and refuses other keys', async () => {
    expect(Object.keys((await me(staff)).notificationSettings).sort()).toEqual([
      'featureAnnouncements',
      'inboundApplications',
    ])
    expect(Object.keys((await me(client)).notificationSettings)).toEqual(['featureAnnouncements'])
    const refused = await send('PATCH', '/api/users', client, { notificationSettings: { inboundApplications: false } })
    expect(refused.status).toBe(422)
    const unknown = await send('PATCH', '/api/users', client, { notificationSettings: { somethingElse: false } })
    expect(unknown.status).toBe(422)
  })

  it('an owner who turns off new-application e-mails is left out of them', async () => {
    const owner = await createSignedInUser(t, { roleKeys: ['internal-recruiter'], firstName: 'Opal' })
    const listening = await createSignedInUser(t, { roleKeys: ['internal-recruiter'], firstName: 'Lena' })
    const off = await send('PATCH', '/api/users', owner, { notificationSettings: { inboundApplications: false } })
    expect(off.status).toBe(200)
    expect((await off.json()).data.notificationSettings.inboundApplications).toBe(false)
    const [row] = await t.deps.db
      .select({ settings: usersTable.notificationSettings })
      .from(usersTable)
      .where(eq(usersTable.id, owner.user.id))
    expect(row?.settings).toEqual({ inboundApplications: false })
    const { mailOwnerPool } = await import('../inbound/inbound-shared')
    const before = await t.deps.db.select().from(outboxEventsTable)
    await t.deps.db.transaction((tx) =>
      mailOwnerPool(tx, {
        campaign: 'test',
        candidateName: 'Nia Applicant',
        outcome: 'created',
        link: 'http://localhost/x',
        requestId: 'r',
        candidateId: crypto.randomUUID(),
      }),
    )
    const after = await t.deps.db.select().from(outboxEventsTable)
    const sentTo = after.filter((r) => !before.some((b) => b.id === r.id)).map((r) => (r.payload as MailPayload).to)
    expect(sentTo).toContain(listening.user.email)
    expect(sentTo).not.toContain(owner.user.email)
  })
})

describe('a picture for a staff or client account', () => {
  it('uploads as the user, lands on the account, and is not readable by another client', async () => {
    const who = await createSignedInUser(t, { userType: 'client', firstName: 'Pia' })
    const other = await createSignedInUser(t, { userType: 'client', firstName: 'Otto' })
    const q = new URLSearchParams({ type: 'profilePicture', fileName: 'me.png' })
    const signed = await send('GET', `/api/media-content/presigned-url?${q}`, who)
    expect(signed.status, await signed.clone().text()).toBe(200)
    const { uploadUrl, mediaId } = (await signed.json()).data
    const put = await t.request(uploadUrl, {
      method: 'PUT',
      body: pngBytes(64, 64) as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    })
    expect(put.status, await put.clone().text()).toBe(200)
    expect((await me(who)).pictureUrl).toBe(`/api/media-content/${mediaId}/stream`)
    expect((await send('GET', `/api/media-content/${mediaId}/stream`, who)).status).toBe(200)
    expect((await send('GET', `/api/media-content/${mediaId}/stream`, other)).status).toBe(404)
    // another user cannot put it on their own account either
    expect((await send('PATCH', '/api/users', other, { pictureMediaId: mediaId })).status).toBe(422)
    // a resume is still a candidate's file only
    const resume = await send(
      'GET',
      `/api/media-content/presigned-url?${new URLSearchParams({ type: 'resume', fileName: 'cv.pdf' })}`,
      who,
    )
    expect(resume.status).toBe(422)
  })
})

describe('GET auth/session', () => {
  it('answers 200 with or without a session, and false once it ends', async () => {
    const anonymous = await send('GET', '/api/auth/session', null)
    expect(anonymous.status).toBe(200)
    expect((await anonymous.json()).data).toEqual({ signedIn: false })
    const who = await createSignedInUser(t, { userType: 'client', firstName: 'Sid' })
    expect((await (await send('GET', '/api/auth/session', who)).json()).data).toEqual({ signedIn: true })
    expect((await send('POST', '/api/auth/logout', who)).status).toBe(200)
    const after = await send('GET', '/api/auth/session', who)
    expect(after.status).toBe(200)
    expect((await after.json()).data).toEqual({ signedIn: false })
  })
})
