/**
 * Work experience: the list (newest first, the headline marked) and an inline form to add or
 * edit one, with the role-dependent details block (the fields follow the position's sales-role
 * segment, 001 §3) and pay in thousands. Marking the current workplace clears the end date.
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { SALES_SEGMENT_LABELS } from '@quota/shared/domain/enums'
import { type FormEvent, useCallback, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog } from '../../../app/dialogs'
import { useFormChangedWarning } from '../../../app/form-guard'
import { toast } from '../../../app/toasts'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { CheckboxGroup } from '../../../ui/checkbox-group'
import { EmptyState } from '../../../ui/empty-state'
import { Select } from '../../../ui/select'
import { TextArea } from '../../../ui/text-area'
import { TextField } from '../../../ui/text-field'
import type { WorkExperience } from './api'
import { type DetailField, type DetailsForm, detailFieldsFor, type NotableAccount, segmentOf } from './details'
import {
  type ExperienceForm,
  emptyExperienceForm,
  experienceErrors,
  experienceFormOf,
  experienceInput,
  type FieldErrors,
  moneyFromK,
  sameJson,
  variableOf,
} from './model'
import { focusFirstError } from './profile-sections'
import { editorState, removeExperience, saveExperience, setHeadline } from './state'
import { CardListSection, ChipPicker, CityField, confirmRemove, FormActions, useChoices } from './widgets'

const L = CANDIDATE_LIMITS
/** Multi-picks with more options than this are searched (chips) instead of listed as checkboxes. */
const LONG_LIST = 24
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** '2024-04-01' -> 'Apr 2024'. */
export const monthLabel = (date: string | null) =>
  date ? `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`.trim() : '—'

export function ExperienceSection() {
  const { experience } = useSnapshot(editorState)

  const onDelete = (w: WorkExperience) =>
    confirmRemove({
      title: 'Remove this work experience?',
      body: `${w.title} at ${w.company.name} will be removed from your profile.`,
      remove: () => removeExperience(w.id),
      removed: 'Work experience removed.',
    })

  async function onHeadline(w: WorkExperience) {
    const result = await setHeadline(w.id)
    if (result.ok) toast.success(`${w.title} is now your headline.`)
    else toast.error(result.message)
  }

  return (
    <CardListSection
      id="experience"
      title="Work experience"
      addLabel="Add work experience"
      items={experience as readonly WorkExperience[]}
      itemName="experience"
      empty={
        <EmptyState title="No work experience yet.">Add your roles so recruiters can see your track record.</EmptyState>
      }
      renderEditor={(original, onDone) => <ExperienceEditor original={original} onDone={onDone} />}
      renderCard={(w, _index, edit) => (
        <>
          <div>
            <h3>
              {w.title} <span className="muted">at {w.company.name}</span>
              {w.isHeadline && <span className="badge badge-info editor-badge">Headline</span>}
            </h3>
            <p className="muted small">
              {monthLabel(w.fromDate)} – {w.isCurrentWorkplace ? 'Present' : monthLabel(w.toDate)}
              {w.duration ? ` · ${w.duration}` : ''}
              {w.location ? ` · ${w.location.cityName}${w.location.stateCode ? `, ${w.location.stateCode}` : ''}` : ''}
            </p>
            {w.desiredPosition && <p className="small">{w.desiredPosition.value}</p>}
          </div>
          <div className="row editor-item-actions">
            <Button variant="secondary" data-edit onClick={edit}>
              Edit
              <span className="visually-hidden">
                {' '}
                {w.title} at {w.company.name}
              </span>
            </Button>
            {!w.isHeadline && (
              <Button variant="ghost" onClick={() => void onHeadline(w)}>
                Make headline
                <span className="visually-hidden">
                  : {w.title} at {w.company.name}
                </span>
              </Button>
            )}
            <Button variant="ghost" onClick={() => void onDelete(w)}>
              Remove
              <span className="visually-hidden">
                {' '}
                {w.title} at {w.company.name}
              </span>
            </Button>
          </div>
        </>
      )}
    />
  )
}

