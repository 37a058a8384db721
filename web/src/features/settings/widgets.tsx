import type { ReactNode } from 'react'
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
