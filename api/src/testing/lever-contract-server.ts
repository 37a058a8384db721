/**
 * A Lever data API (v1) contract server answering the shapes docs/integrations.md lists with their
 * sources: HTTP Basic with the API key, `perform_as` on writes, `{data, hasNext, next}` paging, an
 * opportunity's `stage` as a stage id and `archived.reason` as an archive-reason id (resolved in
 * `GET /archive_reasons`, whose `type` is `hired` or `non-hired`), feedback naming its author by
 * user id (`GET /users/{id}`), notes that cannot be edited (deleted and added again), and errors
 * `{code, message}`.
 *
 * Strict like the vendor: a body with an unknown or mistyped field, or a write without a known
 * `perform_as`, answers 400 and changes nothing. It listens on 127.0.0.1; tests reach it through
 * `allowContractServers()`.
 */
import * as z from 'zod'
import { type Injected, json, strictBody, takeInjected } from './contract-kit'

/** The request bodies this server takes. */
export const leverBodies = {
  createOpportunity: z.strictObject({
    name: z.string().min(1),
    headline: z.string().optional(),
    location: z.string().optional(),
    emails: z.array(z.string().min(1)).optional(),
    phones: z.array(z.strictObject({ value: z.string().min(1), type: z.string().optional() })).optional(),
    links: z.array(z.string().min(1)).optional(),
    tags: z.array(z.string()).optional(),
    sources: z.array(z.string()).optional(),
    origin: z.enum(['agency', 'applied', 'internal', 'referred', 'sourced', 'university']).optional(),
    owner: z.string().optional(),
    followers: z.array(z.string()).optional(),
    postings: z.array(z.string()).max(1, 'Only one posting may be specified per request').optional(),
    stage: z.string().optional(),
    createdAt: z.number().int().optional(),
  }),
  createNote: z.strictObject({
    value: z.string().min(1),
    secret: z.boolean().optional(),
    score: z.number().optional(),
    notifyFollowers: z.boolean().optional(),
    createdAt: z.number().int().optional(),
  }),
}

export interface LeverOpportunityRecord {
  id: string
  /** The person behind it: one contact for every opportunity with the same e-mail (Lever's de-dupe). */
  contact: string
  name: string
  emails: string[]
  postings: string[]
  origin: string
  stage: string
  /** `reason` is an archive-reason id (`state.archiveReasons`). */
  archived: { reason: string; archivedAt: number } | null
  performAs: string
}

