/**
 * The add row of the admin registers (issue 20 item 11): one form driven by a list of fields, so
 * each register (and each job's LinkedIn projects) describes its fields instead of repeating the
 * form. The API's field message shows under the field it names; a success toast only after the save.
 */
import { type FormEvent, useEffect, useState } from 'react'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { apiFieldError } from './form-errors'
import { searchCities } from './registers-api'

export interface Option {
  value: string
  label: string
}

export type RegisterField =
  | { kind: 'text'; name: string; label: string; maxLength: number; type?: 'text' | 'url' }
  /** A choice among options loaded once (positions). */
  | { kind: 'choice'; name: string; label: string; placeholder: string; options: () => Promise<Option[]> }
  /** A city found by typing its name (the city search), then chosen. */
  | { kind: 'city'; name: string; label: string }

export interface AddRowProps {
  fields: readonly RegisterField[]
  /** Saves the values (by field name) and says what happened, for the success toast. */
  onAdd: (values: Record<string, string>) => Promise<string>
  /** The field the API names when it refuses (409 duplicate, 422 rule). */
  errorField: string
  fallbackError: string
  submitLabel: string
  /** The form's accessible name: a label, or the id of a heading that names it. */
  label?: string
  labelledBy?: string
  /** One field in a row (lov-add) or several stacked (register-form). */
  className: 'lov-add' | 'register-form'
  secondary?: boolean
}

export function AddRow(props: AddRowProps) {
  const { fields, errorField } = props
  const empty = () => Object.fromEntries(fields.map((f) => [f.name, '']))
  const [values, setValues] = useState<Record<string, string>>(empty)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setPending(true)
    setError(null)
    try {
      const message = await props.onAdd(values)
      // the text typed is cleared; a chosen city or position stays for the next entry
      setValues((v) => ({
        ...v,
        ...Object.fromEntries(fields.filter((f) => f.kind === 'text').map((f) => [f.name, ''])),
      }))
      toast.success(message)
    } catch (err) {
      setError(apiFieldError(err, errorField) ?? props.fallbackError)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className={props.className}
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      {fields.map((f) => {
        const fieldError = f.name === errorField ? error : null
        if (f.kind === 'text')
          return (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete="off"
              maxLength={f.maxLength}
              value={values[f.name] ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
              error={fieldError}
            />
          )
        if (f.kind === 'choice')
          return <ChoiceField key={f.name} field={f} value={values[f.name] ?? ''} onChange={(v) => set(f.name, v)} />
        return <CityField key={f.name} field={f} value={values[f.name] ?? ''} onChange={(v) => set(f.name, v)} />
      })}
      <Button
        type="submit"
        variant={props.secondary ? 'secondary' : undefined}
        loading={pending}
        disabled={fields.some((f) => !values[f.name]?.trim())}
      >
        {props.submitLabel}
      </Button>
    </form>
  )
}

function ChoiceField({
  field,
  value,
  onChange,
}: {
  field: Extract<RegisterField, { kind: 'choice' }>
  value: string
  onChange: (value: string) => void
}) {
  const [options, setOptions] = useState<Option[]>([])
  const load = field.options
  useEffect(() => {
    load().then(setOptions, () => {})
  }, [load])
  return (
    <Select
      label={field.label}
      name={field.name}
      placeholder={field.placeholder}
      options={options}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

function CityField({
  field,
  value,
  onChange,
}: {
  field: Extract<RegisterField, { kind: 'city' }>
  value: string
  onChange: (value: string) => void
}) {
  const [text, setText] = useState('')
  const [cities, setCities] = useState<Option[]>([])
  // onChange is a fresh closure each render: only the typed text starts a search
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const typed = text.trim()
    if (typed.length < 2) return setCities([])
    let live = true
    searchCities(typed).then(
      (found) => {
        if (!live) return
        const options = found
          .filter((c) => c.cityId)
          .map((c) => ({ value: c.cityId!, label: `${c.cityName}, ${c.stateCode ?? c.countryCode}` }))
        setCities(options)
        onChange(options[0]?.value ?? '')
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [text])
  return (
    <>
      <TextField
        label="Find the city"
        name="citySearch"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Select
        label={field.label}
        name={field.name}
        placeholder={cities.length ? undefined : 'Type a city name above'}
        options={cities}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  )
}
