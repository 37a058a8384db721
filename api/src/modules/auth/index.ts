/** What other modules may use from auth. */
export { actorOfSession, authenticateRequest, bearerToken, readCredential } from './authenticate'
export { SESSION_COOKIE } from './cookies'
export { signToken, verifyToken } from './jwt'
export { signingKey } from './secrets'
export { revokeSession, revokeUserSessions, startSession } from './sessions'
