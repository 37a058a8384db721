import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { useFormChangedWarning } from '../../app/form-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { PasswordField } from './components'
import { authState, clearFormMessages, resetAuthForm, submitResetPassword } from './state'
import {
  type FormErrors,
  isValid,
  PASSWORD_MIN_LENGTH,
  type ResetPasswordValues,
  validateResetPassword,
} from './validators'

export const MISSING_TOKEN_MESSAGE = 'This password reset link is invalid. Please request a new one.'

/** /auth/reset-password?token=...&email=...: the link from the forgot-password e-mail. */
export function ResetPasswordPage() {
  const query = new URLSearchParams(useSearch())
  const token = query.get('token') ?? query.get('code') ?? ''
  const email = query.get('email')
  const auth = useSnapshot(authState)
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<FormErrors<keyof ResetPasswordValues>>({})

  useEffect(() => resetAuthForm(), [])
  useFormChangedWarning(Boolean(values.password || values.confirmPassword) && auth.pending !== 'reset')

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateResetPassword(values)
    setErrors(found)
    if (isValid(found)) void submitResetPassword(token, email, values)
    else clearFormMessages()
  }

  const forgotHref = `/auth/forgot-password${email ? `?${new URLSearchParams({ email })}` : ''}`

  if (!token) {
    return (
      <>
        <h1 className="auth-title">Reset your password</h1>
        <Alert>{MISSING_TOKEN_MESSAGE}</Alert>
        <p className="auth-footer">
          <Link href={forgotHref}>Request a new link</Link> · <Link href="/auth/login">Back to sign in</Link>
        </p>
      </>
    )
  }

  return (
    <>
      <h1 className="auth-title">Set a new password</h1>
      <p className="auth-subtitle">
        {email ? `For ${email}. ` : ''}Choose a password of at least {PASSWORD_MIN_LENGTH} characters.
      </p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Reset password">
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          autoFocus
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={errors.password ?? auth.fieldErrors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
          error={errors.confirmPassword}
        />
        {auth.formError && (
          <Alert>
            {auth.formError}
            {auth.formErrorHasLinks && (
              <>
                {' '}
                <Link href="/auth/login">Sign in</Link> or <Link href={forgotHref}>request a new link</Link>.
              </>
            )}
          </Alert>
        )}
        <Button type="submit" block loading={auth.pending === 'reset'}>
          Save password
        </Button>
      </form>
      <p className="auth-footer">
        <Link href="/auth/login">Back to sign in</Link>
      </p>
    </>
  )
}
