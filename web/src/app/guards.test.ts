import { describe, expect, test } from 'vitest'
import { homeRouteFor } from '../features/session/user'
import {
  decideRoute,
  type GuardUser,
  homeOf,
  loginUrl,
  needsWebviewMarker,
  type RouteDecision,
  type RouteRule,
  safeReturnUrl,
} from './guards'
import { findRoute } from './routes'

// ---- users ---------------------------------------------------------------------------------

const base: GuardUser = {
  email: 'someone@example.com',
  homeRoute: '/candidate-home',
  emailVerified: true,
  hasOnboarded: true,
  roleNames: ['candidate'],
  toBeDeletedAt: null,
}
const candidate = base
const deletedCandidate: GuardUser = { ...base, toBeDeletedAt: '2025-01-01T00:00:00Z' }
const unverified: GuardUser = { ...base, emailVerified: false, hasOnboarded: false }
const notOnboarded: GuardUser = { ...base, hasOnboarded: false }
const recruiter: GuardUser = { ...base, roleNames: ['recruiter'], homeRoute: '/candidate/list' }
const fractional: GuardUser = { ...base, roleNames: ['fractional-recruiter'], homeRoute: '/candidate/list' }
const client: GuardUser = {
  ...base,
  roleNames: ['client-recruiter'],
  homeRoute: '/company-home',
  toBeDeletedAt: '2025-01-01T00:00:00Z',
}
const basicClient: GuardUser = { ...base, roleNames: ['client-recruiter-basic'], homeRoute: '/comp-engine' }
const listsAdmin: GuardUser = { ...base, roleNames: ['manage-lists'], homeRoute: '/admin/lists' }
const usersAdmin: GuardUser = { ...base, roleNames: ['manage-users'], homeRoute: '/admin/users' }
const noRole: GuardUser = { ...base, roleNames: [], homeRoute: '/error' }
/** The API's roleNames carry the role keys and the permissions they grant. */
const administrator: GuardUser = {
  ...base,
  roleNames: [
    'administrator',
    'manage-lists',
    'manage-users',
    'manage-feature-configs',
    'manage-configurations',
    'manage-reports',
  ],
  homeRoute: '/admin/lists',
}

// ---- routes (the real table's rules) -------------------------------------------------------

const rule = (path: string): RouteRule => findRoute(path).route

const allow: RouteDecision = { kind: 'allow' }
const to = (path: string, reason: string) => ({ kind: 'redirect', to: path, reason })

function decide(user: GuardUser | null, url: string, { retryAttempt = 0, env = 'production' } = {}) {
  const [pathname = '/', query] = url.split('?')
  return decideRoute(user, rule(pathname), { pathname, search: query ? `?${query}` : '', retryAttempt, env })
}

