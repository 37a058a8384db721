import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createJob,
  createOrganization,
  createPerson,
  createProspect,
  TEST_PASSWORD,
} from '@quota/api/modules/pipeline/test-fixtures'
import { createTestApp, type TestApp } from '@quota/api/testing/test-app'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLIENT_TYPES_PATH, generateClientTypes } from '../helpers/openapi-client'

/**
 * What a new integrator does with the OpenAPI document: generate types with openapi-typescript
 * from the live document, write a small openapi-fetch client against them, typecheck it, and run
 * it against a real server (sign in, list jobs, search candidates, add a note, run a stage action).
 */
const TESTS_DIR = fileURLToPath(new URL('../..', import.meta.url))

const CLIENT_SOURCE = `
import createClient from 'openapi-fetch'
import type { paths } from './openapi'

export interface Fixture { email: string; password: string; jobId: string; candidateId: string }

export async function run(baseUrl: string, f: Fixture) {
  const api = createClient<paths>({ baseUrl })
  const login = await api.POST('/api/auth/login', {
    body: { email: f.email, password: f.password, session: 'token' },
  })
  if (!login.data) throw new Error('sign-in failed: ' + JSON.stringify(login.error))
  const headers = { authorization: 'Bearer ' + login.data.data.accessToken }

  const jobs = await api.POST('/api/jobs/list', {
    headers,
    params: { query: { limit: 50, sortBy: 'alphabetical' } },
    body: { filter: 'allOpenJobs' },
  })
  const search = await api.POST('/api/candidates/search', {
    headers,
    params: { query: { limit: 10 } },
    body: { searchText: 'Prospect' },
  })
  const note = await api.POST('/api/candidates/{id}/internal-profile/notes', {
    headers,
    params: { path: { id: f.candidateId } },
    body: { type: 'general', body: 'Called: keen on the role' },
  })
  const action = await api.POST('/api/jobs/{id}/candidates/{candidateId}/actions/shortlist', {
    headers,
    params: { path: { id: f.jobId, candidateId: f.candidateId } },
    body: {},
  })
  const unknownJob = await api.POST('/api/jobs/{id}/candidates/{candidateId}/actions/shortlist', {
    headers,
    params: { path: { id: '00000000-0000-4000-8000-000000000000', candidateId: f.candidateId } },
    body: {},
  })
  const saved = await api.POST('/api/search/filter', {
    headers,
    body: { displayName: 'Enterprise AEs', filterItems: [{ key: 'keywords', selectedFilterOptions: ['SaaS'] }] },
  })
  return {
    savedStatus: saved.response.status,
    savedFilter: saved.data?.data,
    user: login.data.data.user.email,
    jobIds: jobs.data?.data.map((j) => j.id) ?? [],
    jobsTotal: jobs.data?.meta.total,
    searchStatus: search.response.status,
    searchTotal: search.data?.meta.total,
    noteStatus: note.response.status,
    noteBody: note.data?.data.body,
    actionStatus: action.response.status,
    stage: action.data?.data.stage,
    unknownJobStatus: unknownJob.response.status,
    unknownJobCode: unknownJob.error?.error.code,
  }
}
`

// calls as an integrator writes them: fields with a default (segment, channel, isActive, groupName,
// isEditable, allowedOrigins...) left out; they compile, and the ones sent above are answered
const NATURAL_SOURCE = `
import createClient from 'openapi-fetch'
import type { paths } from './openapi'
const api = createClient<paths>({ baseUrl: 'http://localhost' })
export const search = api.POST('/api/candidates/search', { body: {} })
export const filter = api.POST('/api/search/filter', {
  body: { displayName: 'AEs in Texas', filterItems: [{ key: 'states', selectedFilterOptions: ['TX'] }] },
})
export const key = api.POST('/api/access-keys', { body: { name: 'Careers page', scopes: ['apply'] } })
export const template = api.POST('/api/configurations/templates', {
  body: { key: 'welcome', displayName: 'Welcome', bodyHtml: '<p>Hi</p>' },
})
`

