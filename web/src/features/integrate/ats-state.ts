/**
 * The applicant tracking system part of /integrate: the live connection, the connect form, the
 * webhook secret shown once, the connection-test dialog's results, the ATS's jobs and ours to link.
 */
import { ATS_TEST_KINDS } from '@quota/shared/contracts/ats'
import { proxy } from 'valtio'
import { isApiError } from '../../app/http'
import * as api from './ats-api'
import { orgOf } from './org-state'

export const atsState = proxy({
  loaded: false,
  error: null as string | null,
  connection: null as api.AtsConnectionDto | null,
  form: {
    provider: 'greenhouse' as 'greenhouse' | 'lever',
    clientId: '',
    clientSecret: '',
    userId: '',
    apiKey: '',
    performAs: '',
    baseUrl: '',
    authUrl: '',
    /** Greenhouse sourcing partner: the Candidate Ingestion key and the user it acts as. */
    ingestionApiKey: '',
    ingestionOnBehalfOf: '',
  },
  fieldErrors: {} as Record<string, string>,
  saving: false,
  /** The webhook secret of a new connection or a regenerated one: shown until dismissed. */
  secret: null as string | null,
  atsJobs: null as api.AtsJobDto[] | null,
  ourJobs: [] as { id: string; name: string }[],
  jobsError: null as string | null,
  routes: null as api.AtsRouteDto[] | null,
  busyKey: null as string | null,
})

/** A fresh start (another organization chosen, or the page opened again). */
export function resetAts() {
  atsState.loaded = false
  atsState.error = null
  atsState.connection = null
  atsState.secret = null
  atsState.atsJobs = null
  atsState.ourJobs = []
  atsState.jobsError = null
  atsState.fieldErrors = {}
  atsState.routes = null
}

export async function loadAts() {
  atsState.error = null
  try {
    atsState.connection = await api.fetchAtsDetails(orgOf())
    atsState.routes = atsState.connection ? await api.fetchAtsRoutes(orgOf()) : null
  } catch (e) {
    atsState.error = e instanceof Error ? e.message : 'The ATS connection could not be loaded.'
  } finally {
    atsState.loaded = true
  }
}

/** The API's field paths of the sourcing-partner setting, as the form names them. */
const PARTNER_FIELDS: Record<string, string> = {
  'sourcingPartner.apiKey': 'ingestionApiKey',
  'sourcingPartner.onBehalfOf': 'ingestionOnBehalfOf',
}

/** Answers true when connected. */
export async function connect(): Promise<boolean> {
  const f = atsState.form
  const errors: Record<string, string> = {}
  const need =
    f.provider === 'greenhouse' ? (['clientId', 'clientSecret', 'userId'] as const) : (['apiKey', 'performAs'] as const)
  for (const k of need) if (!f[k].trim()) errors[k] = 'Required.'
  // the partner key and its user go together
  const partnerKey = f.ingestionApiKey.trim()
  const partnerUser = f.ingestionOnBehalfOf.trim()
  if (f.provider === 'greenhouse' && partnerKey && !partnerUser)
    errors.ingestionOnBehalfOf = 'Required with an Ingestion API key.'
  if (f.provider === 'greenhouse' && partnerUser && !partnerKey)
    errors.ingestionApiKey = 'Required with an On-Behalf-Of e-mail.'
  atsState.fieldErrors = errors
  if (Object.keys(errors).length) return false
  atsState.saving = true
  try {
    const baseUrl = f.baseUrl.trim() ? { baseUrl: f.baseUrl.trim() } : {}
    const authUrl = f.authUrl.trim() ? { authUrl: f.authUrl.trim() } : {}
    const created = await api.connectAts(
      f.provider === 'greenhouse'
        ? {
            provider: 'greenhouse',
            clientId: f.clientId.trim(),
            clientSecret: f.clientSecret.trim(),
            userId: f.userId.trim(),
            ...baseUrl,
            ...authUrl,
            ...(partnerKey ? { sourcingPartner: { apiKey: partnerKey, onBehalfOf: partnerUser } } : {}),
          }
        : { provider: 'lever', apiKey: f.apiKey.trim(), performAs: f.performAs.trim(), ...baseUrl },
      orgOf(),
    )
    atsState.secret = created.webhookSecret
    atsState.connection = created
    atsState.form = { ...atsState.form, clientSecret: '', apiKey: '', ingestionApiKey: '' }
    return true
  } catch (e) {
    if (isApiError(e)) {
      const fromApi: Record<string, string> = {}
      for (const d of e.details) fromApi[PARTNER_FIELDS[d.path] ?? d.path] = d.message
      atsState.fieldErrors = e.details.length ? fromApi : { form: e.message }
    }
    return false
  } finally {
    atsState.saving = false
  }
}

export async function disconnect() {
  await api.disconnectAts(orgOf())
  atsState.connection = null
  atsState.atsJobs = null
  atsState.secret = null
}

export async function regenerateSecret() {
  atsState.secret = (await api.regenerateAtsSecret(orgOf())).webhookSecret
}

/** Runs the three tests one after the other (the dialog shows each as it answers). */
export async function runAllTests(onResult: (r: api.AtsTestResultDto) => void) {
  const id = atsState.connection?.id
  if (!id) return
  for (const kind of ATS_TEST_KINDS) onResult(await api.runAtsTest(id, kind))
  await loadAts()
}

export async function loadJobs() {
  atsState.jobsError = null
  try {
    const [atsJobs, ourJobs] = await Promise.all([api.fetchAtsJobs(orgOf()), api.fetchOurJobs(orgOf())])
    atsState.atsJobs = atsJobs
    atsState.ourJobs = ourJobs
  } catch (e) {
    atsState.jobsError = e instanceof Error ? e.message : 'The ATS jobs could not be loaded.'
  }
}

/** Turns a route on or off (the answer is every route as it now stands). */
export async function switchRoute(key: api.AtsRouteDto['key'], enabled: boolean) {
  atsState.busyKey = key
  try {
    atsState.routes = await api.setAtsRouteStatus(key, enabled, orgOf())
  } catch {
    // the HTTP layer has shown the error
  } finally {
    atsState.busyKey = null
  }
}

/** Subscribes or unsubscribes one of the ATS's events on the connection's Webhook List. */
export async function switchWebhook(event: api.AtsWebhookDto['event'], on: boolean) {
  const c = atsState.connection
  if (!c) return
  atsState.busyKey = event
  try {
    const webhooks = await api.setAtsWebhook(c.id, on ? 'subscribe' : 'unsubscribe', event)
    if (atsState.connection) atsState.connection = { ...atsState.connection, webhooks }
  } catch {
    // the HTTP layer has shown the error
  } finally {
    atsState.busyKey = null
  }
}
