/**
 * The session store: who is signed in (from GET /api/users/me), whether that is known yet, and
 * the session guard's retry counter (spec 000 §2: retryAttempt grows by 1 on each retry; kept
 * for the tab in sessionStorage, reset once a session is established).
 */
import { proxy } from 'valtio'
import { confirmLeaveIfDirty } from '../../app/form-guard'
import { LOGIN_PATH } from '../../app/guards'
import { navigate } from '../../app/navigation'
import { resetAllStores } from '../../app/reset'
import { fetchMe, hasSession, logoutRequest } from './api'
import type { SessionUser } from './user'

const RETRY_KEY = 'quota.session.retryAttempt'

function readRetryAttempt(): number {
  try {
    const n = Number(globalThis.sessionStorage?.getItem(RETRY_KEY))
    return Number.isInteger(n) && n > 0 ? n : 0
  } catch {
    return 0
  }
}

function writeRetryAttempt(n: number) {
  try {
    if (n > 0) globalThis.sessionStorage?.setItem(RETRY_KEY, String(n))
    else globalThis.sessionStorage?.removeItem(RETRY_KEY)
  } catch {
    // storage unavailable (private mode): the counter lives in memory only
  }
}

export type SessionStatus = 'loading' | 'ready'

export const sessionState = proxy({
  status: 'loading' as SessionStatus,
  user: null as SessionUser | null,
  retryAttempt: readRetryAttempt(),
})

export function setSessionUser(user: SessionUser) {
  sessionState.user = user
  sessionState.status = 'ready'
  setRetryAttempt(0)
}

export function clearSession() {
  sessionState.user = null
  sessionState.status = 'ready'
}

export function setRetryAttempt(n: number) {
  if (sessionState.retryAttempt === n) return
  sessionState.retryAttempt = n
  writeRetryAttempt(n)
}

/** Loads the signed-in user; null when there is no valid session (any failure counts as none). */
export async function loadSession(): Promise<SessionUser | null> {
  try {
    if (!(await hasSession())) {
      clearSession()
      return null
    }
    const user = await fetchMe()
    setSessionUser(user)
    return user
  } catch {
    // 401 means no session; a network or server failure also leaves the visitor signed out.
    clearSession()
    return null
  }
}

/**
 * Signs out: asks first when a form is modified, ends the session on the server, resets every
 * store (spec 000 §4: logout resets all state) and goes to login. Resolves false if cancelled.
 */
export async function logout(): Promise<boolean> {
  if (!(await confirmLeaveIfDirty())) return false
  await logoutRequest()
  resetAllStores()
  // Same tick (a forced navigation is synchronous): the router sees the login path and no
  // user together, so no guard redirect happens in between.
  void navigate(LOGIN_PATH, { replace: true, force: true })
  clearSession()
  return true
}
