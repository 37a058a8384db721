import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../../testing/test-database'
import { type Database, rawRows } from '../../client'
import { candidateSkillsTable, candidatesTable, workExperienceDetailsTable, workExperiencesTable } from '../../schema'
import { findListOfValue } from '../reference/list-of-values'
import { POSITION_PROFILES } from './careers'
import { batches, generateCandidates } from './generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from './insert'

const asOf = new Date('2026-01-15T00:00:00Z')
const take = (seed: string | number, n: number, startIndex = 0) => [
  ...generateCandidates({ seed, count: n, startIndex, asOf }),
]

describe('generateCandidates', () => {
  it('gives the same rows for the same seed, and different rows for another', () => {
    const a = take(42, 50)
    const b = take(42, 50)
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    const c = take(43, 50)
    expect(c.map((x) => x.candidate.id)).not.toEqual(a.map((x) => x.candidate.id))
    expect(c.map((x) => x.candidate.email)).not.toEqual(a.map((x) => x.candidate.email))
  })

  it('makes candidate i from (seed, i) alone, so a slice equals the same part of a full run', () => {
    const full = take('bench', 30)
    const slice = take('bench', 10, 20)
    expect(JSON.stringify(slice)).toBe(JSON.stringify(full.slice(20)))
  })

  it('keeps ids, e-mails and profile URLs unique and addresses on example domains', () => {
    const many = take(7, 5000)
    for (const key of ['id', 'email', 'linkedinUrl'] as const) {
      expect(new Set(many.map((m) => m.candidate[key])).size).toBe(many.length)
    }
    const experienceIds = many.flatMap((m) => m.workExperiences.map((w) => w.id))
    expect(new Set(experienceIds).size).toBe(experienceIds.length)
    expect(many.every((m) => m.candidate.email!.endsWith('@example.com'))).toBe(true)
    expect(many.every((m) => /^\+1\d{3}5550[1]\d{2}$/.test(m.candidate.phone!))).toBe(true)
  })

  it('writes believable careers: ordered roles, pay below OTE, a current or recent job, details per role', () => {
    for (const b of take(11, 500)) {
      const c = b.candidate
      expect(c.desiredBaseSalary!).toBeLessThan(c.desiredOte!)
      expect(b.workExperiences.length).toBeGreaterThanOrEqual(1)
      expect(b.workExperiences.length).toBeLessThanOrEqual(4)
      expect(b.workExperienceDetails).toHaveLength(b.workExperiences.length)
      expect(b.workExperiences.filter((w) => w.isCurrent).length).toBeLessThanOrEqual(1)
      for (const [i, w] of b.workExperiences.entries()) {
        expect(w.salary!).toBeLessThan(w.ote!)
        if (w.toDate) expect(w.toDate >= w.fromDate!).toBe(true)
        const older = b.workExperiences[i + 1]
        if (older) expect(older.fromDate! <= w.fromDate!).toBe(true)
        expect(w.description!.length).toBeGreaterThan(60)
      }
      for (const d of b.workExperienceDetails) {
        expect(d.soldIntoLevelIds!.length).toBeLessThanOrEqual(3)
        expect(d.soldIntoDepartmentIds!.length).toBeLessThanOrEqual(3)
        expect(d.clientVerticalIds!.length).toBeLessThanOrEqual(3)
        expect(d.responsibilityIds!.length).toBeLessThanOrEqual(6)
      }
      expect(b.skills.length).toBeGreaterThanOrEqual(5)
      expect(b.headlineWorkExperienceId).toBe(b.workExperiences[0]!.id)
    }
  })

  it('uses titles that map to the role they describe', () => {
    for (const profile of POSITION_PROFILES) {
      for (const title of profile.titles) {
        expect(findListOfValue('workExperienceTitle', title)?.meta?.position, `${title}`).toBe(profile.position)
      }
    }
  })

  it('groups a stream into batches without reading ahead', () => {
    let made = 0
    const stream = (function* () {
      for (let i = 0; i < 7; i++) {
        made++
        yield i
      }
    })()
    const it = batches(stream, 3)
    expect(it.next().value).toEqual([0, 1, 2])
    expect(made).toBe(3)
    expect([...it]).toEqual([[3, 4, 5], [6]])
  })
})

describe('insertCandidateBundles', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
    await seedEmployerOrganizations(database.db)
  })
  afterAll(() => database?.close())

  it('inserts 1,000 generated candidates that satisfy every constraint, and skips them the second time', async () => {
    const db = database.db
    let inserted = 0
    for (const batch of batches(generateCandidates({ seed: 'insert-test', count: 1000, asOf }), 400)) {
      inserted += await db.transaction((tx) => insertCandidateBundles(tx, batch))
    }
    expect(inserted).toBe(1000)
    const [candidates] = await db.select({ n: count() }).from(candidatesTable)
    expect(candidates!.n).toBe(1000)
    const [experiences] = await db.select({ n: count() }).from(workExperiencesTable)
    const [details] = await db.select({ n: count() }).from(workExperienceDetailsTable)
    expect(details!.n).toBe(experiences!.n)
    const [skills] = await db.select({ n: count() }).from(candidateSkillsTable)
    expect(skills!.n).toBeGreaterThan(5000)
    const [headlines] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from candidates c join work_experiences w on w.id = c.headline_work_experience_id and w.candidate_id = c.id`,
    )
    expect(headlines!.n).toBe(1000)
    // arrays and defaults survive the unnest insert
    const [sample] = await rawRows<{
      work_arrangements: string[]
      lead_source: number | null
      customer_size_ids: string[]
    }>(
      db,
      sql`select c.work_arrangements, d.lead_source, d.customer_size_ids from candidates c
          join work_experience_details d on d.work_experience_id = c.headline_work_experience_id limit 1`,
    )
    expect(sample!.work_arrangements.length).toBeGreaterThan(0)
    expect(sample!.customer_size_ids.length).toBeGreaterThan(0)

    const again = await db.transaction((tx) =>
      insertCandidateBundles(tx, [...generateCandidates({ seed: 'insert-test', count: 50, asOf })], {
        skipExisting: true,
      }),
    )
    expect(again).toBe(0)
    const [after] = await db.select({ n: count() }).from(candidatesTable)
    expect(after!.n).toBe(1000)
  })
})