// a client written from guesses instead of the contract: the types must refuse it
const WRONG_SOURCE = `
import createClient from 'openapi-fetch'
import type { paths } from './openapi'
const api = createClient<paths>({ baseUrl: 'http://localhost' })
export const noEmail = api.POST('/api/auth/login', { body: { username: 'a@b.test', password: 'x' } })
export const badFilter = api.POST('/api/jobs/list', { body: { filter: 'everything' } })
export const noSuchPath = api.GET('/api/job/list', {})
`

let previous: ts.Program | undefined
function typecheck(files: string[]): string[] {
  // the second check reuses the first one's parsed files (the generated types are large)
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  }
  const program = ts.createProgram(files, options, undefined, previous)
  previous = program
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
}

let t: TestApp
let baseUrl: string
let document: object
let dir: string
let fixture: { email: string; password: string; jobId: string; candidateId: string }

beforeAll(async () => {
  t = await createTestApp()
  t.app.listen({ port: 0, hostname: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${t.app.server!.port}`
  document = await (await fetch(`${baseUrl}/api/openapi.json`)).json()
  const db = t.deps.db
  const org = await createOrganization(db, 'Client Typed Co')
  const recruiter = await createPerson(db, 'recruiter')
  fixture = {
    email: recruiter.email,
    password: TEST_PASSWORD,
    jobId: await createJob(db, org),
    candidateId: await createProspect(db),
  }
  // inside tests/ so that `openapi-fetch` resolves from tests/node_modules
  dir = mkdtempSync(join(TESTS_DIR, '.openapi-client-'))
  writeFileSync(join(dir, 'openapi.d.ts'), await generateClientTypes(document))
  writeFileSync(join(dir, 'client.ts'), CLIENT_SOURCE)
  writeFileSync(join(dir, 'wrong.ts'), WRONG_SOURCE)
  writeFileSync(join(dir, 'natural.ts'), NATURAL_SOURCE)
}, 180_000)
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  await t?.app.stop()
  await t?.close()
})

describe('a client generated from the live OpenAPI document', () => {
  it('typechecks', () => {
    expect(typecheck([join(dir, 'client.ts')])).toEqual([])
  }, 120_000)

  it('compiles natural calls: a search without filterItems, creates with their defaults left out', () => {
    expect(typecheck([join(dir, 'natural.ts')])).toEqual([])
  }, 120_000)

  it('refuses wrong field names, values and paths at compile time', () => {
    const errors = typecheck([join(dir, 'wrong.ts')]).join('\n')
    expect(errors).toMatch(/'username' does not exist|'email' is missing/)
    expect(errors).toMatch(/"everything"/)
    expect(errors).toMatch(/'"\/api\/job\/list"' is not assignable/)
  }, 120_000)

  it('signs in, lists jobs, searches candidates, adds a note and runs a stage action against a real server', async () => {
    const { run } = (await import(join(dir, 'client.ts'))) as {
      run(baseUrl: string, f: typeof fixture): Promise<Record<string, unknown>>
    }
    const result = await run(baseUrl, fixture)
    expect(result.user).toBe(fixture.email)
    expect(result.jobIds).toContain(fixture.jobId)
    expect(result.searchStatus).toBe(200) // sent without filterItems
    // sent with groupName, isPublic, isEditable and the item's filterGroups left out: the defaults apply
    expect(result.savedStatus).toBe(201)
    expect(result.savedFilter).toMatchObject({ groupName: 'candidates', isPublic: false, isEditable: true })
    expect(result.searchTotal).toBeTypeOf('number')
    expect(result.noteStatus).toBe(201)
    expect(result.noteBody).toBe('Called: keen on the role')
    expect(result.actionStatus).toBe(200)
    expect(result.stage).toBeTruthy()
    // an error answer is typed too: the envelope's code
    expect(result.unknownJobStatus).toBe(404)
    expect(result.unknownJobCode).toBe('NOT_FOUND')
  }, 60_000)

  it('is published in shared/src/client and up to date (run `bun run openapi:client` when this fails)', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await generateClientTypes(document))
  }, 60_000)
})
