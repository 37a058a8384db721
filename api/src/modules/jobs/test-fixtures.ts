/**
 * Test fixtures of the jobs, clients and organizations modules: client companies, people of
 * every kind signed in by bearer token, reference ids, and a valid job body. Only for tests.
 */

import type { ListOfValuesKey } from '@quota/shared/domain/enums'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  citiesTable,
  clientAccountsTable,
  listOfValuesTable,
  organizationsTable,
  timezonesTable,
  usStatesTable,
} from '../../db/schema'
import { createSignedInUser, type SignedInUser } from '../../testing/auth-helpers'
import type { TestApp } from '../../testing/test-app'

let counter = 0
export const uniq = (prefix = 'x') => `${prefix}-${Date.now().toString(36)}-${++counter}`

/** An organization that is a client (has a client account). */
export async function createClientCompany(
  db: DbOrTx,
  name = uniq('Client'),
  extra: Partial<typeof organizationsTable.$inferInsert> = {},
  account: Partial<typeof clientAccountsTable.$inferInsert> = {},
): Promise<string> {
  const [org] = await db
    .insert(organizationsTable)
    .values({ name, ...extra })
    .returning({ id: organizationsTable.id })
  await db.insert(clientAccountsTable).values({ organizationId: org!.id, ...account })
  return org!.id
}

export async function lovIds(db: DbOrTx, key: ListOfValuesKey, n = 1): Promise<string[]> {
  const rows = await db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(and(eq(listOfValuesTable.key, key), eq(listOfValuesTable.isActive, true)))
    .orderBy(asc(listOfValuesTable.sortOrder), asc(listOfValuesTable.value))
    .limit(n)
  if (rows.length < n) throw new Error(`seed has fewer than ${n} ${key} values`)
  return rows.map((r) => r.id)
}
export const lovId = async (db: DbOrTx, key: ListOfValuesKey) => (await lovIds(db, key, 1))[0]!

export async function someCities(db: DbOrTx, n: number) {
  return db
    .select({ id: citiesTable.id, name: citiesTable.name, stateCode: citiesTable.stateCode })
    .from(citiesTable)
    .where(eq(citiesTable.countryCode, 'US'))
    .orderBy(sql`${citiesTable.population} desc`)
    .limit(n)
}
export async function someState(db: DbOrTx) {
  const [s] = await db.select().from(usStatesTable).orderBy(asc(usStatesTable.code)).limit(1)
  return s!
}
export async function someTimezones(db: DbOrTx, n: number) {
  return (
    await db.select({ id: timezonesTable.id }).from(timezonesTable).orderBy(asc(timezonesTable.sortOrder)).limit(n)
  ).map((r) => r.id)
}

export interface People {
  recruiter: SignedInUser
  recruiter2: SignedInUser
  admin: SignedInUser
  clientA: SignedInUser
  clientA2: SignedInUser
  clientB: SignedInUser
  basicA: SignedInUser
  candidate: SignedInUser
  orgA: string
  orgB: string
}

/** Two client companies (A, B) and one person of every kind. */
export async function createPeople(t: TestApp): Promise<People> {
  const orgA = await createClientCompany(t.deps.db, uniq('Acme'))
  const orgB = await createClientCompany(t.deps.db, uniq('Globex'))
  return {
    orgA,
    orgB,
    recruiter: await createSignedInUser(t, {
      userType: 'staff',
      roleKeys: ['internal-recruiter'],
      firstName: 'Rita',
      lastName: 'Recruiter',
    }),
    recruiter2: await createSignedInUser(t, {
      userType: 'staff',
      roleKeys: ['fractional-recruiter'],
      firstName: 'Fred',
      lastName: 'Fractional',
    }),
    admin: await createSignedInUser(t, {
      userType: 'staff',
      roleKeys: ['administrator'],
      firstName: 'Ada',
      lastName: 'Admin',
    }),
    clientA: await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter'],
      organizationId: orgA,
      firstName: 'Cara',
      lastName: 'Acme',
    }),
    clientA2: await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter'],
      organizationId: orgA,
      firstName: 'Carl',
      lastName: 'Acme',
    }),
    clientB: await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter'],
      organizationId: orgB,
      firstName: 'Gina',
      lastName: 'Globex',
    }),
    basicA: await createSignedInUser(t, {
      userType: 'client',
      roleKeys: ['client-recruiter-basic'],
      organizationId: orgA,
      firstName: 'Bea',
      lastName: 'Basic',
    }),
    candidate: await createSignedInUser(t, { userType: 'candidate', firstName: 'Cody', lastName: 'Candidate' }),
  }
}

/** Reference ids a valid onsite job needs. */
export async function jobRefs(db: DbOrTx) {
  const cities = await someCities(db, 8)
  return {
    cities,
    officeHourId: await lovId(db, 'preferredOfficeHours'),
    remoteTypeId: await lovId(db, 'jobLocationTypes'),
    skillIds: await lovIds(db, 'skill', 3),
    industryIds: await lovIds(db, 'industry', 11),
    positionId: await lovId(db, 'position'),
    timezoneIds: await someTimezones(db, 2),
    soldIntoLevelIds: await lovIds(db, 'soldIntoLevel', 3),
  }
}

export type JobRefs = Awaited<ReturnType<typeof jobRefs>>

/** A valid onsite job body. */
export function jobBody(refs: JobRefs, extra: Record<string, unknown> = {}) {
  return {
    name: uniq('Account Executive').slice(0, 80),
    totalOpenings: 2,
    isRemote: false,
    jobLocations: [{ cityId: refs.cities[0]!.id }],
    preferredOfficeHourIds: [refs.officeHourId],
    baseSalaryLow: 90_000,
    baseSalaryHigh: 110_000,
    OTERangeLow: 180_000,
    OTERangeHigh: 220_000,
    ...extra,
  }
}

export async function json(res: Response): Promise<any> {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
