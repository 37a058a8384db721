import { describe, expect, it } from 'vitest'
import {
  hasClientSourcing,
  homeRouteFor,
  isEmail,
  landingRouteFor,
  nameProblem,
  passwordProblem,
  passwordsMatchProblem,
  phoneForDisplay,
  phoneProblem,
  roleViewFor,
  toAccountPhone,
  verificationCodeProblem,
} from './index'

describe('nameProblem', () => {
  it.each([
    ['Ada', null],
    ["O'Brien-Smith", null],
    ['José María', null],
    ['  Ada  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(51), 'maxLength'],
    ['x'.repeat(50), null],
    ...['<', '>', ':', '/', '!', '$', '@', '(', ')', ';'].map((c) => [`Ada${c}`, 'name'] as [string, string]),
  ])('%j -> %s', (value, rule) => {
    expect(nameProblem(value)?.rule ?? null).toBe(rule)
  })
})

describe('passwordProblem', () => {
  it.each([
    ['', 'required'],
    ['1234567', 'minlength'],
    ['12345678', null],
    ['correct horse battery staple', null],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'maxlength'],
  ])('%j -> %s', (value, rule) => {
    expect(passwordProblem(value)?.rule ?? null).toBe(rule)
  })

  it.each([
    ['abcdefgh', 'abcdefgh', null],
    ['abcdefgh', 'abcdefgi', 'passwordsNotMatchValidator'],
    ['abcdefgh', '', 'required'],
  ])('match %j / %j -> %s', (a, b, rule) => {
    expect(passwordsMatchProblem(a, b)?.rule ?? null).toBe(rule)
  })
})

describe('the +1 phone rule', () => {
  it.each([
    ['4155550132', '+14155550132'],
    ['(415) 555-0132', '+14155550132'],
    ['415.555.0132', '+14155550132'],
    ['1 415 555 0132', '+14155550132'],
    ['+1 415 555 0132', '+14155550132'],
    ['+14155550132', '+14155550132'],
    ['+44 20 7946 0958', null],
    ['555-0132', null],
    ['0155550132', null],
    ['41555501320', null],
    ['phone', null],
    ['', null],
  ])('%j -> %j', (value, stored) => {
    expect(toAccountPhone(value)).toBe(stored)
    expect(phoneProblem(value)?.rule ?? null).toBe(stored ? null : value ? 'phone' : 'required')
  })

  it.each([
    ['+14155550132', '4155550132'],
    ['+442079460958', '+442079460958'],
    [null, null],
    ['', null],
  ])('display %j -> %j', (stored, shown) => {
    expect(phoneForDisplay(stored)).toBe(shown)
  })
})

describe('isEmail', () => {
  it.each([
    ['ada@example.com', true],
    ["o'brien+jobs@mail.example.co.uk", true],
    ['ADA@EXAMPLE.COM', true],
    ['ada@example', false],
    ['ada.@example.com', false],
    ['ada..b@example.com', false],
    ['@example.com', false],
    ['ada@-example.com', false],
    [`${'a'.repeat(250)}@x.co`, false],
  ])('%j -> %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok)
  })
})

describe('verificationCodeProblem', () => {
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['12345', 'code'],
    ['12345a', 'code'],
    ['', 'required'],
  ])('%j -> %s', (value, rule) => {
    expect(verificationCodeProblem(value)?.rule ?? null).toBe(rule)
  })
})

describe('homeRouteFor (spec 000 §2, first match wins)', () => {
  it.each([
    [['candidate'], '/candidate-home'],
    [['internal-recruiter', 'recruiter'], '/candidate/list'],
    [['fractional-recruiter', 'recruiter'], '/candidate/list'],
    [['client-recruiter'], '/company-home'],
    [['client-sourcing', 'client-recruiter'], '/company-home'],
    [['client-recruiter-basic'], '/comp-engine'],
    [['manage-lists'], '/admin/lists'],
    [['manage-users'], '/admin/users'],
    [['administrator', 'manage-lists', 'manage-users', 'delete-candidates'], '/admin/lists'],
    [['internal-recruiter', 'manage-users'], '/candidate/list'],
    [['client-recruiter-basic', 'manage-lists'], '/comp-engine'],
    [['manage-users', 'manage-lists'], '/admin/lists'],
    [[], '/error'],
    [['delete-candidates'], '/error'],
  ])('%j -> %s', (roleNames, route) => {
    expect(homeRouteFor({ roleNames })).toBe(route)
  })
})

describe('landingRouteFor (session guard)', () => {
  const base = { email: 'a+b@example.com', roleNames: ['candidate'] }
  it.each([
    [{ emailVerified: false, hasOnboarded: false }, '/auth/verify-account?email=a%2Bb%40example.com'],
    [{ emailVerified: false, hasOnboarded: true }, '/auth/verify-account?email=a%2Bb%40example.com'],
    [{ emailVerified: true, hasOnboarded: false }, '/auth/signup/step-1'],
    [{ emailVerified: true, hasOnboarded: true }, '/candidate-home'],
  ])('%j -> %s', (state, route) => {
    expect(landingRouteFor({ ...base, ...state })).toBe(route)
  })
})

describe('hasClientSourcing and roleViewFor', () => {
  it.each([
    [['client-sourcing'], true, true],
    [['client-sourcing'], false, false],
    [['client-recruiter'], true, false],
  ])('%j with flag %s -> %s', (roleNames, flag, yes) => {
    expect(hasClientSourcing({ roleNames, clientSourcing: flag })).toBe(yes)
  })

  it.each([
    ['candidate', ['candidate'], 'candidate'],
    ['client', ['client-recruiter'], 'client'],
    ['staff', ['internal-recruiter', 'recruiter'], 'staff'],
    ['staff', ['administrator', 'manage-users'], 'nonStaff'],
  ])('%s %j -> %s', (userType, roleNames, view) => {
    expect(roleViewFor({ userType, roleNames })).toBe(view)
  })
})
