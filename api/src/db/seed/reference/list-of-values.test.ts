import {
  LIST_OF_VALUES_KEYS as SCHEMA_KEYS,
  POSITION_IDENTIFIERS as SCHEMA_POSITIONS,
} from '@quota/shared/domain/enums'
import { describe, expect, it } from 'vitest'
import { DEMOGRAPHIC_KEYS } from './keys'
import {
  CHILD_LIST_KEYS,
  findListOfValue,
  LIST_OF_VALUE_KEYS,
  LIST_OF_VALUES,
  type ListOfValueKey,
  listOfValueId,
  toListOfValueRows,
} from './list-of-values'
import { SKILL_CATEGORIES } from './skills'
import type { LovItem, LovList } from './types'

const lists = LIST_OF_VALUES as Record<ListOfValueKey, LovList>
const entries = LIST_OF_VALUE_KEYS.map((key) => [key, lists[key]] as const)
const ids = (key: ListOfValueKey) => lists[key].map((i) => i.identifier)
const values = (key: ListOfValueKey) => lists[key].map((i) => i.value)
const meta = (item: LovItem | undefined) => (item?.meta ?? {}) as Record<string, unknown>

/** 002 §3, transcribed independently of keys.ts. */
const SPEC_POSITIONS = [
  'accountManager',
  'technicalAccountManager',
  'customerSuccessManager',
  'salesDevelopmentRepresentative',
  'sdrManager',
  'accountExecutive',
  'midMarketAe',
  'channelAe',
  'directorOfSales',
  'headOfSales',
  'cro',
  'ceo',
  'accountExecutiveEnterprise',
  'managerAndDirector',
  'vpAndCro',
  'salesEngineer',
  'customerSuccessDirector',
  'customerSuccessVP',
  'directorOfSalesDevelopment',
  'other',
]

const PLACEHOLDER = /\boption \d|lorem|ipsum|\btodo\b|\btbd\b|placeholder|\bfoo\b|\bsample\b|\bvalue \d|\bitem \d/i

describe('keys', () => {
  it('has exactly the spec keys, the same as the database check constraint', () => {
    expect(new Set(Object.keys(LIST_OF_VALUES))).toEqual(new Set(LIST_OF_VALUE_KEYS))
    expect([...LIST_OF_VALUE_KEYS]).toEqual([...SCHEMA_KEYS])
    expect(LIST_OF_VALUE_KEYS).toHaveLength(72)
    expect(new Set(LIST_OF_VALUE_KEYS).size).toBe(LIST_OF_VALUE_KEYS.length)
  })

  it('declares child keys whose items are exactly the children of their parent key', () => {
    for (const [child, parent] of Object.entries(CHILD_LIST_KEYS) as [ListOfValueKey, ListOfValueKey][]) {
      const fromParents = lists[parent].flatMap((p) => {
        expect(p.children?.key, `${parent}.${p.identifier}`).toBe(child)
        return p.children?.items ?? []
      })
      expect(lists[child]).toEqual(fromParents)
    }
  })
})

describe.each(entries)('list %s', (key, items) => {
  it('is non-empty', () => {
    expect(items.length).toBeGreaterThan(0)
  })

  it('has unique camelCase identifiers', () => {
    for (const id of ids(key)) expect(id, key).toMatch(/^[a-z][a-zA-Z0-9]*$/)
    expect(new Set(ids(key)).size).toBe(items.length)
  })

  it('has real, trimmed display values, unique within their parent', () => {
    for (const item of items) {
      expect(item.value.trim(), `${key}.${item.identifier}`).toBe(item.value)
      expect(item.value.length).toBeGreaterThan(0)
      expect(item.value, `${key}.${item.identifier}`).not.toMatch(PLACEHOLDER)
      expect(item.identifier).not.toMatch(PLACEHOLDER)
    }
    const parentOf = new Map<string, string>()
    for (const [childKey, parentKey] of Object.entries(CHILD_LIST_KEYS))
      if (childKey === key)
        for (const p of lists[parentKey])
          for (const c of p.children?.items ?? []) parentOf.set(c.identifier, p.identifier)
    const seen = new Set(items.map((i) => `${parentOf.get(i.identifier) ?? ''}|${i.value.toLowerCase()}`))
    expect(seen.size).toBe(items.length)
  })
})

