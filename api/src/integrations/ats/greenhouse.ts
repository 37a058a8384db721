/**
 * Greenhouse Harvest v3 (v1/v2 retired 31 Aug 2026): OAuth 2.0 client credentials at
 * `{authUrl}/token` (HTTP Basic client_id:client_secret, form `grant_type=client_credentials&sub=<user id>`),
 * then `Authorization: Bearer`; the token (1 h) is reused until shortly before it expires.
 *
 * What each call rests on (harvestdocs.greenhouse.io, read through the search tool):
 * - Confirmed by the guides: list endpoints filter by `ids`, by parent resource ids (e.g.
 *   `candidate_ids` on applications) and `status`, paged by cursor (`Link rel="next"`; a `cursor`
 *   is then the only parameter) ("List endpoints", "Pagination"); `POST /v3/applications`
 *   {candidate_id, job_id} (WRITE migration guide); `POST /v3/attachments` {application_id,
 *   filename, type, content} (reference "Create attachment"). v3 has no single-record GET for
 *   jobs, candidates or applications: one record is read as the list filtered by `ids`.
 * - From the v3 operation list (a client generated from the v3 OpenAPI set; the reference bodies
 *   were not readable here): `POST /v3/candidates`, `PATCH /v3/candidates/{id}`, `POST /v3/notes`,
 *   `GET /v3/users`; `GET /v3/scorecards` filters by `application_ids`, `interviewer_ids`,
 *   `submitter_ids`, `status` (draft | complete) but not by candidate, and names the interviewer
 *   by `interviewer_id` (resolved through `GET /v3/users?ids=`).
 * - Assumed (v1 shapes carried over): the candidate body (`first_name`, `last_name`,
 *   `email_addresses[]`, `phone_numbers[]`, `social_media_addresses[]`, `title`), the note body
 *   (`candidate_id`, `body`, `visibility`), the scorecard's `notes`, `overall_recommendation`,
 *   `submitted_at`, `interview_step.name`.
 * A just-created candidate can be missing from reads while Greenhouse builds it: it is read back
 * (by `ids`) until present before the application and files are added.
 * With a sourcing-partner key, pushes go through the Candidate Ingestion API instead
 * (greenhouse-ingestion.ts). The contract server (testing/ats-contract-servers.ts) answers these shapes.
 */
import type {
  AtsAdapter,
  AtsCandidateInput,
  AtsCandidateState,
  AtsEndpoints,
  AtsFeedback,
  AtsJob,
  AtsTestKind,
} from './adapter'
import { ingestCandidate } from './greenhouse-ingestion'
import { AtsHttpError, atsPages, atsRequest } from './http'

type GreenhouseJob = {
  id: number | string
  name?: string
  requisition_id?: string | null
  status?: string | null
  created_at?: string | null
  opened_at?: string | null
  offices?: { name?: string; location?: { name?: string | null } | null }[]
  location?: { name?: string | null } | null
}

type GreenhouseApplication = {
  id: number | string
  candidate_id?: number | string
  job_id?: number | string | null
  status?: string
  current_stage?: { name?: string } | null
}

type GreenhouseScorecard = {
  id: number | string
  application_id?: number | string | null
  interview_step?: { name?: string | null } | null
  interviewer_id?: number | string | null
  submitter_id?: number | string | null
  submitted_at?: string | null
  status?: string | null
  overall_recommendation?: string | null
  /** Key take-aways as plain text (`notes_with_tags` carries the HTML). */
  notes?: string | null
}

type GreenhouseUser = {
  id: number | string
  name?: string | null
  first_name?: string | null
  last_name?: string | null
}

/** How often and how long a just-created candidate is read back (the doc says poll; tests lower it). */
export const greenhouseBuildPoll = { attempts: 5, waitMs: 2_000 }

const s = (v: unknown) => (v === null || v === undefined ? null : String(v))

