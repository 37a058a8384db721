/**
 * Greenhouse Harvest v3 OAuth (client credentials): `POST {authUrl}/token` with HTTP Basic
 * client_id:client_secret and the form `grant_type=client_credentials&sub=<user id>`; the answer's
 * `access_token` lives `expires_in` seconds (1 h, harvestdocs "Authentication").
 *
 * Tokens are kept per credentials in this process until a minute before they expire, so every
 * adapter made for the same connection (one per push, read or webhook) shares one token instead of
 * asking for a new one before each call (issue 37.6). A 401 on a call drops the token (revoked or
 * rotated credentials) and the call is tried once more with a new one.
 */
import { createHash } from 'node:crypto'
import { AtsHttpError, atsRequest } from './http'

export interface GreenhouseOAuth {
  clientId: string
  clientSecret: string
  userId: string
}

const tokens = new Map<string, { value: string; until: number }>()

/** The cache key: the credentials and where they are used, hashed so no secret is kept twice in the clear. */
const keyOf = (authUrl: string, c: GreenhouseOAuth) =>
  createHash('sha256')
    .update(JSON.stringify([authUrl, c.clientId, c.clientSecret, c.userId]))
    .digest('hex')

export async function greenhouseToken(authUrl: string, credentials: GreenhouseOAuth): Promise<string> {
  const key = keyOf(authUrl, credentials)
  const cached = tokens.get(key)
  if (cached && cached.until > Date.now()) return cached.value
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')
  const answer = await atsRequest({
    method: 'POST',
    url: `${authUrl.replace(/\/+$/, '')}/token`,
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', sub: credentials.userId }).toString(),
  })
  const body = answer.json<{ access_token?: string; expires_in?: number }>()
  if (!body?.access_token) throw new AtsHttpError(answer.status, 'no access token in the answer')
  // renewed a minute early so a call never starts with a token about to lapse
  const lifetime = Math.max(60, (body.expires_in ?? 3600) - 60) * 1000
  for (const [k, t] of tokens) if (t.until <= Date.now()) tokens.delete(k)
  tokens.set(key, { value: body.access_token, until: Date.now() + lifetime })
  return body.access_token
}

/** Forgets the token of these credentials (after a 401). */
export function dropGreenhouseToken(authUrl: string, credentials: GreenhouseOAuth): void {
  tokens.delete(keyOf(authUrl, credentials))
}