describe('positions', () => {
  it('uses exactly the spec position identifiers, each in one category', () => {
    expect([...ids('position')].sort()).toEqual([...SPEC_POSITIONS].sort())
    expect([...ids('position')].sort()).toEqual([...SCHEMA_POSITIONS].sort())
    const inCategories = lists.positionCategory.flatMap((c) => c.children?.items.map((p) => p.identifier) ?? [])
    expect(inCategories.sort()).toEqual([...SPEC_POSITIONS].sort())
  })

  it('groups them into sensible categories', () => {
    const categoryOf = (position: string) =>
      lists.positionCategory.find((c) => c.children?.items.some((p) => p.identifier === position))?.identifier
    expect(categoryOf('salesDevelopmentRepresentative')).toBe(categoryOf('sdrManager'))
    expect(categoryOf('accountExecutive')).toBe(categoryOf('accountExecutiveEnterprise'))
    expect(categoryOf('cro')).toBe(categoryOf('vpAndCro'))
    expect(categoryOf('customerSuccessManager')).toBe(categoryOf('customerSuccessVP'))
    expect(categoryOf('accountExecutive')).not.toBe(categoryOf('cro'))
  })

  it('points position meta at existing level and experience identifiers (entry level: zeroToOne)', () => {
    for (const position of lists.position) {
      const m = meta(position)
      if (position.identifier === 'other') continue
      expect(ids('level')).toContain(m.level)
      expect(ids('yearsOfRequiredExperience')).toContain(m.defaultExperience)
    }
    for (const entry of ['salesDevelopmentRepresentative', 'customerSuccessManager', 'salesEngineer'])
      expect(meta(findListOfValue('position', entry)).defaultExperience).toBe('zeroToOne')
    expect(meta(findListOfValue('position', 'salesDevelopmentRepresentative')).specialModeDefaultExperience).toBe(
      'oneToThree',
    )
  })

  it('maps every work-experience title to a position', () => {
    for (const title of lists.workExperienceTitle)
      expect(ids('position'), title.identifier).toContain(meta(title).position)
    expect(values('workExperienceTitle')).toEqual(
      expect.arrayContaining(['Account Executive', 'Sales Development Representative', 'VP of Sales']),
    )
  })

  it('has the spec experience buckets in months', () => {
    expect(lists.yearsOfRequiredExperience.map((i) => [meta(i).minMonths, meta(i).maxMonths])).toEqual([
      [0, 12],
      [12, 36],
      [36, 60],
      [60, 120],
      [120, 999],
    ])
  })
})

describe('sales profile', () => {
  it('has ~150+ sales skills, each in a declared category, with the common tools and methods', () => {
    expect(lists.skill.length).toBeGreaterThanOrEqual(150)
    for (const skill of lists.skill) expect(Object.keys(SKILL_CATEGORIES)).toContain(meta(skill).category)
    expect(new Set(lists.skill.map((s) => meta(s).category))).toEqual(new Set(Object.keys(SKILL_CATEGORIES)))
    expect(values('skill')).toEqual(
      expect.arrayContaining([
        'Salesforce',
        'HubSpot CRM',
        'Outreach',
        'Salesloft',
        'Gong',
        'LinkedIn Sales Navigator',
        'ZoomInfo',
        'MEDDIC',
        'MEDDPICC',
        'Challenger Sale',
        'SPIN Selling',
        'Cold Calling',
        'Territory Planning',
        'Negotiation',
        'Discovery',
        'Pipeline Management',
      ]),
    )
  })

  it('has the industries recruiters filter on', () => {
    expect(values('industry')).toEqual(expect.arrayContaining(['SaaS / Cloud Software', 'Cybersecurity', 'Fintech']))
    expect(lists.industry.length).toBeGreaterThanOrEqual(30)
  })

  it('has buyer levels, customer sizes and methodologies', () => {
    expect(values('soldIntoLevel')).toEqual(
      expect.arrayContaining(['C-Suite', 'VP', 'Director', 'Manager', 'Individual Contributor']),
    )
    expect(ids('customerSize')).toEqual(expect.arrayContaining(['smb', 'midMarket', 'enterprise', 'strategic']))
    expect(values('salesMethodologies')).toEqual(
      expect.arrayContaining(['MEDDIC', 'Challenger Sale', 'SPIN Selling', 'Sandler Selling System']),
    )
    expect(lists.soldIntoDepartment.length).toBeGreaterThanOrEqual(10)
  })

  it.each([
    'averageDealSize',
    'annualQuota',
    'bookOfBusiness',
    'annualPipelineQuota',
    'teamArr',
    'annualTeamQuota',
  ] as const)('%s is a contiguous set of money bands starting at 0 and open-ended at the top', (key) => {
    const bands = lists[key].map((i) => meta(i) as { min: number; max: number | null })
    expect(bands[0]?.min).toBe(0)
    expect(bands.at(-1)?.max).toBeNull()
    for (let i = 1; i < bands.length; i++) {
      expect(bands[i]?.min).toBe(bands[i - 1]?.max)
      expect((bands[i]?.min ?? 0) < (bands[i]?.max ?? Number.POSITIVE_INFINITY)).toBe(true)
    }
  })

  it('has deal cycles as ordered day bands', () => {
    const cycles = lists.averageDealCycle.map((i) => meta(i) as { minDays: number; maxDays: number | null })
    for (let i = 1; i < cycles.length; i++) expect(cycles[i]?.minDays).toBe(cycles[i - 1]?.maxDays)
  })

  it('has the spec company size groups', () => {
    expect(lists.companySize.map((i) => [meta(i).minEmployees, meta(i).maxEmployees])).toEqual([
      [1, 10],
      [11, 25],
      [26, 50],
      [51, 100],
      [101, null],
    ])
  })

  it('has funding rounds from bootstrapped to public and K/M/B units', () => {
    expect(ids('fundingRounds')).toEqual(expect.arrayContaining(['seed', 'seriesA', 'seriesB', 'publicCompany']))
    expect(lists.fundingAmountUnit.map((u) => [u.value, meta(u).multiplier])).toEqual([
      ['K', 1e3],
      ['M', 1e6],
      ['B', 1e9],
    ])
  })
})

