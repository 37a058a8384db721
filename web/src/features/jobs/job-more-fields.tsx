/**
 * The Job tab's fields beyond the create dialog's: what the job is (position, experience,
 * level, arrangement), whom it targets (skills, companies, verticals, time zones), the people
 * on it, its texts, and for provider staff only the provider's own fields (fee, sourcing notes,
 * account manager, business development, owner, sourcers, record type, CRM id).
 */
import {
  SOURCING_LOCATION_TYPE_LABELS,
  SOURCING_LOCATION_TYPES,
  type SourcingLocationType,
  WORK_ARRANGEMENT_LABELS,
  WORK_ARRANGEMENTS,
  type WorkArrangement,
} from '@quota/shared/domain/enums'
import { JOB_LIST_LIMITS } from '@quota/shared/domain/jobs/index'
import { LIMITS } from '@quota/shared/domain/validation/limits'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Checkbox } from '../../ui/checkbox'
import { type Choice, ChoicePicker, lovChoices, searchWithin } from '../../ui/choice-picker'
import { Select } from '../../ui/select'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import { useFrequentValues, useListOfValues } from '../reference/state'
import { sessionState } from '../session/state'
import { hasPermission } from '../session/user'
import type { JobDetail } from './api'
import {
  companySearch,
  timezoneSearch,
  useCompanyUserChoices,
  useJobManagerChoices,
  usePositionChoices,
  withCurrent,
} from './job-choices'
import { JOB_TEXT_LIMITS, type JobFormErrors, type JobFormValues } from './job-form'

type Set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => void
type Field = { values: JobFormValues; errors: JobFormErrors; set: Set }
/** The fields that hold free text or one chosen id (plain strings). */
type TextKey = { [K in keyof JobFormValues]: string extends JobFormValues[K] ? K : never }[keyof JobFormValues]

/** name, value, onChange and error of a text input, text area or select bound to one field. */
const bound = ({ values, errors, set }: Field, key: TextKey) => ({
  name: key,
  value: values[key],
  onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  error: errors[key],
})

const options = (choices: readonly Choice[]) => choices.map((c) => ({ value: c.id, label: c.label }))
const placeholder = (loading: boolean) => (loading ? 'Loading…' : 'None')
const person = (p: { id: string; name: string } | null): Choice | null => (p ? { id: p.id, label: p.name } : null)

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="form-fieldset">
      <legend className="field-label job-form-legend">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** A list of values chosen by name from the whole list (skills, industries). */
function LovPicker({
  listKey,
  field,
  legend,
  noun,
  values,
  errors,
  set,
}: Field & {
  listKey: string
  field: 'skillIds' | 'targetVerticalIds' | 'clientVerticalIds' | 'soldIntoLevelIds'
  legend: string
  noun: string
}) {
  const { items } = useListOfValues(listKey)
  const frequent = useFrequentValues(listKey)
  return (
    <ChoicePicker
      legend={legend}
      name={field}
      noun={noun}
      value={values[field]}
      onChange={(next) => set(field, next)}
      search={searchWithin(lovChoices(items))}
      suggested={lovChoices(frequent)}
      minChars={1}
      max={JOB_LIST_LIMITS[field].max}
      hint={JOB_LIST_LIMITS[field].message}
      searchLabel={`Find ${noun}`}
      searchHint="Type part of a name"
      error={errors[field]}
    />
  )
}

