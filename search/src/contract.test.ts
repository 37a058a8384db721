/**
 * The search contract: one suite, run on every engine the environment has (see
 * testing/databases.ts): the embedded engine on PGlite always, on PostgreSQL when
 * TEST_DATABASE_URL is set, on Meilisearch when MEILISEARCH_URL (and MEILISEARCH_KEY) is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { F, type SearchDocument, type SearchEngine, SearchQueryError } from './engine'
import { type CandidateDocument, candidateToDocument } from './indexes/candidates'
import { jobToDocument } from './indexes/jobs'
import { organizationToDocument } from './indexes/organizations'
import { availableEngines, type TestEngine } from './testing/databases'
import { CITIES, candidateRow, experience, fid } from './testing/fixtures'

const samantha = candidateToDocument(
  candidateRow({
    id: fid(101),
    firstName: 'Samantha',
    lastName: 'Reyes',
    skills: [
      { id: 'skill-salesforce', name: 'Salesforce' },
      { id: 'skill-gong', name: 'Gong' },
    ],
    createdAt: '2026-01-05T00:00:00Z',
  }),
)
const jonathan = candidateToDocument(
  candidateRow({
    id: fid(102),
    firstName: 'Jonathan',
    lastName: 'Whitaker',
    city: CITIES.roundRock,
    searchStatus: 'passivelySearching',
    desiredBaseSalary: 150_000,
    desiredOte: 300_000,
    skills: [{ id: 'skill-hubspot', name: 'HubSpot' }],
    workExperiences: [
      experience({
        title: 'Enterprise Account Executive',
        titleId: 'title-eae',
        companyName: 'Oracle',
        organizationId: 'org-oracle',
      }),
    ],
    createdAt: '2026-01-03T00:00:00Z',
  }),
)
const maria = candidateToDocument(
  candidateRow({
    id: fid(103),
    firstName: 'Maria',
    lastName: 'Oracle',
    city: CITIES.houston,
    stateId: 'US-TX',
    searchStatus: null,
    aboutMe: 'Sold databases against Oracle for years.',
    skills: [
      { id: 'skill-salesforce', name: 'Salesforce' },
      { id: 'skill-hubspot', name: 'HubSpot' },
    ],
    workExperiences: [],
    createdAt: '2026-01-04T00:00:00Z',
  }),
)
const devon = candidateToDocument(
  candidateRow({
    id: fid(104),
    firstName: 'Devon',
    lastName: 'Park',
    city: CITIES.newYork,
    stateId: 'US-NY',
    searchStatus: 'offTheMarket',
    desiredBaseSalary: 80_000,
    desiredOte: 160_000,
    workExperiences: [
      experience({ title: 'Sales Development Representative', titleId: 'title-sdr', companyName: 'Globex Data' }),
    ],
    createdAt: '2026-01-02T00:00:00Z',
  }),
)
const priya = candidateToDocument(
  candidateRow({
    id: fid(105),
    firstName: 'Priya',
    lastName: 'Natarajan',
    city: CITIES.jerseyCity,
    stateId: 'US-NJ',
    skills: [],
    workArrangements: ['fullyAtOffice'],
    internal: null,
    createdAt: '2026-01-01T00:00:00Z',
  }),
)
const noCity = candidateToDocument(
  candidateRow({
    id: fid(106),
    firstName: 'Alex',
    lastName: 'Nowhere',
    city: null,
    stateId: null,
    createdAt: '2025-12-31T00:00:00Z',
  }),
)
const CANDIDATES: CandidateDocument[] = [samantha, jonathan, maria, devon, priya, noCity]

const ids = (hits: { id: string }[]) => hits.map((h) => h.id)
const sorted = (values: string[]) => [...values].sort()

for (const available of availableEngines()) {
  describe(`search contract: ${available.name}`, () => {
    let t: TestEngine
    let engine: SearchEngine
    beforeAll(async () => {
      t = await available.open()
      engine = t.engine
      expect((await engine.ensureIndex('candidates')).needsReindex).toBe(true)
      expect((await engine.ensureIndex('candidates')).needsReindex).toBe(false)
      await engine.upsert('candidates', CANDIDATES)
    })
    afterAll(() => t?.close())

    const search = (query: Partial<Parameters<SearchEngine['search']>[1]> = {}) =>
      engine.search<CandidateDocument>('candidates', { limit: 20, offset: 0, ...query })

    it('counts the documents and finds them by id', async () => {
      expect(await engine.count('candidates')).toBe(CANDIDATES.length)
      const result = await search({ filter: F.ids([fid(101), fid(104)]) })
      expect(sorted(ids(result.hits))).toEqual([fid(101), fid(104)])
      expect(result.total).toBe(2)
      expect(result.totalIsExact).toBe(true)
      expect(result.hits.find((h) => h.id === fid(101))?.document.fullName).toBe('Samantha Reyes')
    })

    it('finds a person by full name, best match first, with a score', async () => {
      const result = await search({ text: 'Samantha Reyes' })
      expect(result.hits[0]?.id).toBe(samantha.id)
      expect(result.hits[0]?.score).toEqual(expect.any(Number))
    })

    it('tolerates a typo in a name and matches the last word as a prefix', async () => {
      expect(ids((await search({ text: 'Samatha' })).hits)).toContain(samantha.id)
      expect(ids((await search({ text: 'Jonahtan Whitaker' })).hits)).toContain(jonathan.id)
      expect(ids((await search({ text: 'Whita' })).hits)).toEqual([jonathan.id])
    })

    it('needs every word of the query', async () => {
      const result = await search({ text: 'Samantha Whitaker' })
      expect(result.hits).toEqual([])
      expect(result.total).toBe(0)
    })

    it('ranks a match in a name or company above one in long text', async () => {
      const result = await search({ text: 'oracle' })
      expect(sorted(ids(result.hits))).toEqual(sorted([jonathan.id, maria.id]))
      // Maria's last name is Oracle (names weigh most); Jonathan worked there; both above none
      expect(result.hits[0]?.id).toBe(maria.id)
    })

    it('searches only the fields asked for (anti-bias: no names)', async () => {
      const fields = ['title', 'companies', 'positions', 'titles', 'skills', 'education', 'places', 'about']
      expect((await search({ text: 'Samantha', searchOn: fields })).hits).toEqual([])
      expect(ids((await search({ text: 'Gong', searchOn: fields })).hits)).toEqual([samantha.id])
    })

    it('filters keywords, lists (any and all), numbers, booleans and presence', async () => {
      expect(
        sorted(ids((await search({ filter: F.in('searchStatus', ['passivelySearching', 'offTheMarket']) })).hits)),
      ).toEqual(sorted([jonathan.id, devon.id]))
      // notIn keeps documents without a value
      const notOff = ids((await search({ filter: F.notIn('searchStatus', ['offTheMarket']) })).hits)
      expect(notOff).toContain(maria.id)
      expect(notOff).not.toContain(devon.id)
      expect(sorted(ids((await search({ filter: F.in('skillIds', ['skill-gong', 'skill-hubspot']) })).hits))).toEqual(
        sorted([samantha.id, jonathan.id, maria.id]),
      )
      expect(
        sorted(ids((await search({ filter: F.all('skillIds', ['skill-salesforce', 'skill-hubspot']) })).hits)),
      ).toEqual([maria.id])
      expect(sorted(ids((await search({ filter: F.range('desiredOteK', { gte: 250 }) })).hits))).toEqual([jonathan.id])
      expect(sorted(ids((await search({ filter: F.range('desiredBaseSalaryK', { gt: 80, lt: 150 }) })).hits))).toEqual(
        sorted([samantha.id, maria.id, priya.id, noCity.id]),
      )
      expect(ids((await search({ filter: F.in('hasTitle', [false]) })).hits)).toEqual([maria.id])
      expect(ids((await search({ filter: F.exists('titleIds', false) })).hits)).toEqual([maria.id])
      expect(ids((await search({ filter: F.exists('ownerId', false) })).hits)).toEqual([priya.id])
      expect(ids((await search({ filter: F.exists('skillIds', false) })).hits)).toEqual([priya.id])
    })

    it('combines filters with and, or and not', async () => {
      const filter = F.and(
        F.in('stateId', ['US-TX']),
        F.or(F.in('searchStatus', ['passivelySearching']), F.in('skillIds', ['skill-gong'])),
        F.not(F.ids([samantha.id])),
      )
      expect(ids((await search({ filter })).hits)).toEqual([jonathan.id])
      expect((await search({ filter: F.in('searchStatus', []) })).total).toBe(0)
    })

    it('filters by distance: within miles of one or several places', async () => {
      const austin = { lat: CITIES.austin.latitude, lng: CITIES.austin.longitude }
      const near = await search({ filter: F.geo([{ ...austin, miles: 25 }]) })
      expect(sorted(ids(near.hits))).toEqual(sorted([samantha.id, jonathan.id]))
      const city = await search({ filter: F.geo([{ ...austin, miles: 0.5 }]) })
      expect(ids(city.hits)).toEqual([samantha.id])
      const two = await search({
        filter: F.geo([
          { ...austin, miles: 10 },
          { lat: CITIES.newYork.latitude, lng: CITIES.newYork.longitude, miles: 10 },
        ]),
      })
      expect(sorted(ids(two.hits))).toEqual(sorted([samantha.id, devon.id, priya.id]))
    })

    it('sorts by a field either way, missing values last, and pages consistently', async () => {
      const byName = await search({ sort: [{ field: 'sortName', direction: 'asc' }] })
      expect(byName.hits.map((h) => h.document.firstName)).toEqual([
        'Alex',
        'Devon',
        'Jonathan',
        'Maria',
        'Priya',
        'Samantha',
      ])
      const newest = await search({ sort: [{ field: 'createdAt', direction: 'desc' }] })
      expect(ids(newest.hits)).toEqual([samantha.id, maria.id, jonathan.id, devon.id, priya.id, noCity.id])
      const pages = [
        await search({ sort: [{ field: 'createdAt', direction: 'desc' }], limit: 2, offset: 0 }),
        await search({ sort: [{ field: 'createdAt', direction: 'desc' }], limit: 2, offset: 2 }),
        await search({ sort: [{ field: 'createdAt', direction: 'desc' }], limit: 2, offset: 4 }),
      ]
      expect(pages.flatMap((p) => ids(p.hits))).toEqual(ids(newest.hits))
      expect(pages.every((p) => p.total === CANDIDATES.length)).toBe(true)
      const withText = await search({ text: 'salesforce', sort: [{ field: 'createdAt', direction: 'asc' }] })
      expect(withText.hits.map((h) => h.document.createdAt)).toEqual(
        [...withText.hits.map((h) => h.document.createdAt)].sort((a, b) => Number(a) - Number(b)),
      )
      expect(withText.hits.every((h) => h.score === null)).toBe(true)
    })

    it('counts facet values over every match', async () => {
      const result = await search({
        filter: F.in('stateId', ['US-TX']),
        facets: ['searchStatus', 'skillIds', 'hasTitle'],
        limit: 1,
      })
      expect(result.hits).toHaveLength(1)
      expect(result.total).toBe(3)
      expect(result.facets.searchStatus).toEqual({ activelySearching: 1, passivelySearching: 1 })
      expect(result.facets.skillIds).toEqual({ 'skill-salesforce': 2, 'skill-gong': 1, 'skill-hubspot': 2 })
      expect(result.facets.hasTitle).toEqual({ true: 2, false: 1 })
      expect(result.facetsAreExact).toBe(true)
    })

    it('replaces a document on upsert and forgets it on remove', async () => {
      await engine.upsert('candidates', [
        { ...devon, searchStatus: 'activelySearching', lastName: 'Parker', fullName: 'Devon Parker' },
      ])
      const found = await search({ text: 'Parker' })
      expect(ids(found.hits)).toEqual([devon.id])
      expect(found.hits[0]?.document.searchStatus).toBe('activelySearching')
      expect((await search({ text: 'Park' })).hits.map((h) => h.id)).toEqual([devon.id]) // prefix of Parker
      await engine.remove('candidates', [devon.id])
      expect((await search({ text: 'Parker' })).hits).toEqual([])
      expect(await engine.count('candidates')).toBe(CANDIDATES.length - 1)
      await engine.upsert('candidates', [devon])
    })

    it('rejects fields the index does not declare', async () => {
      await expect(search({ filter: F.in('race', ['x']) })).rejects.toBeInstanceOf(SearchQueryError)
      await expect(search({ sort: [{ field: 'skillIds', direction: 'asc' }] })).rejects.toBeInstanceOf(SearchQueryError)
      await expect(search({ facets: ['fullName'] })).rejects.toBeInstanceOf(SearchQueryError)
    })

    it('rebuilds an index: new content in, anything not rebuilt out', async () => {
      await engine.ensureIndex('organizations')
      const org = (n: number, name: string) =>
        organizationToDocument({
          id: fid(900 + n),
          name,
          websiteUrl: `https://${name.toLowerCase().replace(/\s/g, '')}.example`,
          industryId: null,
          industryName: 'Software',
          companySizeId: null,
          cityName: 'Austin',
          stateCode: 'TX',
          isClient: n === 1,
          createdAt: null,
          updatedAt: null,
        })
      await engine.upsert('organizations', [org(1, 'Acme Cloud'), org(2, 'Old Corp')])
      async function* batches(): AsyncIterable<SearchDocument[]> {
        yield [org(1, 'Acme Cloud')]
        yield [org(3, 'Initech')]
      }
      expect((await engine.rebuild('organizations', batches())).documents).toBe(2)
      expect(await engine.count('organizations')).toBe(2)
      expect((await engine.search('organizations', { text: 'old corp', limit: 10, offset: 0 })).hits).toEqual([])
      expect(ids((await engine.search('organizations', { text: 'initech', limit: 10, offset: 0 })).hits)).toEqual([
        fid(903),
      ])
    })

    it('answers several searches across indexes at once', async () => {
      await engine.ensureIndex('jobs')
      await engine.upsert('jobs', [
        jobToDocument({
          id: fid(801),
          name: 'Enterprise Account Executive',
          organizationId: 'org-acme',
          organizationName: 'Acme Cloud',
          status: 'open',
          positionId: null,
          positionName: 'Account Executive',
          isRemote: false,
          city: CITIES.austin,
          stateId: 'US-TX',
          ownerId: null,
          accountManagerId: null,
          openDate: '2026-01-10',
          createdAt: null,
          updatedAt: null,
          deletedAt: null,
        }),
      ])
      const [c, j] = await engine.multiSearch([
        { index: 'candidates', query: { text: 'enterprise', limit: 5, offset: 0 } },
        {
          index: 'jobs',
          query: { text: 'enterprise', limit: 5, offset: 0, filter: F.in('organizationId', ['org-acme']) },
        },
      ])
      expect(ids(c!.hits)).toEqual([jonathan.id])
      expect(ids(j!.hits)).toEqual([fid(801)])
    })
  })
}