describe('workflow', () => {
  it('has the spec search statuses and labels; off the market is hidden from clients', () => {
    expect(lists.searchStatus.map((s) => [s.identifier, s.value])).toEqual([
      ['activelySearching', 'Actively Searching'],
      ['passivelySearching', 'Passively Searching'],
      ['openToOffers', 'Open to Offers but Not Looking'],
      ['offTheMarket', 'Off the Market'],
    ])
    expect(lists.searchStatus.filter((s) => meta(s).hiddenFromClients).map((s) => s.identifier)).toEqual([
      'offTheMarket',
    ])
  })

  it('has the spec inbound lead statuses', () => {
    expect(values('leadStatus')).toEqual([
      'New Inbound',
      'Accepted',
      'Handoff',
      'Handoff to Marketing',
      'Handoff to Round Robin',
      'Disqualified',
      'Connect Inbound',
    ])
  })

  it('has the spec submittal sub-statuses with the named codes', () => {
    expect(values('submittalCurrentStatus')).toEqual(
      expect.arrayContaining([
        'Pending Client Approval',
        'Pending AM Approval',
        'Scheduling First Round',
        'Scheduling Next Round',
        'Additional Info Needed',
        'Pending Candidate Response',
      ]),
    )
    const byId = (id: string) => meta(findListOfValue('submittalCurrentStatus', id))
    expect(byId('amSubmitted')).toMatchObject({ code: 'am_submitted', internalName: 'AM Submitted' })
    expect(byId('pendingAmApproval')).toMatchObject({ code: 'pending_am_approval', bulkApprovable: true })
    expect(byId('pendingCandidateResponse')).toMatchObject({
      code: 'pending_candidate_response',
      providerSelectable: false,
    })
    expect(lists.submittalCurrentStatus.filter((s) => meta(s).holdingOff).map((s) => s.value)).toEqual([
      'Holding Off - Too Many in Process',
      'Holding Off - Search on Hold',
      'Holding Off - Need Feedback on Outstanding Submittals',
      'Holding Off - Final Interview/Pending Offer',
    ])
  })

  it('has the spec interviewing sub-statuses', () => {
    expect([...values('sendOutCurrentStatus')].sort()).toEqual(
      [
        'Reference Checks',
        'Rescheduling - Candidate',
        'Rescheduling - Client',
        'Scheduled/No Action Items',
        'Waiting for Next Steps',
      ].sort(),
    )
  })

  it('has the shortlist pitch statuses the job aggregates count', () => {
    expect(ids('shortListStatus')).toEqual(
      expect.arrayContaining(['pitchedPending', 'notInterested', 'interested', 'notPitched']),
    )
    expect(
      lists.shortListStatus.filter((s) => String(meta(s).code).startsWith('jit_')).map((s) => meta(s).code),
    ).toEqual(['jit_suggested', 'jit_farming', 'jit_error'])
  })

  it('has rejection parties (provider, client, candidate) each with reasons', () => {
    expect(ids('rejectionNotification')).toEqual(['provider', 'client', 'candidate'])
    for (const party of lists.rejectionNotification) expect(party.children?.items.length).toBeGreaterThanOrEqual(5)
    expect(meta(findListOfValue('rejectionNotification', 'candidate')).candidateLabel).toBe('Withdrew')
  })

  it('has exactly one permanent do-not-contact disqualification', () => {
    expect(meta(findListOfValue('disqualifiedNotification', 'doNotContact')).permanent).toBe(true)
  })

  it('has the spec feedback types', () => {
    expect(ids('feedbackType')).toEqual(['suggestion', 'defect', 'other'])
  })

  it.each([
    'deleteCandidateReason',
    'hidingCandidateReason',
    'jitOpportunityNotInterestedReason',
    'interviewRejectionReason',
    'jobCloseReasons',
  ] as const)('%s offers several real reasons', (key) => {
    expect(lists[key].length).toBeGreaterThanOrEqual(6)
  })
})

