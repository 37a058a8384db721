/**
 * The profile's own fields, one form per section: about you (name, contact, location, LinkedIn,
 * pronouns, about me), job preferences (positions, cities, arrangements, office hours), salary
 * wishes, and demographics (kept apart from the profile). Each form warns when left modified.
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { WORK_ARRANGEMENT_LABELS, WORK_ARRANGEMENTS, type WorkArrangement } from '@quota/shared/domain/enums'
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useFormChangedWarning } from '../../../app/form-guard'
import { toast } from '../../../app/toasts'
import { Checkbox } from '../../../ui/checkbox'
import { CheckboxGroup } from '../../../ui/checkbox-group'
import { Select } from '../../../ui/select'
import { TextArea } from '../../../ui/text-area'
import { TextField } from '../../../ui/text-field'
import type { CandidateSummary, Demographics } from './api'
import * as api from './api'
import {
  type BasicsForm,
  basicsErrors,
  basicsFormOf,
  basicsPatch,
  type FieldErrors,
  moneyFromK,
  officeHoursRequired,
  type PreferencesForm,
  preferencesErrors,
  preferencesFormOf,
  preferencesPatch,
  type SalaryForm,
  salaryErrors,
  salaryFormOf,
  salaryPatch,
  sameJson,
  variableOf,
} from './model'
import { editorState, saveDemographics, saveProfile } from './state'
import { ChipPicker, CityField, FormActions, Section, useChoices, useCitySearch } from './widgets'

const L = CANDIDATE_LIMITS

/** Focuses the first invalid field of a form after a failed save. */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}

/** Form state for one section: values, errors, saving, and whether it differs from the saved values. */
function useSectionForm<T>(saved: T) {
  const [form, setForm] = useState<T>(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const dirty = !sameJson(form, saved)
  useFormChangedWarning(dirty)
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => {
      if (!e[key as string]) return e
      const { [key as string]: _gone, ...rest } = e
      return rest
    })
  }
  return { form, setForm, set, errors, setErrors, message, setMessage, saving, setSaving, dirty }
}

// ---- about you -----------------------------------------------------------------------------------------

export function BasicsSection({ summary }: { summary: CandidateSummary }) {
  const saved = useMemo(() => basicsFormOf(summary), [summary])
  const f = useSectionForm<BasicsForm>(saved)
  const { choices: pronouns } = useChoices('genderPronoun')
  const { userId } = useSnapshot(editorState)
  const [emailTaken, setEmailTaken] = useState<string | null>(null)

  // E-mail availability, checked after a 1-second pause (001 §5); an unchanged address is fine.
  const email = f.form.email.trim().toLowerCase()
  useEffect(() => {
    setEmailTaken(null)
    if (email === saved.email.trim().toLowerCase() || basicsErrors({ ...saved, email }, saved).email) return
    const timer = setTimeout(() => {
      void api.emailAvailable(email, userId).then((available) => {
        if (available === false) setEmailTaken(CANDIDATE_MESSAGES.emailTaken)
      })
    }, 1000)
    return () => clearTimeout(timer)
  }, [email, saved, userId])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const errors = basicsErrors(f.form, saved)
    if (emailTaken && !errors.email) errors.email = emailTaken
    f.setErrors(errors)
    f.setMessage(null)
    if (Object.keys(errors).length) return focusFirstError(target)
    const patch = basicsPatch(f.form, saved)
    if (!Object.keys(patch).length) return
    f.setSaving(true)
    const result = await saveProfile(patch)
    f.setSaving(false)
    if (!result.ok) {
      f.setErrors(result.errors)
      f.setMessage(Object.keys(result.errors).length ? null : result.message)
      return focusFirstError(target)
    }
    f.setForm(basicsFormOf(result.value))
    toast.success('Your details were saved.')
  }

  const onCity = useCallback(
    (v: { cityId: string; cityLabel: string }) => f.setForm((x) => ({ ...x, ...v })),
    [f.setForm],
  )
  const err = (k: string) => f.errors[k] ?? null

  return (
    <Section id="basics" title="About you">
      <form className="form" noValidate aria-label="About you" onSubmit={(e) => void onSubmit(e)}>
        <div className="form-grid-2">
          <TextField
            label="First name"
            name="firstName"
            required
            autoComplete="given-name"
            value={f.form.firstName}
            onChange={(e) => f.set('firstName', e.target.value)}
            error={err('firstName')}
          />
          <TextField
            label="Last name"
            name="lastName"
            required
            autoComplete="family-name"
            value={f.form.lastName}
            onChange={(e) => f.set('lastName', e.target.value)}
            error={err('lastName')}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={f.form.email}
            onChange={(e) => f.set('email', e.target.value)}
            error={err('email') ?? emailTaken}
          />
          <TextField
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            value={f.form.phone}
            onChange={(e) => f.set('phone', e.target.value)}
            error={err('phone')}
            hint="US number, 10 digits"
          />
          <CityField
            label="Location"
            name="cityId"
            value={{ cityId: f.form.cityId, cityLabel: f.form.cityLabel }}
            onChange={onCity}
            error={err('cityId')}
          />
          <Select
            label="Pronouns"
            name="genderPronounId"
            placeholder="Prefer not to say"
            options={pronouns.map((p) => ({ value: p.id, label: p.label }))}
            value={f.form.genderPronounId}
            onChange={(e) => f.set('genderPronounId', e.target.value)}
            error={err('genderPronounId')}
          />
        </div>
        <TextField
          label="LinkedIn profile URL"
          name="linkedInProfileUrl"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/your-name"
          value={f.form.linkedInProfileUrl}
          onChange={(e) => f.set('linkedInProfileUrl', e.target.value)}
          error={err('linkedInProfileUrl')}
        />
        <TextArea
          label="About me"
          name="aboutMe"
          rows={5}
          maxLength={L.aboutMe}
          value={f.form.aboutMe}
          onChange={(e) => f.set('aboutMe', e.target.value)}
          error={err('aboutMe')}
        />
        <FormActions
          saving={f.saving}
          dirty={f.dirty}
          onCancel={() => {
            f.setForm(saved)
            f.setErrors({})
          }}
          message={f.message}
        />
      </form>
    </Section>
  )
}

