/**
 * The set-up the scheduling integration tests share (meetings, availability, the calendar
 * integration and its write-through): the test app signing requests in by `x-test-user`, the
 * interview world of one company (modules/pipeline/test-fixtures) and a client of another company
 * (for the cross-tenant checks), plus `apiCaller` to call the app as a user and read the JSON.
 */
import {
  createInterviewWorld,
  createOrganization,
  createPerson,
  type InterviewWorld,
  testAuthenticate,
} from '../modules/pipeline/test-fixtures'
import { createTestApp, type TestApp } from './test-app'

export interface InterviewTestWorld {
  t: TestApp
  world: InterviewWorld
  /** A client recruiter of another company: sees none of `world`. */
  otherClient: string
}

export async function startInterviewTestWorld(options: {
  orgName: string
  interviewer: { email: string; name: string }
  otherOrgName: string
  env?: Record<string, string>
}): Promise<InterviewTestWorld> {
  const t: TestApp = await createTestApp({
    ...(options.env ? { env: options.env } : {}),
    authenticate: testAuthenticate(() => t.deps.db),
  })
  const world = await createInterviewWorld(t, options.orgName, { interviewer: options.interviewer })
  const otherClient = (
    await createPerson(t.deps.db, 'client', await createOrganization(t.deps.db, options.otherOrgName))
  ).userId
  return { t, world, otherClient }
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
export type Json = any

/** Calls the app as `userId`; answers the status and the parsed JSON body (null when none). */
export function apiCaller(app: () => TestApp) {
  return async (userId: string, method: string, path: string, json?: unknown) => {
    const res = await app().request(path, {
      method,
      headers: { 'x-test-user': userId },
      ...(json !== undefined ? { json } : {}),
    })
    const text = await res.text()
    return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : null) as Json }
  }
}
