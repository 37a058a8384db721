import { describe, expect, it } from 'vitest'
import {
  favoritesSeenBy,
  jobDetailSeenBy,
  jobListItemSeenBy,
  PROVIDER_ONLY_JOB_FIELDS,
  seesJobContact,
  seesProviderJobFields,
  type Viewer,
} from './visibility'

const staff: Viewer = { type: 'staff', userId: 'st1' }
const client: Viewer = { type: 'client', userId: 'cl1' }

describe('seesProviderJobFields and seesJobContact', () => {
  it.each([
    ['staff', 'staff', true, true],
    ['staff', 'client', true, true],
    ['client', 'client', false, true],
    ['client', 'staff', false, false],
    ['candidate', 'client', false, true],
    [null, 'staff', false, false],
    [undefined, 'staff', false, false],
  ] as const)('viewer %s, contact %s: fields %s, contact %s', (viewer, contact, fields, seesContact) => {
    expect(seesProviderJobFields(viewer)).toBe(fields)
    expect(seesJobContact(viewer, contact)).toBe(seesContact)
  })
})

describe('jobDetailSeenBy', () => {
  const detail = {
    name: 'AE',
    accountManager: { id: 'am', name: 'Ann' },
    hiringManager: { id: 'hm', name: 'Hal' },
    feePercentage: 20,
    sourcingNotes: 'notes',
    salesforceId: 'SF-1',
    recordType: { id: 'rt', value: 'Retained' },
    jitAutoSuggestionThreshold: { id: 'j', key: 'k', value: 'v' },
    businessDevelopment: { id: 'bd', name: 'Bo' },
    owner: { id: 'ow', name: 'Olga' },
    sourcers: [{ id: 's1', name: 'Sam' }],
    contacts: [
      { id: 'c1', userType: 'client' },
      { id: 'c2', userType: 'staff' },
    ],
    favoriteByUsers: ['st1', 'st2', 'cl1', 'cl2'],
    createdBy: { by: 'provider' as 'provider' | 'client', person: { id: 'st2', email: 'st2@provider.test' } },
  }

  it('gives provider staff everything', () => {
    expect(jobDetailSeenBy(staff, detail)).toEqual(detail)
  })

  it('blanks every provider-only field for a client and keeps what the client may read', () => {
    const seen = jobDetailSeenBy(client, detail)
    expect(Object.keys(PROVIDER_ONLY_JOB_FIELDS).sort()).toEqual(
      [
        'businessDevelopment',
        'feePercentage',
        'jitAutoSuggestionThreshold',
        'owner',
        'recordType',
        'salesforceId',
        'sourcers',
        'sourcingNotes',
      ].sort(),
    )
    expect(seen).toEqual({
      name: 'AE',
      accountManager: { id: 'am', name: 'Ann' },
      hiringManager: { id: 'hm', name: 'Hal' },
      feePercentage: null,
      sourcingNotes: null,
      salesforceId: null,
      recordType: null,
      jitAutoSuggestionThreshold: null,
      businessDevelopment: null,
      owner: null,
      sourcers: [],
      contacts: [{ id: 'c1', userType: 'client' }],
      favoriteByUsers: ['cl1'],
      createdBy: { by: 'provider', person: null },
    })
    // the input is left as it was
    expect(detail.sourcers).toHaveLength(1)
    expect(detail.createdBy.person).not.toBeNull()
  })

  it('shows a client its own colleague as the creator in full', () => {
    const colleague = { by: 'client' as const, person: { id: 'cl2', email: 'cl2@client.test' } }
    expect(jobDetailSeenBy(client, { ...detail, createdBy: colleague }).createdBy).toEqual(colleague)
    expect(jobDetailSeenBy(client, { ...detail, createdBy: null }).createdBy).toBeNull()
  })
})

describe('favoritesSeenBy and jobListItemSeenBy', () => {
  it.each([
    ['staff sees every mark', staff, ['st1', 'st2', 'cl1'], ['st1', 'st2', 'cl1']],
    ['a client sees its own mark only', client, ['st1', 'cl1', 'cl2'], ['cl1']],
    ['a client that has not marked sees none', client, ['st1', 'cl2'], []],
    ['no marks', client, [], []],
  ] as const)('%s', (_, viewer, marks, seen) => {
    expect(favoritesSeenBy(viewer, marks)).toEqual(seen)
    expect(jobListItemSeenBy(viewer, { id: 'j', favoriteByUsers: marks })).toEqual({ id: 'j', favoriteByUsers: seen })
  })
})
