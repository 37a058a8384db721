import { describe, expect, it } from 'vitest'
import { INDEX_NAMES } from '../engine'
import { CITIES, candidateRow, experience } from '../testing/fixtures'
import { candidateToDocument, experienceOf } from './candidates'
import { clientToDocument } from './clients'
import { INDEXES } from './index'
import { jobToDocument } from './jobs'
import { organizationToDocument } from './organizations'

const DEMOGRAPHIC = /race|^age|ageId|gender|sexual|military|demograph/i

describe('index definitions', () => {
  it.each(INDEX_NAMES)('%s: sortable and facet fields are filterable fields of the right type', (name) => {
    const { settings } = INDEXES[name]
    for (const field of settings.sortable) expect(['keyword', 'number']).toContain(settings.filterable[field])
    for (const field of settings.facets)
      expect(['keyword', 'keywords', 'boolean']).toContain(settings.filterable[field])
    for (const field of settings.indexed) expect(settings.filterable[field]).toBeDefined()
    for (const field of settings.identifying) expect(settings.searchable.some((s) => s.field === field)).toBe(true)
  })

  it('candidates: identifying fields are exactly the top-weight (A) fields, so anti-bias search can leave them out', () => {
    const { settings } = INDEXES.candidates
    expect(settings.searchable.filter((s) => s.weight === 'A').map((s) => s.field)).toEqual([...settings.identifying])
  })

  it('no index declares a demographic field', () => {
    for (const name of INDEX_NAMES) {
      const { settings } = INDEXES[name]
      const fields = [...Object.keys(settings.filterable), ...settings.searchable.map((s) => s.field)]
      expect(fields.filter((f) => DEMOGRAPHIC.test(f))).toEqual([])
    }
  })
})

describe('candidateToDocument', () => {
  it('never copies demographics, even when the row carries them', () => {
    const row = {
      ...candidateRow(),
      demographics: { raceIds: ['r1'], ageId: 'a1', genderIdentityId: 'g1' },
      raceIds: ['r1'],
      genderIdentityId: 'g1',
    }
    const doc = candidateToDocument(row)
    expect(Object.keys(doc).filter((k) => DEMOGRAPHIC.test(k))).toEqual([])
    expect(JSON.stringify(doc)).not.toMatch(/"(r1|a1|g1)"/)
  })

  it('has a value for every declared field of the index', () => {
    const doc = candidateToDocument(candidateRow())
    for (const field of Object.keys(INDEXES.candidates.settings.filterable)) expect(doc).toHaveProperty(field)
    for (const { field } of INDEXES.candidates.settings.searchable) expect(typeof doc[field]).toBe('string')
  })

  it('derives the searchable text, pay in thousands, place and internal fields', () => {
    const doc = candidateToDocument(
      candidateRow({
        firstName: 'Zoë',
        lastName: "O'Brien",
        email: 'zoe.obrien@example.com',
        phone: '+1 (512) 555-0100',
        linkedinUrl: 'https://www.linkedin.com/in/zoe-obrien-1a2b',
        desiredBaseSalary: 123_456,
        desiredOte: 250_000,
        city: CITIES.austin,
        interestedCities: [
          { id: 'US-TX-houston', stateId: 'US-TX' },
          { id: 'US-CO-denver', stateId: 'US-CO' },
        ],
      }),
    )
    expect(doc.fullName).toBe("Zoë O'Brien")
    expect(doc.sortName).toBe('zoe o brien')
    expect(doc.contact).toContain('zoe.obrien@example.com')
    expect(doc.contact).toContain('15125550100')
    expect(doc.contact).toContain('zoe obrien 1a2b')
    expect(doc.desiredBaseSalaryK).toBe(123)
    expect(doc.desiredOteK).toBe(250)
    expect(doc._geo).toEqual({ lat: CITIES.austin.latitude, lng: CITIES.austin.longitude })
    expect(doc.cityId).toBe('US-TX-austin')
    expect(doc.interestedStateIds).toEqual(['US-TX', 'US-CO'])
    expect(doc.ownerId).toBe('owner-1')
    expect(doc.isDeleted).toBe(false)
  })

  it('titles: the current roles; no title when there is no experience; details merged across roles', () => {
    const doc = candidateToDocument(
      candidateRow({
        workExperiences: [
          experience({
            title: 'VP Sales',
            titleId: 't-vp',
            fromDate: '2023-01-01',
            isCurrent: true,
            details: { ...experience().details!, teamSize: 12, teamArrMax: 40_000_000, quotaAttainment: 130 },
          }),
          experience({
            title: 'Account Executive',
            titleId: 't-ae',
            fromDate: '2019-01-01',
            toDate: '2022-12-01',
            isCurrent: false,
            industryId: 'ind-retail',
          }),
        ],
      }),
    )
    expect(doc.titleIds).toEqual(['t-vp'])
    expect(doc.title).toBe('VP Sales')
    expect(doc.titles).toBe('VP Sales Account Executive')
    expect(doc.hasTitle).toBe(true)
    expect(doc.teamSize).toBe(12)
    expect(doc.teamArrM).toBe(40)
    expect(doc.quotaAttainment).toBe(130)
    expect(doc.industryIds).toEqual(expect.arrayContaining(['industry-saas', 'ind-retail', 'industry-fintech']))
    const none = candidateToDocument(candidateRow({ workExperiences: [] }))
    expect(none.hasTitle).toBe(false)
    expect(none.titleIds).toEqual([])
    expect(none.experienceMonths).toBeNull()
    expect(none.experienceStartMs).toBeNull()
  })

  it('marks a candidate marked for deletion', () => {
    expect(candidateToDocument(candidateRow({ toBeDeletedAt: new Date() })).isDeleted).toBe(true)
  })
})