// ---- job preferences ----------------------------------------------------------------------------------

const REMOTE_LABELS = { yes: 'Yes', no: 'No', remoteOnly: 'Remote only' } as const

export function PreferencesSection({ summary }: { summary: CandidateSummary }) {
  const saved = useMemo(() => preferencesFormOf(summary), [summary])
  const f = useSectionForm<PreferencesForm>(saved)
  const { positions } = useSnapshot(editorState)
  const { choices: officeHours } = useChoices('preferredOfficeHours')
  const cities = useCitySearch()
  const hoursRequired = officeHoursRequired(f.form.workArrangements)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const errors = preferencesErrors(f.form)
    f.setErrors(errors)
    f.setMessage(null)
    if (Object.keys(errors).length) return focusFirstError(target)
    f.setSaving(true)
    const result = await saveProfile(preferencesPatch(f.form))
    f.setSaving(false)
    if (!result.ok) {
      f.setErrors(result.errors)
      f.setMessage(Object.keys(result.errors).length ? null : result.message)
      return focusFirstError(target)
    }
    f.setForm(preferencesFormOf(result.value))
    toast.success('Your job preferences were saved.')
  }

  const positionOptions = positions.flatMap((c) => c.positions.map((p) => ({ value: p.id, label: p.value })))

  return (
    <Section id="preferences" title="Job preferences" description="What you are looking for next.">
      <form className="form" noValidate aria-label="Job preferences" onSubmit={(e) => void onSubmit(e)}>
        <CheckboxGroup
          legend="Desired positions"
          name="desiredPositionIds"
          columns={2}
          options={positionOptions}
          value={f.form.desiredPositionIds}
          onChange={(v) => f.set('desiredPositionIds', v)}
          max={L.desiredPositions}
          hint={`Up to ${L.desiredPositions}`}
          error={f.errors.desiredPositionIds}
        />
        <ChipPicker
          label="Interested cities"
          name="interestedCityIds"
          noun="city"
          required
          options={cities.options}
          onType={cities.search}
          value={f.form.interestedCities}
          max={L.interestedCities}
          onAdd={(c) => f.set('interestedCities', [...f.form.interestedCities, c])}
          onRemove={(c) =>
            f.set(
              'interestedCities',
              f.form.interestedCities.filter((x) => x.id !== c.id),
            )
          }
          hint={`Up to ${L.interestedCities} cities · ${f.form.interestedCities.length} chosen`}
          error={
            f.errors.interestedCityIds ??
            Object.entries(f.errors).find(([k]) => k.startsWith('interestedCityIds.'))?.[1]
          }
        />
        <CheckboxGroup
          legend="Work arrangement"
          name="workArrangements"
          columns={2}
          options={WORK_ARRANGEMENTS.map((a) => ({ value: a, label: WORK_ARRANGEMENT_LABELS[a] }))}
          value={f.form.workArrangements}
          onChange={(v) => f.set('workArrangements', v as WorkArrangement[])}
          error={f.errors.workArrangements}
        />
        <CheckboxGroup
          legend="Preferred office hours"
          name="preferredOfficeHourIds"
          required={hoursRequired}
          hint={hoursRequired ? undefined : 'Optional when you only work fully remote'}
          options={officeHours.map((o) => ({ value: o.id, label: o.label }))}
          value={f.form.preferredOfficeHourIds}
          onChange={(v) => f.set('preferredOfficeHourIds', v)}
          max={L.preferredOfficeHours}
          error={f.errors.preferredOfficeHourIds}
        />
        <div className="form-grid-2">
          <Select
            label="Open to remote work"
            name="availableRemotely"
            placeholder="Not set"
            options={Object.entries(REMOTE_LABELS).map(([value, label]) => ({ value, label }))}
            value={f.form.availableRemotely}
            onChange={(e) => f.set('availableRemotely', e.target.value as PreferencesForm['availableRemotely'])}
            error={f.errors.availableRemotely}
          />
          <Select
            label="Requires visa sponsorship"
            name="sponsorshipRequired"
            placeholder="Not set"
            options={[
              { value: 'no', label: 'No' },
              { value: 'yes', label: 'Yes' },
            ]}
            value={f.form.sponsorshipRequired}
            onChange={(e) => f.set('sponsorshipRequired', e.target.value as PreferencesForm['sponsorshipRequired'])}
            error={f.errors.sponsorshipRequired}
          />
        </div>
        <FormActions
          saving={f.saving}
          dirty={f.dirty}
          onCancel={() => {
            f.setForm(saved)
            f.setErrors({})
          }}
          message={f.message}
        />
      </form>
    </Section>
  )
}

