import { errors, jwtVerify, SignJWT } from 'jose'

/** What our signed tokens carry. `typ` keeps one kind from being used as another. */
export type TokenType = 'access' | 'session' | 'social-state' | 'realtime'

export interface SignedClaims {
  sub?: string
  sid?: string
  [key: string]: unknown
}

export async function signToken(
  key: Uint8Array,
  typ: TokenType,
  claims: SignedClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ ...claims, typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key)
}

export type VerifyResult =
  | { ok: true; claims: SignedClaims & { typ: TokenType; exp: number } }
  | { ok: false; reason: 'expired' | 'invalid' }

export async function verifyToken(key: Uint8Array, typ: TokenType, token: string): Promise<VerifyResult> {
  if (token.length > 4096) return { ok: false, reason: 'invalid' }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    if (payload.typ !== typ) return { ok: false, reason: 'invalid' }
    return { ok: true, claims: payload as SignedClaims & { typ: TokenType; exp: number } }
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    return { ok: false, reason: 'invalid' }
  }
}
