import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../testing/test-database'
import type { Database } from './client'
import { plainRows } from './prepared'
import { listOfValuesTable, usStatesTable } from './schema'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const statesQuery = (name: string) => (d: Database['db']) =>
  d
    .select({ id: usStatesTable.id, name: usStatesTable.name, code: usStatesTable.code })
    .from(usStatesTable)
    .where(eq(usStatesTable.code, name))
    .orderBy(asc(usStatesTable.name))

describe('plainRows', () => {
  it('answers exactly what drizzle answers for the same select, on every call', async () => {
    const { db } = database
    const expected = await statesQuery('TX')(db)
    expect(expected).toEqual([{ id: expect.any(String), name: 'Texas', code: 'TX' }])
    expect(await plainRows(db, 'test-texas', statesQuery('TX'))).toEqual(expected)
    expect(await plainRows(db, 'test-texas', statesQuery('TX'))).toEqual(expected)
  })

  it('runs through drizzle inside a transaction, seeing its uncommitted rows', async () => {
    const { db } = database
    await db
      .transaction(async (tx) => {
        await tx.insert(usStatesTable).values({ id: 'test-state', name: 'Testland', code: 'QQ' })
        expect(await plainRows(tx, 'test-qq', statesQuery('QQ'))).toEqual([
          { id: 'test-state', name: 'Testland', code: 'QQ' },
        ])
        tx.rollback()
      })
      .catch(() => {})
    expect(await plainRows(db, 'test-qq', statesQuery('QQ'))).toEqual([])
  })

  it('refuses a field whose name differs from its column or whose value needs decoding', () => {
    const { db } = database
    const renamed = (d: Database['db']) => d.select({ stateName: usStatesTable.name }).from(usStatesTable)
    const camel = (d: Database['db']) => d.select({ parentId: listOfValuesTable.parentId }).from(listOfValuesTable)
    expect(() => plainRows(db, 'test-renamed', renamed)).toThrow(/stateName is not a plain column/)
    const decoded = (d: Database['db']) => d.select({ meta: listOfValuesTable.meta }).from(listOfValuesTable)
    expect(() => plainRows(db, 'test-camel', camel)).toThrow(/parentId is not a plain column/)
    expect(() => plainRows(db, 'test-decoded', decoded)).toThrow(/meta is not a plain column/)
  })
})
