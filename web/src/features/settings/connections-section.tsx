/**
 * Settings: the calendar interviews are written into (CalDAV: any standards calendar server;
 * Google Calendar when the server has its OAuth client) and the meetings interviews get (Zoom, or a personal meeting link). Each connection is
 * checked by the server before it is stored; the section says what is connected now and only
 * that ("Connected" appears only after the server accepted it).
 */
import type { CalendarConnectOptions, CalendarIntegrationState } from '@quota/shared/contracts/availability'
import type { MeetingIntegrationState } from '@quota/shared/contracts/meetings'
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react'
import { type DataAnswer, http } from '../../app/http'
import { toast } from '../../app/toasts'
import { Button } from '../../ui/button'
import { Select } from '../../ui/select'
import { TextField } from '../../ui/text-field'
import { fieldErrorsOf, SettingsSection, useSaving } from './widgets'

type Errors = Record<string, string | undefined>
const HANDLED = { handledStatuses: [409, 422] }

/** A connection's state from the server, reloadable after a change. */
function useConnection<T>(path: string) {
  const [state, setState] = useState<T | null>(null)
  const load = useCallback(
    () =>
      http.get<DataAnswer<T>>(path).then(
        (r) => setState(r.data),
        () => setState(null),
      ),
    [path],
  )
  useEffect(() => {
    void load()
  }, [load])
  return [state, setState] as const
}

/**
 * A live connection: what it does (children) and its Disconnect button; the server's answer
 * (the connection now inactive) is handed back so the section shows its connect form again.
 */
function ConnectedIntegration<T>({
  kind,
  disconnectPath,
  disconnectLabel,
  disconnectedMessage,
  onDisconnected,
  children,
}: {
  kind: 'calendar' | 'meetings'
  disconnectPath: string
  disconnectLabel: string
  disconnectedMessage: string
  onDisconnected: (state: T) => void
  children: ReactNode
}) {
  const [saving, run] = useSaving()
  async function disconnect() {
    await run(async () => {
      onDisconnected((await http.delete<DataAnswer<T>>(disconnectPath)).data)
      toast.success(disconnectedMessage)
    })
  }
  return (
    <div className="stack settings-narrow" data-connected={kind}>
      <p>{children}</p>
      <div>
        <Button variant="secondary" loading={saving} onClick={() => void disconnect()}>
          {disconnectLabel}
        </Button>
      </div>
    </div>
  )
}

const OAUTH_CALENDARS = { google: 'Google Calendar', microsoft: 'Microsoft 365 calendar' } as const

/** What Google's or Microsoft's redirect back put in the address (?calendarConnected / ?calendarError), read once. */
function oauthOutcome(): { connected: keyof typeof OAUTH_CALENDARS | null; error: string | null } {
  const params = new URLSearchParams(window.location.search)
  const connected = params.get('calendarConnected')
  return {
    connected: connected === 'google' || connected === 'microsoft' ? connected : null,
    error: params.get('calendarError'),
  }
}

