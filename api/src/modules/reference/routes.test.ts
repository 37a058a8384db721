import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POSITION_IDENTIFIERS } from '../../db/seed/reference/positions'
import { createTestApp, type TestApp } from '../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = async (path: string) => {
  const res = await t.request(path)
  return { res, status: res.status, body: (await res.json()) as any }
}

describe('GET /api/guest/list-of-values', () => {
  it('answers a page of a list with its total, cacheable', async () => {
    const { res, status, body } = await get('/api/guest/list-of-values?key=industry&limit=10')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(10)
    expect(body.meta).toMatchObject({ limit: 10, offset: 0 })
    expect(body.meta.total).toBeGreaterThan(10)
    expect(body.data.every((v: any) => v.key === 'industry' && v.isActive)).toBe(true)
    expect(res.headers.get('cache-control')).toContain('max-age')
  })

  it('answers the whole list with doNotApplyLimit, in the curated order', async () => {
    const { body } = await get('/api/guest/list-of-values?key=skill&doNotApplyLimit=true')
    expect(body.data.length).toBe(body.meta.total)
    expect(body.data.length).toBeGreaterThan(100)
    const orders = body.data.map((v: any) => v.sortOrder)
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b))
    expect(body.data.map((v: any) => v.value)).toContain('Salesforce')
  })

  it('finds values by the start of any word', async () => {
    const { body } = await get('/api/guest/list-of-values?key=skill&searchText=sales&doNotApplyLimit=true')
    expect(body.data.length).toBeGreaterThan(0)
    for (const v of body.data) expect(v.value.toLowerCase()).toMatch(/(^|\s)sales/)
  })

  it('treats LIKE wildcards in searchText literally', async () => {
    const { body } = await get('/api/guest/list-of-values?key=skill&searchText=%25')
    expect(body.data).toEqual([])
  })

  it('sorts by value descending when asked', async () => {
    const { body } = await get(
      '/api/guest/list-of-values?key=degree&sortBy=value&sortDirection=desc&doNotApplyLimit=true',
    )
    const values = body.data.map((v: any) => v.value)
    expect(values).toEqual([...values].sort((a: string, b: string) => b.localeCompare(a)))
  })

  it('gives a category its positions as items, and filters by parent', async () => {
    const { body } = await get('/api/guest/list-of-values?key=positionCategory&doNotApplyLimit=true')
    const withItems = body.data.filter((c: any) => c.items.length > 0)
    expect(withItems.length).toBe(body.data.length)
    const first = body.data[0]
    const children = await get(
      `/api/guest/list-of-values?key=position&parentKey=positionCategory&parentKeyId=${first.id}&doNotApplyLimit=true`,
    )
    expect(children.body.data.map((p: any) => p.id).sort()).toEqual(first.items.map((p: any) => p.id).sort())
  })

  it('names the field and the rule for a bad key or a bad paging value', async () => {
    const bad = await get('/api/guest/list-of-values?key=notAList')
    expect(bad.status).toBe(422)
    expect(bad.body.error.details[0]).toMatchObject({ path: 'query.key', rule: 'oneOf' })
    const missing = await get('/api/guest/list-of-values')
    expect(missing.status).toBe(422)
    expect(missing.body.error.details[0]).toMatchObject({ path: 'query.key', rule: 'required' })
    const big = await get('/api/guest/list-of-values?key=skill&limit=100000')
    expect(big.status).toBe(422)
    expect(big.body.error.details[0]).toMatchObject({ path: 'query.limit', rule: 'max' })
    const unknown = await get('/api/guest/list-of-values?key=skill&colour=red')
    expect(unknown.status).toBe(422)
    expect(unknown.body.error.details[0]).toMatchObject({ path: 'query.colour', rule: 'unknownField' })
  })
})

