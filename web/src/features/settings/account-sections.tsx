/**
 * Settings: password, sign-in e-mail (a code to the new address), "Keep me signed in" and
 * notifications. Each action ends with a success message or the refusal beside its field.
 */
import {
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATION_SETTINGS,
  type NotificationSettingKey,
  REMEMBER_ME_DAY_CHOICES,
} from '@quota/shared/domain/auth/account-settings'
import { type FormEvent, useState } from 'react'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { PasswordField } from '../auth/components'
import { email as emailCheck, password as passwordCheck, passwordsMatch, verificationCode } from '../auth/validators'
import { fetchMe } from '../session/api'
import { setSessionUser } from '../session/state'
import type { SessionUser } from '../session/user'
import { changePassword, requestEmailChange, updateMe, verifyEmailChange } from './api'
import { fieldErrorsOf, SettingsSection, useSaving } from './widgets'

const NO_PASSWORD =
  'Your account signs in with a social account and has no password. Use "Forgot password" on the sign-in page to set one.'

export function PasswordSection({ user }: { user: SessionUser }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({})
  const [saving, run] = useSaving()
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const found: typeof errors = {}
    if (!values.currentPassword) found.currentPassword = 'This field is required.'
    const weak = passwordCheck(values.newPassword)
    if (weak) found.newPassword = weak.message
    const mismatch = passwordsMatch(values.newPassword, values.confirm)
    if (mismatch) found.confirm = mismatch.message
    setErrors(found)
    if (Object.keys(found).length) return
    await run(
      async () => {
        toast.success(
          await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
        )
        setValues({ currentPassword: '', newPassword: '', confirm: '' })
      },
      (error) => setErrors(fieldErrorsOf(error, ['currentPassword', 'newPassword'])),
    )
  }

  return (
    <SettingsSection id="password" title="Password">
      {user.hasPassword === false ? (
        <p>{NO_PASSWORD}</p>
      ) : (
        <form className="form-grid settings-narrow" noValidate onSubmit={(e) => void save(e)}>
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={set('newPassword')}
            error={errors.newPassword}
            hint="At least 8 characters. Other devices are signed out."
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
          <div>
            <Button type="submit" loading={saving}>
              Change password
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}

export function EmailSection({ user }: { user: SessionUser }) {
  const pending = typeof user.pendingEmail === 'string' ? user.pendingEmail : null
  const [values, setValues] = useState({ email: '', currentPassword: '', code: '' })
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({})
  const [busy, run] = useSaving()
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))
  const refresh = async () => setSessionUser(await fetchMe())

  async function request(event: FormEvent) {
    event.preventDefault()
    const found: typeof errors = {}
    const bad = emailCheck(values.email)
    if (bad) found.email = bad.message
    if (!values.currentPassword) found.currentPassword = 'This field is required.'
    setErrors(found)
    if (Object.keys(found).length) return
    await run(
      async () => {
        toast.success(await requestEmailChange({ email: values.email.trim(), currentPassword: values.currentPassword }))
        setValues({ email: '', currentPassword: '', code: '' })
        await refresh()
      },
      (error) => setErrors(fieldErrorsOf(error, ['email', 'currentPassword'])),
    )
  }

  async function verify(event: FormEvent) {
    event.preventDefault()
    const bad = verificationCode(values.code)
    setErrors(bad ? { code: bad.message } : {})
    if (bad) return
    await run(
      async () => {
        toast.success(await verifyEmailChange(values.code.trim()))
        setValues({ email: '', currentPassword: '', code: '' })
        await refresh()
      },
      (error) => setErrors(fieldErrorsOf(error, ['code'])),
    )
  }

  return (
    <SettingsSection id="email" title="Sign-in e-mail">
      <p>
        You sign in with <strong data-testid="sign-in-email">{user.email}</strong>.
        {user.userType === 'candidate'
          ? ' If your profile’s contact e-mail is the same address, it changes with it; a different contact e-mail stays as it is.'
          : ''}
      </p>
      {pending ? (
        <form className="form-grid settings-narrow" noValidate onSubmit={(e) => void verify(e)}>
          <p role="status">
            We sent a 6-digit code to <strong>{pending}</strong>. Your sign-in e-mail changes once you enter it.
          </p>
          <TextField
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={values.code}
            onChange={set('code')}
            error={errors.code}
          />
          <div>
            <Button type="submit" loading={busy}>
              Confirm new e-mail
            </Button>
          </div>
        </form>
      ) : null}
      {user.hasPassword === false ? (
        <p>{NO_PASSWORD}</p>
      ) : (
        <form className="form-grid settings-narrow" noValidate onSubmit={(e) => void request(e)}>
          <TextField
            label="New sign-in e-mail"
            name="newEmail"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <PasswordField
            label="Current password"
            name="emailPassword"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <div>
            <Button type="submit" variant={pending ? 'secondary' : 'primary'} loading={busy}>
              {pending ? 'Send a code to another address' : 'Send a code'}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}

const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`)

export function SignInSection({ user }: { user: SessionUser }) {
  const current = typeof user.rememberMeDays === 'number' ? user.rememberMeDays : 30
  const [days, setDays] = useState(String(current))
  const [saving, run] = useSaving()
  const choices = [...new Set([...REMEMBER_ME_DAY_CHOICES, current])].sort((a, b) => a - b)

  async function save(event: FormEvent) {
    event.preventDefault()
    await run(async () => {
      setSessionUser((await updateMe({ rememberMeDays: Number(days) })) as SessionUser)
      toast.success(`"Keep me signed in" now lasts ${dayLabel(Number(days))} from your next sign-in.`)
    })
  }

  return (
    <SettingsSection id="sign-in" title="Keep me signed in">
      <form className="form-grid settings-narrow" onSubmit={(e) => void save(e)}>
        <Select
          label="Stay signed in for"
          name="rememberMeDays"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          options={choices.map((d) => ({ value: String(d), label: dayLabel(d) }))}
          hint='When you tick "Keep me signed in" at sign-in. Without it you are signed out when the browser closes.'
        />
        <div>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}

export function NotificationsSection({ user }: { user: SessionUser }) {
  const settings = (user.notificationSettings ?? {}) as Partial<Record<NotificationSettingKey, boolean>>
  const keys = NOTIFICATION_SETTING_KEYS.filter((k) => k in settings)
  const [values, setValues] = useState(settings)
  const [saving, run] = useSaving()

  async function save(event: FormEvent) {
    event.preventDefault()
    await run(async () => {
      setSessionUser((await updateMe({ notificationSettings: values })) as SessionUser)
      toast.success('Your notification settings are saved.')
    })
  }

  return (
    <SettingsSection id="notifications" title="Notifications">
      {keys.length === 0 ? (
        <p>There are no notifications to choose for your account.</p>
      ) : (
        <form className="form-grid" onSubmit={(e) => void save(e)}>
          <fieldset className="settings-fieldset">
            <legend>Send me</legend>
            {keys.map((k) => (
              <div key={k} className="settings-switch">
                <Checkbox
                  name={k}
                  label={NOTIFICATION_SETTINGS[k].label}
                  checked={values[k] !== false}
                  onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.checked }))}
                  aria-describedby={`${k}-help`}
                />
                <p id={`${k}-help`} className="field-hint">
                  {NOTIFICATION_SETTINGS[k].description}
                </p>
              </div>
            ))}
          </fieldset>
          <div>
            <Button type="submit" loading={saving}>
              Save notifications
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}
