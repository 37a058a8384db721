/**
 * The Greenhouse Candidate Ingestion API (`/v1/partner/*`) of the Greenhouse contract server, from
 * grnhse/greenhouse-api-docs `source/includes/candidate-ingestion/*.md`: Basic auth with the
 * partner key and an On-Behalf-Of user on every request; errors `{errors: [{message, field}]}`
 * with 400, 401, 403, 404.
 */
import { json } from './contract-kit'

/** A candidate posted through the Candidate Ingestion API (`POST /v1/partner/candidates`). */
export interface IngestedCandidate {
  id: number
  application_id: number
  external_id: string
  job_id: number
  first_name: string
  last_name: string
  title: string | null
  emails: { email: string; type: string }[]
  phone_numbers: { phone_number: string; type: string }[]
  social_media: { url: string }[]
  notes: string | null
  /** The URL Greenhouse fetches the resume from. */
  resume: string | null
  /** The On-Behalf-Of user it was submitted as. */
  on_behalf_of: string
  status: 'active' | 'hired' | 'rejected'
  stage: string
}

export interface IngestionState {
  jobs: { id: number; name: string; status: string }[]
  ingested: IngestedCandidate[]
  /** Jobs the On-Behalf-Of user may not add to (403). */
  ingestionForbiddenJobs: Set<number>
  nextId: number
}

export async function ingestion(
  state: IngestionState,
  partner: { apiKey: string; users: string[] } | undefined,
  req: Request,
  url: URL,
): Promise<Response> {
  const path = url.pathname
  const error = (status: number, message: string, field?: string) =>
    json({ errors: [{ message, ...(field ? { field } : {}) }] }, status)
  const expected = partner && `Basic ${Buffer.from(`${partner.apiKey}:`).toString('base64')}`
  const onBehalfOf = req.headers.get('on-behalf-of')?.trim().toLowerCase() ?? ''
  if (!expected || req.headers.get('authorization') !== expected) return error(401, 'Invalid Basic Auth credentials')
  if (!partner!.users.includes(onBehalfOf))
    return error(401, 'The On-Behalf-Of header is missing or names no Greenhouse user')
  if (path === '/v1/partner/current_user')
    return json({ id: 1, email: onBehalfOf, first_name: 'Service', last_name: 'User', full_name: 'Service User' })
  if (path === '/v1/partner/jobs')
    return json(
      state.jobs
        .filter((j) => j.status === 'open')
        .map((j) => ({ id: j.id, name: j.name, status: 'open', public: true })),
    )
  if (path === '/v1/partner/candidates' && req.method === 'GET') {
    const ids = (url.searchParams.get('candidate_ids') ?? '').split(',').filter(Boolean).map(Number)
    return json(
      state.ingested
        .filter((c) => ids.includes(c.id))
        .map((c) => ({
          id: c.id,
          name: `${c.first_name} ${c.last_name}`,
          external_id: c.external_id,
          applications: [
            {
              id: c.application_id,
              job: state.jobs.find((j) => j.id === c.job_id)?.name ?? '',
              status: c.status,
              stage: c.stage,
              profile_url: `https://app.greenhouse.io/people/${c.id}?application_id=${c.application_id}`,
            },
          ],
        })),
    )
  }
  if (path === '/v1/partner/candidates' && req.method === 'POST') {
    let body: Record<string, unknown>
    try {
      body = (await req.json()) as Record<string, unknown>
    } catch {
      return error(400, 'Your request included invalid JSON.')
    }
    for (const field of ['first_name', 'last_name', 'external_id'])
      if (typeof body[field] !== 'string' || !body[field]) return error(400, 'is required', field)
    // prospect defaults to true; a candidate on a job needs prospect false and job_id
    if (body.prospect !== false && body.prospect !== 'false')
      return error(400, 'this contract server only takes candidates on jobs', 'prospect')
    const job = state.jobs.find((j) => j.id === Number(body.job_id))
    if (!job) return error(404, 'Job not found', 'job_id')
    if (state.ingestionForbiddenJobs.has(job.id))
      return error(403, 'The user does not have permission to add candidates to this job', 'job_id')
    const record: IngestedCandidate = {
      id: ++state.nextId,
      application_id: ++state.nextId,
      external_id: String(body.external_id),
      job_id: job.id,
      first_name: String(body.first_name),
      last_name: String(body.last_name),
      title: typeof body.title === 'string' ? body.title : null,
      emails: (body.emails as IngestedCandidate['emails']) ?? [],
      phone_numbers: (body.phone_numbers as IngestedCandidate['phone_numbers']) ?? [],
      social_media: (body.social_media as IngestedCandidate['social_media']) ?? [],
      notes: typeof body.notes === 'string' ? body.notes : null,
      resume: typeof body.resume === 'string' ? body.resume : null,
      on_behalf_of: onBehalfOf,
      status: 'active',
      stage: 'Application Review',
    }
    state.ingested.push(record)
    return json({
      id: record.id,
      application_id: record.application_id,
      external_id: record.external_id,
      profile_url: `https://app.greenhouse.io/people/${record.id}?application_id=${record.application_id}`,
    })
  }
  return error(404, 'The resource you requested could not be found.')
}
