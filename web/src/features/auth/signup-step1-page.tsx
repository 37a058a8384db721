import { type FormEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import { EMAIL_CHECK_DEBOUNCE_MS } from '../../app/constants'
import { useFormChangedWarning } from '../../app/form-guard'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { TextField } from '../../ui/text-field'
import { sessionState } from '../session/state'
import { PasswordField } from './components'
import { authState, checkEmail, clearFormMessages, resetAuthForm, submitSignup } from './state'
import { openTermsDialog } from './terms'
import {
  type AccountType,
  displayPhone,
  type FormErrors,
  isEmail,
  isValid,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  type SignupValues,
  validateSignup,
} from './validators'

const ACCOUNT_TYPES: { value: AccountType; label: string; hint: string }[] = [
  { value: 'candidate', label: "I'm looking for a sales job", hint: 'Candidate' },
  { value: 'client', label: "I'm hiring for my sales team", hint: 'Company' },
]

export function SignupStep1Page() {
  const session = useSnapshot(sessionState)
  const auth = useSnapshot(authState)
  /** A signed-in user who has not finished onboarding (e.g. after social login). */
  const signedIn = Boolean(session.user)
  const [values, setValues] = useState<SignupValues>(() => ({
    accountType: session.user?.userType === 'client' ? 'client' : 'candidate',
    firstName: session.user?.firstName ?? '',
    lastName: session.user?.lastName ?? '',
    email: session.user?.email ?? '',
    phone: displayPhone(session.user?.phone ?? ''),
    password: '',
    confirmPassword: '',
    acceptTerms: false,
    companyName: '',
  }))
  const [errors, setErrors] = useState<FormErrors<keyof SignupValues>>({})
  const [touched, setTouched] = useState(false)

  useEffect(() => resetAuthForm(), [])
  useFormChangedWarning(touched && auth.pending !== 'signup')

  // E-mail availability after a 1-second pause in typing.
  useEffect(() => {
    if (signedIn || !isEmail(values.email)) return
    const timer = setTimeout(() => void checkEmail(values.email.trim()), EMAIL_CHECK_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [values.email, signedIn])

  const emailTaken = auth.emailCheck.status === 'taken' && auth.emailCheck.email === values.email.trim()

  function update<K extends keyof SignupValues>(key: K, value: SignupValues[K]) {
    setTouched(true)
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const text =
    (key: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'companyName') =>
    (e: { target: { value: string } }) =>
      update(key, e.target.value)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateSignup(values, { withCredentials: !signedIn })
    if (!signedIn && emailTaken) found.email = MESSAGES.emailTaken
    setErrors(found)
    if (isValid(found)) {
      void submitSignup(values, { signedIn })
      return
    }
    clearFormMessages()
    const first = document.querySelector<HTMLElement>('[aria-invalid="true"]')
    first?.focus()
  }

  async function showTerms() {
    if (await openTermsDialog()) update('acceptTerms', true)
  }

  const err = (key: keyof SignupValues) => errors[key] ?? auth.fieldErrors[key]

  return (
    <>
      <h1 className="auth-title">{signedIn ? 'Complete your account' : 'Create your Quota account'}</h1>
      <p className="auth-subtitle">Step 1 of 2: tell us who you are.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign up">
        <fieldset className="choice-group">
          <legend>I am joining as</legend>
          {ACCOUNT_TYPES.map((t) => (
            <label key={t.value} className={`choice${values.accountType === t.value ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="accountType"
                value={t.value}
                checked={values.accountType === t.value}
                onChange={() => update('accountType', t.value)}
              />
              <span>
                <strong>{t.hint}</strong>
                <small>{t.label}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="form-grid-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            onChange={text('firstName')}
            error={err('firstName')}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            onChange={text('lastName')}
            error={err('lastName')}
          />
        </div>
        {values.accountType === 'client' && (
          <TextField
            label="Company name"
            name="companyName"
            autoComplete="organization"
            required
            value={values.companyName}
            onChange={text('companyName')}
            error={err('companyName')}
          />
        )}
        {!signedIn && (
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={text('email')}
            error={err('email') ?? (emailTaken ? MESSAGES.emailTaken : undefined)}
            hint={
              auth.emailCheck.status === 'checking' && auth.emailCheck.email === values.email.trim()
                ? 'Checking availability…'
                : undefined
            }
          />
        )}
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          placeholder="(415) 555-0132"
          hint="US number; we add +1 for you."
          value={values.phone}
          onChange={text('phone')}
          error={err('phone')}
        />
        {!signedIn && (
          <>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              value={values.password}
              onChange={text('password')}
              error={err('password')}
            />
            <PasswordField
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={text('confirmPassword')}
              error={err('confirmPassword')}
            />
          </>
        )}
        <Checkbox
          name="acceptTerms"
          checked={values.acceptTerms}
          onChange={(e) => update('acceptTerms', e.target.checked)}
          error={err('acceptTerms')}
          label={
            <>
              I agree to the{' '}
              <button type="button" className="inline-link" onClick={() => void showTerms()}>
                Terms and Conditions
              </button>
            </>
          }
        />
        {auth.formError && <Alert>{auth.formError}</Alert>}
        <Button type="submit" block loading={auth.pending === 'signup'}>
          {signedIn ? 'Continue' : 'Create account'}
        </Button>
      </form>
      {!signedIn && (
        <p className="auth-footer">
          Already have an account? <Link href="/auth/login">Sign in</Link>
        </p>
      )}
    </>
  )
}