function WhatTheJobIs({ values, errors, set }: Field) {
  const positions = usePositionChoices()
  const experience = useListOfValues('yearsOfRequiredExperience')
  const text = (key: 'jobLevel' | 'currency' | 'prepNoteLink') => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: errors[key],
  })
  const flag = (key: 'isConfidential' | 'clientSourcing' | 'willingToTakeFreshGraduates') => ({
    name: key,
    checked: values[key],
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked),
  })
  return (
    <Group legend="The role">
      <div className="form-grid-2">
        <Select
          label="Position"
          name="desiredPositionId"
          placeholder={placeholder(positions.loading)}
          options={options(positions.choices)}
          value={values.desiredPositionId}
          onChange={(e) => {
            set('desiredPositionId', e.target.value)
            // the category follows the position
            set('positionCategoryId', positions.choices.find((p) => p.id === e.target.value)?.categoryId ?? '')
          }}
          error={errors.desiredPositionId ?? errors.positionCategoryId}
        />
        <Select
          label="Years of required experience"
          {...bound({ values, errors, set }, 'yearsOfRequiredExperienceId')}
          placeholder={placeholder(experience.loading)}
          options={options(lovChoices(experience.items))}
        />
        <TextField label="Job level" autoComplete="off" maxLength={JOB_TEXT_LIMITS.jobLevel} {...text('jobLevel')} />
        <Select
          label="Work arrangement"
          name="workArrangement"
          placeholder="Not set"
          options={WORK_ARRANGEMENTS.map((w) => ({ value: w, label: WORK_ARRANGEMENT_LABELS[w] }))}
          value={values.workArrangement}
          onChange={(e) => set('workArrangement', e.target.value as WorkArrangement | '')}
          error={errors.workArrangement}
        />
        <Select
          label="Where to source"
          name="sourcingLocationType"
          placeholder="Not set"
          options={SOURCING_LOCATION_TYPES.map((t) => ({ value: t, label: SOURCING_LOCATION_TYPE_LABELS[t] }))}
          value={values.sourcingLocationType}
          onChange={(e) => set('sourcingLocationType', e.target.value as SourcingLocationType | '')}
          error={errors.sourcingLocationType}
        />
        <TextField label="Currency" autoComplete="off" maxLength={3} hint="e.g. USD" {...text('currency')} />
        <TextField
          label="Prep note link"
          autoComplete="off"
          maxLength={LIMITS.prepNoteLink}
          hint="https:// is added when missing"
          {...text('prepNoteLink')}
        />
      </div>
      <Checkbox label="Confidential job" {...flag('isConfidential')} />
      <Checkbox label="The client sources candidates too" {...flag('clientSourcing')} />
      <Checkbox label="Willing to take fresh graduates" {...flag('willingToTakeFreshGraduates')} />
    </Group>
  )
}

function WhomToTarget({ job, values, errors, set }: Field & { job: JobDetail }) {
  const field = { values, errors, set }
  return (
    <Group legend="Whom to look for">
      <LovPicker {...field} listKey="skill" field="skillIds" legend="Skills" noun="skills" />
      <ChoicePicker
        legend="Target companies"
        name="targetCompanyIds"
        noun="companies"
        value={values.targetCompanyIds}
        onChange={(next) => set('targetCompanyIds', next)}
        search={companySearch(job.organizationId)}
        max={JOB_LIST_LIMITS.targetCompanyIds.max}
        hint={JOB_LIST_LIMITS.targetCompanyIds.message}
        searchLabel="Find a company"
        searchHint="Type at least 2 letters of its name"
        error={errors.targetCompanyIds}
      />
      <LovPicker {...field} listKey="industry" field="targetVerticalIds" legend="Target verticals" noun="verticals" />
      <LovPicker {...field} listKey="industry" field="clientVerticalIds" legend="Client verticals" noun="verticals" />
      <LovPicker {...field} listKey="soldIntoLevel" field="soldIntoLevelIds" legend="Sold-into levels" noun="levels" />
      <ChoicePicker
        legend="Time zones"
        name="timezoneIds"
        noun="time zones"
        value={values.timezoneIds}
        onChange={(next) => set('timezoneIds', next)}
        search={timezoneSearch}
        max={JOB_LIST_LIMITS.timezoneIds.max}
        hint={JOB_LIST_LIMITS.timezoneIds.message}
        searchLabel="Find a time zone"
        searchHint="Type at least 2 letters, e.g. Pacific"
        error={errors.timezoneIds}
      />
    </Group>
  )
}

