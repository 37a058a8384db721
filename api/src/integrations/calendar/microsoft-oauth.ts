/**
 * The Microsoft identity platform's OAuth 2.0 authorization-code flow ("Microsoft identity
 * platform and OAuth 2.0 authorization code flow"): the /authorize URL the browser is sent to
 * (response_type=code, response_mode=query, the delegated scopes with offline_access so a refresh
 * token is answered) and the exchange of the code at /token (grant_type=authorization_code, the
 * same redirect_uri and scope) for an access token and refresh token; GET /me then names the
 * account (mail, else userPrincipalName), whose schedule the calendar adapter reads.
 * Microsoft's refusals keep its `error_description` (first line) or Graph's `error.message`.
 */

import { type OutboundFetch, safeFetch } from '../../net/outbound'
import { GraphError, graphError, MICROSOFT_SCOPES, sendToMicrosoft } from '../microsoft/graph-client'
import { CalendarHttpError } from './calendar-integration'

export interface MicrosoftOAuthClient {
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  apiUrl: string
  redirectUri: string
  fetch?: OutboundFetch
}

export function microsoftAuthorizationUrl(client: MicrosoftOAuthClient, state: string): string {
  const url = new URL(client.authUrl)
  url.search = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    response_mode: 'query',
    scope: MICROSOFT_SCOPES.join(' '),
    // the account chooser: a browser signed in to several work accounts picks the right one
    prompt: 'select_account',
    state,
  }).toString()
  return url.toString()
}

export interface MicrosoftGrant {
  refreshToken: string
  scopes: string[]
  /** The mailbox's address (mail, else userPrincipalName). */
  email: string
  /** The user's object id in Microsoft Entra ID. */
  accountId: string
}

/** The code Microsoft sent back, exchanged for tokens; the signed-in user read with them. */
export async function exchangeMicrosoftCode(client: MicrosoftOAuthClient, code: string): Promise<MicrosoftGrant> {
  const doFetch = client.fetch ?? safeFetch
  try {
    const res = await sendToMicrosoft(doFetch, client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        code,
        redirect_uri: client.redirectUri,
        grant_type: 'authorization_code',
        scope: MICROSOFT_SCOPES.join(' '),
      }),
    })
    if (!res.ok) throw await graphError(res, 'sign-in')
    const body = (await res.json()) as { access_token?: string; refresh_token?: string; scope?: string }
    if (!body.access_token) throw new GraphError(502, 'Microsoft answered no access token.')
    if (!body.refresh_token) {
      throw new GraphError(502, 'Microsoft answered no refresh token: the offline_access permission was not granted.')
    }
    const me = await sendToMicrosoft(doFetch, `${client.apiUrl.replace(/\/$/, '')}/me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    })
    if (!me.ok) throw await graphError(me, 'profile')
    const user = (await me.json()) as { id?: string; mail?: string | null; userPrincipalName?: string }
    const email = user.mail ?? user.userPrincipalName
    if (!user.id || !email) throw new GraphError(502, 'Microsoft answered a profile without an id or address.')
    return {
      refreshToken: body.refresh_token,
      scopes: body.scope?.split(' ').filter(Boolean) ?? [],
      email,
      accountId: user.id,
    }
  } catch (error) {
    if (error instanceof GraphError) throw new CalendarHttpError(error.status, error.message)
    throw error
  }
}
