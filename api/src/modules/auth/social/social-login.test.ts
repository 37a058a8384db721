import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import Provider from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialAccountsTable } from '../../../db/schema'
import { allowTestOrigin } from '../../../net/outbound'
import { createTestUser } from '../../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../../testing/test-app'

/**
 * Social login against a real OpenID Connect provider (the `oidc-provider` package) started in
 * the test on a loopback port: authorization code + PKCE, ID token with nonce, our callback.
 * The provider's login and consent screens are answered by a tiny middleware that signs in
 * whichever account the test chose.
 */
interface Account {
  sub: string
  email: string
  email_verified: boolean
  given_name: string
  family_name: string
}
const accounts = new Map<string, Account>()
let signInAs = ''

let t: TestApp
let oidcServer: Server
let issuer = ''

beforeAll(async () => {
  oidcServer = createServer()
  await new Promise<void>((r) => oidcServer.listen(0, '127.0.0.1', () => r()))
  issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`
  // the explicit test configuration that lets the outbound gate reach this loopback provider
  allowTestOrigin(issuer)
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'quota-test',
        client_secret: 'quota-test-secret',
        redirect_uris: ['http://localhost/api/auth/social/google/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined
    },
  })
  // the provider's login and consent screens, answered automatically
  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next()
    const details = await provider.interactionDetails(ctx.req, ctx.res)
    let result: Record<string, unknown>
    if (details.prompt.name === 'login') {
      result = { login: { accountId: signInAs } }
    } else {
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: details.params.client_id as string,
      })
      grant.addOIDCScope('openid email profile')
      result = { consent: { grantId: await grant.save() } }
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: true })
    ctx.status = 303
    ctx.redirect(returnTo)
  })
  oidcServer.on('request', provider.callback())

  t = await createTestApp({
    env: {
      OIDC_GOOGLE_ISSUER: issuer,
      OIDC_GOOGLE_CLIENT_ID: 'quota-test',
      OIDC_GOOGLE_CLIENT_SECRET: 'quota-test-secret',
    },
  })
})
afterAll(async () => {
  await t?.close()
  oidcServer?.close()
})

/** Drives a browser through start -> provider -> callback; answers the callback's redirect and our cookies. */
async function socialLogin(accountId: string, options: { returnUrl?: string; tamperState?: boolean } = {}) {
  signInAs = accountId
  const start = await t.request(
    `/api/auth/social/google${options.returnUrl ? `?returnUrl=${encodeURIComponent(options.returnUrl)}` : ''}`,
  )
  expect(start.status).toBe(302)
  const stateCookie = start.headers.get('set-cookie')!.match(/quota_oidc=([^;]*)/)![1]!
  let location = start.headers.get('location')!
  expect(location.startsWith(`${issuer}/auth?`)).toBe(true)
  const authUrl = new URL(location)
  expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authUrl.searchParams.get('code_challenge')).toBeTruthy()
  expect(authUrl.searchParams.get('nonce')).toBeTruthy()

  const providerCookies = new Map<string, string>()
  for (let hop = 0; hop < 20 && location.startsWith(issuer); hop++) {
    const res = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...providerCookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const eqAt = pair!.indexOf('=')
      providerCookies.set(pair!.slice(0, eqAt), pair!.slice(eqAt + 1))
    }
    location = new URL(res.headers.get('location')!, location).href
  }
  const callback = new URL(location)
  expect(callback.origin + callback.pathname).toBe('http://localhost/api/auth/social/google/callback')
  if (options.tamperState) callback.searchParams.set('state', 'forged')
  const done = await t.request(callback.pathname + callback.search, {
    headers: { cookie: `quota_oidc=${stateCookie}` },
  })
  expect(done.status).toBe(302)
  const landing = new URL(done.headers.get('location')!)
  const session =
    done.headers
      .getSetCookie()
      .map((c) => c.match(/^quota_session=([^;]+)/)?.[1])
      .find(Boolean) ?? null
  return { landing, session, clearedState: done.headers.getSetCookie().some((c) => /^quota_oidc=;/.test(c)) }
}

const me = async (session: string) =>
  (await (await t.request('/api/users/me', { headers: { cookie: `quota_session=${session}` } })).json()).data

describe('social login (OpenID Connect, code + PKCE)', () => {
  it('lists the configured providers', async () => {
    const res = await t.request('/api/auth/social/providers')
    expect((await res.json()).data).toEqual([{ provider: 'google', startUrl: '/api/auth/social/google' }])
    expect((await t.request('/api/auth/social/linkedin')).status).toBe(404)
  })

  it('creates a candidate account on first sign-in, then signs the same account in again', async () => {
    accounts.set('g-100', {
      sub: 'g-100',
      email: 'Gia@Gmail.test',
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Google',
    })
    const first = await socialLogin('g-100', { returnUrl: '/candidate/profile' })
    expect(first.landing.pathname).toBe('/auth/social-login')
    expect(first.landing.searchParams.get('error')).toBeNull()
    expect(first.landing.searchParams.get('returnUrl')).toBe('/candidate/profile')
    expect(first.clearedState).toBe(true)
    const user = await me(first.session!)
    expect(user).toMatchObject({
      email: 'gia@gmail.test',
      firstName: 'Gia',
      userType: 'candidate',
      emailVerified: true,
      hasOnboarded: false,
      landingRoute: '/auth/signup/step-1',
    })

    // sign-up step 1 for the signed-in social user
    const step1 = await t.request('/api/users', {
      method: 'PATCH',
      headers: { cookie: `quota_session=${first.session}`, origin: 'http://localhost' },
      json: { userType: 'candidate', firstName: 'Gia', lastName: 'Google', phone: '4155550199', acceptedTerms: true },
    })
    expect(step1.status, await step1.clone().text()).toBe(200)
    expect((await step1.json()).data).toMatchObject({
      hasOnboarded: true,
      landingRoute: '/candidate-home',
      expiredPrivacyPolicy: false,
    })

    const second = await socialLogin('g-100')
    expect((await me(second.session!)).id).toBe(user.id)
    const links = await t.deps.db.select().from(socialAccountsTable).where(eq(socialAccountsTable.subject, 'g-100'))
    expect(links).toHaveLength(1)
  })

  it('links a verified e-mail to the existing account; refuses a second identity of the same provider', async () => {
    const existing = await createTestUser(t, { email: 'pat@example.com', roleKeys: ['internal-recruiter'] })
    accounts.set('g-200', {
      sub: 'g-200',
      email: 'pat@example.com',
      email_verified: true,
      given_name: 'Pat',
      family_name: 'P',
    })
    const linked = await socialLogin('g-200')
    expect((await me(linked.session!)).id).toBe(existing.id)
    expect((await me(linked.session!)).homeRoute).toBe('/candidate/list')

    accounts.set('g-201', {
      sub: 'g-201',
      email: 'pat@example.com',
      email_verified: true,
      given_name: 'Pat',
      family_name: 'P',
    })
    const refused = await socialLogin('g-201')
    expect(refused.session).toBeNull()
    expect(refused.landing.searchParams.get('error')).toMatch(/already associated/)
  })

  it('does not take over an account through an unverified e-mail', async () => {
    await createTestUser(t, { email: 'quinn@example.com' })
    accounts.set('g-300', {
      sub: 'g-300',
      email: 'quinn@example.com',
      email_verified: false,
      given_name: 'Q',
      family_name: 'Q',
    })
    const res = await socialLogin('g-300')
    expect(res.session).toBeNull()
    expect(res.landing.searchParams.get('error')).toBe('User with this email address already exists.')
  })

  it('does not create an account for an address the provider has not verified', async () => {
    accounts.set('g-500', {
      sub: 'g-500',
      email: 'unverified@gmail.test',
      email_verified: false,
      given_name: 'U',
      family_name: 'V',
    })
    const res = await socialLogin('g-500')
    expect(res.session).toBeNull()
    expect(res.landing.searchParams.get('error')).toMatch(/not verified/)
  })

  it('refuses a callback whose state does not match', async () => {
    accounts.set('g-400', {
      sub: 'g-400',
      email: 'rae@gmail.test',
      email_verified: true,
      given_name: 'Rae',
      family_name: 'R',
    })
    const res = await socialLogin('g-400', { tamperState: true })
    expect(res.session).toBeNull()
    expect(res.landing.searchParams.get('error')).toBeTruthy()
  })
})
