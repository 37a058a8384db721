/**
 * A Greenhouse contract server (Harvest v3 + OAuth token; the Candidate Ingestion API under
 * `/v1/partner/*`, greenhouse-ingestion-contract.ts) answering the shapes docs/integrations.md
 * lists with their sources: integer ids, `POST /v3/candidates` → `{candidate, application}`,
 * applications without `current_stage` (the stage is the open `/v3/application_stages` row, named
 * in `/v3/job_interview_stages`), jobs with `office_ids`/`department_id`, `Link rel="next"` cursor
 * paging (a cursor is then the only parameter), `X-RateLimit-*` headers, the truncated create (the
 * new candidate is missing from its first read) and the errors `{message, errors: [{message,
 * field}]}`.
 *
 * Strict like the vendor: a body with an unknown or mistyped field (a string where an integer is
 * required), a list filter the endpoint does not take, or ids that are not integers answer 422 and
 * change nothing. It listens on 127.0.0.1; tests reach it through `allowContractServers()`.
 */
import * as z from 'zod'
import { type Injected, json, strictBody, takeInjected, unknownParams } from './contract-kit'
import { type IngestedCandidate, ingestion } from './greenhouse-ingestion-contract'

export type { IngestedCandidate }

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
] as const

const id = z.number().int().positive()
const contact = z.strictObject({ value: z.string().min(1), type: z.string().min(1) })
const person = {
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  company: z.string().optional(),
  title: z.string().optional(),
  email_addresses: z.array(contact).optional(),
  phone_numbers: z.array(contact).optional(),
  social_media_addresses: z.array(z.strictObject({ value: z.string().min(1) })).optional(),
  website_addresses: z.array(contact).optional(),
  tags: z.array(z.string()).optional(),
}
/** The request bodies this server takes, each as strict as the v3 reference describes it. */
export const greenhouseBodies = {
  createCandidate: z.strictObject({
    ...person,
    application: z.strictObject({ job_id: id, source_id: id.optional() }).optional(),
  }),
  updateCandidate: z.strictObject(person).partial(),
  createApplication: z.strictObject({ candidate_id: id, job_id: id, source_id: id.optional() }),
  createNote: z.strictObject({
    candidate_id: id,
    user_id: id,
    body: z.string().min(1),
    visibility: z.enum(['admin_only', 'private', 'public']),
    note_type: z.enum(['NOTE', 'EMAIL', 'ACTIVITY']).optional(),
    application_id: id.optional(),
  }),
  createAttachment: z
    .strictObject({
      application_id: id,
      filename: z.string().min(1),
      type: z.enum(ATTACHMENT_TYPES),
      content: z.string().min(1).optional(),
      url: z.string().url().optional(),
      content_type: z.string().min(1).optional(),
    })
    .refine((b) => !b.content !== !b.url, { message: 'provide either content or url', path: ['content'] }),
}

/** The filters each list endpoint takes (an unknown one answers 422). */
const LIST_PARAMS: Record<string, readonly string[]> = {
  '/v3/users': ['ids', 'primary_email'],
  '/v3/jobs': ['ids', 'status', 'department_id', 'office_id'],
  '/v3/offices': ['ids'],
  '/v3/candidates': ['ids', 'email'],
  '/v3/applications': ['ids', 'candidate_ids', 'job_ids', 'status'],
  '/v3/application_stages': ['ids', 'application_ids'],
  '/v3/job_interview_stages': ['ids', 'job_ids'],
  '/v3/scorecards': ['ids', 'application_ids', 'interviewer_ids', 'submitter_ids', 'status'],
}
const ID_LISTS = ['ids', 'candidate_ids', 'job_ids', 'application_ids', 'interviewer_ids', 'submitter_ids']

export interface GreenhouseCandidate {
  id: number
  first_name: string
  last_name: string
  email_addresses: { value: string; type: string }[]
  phone_numbers?: { value: string; type: string }[]
  social_media_addresses?: { value: string }[]
  title?: string
  /** Reads answered without it before the record is built. */
  pendingReads: number
}
export interface GreenhouseApplicationRecord {
  id: number
  candidate_id: number
  job_id: number
  status: 'active' | 'hired' | 'rejected'
}
export interface GreenhouseScorecard {
  id: number
  application_id: number
  interview_step: { name: string }
  interviewer_id: number
  submitter_id: number
  status: 'draft' | 'complete'
  submitted_at: string | null
  overall_recommendation: string | null
  notes: string | null
}