function ExperienceEditor({ original, onDone }: { original: WorkExperience | null; onDone: () => void }) {
  const { positions, roles } = useSnapshot(editorState)
  const [saved] = useState<ExperienceForm>(() => (original ? experienceFormOf(original) : emptyExperienceForm()))
  const [form, setForm] = useState<ExperienceForm>(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const dirty = !sameJson(form, saved)
  useFormChangedWarning(dirty)
  const titleId = useId()
  const segment = segmentOf(form.desiredPositionId, roles)
  const variable = variableOf(moneyFromK(form.salary), moneyFromK(form.ote))

  const set = <K extends keyof ExperienceForm>(key: K, value: ExperienceForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => {
      const { [key as string]: _gone, ...rest } = e
      return rest
    })
  }
  const setDetail = useCallback((key: string, value: DetailsForm[string]) => {
    setForm((f) => ({ ...f, details: { ...f.details, [key]: value } }))
    setErrors((e) => {
      const { [`details.${key}`]: _gone, ...rest } = e
      return rest
    })
  }, [])
  const onCity = useCallback((v: { cityId: string; cityLabel: string }) => setForm((f) => ({ ...f, ...v })), [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const found = experienceErrors(form)
    setErrors(found)
    setMessage(null)
    if (Object.keys(found).length) return focusFirstError(target)
    setSaving(true)
    const result = await saveExperience(experienceInput(form, original), original?.id ?? null)
    setSaving(false)
    if (!result.ok) {
      setErrors(result.errors)
      setMessage(Object.keys(result.errors).length ? null : result.message)
      return focusFirstError(target)
    }
    toast.success(original ? 'Work experience saved.' : 'Work experience added.')
    setForm(saved) // nothing left to lose
    onDone()
  }

  async function onCancel() {
    if (dirty) {
      const leave = await confirmDialog({
        title: 'Discard changes?',
        body: 'Your changes to this work experience will be lost.',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
      })
      if (!leave) return
    }
    setForm(saved)
    onDone()
  }

  const err = (k: string) => errors[k] ?? null
  return (
    <form
      className="form editor-subform"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => void onSubmit(e)}
      data-form="experience"
    >
      <h3 id={titleId}>{original ? `Edit ${original.title}` : 'Add work experience'}</h3>
      <div className="form-grid-2">
        <TextField
          label="Title"
          name="title"
          required
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          error={err('title')}
          autoFocus
        />
        <TextField
          label="Company"
          name="companyName"
          required
          value={form.companyName}
          onChange={(e) => set('companyName', e.target.value)}
          error={err('company.name') ?? err('company.id') ?? err('company')}
        />
        <TextField
          label="From"
          name="fromDate"
          type="month"
          placeholder="YYYY-MM"
          value={form.fromDate}
          onChange={(e) => set('fromDate', e.target.value)}
          error={err('fromDate')}
        />
        <TextField
          label="To"
          name="toDate"
          type="month"
          placeholder="YYYY-MM"
          value={form.isCurrentWorkplace ? '' : form.toDate}
          disabled={form.isCurrentWorkplace}
          onChange={(e) => set('toDate', e.target.value)}
          error={err('toDate')}
          hint={form.isCurrentWorkplace ? 'Present' : undefined}
        />
      </div>
      <Checkbox
        label="I currently work here"
        name="isCurrentWorkplace"
        checked={form.isCurrentWorkplace}
        onChange={(e) =>
          setForm((f) => ({ ...f, isCurrentWorkplace: e.target.checked, toDate: e.target.checked ? '' : f.toDate }))
        }
      />
      <div className="form-grid-2">
        <div className={['field', err('desiredPositionId') && 'has-error'].filter(Boolean).join(' ')}>
          <label className="field-label" htmlFor={`${titleId}-position`}>
            Role
          </label>
          <select
            id={`${titleId}-position`}
            name="desiredPositionId"
            className="field-input field-select"
            value={form.desiredPositionId}
            onChange={(e) => set('desiredPositionId', e.target.value)}
            aria-describedby={`${titleId}-position-hint`}
          >
            <option value="">Choose the closest role</option>
            {positions.map((c) => (
              <optgroup key={c.id} label={c.name}>
                {c.positions.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.value}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p className="field-hint" id={`${titleId}-position-hint`}>
            The role decides which details are asked below.
          </p>
        </div>
        <CityField
          label="Location"
          name="cityId"
          value={{ cityId: form.cityId, cityLabel: form.cityLabel }}
          onChange={onCity}
          error={err('cityId')}
        />
        <TextField
          label="Base salary (K)"
          name="salary"
          inputMode="decimal"
          value={form.salary}
          onChange={(e) => set('salary', e.target.value)}
          error={err('salary')}
        />
        <TextField
          label="OTE (K)"
          name="ote"
          inputMode="decimal"
          value={form.ote}
          onChange={(e) => set('ote', e.target.value)}
          error={err('ote')}
          hint={variable == null ? undefined : `Variable: ${usd.format(variable)}`}
        />
      </div>
      <div className="row">
        <Checkbox
          label="Worked from home"
          name="workFromHome"
          checked={form.workFromHome}
          onChange={(e) => set('workFromHome', e.target.checked)}
        />
        <Checkbox
          label="Travel required"
          name="travel"
          checked={form.travel}
          onChange={(e) => set('travel', e.target.checked)}
        />
      </div>
      <TextArea
        label="Description"
        name="description"
        rows={4}
        maxLength={L.description}
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={err('description')}
      />
      <fieldset className="editor-details" data-segment={segment ?? 'none'}>
        <legend>
          Role details
          {segment && <span className="muted"> · {SALES_SEGMENT_LABELS[segment]}</span>}
        </legend>
        {!segment && <p className="field-hint">Choose the role above to see the details asked for it.</p>}
        <div className="form-grid-2">
          {detailFieldsFor(segment).map((field) => (
            <DetailInput
              key={field.key}
              field={field}
              value={form.details[field.key]}
              onChange={setDetail}
              error={
                err(`details.${field.key}`) ??
                Object.entries(errors).find(([k]) => k.startsWith(`details.${field.key}.`))?.[1] ??
                null
              }
            />
          ))}
        </div>
      </fieldset>
      <FormActions
        saving={saving}
        dirty
        onCancel={() => void onCancel()}
        saveLabel={original ? 'Save work experience' : 'Add work experience'}
        message={message}
      />
    </form>
  )
}

function DetailInput({
  field,
  value,
  onChange,
  error,
}: {
  field: DetailField
  value: DetailsForm[string] | undefined
  onChange: (key: string, value: DetailsForm[string]) => void
  error: string | null
}) {
  const lov = field.kind === 'select' || field.kind === 'multi' ? field.lov : null
  const { choices } = useChoices(lov)
  const text = typeof value === 'string' ? value : ''
  switch (field.kind) {
    case 'select':
      return (
        <Select
          label={field.label}
          name={`details.${field.key}`}
          placeholder="Not set"
          options={choices.map((c) => ({ value: c.id, label: c.label }))}
          value={text}
          onChange={(e) => onChange(field.key, e.target.value)}
          error={error}
        />
      )
    case 'multi': {
      const ids = (value as string[] | undefined) ?? []
      // Long lists (client verticals: ~50 industries) are searched rather than listed.
      if (choices.length > LONG_LIST)
        return (
          <div className="editor-wide">
            <ChipPicker
              label={field.label}
              name={`details.${field.key}`}
              noun="value"
              options={choices}
              value={ids.map((id) => ({ id, label: choices.find((c) => c.id === id)?.label ?? id }))}
              max={field.max}
              onAdd={(c) => onChange(field.key, [...ids, c.id])}
              onRemove={(c) =>
                onChange(
                  field.key,
                  ids.filter((x) => x !== c.id),
                )
              }
              hint={`Up to ${field.max} · ${ids.length} chosen`}
              error={error}
            />
          </div>
        )
      return (
        <div className="editor-wide">
          <CheckboxGroup
            legend={field.label}
            name={`details.${field.key}`}
            columns={2}
            options={choices.map((c) => ({ value: c.id, label: c.label }))}
            value={ids}
            onChange={(v) => onChange(field.key, v)}
            max={field.max}
            hint={`Up to ${field.max}`}
            error={error}
          />
        </div>
      )
    }
    case 'accounts': {
      const accounts = (value as NotableAccount[] | undefined) ?? []
      return (
        <div className="editor-wide">
          <ChipPicker
            label={field.label}
            name={`details.${field.key}`}
            noun="account"
            allowFree
            options={[]}
            value={accounts.map((a) => ({ id: a.id ?? '', label: a.name }))}
            max={field.max}
            duplicateMessage={CANDIDATE_MESSAGES.notableAccountSelected}
            onAdd={(c) => onChange(field.key, [...accounts, { name: c.label }])}
            onRemove={(c) =>
              onChange(
                field.key,
                accounts.filter((a) => a.name !== c.label),
              )
            }
            hint={`Up to ${field.max} · ${accounts.length} added`}
            error={error}
          />
        </div>
      )
    }
    case 'yesNo':
      return (
        <Select
          label={field.label}
          name={`details.${field.key}`}
          placeholder="Not set"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={text}
          onChange={(e) => onChange(field.key, e.target.value)}
          error={error}
        />
      )
    case 'slider':
      return (
        <TextField
          label={field.label}
          name={`details.${field.key}`}
          type="range"
          min={0}
          max={100}
          step={5}
          value={text || String(L.sliderDefault)}
          onChange={(e) => onChange(field.key, e.target.value)}
          hint={`${text || L.sliderDefault}%`}
          error={error}
          className="field-range"
        />
      )
    case 'text':
      return (
        <TextField
          label={field.label}
          name={`details.${field.key}`}
          maxLength={L.title}
          value={text}
          onChange={(e) => onChange(field.key, e.target.value)}
          error={error}
        />
      )
    default:
      return (
        <TextField
          label={field.label}
          name={`details.${field.key}`}
          inputMode={field.kind === 'moneyK' ? 'decimal' : 'numeric'}
          value={text}
          onChange={(e) => onChange(field.key, e.target.value)}
          error={error}
          hint={field.hint ?? (field.kind === 'number' ? `${field.min} to ${field.max}` : undefined)}
        />
      )
  }
}