export interface LeverFeedbackForm {
  id: string
  type: string
  text: string
  /** The author's user id. */
  user: string
  completedAt: number
  fields: { type: string; text: string; value: unknown }[]
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
    notes: [] as { id: string; opportunityId: string; value: string }[],
    /** Completed feedback forms by opportunity (`GET /v1/opportunities/{id}/feedback`). */
    feedback: new Map<string, LeverFeedbackForm[]>(),
    stages: new Map([
      ['lead-new', 'New lead'],
      ['applicant-new', 'New applicant'],
      ['offer', 'Offer'],
      ['hired', 'Hired'],
    ]),
    /** The account's archive reasons: one of them is always Hired (Lever's FAQ). */
    archiveReasons: [
      { id: 'ar-hired', text: 'Hired', status: 'active', type: 'hired' },
      { id: 'ar-underqualified', text: 'Underqualified', status: 'active', type: 'non-hired' },
      { id: 'ar-withdrew', text: 'Withdrew', status: 'active', type: 'non-hired' },
    ],
    users: new Map([
      [
        options.performAs,
        {
          id: options.performAs,
          name: 'Service User',
          username: 'service',
          email: 'service@client.test',
          accessRole: 'super admin',
        },
      ],
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
  const bad = (errors: { field: string; message: string }[]) =>
    json({ code: 'BadRequestError', message: errors.map((e) => `${e.field}: ${e.message}`).join('; ') }, 400)
  const notFound = (what: string) => json({ code: 'ResourceNotFound', message: `${what} not found` }, 404)
  const page = <T>(rows: T[], url: URL, size = 2) => {
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const hasNext = offset + size < rows.length
    return json({
      data: rows.slice(offset, offset + size),
      hasNext,
      ...(hasNext ? { next: String(offset + size) } : {}),
    })
  }

  async function api(req: Request, url: URL): Promise<Response> {
    const path = url.pathname
    if (path === '/v1/users') {
      if (!state.usersPermission) return json({ code: 'ForbiddenError', message: 'Missing scope users:read' }, 403)
      return page([...state.users.values()], url)
    }
    const user = /^\/v1\/users\/([^/]+)$/.exec(path)
    if (user) {
      const found = state.users.get(decodeURIComponent(user[1]!))
      return found ? json({ data: found }) : notFound('User')
    }
    if (path === '/v1/archive_reasons') {
      const type = url.searchParams.get('type')
      return page(
        state.archiveReasons.filter((r) => !type || r.type === type),
        url,
        100,
      )
    }
    if (path === '/v1/postings') return page(state.postings, url)
    const posting = /^\/v1\/postings\/([^/]+)$/.exec(path)
    if (posting) {
      const found = state.postings.find((p) => p.id === posting[1])
      return found ? json({ data: found }) : notFound('Posting')
    }
    if (path === '/v1/opportunities' && req.method === 'GET')
      return json({ data: [...state.opportunities.values()].slice(0, 1), hasNext: false })
    if (path === '/v1/opportunities' && req.method === 'POST') {
      const parsed = await strictBody(req, leverBodies.createOpportunity, bad)
      if (!parsed.ok) return parsed.answer
      const body = parsed.body
      if (body.postings?.some((p) => !state.postings.some((x) => x.id === p)))
        return json({ code: 'UnprocessableEntityError', message: 'Posting not found' }, 422)
      const id = crypto.randomUUID()
      const sameContact = [...state.opportunities.values()].find((o) => o.emails.some((e) => body.emails?.includes(e)))
      state.opportunities.set(id, {
        id,
        contact: sameContact?.contact ?? crypto.randomUUID(),
        name: body.name,
        emails: body.emails ?? [],
        postings: body.postings ?? [],
        origin: body.origin ?? 'sourced',
        stage: 'applicant-new',
        archived: null,
        performAs: url.searchParams.get('perform_as') ?? '',
      })
      return json({ data: { id } }, 201)
    }
    const sub = /^\/v1\/opportunities\/([^/]+)\/(files|feedback|notes)(?:\/([^/]+))?$/.exec(path)
    if (sub) {
      const [, opportunityId, kind, itemId] = sub as unknown as [string, string, string, string | undefined]
      if (!state.opportunities.has(opportunityId)) return notFound('Opportunity')
      if (kind === 'files' && req.method === 'POST' && !itemId) {
        const file = (await req.formData()).get('file')
        if (!(file instanceof Blob)) return json({ code: 'BadRequestError', message: 'file is required' }, 400)
        state.files.push({
          opportunityId,
          fileName: (file as File).name,
          contentType: file.type,
          bytes: Buffer.from(await file.arrayBuffer()),
        })
        return json({ data: { id: crypto.randomUUID() } }, 201)
      }
      if (kind === 'feedback' && req.method === 'GET' && !itemId)
        return json({ data: state.feedback.get(opportunityId) ?? [], hasNext: false })
      if (kind === 'notes' && req.method === 'POST' && !itemId) {
        const parsed = await strictBody(req, leverBodies.createNote, bad)
        if (!parsed.ok) return parsed.answer
        const note = { id: crypto.randomUUID(), opportunityId, value: parsed.body.value }
        state.notes.push(note)
        return json({ data: { noteId: note.id } }, 201)
      }
      if (kind === 'notes' && req.method === 'DELETE' && itemId) {
        const i = state.notes.findIndex((n) => n.opportunityId === opportunityId && n.id === itemId)
        if (i < 0) return notFound('Note')
        state.notes.splice(i, 1)
        return new Response(null, { status: 204 })
      }
    }
    const opp = /^\/v1\/opportunities\/([^/]+)$/.exec(path)
    if (opp && req.method === 'GET') {
      const found = state.opportunities.get(opp[1]!)
      if (!found) return notFound('Opportunity')
      return json({
        data: {
          id: found.id,
          name: found.name,
          contact: found.contact,
          emails: found.emails,
          origin: found.origin,
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
      return text ? json({ data: { id: stage[1], text } }) : notFound('Stage')
    }
    return notFound('Resource')
  }

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url)
      state.requests.push({ method: req.method, path: `${url.pathname}${url.search}` })
      const injected = takeInjected(state.injected, req.method, url.pathname)
      if (injected) return injected
      if (req.headers.get('authorization') !== expected)
        return json({ code: 'UnauthorizedError', message: 'Invalid API key' }, 401)
      const performAs = url.searchParams.get('perform_as')
      if (req.method !== 'GET' && (!performAs || !state.users.has(performAs)))
        return json({ code: 'BadRequestError', message: 'perform_as must name a Lever user' }, 400)
      return api(req, url)
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
