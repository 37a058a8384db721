/** What the stage action forms share: the submit with the server's messages, the notes field. */
import { LIMITS } from '@quota/shared/domain/validation/limits'
import { type ChangeEvent, useState } from 'react'
import { isApiError } from '../../app/http'
import { TextArea } from '../../ui/text-area'
import { ACTION_FORM_STATUSES } from './api'

/**
 * The submit of an action form: pending while the call runs; when the server refuses it with a
 * status the form shows itself (ACTION_FORM_STATUSES), its field messages go on their fields and
 * any other message above the buttons (other failures were toasted by the HTTP client).
 */
export function useFormSubmit<T>(run: (body: T) => Promise<void>) {
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  async function submit(body: T) {
    setPending(true)
    setFormError(null)
    setServerErrors({})
    try {
      await run(body)
    } catch (error) {
      if (!isApiError(error)) {
        setFormError('Something went wrong. Please try again.')
      } else if (ACTION_FORM_STATUSES.includes(error.status)) {
        const fields: Record<string, string> = {}
        for (const d of error.details) if (d.path) fields[d.path.split('.')[0]!] = d.message
        setServerErrors(fields)
        setFormError(Object.keys(fields).length ? null : error.message)
      }
      setPending(false)
    }
  }
  return { pending, formError, serverErrors, submit }
}

/** The optional notes of an action (up to LIMITS.notes characters). */
export function NotesField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (e: ChangeEvent<HTMLTextAreaElement>) => void
  error?: string | null | undefined
}) {
  return (
    <TextArea label="Notes" name="notes" maxLength={LIMITS.notes} value={value} onChange={onChange} error={error} />
  )
}
