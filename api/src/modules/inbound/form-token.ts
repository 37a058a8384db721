/**
 * Signing and checking the inbound form token (the rule is `shared/domain/inbound/form-token`).
 * A token is `<claims>.<signature>`, both base64url: the claims as JSON, the signature
 * HMAC-SHA256 over them with the API's signing key (AUTH_SECRET), under its own label so no
 * other signed value of ours (sessions, media links) can pass for one. Stateless: any API
 * process checks what another issued; rotating AUTH_SECRET voids open forms (they ask again).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FormTokenResult } from '@quota/shared/contracts/inbound'
import {
  FORM_TOKEN_FORMS,
  FORM_TOKEN_MAX_AGE_MS,
  type FormTokenClaims,
  type FormTokenForm,
  formTokenProblem,
} from '@quota/shared/domain/inbound/form-token'
import { MIN_FILL_MS } from '@quota/shared/domain/inbound/index'
import { AppError } from '@quota/shared/errors/index'
import type { Config } from '../../config/env'
import { signingKey } from '../auth/secrets'
import type { InboundCaller } from './caller'

const LABEL = 'inbound-form-token:v1:'

const mac = (config: Config, claims: string) =>
  createHmac('sha256', signingKey(config))
    .update(LABEL + claims)
    .digest()

/** Who a token is for: the caller's key (or our own pages) and the site it called from. */
const audienceOf = (caller: InboundCaller, request: Request) => ({
  keyId: caller.key?.id ?? null,
  origin: request.headers.get('origin'),
})

export function issueFormToken(
  config: Config,
  form: FormTokenForm,
  caller: InboundCaller,
  request: Request,
  now = Date.now(),
): FormTokenResult {
  const claims: FormTokenClaims = { form, ...audienceOf(caller, request), issuedAt: now }
  const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return {
    token: `${encoded}.${mac(config, encoded).toString('base64url')}`,
    issuedAt: new Date(now).toISOString(),
    notBefore: new Date(now + MIN_FILL_MS).toISOString(),
    expiresAt: new Date(now + FORM_TOKEN_MAX_AGE_MS).toISOString(),
  }
}

/** The claims of a token we signed, or null (malformed, forged, not ours). */
function verifiedClaims(config: Config, token: string): FormTokenClaims | null {
  const [encoded, signature, extra] = token.split('.')
  if (!encoded || !signature || extra !== undefined) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(config, encoded)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as FormTokenClaims
    return (FORM_TOKEN_FORMS as readonly string[]).includes(claims.form) ? claims : null
  } catch {
    return null
  }
}

/** Refuses the submit (422 on `formToken`, with its rule) unless its token lets it through. */
export function checkFormToken(
  config: Config,
  form: FormTokenForm,
  caller: InboundCaller,
  request: Request,
  token: string | undefined,
  now = Date.now(),
): void {
  const claims = token ? verifiedClaims(config, token) : null
  const problem = formTokenProblem(!!token, claims, { form, ...audienceOf(caller, request) }, now)
  if (problem) throw AppError.field(problem.path, problem.rule, problem.message)
}