export function startGreenhouseContract(options: {
  clientId: string
  clientSecret: string
  userId: string
  /** The Candidate Ingestion (partner) API key and the Greenhouse users it may act for. */
  ingestion?: { apiKey: string; users: string[] }
}) {
  const now = () => new Date().toISOString()
  const state = {
    usersPermission: true,
    jobs: [] as {
      id: number
      name: string
      requisition_id: string
      status: string
      created_at: string
      opened_at: string
      office_ids: number[]
      department_id: number
    }[],
    offices: [
      { id: 50, name: 'Remote', location: 'Remote', parent_id: null, external_id: null },
      { id: 51, name: 'New York', location: 'New York, NY', parent_id: null, external_id: null },
    ],
    jobStages: [] as { id: number; job_id: number; name: string; sort_order: number; active: boolean }[],
    candidates: new Map<number, GreenhouseCandidate>(),
    applications: new Map<number, GreenhouseApplicationRecord>(),
    applicationStages: [] as {
      id: number
      application_id: number
      job_interview_stage_id: number
      entered_at: string
      exited_at: string | null
    }[],
    attachments: [] as {
      candidate_id: number
      application_id: number
      filename: string
      type: string
      content_type: string | null
      content: Buffer
    }[],
    notes: [] as { id: number; candidate_id: number; user_id: number; body: string; visibility: string }[],
    /** Scorecards (interview feedback), as `GET /v3/scorecards` answers them (drafts too). */
    scorecards: [] as GreenhouseScorecard[],
    /** `GET /v3/users` (the connection test reads it; scorecards name interviewers by id). */
    users: new Map<number, { id: number; first_name: string; last_name: string; name: string }>([
      [
        Number(options.userId),
        { id: Number(options.userId), first_name: 'Service', last_name: 'User', name: 'Service User' },
      ],
    ]),
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
      opened_at: `2026-0${i}-15T10:00:00.000Z`,
      office_ids: [i === 1 ? 50 : 51],
      department_id: 60,
    })
    for (const [n, name] of ['Application Review', 'Phone Screen', 'Offer'].entries())
      state.jobStages.push({ id: (4000 + i) * 10 + n, job_id: 4000 + i, name, sort_order: n, active: true })
  }
  const limits = { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49' }
  const idsOf = (url: URL, name: string) => (url.searchParams.get(name) ?? '').split(',').filter(Boolean).map(Number)
  const invalid = (errors: { field: string; message: string }[]) => json({ message: 'Validation error', errors }, 422)

  /** Moves an application into the job's stage of that name (the stage row history Greenhouse keeps). */
  function moveApplication(applicationId: number, stageName: string) {
    const app = state.applications.get(applicationId)
    if (!app) throw new Error(`no application ${applicationId}`)
    let stage = state.jobStages.find((s) => s.job_id === app.job_id && s.name === stageName)
    if (!stage) {
      stage = { id: ++state.nextId, job_id: app.job_id, name: stageName, sort_order: 99, active: true }
      state.jobStages.push(stage)
    }
    for (const row of state.applicationStages)
      if (row.application_id === applicationId && !row.exited_at) row.exited_at = now()
    state.applicationStages.push({
      id: ++state.nextId,
      application_id: applicationId,
      job_interview_stage_id: stage.id,
      entered_at: now(),
      exited_at: null,
    })
  }

  const candidateAnswer = (c: GreenhouseCandidate) => ({
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    title: c.title ?? null,
    email_addresses: c.email_addresses,
    phone_numbers: c.phone_numbers ?? [],
    social_media_addresses: c.social_media_addresses ?? [],
    private: false,
    created_at: now(),
    updated_at: now(),
  })
  const applicationAnswer = (a: GreenhouseApplicationRecord) => ({
    id: a.id,
    candidate_id: a.candidate_id,
    job_id: a.job_id,
    status: a.status,
    prospect: false,
    rejection_reason_id: null,
    created_at: now(),
    updated_at: now(),
  })
  function createApplication(candidateId: number, jobId: number) {
    const app: GreenhouseApplicationRecord = {
      id: ++state.nextId,
      candidate_id: candidateId,
      job_id: jobId,
      status: 'active',
    }
    state.applications.set(app.id, app)
    moveApplication(app.id, 'Application Review')
    return app
  }

  /** A list answer: filtered by `ids` and parent ids (whole), or unfiltered and paged by cursor. */
  function list<T extends { id: number }>(url: URL, rows: T[], parents: Record<string, (r: T) => number> = {}) {
    const ids = idsOf(url, 'ids')
    let found = rows.filter((r) => !ids.length || ids.includes(r.id))
    let filtered = ids.length > 0
    for (const [param, of] of Object.entries(parents)) {
      const wanted = idsOf(url, param)
      if (!wanted.length) continue
      filtered = true
      found = found.filter((r) => wanted.includes(of(r)))
    }
    if (filtered) return json(found, 200, limits)
    const cursor = Number(url.searchParams.get('cursor') ?? 0)
    const headers: Record<string, string> = { ...limits }
    // the next page's URL carries only the cursor (the v3 paging doc)
    if (cursor + state.perPage < found.length)
      headers.link = `<${url.origin}${url.pathname}?cursor=${cursor + state.perPage}>; rel="next"`
    return json(found.slice(cursor, cursor + state.perPage), 200, headers)
  }

  /** The query refusals every list shares: unknown filters, non-integer ids, a cursor with company. */
  function badQuery(url: URL): Response | null {
    const known = LIST_PARAMS[url.pathname]
    if (!known) return null
    const unknown = unknownParams(url, [...known, 'per_page', 'cursor'])
    if (unknown.length) return invalid(unknown.map((field) => ({ field, message: 'is not a valid filter' })))
    for (const param of ID_LISTS) {
      const value = url.searchParams.get(param)
      if (value !== null && !/^\d+(,\d+)*$/.test(value))
        return invalid([{ field: param, message: 'must be a comma-separated list of integers' }])
    }
    if (url.searchParams.has('cursor') && [...url.searchParams.keys()].length > 1)
      return invalid([{ field: 'cursor', message: 'must be the only parameter' }])
    return null
  }

  async function harvest(req: Request, url: URL): Promise<Response> {
    const path = url.pathname
    const bearer = req.headers.get('authorization')?.replace(/^Bearer /, '')
    if (!bearer || !state.tokens.has(bearer)) return json({ message: 'Invalid Basic Auth credentials' }, 401)
    const refused = req.method === 'GET' ? badQuery(url) : null
    if (refused) return refused

    if (path === '/v3/users') {
      if (!state.usersPermission)
        return json({ message: 'This API Key does not have permission for this endpoint' }, 403)
      return list(url, [...state.users.values()])
    }
    if (path === '/v3/jobs') return list(url, state.jobs)
    if (path === '/v3/offices') return list(url, state.offices)
    if (path === '/v3/job_interview_stages') return list(url, state.jobStages, { job_ids: (s) => s.job_id })
    if (path === '/v3/application_stages')
      return list(url, state.applicationStages, { application_ids: (r) => r.application_id })
    if (path === '/v3/candidates' && req.method === 'GET') {
      const ids = idsOf(url, 'ids')
      // a candidate still being built is not in the answer yet
      const built = [...state.candidates.values()].filter((c) => {
        if (!ids.includes(c.id) || c.pendingReads <= 0) return true
        c.pendingReads--
        return false
      })
      return list(url, built.map(candidateAnswer))
    }
    if (path === '/v3/candidates' && req.method === 'POST') {
      const parsed = await strictBody(req, greenhouseBodies.createCandidate, invalid)
      if (!parsed.ok) return parsed.answer
      const { application, ...body } = parsed.body
      if (application && !state.jobs.some((j) => j.id === application.job_id))
        return invalid([{ field: 'application.job_id', message: 'Job not found' }])
      const candidate: GreenhouseCandidate = {
        ...body,
        email_addresses: body.email_addresses ?? [],
        id: ++state.nextId,
        pendingReads: 1,
      }
      state.candidates.set(candidate.id, candidate)
      const app = application ? createApplication(candidate.id, application.job_id) : null
      return json({ candidate: candidateAnswer(candidate), application: app ? applicationAnswer(app) : null }, 201)
    }
    const cand = /^\/v3\/candidates\/(\d+)$/.exec(path)
    if (cand && req.method === 'PATCH') {
      const found = state.candidates.get(Number(cand[1]))
      if (!found) return json({ message: 'Resource not found' }, 404)
      const parsed = await strictBody(req, greenhouseBodies.updateCandidate, invalid)
      if (!parsed.ok) return parsed.answer
      Object.assign(found, parsed.body)
      return json(candidateAnswer(found))
    }
    if (path === '/v3/applications' && req.method === 'POST') {
      const parsed = await strictBody(req, greenhouseBodies.createApplication, invalid)
      if (!parsed.ok) return parsed.answer
      if (!state.candidates.has(parsed.body.candidate_id))
        return invalid([{ field: 'candidate_id', message: 'not found' }])
      if (!state.jobs.some((j) => j.id === parsed.body.job_id))
        return invalid([{ field: 'job_id', message: 'Job not found' }])
      return json(applicationAnswer(createApplication(parsed.body.candidate_id, parsed.body.job_id)), 201)
    }
    if (path === '/v3/applications' && req.method === 'GET')
      return list(url, [...state.applications.values()].map(applicationAnswer), {
        candidate_ids: (a) => a.candidate_id,
        job_ids: (a) => a.job_id,
      })
    if (path === '/v3/attachments' && req.method === 'POST') {
      const parsed = await strictBody(req, greenhouseBodies.createAttachment, invalid)
      if (!parsed.ok) return parsed.answer
      const application = state.applications.get(parsed.body.application_id)
      if (!application) return invalid([{ field: 'application_id', message: 'not found' }])
      state.attachments.push({
        candidate_id: application.candidate_id,
        application_id: application.id,
        filename: parsed.body.filename,
        type: parsed.body.type,
        content_type: parsed.body.content_type ?? null,
        content: Buffer.from(parsed.body.content ?? '', 'base64'),
      })
      return json(
        { id: ++state.nextId, application_id: application.id, filename: parsed.body.filename, type: parsed.body.type },
        201,
      )
    }
    if (path === '/v3/scorecards' && req.method === 'GET') {
      const status = url.searchParams.get('status')
      return list(
        url,
        state.scorecards.filter((c) => !status || c.status === status),
        { application_ids: (c) => c.application_id },
      )
    }
    if (path === '/v3/notes' && req.method === 'POST') {
      const parsed = await strictBody(req, greenhouseBodies.createNote, invalid)
      if (!parsed.ok) return parsed.answer
      if (!state.candidates.has(parsed.body.candidate_id))
        return invalid([{ field: 'candidate_id', message: 'not found' }])
      if (!state.users.has(parsed.body.user_id)) return invalid([{ field: 'user_id', message: 'not found' }])
      const note = { id: ++state.nextId, ...parsed.body }
      state.notes.push({
        id: note.id,
        candidate_id: note.candidate_id,
        user_id: note.user_id,
        body: note.body,
        visibility: note.visibility,
      })
      return json({ ...note, type: note.note_type ?? 'NOTE', created_at: now(), updated_at: now() }, 201)
    }
    return json({ message: 'Resource not found' }, 404)
  }

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      state.requests.push({ method: req.method, path: `${url.pathname}${url.search}` })
      const injected = takeInjected(state.injected, req.method, url.pathname)
      if (injected) return injected
      if (url.pathname.startsWith('/v1/partner/')) return ingestion(state, options.ingestion, req, url)
      if (url.pathname === '/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
        const form = new URLSearchParams(await req.text())
        state.tokenRequests.push({ sub: form.get('sub') })
        if (req.headers.get('authorization') !== expected) return json({ error: 'invalid_client' }, 401)
        if (form.get('grant_type') !== 'client_credentials') return json({ error: 'unsupported_grant_type' }, 400)
        const token = `gh_${crypto.randomUUID()}`
        state.tokens.add(token)
        return json({ access_token: token, token_type: 'bearer', expires_in: 3600 })
      }
      return harvest(req, url)
    },
  })
  const origin = `http://127.0.0.1:${server.port}`
  return {
    state,
    origin,
    moveApplication,
    endpoints: { baseUrl: origin, authUrl: origin, appUrl: 'https://app.greenhouse.io', ingestionUrl: origin },
    stop: () => server.stop(true),
  }
}