describe('experienceOf', () => {
  const at = (d: string) => Date.parse(`${d}T00:00:00Z`)
  it('counts overlapping roles once and stores a current career as its start', () => {
    const r = experienceOf([
      { fromDate: '2020-01-01', toDate: null, isCurrent: true },
      { fromDate: '2018-01-01', toDate: '2020-06-01', isCurrent: false },
    ])
    expect(r.experienceMonths).toBeNull()
    expect(r.experienceStartMs).toBe(at('2018-01-01'))
  })
  it('subtracts gaps from a current career', () => {
    const r = experienceOf([
      { fromDate: '2022-01-01', toDate: null, isCurrent: true },
      { fromDate: '2019-01-01', toDate: '2020-01-01', isCurrent: false },
    ])
    expect(r.experienceStartMs).toBe(at('2022-01-01') - (at('2020-01-01') - at('2019-01-01')))
  })
  it('gives months for a career that ended', () => {
    const r = experienceOf([
      { fromDate: '2019-01-01', toDate: '2020-01-01', isCurrent: false },
      { fromDate: '2021-01-01', toDate: '2022-01-01', isCurrent: false },
    ])
    expect(r).toEqual({ experienceStartMs: null, experienceMonths: 24 })
  })
})

describe('other indexes', () => {
  it('jobs: open date as a timestamp, deleted flag, place text', () => {
    const doc = jobToDocument({
      id: 'j1',
      name: 'Enterprise AE',
      organizationId: 'o1',
      organizationName: 'Acme Cloud',
      status: 'open',
      positionId: 'p1',
      positionName: 'Account Executive',
      isRemote: true,
      city: CITIES.austin,
      stateId: 'US-TX',
      ownerId: null,
      accountManagerId: 'u1',
      openDate: '2026-01-10',
      createdAt: '2026-01-09T12:00:00Z',
      updatedAt: null,
      deletedAt: null,
    })
    expect(doc.openDate).toBe(Date.parse('2026-01-10T00:00:00Z'))
    expect(doc.places).toBe('Austin TX remote')
    expect(doc.isDeleted).toBe(false)
    expect(doc.sortName).toBe('enterprise ae')
  })

  it('clients and organizations: website domain words', () => {
    const client = clientToDocument({
      organizationId: 'o1',
      name: 'Acme Cloud',
      websiteUrl: 'https://www.acmecloud.example/about',
      isActive: true,
      companyType: 'permanent',
      accountManagerId: null,
      industryId: null,
      industryName: 'Software',
      cityName: null,
      stateCode: null,
      createdAt: null,
      updatedAt: null,
    })
    expect(client.id).toBe('o1')
    expect(client.domain).toBe('acmecloud example')
    const org = organizationToDocument({
      id: 'o2',
      name: 'Globex',
      websiteUrl: 'globex.example',
      industryId: null,
      industryName: null,
      companySizeId: null,
      cityName: 'Austin',
      stateCode: 'TX',
      isClient: false,
      createdAt: null,
      updatedAt: null,
    })
    expect(org.domain).toBe('globex example')
    expect(org.places).toBe('Austin TX')
  })
})
