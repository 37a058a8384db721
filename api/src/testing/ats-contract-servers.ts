/**
 * Contract servers for Greenhouse (Harvest v3 + OAuth token, and the Candidate Ingestion API under
 * `/v1/partner/*`) and Lever (data API v1), built from
 * the shapes the vendors document (shared/design/integration-contracts.md): auth, paging
 * (`Link rel="next"` / `hasNext`+`next`), rate-limit headers, the error answers (401, 403, 404,
 * 422, 429 with Retry-After, 500) and Greenhouse's truncated create answer (the new candidate is
 * 404 on its first read). They listen on 127.0.0.1 and are reached only because a test sets
 * `allowContractServers()` (the SSRF guard refuses loopback otherwise).
 */

import { atsHttpSettings } from '../integrations/ats/http'
import { isBlockedAddress } from '../net/safe-fetch'

/** Lets ATS calls reach the loopback contract servers (over http) and records rate-limit waits. */
export function allowContractServers(): { waits: number[]; restore(): void } {
  const waits: number[] = []
  atsHttpSettings.options = {
    isBlocked: (a) => a !== '127.0.0.1' && isBlockedAddress(a),
    ports: 'any',
    allowHttp: true,
    sleep: async (ms) => {
      waits.push(ms)
    },
  }
  return {
    waits,
    restore: () => {
      atsHttpSettings.options = {}
    },
  }
}

/** An answer a test wants for the next matching call (then the normal answer again). */
export interface Injected {
  method?: string
  path: RegExp
  status: number
  headers?: Record<string, string>
  body?: unknown
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })

function takeInjected(list: Injected[], method: string, path: string) {
  const i = list.findIndex((x) => (!x.method || x.method === method) && x.path.test(path))
  if (i < 0) return null
  const [hit] = list.splice(i, 1)
  return json(hit!.body ?? { message: `injected ${hit!.status}` }, hit!.status, hit!.headers)
}

// -------------------------------------------------------------------------------------------------
// Greenhouse

/** `type` of a v3 attachment (the reference's enum). */
const ATTACHMENT_TYPES = [
  'resume',
  'cover_letter',
  'take_home_test',
  'offer_packet',
  'offer_letter',
  'signed_offer_letter',
  'midfunnel_agreement',
  'automated_agreement',
  'form_attachment',
  'other',
]

export interface GreenhouseCandidate {
  id: number
  first_name: string
  last_name: string
  email_addresses: { value: string; type: string }[]
  title?: string
  /** Reads answered 404 before the record is built. */
  pendingReads: number
}
export interface GreenhouseApplicationRecord {
  id: number
  candidate_id: number
  job_id: number
  status: 'active' | 'hired' | 'rejected'
  current_stage: { id: number; name: string }
}

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