export function greenhouseAdapter(
  credentials: {
    clientId: string
    clientSecret: string
    userId: string
    sourcingPartner?: { apiKey: string; onBehalfOf: string }
  },
  endpoints: Required<AtsEndpoints>,
): AtsAdapter {
  const base = endpoints.baseUrl.replace(/\/+$/, '')
  let token: { value: string; until: number } | null = null

  async function bearer(): Promise<Record<string, string>> {
    if (!token || token.until < Date.now()) {
      const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')
      const answer = await atsRequest({
        method: 'POST',
        url: `${endpoints.authUrl.replace(/\/+$/, '')}/token`,
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', sub: credentials.userId }).toString(),
      })
      const body = answer.json<{ access_token?: string; expires_in?: number }>()
      if (!body?.access_token) throw new AtsHttpError(answer.status, 'no access token in the answer')
      // renewed a minute early so a call never starts with a token about to lapse
      token = { value: body.access_token, until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000 }
    }
    return { authorization: `Bearer ${token.value}` }
  }

  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown): Promise<T> {
    const headers = await bearer()
    const answer = await atsRequest({
      method,
      url: `${base}${path}`,
      headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    })
    return answer.json<T>()
  }

  const toJob = (j: GreenhouseJob): AtsJob => ({
    id: String(j.id),
    name: j.name ?? '',
    requisitionId: s(j.requisition_id),
    location: j.location?.name ?? j.offices?.map((o) => o.location?.name ?? o.name).find(Boolean) ?? null,
    createdAt: s(j.created_at ?? j.opened_at),
    status: s(j.status),
    url: `${endpoints.appUrl}/sdash/${j.id}`,
  })

  const candidateUrl = (id: string) => `${endpoints.appUrl}/people/${id}`

  /** One record: v3 reads a single resource as its list filtered by `ids`; none is a 404. */
  async function one<T>(resource: 'jobs' | 'candidates' | 'applications', id: string): Promise<T> {
    const list = await call<T[]>('GET', `/v3/${resource}?ids=${encodeURIComponent(id)}`)
    const found = Array.isArray(list) ? list[0] : undefined
    if (!found) throw new AtsHttpError(404, `No ${resource.slice(0, -1)} ${id} in Greenhouse`)
    return found
  }

  async function waitUntilBuilt(id: string) {
    for (let i = 1; ; i++) {
      try {
        await one('candidates', id)
        return
      } catch (error) {
        if (!(error instanceof AtsHttpError) || error.status !== 404 || i >= greenhouseBuildPoll.attempts) throw error
        await new Promise((r) => setTimeout(r, greenhouseBuildPoll.waitMs))
      }
    }
  }

  /** Interviewers' names by user id (scorecards carry only `interviewer_id`). */
  async function userNames(ids: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>()
    if (!ids.length) return names
    const users = await call<GreenhouseUser[]>('GET', `/v3/users?ids=${ids.map(encodeURIComponent).join(',')}`)
    for (const u of users ?? []) {
      const name = u.name || [u.first_name, u.last_name].filter(Boolean).join(' ')
      if (name) names.set(String(u.id), name)
    }
    return names
  }

  // POST /v3/attachments (harvestdocs reference "Create attachment"): the file belongs to an
  // application (`application_id`, integer, required), with `filename`, `type` and base64 `content`
  async function attach(candidateId: string, applicationId: string, input: AtsCandidateInput) {
    if (input.resume) {
      await call('POST', '/v3/attachments', {
        application_id: Number(applicationId),
        filename: input.resume.fileName,
        type: 'resume',
        content: input.resume.bytes.toString('base64'),
      })
    }
    if (input.note) {
      await call('POST', '/v3/notes', { candidate_id: candidateId, body: input.note, visibility: 'public' })
    }
  }

  return {
    provider: 'greenhouse',
    async test(kind: AtsTestKind) {
      const path =
        kind === 'atsConnectionTest'
          ? '/v3/users?per_page=1'
          : kind === 'jobVerificationTest'
            ? '/v3/jobs?per_page=1'
            : '/v3/candidates?per_page=1'
      await call('GET', path)
    },
    async listJobs() {
      const jobs = await atsPages<GreenhouseJob>(`${base}/v3/jobs?per_page=100`, bearer)
      return jobs.map(toJob)
    },
    async getJob(id) {
      return toJob(await one<GreenhouseJob>('jobs', id))
    },
    async pushCandidate(input, existing, onCreated) {
      if (credentials.sourcingPartner) {
        return ingestCandidate(credentials.sourcingPartner, endpoints.ingestionUrl, input, existing)
      }
      const person = {
        first_name: input.firstName,
        last_name: input.lastName,
        ...(input.email ? { email_addresses: [{ value: input.email, type: 'personal' }] } : {}),
        ...(input.phone ? { phone_numbers: [{ value: input.phone, type: 'mobile' }] } : {}),
        ...(input.linkedInUrl ? { social_media_addresses: [{ value: input.linkedInUrl }] } : {}),
        ...(input.headline ? { title: input.headline } : {}),
      }
      if (existing) {
        await call('PATCH', `/v3/candidates/${encodeURIComponent(existing.candidateId)}`, person)
        let applicationId = existing.applicationId
        if (!applicationId) {
          // the candidate may already have an application on this job (pushed for it before):
          // reuse it, never a second one (v3 lists filter by parent: candidate_ids)
          const apps = await call<GreenhouseApplication[]>(
            'GET',
            `/v3/applications?candidate_ids=${encodeURIComponent(existing.candidateId)}`,
          )
          const onJob = apps.find((a) => a.job_id !== undefined && String(a.job_id) === input.externalJobId)
          applicationId = onJob
            ? String(onJob.id)
            : String(
                (
                  await call<GreenhouseApplication>('POST', '/v3/applications', {
                    candidate_id: existing.candidateId,
                    job_id: input.externalJobId,
                  })
                ).id,
              )
        }
        await attach(existing.candidateId, applicationId, input)
        return {
          candidateId: existing.candidateId,
          applicationId,
          url: candidateUrl(existing.candidateId),
          created: false,
        }
      }
      const created = await call<{ id: number | string }>('POST', '/v3/candidates', person)
      const candidateId = String(created.id)
      await onCreated?.({ candidateId, applicationId: null, url: candidateUrl(candidateId) })
      await waitUntilBuilt(candidateId)
      const app = await call<GreenhouseApplication>('POST', '/v3/applications', {
        candidate_id: candidateId,
        job_id: input.externalJobId,
      })
      const applicationId = String(app.id)
      await onCreated?.({ candidateId, applicationId, url: candidateUrl(candidateId) })
      await attach(candidateId, applicationId, input)
      return { candidateId, applicationId, url: candidateUrl(candidateId), created: true }
    },
    async getCandidate(id, applicationId): Promise<AtsCandidateState> {
      const apps = applicationId
        ? [await one<GreenhouseApplication>('applications', applicationId)]
        : await call<GreenhouseApplication[]>('GET', `/v3/applications?candidate_ids=${encodeURIComponent(id)}`)
      const app = apps[0]
      const status = app?.status === 'hired' ? 'hired' : app?.status === 'rejected' ? 'rejected' : 'active'
      return { id, status, stage: app?.current_stage?.name ?? null, url: candidateUrl(id) }
    },
    async listFeedback(candidateId, applicationId): Promise<AtsFeedback[]> {
      // scorecards filter by application, not by candidate: the candidate's applications first
      const applicationIds = applicationId
        ? [applicationId]
        : (
            await call<GreenhouseApplication[]>(
              'GET',
              `/v3/applications?candidate_ids=${encodeURIComponent(candidateId)}`,
            )
          ).map((a) => String(a.id))
      if (!applicationIds.length) return []
      // submitted ones only: drafts are half-written feedback
      const cards = await atsPages<GreenhouseScorecard>(
        `${base}/v3/scorecards?application_ids=${applicationIds.map(encodeURIComponent).join(',')}&status=complete`,
        bearer,
      )
      const names = await userNames([
        ...new Set(cards.map((c) => s(c.interviewer_id ?? c.submitter_id)).filter((x): x is string => !!x)),
      ])
      return cards.map((c) => {
        const by = s(c.interviewer_id ?? c.submitter_id)
        return {
          id: String(c.id),
          interview: c.interview_step?.name ?? null,
          interviewer: by ? (names.get(by) ?? null) : null,
          submittedAt: s(c.submitted_at),
          recommendation: s(c.overall_recommendation),
          summary: c.notes?.trim() || null,
        }
      })
    },
    async postNote(candidateId, text) {
      const note = await call<{ id?: number | string }>('POST', '/v3/notes', {
        candidate_id: candidateId,
        body: text,
        visibility: 'public',
      })
      return s(note?.id)
    },
  }
}