describe('positions and functional roles', () => {
  it('GET /api/positions lists every spec position identifier under a category', async () => {
    const { status, body } = await get('/api/positions')
    expect(status).toBe(200)
    const identifiers = body.data.flatMap((c: any) => c.positions.map((p: any) => p.identifier))
    expect([...identifiers].sort()).toEqual([...POSITION_IDENTIFIERS].sort())
  })

  it('GET /api/functional-roles maps roles into the sales-role segments', async () => {
    const { body } = await get('/api/functional-roles')
    expect(body.data.length).toBeGreaterThan(10)
    const segments = new Set(body.data.map((r: any) => r.segment))
    for (const s of ['sdr', 'ae', 'salesLeadership', 'csmAm', 'marketing']) expect(segments).toContain(s)
  })

  it('GET /api/list-of-values/{key}/frequent needs a signed-in user', async () => {
    const { status, body } = await get('/api/list-of-values/skill/frequent')
    expect(status).toBe(401)
    expect(body.error.message).toBe('User session expired, Please login again.')
  })
})

describe('locations', () => {
  it('finds "Austin, TX" first, with its coordinates and time zone', async () => {
    const { body } = await get('/api/locations/cities?searchText=Austin,%20TX')
    expect(body.data[0]).toMatchObject({
      cityName: 'Austin',
      stateCode: 'TX',
      stateName: 'Texas',
      countryCode: 'US',
      timezone: 'America/Chicago',
    })
    expect(body.data[0].latitude).toBeCloseTo(30.27, 1)
  })

  it('lists cities largest first and filters by state', async () => {
    const { body } = await get('/api/locations/cities?stateCode=CA&limit=3')
    expect(body.data.map((c: any) => c.cityName)).toEqual(['Los Angeles', 'San Diego', 'San Jose'])
    expect(body.meta.total).toBeGreaterThan(300)
  })

  it('lists the 50 states and DC', async () => {
    const { body } = await get('/api/locations/states')
    expect(body.data).toHaveLength(51)
    expect(body.data.find((s: any) => s.stateCode === 'NY').stateName).toBe('New York')
  })

  it('locations/all mixes states and cities', async () => {
    const { body } = await get('/api/locations/all?searchText=new')
    expect(body.data.some((l: any) => l.cityId === null && l.stateName === 'New York')).toBe(true)
    expect(body.data.some((l: any) => l.cityName === 'New York')).toBe(true)
  })

  it('finds international cities', async () => {
    const { body } = await get('/api/locations/international-cities?searchText=London&countryCode=GB')
    expect(body.data[0]).toMatchObject({ cityName: 'London', countryCode: 'GB' })
  })

  it('nearby-cities: within 25 miles by default, nearest first, and wider radii find more', async () => {
    const near = await get('/api/locations/nearby-cities?cityId=US-TX-austin')
    const names = near.body.data.map((c: any) => c.cityName)
    expect(names[0]).toBe('Austin')
    expect(names).toContain('Round Rock')
    expect(names).not.toContain('San Antonio')
    const distances = near.body.data.map((c: any) => c.distanceMiles)
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(25)
    const far = await get('/api/locations/nearby-cities?cityId=US-TX-austin&miles=100&limit=200')
    expect(far.body.data.map((c: any) => c.cityName)).toContain('San Antonio')
    const zero = await get('/api/locations/nearby-cities?cityId=US-TX-austin&miles=0')
    expect(zero.body.data).toHaveLength(1)
  })

  it('nearby-cities refuses a radius the product does not offer, and an unknown city', async () => {
    const odd = await get('/api/locations/nearby-cities?cityId=US-TX-austin&miles=30')
    expect(odd.status).toBe(422)
    expect(odd.body.error.details[0].path).toBe('query.miles')
    const unknown = await get('/api/locations/nearby-cities?cityId=US-XX-nowhere')
    expect(unknown.status).toBe(404)
  })

  it('timezones: US zones only when asked', async () => {
    const all = await get('/api/timezones')
    const us = await get('/api/timezones?type=us')
    expect(us.body.data.length).toBeLessThan(all.body.data.length)
    expect(us.body.data.map((z: any) => z.id)).toContain('America/Chicago')
    expect(us.body.data.map((z: any) => z.id)).not.toContain('Europe/London')
    const search = await get('/api/timezones?searchText=london')
    expect(search.body.data.map((z: any) => z.id)).toContain('Europe/London')
  })
})
