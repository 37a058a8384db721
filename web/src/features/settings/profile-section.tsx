/**
 * Settings: the account's profile — name, phone, time zone, e-mail signature, picture and
 * pronunciation. A candidate's name and phone are also their profile's (the API keeps the two
 * together); their picture and pronunciation are the profile's files.
 */

import type { UpdateMeInput } from '@quota/shared/contracts/users'
import { timeZoneOptions } from '@quota/shared/domain/calendar/time-zones'
import { UPLOAD_RULES } from '@quota/shared/domain/candidates/limits'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type FormEvent, useMemo, useState } from 'react'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { NameFields } from '../../ui/name-fields'
import { Select } from '../../ui/select'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { UploadField } from '../../ui/upload-field'
import { displayPhone, type FormErrors, personName, phone } from '../auth/validators'
import { fetchMe } from '../session/api'
import { setSessionUser } from '../session/state'
import type { SessionUser } from '../session/user'
import { updateMe, uploadOwnFile } from './api'
import { fieldErrorsOf, SettingsSection, useSaving } from './widgets'

type ProfileField = 'firstName' | 'lastName' | 'phone' | 'timezone' | 'emailSignature'

const acceptOf = (kind: 'profilePicture' | 'candidateAudio') =>
  UPLOAD_RULES[kind].extensions.map((e) => `.${e}`).join(',')
const hintOf = (kind: 'profilePicture' | 'candidateAudio') =>
  `${UPLOAD_RULES[kind].extensions.map((e) => e.toUpperCase()).join(', ')}, up to ${UPLOAD_RULES[kind].maxMb} MB`

export function ProfileSection({ user }: { user: SessionUser }) {
  const [values, setValues] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phone: displayPhone(user.phone),
    timezone: user.timezone ?? '',
    emailSignature: String(user.emailSignature ?? ''),
  })
  const [errors, setErrors] = useState<FormErrors<ProfileField>>({})
  const [saving, run] = useSaving()
  const zones = useMemo(() => timeZoneOptions(new Date(), user.timezone), [user.timezone])
  const set = (k: ProfileField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    const found: FormErrors<ProfileField> = {}
    const first = personName(values.firstName)
    const last = personName(values.lastName)
    const tel = phone(values.phone, { optional: true })
    if (first) found.firstName = first.message
    if (last) found.lastName = last.message
    if (tel) found.phone = tel.message
    setErrors(found)
    if (Object.keys(found).length) return
    const patch: UpdateMeInput = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim() || null,
      timezone: values.timezone || null,
      emailSignature: values.emailSignature.trim() || null,
    }
    await run(
      async () => {
        setSessionUser((await updateMe(patch)) as SessionUser)
        toast.success('Your profile is saved.')
      },
      (error) => setErrors(fieldErrorsOf(error, ['firstName', 'lastName', 'phone', 'timezone', 'emailSignature'])),
    )
  }

  const refresh = () => void fetchMe().then(setSessionUser)

  return (
    <SettingsSection id="profile" title="Profile">
      <form className="form-grid" noValidate onSubmit={(e) => void save(e)}>
        <div className="form-grid-2 settings-grid">
          <NameFields values={values} errors={errors} onChange={set} autoFill="name" />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel-national"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
            hint="10 digits, US or Canada"
          />
          <Select
            label="Time zone"
            name="timezone"
            value={values.timezone}
            onChange={set('timezone')}
            options={zones}
            placeholder="Choose your time zone"
            error={errors.timezone}
            hint="Interview times and reminders are shown in this zone."
          />
        </div>
        <TextArea
          label="E-mail signature"
          name="emailSignature"
          rows={4}
          maxLength={LIMITS.notesLong}
          value={values.emailSignature}
          onChange={set('emailSignature')}
          error={errors.emailSignature}
          hint="Added under the e-mails you send from Quota."
        />
        <div>
          <Button type="submit" loading={saving}>
            Save profile
          </Button>
        </div>
      </form>
      <div className="form-grid-2 settings-grid settings-files">
        <div className="settings-file">
          {user.pictureUrl ? (
            <img
              className="settings-avatar"
              src={user.pictureUrl}
              alt={`${user.firstName} ${user.lastName}`.trim() || 'You'}
            />
          ) : null}
          <UploadField
            label="Picture"
            name="picture"
            accept={acceptOf('profilePicture')}
            hint={hintOf('profilePicture')}
            upload={(file, progress, signal) => uploadOwnFile('profilePicture', file, progress, signal)}
            onUploaded={() => {
              toast.success('Your picture is saved.')
              refresh()
            }}
          />
        </div>
        <div className="settings-file">
          {user.pronunciationAudioUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: a recording of the user's own name has no captions
            <audio controls src={String(user.pronunciationAudioUrl)} aria-label="Your name's pronunciation" />
          ) : null}
          <UploadField
            label="Name pronunciation"
            name="pronunciation"
            accept={acceptOf('candidateAudio')}
            hint={`A short recording of how to say your name. ${hintOf('candidateAudio')}`}
            upload={(file, progress, signal) => uploadOwnFile('candidateAudio', file, progress, signal)}
            onUploaded={() => {
              toast.success('Your pronunciation is saved.')
              refresh()
            }}
          />
        </div>
      </div>
    </SettingsSection>
  )
}
