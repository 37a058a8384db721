/**
 * The candidate calendar's pure rules: the notice text (001 §"Calendar notices") and the
 * "Open in Google Calendar" link (a calendar.google.com event template).
 */

export const CALENDAR_NOTICE =
  'Interviews scheduled through an applicant-tracking system, a downloaded ICS file or Open in Google Calendar cannot be changed here; if a calendar integration is disconnected, updates are not sent.'

export interface CalendarEventInput {
  title: string
  startsAt: string | Date
  durationMinutes: number
  details?: string | null
  location?: string | null
}

/** `2031-01-05T14:00:00.000Z` -> `20310105T140000Z`. */
export function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=...&dates=START/END&details=...&location=... (UTC times). */
export function googleCalendarUrl(event: CalendarEventInput): string {
  const start = new Date(event.startsAt)
  const end = new Date(start.getTime() + event.durationMinutes * 60_000)
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icsUtc(start)}/${icsUtc(end)}`,
  })
  if (event.details) params.set('details', event.details)
  if (event.location) params.set('location', event.location)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