export function startGreenhouseContract(options: {
  clientId: string
  clientSecret: string
  userId: string
  /** The Candidate Ingestion (partner) API key and the Greenhouse users it may act for. */
  ingestion?: { apiKey: string; users: string[] }
}) {
  const state = {
    usersPermission: true,
    jobs: [] as {
      id: number
      name: string
      requisition_id: string
      status: string
      created_at: string
      location: { name: string }
    }[],
    candidates: new Map<number, GreenhouseCandidate>(),
    applications: new Map<number, GreenhouseApplicationRecord>(),
    attachments: [] as {
      candidate_id: number
      application_id: number
      filename: string
      type: string
      content: Buffer
    }[],
    notes: [] as { candidate_id: number; body: string }[],
    /** Scorecards (interview feedback), as `GET /v3/scorecards` answers them (drafts too). */
    scorecards: [] as {
      id: number
      application_id: number
      interview_step: { name: string }
      interviewer_id: number
      submitter_id: number
      status: 'draft' | 'complete'
      submitted_at: string | null
      overall_recommendation: string | null
      notes: string | null
    }[],
    /** `GET /v3/users` (the connection test reads it; scorecards name interviewers by id). */
    users: new Map<number, { id: number; first_name: string; last_name: string; name: string }>([
      [
        Number(options.userId),
        { id: Number(options.userId), first_name: 'Service', last_name: 'User', name: 'Service User' },
      ],
    ]),
    /** Candidate Ingestion API: what partners posted; jobs the On-Behalf-Of user may not add to (403). */
    ingested: [] as IngestedCandidate[],
    ingestionForbiddenJobs: new Set<number>(),
    tokens: new Set<string>(),
    tokenRequests: [] as { sub: string | null }[],
    injected: [] as Injected[],
    requests: [] as { method: string; path: string }[],
    nextId: 1000,
    perPage: 2,
  }
  for (let i = 1; i <= 3; i++) {
    state.jobs.push({
      id: 4000 + i,
      name: `GH Job ${i}`,
      requisition_id: `REQ-${i}`,
      status: i === 3 ? 'closed' : 'open',
      created_at: `2026-0${i}-15T10:00:00.000Z`,
      location: { name: i === 1 ? 'Remote' : 'New York, NY' },
    })
  }
  const limits = { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49' }
  const idsOf = (url: URL, name: string) => (url.searchParams.get(name) ?? '').split(',').filter(Boolean).map(Number)

  /**
   * Candidate Ingestion API (candidate-ingestion/*.md): Basic auth with the partner key and an
   * On-Behalf-Of user on every request; errors `{errors: [{message, field}]}` with 400, 401, 403, 404.
   */
  async function ingestion(req: Request, url: URL, path: string): Promise<Response> {
    const error = (status: number, message: string, field?: string) =>
      json({ errors: [{ message, ...(field ? { field } : {}) }] }, status)
    const expected = options.ingestion && `Basic ${Buffer.from(`${options.ingestion.apiKey}:`).toString('base64')}`
    const onBehalfOf = req.headers.get('on-behalf-of')?.trim().toLowerCase() ?? ''
    if (!expected || req.headers.get('authorization') !== expected) return error(401, 'Invalid Basic Auth credentials')
    if (!options.ingestion!.users.includes(onBehalfOf))
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
      const ids = idsOf(url, 'candidate_ids')
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
      return json(
        {
          id: record.id,
          application_id: record.application_id,
          external_id: record.external_id,
          profile_url: `https://app.greenhouse.io/people/${record.id}?application_id=${record.application_id}`,
        },
        200,
      )
    }
    return error(404, 'The resource you requested could not be found.')
  }

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      const path = url.pathname
      state.requests.push({ method: req.method, path: `${path}${url.search}` })
      const injected = takeInjected(state.injected, req.method, path)
      if (injected) return injected

      if (path.startsWith('/v1/partner/')) return ingestion(req, url, path)

      if (path === '/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
        const form = new URLSearchParams(await req.text())
        state.tokenRequests.push({ sub: form.get('sub') })
        if (req.headers.get('authorization') !== expected) return json({ error: 'invalid_client' }, 401)
        if (form.get('grant_type') !== 'client_credentials') return json({ error: 'unsupported_grant_type' }, 400)
        const token = `gh_${crypto.randomUUID()}`
        state.tokens.add(token)
        return json({ access_token: token, token_type: 'bearer', expires_in: 3600 })
      }
      const bearer = req.headers.get('authorization')?.replace(/^Bearer /, '')
      if (!bearer || !state.tokens.has(bearer)) return json({ message: 'Invalid Basic Auth credentials' }, 401)

      if (path === '/v3/users') {
        if (!state.usersPermission)
          return json({ message: 'This API Key does not have permission for this endpoint' }, 403)
        const ids = idsOf(url, 'ids')
        const users = [...state.users.values()].filter((u) => !ids.length || ids.includes(u.id))
        return json(users, 200, limits)
      }
      if (path === '/v3/jobs') {
        // one job is read as the list filtered by ids (v3 has no single-record GET)
        const ids = idsOf(url, 'ids')
        if (ids.length)
          return json(
            state.jobs.filter((j) => ids.includes(j.id)),
            200,
            limits,
          )
        const cursor = Number(url.searchParams.get('cursor') ?? 0)
        const page = state.jobs.slice(cursor, cursor + state.perPage)
        const headers: Record<string, string> = { ...limits }
        if (cursor + state.perPage < state.jobs.length) {
          // when a cursor is present it is the only query parameter (the v3 paging doc)
          headers.link = `<${url.origin}/v3/jobs?cursor=${cursor + state.perPage}>; rel="next"`
        }
        return json(page, 200, headers)
      }
      if (path === '/v3/candidates' && req.method === 'GET') {
        const ids = idsOf(url, 'ids')
        if (!ids.length) return json([...state.candidates.values()].slice(0, 1), 200, limits)
        // a candidate still being built is not in the answer yet
        const found = ids
          .map((id) => state.candidates.get(id))
          .filter((c): c is GreenhouseCandidate => {
            if (!c) return false
            if (c.pendingReads > 0) {
              c.pendingReads--
              return false
            }
            return true
          })
        return json(found, 200, limits)
      }
      if (path === '/v3/candidates' && req.method === 'POST') {
        const body = (await req.json()) as Partial<GreenhouseCandidate>
        const errors = (['first_name', 'last_name'] as const)
          .filter((f) => !body[f])
          .map((field) => ({ message: 'must be present', field }))
        if (errors.length) return json({ message: 'Validation error', errors }, 422)
        const id = ++state.nextId
        state.candidates.set(id, {
          id,
          first_name: body.first_name!,
          last_name: body.last_name!,
          email_addresses: body.email_addresses ?? [],
          ...(body.title ? { title: body.title } : {}),
          pendingReads: 1,
        })
        // the truncated answer given while the candidate is being built
        return json({ id }, 201)
      }
      const cand = /^\/v3\/candidates\/(\d+)$/.exec(path)
      if (cand) {
        const found = state.candidates.get(Number(cand[1]))
        if (!found) return json({ message: 'Resource not found' }, 404)
        if (req.method === 'PATCH') {
          Object.assign(found, (await req.json()) as object)
          return json(found)
        }
        return json({ message: 'Resource not found' }, 404)
      }
      if (path === '/v3/applications' && req.method === 'POST') {
        const body = (await req.json()) as { candidate_id?: string | number; job_id?: string | number }
        if (!state.candidates.has(Number(body.candidate_id)))
          return json({ message: 'Validation error', errors: [{ message: 'not found', field: 'candidate_id' }] }, 422)
        if (!state.jobs.some((j) => j.id === Number(body.job_id)))
          return json({ message: 'Validation error', errors: [{ message: 'Job not found', field: 'job_id' }] }, 422)
        const id = ++state.nextId
        state.applications.set(id, {
          id,
          candidate_id: Number(body.candidate_id),
          job_id: Number(body.job_id),
          status: 'active',
          current_stage: { id: 1, name: 'Application Review' },
        })
        return json({ id }, 201)
      }
      if (path === '/v3/applications' && req.method === 'GET') {
        // v3 list filters: ids, and the parent resource ids (a comma list): candidate_ids
        const ids = idsOf(url, 'ids')
        const candidateIds = idsOf(url, 'candidate_ids')
        if (!ids.length && !candidateIds.length) return json([...state.applications.values()].slice(0, state.perPage))
        return json(
          [...state.applications.values()].filter(
            (a) =>
              (!ids.length || ids.includes(a.id)) && (!candidateIds.length || candidateIds.includes(a.candidate_id)),
          ),
        )
      }
      if (path === '/v3/attachments' && req.method === 'POST') {
        // the v3 reference "Create attachment": application_id (integer), filename and type are
        // required; exactly one of content (base64) or url
        const body = (await req.json()) as {
          application_id?: unknown
          filename?: string
          type?: string
          content?: string
          url?: string
        }
        const invalid = (field: string, message = 'must be present') =>
          json({ message: 'Validation error', errors: [{ message, field }] }, 422)
        if (typeof body.application_id !== 'number' || !Number.isInteger(body.application_id))
          return invalid('application_id', 'must be an integer')
        const application = state.applications.get(body.application_id)
        if (!application) return invalid('application_id', 'not found')
        if (!body.filename) return invalid('filename')
        if (!body.type || !ATTACHMENT_TYPES.includes(body.type)) return invalid('type', 'is not included in the list')
        if (!body.content === !body.url) return invalid('content', 'provide either content or url')
        state.attachments.push({
          candidate_id: application.candidate_id,
          application_id: application.id,
          filename: body.filename,
          type: body.type,
          content: Buffer.from(body.content ?? '', 'base64'),
        })
        return json({ id: ++state.nextId, filename: body.filename, type: body.type }, 201)
      }
      if (path === '/v3/scorecards' && req.method === 'GET') {
        // filters of the v3 operation: ids, application_ids, interviewer_ids, submitter_ids,
        // status; anything else (candidate_ids, job_ids) is refused
        const known = ['ids', 'application_ids', 'interviewer_ids', 'submitter_ids', 'status', 'per_page', 'cursor']
        const unknown = [...url.searchParams.keys()].find((k) => !known.includes(k))
        if (unknown)
          return json(
            { message: 'Validation error', errors: [{ message: 'is not a valid filter', field: unknown }] },
            422,
          )
        const applicationIds = idsOf(url, 'application_ids')
        const status = url.searchParams.get('status')
        return json(
          state.scorecards.filter(
            (c) =>
              (!applicationIds.length || applicationIds.includes(c.application_id)) && (!status || c.status === status),
          ),
          200,
          limits,
        )
      }
      if (path === '/v3/notes' && req.method === 'POST') {
        const body = (await req.json()) as { candidate_id: string; body: string }
        if (!state.candidates.has(Number(body.candidate_id)))
          return json({ message: 'Validation error', errors: [{ message: 'not found', field: 'candidate_id' }] }, 422)
        if (!body.body)
          return json({ message: 'Validation error', errors: [{ message: 'must be present', field: 'body' }] }, 422)
        state.notes.push({ candidate_id: Number(body.candidate_id), body: body.body })
        return json({ id: ++state.nextId }, 201)
      }
      return json({ message: 'Resource not found' }, 404)
    },
  })
  const origin = `http://127.0.0.1:${server.port}`
  return {
    state,
    origin,
    endpoints: { baseUrl: origin, authUrl: origin, appUrl: 'https://app.greenhouse.io', ingestionUrl: origin },
    stop: () => server.stop(true),
  }
}

