/**
 * Test fixtures of the candidates and media modules: an app whose files go to a temporary
 * folder, the people who look at a candidate (the candidate, recruiters, an admin, clients of a
 * company the candidate was submitted to and of one it was not), and list-of-values lookups.
 * Only for tests.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { and, asc, eq, sql } from 'drizzle-orm'
import { candidatesTable, jobCandidatesTable, jobsTable, listOfValuesTable } from '../../db/schema'
import { createOrganization, createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import { createTestApp, type TestApp } from '../../testing/test-app'

export interface CandidateWorld {
  t: TestApp
  dataDir: string
  recruiter: SignedInUser
  /** Provider staff holding every administrative permission (delete-candidates, demographic-filter). */
  admin: SignedInUser
  clientOrgId: string
  otherOrgId: string
  /** A client user of the company the test candidates get submitted to. */
  client: SignedInUser
  /** A client user of another company. */
  otherClient: SignedInUser
  close(): Promise<void>
}

export async function createCandidateWorld(): Promise<CandidateWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quota-candidates-'))
  const t = await createTestApp({ env: { DATA_DIR: dataDir } })
  const recruiter = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter'] })
  const admin = await createSignedInUser(t, { userType: 'staff', roleKeys: ['internal-recruiter', 'administrator'] })
  const clientOrgId = await createOrganization(t.deps.db, 'Acme Cloud (test)')
  const otherOrgId = await createOrganization(t.deps.db, 'Globex Data (test)')
  const client = await createSignedInUser(t, { userType: 'client', organizationId: clientOrgId })
  const otherClient = await createSignedInUser(t, { userType: 'client', organizationId: otherOrgId })
  return {
    t,
    dataDir,
    recruiter,
    admin,
    clientOrgId,
    otherOrgId,
    client,
    otherClient,
    async close() {
      await t.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let counter = 0
/** A signed-in candidate with a name and an e-mail. */
export async function newCandidate(
  t: TestApp,
  options: { firstName?: string; lastName?: string } = {},
): Promise<SignedInUser & { candidateId: string }> {
  counter++
  const user = await createSignedInUser(t, {
    userType: 'candidate',
    firstName: options.firstName ?? 'Casey',
    lastName: options.lastName ?? `Candidate${counter}`,
  })
  return { ...user, candidateId: user.user.candidateId! }
}

/** Puts the candidate in a job of `organizationId`, submitted to the client (submittal, AM submitted). */
export async function submitToClient(
  t: TestApp,
  candidateId: string,
  organizationId: string,
  options: { submitted?: boolean } = {},
) {
  const [job] = await t.deps.db
    .insert(jobsTable)
    .values({ organizationId, name: `AE ${++counter}` })
    .returning({ id: jobsTable.id })
  await t.deps.db.insert(jobCandidatesTable).values({
    jobId: job!.id,
    candidateId,
    stageType: 'submittal',
    stageStatus: 'current',
    currentStatus: 'am_submitted',
    isSubmittedToClient: options.submitted ?? true,
  })
  return job!.id
}

/** The first `n` active values of a list, in their order. */
export async function lovIds(t: TestApp, key: ListOfValuesKey, n = 1): Promise<string[]> {
  const rows = await t.deps.db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, key), eq(listOfValuesTable.isActive, true)))
    .orderBy(asc(listOfValuesTable.sortOrder), asc(listOfValuesTable.value))
    .limit(n)
  if (rows.length < n) throw new Error(`list ${key} has fewer than ${n} values`)
  return rows.map((r) => r.id)
}

export async function lovByIdentifier(t: TestApp, key: ListOfValuesKey, identifier: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, key), eq(listOfValuesTable.identifier, identifier)))
  if (!row) throw new Error(`no ${key}.${identifier}`)
  return row.id
}

export async function lovByValue(t: TestApp, key: ListOfValuesKey, value: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, key), sql`lower(${listOfValuesTable.value}) = ${value.toLowerCase()}`))
  if (!row) throw new Error(`no ${key} "${value}"`)
  return row.id
}

export async function candidateRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(candidatesTable).where(eq(candidatesTable.id, id))
  return row ?? null
}

/** Calls the app and answers status and parsed JSON body. */
export async function call(t: TestApp, who: SignedInUser | null, method: string, path: string, json?: unknown) {
  const res = await t.request(path, {
    method,
    ...(who ? { headers: who.headers } : {}),
    ...(json !== undefined ? { json } : {}),
  })
  const text = await res.text()
  let body: any = null
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: res.status, body, res }
}

/** A US city id by name and state. */
export async function cityId(t: TestApp, name: string, stateCode: string): Promise<string> {
  const rows = (await t.deps.db.execute(
    sql`select id from cities where name = ${name} and state_code = ${stateCode} order by population desc limit 1`,
  )) as unknown
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows) as { id: string }[]
  if (!list[0]) throw new Error(`no city ${name}, ${stateCode}`)
  return list[0].id
}
