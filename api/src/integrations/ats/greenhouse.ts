/**
 * Greenhouse Harvest v3 (v1/v2 retired 31 Aug 2026): OAuth 2.0 client credentials
 * (greenhouse-token.ts), then `Authorization: Bearer`. Every call and the source of its shape is in
 * docs/integrations.md; in short:
 * - v3 has no single-record GET: one record is its list filtered by `ids` (harvestdocs "List
 *   endpoints"); lists page by cursor (`Link rel="next"`).
 * - Ids are integers in v3 answers and bodies (the v3 OpenAPI schemas as independent clients
 *   publish them): `candidate_id`, `job_id`, `application_id`, `user_id` go out as numbers.
 * - `POST /v3/candidates` takes the first application in the same call (`application: {job_id}`)
 *   and answers `{candidate, application}`.
 * - Applications carry no `current_stage`: the current stage is the `/v3/application_stages` row
 *   not yet exited, named by its `job_interview_stage_id` in `/v3/job_interview_stages`.
 * - Jobs carry `office_ids` and `department_id` (no offices or location objects): the location
 *   shown is the office's `location` (a string in v3) or its name, read from `/v3/offices`.
 * - Notes: `POST /v3/notes` {candidate_id, user_id, body, visibility, note_type: "NOTE"}; v3 has
 *   no note update or delete, so a changed submittal note is posted as a new note.
 * - Scorecards: `GET /v3/scorecards` by `application_ids`, interviewer by `interviewer_id` (named
 *   through `/v3/users`). Which answer fields v3 keeps is not settled by a source readable here
 *   (`overall_recommendation`, `interview_step` are v1 names): they are read when present.
 * A just-created candidate can be missing from reads while Greenhouse builds it (v1 doc: poll
 * until it is not 404): it is read back by `ids` until present before files and notes are added.
 * With a sourcing-partner key, pushes go through the Candidate Ingestion API instead
 * (greenhouse-ingestion.ts). The contract server (testing/greenhouse-contract-server.ts) answers
 * these shapes and refuses others.
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
import { dropGreenhouseToken, greenhouseToken } from './greenhouse-token'
import { AtsHttpError, atsPages, atsRequest } from './http'

type GreenhouseJob = {
  id: number
  name?: string
  requisition_id?: string | null
  status?: string | null
  created_at?: string | null
  opened_at?: string | null
  office_ids?: number[] | null
  department_id?: number | null
}

type GreenhouseOffice = { id: number; name?: string | null; location?: string | null }

type GreenhouseApplication = {
  id: number
  candidate_id?: number
  job_id?: number | null
  status?: string | null
}

type GreenhouseApplicationStage = {
  id: number
  application_id?: number
  job_interview_stage_id?: number | null
  entered_at?: string | null
  exited_at?: string | null
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

/** A Greenhouse id as the integer v3 bodies take; anything else is refused before it is sent. */
function int(id: string, field: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new AtsHttpError(422, `${field}: Greenhouse ids are whole numbers, not "${id}"`)
  return Number(id)
}

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
  const oauth = { clientId: credentials.clientId, clientSecret: credentials.clientSecret, userId: credentials.userId }
  const bearer = async () => ({ authorization: `Bearer ${await greenhouseToken(endpoints.authUrl, oauth)}` })

  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, json?: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers = await bearer()
      try {
        const answer = await atsRequest({
          method,
          url: `${base}${path}`,
          headers: json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        })
        return answer.json<T>()
      } catch (error) {
        // a kept token Greenhouse no longer takes (revoked, rotated): a new one, once
        if (attempt > 0 || !(error instanceof AtsHttpError) || error.status !== 401) throw error
        dropGreenhouseToken(endpoints.authUrl, oauth)
      }
    }
  }

  /** Jobs with the location of their first office (`/v3/offices`: `location` string, else name). */
  async function toJobs(jobs: GreenhouseJob[]): Promise<AtsJob[]> {
    const officeIds = [...new Set(jobs.flatMap((j) => j.office_ids ?? []))]
    const offices = new Map<number, GreenhouseOffice>()
    if (officeIds.length) {
      for (const o of await atsPages<GreenhouseOffice>(`${base}/v3/offices?ids=${officeIds.join(',')}`, bearer))
        offices.set(o.id, o)
    }
    return jobs.map((j) => ({
      id: String(j.id),
      name: j.name ?? '',
      requisitionId: s(j.requisition_id),
      location:
        (j.office_ids ?? []).map((id) => offices.get(id)?.location || offices.get(id)?.name).find(Boolean) ?? null,
      createdAt: s(j.created_at ?? j.opened_at),
      status: s(j.status),
      url: `${endpoints.appUrl}/sdash/${j.id}`,
    }))
  }

  /** The application's current stage name: its stage row not exited, named by the job's stage. */
  async function currentStage(applicationId: number): Promise<string | null> {
    const rows = await atsPages<GreenhouseApplicationStage>(
      `${base}/v3/application_stages?application_ids=${applicationId}`,
      bearer,
    )
    const now = rows.find((r) => !r.exited_at && r.job_interview_stage_id)
    if (!now) return null
    const stages = await call<{ id: number; name?: string | null }[]>(
      'GET',
      `/v3/job_interview_stages?ids=${now.job_interview_stage_id}`,
    )
    return stages[0]?.name ?? null
  }

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

  async function postNote(candidateId: string, text: string): Promise<string | null> {
    const note = await call<{ id?: number }>('POST', '/v3/notes', {
      candidate_id: int(candidateId, 'candidate_id'),
      user_id: int(credentials.userId, 'user_id'),
      body: text,
      visibility: 'public',
      note_type: 'NOTE',
    })
    return s(note?.id)
  }

  // POST /v3/attachments (harvestdocs reference "Create attachment"): the file belongs to an
  // application (`application_id`, integer, required), with `filename`, `type`, base64 `content`
  // and its `content_type`; then the note, when it is new or changed (v3 cannot edit notes)
  async function attach(candidateId: string, applicationId: string, input: AtsCandidateInput) {
    if (input.resume) {
      await call('POST', '/v3/attachments', {
        application_id: int(applicationId, 'application_id'),
        filename: input.resume.fileName,
        type: 'resume',
        content: input.resume.bytes.toString('base64'),
        content_type: input.resume.contentType,
      })
    }
    return input.note ? { id: await postNote(candidateId, input.note) } : null
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
      return toJobs(await atsPages<GreenhouseJob>(`${base}/v3/jobs?per_page=100`, bearer))
    },
    async getJob(id) {
      const [job] = await toJobs([await one<GreenhouseJob>('jobs', String(int(id, 'job_id')))])
      return job!
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
      const jobId = int(input.externalJobId, 'job_id')
      if (existing) {
        await call('PATCH', `/v3/candidates/${int(existing.candidateId, 'candidate_id')}`, person)
        let applicationId = existing.applicationId
        if (!applicationId) {
          // the candidate may already have an application on this job (pushed for it before):
          // reuse it, never a second one (v3 lists filter by parent: candidate_ids)
          const apps = await call<GreenhouseApplication[]>(
            'GET',
            `/v3/applications?candidate_ids=${int(existing.candidateId, 'candidate_id')}`,
          )
          const onJob = apps.find((a) => a.job_id === jobId)
          applicationId = onJob
            ? String(onJob.id)
            : String(
                (
                  await call<GreenhouseApplication>('POST', '/v3/applications', {
                    candidate_id: int(existing.candidateId, 'candidate_id'),
                    job_id: jobId,
                  })
                ).id,
              )
        }
        const note = await attach(existing.candidateId, applicationId, input)
        return {
          candidateId: existing.candidateId,
          applicationId,
          url: candidateUrl(existing.candidateId),
          created: false,
          note,
        }
      }
      // the candidate and the application on the job in one call
      const created = await call<{ candidate?: { id: number }; application?: { id: number } | null }>(
        'POST',
        '/v3/candidates',
        { ...person, application: { job_id: jobId } },
      )
      if (created?.candidate?.id === undefined) throw new AtsHttpError(201, 'Greenhouse answered no candidate id')
      const candidateId = String(created.candidate.id)
      let applicationId = created.application ? String(created.application.id) : null
      await onCreated?.({ candidateId, applicationId, url: candidateUrl(candidateId) })
      await waitUntilBuilt(candidateId)
      if (!applicationId) {
        const app = await call<GreenhouseApplication>('POST', '/v3/applications', {
          candidate_id: created.candidate.id,
          job_id: jobId,
        })
        applicationId = String(app.id)
        await onCreated?.({ candidateId, applicationId, url: candidateUrl(candidateId) })
      }
      const note = await attach(candidateId, applicationId, input)
      return { candidateId, applicationId, url: candidateUrl(candidateId), created: true, note }
    },
    async getCandidate(id, applicationId): Promise<AtsCandidateState> {
      const apps = applicationId
        ? [await one<GreenhouseApplication>('applications', String(int(applicationId, 'application_id')))]
        : await call<GreenhouseApplication[]>('GET', `/v3/applications?candidate_ids=${int(id, 'candidate_id')}`)
      const app = apps[0]
      // an application read for another candidate is not this one's state
      if (app && app.candidate_id !== undefined && String(app.candidate_id) !== id)
        throw new AtsHttpError(404, `Application ${app.id} is not candidate ${id}'s`)
      const status = app?.status === 'hired' ? 'hired' : app?.status === 'rejected' ? 'rejected' : 'active'
      return { id, status, stage: app ? await currentStage(app.id) : null, url: candidateUrl(id) }
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
    postNote,
  }
}
