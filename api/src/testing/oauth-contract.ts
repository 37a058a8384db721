/**
 * The OAuth 2.0 authorization-code part both calendar contract servers share (Google's "OAuth 2.0
 * for Web Server Applications" and the Microsoft identity platform follow RFC 6749 alike): the
 * authorization endpoint (`consent` / `deny` stand for the user at the provider's page and answer
 * the redirect back with code or error, and the state), codes kept until exchanged once for the
 * same redirect_uri, access tokens issued, checked on API calls, and revoked. Each server keeps its
 * own error bodies, scopes and refresh-token rules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface OAuthContractOptions {
  /** The authorization endpoint (known once the server listens). */
  authUrl: () => string
  /** The provider's own checks of the authorization request (throws its error message). */
  checkRequest(query: URLSearchParams): void
  /** A new authorization code / access token in the provider's format. */
  newCode(): string
  newAccessToken(): string
  /** What the provider adds to the redirect back after consent (Google: scope; Microsoft: session_state). */
  consentParams(query: URLSearchParams): Record<string, string>
}

export function oauthContract(options: OAuthContractOptions) {
  /** Authorization codes not yet exchanged, with the redirect_uri they were issued for. */
  const codes = new Map<string, string>()
  const accessTokens = new Set<string>()
  let issued = 0

  /** The provider's checks at the authorization endpoint; the redirect back with `answer` and the state. */
  function redirectBack(authorizationUrl: string, answer: (q: URLSearchParams) => Record<string, string>) {
    const asked = new URL(authorizationUrl)
    const q = asked.searchParams
    if (`${asked.origin}${asked.pathname}` !== options.authUrl()) {
      throw new Error(`not the authorization endpoint: ${asked}`)
    }
    options.checkRequest(q)
    const back = new URL(q.get('redirect_uri') ?? '')
    for (const [k, v] of Object.entries({ ...answer(q), ...(q.get('state') ? { state: q.get('state')! } : {}) })) {
      back.searchParams.set(k, v)
    }
    return back.toString()
  }

  function consent(authorizationUrl: string) {
    return redirectBack(authorizationUrl, (q) => {
      const code = options.newCode()
      codes.set(code, q.get('redirect_uri') ?? '')
      return { code, ...options.consentParams(q) }
    })
  }

  return {
    consent,
    deny: (authorizationUrl: string, error: Record<string, string>) => redirectBack(authorizationUrl, () => error),
    /** A browser at the authorization endpoint: the user approves at once (answers whether it was that). */
    answerAuthorize(req: IncomingMessage, res: ServerResponse, url: URL) {
      if (req.method !== 'GET' || new URL(options.authUrl()).pathname !== url.pathname) return false
      try {
        res.writeHead(302, { location: consent(`${options.authUrl()}${url.search}`) })
      } catch (refused) {
        res.writeHead(400, { 'content-type': 'text/plain' })
        res.end((refused as Error).message)
        return true
      }
      res.end()
      return true
    },
    /** The code exchanged once, for the redirect_uri it was issued for (false: invalid_grant). */
    takeCode(form: URLSearchParams) {
      const code = form.get('code') ?? ''
      if (!codes.has(code) || codes.get(code) !== form.get('redirect_uri')) return false
      codes.delete(code)
      return true
    },
    issueAccessToken() {
      const token = options.newAccessToken()
      accessTokens.add(token)
      issued++
      return token
    },
    /** Whether the request carries a live access token (Authorization: Bearer). */
    authorized: (req: IncomingMessage) => accessTokens.has(req.headers.authorization?.replace(/^Bearer /, '') ?? ''),
    tokensIssued: () => issued,
    revokeTokens: () => accessTokens.clear(),
  }
}
