/** What other modules may use from auth. */
export { authenticateRequest, bearerToken, readCredential } from './authenticate'
export { SESSION_COOKIE } from './cookies'
export { revokeSession, revokeUserSessions, startSession } from './sessions'
