/**
 * Equity benchmarks (spec 000 line 15: "salary, variable, OTE and equity benchmarks"). A job
 * states its equity as free text ("0.02%–0.04% options", "0.1% options", "RSUs"); a percent, or
 * the middle of a percent range, is the job's equity grant. Text without a percent still counts as
 * offering equity. No percentile rests on fewer than MIN_SAMPLE percents.
 */
import { exactQuantile, MIN_SAMPLE } from './index'

/** What one job's equity text says. */
export interface EquityTerms {
  /** Any equity at all (a percent, options, RSUs, shares ...). */
  offered: boolean
  /** The grant in percent of the company (middle of a range); null when no percent is given. */
  percent: number | null
}

const NONE = /^\s*(?:none|no(?:\s+equity)?|n\/?a|-+|0\s*%?)\s*$/i
// "0.02%", "0.02 %", a range "0.02%–0.04%" or "0.02–0.04%" (en dash, hyphen or "to")
const PERCENT_RANGE = /(\d+(?:\.\d+)?)\s*%?\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)\s*%/i
const PERCENT = /(\d+(?:\.\d+)?)\s*%/

/** Grants above this are not read as an employee's equity (a typo or a founder's stake). */
export const MAX_EQUITY_PERCENT = 10

export function parseEquity(text: string | null | undefined): EquityTerms {
  if (text == null || text.trim() === '' || NONE.test(text)) return { offered: false, percent: null }
  const range = PERCENT_RANGE.exec(text)
  const one = range ? null : PERCENT.exec(text)
  const raw = range ? (Number(range[1]) + Number(range[2])) / 2 : one ? Number(one[1]) : null
  const percent = raw !== null && raw > 0 && raw <= MAX_EQUITY_PERCENT ? raw : null
  return { offered: true, percent }
}

export interface EquityBenchmark {
  /** Jobs and placements considered. */
  consideredCount: number
  /** Of those, how many offer equity in any form. */
  offeringCount: number
  /** How many state a percent (what the percentiles rest on). */
  count: number
  /** Percent of the company, three decimals; null below the minimum sample. */
  p25Percent: number | null
  medianPercent: number | null
  p75Percent: number | null
}

const threeDecimals = (n: number) => Math.round(n * 1000) / 1000

/** The equity benchmark of the equity texts of the jobs and placements matching the filters. */
export function equityBenchmark(texts: readonly (string | null)[], minSample = MIN_SAMPLE): EquityBenchmark {
  const terms = texts.map(parseEquity)
  const percents = terms
    .map((t) => t.percent)
    .filter((p): p is number => p !== null)
    .sort((a, b) => a - b)
  const enough = percents.length >= minSample && percents.length > 0
  return {
    consideredCount: texts.length,
    offeringCount: terms.filter((t) => t.offered).length,
    count: percents.length,
    p25Percent: enough ? threeDecimals(exactQuantile(percents, 0.25)) : null,
    medianPercent: enough ? threeDecimals(exactQuantile(percents, 0.5)) : null,
    p75Percent: enough ? threeDecimals(exactQuantile(percents, 0.75)) : null,
  }
}
