/**
 * Readable time-zone choices: "(UTC−05:00) New York — Eastern Standard Time" rather than the
 * IANA name alone, ordered by the offset in force at `at` (so daylight time shows as it is now).
 */

const FALLBACK_ZONES = ['UTC', 'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']

/** Every IANA zone the runtime knows (UTC first); `current` is kept even if the runtime lacks it. */
export function knownTimeZones(current?: string | null): string[] {
  const all: string[] =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [...FALLBACK_ZONES]
  const list = all.includes('UTC') ? all : ['UTC', ...all]
  return current && !list.includes(current) ? [current, ...list] : list
}

/** The zone's offset from UTC in minutes at `at` (New York in January: -300). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const m = part?.match(/GMT([+-])(\d{2}):?(\d{2})?/)
  if (!m) return 0
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0)
  return m[1] === '-' ? -minutes : minutes
}

/** "(UTC+05:30)", with a real minus sign. */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+'
  const abs = Math.abs(minutes)
  return `(UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')})`
}

/** "(UTC−05:00) New York — Eastern Standard Time". */
export function timeZoneLabel(timeZone: string, at: Date): string {
  const city = timeZone === 'UTC' ? 'UTC' : (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')
  const region = timeZone.includes('/') ? timeZone.split('/')[0] : null
  const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const name = long && !/^GMT[+-]/.test(long) && long !== 'Coordinated Universal Time' ? ` — ${long}` : ''
  const where = region && region !== 'Etc' ? `${city}, ${region.replaceAll('_', ' ')}` : city
  return `${offsetLabel(offsetMinutes(timeZone, at))} ${where}${name}`
}

export interface TimeZoneOption {
  value: string
  label: string
}

/** The choices for a time-zone picker, by offset then name. */
export function timeZoneOptions(at: Date, current?: string | null): TimeZoneOption[] {
  return knownTimeZones(current)
    .map((tz) => ({ value: tz, label: timeZoneLabel(tz, at), offset: offsetMinutes(tz, at) }))
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label))
    .map(({ value, label }) => ({ value, label }))
}
