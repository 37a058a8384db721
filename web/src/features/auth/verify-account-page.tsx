import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { sessionState } from '../session/state'
import { authState, clearFormMessages, resendVerificationCode, resetAuthForm, submitVerify } from './state'
import { email as emailCheck, VERIFICATION_CODE_LENGTH, verificationCode } from './validators'

export function VerifyAccountPage() {
  const query = new URLSearchParams(useSearch())
  const session = useSnapshot(sessionState)
  const auth = useSnapshot(authState)
  const knownEmail = query.get('email') ?? session.user?.email ?? ''
  const [email, setEmail] = useState(knownEmail)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({})

  useEffect(() => resetAuthForm(), [])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = {
      ...(knownEmail ? {} : { email: emailCheck(email)?.message }),
      code: verificationCode(code)?.message,
    }
    setErrors(found)
    if (!found.email && !found.code) void submitVerify(email, code)
    else clearFormMessages()
  }

  function onResend() {
    const problem = emailCheck(email)
    if (problem) {
      setErrors((e) => ({ ...e, email: problem.message }))
      return
    }
    void resendVerificationCode(email)
  }

  return (
    <>
      <h1 className="auth-title">Verify your account</h1>
      <p className="auth-subtitle">
        {knownEmail ? (
          <>
            We sent a {VERIFICATION_CODE_LENGTH}-digit code to <strong>{knownEmail}</strong>. Enter it below.
          </>
        ) : (
          <>Enter your e-mail and the {VERIFICATION_CODE_LENGTH}-digit code we sent you.</>
        )}
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Verify account">
        {!knownEmail && (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
        )}
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
          autoFocus={Boolean(knownEmail)}
          className="field-code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH))}
          error={errors.code}
        />
        {auth.formError && <Alert>{auth.formError}</Alert>}
        <Button type="submit" block loading={auth.pending === 'verify'}>
          Verify
        </Button>
        <p className="form-note">
          Didn&apos;t get the code?{' '}
          <Button variant="link" onClick={onResend} loading={auth.pending === 'resend'}>
            Resend code
          </Button>
        </p>
      </form>
      <p className="auth-footer">
        <Link href="/auth/login">Back to sign in</Link>
      </p>
    </>
  )
}
