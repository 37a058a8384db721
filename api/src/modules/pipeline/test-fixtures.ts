/**
 * Test fixtures of the pipeline: a client company with a job, a second company, the people who
 * act on it, candidates; and an authenticator that signs a request in as a fixture user by the
 * `x-test-user` header (route tests run before, and apart from, the sign-in module).
 * Only for tests.
 */
import { recountAggregates } from '@quota/shared/domain/workflow/index'
import { eq, sql } from 'drizzle-orm'
import { type DbOrTx, rawRows } from '../../db/client'
import {
  candidatesTable,
  clientAccountsTable,
  interviewsTable,
  jobCandidatesTable,
  jobsTable,
  organizationsTable,
  outboxEventsTable,
  usersTable,
} from '../../db/schema'
import type { Actor, Authenticate } from '../../plugins/auth'
import type { TestApp } from '../../testing/test-app'
import { createUser } from '../users/create-user'
import { loadAccess } from '../users/repository'
import { readAggregates } from './stage-counts'

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const TEST_PASSWORD = 'pipeline-password-1'

export async function createOrganization(db: DbOrTx, name: string): Promise<string> {
  const [org] = await db.insert(organizationsTable).values({ name }).returning({ id: organizationsTable.id })
  await db.insert(clientAccountsTable).values({ organizationId: org!.id })
  return org!.id
}

export async function createJob(
  db: DbOrTx,
  organizationId: string,
  extra: Partial<typeof jobsTable.$inferInsert> = {},
): Promise<string> {
  const [job] = await db
    .insert(jobsTable)
    .values({
      organizationId,
      name: `Account Executive ${unique()}`.slice(0, 80),
      totalOpenings: 2,
      currentOpenings: 2,
      ...extra,
    })
    .returning({ id: jobsTable.id })
  return job!.id
}

export async function createPerson(
  db: DbOrTx,
  kind: 'recruiter' | 'fractional' | 'nonStaff' | 'client' | 'candidate',
  organizationId: string | null = null,
) {
  const roleKeys = {
    recruiter: ['internal-recruiter'],
    fractional: ['fractional-recruiter'],
    nonStaff: ['manage-lists'],
    client: ['client-recruiter'],
    candidate: ['candidate'],
  }[kind]
  const userType = kind === 'client' ? 'client' : kind === 'candidate' ? 'candidate' : 'staff'
  const user = await createUser(db, {
    email: `${kind}-${unique()}@pipeline.test`,
    password: TEST_PASSWORD,
    firstName: kind[0]!.toUpperCase() + kind.slice(1),
    lastName: unique().slice(0, 6),
    userType,
    roleKeys,
    organizationId: kind === 'client' ? organizationId : null,
    emailVerified: true,
    hasOnboarded: true,
  })
  return { userId: user.id, email: user.email, candidateId: user.candidateId }
}

/** A candidate with no login (a prospect), with an e-mail address. */
export async function createProspect(
  db: DbOrTx,
  extra: Partial<typeof candidatesTable.$inferInsert> = {},
): Promise<string> {
  const id = unique()
  const [row] = await db
    .insert(candidatesTable)
    .values({
      firstName: 'Pat',
      lastName: `Prospect${id}`,
      email: `prospect-${id}@pipeline.test`,
      searchStatus: 'activelySearching',
      ...extra,
    })
    .returning({ id: candidatesTable.id })
  return row!.id
}

/** Signs a request in as the user named by `x-test-user`; anything else falls through to `fallback`. */
export function testAuthenticate(database: DbOrTx | (() => DbOrTx), fallback?: Authenticate): Authenticate {
  return async (request) => {
    const userId = request.headers.get('x-test-user')
    if (!userId) return fallback ? fallback(request) : null
    const db = typeof database === 'function' ? database() : database
    const [user] = await db.select().from(usersTable).where(eq(usersTable.id, userId))
    if (!user) return null
    const access = await loadAccess(db, userId)
    const [candidate] = await db
      .select({ id: candidatesTable.id })
      .from(candidatesTable)
      .where(eq(candidatesTable.userId, userId))
    const actor: Actor = {
      userId,
      userType: user.userType,
      organizationId: user.organizationId,
      candidateId: candidate?.id ?? null,
      roles: access.roleKeys,
      permissions: access.permissions,
      sessionId: null,
    }
    return actor
  }
}

/** The job's stored aggregates and a recount of its rows, to compare. */
export async function aggregatesAndRecount(db: DbOrTx, jobId: string) {
  const rows = await db
    .select({
      stageType: jobCandidatesTable.stageType,
      stageStatus: jobCandidatesTable.stageStatus,
      currentStatus: jobCandidatesTable.currentStatus,
    })
    .from(jobCandidatesTable)
    .where(sql`${jobCandidatesTable.jobId} = ${jobId} and ${jobCandidatesTable.removedAt} is null`)
  return { stored: await readAggregates(db, jobId), recount: recountAggregates(rows) }
}

