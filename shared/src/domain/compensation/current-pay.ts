/**
 * The pay of a candidate's current role (PATCH compensation-engine/candidate/update-experience-salary-info),
 * which feeds the benchmarks. Base, variable and OTE are yearly whole dollars; OTE = base +
 * variable, so any two give the third, and the three given together must agree. Spec 002 §9:
 * salary must be less than OTE; track-offer amounts run 10,000 to 1,000,000.
 */

export const CURRENT_PAY_LIMITS = { min: 10_000, max: 1_000_000 } as const

export const CURRENT_PAY_MESSAGES = {
  baseRequired: 'Give the base salary of your current role',
  range: `Amounts run from $${CURRENT_PAY_LIMITS.min.toLocaleString('en-US')} to $${CURRENT_PAY_LIMITS.max.toLocaleString('en-US')}`,
  variableRange: `Variable runs from $0 to $${CURRENT_PAY_LIMITS.max.toLocaleString('en-US')}`,
  salaryBelowOte: 'Salary must be less than OTE',
  disagree: 'Base plus variable must equal OTE',
  notCurrent: 'Only the pay of a current role can be added here',
} as const

export interface PayInput {
  salary: number | null
  variable: number | null
  ote: number | null
}

export type PayOutcome =
  | { ok: true; pay: { salary: number; variable: number | null; ote: number | null } }
  | { ok: false; field: 'salary' | 'variable' | 'ote'; message: string }

const inRange = (n: number) => n >= CURRENT_PAY_LIMITS.min && n <= CURRENT_PAY_LIMITS.max

/** Completes and checks a current role's pay; a role without variable has no OTE (OTE = base is not stored). */
export function normalizeCurrentPay({ salary, variable, ote }: PayInput): PayOutcome {
  if (salary === null) return { ok: false, field: 'salary', message: CURRENT_PAY_MESSAGES.baseRequired }
  if (!inRange(salary)) return { ok: false, field: 'salary', message: CURRENT_PAY_MESSAGES.range }
  if (variable !== null && (variable < 0 || variable > CURRENT_PAY_LIMITS.max))
    return { ok: false, field: 'variable', message: CURRENT_PAY_MESSAGES.variableRange }
  if (ote !== null && !inRange(ote)) return { ok: false, field: 'ote', message: CURRENT_PAY_MESSAGES.range }
  if (ote !== null && variable !== null && salary + variable !== ote)
    return { ok: false, field: 'ote', message: CURRENT_PAY_MESSAGES.disagree }
  const fullOte = ote ?? (variable ? salary + variable : null)
  if (fullOte === null) return { ok: true, pay: { salary, variable: variable === 0 ? 0 : null, ote: null } }
  if (salary >= fullOte) return { ok: false, field: 'ote', message: CURRENT_PAY_MESSAGES.salaryBelowOte }
  return { ok: true, pay: { salary, variable: fullOte - salary, ote: fullOte } }
}