function People({ job, values, errors, set, staff }: Field & { job: JobDetail; staff: boolean }) {
  const companyUsers = useCompanyUserChoices(job.organizationId)
  const managers = useJobManagerChoices(staff)
  const pick = (
    key: 'hiringManagerId' | 'clientUserId' | 'accountManagerId' | 'businessDevelopmentId' | 'ownerId',
    label: string,
    from: { choices: Choice[]; loading: boolean },
    current: Choice | null,
  ) => (
    <Select
      label={label}
      name={key}
      placeholder={placeholder(from.loading)}
      options={options(withCurrent(from.choices, current))}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key]}
    />
  )
  return (
    <Group legend="People">
      <div className="form-grid-2">
        {pick('hiringManagerId', 'Hiring manager', companyUsers, person(job.hiringManager))}
        {pick('clientUserId', 'Job contact', companyUsers, person(job.clientUser))}
        {staff && pick('accountManagerId', 'Account manager', managers, person(job.accountManager))}
        {staff && pick('businessDevelopmentId', 'Business development', managers, person(job.businessDevelopment))}
        {staff && pick('ownerId', 'Owner', managers, person(job.owner))}
      </div>
      {staff && (
        <ChoicePicker
          legend="Sourcers"
          name="sourcerIds"
          noun="people"
          value={values.sourcerIds}
          onChange={(next) => set('sourcerIds', next)}
          search={searchWithin(managers.choices)}
          minChars={1}
          max={JOB_LIST_LIMITS.sourcerIds.max}
          hint={JOB_LIST_LIMITS.sourcerIds.message}
          searchLabel="Find a recruiter"
          searchHint="Type part of a name"
          error={errors.sourcerIds}
        />
      )}
    </Group>
  )
}

/** Provider staff only: the provider's fee, notes and bookkeeping. */
function ProviderOnly(form: Field) {
  const { user } = useSnapshot(sessionState)
  const nextGenAllowed = !!user && hasPermission(user, 'manage-next-gen-filters')
  const recordTypes = useListOfValues('jobRecordTypes')
  const thresholds = useListOfValues('jitAutoSuggestionThreshold')
  return (
    <Group legend="Provider only (clients do not see these)">
      <div className="form-grid-2">
        <TextField label="Fee (%)" {...bound(form, 'feePercentage')} required inputMode="decimal" />
        <TextField
          label="CRM id"
          {...bound(form, 'salesforceId')}
          autoComplete="off"
          maxLength={JOB_TEXT_LIMITS.salesforceId}
        />
        <Select
          label="Record type"
          {...bound(form, 'recordTypeId')}
          placeholder={placeholder(recordTypes.loading)}
          options={options(lovChoices(recordTypes.items))}
        />
        <Select
          label="JIT auto-suggestion threshold"
          {...bound(form, 'jitAutoSuggestionThresholdId')}
          placeholder={placeholder(thresholds.loading)}
          options={options(lovChoices(thresholds.items))}
        />
      </div>
      {/* guarded by manage-next-gen-filters (issue 20 item 11); the API refuses a change from anyone else */}
      {nextGenAllowed ? (
        <Checkbox
          label="Next-gen search filters"
          name="isNextGenFiltersEnable"
          checked={form.values.isNextGenFiltersEnable}
          onChange={(e) => form.set('isNextGenFiltersEnable', e.target.checked)}
        />
      ) : (
        <p className="muted" data-testid="next-gen-filters-readonly">
          Next-gen search filters: {form.values.isNextGenFiltersEnable ? 'on' : 'off'} (administrators switch them)
        </p>
      )}
      <TextArea
        label="Sourcing notes"
        {...bound(form, 'sourcingNotes')}
        rows={4}
        maxLength={JOB_TEXT_LIMITS.sourcingNotes}
      />
    </Group>
  )
}

export function JobMoreFields({
  job,
  values,
  errors,
  set,
  staff,
}: Field & {
  job: JobDetail
  /** Provider staff: the provider's own fields too. */
  staff: boolean
}) {
  const field = { values, errors, set }
  return (
    <>
      <WhatTheJobIs {...field} />
      <WhomToTarget {...field} job={job} />
      <People {...field} job={job} staff={staff} />
      <Group legend="Process and details">
        <TextArea
          label="Interview process"
          {...bound(field, 'interviewProcess')}
          rows={4}
          maxLength={JOB_TEXT_LIMITS.interviewProcess}
        />
        <TextArea label="Other details" {...bound(field, 'details')} rows={4} maxLength={JOB_TEXT_LIMITS.details} />
      </Group>
      {staff && <ProviderOnly {...field} />}
    </>
  )
}
