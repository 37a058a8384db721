import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link, useSearch } from 'wouter'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { TextField } from '../../ui/text-field'
import { sessionState, setRetryAttempt } from '../session/state'
import { PasswordField } from './components'
import { authState, clearFormMessages, resetAuthForm, submitLogin } from './state'
import { type FormErrors, isValid, type LoginValues, validateLogin } from './validators'

export function LoginPage() {
  const query = new URLSearchParams(useSearch())
  const returnUrl = query.get('returnUrl')
  const auth = useSnapshot(authState)
  const [values, setValues] = useState({ email: query.get('email') ?? '', password: '', rememberMe: false })
  const [errors, setErrors] = useState<FormErrors<keyof LoginValues>>({})

  const attempt = Number(query.get('retryAttempt'))
  useEffect(() => resetAuthForm(), [])
  useEffect(() => {
    // Keep the session guard's counter in step with the attempt shown in the URL.
    if (Number.isInteger(attempt) && attempt > sessionState.retryAttempt) setRetryAttempt(attempt)
  }, [attempt])

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateLogin(values)
    setErrors(found)
    if (isValid(found)) void submitLogin(values, returnUrl)
    else clearFormMessages()
  }

  const set = (key: 'email' | 'password') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))

  return (
    <>
      <h1 className="auth-title">Sign in to Quota</h1>
      <p className="auth-subtitle">Welcome back. Enter your e-mail and password.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus={!values.email}
          value={values.email}
          onChange={set('email')}
          error={errors.email ?? auth.fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          autoFocus={Boolean(values.email)}
          value={values.password}
          onChange={set('password')}
          error={errors.password ?? auth.fieldErrors.password}
        />
        <div className="form-row-between">
          <Checkbox
            label="Remember me"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(e) => setValues((v) => ({ ...v, rememberMe: e.target.checked }))}
          />
          <Link href={`/auth/forgot-password${values.email ? `?${new URLSearchParams({ email: values.email })}` : ''}`}>
            Forgot password?
          </Link>
        </div>
        {auth.formError && <Alert>{auth.formError}</Alert>}
        <Button type="submit" block loading={auth.pending === 'login'}>
          Sign in
        </Button>
      </form>
      <p className="auth-footer">
        New to Quota? <Link href="/auth/signup/step-1">Create an account</Link>
      </p>
    </>
  )
}
