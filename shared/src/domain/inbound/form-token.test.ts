import { describe, expect, it } from 'vitest'
import { FORM_TOKEN_MAX_AGE_MS, type FormTokenClaims, formTokenProblem } from './form-token'
import { MIN_FILL_MS } from './index'

const NOW = Date.UTC(2026, 10, 29, 12)
const expected = { form: 'apply', keyId: 'key-1', origin: 'https://careers.acme.test' } as const
const token = (change: Partial<FormTokenClaims> = {}): FormTokenClaims => ({
  ...expected,
  issuedAt: NOW - 60_000,
  ...change,
})

describe('formTokenProblem', () => {
  it.each<[string, boolean, FormTokenClaims | null, string | null]>([
    ['a token issued a minute ago', true, token(), null],
    ['exactly the minimum fill time', true, token({ issuedAt: NOW - MIN_FILL_MS }), null],
    ['exactly the maximum age', true, token({ issuedAt: NOW - FORM_TOKEN_MAX_AGE_MS }), null],
    ['no token', false, null, 'required'],
    ['a forged or malformed token', true, null, 'invalid'],
    ['another form', true, token({ form: 'hire' }), 'invalid'],
    ['another access key', true, token({ keyId: 'key-2' }), 'invalid'],
    ['our own pages instead of the key', true, token({ keyId: null }), 'invalid'],
    ['another site', true, token({ origin: 'https://evil.example' }), 'invalid'],
    ['no site where one was expected', true, token({ origin: null }), 'invalid'],
    ['a broken issue time', true, token({ issuedAt: Number.NaN }), 'invalid'],
    ['sooner than the minimum fill time', true, token({ issuedAt: NOW - MIN_FILL_MS + 1 }), 'tooFast'],
    ['issued in the future (clock skew)', true, token({ issuedAt: NOW + 5000 }), 'tooFast'],
    ['older than the maximum age', true, token({ issuedAt: NOW - FORM_TOKEN_MAX_AGE_MS - 1 }), 'expired'],
  ])('%s', (_, present, claims, rule) => {
    const problem = formTokenProblem(present, claims, expected, NOW)
    expect(problem?.rule ?? null).toBe(rule)
    if (problem) expect(problem.path).toBe('formToken')
  })

  it('a token of our own pages fits our own pages', () => {
    const web = { form: 'hire', keyId: null, origin: 'http://localhost:3000' } as const
    expect(formTokenProblem(true, { ...web, issuedAt: NOW - 10_000 }, web, NOW)).toBeNull()
  })
})
