import { describe, expect, it } from 'vitest'
import { jobDetailSeenBy, PROVIDER_ONLY_JOB_FIELDS, seesJobContact, seesProviderJobFields } from './visibility'

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
  }

  it('gives provider staff everything', () => {
    expect(jobDetailSeenBy('staff', detail)).toEqual(detail)
  })

  it('blanks every provider-only field for a client and keeps what the client may read', () => {
    const seen = jobDetailSeenBy('client', detail)
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
    })
    // the input is left as it was
    expect(detail.sourcers).toHaveLength(1)
  })
})