describe('decideRoute', () => {
  test.each([
    // [who, url, decision]
    // Session guard: no session -> login with returnUrl and retryAttempt + 1
    ['visitor', null, '/', { ...to('/auth/login?returnUrl=%2F&retryAttempt=1', 'no-session'), retryAttempt: 1 }],
    [
      'visitor with a query',
      null,
      '/candidate/list?tab=hidden&page=2',
      {
        ...to('/auth/login?returnUrl=%2Fcandidate%2Flist%3Ftab%3Dhidden%26page%3D2&retryAttempt=1', 'no-session'),
        retryAttempt: 1,
      },
    ],
    [
      'visitor',
      null,
      '/admin/users',
      { ...to('/auth/login?returnUrl=%2Fadmin%2Fusers&retryAttempt=1', 'no-session'), retryAttempt: 1 },
    ],
    // Unverified e-mail -> verify-account with the email; not onboarded -> sign-up step 1
    ['unverified', unverified, '/', to('/auth/verify-account?email=someone%40example.com', 'unverified')],
    ['unverified', unverified, '/candidate-home', to('/auth/verify-account?email=someone%40example.com', 'unverified')],
    ['not onboarded', notOnboarded, '/', to('/auth/signup/step-1', 'not-onboarded')],
    ['not onboarded', notOnboarded, '/company-home', to('/auth/signup/step-1', 'not-onboarded')],
    // Home route by role from the root
    ['candidate', candidate, '/', to('/candidate-home', 'home')],
    ['recruiter', recruiter, '/', to('/candidate/list', 'home')],
    ['fractional recruiter', fractional, '/', to('/candidate/list', 'home')],
    ['client recruiter', client, '/', to('/company-home', 'home')],
    ['basic client recruiter', basicClient, '/', to('/comp-engine', 'home')],
    ['lists admin', listsAdmin, '/', to('/admin/lists', 'home')],
    ['users admin', usersAdmin, '/', to('/admin/users', 'home')],
    ['no role', noRole, '/', to('/error', 'home')],
    // Signed-in users reach shell routes
    ['candidate', candidate, '/candidate-home', allow],
    ['recruiter', recruiter, '/candidate/list', allow],
    ['client', client, '/company-home', allow],
    ['admin', usersAdmin, '/admin/users', allow],
    // Admin screens need the permission their API requires; others are sent home
    ['lists admin', listsAdmin, '/admin/lists', allow],
    ['lists admin', listsAdmin, '/admin/users', to('/admin/lists', 'forbidden')],
    ['users admin', usersAdmin, '/admin/lists', to('/admin/users', 'forbidden')],
    ['administrator', administrator, '/admin/features', allow],
    ['administrator', administrator, '/admin/configurations?tab=templates', allow],
    ['administrator', administrator, '/admin/reports', allow],
    ['administrator', administrator, '/admin/chrome-extension', allow],
    ['recruiter', recruiter, '/admin/chrome-extension', to('/candidate/list', 'forbidden')],
    ['permissions list only', { ...noRole, permissions: ['manage-reports'] }, '/admin/reports', allow],
    ['recruiter', recruiter, '/admin/lists', to('/candidate/list', 'forbidden')],
    ['recruiter', recruiter, '/admin/features', to('/candidate/list', 'forbidden')],
    ['recruiter', recruiter, '/admin/configurations', to('/candidate/list', 'forbidden')],
    ['recruiter', recruiter, '/admin/reports', to('/candidate/list', 'forbidden')],
    ['candidate', candidate, '/admin/users', to('/candidate-home', 'forbidden')],
    ['lists admin', listsAdmin, '/admin/reports', to('/admin/lists', 'forbidden')],
    [
      'home without the permission',
      { ...noRole, homeRoute: '/admin/lists' },
      '/admin/lists',
      to('/error', 'forbidden'),
    ],
    // The job list and the job workspace need a session (the API decides what each role sees)
    ['recruiter', recruiter, '/job', allow],
    ['recruiter', recruiter, '/job/7f0c/candidates', allow],
    ['recruiter', recruiter, '/job/7f0c/shortlisted?variant=jitFarming', allow],
    ['recruiter', recruiter, '/job/7f0c/search/shortlisted', allow],
    ['client', client, '/job/7f0c/matching', allow],
    ['client', client, '/job/7f0c/details', allow],
    // The client screens are for provider staff only (a recruiter without a userType counts as staff)
    ['recruiter', recruiter, '/client/list', allow],
    ['recruiter', recruiter, '/client/7f0c', allow],
    ['recruiter', recruiter, '/client/7f0c/exec-report', allow],
    ['recruiter', recruiter, '/client/7f0c/analytics', allow],
    ['staff admin', { ...usersAdmin, userType: 'staff' }, '/client/7f0c/details', allow],
    ['client', client, '/client/list', to('/company-home', 'forbidden')],
    ['client', client, '/client/7f0c/exec-report', to('/company-home', 'forbidden')],
    ['client (typed)', { ...client, userType: 'client' }, '/client/7f0c/to-do', to('/company-home', 'forbidden')],
    ['candidate', candidate, '/client/7f0c', to('/candidate-home', 'forbidden')],
    ['admin without a user type', usersAdmin, '/client/list', to('/admin/users', 'forbidden')],
    [
      'visitor',
      null,
      '/client/list',
      { ...to('/auth/login?returnUrl=%2Fclient%2Flist&retryAttempt=1', 'no-session'), retryAttempt: 1 },
    ],
    [
      'visitor',
      null,
      '/job/7f0c/candidates?stage=offer',
      {
        ...to('/auth/login?returnUrl=%2Fjob%2F7f0c%2Fcandidates%3Fstage%3Doffer&retryAttempt=1', 'no-session'),
        retryAttempt: 1,
      },
    ],
    // The opportunity link is public: a visitor and any signed-in user may answer it
    ['visitor', null, '/public/jit-opportunity/abcdefghijklmnop/interested', allow],
    ['candidate', candidate, '/public/jit-opportunity/abcdefghijklmnop/notInterested', allow],
    // Public auth screens only without a session
    ['visitor', null, '/auth/login', allow],
    ['visitor', null, '/auth/login?returnUrl=%2Fadmin&retryAttempt=3', allow],
    ['visitor', null, '/auth/forgot-password', allow],
    ['visitor', null, '/auth/reset-password?token=x', allow],
    ['visitor', null, '/auth/social-login', allow],
    ['candidate', candidate, '/auth/login', to('/candidate-home', 'signed-in')],
    ['recruiter with returnUrl', recruiter, '/auth/login?returnUrl=%2Fsettings', to('/settings', 'signed-in')],
    [
      'recruiter with a foreign returnUrl',
      recruiter,
      '/auth/login?returnUrl=https%3A%2F%2Fevil.example',
      to('/candidate/list', 'signed-in'),
    ],
    ['client', client, '/auth/forgot-password', to('/company-home', 'signed-in')],
    ['unverified', unverified, '/auth/login', to('/auth/verify-account?email=someone%40example.com', 'unverified')],
    ['not onboarded', notOnboarded, '/auth/login', to('/auth/signup/step-1', 'not-onboarded')],
    // Verify screen only while pending
    ['visitor', null, '/auth/verify-account?email=a%40b.co', allow],
    ['unverified', unverified, '/auth/verify-account?email=a%40b.co', allow],
    ['not onboarded', notOnboarded, '/auth/verify-account', to('/auth/signup/step-1', 'step-done')],
    ['candidate', candidate, '/auth/verify-account', to('/candidate-home', 'step-done')],
    // Sign-up screen only while pending
    ['visitor', null, '/auth/signup/step-1', allow],
    ['not onboarded', notOnboarded, '/auth/signup/step-1', allow],
    [
      'unverified',
      unverified,
      '/auth/signup/step-1',
      to('/auth/verify-account?email=someone%40example.com', 'unverified'),
    ],
    ['client', client, '/auth/signup/step-1', to('/company-home', 'step-done')],
    // Calendar: recruiters go to the candidate profile, keeping query parameters
    [
      'recruiter',
      recruiter,
      '/candidate/calendar?id=42&openHistoryTab=true',
      to('/candidate/profile?id=42&openHistoryTab=true', 'recruiter-calendar'),
    ],
    ['fractional recruiter', fractional, '/candidate/calendar', to('/candidate/profile', 'recruiter-calendar')],
    ['candidate', candidate, '/candidate/calendar', allow],
    ['client', client, '/candidate/calendar?x=1', to('/company-home', 'forbidden')],
    // A candidate marked for deletion is sent home from candidate-only routes
    ['deleted candidate', deletedCandidate, '/candidate/profile', to('/candidate-home', 'deleted-candidate')],
    ['deleted candidate', deletedCandidate, '/candidate/calendar', to('/candidate-home', 'deleted-candidate')],
    ['deleted candidate', deletedCandidate, '/settings', to('/candidate-home', 'deleted-candidate')],
    ['deleted candidate at home', deletedCandidate, '/candidate-home', allow],
    ['client with a deletion date (not a candidate)', client, '/candidate/profile', allow],
    // Pages for everybody
    ['visitor', null, '/error', allow],
    ['candidate', candidate, '/error', allow],
    ['visitor', null, '/public/terms-of-use', allow],
    // the search-status link from a recruiter's mail works without signing in, and signed in too
    ['visitor', null, '/public/search-status?candidateId=c1&token=t1', allow],
    ['candidate', candidate, '/public/search-status?candidateId=c1&token=t1', allow],
    ['visitor', null, '/does/not/exist', allow],
    ['recruiter', recruiter, '/does/not/exist', allow],
  ] as const)('%s at %s', (_who, user, url, expected) => {
    expect(decide(user, url)).toEqual(expected)
  })

  // Every route as every role: 'allow' or where the user is sent (issue 20 item 6). The basic
  // client recruiter reaches only the compensation engine and Settings.
  const staffAdmin: GuardUser = { ...administrator, userType: 'staff' }
  const typedClient: GuardUser = { ...client, toBeDeletedAt: null, userType: 'client' }
  const typedBasic: GuardUser = { ...basicClient, userType: 'client' }
  const typedRecruiter: GuardUser = { ...recruiter, userType: 'staff' }
  const typedCandidate: GuardUser = { ...candidate, userType: 'candidate' }
  const Y = 'allow'
  const matrix: [string, string, string, string, string, string][] = [
    // path                    staff admin       recruiter                     client            basic             candidate
    ['/candidate-home', '/admin/lists', '/candidate/list', '/company-home', '/comp-engine', Y],
    ['/candidate/list', Y, Y, '/company-home', '/comp-engine', '/candidate-home'],
    ['/candidate/profile', Y, Y, Y, '/comp-engine', Y],
    ['/candidate/calendar', '/admin/lists', '/candidate/profile', '/company-home', '/comp-engine', Y],
    ['/job', Y, Y, Y, '/comp-engine', '/candidate-home'],
    ['/job/7f0c/candidates', Y, Y, Y, '/comp-engine', '/candidate-home'],
    ['/job/7f0c/details', Y, Y, Y, '/comp-engine', '/candidate-home'],
    ['/client/list', Y, Y, '/company-home', '/comp-engine', '/candidate-home'],
    ['/client/7f0c/exec-report', Y, Y, '/company-home', '/comp-engine', '/candidate-home'],
    ['/company-home', '/admin/lists', '/candidate/list', Y, '/comp-engine', '/candidate-home'],
    ['/integrate', Y, Y, Y, '/comp-engine', '/candidate-home'],
    ['/exec-report', '/admin/lists', '/candidate/list', Y, '/comp-engine', '/candidate-home'],
    ['/interview-report', Y, Y, Y, '/comp-engine', '/candidate-home'],
    ['/interviews/7f0c/feedback', Y, Y, Y, '/comp-engine', '/candidate-home'],
    ['/comp-engine', Y, Y, Y, Y, '/candidate-home'],
    ['/admin/lists', Y, '/candidate/list', '/company-home', '/comp-engine', '/candidate-home'],
    ['/admin/users', Y, '/candidate/list', '/company-home', '/comp-engine', '/candidate-home'],
    ['/admin/reports', Y, '/candidate/list', '/company-home', '/comp-engine', '/candidate-home'],
    ['/settings', Y, Y, Y, Y, Y],
  ]
  const who: [string, GuardUser][] = [
    ['staff admin', staffAdmin],
    ['recruiter', typedRecruiter],
    ['client recruiter', typedClient],
    ['basic client recruiter', typedBasic],
    ['candidate', typedCandidate],
  ]
  test.each(
    matrix.flatMap(([path, ...outcomes]) =>
      outcomes.map((outcome, i) => [who[i]![0], path, outcome, who[i]![1]] as const),
    ),
  )('%s at %s: %s', (_who, path, outcome, user) => {
    const decision = decide(user, path)
    if (outcome === Y) expect(decision).toEqual(allow)
    else expect(decision).toMatchObject({ kind: 'redirect', to: outcome })
  })

  test('the retry counter grows by 1 on each retry', () => {
    expect(decide(null, '/', { retryAttempt: 0 })).toMatchObject({
      to: '/auth/login?returnUrl=%2F&retryAttempt=1',
      retryAttempt: 1,
    })
    expect(decide(null, '/', { retryAttempt: 1 })).toMatchObject({
      to: '/auth/login?returnUrl=%2F&retryAttempt=2',
      retryAttempt: 2,
    })
    expect(decide(null, '/company-home', { retryAttempt: 6 })).toMatchObject({ retryAttempt: 7 })
  })

  test.each([
    ['local', allow],
    ['development', allow],
    ['production', to('/', 'dev-only')],
    ['staging', to('/', 'dev-only')],
    ['e2e', to('/', 'dev-only')],
  ] as const)('a development-only route in %s', (env, expected) => {
    expect(decide(null, '/dev/ui', { env })).toEqual(expected)
  })

  test('a missing or unsafe homeRoute falls back to the rule by role', () => {
    expect(decide({ ...recruiter, homeRoute: '' }, '/')).toEqual(to('/candidate/list', 'home'))
    expect(decide({ ...client, homeRoute: '//evil.example' }, '/')).toEqual(to('/company-home', 'home'))
    expect(decide({ ...candidate, homeRoute: '/' }, '/')).toEqual(to('/candidate-home', 'home'))
  })

  test('a deleted candidate whose home is itself candidate-only is not sent round in a loop', () => {
    const odd = { ...deletedCandidate, homeRoute: '/candidate/profile' }
    expect(decide(odd, '/candidate/profile')).toEqual(allow)
  })
})

