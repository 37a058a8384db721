/**
 * The job's own fields, shared by the create-job dialog and the Job tab's edit form: name,
 * openings, dates, pay (in thousands), equity, posting link and where the job is done.
 */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { Checkbox } from '../../ui/checkbox'
import { CheckboxGroup } from '../../ui/checkbox-group'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { useListOfValues } from '../reference/state'
import type { JobFormErrors, JobFormValues } from './job-form'
import { LocationPicker } from './location-picker'
import './job-form.css'

type Set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => void

export function JobFields({
  values,
  errors,
  set,
  mode,
}: {
  values: JobFormValues
  errors: JobFormErrors
  set: Set
  mode: 'create' | 'edit'
}) {
  const locationTypes = useListOfValues(values.isRemote ? 'jobLocationTypes' : null)
  const officeHours = useListOfValues(values.isRemote ? null : 'preferredOfficeHours')
  const text = (key: keyof JobFormValues) => ({
    name: key,
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    error: errors[key],
  })

  return (
    <>
      <TextField label="Job name" required autoComplete="off" maxLength={LIMITS.jobName} {...text('name')} />
      <div className="form-grid-2">
        <TextField
          label={mode === 'create' ? 'Openings' : 'Total openings'}
          required
          inputMode="numeric"
          {...text('totalOpenings')}
        />
        {mode === 'edit' && (
          <TextField label="Openings still to fill" required inputMode="numeric" {...text('currentOpenings')} />
        )}
        {mode === 'edit' && <TextField label="Open date" type="date" required {...text('openDate')} />}
        <TextField label="Kickoff date" type="date" {...text('kickoffDate')} />
      </div>
      <fieldset className="form-fieldset">
        <legend className="field-label">Pay, in thousands</legend>
        <div className="form-grid-2">
          <TextField label="Base salary from (K)" inputMode="decimal" {...text('baseSalaryLow')} />
          <TextField label="Base salary to (K)" inputMode="decimal" {...text('baseSalaryHigh')} />
          <TextField label="OTE from (K)" inputMode="decimal" {...text('OTERangeLow')} />
          <TextField label="OTE to (K)" inputMode="decimal" {...text('OTERangeHigh')} />
        </div>
      </fieldset>
      {mode === 'edit' && (
        <div className="form-grid-2">
          <TextField label="Equity" autoComplete="off" maxLength={LIMITS.shortText} {...text('equity')} />
          <TextField
            label="Posting link"
            autoComplete="off"
            maxLength={LIMITS.postingLink}
            hint="https:// is added when missing"
            {...text('postingLink')}
          />
        </div>
      )}
      <Checkbox
        label="Remote job"
        name="isRemote"
        checked={values.isRemote}
        onChange={(e) => set('isRemote', e.target.checked)}
      />
      {values.isRemote ? (
        <Select
          label="Where remotely"
          name="jobLocationTypeId"
          required
          placeholder={locationTypes.loading ? 'Loading…' : 'Choose…'}
          options={locationTypes.items.map((o) => ({ value: o.id, label: o.value }))}
          value={values.jobLocationTypeId}
          onChange={(e) => set('jobLocationTypeId', e.target.value)}
          error={errors.jobLocationTypeId}
        />
      ) : (
        <>
          <LocationPicker
            value={values.jobLocations}
            onChange={(next) => set('jobLocations', next)}
            error={errors.jobLocations}
          />
          <CheckboxGroup
            legend="Preferred office hours"
            name="preferredOfficeHourIds"
            required
            columns={2}
            options={officeHours.items.map((o) => ({ value: o.id, label: o.value }))}
            value={values.preferredOfficeHourIds}
            onChange={(next) => set('preferredOfficeHourIds', next)}
            error={errors.preferredOfficeHourIds}
          />
        </>
      )}
    </>
  )
}
