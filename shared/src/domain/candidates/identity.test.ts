import { describe, expect, it } from 'vitest'
import {
  cityKey,
  companyKey,
  duplicateReason,
  emailIdentityKey,
  identityKeys,
  nameKey,
  phoneIdentityKey,
} from './identity'

describe('emailIdentityKey', () => {
  it.each([
    ['Jordan.Lee@Example.com', 'jordan.lee@example.com'],
    ['  jordan@example.com ', 'jordan@example.com'],
    ['jordan+jobs@example.com', 'jordan@example.com'],
    ['jordan+a+b@corp.io', 'jordan@corp.io'],
    ['Jordan.Lee@gmail.com', 'jordanlee@gmail.com'],
    ['j.o.r.d.a.n+quota@googlemail.com', 'jordan@gmail.com'],
    ['jordan.lee@outlook.com', 'jordan.lee@outlook.com'],
    ['jordan-lee@yahoo.com', 'jordan-lee@yahoo.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%s -> %s', (input, key) => expect(emailIdentityKey(input)).toBe(key))

  it.each(['', 'no-at-sign', '@example.com', 'a@', 'a b@example.com', 'a@localhost', '.+x@gmail.com'])(
    '%j is no key',
    (input) => expect(emailIdentityKey(input)).toBeNull(),
  )

  it('keeps different people apart', () => {
    expect(emailIdentityKey('jordan.lee@example.com')).not.toBe(emailIdentityKey('jordanlee@example.com'))
    expect(emailIdentityKey('jo@a.com')).not.toBe(emailIdentityKey('jo@b.com'))
  })
})

describe('phoneIdentityKey', () => {
  it.each([
    ['(415) 555-0123', '+14155550123'],
    ['415.555.0123', '+14155550123'],
    ['+1 415 555 0123', '+14155550123'],
    ['1-415-555-0123', '+14155550123'],
    ['4155550123', '+14155550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+49 30 901820', '+4930901820'],
  ])('%s -> %s', (input, key) => expect(phoneIdentityKey(input)).toBe(key))

  it.each(['', 'call me', '123', '555-CALL-NOW', '+1 415 555 0123 0000 0000'])('%j is no key', (input) =>
    expect(phoneIdentityKey(input)).toBeNull(),
  )
})

describe('nameKey, companyKey, cityKey', () => {
  it.each([
    [['Danielle', 'Singh'], 'danielle singh'],
    [['  Zoë ', "O'Brien-Ng"], 'zoe o brien ng'],
    [['José', null], 'jose'],
  ] as const)('%j -> %s', (parts, key) => expect(nameKey(...parts)).toBe(key))

  it.each([
    ['Acme Cloud, Inc.', 'acme cloud'],
    ['acme cloud', 'acme cloud'],
    ['The Acme Company', 'acme'],
    ['Globex LLC', 'globex'],
    ['Inc', 'inc'],
    ['', null],
    [null, null],
  ])('company %j -> %j', (input, key) => expect(companyKey(input)).toBe(key))

  it.each([
    ['San Francisco, California, United States', 'san francisco'],
    ['San Francisco Bay Area', 'san francisco'],
    ['Greater Boston', 'boston'],
    ['Austin', 'austin'],
    ['', null],
  ])('city %j -> %j', (input, key) => expect(cityKey(input)).toBe(key))
})

describe('identityKeys', () => {
  it('gives every valid key once, with what arrived', () => {
    expect(
      identityKeys({
        profileUrl: 'https://uk.linkedin.com/in/Jordan-Lee/?trk=x',
        emails: ['Jordan.Lee+Jobs@Gmail.com', 'jordanlee@gmail.com', 'not an e-mail', null],
        phones: ['(415) 555-0123', '+14155550123', ''],
      }),
    ).toEqual([
      {
        kind: 'profileUrl',
        value: 'https://www.linkedin.com/in/jordan-lee',
        raw: 'https://uk.linkedin.com/in/Jordan-Lee/?trk=x',
      },
      { kind: 'email', value: 'jordanlee@gmail.com', raw: 'jordan.lee+jobs@gmail.com' },
      { kind: 'phone', value: '+14155550123', raw: '(415) 555-0123' },
    ])
  })

  it('gives nothing for a company page or nothing at all', () => {
    expect(identityKeys({ profileUrl: 'https://www.linkedin.com/company/acme' })).toEqual([])
    expect(identityKeys({})).toEqual([])
  })
})

describe('duplicateReason', () => {
  const existing = { companies: ['Acme Cloud, Inc.', null], city: 'Austin', cityId: 'us-tx-austin' }
  it.each([
    [{ cityId: 'us-tx-austin' }, 'nameAndCity'],
    [{ cityId: 'us-tx-dallas' }, null],
    [{ company: 'acme cloud' }, 'nameAndCompany'],
    [{ company: 'Globex', city: 'Austin, Texas, United States' }, 'nameAndCity'],
    [{ company: 'Globex', city: 'Dallas' }, null],
    [{}, null],
  ] as const)('%j -> %s', (arriving, reason) => expect(duplicateReason(arriving, existing)).toBe(reason))
})
