/**
 * Education (list and an inline form: school, degree, field of study, graduation year,
 * highlights, extracurricular activities) and skills (added and removed at once; a skill the
 * profile has is refused with 'Skill already exists').
 */
import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES } from '@quota/shared/domain/candidates/limits'
import { type FormEvent, useId, useState } from 'react'
import { useSnapshot } from 'valtio'
import { confirmDialog } from '../../../app/dialogs'
import { useFormChangedWarning } from '../../../app/form-guard'
import { toast } from '../../../app/toasts'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { Select } from '../../../ui/select'
import { TextArea } from '../../../ui/text-area'
import { TextField } from '../../../ui/text-field'
import type { Education } from './api'
import {
  type EducationForm,
  educationErrors,
  educationFormOf,
  educationInput,
  emptyEducationForm,
  type FieldErrors,
  graduationYears,
  sameJson,
} from './model'
import { focusFirstError } from './profile-sections'
import { addSkill, editorState, removeEducation, removeSkill, saveEducation } from './state'
import { CardListSection, ChipPicker, confirmRemove, FormActions, useChoices } from './widgets'

const L = CANDIDATE_LIMITS

export function EducationSection() {
  const { education } = useSnapshot(editorState)

  const onDelete = (e: Education) =>
    confirmRemove({
      title: 'Remove this education?',
      body: `${e.school ?? 'This school'} will be removed from your profile.`,
      remove: () => removeEducation(e.id),
      removed: 'Education removed.',
    })

  return (
    <CardListSection
      id="education"
      title="Education"
      addLabel="Add education"
      items={education as readonly Education[]}
      itemName="education"
      ordered={false}
      empty={<EmptyState title="No education yet." />}
      renderEditor={(original, onDone) => <EducationEditor original={original} onDone={onDone} />}
      renderCard={(e, _index, edit) => (
        <>
          <div>
            <h3>{e.school}</h3>
            <p className="muted small">
              {[e.degree?.value, e.fieldOfStudy?.value, e.educationYear].filter(Boolean).join(' · ') || '—'}
            </p>
            {e.extracurricularActivities.length > 0 && (
              <p className="small">{e.extracurricularActivities.map((a) => a.value).join(', ')}</p>
            )}
          </div>
          <div className="row editor-item-actions">
            <Button variant="secondary" data-edit onClick={edit}>
              Edit<span className="visually-hidden"> {e.school}</span>
            </Button>
            <Button variant="ghost" onClick={() => void onDelete(e)}>
              Remove<span className="visually-hidden"> {e.school}</span>
            </Button>
          </div>
        </>
      )}
    />
  )
}

function EducationEditor({ original, onDone }: { original: Education | null; onDone: () => void }) {
  const [saved] = useState<EducationForm>(() => (original ? educationFormOf(original) : emptyEducationForm()))
  const [form, setForm] = useState<EducationForm>(saved)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const dirty = !sameJson(form, saved)
  useFormChangedWarning(dirty)
  const titleId = useId()
  const degrees = useChoices('degree').choices
  const fields = useChoices('fieldOfStudy').choices
  const activities = useChoices('extracurricularActivity').choices
  const years = graduationYears()

  const set = <K extends keyof EducationForm>(key: K, value: EducationForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((e) => {
      const { [key as string]: _gone, ...rest } = e
      return rest
    })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const target = event.currentTarget
    const found = educationErrors(form)
    setErrors(found)
    setMessage(null)
    if (Object.keys(found).length) return focusFirstError(target)
    setSaving(true)
    const result = await saveEducation(educationInput(form, original), original?.id ?? null)
    setSaving(false)
    if (!result.ok) {
      setErrors(result.errors)
      setMessage(Object.keys(result.errors).length ? null : result.message)
      return focusFirstError(target)
    }
    toast.success(original ? 'Education saved.' : 'Education added.')
    setForm(saved)
    onDone()
  }

  async function onCancel() {
    if (dirty) {
      const leave = await confirmDialog({
        title: 'Discard changes?',
        body: 'Your changes to this education will be lost.',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
      })
      if (!leave) return
    }
    setForm(saved)
    onDone()
  }

  const chosen = form.extracurricularActivityIds.map((id) => ({
    id,
    label:
      activities.find((a) => a.id === id)?.label ??
      original?.extracurricularActivities.find((a) => a.id === id)?.value ??
      id,
  }))

  return (
    <form
      className="form editor-subform"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => void onSubmit(e)}
      data-form="education"
    >
      <h3 id={titleId}>{original ? `Edit ${original.school ?? 'education'}` : 'Add education'}</h3>
      <TextField
        label="School"
        name="school"
        required
        maxLength={L.title}
        value={form.school}
        onChange={(e) => set('school', e.target.value)}
        error={errors.school}
        autoFocus
      />
      <div className="form-grid-2">
        <Select
          label="Degree"
          name="degreeId"
          placeholder="Not set"
          options={degrees.map((d) => ({ value: d.id, label: d.label }))}
          value={form.degreeId}
          onChange={(e) => set('degreeId', e.target.value)}
          error={errors.degreeId}
        />
        <Select
          label="Field of study"
          name="fieldOfStudyId"
          placeholder="Not set"
          options={fields.map((d) => ({ value: d.id, label: d.label }))}
          value={form.fieldOfStudyId}
          onChange={(e) => set('fieldOfStudyId', e.target.value)}
          error={errors.fieldOfStudyId}
        />
        <Select
          label="Graduation year"
          name="educationYear"
          placeholder="Not set"
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={form.educationYear}
          onChange={(e) => set('educationYear', e.target.value)}
          error={errors.educationYear}
        />
      </div>
      <TextArea
        label="Highlights"
        name="highlights"
        rows={3}
        maxLength={L.highlights}
        value={form.highlights}
        onChange={(e) => set('highlights', e.target.value)}
        error={errors.highlights}
      />
      <ChipPicker
        label="Extracurricular activities"
        name="extracurricularActivityIds"
        noun="activity"
        options={activities}
        value={chosen}
        max={L.extracurricularActivities}
        onAdd={(c) => set('extracurricularActivityIds', [...form.extracurricularActivityIds, c.id])}
        onRemove={(c) =>
          set(
            'extracurricularActivityIds',
            form.extracurricularActivityIds.filter((x) => x !== c.id),
          )
        }
        error={errors.extracurricularActivityIds}
      />
      <FormActions
        saving={saving}
        dirty
        onCancel={() => void onCancel()}
        saveLabel={original ? 'Save education' : 'Add education'}
        message={message}
      />
    </form>
  )
}

export function SkillsSection() {
  const { summary } = useSnapshot(editorState)
  const { choices } = useChoices('skill')
  const skills = (summary?.skills ?? []).map((k) => ({ id: k.id, label: k.value }))

  return (
    <section className="card editor-section" id="skills" aria-labelledby="skills-title" tabIndex={-1}>
      <h2 id="skills-title">Skills</h2>
      <ChipPicker
        label="Add a skill"
        name="skillIds"
        noun="skill"
        options={choices}
        value={skills}
        max={L.skills}
        duplicateMessage={CANDIDATE_MESSAGES.skillExists}
        hint={`${skills.length} skills · changes are saved at once`}
        onAdd={async (c) => {
          const result = await addSkill(c.id)
          if (!result.ok) return result.errors['skillIds.0'] ?? result.errors.skillIds ?? result.message
          toast.success(`${c.label} added.`)
          return null
        }}
        onRemove={(c) =>
          void removeSkill(c.id).then((r) => (r.ok ? toast.success(`${c.label} removed.`) : toast.error(r.message)))
        }
      />
    </section>
  )
}