/** The opportunity link secret from the last mail queued for a job candidate. */
export async function lastOpportunityToken(db: DbOrTx, jobCandidateId: string): Promise<string | null> {
  const rows = await rawRows<{ text: string }>(
    db,
    sql`select payload->>'text' as text from ${outboxEventsTable}
        where topic = 'mail.send' and aggregate_id = ${jobCandidateId} and payload->>'template' = 'pipelineOpportunity'
        order by created_at desc limit 1`,
  )
  const match = rows[0]?.text.match(/jit-opportunity\/([A-Za-z0-9_-]+)\/interested/)
  return match?.[1] ?? null
}

/**
 * Puts a candidate through a new job of `organizationId` up to a scheduled interview, through the
 * real pipeline routes (recruiter submits and submits to the client; the client schedules).
 * The app must authenticate with `testAuthenticate`. Answers the job id.
 */
export async function scheduleInterviewThroughApi(
  app: TestApp,
  who: { organizationId: string; recruiterUserId: string; clientUserId: string },
  candidateId: string,
  jobName: string,
  interview: Record<string, unknown>,
  jobExtra: Partial<typeof jobsTable.$inferInsert> = {},
): Promise<string> {
  const job = await createJob(app.deps.db, who.organizationId, { name: jobName, ...jobExtra })
  for (const [userId, action, json] of [
    [who.recruiterUserId, 'submit', {}],
    [who.recruiterUserId, 'submitToClient', {}],
    [who.clientUserId, 'scheduleInterview', interview],
  ] as const) {
    const res = await app.request(`/api/jobs/${job}/candidates/${candidateId}/actions/${action}`, {
      method: 'POST',
      headers: { 'x-test-user': userId },
      json,
    })
    if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${await res.text()}`)
  }
  return job
}

export interface InterviewWorld {
  org: string
  recruiter: string
  client: string
  alice: { userId: string; candidateId: string }
  bob: { userId: string; candidateId: string }
  /** Schedules another interview for a candidate on a new job of `org` (as the client). */
  scheduleFor(
    candidateId: string,
    jobName: string,
    body: Record<string, unknown>,
    jobExtra?: Partial<typeof jobsTable.$inferInsert>,
  ): Promise<string>
}

/**
 * The interview test world: a company `orgName` with a recruiter and a client recruiter, and two
 * signed-up candidates. Alice has an upcoming interview ("Enterprise AE", 2099-01-15 09:30
 * America/New_York, 45 minutes, "Meet the sales team", with `interviewer`, at `location` if given)
 * and a past one ("SDR Lead", 2020-01-06 09:00 UTC, defaults); Bob has one ("Bob Job", 2099-04-01).
 * The app must authenticate with `testAuthenticate`.
 */
export async function createInterviewWorld(
  app: TestApp,
  orgName: string,
  alicesInterview: { interviewer: { email: string; name: string }; location?: string },
): Promise<InterviewWorld> {
  const db = app.deps.db
  const org = await createOrganization(db, orgName)
  const recruiter = (await createPerson(db, 'recruiter')).userId
  const client = (await createPerson(db, 'client', org)).userId
  const a = await createPerson(db, 'candidate')
  const b = await createPerson(db, 'candidate')
  const world: InterviewWorld = {
    org,
    recruiter,
    client,
    alice: { userId: a.userId, candidateId: a.candidateId! },
    bob: { userId: b.userId, candidateId: b.candidateId! },
    scheduleFor: (candidateId, jobName, body, jobExtra) =>
      scheduleInterviewThroughApi(
        app,
        { organizationId: org, recruiterUserId: recruiter, clientUserId: client },
        candidateId,
        jobName,
        body,
        jobExtra,
      ),
  }
  await world.scheduleFor(world.alice.candidateId, 'Enterprise AE', {
    interviewDate: '2099-01-15',
    interviewTime: '09:30',
    interviewTimezone: 'America/New_York',
    duration: 45,
    interviewTitle: 'Meet the sales team',
    ...(alicesInterview.location ? { location: alicesInterview.location } : {}),
    interviewers: [alicesInterview.interviewer],
  })
  // an interview that took place: scheduled ahead (the past is refused), then its time has passed
  const sdrLead = await world.scheduleFor(world.alice.candidateId, 'SDR Lead', { interviewDate: '2099-12-06' })
  await db
    .update(interviewsTable)
    .set({ startsAt: new Date('2020-01-06T09:00:00Z') })
    .where(eq(interviewsTable.jobId, sdrLead))
  await world.scheduleFor(world.bob.candidateId, 'Bob Job', { interviewDate: '2099-04-01' })
  return world
}
