/**
 * A widget form's token as the visitor holds it once the form is filled: signed by the API for
 * this key and site, issued `ageMs` ago (past the minimum fill time). Tests of the token itself ask
 * the API for one and wait; the rest start from a form a person filled.
 */
import type { FormTokenForm } from '@quota/shared/domain/inbound/form-token'
import { issueFormToken } from '../modules/inbound/form-token'
import type { TestApp } from './test-app'

export function filledFormToken(
  t: TestApp,
  form: FormTokenForm,
  keyId: string | null,
  origin: string,
  ageMs = 10_000,
): string {
  const caller = keyId
    ? { kind: 'key' as const, key: { id: keyId, name: '', scopes: [], organizationId: null }, address: '' }
    : { kind: 'web' as const, key: null, address: '' }
  const request = new Request('http://localhost/', { headers: { origin } })
  return issueFormToken(t.deps.config, form, caller, request, Date.now() - ageMs).token
}
