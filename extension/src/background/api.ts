/**
 * The only network code of the extension: calls to the Quota API with the bearer token, one
 * refresh (rotation: the API answers a new refresh token each time) on an expired token, and the
 * API's own error messages passed back. A 410 is the remote kill switch / minimum version.
 */
import browser from 'webextension-polyfill'
import type { ErrorAnswer } from '../messaging/messages'
import { readSettings } from '../storage/store'
import { readSession, writeSession } from './session'

export class ApiError extends Error {
  constructor(readonly answer: ErrorAnswer) {
    super(answer.message)
  }
}

const VERSION = browser.runtime.getManifest().version

async function raw(path: string, init: { method: string; body?: unknown; token?: string | null }) {
  const { apiOrigin } = await readSettings()
  const headers: Record<string, string> = { 'x-client-version': VERSION, accept: 'application/json' }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  try {
    return await fetch(`${apiOrigin}${path}`, {
      method: init.method,
      headers,
      credentials: 'omit',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    })
  } catch {
    throw new ApiError({ code: 'UNREACHABLE', message: `Quota is not reachable at ${apiOrigin}`, status: 0 })
  }
}

async function failure(res: Response): Promise<ApiError> {
  if (res.status === 410) {
    return new ApiError({
      code: 'CLIENT_TOO_OLD',
      message: 'This version of the Quota extension is no longer accepted; please update it',
      status: 410,
    })
  }
  const body = (await res.json().catch(() => null)) as {
    error?: { code?: string; message?: string; meta?: Record<string, unknown> }
  } | null
  return new ApiError({
    code: body?.error?.code ?? 'HTTP_ERROR',
    message: body?.error?.message ?? `Quota answered ${res.status}`,
    status: res.status,
    ...(body?.error?.meta ? { meta: body.error.meta } : {}),
  })
}

/** A call without a session (sign-in). */
export async function publicCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await raw(path, { method, body })
  if (!res.ok) throw await failure(res)
  return ((await res.json()) as { data: T }).data
}

async function refreshed(refreshToken: string): Promise<string | null> {
  const res = await raw('/api/auth/refresh', { method: 'POST', body: { refreshToken } })
  const session = await readSession()
  if (!res.ok || !session) {
    await writeSession(null)
    return null
  }
  const { data } = (await res.json()) as { data: { accessToken: string; refreshToken?: string } }
  await writeSession({ ...session, accessToken: data.accessToken, refreshToken: data.refreshToken ?? null })
  return data.accessToken
}

/** A call as the signed-in recruiter. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const session = await readSession()
  if (!session)
    throw new ApiError({ code: 'UNAUTHORIZED', message: 'Sign in to Quota from the extension button', status: 401 })
  let res = await raw(path, { method, body, token: session.accessToken })
  if (res.status === 401 && session.refreshToken) {
    const token = await refreshed(session.refreshToken)
    if (token) res = await raw(path, { method, body, token })
  }
  if (res.status === 401) await writeSession(null)
  if (!res.ok) throw await failure(res)
  return ((await res.json()) as { data: T }).data
}