describe('home route by role (spec 000 §2)', () => {
  test.each([
    [['candidate'], '/candidate-home'],
    [['recruiter'], '/candidate/list'],
    [['internal-recruiter'], '/candidate/list'],
    [['fractional-recruiter'], '/candidate/list'],
    [['client-recruiter'], '/company-home'],
    [['client-recruiter-basic'], '/comp-engine'],
    [['manage-lists'], '/admin/lists'],
    [['manage-users'], '/admin/users'],
    [['manage-lists', 'manage-users'], '/admin/lists'],
    [['recruiter', 'manage-users'], '/candidate/list'],
    [['client-sourcing'], '/error'],
    [[], '/error'],
  ] as const)('%j -> %s', (roleNames, expected) => {
    expect(homeRouteFor({ roleNames })).toBe(expected)
    expect(homeOf({ ...base, roleNames, homeRoute: '' })).toBe(expected)
  })

  test('userType candidate counts as a candidate', () => {
    expect(homeRouteFor({ roleNames: [], userType: 'candidate' })).toBe('/candidate-home')
  })
})

describe('return URLs', () => {
  test.each([
    ['/candidate/list?x=1', '/candidate/list?x=1'],
    ['/', '/'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/auth/login', null],
    ['/auth/login?returnUrl=%2F', null],
    ['/authors', '/authors'],
    ['', null],
    [null, null],
  ] as const)('%s -> %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected)
  })

  test('loginUrl', () => {
    expect(loginUrl()).toBe('/auth/login')
    expect(loginUrl('/a?b=c', 2)).toBe('/auth/login?returnUrl=%2Fa%3Fb%3Dc&retryAttempt=2')
    expect(loginUrl(undefined, undefined, { email: 'a@b.co' })).toBe('/auth/login?email=a%40b.co')
  })
})

describe('webview marker', () => {
  const flagged: RouteRule = { path: '/x', access: 'session', webviewRequired: true }
  test.each([
    [candidate, flagged, false],
    [recruiter, flagged, true],
    [null, flagged, true],
    [recruiter, { path: '/y', access: 'session' } as RouteRule, false],
  ] as const)('%#', (user, route, expected) => {
    expect(needsWebviewMarker(user, route)).toBe(expected)
  })
})