// ---- salary -----------------------------------------------------------------------------------------------

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

export function SalarySection({ summary }: { summary: CandidateSummary }) {
  const saved = useMemo(() => salaryFormOf(summary), [summary])
  const f = useSectionForm<SalaryForm>(saved)
  const variable = variableOf(moneyFromK(f.form.desiredBaseSalary), moneyFromK(f.form.desiredOTE))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const errors = salaryErrors(f.form)
    f.setErrors(errors)
    f.setMessage(null)
    if (Object.keys(errors).length) return focusFirstError(target)
    f.setSaving(true)
    const result = await saveProfile(salaryPatch(f.form))
    f.setSaving(false)
    if (!result.ok) {
      f.setErrors(result.errors)
      f.setMessage(Object.keys(result.errors).length ? null : result.message)
      return focusFirstError(target)
    }
    f.setForm(salaryFormOf(result.value))
    toast.success('Your salary wishes were saved.')
  }

  return (
    <Section id="salary" title="Salary" description="In thousands of US dollars per year.">
      <form className="form" noValidate aria-label="Salary" onSubmit={(e) => void onSubmit(e)}>
        <div className="form-grid-2">
          <TextField
            label="Desired base salary (K)"
            name="desiredBaseSalary"
            inputMode="decimal"
            value={f.form.desiredBaseSalary}
            onChange={(e) => f.set('desiredBaseSalary', e.target.value)}
            error={f.errors.desiredBaseSalary}
            hint="e.g. 120 for $120,000"
          />
          <TextField
            label="Desired OTE (K)"
            name="desiredOTE"
            inputMode="decimal"
            value={f.form.desiredOTE}
            onChange={(e) => f.set('desiredOTE', e.target.value)}
            error={f.errors.desiredOTE}
            hint="On-target earnings: base plus variable"
          />
        </div>
        <p className="muted" aria-live="polite">
          Variable: {variable == null ? '—' : usd.format(variable)}
        </p>
        <Checkbox
          label="Keep my salary confidential"
          name="isSalaryConfidential"
          checked={f.form.isSalaryConfidential}
          onChange={(e) => f.set('isSalaryConfidential', e.target.checked)}
        />
        <FormActions
          saving={f.saving}
          dirty={f.dirty}
          onCancel={() => {
            f.setForm(saved)
            f.setErrors({})
          }}
          message={f.message}
        />
      </form>
    </Section>
  )
}

