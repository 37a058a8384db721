import { describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween } from './dates'
import { type CurrentPackage, type EquityGrant, type SignOnBonus, variableAtAttainment } from './package'
import { vestedBy, vestingTranches } from './vesting'
import { walkAwayEconomics } from './walk-away'

const grant = (over: Partial<EquityGrant> = {}): EquityGrant => ({
  label: 'RSUs',
  shares: null,
  pricePerShare: null,
  value: 48_000,
  grantDate: '2024-01-15',
  cliffMonths: 12,
  vestingMonths: 48,
  frequency: 'monthly',
  ...over,
})

const bonus = (over: Partial<SignOnBonus> = {}): SignOnBonus => ({
  label: 'sign-on bonus',
  amount: 20_000,
  paidDate: '2024-06-01',
  clawbackUntil: '2025-06-01',
  clawbackKind: 'full',
  ...over,
})

const pkg = (over: Partial<CurrentPackage> = {}): CurrentPackage => ({
  baseSalary: 150_000,
  variableAtTarget: 150_000,
  attainmentPercent: null,
  acceleratorMultiplier: 1,
  commissionArrearsMonths: 0,
  equityGrants: [],
  bonuses: [],
  noticePeriodDays: 0,
  ...over,
})

const offer = { baseSalary: 170_000, ote: 320_000 }

describe('dates', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', 3, '2024-06-30'],
    ['2024-11-15', 3, '2025-02-15'],
    ['2024-01-15', -1, '2023-12-15'],
  ])('%s + %i months = %s', (from, months, to) => expect(addMonths(from, months)).toBe(to))
  it('days', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(daysBetween('2025-02-28', '2025-06-01')).toBe(93)
  })
})

describe('vesting schedules', () => {
  it.each([
    {
      name: '1-year cliff then monthly',
      g: grant(),
      first: { date: '2025-01-15', amount: 12_000, monthsVested: 12 },
      second: { date: '2025-02-15', amount: 1_000, monthsVested: 13 },
      count: 37,
      last: '2028-01-15',
    },
    {
      name: 'quarterly without a cliff (month ends clamp)',
      g: grant({ value: 40_000, grantDate: '2024-03-31', cliffMonths: 0, vestingMonths: 12, frequency: 'quarterly' }),
      first: { date: '2024-06-30', amount: 10_000, monthsVested: 3 },
      second: { date: '2024-09-30', amount: 10_000, monthsVested: 6 },
      count: 4,
      last: '2025-03-31',
    },
    {
      name: 'yearly, amounts that do not divide evenly',
      g: grant({ value: 10_000, vestingMonths: 36, frequency: 'yearly' }),
      first: { date: '2025-01-15', amount: 3_333, monthsVested: 12 },
      second: { date: '2026-01-15', amount: 3_334, monthsVested: 24 },
      count: 3,
      last: '2027-01-15',
    },
    {
      name: 'shares × price',
      g: grant({
        shares: 1_000,
        pricePerShare: 24,
        value: null,
        vestingMonths: 24,
        cliffMonths: 6,
        frequency: 'quarterly',
      }),
      first: { date: '2024-07-15', amount: 6_000, monthsVested: 6 },
      second: { date: '2024-10-15', amount: 3_000, monthsVested: 9 },
      count: 7,
      last: '2026-01-15',
    },
  ])('$name', ({ g, first, second, count, last }) => {
    const tranches = vestingTranches(g)
    expect(tranches[0]).toEqual(first)
    expect(tranches[1]).toEqual(second)
    expect(tranches).toHaveLength(count)
    expect(tranches.at(-1)!.date).toBe(last)
    const value = g.shares !== null ? g.shares * g.pricePerShare! : g.value!
    expect(tranches.reduce((s, t) => s + t.amount, 0)).toBe(value)
  })

  it.each([
    ['2025-01-14', 0],
    ['2025-01-15', 12_000],
    ['2025-03-20', 14_000],
    ['2030-01-01', 48_000],
  ])('vested by %s: %i', (day, amount) => expect(vestedBy(grant(), day)).toBe(amount))
})

describe('variable at attainment', () => {
  it.each([
    [100_000, 100, 1, 100_000],
    [100_000, 80, 1.5, 80_000],
    [100_000, 120, 1.5, 130_000],
    [100_000, 150, 2, 200_000],
    [100_000, 0, 2, 0],
  ])('%i at %i %% with %f× → %i', (variable, att, acc, out) =>
    expect(variableAtAttainment(variable, att, acc)).toBe(out),
  )
})

