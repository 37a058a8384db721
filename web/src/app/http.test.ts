import { ERROR_MESSAGES } from '@quota/shared/errors/index'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { RATE_LIMIT_TOAST_DURATION_MS } from './constants'
import {
  ApiError,
  buildUrl,
  classifyFailure,
  configureHttp,
  type FailureInfo,
  type HttpEffects,
  http,
  NETWORK_ERROR_MESSAGE,
} from './http'

// Bun + vitest: `import * as z from 'zod'` (used by shared/errors) comes back undefined, because
// zod re-exports its namespace as `z`. `test.server.deps.inline: ['zod']` in the root
// vitest.config.ts fixes it for every package; until the lead adds it, this file patches it
// (web depends on zod itself so that 'zod' here and in shared/ is the same module).
const env = { now: new Date('2025-05-01T12:00:00Z'), userAgent: 'TestBrowser/1.0' }
const failure = (status: number, over: Partial<FailureInfo> = {}): FailureInfo => ({
  status,
  method: 'GET',
  path: '/jobs/list',
  code: 'BAD_REQUEST',
  message: 'Server says no',
  details: [],
  ...over,
})

describe('classifyFailure (spec 000 §8)', () => {
  test('410 asks to reload', () => {
    expect(classifyFailure(failure(410), {}, env)).toEqual({ kind: 'reload-prompt' })
  })

  test('401 on any call but users/me sends to login with the message', () => {
    expect(classifyFailure(failure(401, { message: ERROR_MESSAGES.SESSION_EXPIRED }), {}, env)).toEqual({
      kind: 'unauthorized',
      message: ERROR_MESSAGES.SESSION_EXPIRED,
    })
    expect(classifyFailure(failure(401, { message: '' }), {}, env)).toEqual({
      kind: 'unauthorized',
      message: ERROR_MESSAGES.SESSION_EXPIRED,
    })
  })

  test('401 on users/me clears the session and shows the server message', () => {
    expect(classifyFailure(failure(401, { path: '/users/me' }), {}, env)).toEqual({
      kind: 'clear-session',
      message: 'Server says no',
    })
    expect(classifyFailure(failure(401, { path: '/users/me' }), { ignoreError: true }, env)).toEqual({
      kind: 'clear-session',
      message: null,
    })
  })

  test('an ignored 401 elsewhere still clears the session, silently', () => {
    expect(classifyFailure(failure(401), { ignoreError: true }, env)).toEqual({ kind: 'clear-session', message: null })
  })

  test('401 from a sign-in call is a form error, not a lost session', () => {
    expect(classifyFailure(failure(401, { path: '/auth/login' }), {}, env)).toEqual({
      kind: 'toast',
      toast: { type: 'error', message: 'Server says no' },
    })
  })

  test('5xx: a persistent toast with the generic message and details', () => {
    expect(classifyFailure(failure(503, { method: 'POST', requestId: 'req-9' }), {}, env)).toEqual({
      kind: 'toast',
      toast: {
        type: 'error',
        message: ERROR_MESSAGES.INTERNAL,
        persistent: true,
        details: [
          { label: 'Time', value: '2025-05-01T12:00:00.000Z' },
          { label: 'Browser', value: 'TestBrowser/1.0' },
          { label: 'Endpoint', value: 'POST /api/jobs/list' },
          { label: 'Status', value: '503' },
          { label: 'Request ID', value: 'req-9' },
        ],
      },
    })
  })

  test('429: a dismissible toast for 15 seconds with the server message', () => {
    expect(classifyFailure(failure(429, { message: 'Slow down' }), {}, env)).toEqual({
      kind: 'toast',
      toast: { type: 'warning', message: 'Slow down', durationMs: RATE_LIMIT_TOAST_DURATION_MS },
    })
    expect(RATE_LIMIT_TOAST_DURATION_MS).toBe(15_000)
  })

  test('meta.showDetailError: a persistent toast with the details', () => {
    const action = classifyFailure(
      failure(422, {
        meta: { showDetailError: true },
        details: [{ path: 'salary', rule: 'salaryGreaterThanOTE', message: 'Too high' }],
      }),
      {},
      env,
    )
    expect(action).toEqual({
      kind: 'toast',
      toast: {
        type: 'error',
        message: 'Server says no',
        persistent: true,
        details: [{ label: 'salary', value: 'Too high' }],
      },
    })
  })

  test.each([400, 403, 404, 409, 413, 415, 422])('%i: a toast with the server message', (status) => {
    expect(classifyFailure(failure(status), {}, env)).toEqual({
      kind: 'toast',
      toast: { type: 'error', message: 'Server says no' },
    })
  })

  test('no server reachable', () => {
    expect(classifyFailure(failure(0, { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE }), {}, env)).toEqual({
      kind: 'toast',
      toast: { type: 'error', message: NETWORK_ERROR_MESSAGE },
    })
  })

  test.each([410, 500, 429, 404, 0])('ignore-error suppresses the display of %i', (status) => {
    expect(classifyFailure(failure(status), { ignoreError: true }, env)).toEqual({ kind: 'none' })
  })

  test('statuses the caller handles get no global handling', () => {
    expect(classifyFailure(failure(422), { handledStatuses: [422] }, env)).toEqual({ kind: 'none' })
    expect(classifyFailure(failure(401), { handledStatuses: [401] }, env)).toEqual({ kind: 'none' })
    expect(classifyFailure(failure(500), { handledStatuses: [422] }, env).kind).toBe('toast')
  })
})

