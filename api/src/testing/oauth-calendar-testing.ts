/**
 * What the Google Calendar and Microsoft 365 tests share (they differ only in the provider):
 * - `invitationFor`: the product's interview invitation the adapter tests write and move;
 * - `startOAuthCalendarTestWorld`: the connect tests' set-up (the interview world with the
 *   provider's contract server configured, an interviewer with an account, the write-through
 *   worker run once) and the helpers to follow the OAuth redirects as the browser would.
 */
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { expect } from 'vitest'
import { usersTable } from '../db/schema'
import {
  CALENDAR_INTERVIEW_TOPIC,
  interviewCalendarSyncHandler,
} from '../integrations/calendar/interview-calendar-sync'
import { runOutboxOnce } from '../jobs/outbox-worker'
import { interviewCalendar, interviewUid } from '../modules/pipeline/interview-calendar'
import { createPerson } from '../modules/pipeline/test-fixtures'
import { apiCaller, type InterviewTestWorld, startInterviewTestWorld } from './interview-test-world'

/** The invitation of one interview (45 minutes in London, Ada and a panel member), by SEQUENCE and start. */
export function invitationFor(input: { interviewId: string; title: string; joinUrl: string; panelEmail: string }) {
  return {
    uid: interviewUid(input.interviewId),
    invite: (sequence: number, startsAt: string) =>
      interviewCalendar({
        interviewId: input.interviewId,
        sequence,
        method: 'REQUEST',
        startsAt: new Date(startsAt),
        durationMinutes: 45,
        timezone: 'Europe/London',
        title: input.title,
        description: `Interview with Ada\nJoin: ${input.joinUrl}`,
        location: input.joinUrl,
        url: input.joinUrl,
        organizer: { name: 'Rae', email: 'rae@quota.test' },
        attendees: [
          { email: 'ada@cand.test', name: 'Ada' },
          { email: input.panelEmail, name: 'Panel' },
        ],
        stamp: new Date('2099-01-01T00:00:00Z'),
      }),
  }
}

export interface OAuthCalendarTestWorld extends InterviewTestWorld {
  /** An interviewer with an account (connects their calendar in the tests). */
  panel: { userId: string; email: string }
  call: ReturnType<typeof apiCaller>
  /** One pass of the calendar write-through worker; answers how many events it handled. */
  runSync(): Promise<number>
  /** GET as `userId` without following the redirect: its status and Location. */
  redirectOf(userId: string, path: string): Promise<{ status: number; location: string }>
  /** The path and query of a URL on this app (the provider's redirect back). */
  onApp(url: string): string
  /**
   * The panel member starts connecting `provider`, consents at the provider (`consent` answers the
   * redirect back for the start's Location), and the callback arrives after their Quota session
   * ended: it goes to sign-in, returning to Settings with `message`; the code is not spent and
   * nothing is connected.
   */
  expectSignedOutCallback(
    provider: 'google' | 'microsoft',
    consent: (startLocation: string) => string,
    message: string,
  ): Promise<void>
}

const logger = pino({ level: 'silent' })

/** The app on https://quota.test with the provider's OAuth client settings in `env`. */
export async function startOAuthCalendarTestWorld(options: {
  orgName: string
  interviewer: { email: string; name: string }
  otherOrgName: string
  env: Record<string, string>
}): Promise<OAuthCalendarTestWorld> {
  const started = await startInterviewTestWorld({
    ...options,
    env: { PUBLIC_URL: 'https://quota.test', ...options.env },
  })
  const { t } = started
  const userId = (await createPerson(t.deps.db, 'recruiter')).userId
  const [u] = await t.deps.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable.id, userId))
  const runSync = () =>
    runOutboxOnce({
      db: t.deps.db,
      logger,
      handlers: {
        [CALENDAR_INTERVIEW_TOPIC]: interviewCalendarSyncHandler({ db: t.deps.db, config: t.deps.config, logger }),
      },
    })
  await runSync()
  const call = apiCaller(() => t)
  return {
    ...started,
    panel: { userId, email: u!.email },
    call,
    runSync,
    async redirectOf(user, path) {
      const res = await t.request(path, { headers: { 'x-test-user': user }, redirect: 'manual' })
      return { status: res.status, location: res.headers.get('location') ?? '' }
    },
    onApp,
    async expectSignedOutCallback(provider, consent, message) {
      const start = await t.request(`/api/settings/integrate-calendar/${provider}/start`, {
        headers: { 'x-test-user': userId },
        redirect: 'manual',
      })
      const callback = onApp(consent(start.headers.get('location') ?? ''))
      const signedOut = await t.request(callback, { redirect: 'manual' })
      expect(signedOut.status).toBe(302)
      const login = new URL(signedOut.headers.get('location') ?? '')
      expect(`${login.origin}${login.pathname}`).toBe('https://quota.test/auth/login')
      const back = new URL(login.searchParams.get('returnUrl')!, 'https://quota.test')
      expect(back.pathname + back.hash).toBe('/settings#calendar')
      expect(back.searchParams.get('calendarError')).toBe(message)
      // the code was not spent signed out: nothing connected
      const state = await call(userId, 'GET', `/api/settings/integrate-calendar/${userId}/active`)
      expect(state.body.data.active).toBe(false)
    },
  }
}

/** The path and query of a URL on this app (the provider's redirect back). */
function onApp(url: string) {
  const u = new URL(url)
  expect(u.origin).toBe('https://quota.test')
  return u.pathname + u.search
}
