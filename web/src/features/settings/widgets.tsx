import { type ReactNode, useState } from 'react'
import { isApiError } from '../../app/http'

/** One titled card of the Settings page, reachable by its anchor (#profile, #password...). */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card settings-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * The API's refusal as messages by field; a message about no listed field goes under the first
 * (network and server failures are shown by the global handling, so nothing is added).
 */
export function fieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  if (!isApiError(error) || ![409, 422].includes(error.status)) return {}
  const found: Partial<Record<K, string>> = {}
  for (const d of error.details) {
    const key = fields.find((f) => d.path === f || d.path.endsWith(`.${f}`))
    if (key && !found[key]) found[key] = d.message
  }
  if (!Object.keys(found).length && fields[0]) found[fields[0]] = error.details[0]?.message ?? error.message
  return found
}

/**
 * One form's "saving" flag around its call: the button spins while `work` runs, and a refusal
 * goes to `onError` (without one, the global handling has already shown it).
 */
export function useSaving() {
  const [saving, setSaving] = useState(false)
  async function run(work: () => Promise<void>, onError?: (error: unknown) => void) {
    setSaving(true)
    try {
      await work()
    } catch (error) {
      onError?.(error)
    } finally {
      setSaving(false)
    }
  }
  return [saving, run] as const
}
