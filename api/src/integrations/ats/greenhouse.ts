/**
 * Greenhouse Harvest v3 (v1/v2 retired 31 Aug 2026): OAuth 2.0 client credentials at
 * `{authUrl}/token` (HTTP Basic client_id:client_secret, form `grant_type=client_credentials&sub=<user id>`),
 * then `Authorization: Bearer`; the token (1 h) is reused until shortly before it expires.
 * Reads: `/v3/users` (the connection test: 403 = no users permission), `/v3/jobs` (cursor paging
 * by `Link rel="next"`), `/v3/candidates`, `/v3/applications/{id}`.
 * Writes follow the v3 WRITE migration guide: add application `POST /v3/applications`
 * {candidate_id, job_id} (checked against the guide); `POST /v3/attachments` {application_id,
 * filename, type, content (base64)} (checked against the v3 reference "Create attachment": the
 * file belongs to an application); `POST /v3/candidates`, `PATCH /v3/candidates/{id}` and
 * `POST /v3/notes` follow the guide's resource-per-noun pattern (their v3 reference bodies were
 * not readable here). The create answer may be truncated while the
 * candidate is being built: we read it back until it is no longer 404 before attaching.
 * The contract server (testing/ats-contract-servers.ts) answers these shapes.
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
  interview?: string | null
  interview_step?: { name?: string | null } | null
  submitted_by?: { name?: string | null } | null
  interviewer?: { name?: string | null } | null
  submitted_at?: string | null
  overall_recommendation?: string | null
  questions?: { question?: string; answer?: string | null }[]
}

/** How often and how long a just-created candidate is read back (the doc says poll; tests lower it). */
export const greenhouseBuildPoll = { attempts: 5, waitMs: 2_000 }

const s = (v: unknown) => (v === null || v === undefined ? null : String(v))

export function greenhouseAdapter(
  credentials: { clientId: string; clientSecret: string; userId: string },
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

  async function waitUntilBuilt(id: string) {
    for (let i = 1; ; i++) {
      try {
        await call('GET', `/v3/candidates/${encodeURIComponent(id)}`)
        return
      } catch (error) {
        if (!(error instanceof AtsHttpError) || error.status !== 404 || i >= greenhouseBuildPoll.attempts) throw error
        await new Promise((r) => setTimeout(r, greenhouseBuildPoll.waitMs))
      }
    }
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
      return toJob(await call<GreenhouseJob>('GET', `/v3/jobs/${encodeURIComponent(id)}`))
    },
    async pushCandidate(input, existing, onCreated) {
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
        ? [await call<GreenhouseApplication>('GET', `/v3/applications/${encodeURIComponent(applicationId)}`)]
        : await call<GreenhouseApplication[]>('GET', `/v3/applications?candidate_ids=${encodeURIComponent(id)}`)
      const app = apps[0]
      const status = app?.status === 'hired' ? 'hired' : app?.status === 'rejected' ? 'rejected' : 'active'
      return { id, status, stage: app?.current_stage?.name ?? null, url: candidateUrl(id) }
    },
    async listFeedback(candidateId, applicationId): Promise<AtsFeedback[]> {
      const query = applicationId
        ? `application_ids=${encodeURIComponent(applicationId)}`
        : `candidate_ids=${encodeURIComponent(candidateId)}`
      const cards = await atsPages<GreenhouseScorecard>(`${base}/v3/scorecards?${query}`, bearer)
      return cards.map((c) => ({
        id: String(c.id),
        interview: c.interview_step?.name ?? c.interview ?? null,
        interviewer: c.interviewer?.name ?? c.submitted_by?.name ?? null,
        submittedAt: s(c.submitted_at),
        recommendation: s(c.overall_recommendation),
        summary:
          (c.questions ?? [])
            .filter((q) => q.answer)
            .map((q) => `${q.question ?? ''}: ${q.answer}`)
            .join('\n') || null,
      }))
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
