import { describe, expect, it } from 'vitest'
import type { Viewer } from '../jobs/visibility'
import { clientContactSeenBy, clientSeenBy, PROVIDER_ONLY_CLIENT_FIELDS, seesProviderClientFields } from './visibility'

const staff: Viewer = { type: 'staff', userId: 'st1' }
const client: Viewer = { type: 'client', userId: 'cl1' }

const details = {
  id: 'org',
  name: 'Acme',
  accountManager: { id: 'am', name: 'Ann' },
  businessDevelopment: { id: 'bd', name: 'Bo' },
  feePercentage: 20,
  branch: { id: 'b', value: 'Austin' },
  assignedBranch: { id: 'ab', value: 'Denver' },
  accountStatus: { id: 'as', value: 'Hot' },
  sourcingNotes: 'call on Fridays',
  salesTeamNotes: 'upsell',
  websiteUrl: 'https://acme.example',
  favoriteByUsers: ['st1', 'cl1', 'cl2'],
  meta: { id: 'org', favoriteByUsers: ['st1', 'cl1', 'cl2'] },
}

describe('seesProviderClientFields', () => {
  it.each([
    ['staff', true],
    ['client', false],
    ['candidate', false],
    [null, false],
  ] as const)('%s: %s', (type, sees) => expect(seesProviderClientFields(type)).toBe(sees))
})

describe('clientSeenBy', () => {
  it('gives provider staff everything', () => {
    expect(clientSeenBy(staff, details)).toEqual(details)
  })

  it("blanks the provider's own account fields for the client's users and keeps the rest", () => {
    expect(Object.keys(PROVIDER_ONLY_CLIENT_FIELDS).sort()).toEqual(
      [
        'accountStatus',
        'assignedBranch',
        'branch',
        'businessDevelopment',
        'feePercentage',
        'salesTeamNotes',
        'sourcingNotes',
      ].sort(),
    )
    expect(clientSeenBy(client, details)).toEqual({
      id: 'org',
      name: 'Acme',
      accountManager: { id: 'am', name: 'Ann' },
      businessDevelopment: null,
      feePercentage: null,
      branch: null,
      assignedBranch: null,
      accountStatus: null,
      sourcingNotes: null,
      salesTeamNotes: null,
      websiteUrl: 'https://acme.example',
      favoriteByUsers: ['cl1'],
      meta: { id: 'org', favoriteByUsers: ['cl1'] },
    })
    expect(details.feePercentage).toBe(20)
  })

  it('adds no detail fields to a list item', () => {
    const item = { id: 'org', favoriteByUsers: ['st1'], meta: { id: 'org', favoriteByUsers: ['st1'] } }
    expect(clientSeenBy(client, item)).toEqual({
      id: 'org',
      favoriteByUsers: [],
      meta: { id: 'org', favoriteByUsers: [] },
    })
  })
})

describe('clientContactSeenBy', () => {
  const contact = { id: 'c', firstName: 'Cara', owner: { id: 'st2', email: 'st2@provider.test' } }
  it.each([
    [staff, contact.owner],
    [client, null],
  ] as const)('%j sees owner %j', (viewer, owner) => {
    expect(clientContactSeenBy(viewer, contact)).toEqual({ ...contact, owner })
  })
})
