import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { authState, clearFormMessages, resetAuthForm, submitForgotPassword } from './state'
import { email as emailCheck } from './validators'

export function ForgotPasswordPage() {
  const query = new URLSearchParams(useSearch())
  const auth = useSnapshot(authState)
  const [email, setEmail] = useState(query.get('email') ?? '')
  const [error, setError] = useState<string>()

  useEffect(() => resetAuthForm(), [])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = emailCheck(email)?.message
    setError(problem)
    if (!problem) void submitForgotPassword(email)
    else clearFormMessages()
  }

  return (
    <>
      <h1 className="auth-title">Forgot your password?</h1>
      <p className="auth-subtitle">Enter your e-mail and we will send you a link to set a new password.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? auth.fieldErrors.email}
        />
        {auth.formError && <Alert>{auth.formError}</Alert>}
        {auth.notice && <Alert tone="success">{auth.notice}</Alert>}
        <Button type="submit" block loading={auth.pending === 'forgot'}>
          Send reset link
        </Button>
      </form>
      <p className="auth-footer">
        <Link href={`/auth/login${email ? `?${new URLSearchParams({ email })}` : ''}`}>Back to sign in</Link>
      </p>
    </>
  )
}