describe('scheduling and jobs', () => {
  it('offers interview times every 15 minutes over the day, 9:00 AM by default', () => {
    expect(lists.interviewTime).toHaveLength(96)
    expect(lists.interviewTime[0]).toMatchObject({ identifier: 'time0000', value: '12:00 AM' })
    expect(lists.interviewTime.filter((t) => meta(t).isDefault)).toEqual([
      { identifier: 'time0900', value: '9:00 AM', meta: { time: '09:00', minutesOfDay: 540, isDefault: true } },
    ])
    expect(findListOfValue('interviewTime', 'time1330')?.value).toBe('1:30 PM')
    expect(findListOfValue('interviewTime', 'time1200')?.value).toBe('12:00 PM')
  })

  it('offers 15 to 120 minute interviews, 30 by default', () => {
    expect(lists.interviewDuration.map((d) => meta(d).minutes)).toEqual([15, 30, 45, 60, 90, 120])
    expect(lists.interviewDuration.filter((d) => meta(d).isDefault).map((d) => d.identifier)).toEqual(['minutes30'])
  })

  it('has remote, hybrid and on-site location types', () => {
    expect(ids('jobLocationTypes')).toEqual(['remote', 'hybrid', 'onSite'])
  })

  it('has US office hours with valid time zones', () => {
    expect(ids('preferredOfficeHours')).toEqual(expect.arrayContaining(['eastern', 'central', 'mountain', 'pacific']))
    for (const hours of lists.preferredOfficeHours) {
      const timeZone = String(meta(hours).timeZone)
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone })).not.toThrow()
    }
  })
})

describe('demographics', () => {
  it.each(DEMOGRAPHIC_KEYS)('%s lets people decline to answer', (key) => {
    expect(ids(key)).toContain('preferNotToSay')
    expect(findListOfValue(key, 'preferNotToSay')?.value).toBe('Prefer not to say')
  })

  it('has the spec age groups', () => {
    expect(lists.age.filter((a) => a.identifier !== 'preferNotToSay').map((a) => a.value)).toEqual([
      'Under 20',
      '20–29',
      '30–39',
      '40–49',
      '50–59',
      '60 and over',
    ])
  })

  it('offers inclusive gender identity and pronoun options', () => {
    expect(ids('genderIdentity')).toEqual(expect.arrayContaining(['woman', 'man', 'nonBinary', 'preferToSelfDescribe']))
    expect(values('genderPronoun')).toEqual(expect.arrayContaining(['He/Him', 'She/Her', 'They/Them']))
  })
})

describe('toListOfValueRows', () => {
  const rows = toListOfValueRows()

  it('writes every item exactly once, parents before children', () => {
    const expected = LIST_OF_VALUE_KEYS.reduce((n, key) => n + lists[key].length, 0)
    expect(rows).toHaveLength(expected)
    expect(new Set(rows.map((r) => `${r.key}:${r.identifier}`)).size).toBe(rows.length)
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length)
    const seen = new Set<string>()
    for (const row of rows) {
      if (row.parentId) expect(seen.has(row.parentId), `${row.key}:${row.identifier}`).toBe(true)
      seen.add(row.id)
    }
  })

  it('links children to their parent rows and orders each list', () => {
    const byId = new Map(rows.map((r) => [r.id, r]))
    const sdr = rows.find((r) => r.key === 'position' && r.identifier === 'salesDevelopmentRepresentative')
    expect(byId.get(sdr?.parentId ?? '')).toMatchObject({ key: 'positionCategory', identifier: 'salesDevelopment' })
    for (const row of rows.filter((r) => r.key === 'rejectionNotificationReason'))
      expect(byId.get(row.parentId ?? '')?.key).toBe('rejectionNotification')
    expect(rows.filter((r) => r.key === 'searchStatus').map((r) => r.sortOrder)).toEqual([0, 1, 2, 3])
    expect(rows.filter((r) => !(r.key in CHILD_LIST_KEYS)).every((r) => r.parentId === null)).toBe(true)
  })

  it('derives the same ids every time', () => {
    expect(toListOfValueRows().map((r) => r.id)).toEqual(rows.map((r) => r.id))
    expect(listOfValueId('searchStatus', 'activelySearching')).toBe(
      rows.find((r) => r.identifier === 'activelySearching')?.id,
    )
    expect(listOfValueId('searchStatus', 'activelySearching')).not.toBe(listOfValueId('leadStatus', 'accepted'))
  })
})