describe('buildUrl', () => {
  test.each([
    ['/users/me', undefined, '/api/users/me'],
    ['/users/me', { tz: 'Europe/Paris' }, '/api/users/me?tz=Europe%2FParis'],
    ['/jobs', { limit: 25, offset: 0, searchText: undefined, x: null }, '/api/jobs?limit=25&offset=0'],
    ['/users/owners', { types: ['a', 'b'] }, '/api/users/owners?types=a&types=b'],
    ['/x?y=1', { z: true }, '/api/x?y=1&z=true'],
  ] as const)('%s %j', (path, query, expected) => {
    expect(buildUrl(path, query as never)).toBe(expected)
  })
})

describe('request', () => {
  const calls: { url: string; init: RequestInit }[] = []
  const effects = {
    toast: vi.fn(),
    unauthorized: vi.fn(),
    clearSession: vi.fn(),
    reloadPrompt: vi.fn(),
  } satisfies HttpEffects

  function answer(response: Response | (() => never)) {
    configureHttp({
      effects,
      clientVersion: '9.9.9',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init })
        if (typeof response === 'function') return response()
        return response.clone()
      }) as typeof fetch,
    })
  }

  afterEach(() => {
    calls.length = 0
    vi.clearAllMocks()
  })

  test('sends cookies, the client version and JSON; answers the JSON body', async () => {
    answer(Response.json({ data: { id: 'u1' } }))
    await expect(http.post('/auth/login', { email: 'a@b.co' })).resolves.toEqual({ data: { id: 'u1' } })
    const [call] = calls
    expect(call?.url).toBe('/api/auth/login')
    expect(call?.init.method).toBe('POST')
    expect(call?.init.credentials).toBe('include')
    expect(call?.init.headers).toMatchObject({
      'X-Client-Version': '9.9.9',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    })
    expect(call?.init.body).toBe('{"email":"a@b.co"}')
  })

  test('a GET has no body nor content type; an empty answer is undefined', async () => {
    answer(new Response(null, { status: 204 }))
    await expect(http.get('/users/recent-clicks')).resolves.toBeUndefined()
    expect(calls[0]?.init.body).toBeUndefined()
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type')
  })

  test('an error envelope becomes an ApiError and goes through the global handling', async () => {
    answer(Response.json({ error: { code: 'INTERNAL', message: 'boom', requestId: 'req-1' } }, { status: 500 }))
    const error = await http.get('/jobs/list').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 500,
      code: 'INTERNAL',
      requestId: 'req-1',
      path: '/jobs/list',
      method: 'GET',
    })
    expect(effects.toast).toHaveBeenCalledTimes(1)
    expect(effects.toast.mock.calls[0]?.[0]).toMatchObject({
      type: 'error',
      message: ERROR_MESSAGES.INTERNAL,
      persistent: true,
    })
  })

  test('the request id header is used when the body has none', async () => {
    answer(new Response('Bad gateway', { status: 502, headers: { 'x-request-id': 'hdr-7' } }))
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, requestId: 'hdr-7' })
  })

  test('field details are kept for the form', async () => {
    answer(
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid',
            details: [{ path: 'email', rule: 'emailValidator', message: 'Bad e-mail' }],
          },
        },
        { status: 422 },
      ),
    )
    const error = (await http.post('/auth/signup', {}, { handledStatuses: [422] }).catch((e: unknown) => e)) as ApiError
    expect(error.fieldMessage('email')).toBe('Bad e-mail')
    expect(effects.toast).not.toHaveBeenCalled()
  })

  test('401 on a call sends to login; 410 prompts to reload', async () => {
    answer(
      Response.json({ error: { code: 'SESSION_EXPIRED', message: ERROR_MESSAGES.SESSION_EXPIRED } }, { status: 401 }),
    )
    await expect(http.get('/jobs/list')).rejects.toBeInstanceOf(ApiError)
    expect(effects.unauthorized).toHaveBeenCalledWith(ERROR_MESSAGES.SESSION_EXPIRED)

    answer(Response.json({ error: { code: 'CLIENT_VERSION_STALE', message: 'old' } }, { status: 410 }))
    await expect(http.get('/jobs/list')).rejects.toBeInstanceOf(ApiError)
    expect(effects.reloadPrompt).toHaveBeenCalledTimes(1)
  })

  test('meta.showDetailError is read from the envelope', async () => {
    answer(
      Response.json(
        {
          error: {
            code: 'CONFLICT',
            message: 'Cannot',
            details: [{ path: 'stage', rule: 'x', message: 'Moved' }],
            meta: { showDetailError: true },
          },
        },
        { status: 409 },
      ),
    )
    await expect(http.get('/x')).rejects.toMatchObject({ meta: { showDetailError: true } })
    expect(effects.toast.mock.calls[0]?.[0]).toMatchObject({
      persistent: true,
      details: [{ label: 'stage', value: 'Moved' }],
    })
  })

  test('a network failure is status 0 with a toast', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(http.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(effects.toast).toHaveBeenCalledWith({ type: 'error', message: NETWORK_ERROR_MESSAGE })
  })
})