// -------------------------------------------------------------------------------------------------
// Lever

export interface LeverOpportunityRecord {
  id: string
  /** The person behind it: one contact for every opportunity with the same e-mail (Lever's de-dupe). */
  contact: string
  name: string
  emails: string[]
  postings: string[]
  origin: string
  stage: string
  archived: { reason: string; archivedAt: number } | null
  performAs: string
}

export function startLeverContract(options: { apiKey: string; performAs: string }) {
  const state = {
    usersPermission: true,
    postings: [] as {
      id: string
      text: string
      state: string
      createdAt: number
      requisitionCodes: string[]
      categories: { location: string }
    }[],
    opportunities: new Map<string, LeverOpportunityRecord>(),
    files: [] as { opportunityId: string; fileName: string; contentType: string; bytes: Buffer }[],
    notes: [] as { opportunityId: string; value: string }[],
    /** Completed feedback forms by opportunity (`GET /v1/opportunities/{id}/feedback`). */
    feedback: new Map<
      string,
      {
        id: string
        type: string
        text: string
        user: string
        completedAt: number
        fields: { type: string; text: string; value: unknown }[]
      }[]
    >(),
    stages: new Map([
      ['lead-new', 'New lead'],
      ['applicant-new', 'New applicant'],
      ['offer', 'Offer'],
      ['hired', 'Hired'],
    ]),
    injected: [] as Injected[],
    requests: [] as { method: string; path: string }[],
  }
  for (let i = 1; i <= 3; i++) {
    state.postings.push({
      id: `posting-${i}`,
      text: `Lever Job ${i}`,
      state: 'published',
      createdAt: Date.UTC(2026, i, 1),
      requisitionCodes: [`LV-${i}`],
      categories: { location: 'Berlin' },
    })
  }
  const expected = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      const path = url.pathname
      state.requests.push({ method: req.method, path: `${path}${url.search}` })
      const injected = takeInjected(state.injected, req.method, path)
      if (injected) return injected
      if (req.headers.get('authorization') !== expected)
        return json({ code: 'UnauthorizedError', message: 'Invalid API key' }, 401)
      const performAs = url.searchParams.get('perform_as')
      if (req.method === 'POST' && performAs !== options.performAs)
        return json({ code: 'BadRequestError', message: 'perform_as must name a Lever user' }, 400)

      if (path === '/v1/users') {
        if (!state.usersPermission) return json({ code: 'ForbiddenError', message: 'Missing scope users:read' }, 403)
        return json({ data: [{ id: options.performAs }], hasNext: false })
      }
      if (path === '/v1/postings') {
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = 2
        const data = state.postings.slice(offset, offset + limit)
        const hasNext = offset + limit < state.postings.length
        return json({ data, hasNext, ...(hasNext ? { next: String(offset + limit) } : {}) })
      }
      const posting = /^\/v1\/postings\/([^/]+)$/.exec(path)
      if (posting) {
        const found = state.postings.find((p) => p.id === posting[1])
        return found ? json({ data: found }) : json({ code: 'ResourceNotFound', message: 'Posting not found' }, 404)
      }
      if (path === '/v1/opportunities' && req.method === 'GET') {
        return json({ data: [...state.opportunities.values()].slice(0, 1), hasNext: false })
      }
      if (path === '/v1/opportunities' && req.method === 'POST') {
        const body = (await req.json()) as Partial<LeverOpportunityRecord>
        if (!body.name) return json({ code: 'UnprocessableEntityError', message: 'name is required' }, 422)
        if ((body.postings?.length ?? 0) > 1)
          return json({ code: 'BadRequestError', message: 'Only one posting may be specified per request' }, 400)
        if (body.postings?.some((p) => !state.postings.some((x) => x.id === p)))
          return json({ code: 'UnprocessableEntityError', message: 'Posting not found' }, 422)
        const id = crypto.randomUUID()
        const sameContact = [...state.opportunities.values()].find((o) =>
          o.emails.some((e) => body.emails?.includes(e)),
        )
        state.opportunities.set(id, {
          id,
          contact: sameContact?.contact ?? crypto.randomUUID(),
          name: body.name,
          emails: body.emails ?? [],
          postings: body.postings ?? [],
          origin: body.origin ?? 'sourced',
          stage: 'applicant-new',
          archived: null,
          performAs: performAs ?? '',
        })
        return json({ data: { id } }, 201)
      }
      const files = /^\/v1\/opportunities\/([^/]+)\/files$/.exec(path)
      if (files && req.method === 'POST') {
        if (!state.opportunities.has(files[1]!))
          return json({ code: 'ResourceNotFound', message: 'Opportunity not found' }, 404)
        const form = await req.formData()
        const file = form.get('file')
        if (!(file instanceof Blob)) return json({ code: 'BadRequestError', message: 'file is required' }, 400)
        state.files.push({
          opportunityId: files[1]!,
          fileName: (file as File).name,
          contentType: file.type,
          bytes: Buffer.from(await file.arrayBuffer()),
        })
        return json({ data: { id: crypto.randomUUID() } }, 201)
      }
      const feedback = /^\/v1\/opportunities\/([^/]+)\/feedback$/.exec(path)
      if (feedback && req.method === 'GET') {
        if (!state.opportunities.has(feedback[1]!))
          return json({ code: 'ResourceNotFound', message: 'Opportunity not found' }, 404)
        return json({ data: state.feedback.get(feedback[1]!) ?? [], hasNext: false })
      }
      const notes = /^\/v1\/opportunities\/([^/]+)\/notes$/.exec(path)
      if (notes && req.method === 'POST') {
        if (!state.opportunities.has(notes[1]!))
          return json({ code: 'ResourceNotFound', message: 'Opportunity not found' }, 404)
        const body = (await req.json()) as { value?: string }
        if (!body.value) return json({ code: 'BadRequestError', message: 'value is required' }, 400)
        state.notes.push({ opportunityId: notes[1]!, value: body.value })
        return json({ data: { noteId: crypto.randomUUID() } }, 201)
      }
      const opp = /^\/v1\/opportunities\/([^/]+)$/.exec(path)
      if (opp) {
        const found = state.opportunities.get(opp[1]!)
        if (!found) return json({ code: 'ResourceNotFound', message: 'Opportunity not found' }, 404)
        return json({
          data: {
            id: found.id,
            contact: found.contact,
            applications: found.postings.map((posting) => ({ posting })),
            stage: found.stage,
            archived: found.archived,
            urls: { show: `https://hire.lever.co/candidates/${found.id}` },
          },
        })
      }
      const stage = /^\/v1\/stages\/([^/]+)$/.exec(path)
      if (stage) {
        const text = state.stages.get(stage[1]!)
        return text
          ? json({ data: { id: stage[1], text } })
          : json({ code: 'ResourceNotFound', message: 'Stage not found' }, 404)
      }
      return json({ code: 'ResourceNotFound', message: 'Not found' }, 404)
    },
  })
  const origin = `http://127.0.0.1:${server.port}`
  return {
    state,
    origin,
    endpoints: { baseUrl: origin, authUrl: '', appUrl: 'https://hire.lever.co', ingestionUrl: '' },
    stop: () => server.stop(true),
  }
}