describe('walk-away economics', () => {
  it.each([
    {
      name: 'before the cliff: the whole grant is lost and the cliff vest is a risk',
      p: pkg({ equityGrants: [grant()] }),
      start: '2025-01-10',
      unvested: 48_000,
      next12: 23_000,
      nextVest: { date: '2025-01-15', amount: 12_000 },
      risk: 'A vest of $12,000 (RSUs) lands 5 days after the start date',
      move: { startDate: '2025-01-16', daysLater: 6, vestAmount: 12_000 },
    },
    {
      name: 'starting on the vest date loses it (the last day is the day before)',
      p: pkg({ equityGrants: [grant()] }),
      start: '2025-01-15',
      unvested: 48_000,
      next12: 23_000,
      nextVest: { date: '2025-01-15', amount: 12_000 },
      risk: 'A vest of $12,000 (RSUs) lands on the start date',
      move: { startDate: '2025-01-16', daysLater: 1, vestAmount: 12_000 },
    },
    {
      name: 'the day after the vest keeps it',
      p: pkg({ equityGrants: [grant()] }),
      start: '2025-01-16',
      unvested: 36_000,
      next12: 12_000,
      nextVest: { date: '2025-02-15', amount: 1_000 },
      risk: 'A vest of $1,000 (RSUs) lands 30 days after the start date',
      move: { startDate: '2025-02-16', daysLater: 31, vestAmount: 1_000 },
    },
    {
      name: 'quarterly vesting',
      p: pkg({
        equityGrants: [
          grant({ value: 40_000, grantDate: '2024-03-31', cliffMonths: 0, vestingMonths: 12, frequency: 'quarterly' }),
        ],
      }),
      start: '2024-10-01',
      unvested: 20_000,
      next12: 20_000,
      nextVest: { date: '2024-12-31', amount: 10_000 },
      risk: 'A vest of $10,000 (RSUs) lands 91 days after the start date',
      riskAbsent: true,
      move: { startDate: '2025-01-01', daysLater: 92, vestAmount: 10_000 },
    },
  ])('$name', ({ p, start, unvested, next12, nextVest, risk, riskAbsent, move }) => {
    const w = walkAwayEconomics({ package: p, offer, startDate: start, asOf: '2024-09-01' })
    expect(w.forfeits.equityUnvested).toBe(unvested)
    expect(w.forfeits.equityNext12Months).toBe(next12)
    expect(w.forfeits.grants[0]!.nextVest).toEqual(nextVest)
    const messages = w.risks.map((r) => r.message)
    if (riskAbsent) expect(messages).not.toContain(risk)
    else expect(messages).toContain(risk)
    expect(w.startAfterNextVest).toMatchObject(move)
    expect(w.startAfterNextVest!.forfeitReduction).toBe(move.vestAmount)
    expect(w.makeWhole.equity).toBe(unvested)
  })

  it.each([
    { name: 'none in arrears', arrears: 0, attainment: null, accel: 1, unpaid: 0 },
    { name: '3 months at target', arrears: 3, attainment: null, accel: 1, unpaid: 37_500 },
    { name: '2 months at 120 % with 1.5× accelerators', arrears: 2, attainment: 120, accel: 1.5, unpaid: 32_500 },
    { name: '1 month at 80 %', arrears: 1, attainment: 80, accel: 2, unpaid: 10_000 },
  ])('commission in arrears: $name', ({ arrears, attainment, accel, unpaid }) => {
    const w = walkAwayEconomics({
      package: pkg({ commissionArrearsMonths: arrears, attainmentPercent: attainment, acceleratorMultiplier: accel }),
      offer,
      startDate: '2025-03-01',
      asOf: '2025-01-01',
    })
    expect(w.forfeits.unpaidCommission).toBe(unpaid)
    expect(w.forfeits.cash).toBe(unpaid)
    expect(w.risks.some((r) => r.kind === 'commissionInArrears')).toBe(unpaid > 0)
  })

  it.each([
    { name: 'full clawback before its date', b: bonus(), start: '2025-03-01', repay: 20_000 },
    { name: 'full clawback, last day on its date', b: bonus(), start: '2025-06-02', repay: 0 },
    {
      name: 'prorated: 93 of 365 days unserved',
      b: bonus({ clawbackKind: 'prorated' }),
      start: '2025-03-01',
      repay: 5_096,
    },
    { name: 'prorated, long past', b: bonus({ clawbackKind: 'prorated' }), start: '2026-01-01', repay: 0 },
  ])('clawbacks: $name', ({ b, start, repay }) => {
    const w = walkAwayEconomics({ package: pkg({ bonuses: [b] }), offer, startDate: start, asOf: '2025-01-01' })
    expect(w.forfeits.bonusRepaymentTotal).toBe(repay)
    const clawback = w.risks.find((r) => r.kind === 'clawback')
    if (repay)
      expect(clawback?.message).toBe(
        `$${repay.toLocaleString('en-US')} of the sign-on bonus must be repaid: its clawback runs until 2025-06-01`,
      )
    else expect(clawback).toBeUndefined()
  })

  it('first year at target and at attainment, and the make-whole', () => {
    const w = walkAwayEconomics({
      package: pkg({
        attainmentPercent: 120,
        acceleratorMultiplier: 1.5,
        commissionArrearsMonths: 2,
        bonuses: [bonus()],
        equityGrants: [grant()],
      }),
      offer,
      startDate: '2025-03-01',
      asOf: '2025-01-01',
    })
    expect(w.firstYear.atTarget).toEqual({ attainmentPercent: 100, offer: 320_000, current: 300_000, gain: 20_000 })
    expect(w.firstYear.atAttainment).toEqual({ attainmentPercent: 120, offer: 350_000, current: 345_000, gain: 5_000 })
    // cash: 32,500 commission + 20,000 clawback; the 5,000 first-year gain offsets part of it
    expect(w.forfeits.cash).toBe(52_500)
    expect(w.makeWhole.signOnBonus).toBe(47_500)
    // the cliff (12,000) and Feb (1,000) vested; 35,000 left
    expect(w.forfeits.equityUnvested).toBe(35_000)
    expect(w.makeWhole).toEqual({ signOnBonus: 47_500, equity: 35_000, total: 82_500 })
    expect(w.forfeits.total).toBe(87_500)
    expect(w.assumptions.join(' ')).toContain('last day at the current employer is 2025-02-28')
    expect(w.assumptions.join(' ')).toContain('1.5×')
  })

  it('a pay cut is a risk and the sign-on covers the shortfall', () => {
    const w = walkAwayEconomics({
      package: pkg(),
      offer: { baseSalary: 140_000, ote: 280_000 },
      startDate: '2025-03-01',
      asOf: '2025-01-01',
    })
    expect(w.firstYear.atAttainment.gain).toBe(-20_000)
    expect(w.makeWhole).toEqual({ signOnBonus: 20_000, equity: 0, total: 20_000 })
    expect(w.risks.map((r) => r.kind)).toEqual(['payCut'])
    expect(w.startAfterNextVest).toBeNull()
    expect(w.assumptions.join(' ')).toContain('Attainment is not known')
  })

  it.each([
    ['2025-01-20', true],
    ['2025-01-31', true],
    ['2025-02-01', false],
  ])('a 30-day notice from 2025-01-01 and a start on %s: risk %s', (start, risk) => {
    const w = walkAwayEconomics({ package: pkg({ noticePeriodDays: 30 }), offer, startDate: start, asOf: '2025-01-01' })
    const notice = w.risks.find((r) => r.kind === 'noticePeriod')
    expect(Boolean(notice)).toBe(risk)
    if (notice)
      expect(notice.message).toBe(
        'The notice period is 30 days: resigning today, the earliest start date is 2025-02-01',
      )
  })

  it('moving the start past the vest also lets a clawback lapse', () => {
    const w = walkAwayEconomics({
      package: pkg({
        equityGrants: [grant({ grantDate: '2024-06-01', cliffMonths: 12 })],
        bonuses: [bonus({ clawbackUntil: '2025-06-01' })],
      }),
      offer,
      startDate: '2025-05-20',
      asOf: '2025-01-01',
    })
    // the vest of 12,000 on 2025-06-01; starting 2025-06-02 keeps it and serves the clawback
    expect(w.startAfterNextVest).toEqual({
      startDate: '2025-06-02',
      daysLater: 13,
      vestAmount: 12_000,
      forfeitReduction: 32_000,
      // the 20,000 clawback was already covered by the offer's 20,000 first-year gain (sign-on 0)
      makeWholeReduction: 12_000,
    })
  })
})