// ---- demographics ----------------------------------------------------------------------------------------------

interface DemographicsForm {
  raceIds: string[]
  ageId: string
  genderIdentityId: string
  sexualOrientationId: string
  militaryStatusId: string
}

const demographicsFormOf = (d: Demographics | null): DemographicsForm => ({
  raceIds: d?.races.map((r) => r.id) ?? [],
  ageId: d?.age?.id ?? '',
  genderIdentityId: d?.genderIdentity?.id ?? '',
  sexualOrientationId: d?.sexualOrientation?.id ?? '',
  militaryStatusId: d?.militaryStatus?.id ?? '',
})

export function DemographicsSection() {
  const { demographics, demographicsError } = useSnapshot(editorState)
  const saved = useMemo(() => demographicsFormOf(demographics as Demographics | null), [demographics])
  const f = useSectionForm<DemographicsForm>(saved)
  const races = useChoices('race').choices
  const ages = useChoices('age').choices
  const genders = useChoices('genderIdentity').choices
  const orientations = useChoices('sexualOrientation').choices
  const military = useChoices('militaryStatus').choices
  const loaded = demographics !== null

  // The saved values arrive after the form first renders.
  useEffect(() => {
    f.setForm(saved)
  }, [saved, f.setForm])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    f.setSaving(true)
    const result = await saveDemographics({
      raceIds: f.form.raceIds,
      ageId: f.form.ageId || null,
      genderIdentityId: f.form.genderIdentityId || null,
      sexualOrientationId: f.form.sexualOrientationId || null,
      militaryStatusId: f.form.militaryStatusId || null,
    })
    f.setSaving(false)
    if (!result.ok) {
      f.setErrors(result.errors)
      f.setMessage(Object.keys(result.errors).length ? null : result.message)
      return
    }
    toast.success('Your demographics were saved.')
  }

  const options = (items: readonly { id: string; label: string }[]) =>
    items.map((i) => ({ value: i.id, label: i.label }))

  return (
    <Section
      id="demographics"
      title="Demographics"
      description="Optional and kept apart from your profile: never shown on it or to companies. Used only in aggregate to help make hiring fairer."
    >
      {demographicsError ? (
        <p className="muted">{demographicsError}</p>
      ) : !loaded ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : (
        <form className="form" noValidate aria-label="Demographics" onSubmit={(e) => void onSubmit(e)}>
          <CheckboxGroup
            legend="Race or ethnicity"
            name="raceIds"
            columns={2}
            options={options(races)}
            value={f.form.raceIds}
            onChange={(v) => f.set('raceIds', v)}
            max={10}
            error={f.errors.raceIds}
          />
          <div className="form-grid-2">
            <Select
              label="Age"
              name="ageId"
              placeholder="Prefer not to say"
              options={options(ages)}
              value={f.form.ageId}
              onChange={(e) => f.set('ageId', e.target.value)}
              error={f.errors.ageId}
            />
            <Select
              label="Gender identity"
              name="genderIdentityId"
              placeholder="Prefer not to say"
              options={options(genders)}
              value={f.form.genderIdentityId}
              onChange={(e) => f.set('genderIdentityId', e.target.value)}
              error={f.errors.genderIdentityId}
            />
            <Select
              label="Sexual orientation"
              name="sexualOrientationId"
              placeholder="Prefer not to say"
              options={options(orientations)}
              value={f.form.sexualOrientationId}
              onChange={(e) => f.set('sexualOrientationId', e.target.value)}
              error={f.errors.sexualOrientationId}
            />
            <Select
              label="Military status"
              name="militaryStatusId"
              placeholder="Prefer not to say"
              options={options(military)}
              value={f.form.militaryStatusId}
              onChange={(e) => f.set('militaryStatusId', e.target.value)}
              error={f.errors.militaryStatusId}
            />
          </div>
          <FormActions
            saving={f.saving}
            dirty={f.dirty}
            onCancel={() => f.setForm(saved)}
            message={f.message}
            saveLabel="Save demographics"
          />
        </form>
      )}
    </Section>
  )
}
