import { describe, expect, it } from 'vitest'
import {
  type ApplyFields,
  applyFormProblems,
  botProblem,
  type HireFields,
  hireFormProblems,
  originAllowed,
  type SalesPingFields,
  salesPingProblems,
} from './index'

const apply: ApplyFields = {
  firstName: 'Dana',
  lastName: 'Scully',
  email: 'dana@example.com',
  phone: '415-555-0132',
  linkedInProfileUrl: 'https://www.linkedin.com/in/dana',
  desiredBaseSalary: 90_000,
  desiredOTE: 180_000,
  privacyPolicyAccepted: true,
}
const rules = (issues: { path: string; rule: string }[]) => issues.map((i) => `${i.path}:${i.rule}`)

describe('applyFormProblems', () => {
  it.each<[string, Partial<ApplyFields>, string[]]>([
    ['a complete form', {}, []],
    [
      'only the required fields',
      { phone: null, linkedInProfileUrl: null, desiredBaseSalary: null, desiredOTE: null },
      [],
    ],
    ['an empty first name', { firstName: ' ' }, ['firstName:required']],
    ['a forbidden character', { lastName: 'Sc(ully' }, ['lastName:name']],
    ['a bad e-mail', { email: 'dana@' }, ['email:email']],
    ['a non-US phone', { phone: '+44 20 7946 0958' }, ['phone:phone']],
    ['a recruiter URL', { linkedInProfileUrl: 'linkedin.com/talent/profile/x' }, ['linkedInProfileUrl:recruiterUrl']],
    ['a company URL', { linkedInProfileUrl: 'linkedin.com/company/acme' }, ['linkedInProfileUrl:invalidUrl']],
    [
      'base equal to OTE',
      { desiredBaseSalary: 100_000, desiredOTE: 100_000 },
      ['desiredBaseSalary:salaryGreaterThanOTE'],
    ],
    ['a fractional amount', { desiredOTE: 10.5 }, ['desiredOTE:money']],
    ['no consent', { privacyPolicyAccepted: false }, ['privacyPolicyAccepted:required']],
  ])('%s', (_, change, expected) => {
    expect(rules(applyFormProblems({ ...apply, ...change }))).toEqual(expected)
  })
})

const hire: HireFields = {
  companyName: 'Initech',
  firstName: 'Bill',
  lastName: 'Lumbergh',
  email: 'bill@initech.example',
  roles: [{ title: 'AE', headcount: 2 }],
  baseSalaryMin: 80_000,
  baseSalaryMax: 100_000,
  oteMin: 160_000,
  oteMax: 200_000,
  inboundMix: 25,
  privacyPolicyAccepted: true,
}

describe('hireFormProblems', () => {
  it.each<[string, Partial<HireFields>, string[]]>([
    ['a complete form', {}, []],
    ['no ranges at all', { baseSalaryMin: null, baseSalaryMax: null, oteMin: null, oteMax: null }, []],
    ['no roles', { roles: [] }, ['roles:required']],
    [
      'headcount 0 and 1000',
      {
        roles: [
          { title: 'AE', headcount: 0 },
          { title: 'SDR', headcount: 1000 },
        ],
      },
      ['roles.0.headcount:headcount', 'roles.1.headcount:headcount'],
    ],
    ['a reversed base range', { baseSalaryMin: 120_000, baseSalaryMax: 100_000 }, ['baseSalaryMin:rangeOrder']],
    [
      'base above OTE',
      { baseSalaryMax: 200_000, oteMax: 180_000, oteMin: 150_000 },
      ['baseSalaryMax:salaryGreaterThanOTE'],
    ],
    ['mix not in 25 % steps', { inboundMix: 30 }, ['inboundMix:inboundMix']],
    ['mix 100', { inboundMix: 100 }, []],
    ['no company', { companyName: '' }, ['companyName:required']],
  ])('%s', (_, change, expected) => {
    expect(rules(hireFormProblems({ ...hire, ...change }))).toEqual(expected)
  })
})

describe('salesPingProblems', () => {
  const ping: SalesPingFields = {
    companyName: 'Acme',
    firstName: 'Dana',
    lastName: 'Scully',
    email: 'dana@acme.example',
    headcount: null,
    privacyPolicyAccepted: true,
  }
  it.each<[string, Partial<SalesPingFields>, string[]]>([
    ['a complete form', {}, []],
    ['a headcount', { headcount: 3 }, []],
    ['headcount 0', { headcount: 0 }, ['headcount:headcount']],
    ['headcount 1000', { headcount: 1000 }, ['headcount:headcount']],
    ['no company', { companyName: '  ' }, ['companyName:required']],
    ['no e-mail', { email: '' }, ['email:required']],
    ['a broken e-mail', { email: 'dana@' }, ['email:email']],
    ['no consent', { privacyPolicyAccepted: false }, ['privacyPolicyAccepted:required']],
  ])('%s', (_, change, expected) => {
    expect(rules(salesPingProblems({ ...ping, ...change }))).toEqual(expected)
  })
  it('checks the names as the other forms do', () => {
    expect(rules(salesPingProblems({ ...ping, firstName: '', lastName: '' })).map((r) => r.split(':')[0])).toEqual([
      'firstName',
      'lastName',
    ])
  })
})

describe('botProblem and originAllowed', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['  ', null],
    ['x', 'honeypot'],
  ])('website %j: %s', (website, rule) => {
    expect(botProblem({ website })?.rule ?? null).toBe(rule)
  })
  it.each<[string[], string | null, boolean]>([
    [[], null, true],
    [['https://a.test'], 'https://a.test', true],
    [['https://a.test'], 'https://a.test:8443', false],
    [['https://a.test'], null, false],
  ])('%j from %s: %s', (allowed, origin, ok) => {
    expect(originAllowed(allowed, origin)).toBe(ok)
  })
})