export function CalendarSection({ userId }: { userId: string }) {
  const [state, setState] = useConnection<CalendarIntegrationState>(`/settings/integrate-calendar/${userId}/active`)
  const [options] = useConnection<CalendarConnectOptions>('/settings/integrate-calendar/options')
  const [outcome] = useState(oauthOutcome)
  useEffect(() => {
    if (outcome.connected) {
      toast.success(`Your ${OAUTH_CALENDARS[outcome.connected]} is connected: interviews are written into it.`)
    }
  }, [outcome])
  const [values, setValues] = useState({ calendarUrl: '', username: '', password: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [saving, run] = useSaving()
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  async function connect(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    await run(
      async () => {
        const answer = await http.put<DataAnswer<CalendarIntegrationState>>(
          '/settings/integrate-calendar/caldav',
          { calendarUrl: values.calendarUrl.trim(), username: values.username.trim(), password: values.password },
          HANDLED,
        )
        setState(answer.data)
        setValues({ calendarUrl: '', username: '', password: '' })
        toast.success('Your calendar is connected: interviews are written into it.')
      },
      (error) => setErrors(fieldErrorsOf(error, ['calendarUrl', 'username', 'password'])),
    )
  }
  return (
    <SettingsSection id="calendar" title="Calendar">
      {state?.active ? (
        <ConnectedIntegration
          kind="calendar"
          disconnectPath="/settings/integrate-calendar"
          disconnectLabel="Disconnect calendar"
          disconnectedMessage="Your calendar is disconnected: interviews are no longer written into it."
          onDisconnected={setState}
        >
          Interviews you take part in are written into your{' '}
          {state.provider === 'google' || state.provider === 'microsoft' ? OAUTH_CALENDARS[state.provider] : 'calendar'}
          {state.accountEmail ? (
            <>
              {' '}
              (<strong>{state.accountEmail}</strong>)
            </>
          ) : null}
          , and your busy times are offered when interviews are scheduled.
        </ConnectedIntegration>
      ) : (
        <form className="form-grid settings-narrow" noValidate onSubmit={(e) => void connect(e)}>
          {outcome.error && (
            <p className="field-error" role="alert" data-google-error>
              {outcome.error}
            </p>
          )}
          {(options?.google || options?.microsoft) && (
            <div className="stack">
              {options.google && (
                <>
                  <p>
                    Connect your Google Calendar: Google asks you to allow Quota to write interviews into it. Google
                    Meet meetings are then made with it.
                  </p>
                  <div>
                    {/* a full-page visit: the API redirects to Google, which redirects back here */}
                    <a className="btn btn-secondary" href="/api/settings/integrate-calendar/google/start">
                      Connect Google Calendar
                    </a>
                  </div>
                </>
              )}
              {options.microsoft && (
                <>
                  <p>
                    Connect your Microsoft 365 (Outlook) calendar: Microsoft asks you to allow Quota to write interviews
                    into it. Microsoft Teams meetings are then made with it.
                  </p>
                  <div>
                    {/* a full-page visit: the API redirects to Microsoft, which redirects back here */}
                    <a className="btn btn-secondary" href="/api/settings/integrate-calendar/microsoft/start">
                      Connect Microsoft 365
                    </a>
                  </div>
                </>
              )}
              <p className="muted small">Or any other calendar server, with CalDAV:</p>
            </div>
          )}
          <p>Connect a CalDAV calendar (Fastmail, iCloud, Nextcloud, Radicale…) to have interviews written into it.</p>
          <TextField
            label="Calendar address"
            name="calendarUrl"
            type="url"
            placeholder="https://dav.example.com/you/calendar/"
            required
            value={values.calendarUrl}
            onChange={set('calendarUrl')}
            error={errors.calendarUrl}
          />
          <TextField
            label="User name"
            name="calendarUsername"
            autoComplete="off"
            required
            value={values.username}
            onChange={set('username')}
            error={errors.username}
          />
          <TextField
            label="Password or app password"
            name="calendarPassword"
            type="password"
            autoComplete="off"
            required
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <div>
            <Button type="submit" loading={saving}>
              Connect calendar
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}

/** What a Zoom Server-to-Server OAuth app gives (Zoom's app page names them so). */
const ZOOM_FIELDS: {
  name: 'accountId' | 'clientId' | 'clientSecret' | 'zoomUserId'
  label: string
  secret?: boolean
  hint?: string
}[] = [
  { name: 'accountId', label: 'Account ID' },
  { name: 'clientId', label: 'Client ID' },
  { name: 'clientSecret', label: 'Client secret', secret: true },
  {
    name: 'zoomUserId',
    label: 'Zoom user (optional)',
    hint: "Whose meetings: a Zoom e-mail or user id; the app's own user when empty",
  },
]

const PROVIDER_NAMES: Record<string, string> = { zoom: 'Zoom', personalLink: 'your personal meeting link' }

export function MeetingsSection({ userId }: { userId: string }) {
  const [state, setState] = useConnection<MeetingIntegrationState>(`/settings/integrate-meeting/${userId}/active`)
  const [kind, setKind] = useState<'personalLink' | 'zoom'>('personalLink')
  const [values, setValues] = useState({ url: '', accountId: '', clientId: '', clientSecret: '', zoomUserId: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [saving, run] = useSaving()
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }))

  async function connect(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    const [path, body, fields] =
      kind === 'zoom'
        ? ([
            '/settings/integrate-meeting/zoom',
            {
              accountId: values.accountId.trim(),
              clientId: values.clientId.trim(),
              clientSecret: values.clientSecret,
              ...(values.zoomUserId.trim() ? { zoomUserId: values.zoomUserId.trim() } : {}),
            },
            ['accountId', 'clientId', 'clientSecret', 'zoomUserId'],
          ] as const)
        : (['/settings/integrate-meeting/personal-link', { url: values.url.trim() }, ['url']] as const)
    await run(
      async () => {
        setState((await http.put<DataAnswer<MeetingIntegrationState>>(path, body, HANDLED)).data)
        setValues({ url: '', accountId: '', clientId: '', clientSecret: '', zoomUserId: '' })
        toast.success('Interviews you schedule now get a meeting link.')
      },
      (error) => setErrors(fieldErrorsOf(error, fields)),
    )
  }
  return (
    <SettingsSection id="meetings" title="Interview meetings">
      {state?.active ? (
        <ConnectedIntegration
          kind="meetings"
          disconnectPath="/settings/integrate-meeting"
          disconnectLabel="Disconnect meetings"
          disconnectedMessage="Meetings are disconnected: new interviews get no meeting link."
          onDisconnected={setState}
        >
          Interviews you schedule get a meeting from{' '}
          <strong>{PROVIDER_NAMES[state.provider ?? ''] ?? state.provider}</strong>
          {state.account ? ` (${state.account})` : ''}.
        </ConnectedIntegration>
      ) : (
        <form className="form-grid settings-narrow" noValidate onSubmit={(e) => void connect(e)}>
          <p>Without a connection, interviews you schedule are saved without a meeting link.</p>
          <Select
            label="Meetings from"
            name="meetingKind"
            value={kind}
            onChange={(e) => setKind(e.target.value as 'personalLink' | 'zoom')}
            options={[
              { value: 'personalLink', label: 'My personal meeting link' },
              { value: 'zoom', label: 'Zoom (a Server-to-Server OAuth app)' },
            ]}
          />
          {kind === 'personalLink' ? (
            <TextField
              label="Meeting link"
              name="url"
              type="url"
              placeholder="https://meet.example.com/your-room"
              required
              value={values.url}
              onChange={set('url')}
              error={errors.url}
            />
          ) : (
            ZOOM_FIELDS.map((f) => (
              <TextField
                key={f.name}
                label={f.label}
                name={f.name}
                type={f.secret ? 'password' : undefined}
                autoComplete={f.secret ? 'off' : undefined}
                required={!f.hint}
                hint={f.hint}
                value={values[f.name]}
                onChange={set(f.name)}
                error={errors[f.name]}
              />
            ))
          )}
          <div>
            <Button type="submit" loading={saving}>
              Connect meetings
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}
