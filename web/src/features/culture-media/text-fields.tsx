/** An item's title and description fields (adding and editing), with the contract's limits. */
import { CULTURE_MEDIA_LIMITS } from '@quota/shared/contracts/organizations'
import { TextArea } from '../../ui/text-area'
import { TextField } from '../../ui/text-field'
import type { FieldErrors } from './model'

export function MediaTextFields({
  title,
  description,
  onChange,
  errors,
}: {
  title: string
  description: string
  onChange: (field: 'title' | 'description', value: string) => void
  errors: FieldErrors
}) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        maxLength={CULTURE_MEDIA_LIMITS.title}
        value={title}
        onChange={(e) => onChange('title', e.target.value)}
        error={errors.title}
      />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        maxLength={CULTURE_MEDIA_LIMITS.description}
        value={description}
        onChange={(e) => onChange('description', e.target.value)}
        error={errors.description}
      />
    </>
  )
}
