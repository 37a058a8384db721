/**
 * Close codes the server uses. 4401 mirrors HTTP 401: fetch a new token, then reconnect.
 * 1001: the server is going away (restart); reconnect after a pause.
 */
export const REALTIME_CLOSE = { unauthorized: 4401, goingAway: 1001 } as const
