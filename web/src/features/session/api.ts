import { type DataAnswer, http } from '../../app/http'
import type { SessionUser } from './user'

/** GET /api/users/me: the signed-in user, or a 401 when there is no valid session. */
export async function fetchMe(): Promise<SessionUser> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const answer = await http.get<DataAnswer<SessionUser>>('/users/me', { query: { tz: timezone }, ignoreError: true })
  return answer.data
}

/**
 * GET /api/auth/session: whether the browser holds a live session, answered 200 either way, so a
 * visitor's first page (the sign-in page) logs no 401 before GET users/me is worth asking.
 */
export async function hasSession(): Promise<boolean> {
  const answer = await http.get<DataAnswer<{ signedIn: boolean }>>('/auth/session', { ignoreError: true })
  return answer.data.signedIn
}

/** POST /api/auth/logout: ends the session and clears the cookie. */
export async function logoutRequest(): Promise<void> {
  await http.post('/auth/logout', undefined, { ignoreError: true })
}
