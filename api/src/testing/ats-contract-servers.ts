/**
 * Contract servers for Greenhouse (Harvest v3 + OAuth token) and Lever (data API v1), built from
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

export function startGreenhouseContract(options: { clientId: string; clientSecret: string; userId: string }) {
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
    /** Submitted scorecards (interview feedback), as `GET /v3/scorecards` answers them. */
    scorecards: [] as {
      id: number
      application_id: number
      candidate_id: number
      interview_step: { name: string }
      interviewer: { name: string }
      submitted_at: string
      overall_recommendation: string
      questions: { question: string; answer: string }[]
    }[],
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

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      const path = url.pathname
      state.requests.push({ method: req.method, path: `${path}${url.search}` })
      const injected = takeInjected(state.injected, req.method, path)
      if (injected) return injected

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
        return json([{ id: Number(options.userId), name: 'Service User' }], 200, limits)
      }
      if (path === '/v3/jobs') {
        const cursor = Number(url.searchParams.get('cursor') ?? 0)
        const page = state.jobs.slice(cursor, cursor + state.perPage)
        const headers: Record<string, string> = { ...limits }
        if (cursor + state.perPage < state.jobs.length) {
          // when a cursor is present it is the only query parameter (the v3 paging doc)
          headers.link = `<${url.origin}/v3/jobs?cursor=${cursor + state.perPage}>; rel="next"`
        }
        return json(page, 200, headers)
      }
      const job = /^\/v3\/jobs\/(\d+)$/.exec(path)
      if (job) {
        const found = state.jobs.find((j) => j.id === Number(job[1]))
        return found ? json(found, 200, limits) : json({ message: 'Resource not found' }, 404)
      }
      if (path === '/v3/candidates' && req.method === 'GET') {
        return json([...state.candidates.values()].slice(0, 1), 200, limits)
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
        if (found.pendingReads > 0) {
          found.pendingReads--
          return json({ message: 'Resource not found' }, 404)
        }
        return json(found, 200, limits)
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
      const app = /^\/v3\/applications\/(\d+)$/.exec(path)
      if (app) {
        const found = state.applications.get(Number(app[1]))
        return found ? json(found) : json({ message: 'Resource not found' }, 404)
      }
      if (path === '/v3/applications' && req.method === 'GET') {
        // v3 list filters by parent resource ids (a comma list): candidate_ids
        const ids = (url.searchParams.get('candidate_ids') ?? '').split(',').filter(Boolean).map(Number)
        if (!ids.length) return json([...state.applications.values()].slice(0, state.perPage))
        return json([...state.applications.values()].filter((a) => ids.includes(a.candidate_id)))
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
        const list = (name: string) => (url.searchParams.get(name) ?? '').split(',').filter(Boolean).map(Number)
        const applicationIds = list('application_ids')
        const candidateIds = list('candidate_ids')
        return json(
          state.scorecards.filter(
            (c) =>
              (!applicationIds.length || applicationIds.includes(c.application_id)) &&
              (!candidateIds.length || candidateIds.includes(c.candidate_id)),
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
    endpoints: { baseUrl: origin, authUrl: origin, appUrl: 'https://app.greenhouse.io' },
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
    endpoints: { baseUrl: origin, authUrl: '', appUrl: 'https://hire.lever.co' },
    stop: () => server.stop(true),
  }
}
