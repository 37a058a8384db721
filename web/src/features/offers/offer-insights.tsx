/**
 * The offer screen's comparison (issue 38, Build 4), beside the track-offer and update-offer
 * forms: where the offer sits in the market, what the candidate walks away from (staff), the
 * make-whole suggestion and the risks. A client sees the market and, only when the candidate
 * shares it, the rounded summary; the API decides what each viewer receives, this only shows it.
 */
import { MARKET_BAND_TEXT } from '@quota/shared/domain/offers/market-position'
import { usd } from '@quota/shared/domain/offers/walk-away'
import { useEffect, useState } from 'react'
import { TextField } from '../../ui/text-field'
import { fetchOfferInsights, type OfferInsightsDto } from './api'
import './offers.css'

type Position = NonNullable<OfferInsightsDto['market']>['base']

function MarketLine({ label, p }: { label: string; p: Position }) {
  if (p.suppressed) {
    return (
      <li>
        <strong>{label}</strong> {usd(p.amount)}: too few comparable pay points to place it ({p.sampleSize})
      </li>
    )
  }
  return (
    <li>
      <strong>{label}</strong> {usd(p.amount)}: {ordinal(p.percentile!)} percentile, {MARKET_BAND_TEXT[p.band!]}{' '}
      <span className="muted">
        (median {usd(p.median!)}, middle half {usd(p.p25!)}–{usd(p.p75!)})
      </span>
    </li>
  )
}

const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd']
  const v = n % 100
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`
}

function Market({ market }: { market: NonNullable<OfferInsightsDto['market']> }) {
  return (
    <section aria-label="The offer in the market">
      <h3>In the market</h3>
      <p className="muted">Compared with {market.scope}, last 6 months</p>
      <ul className="offer-insights-list">
        <MarketLine label="Base" p={market.base} />
        <MarketLine label="OTE" p={market.ote} />
        <li>
          <strong>Split</strong> {market.split.offerBasePercent} % base / {100 - market.split.offerBasePercent} %
          variable
          {market.split.marketBasePercent !== null ? `; the market pays ${market.split.marketBasePercent} % base` : ''}
        </li>
      </ul>
    </section>
  )
}

function WalkAway({ w }: { w: NonNullable<OfferInsightsDto['walkAway']> }) {
  return (
    <section aria-label="What the candidate walks away from">
      <h3>What they walk away from</h3>
      <ul className="offer-insights-list">
        <li>
          Unvested equity <strong>{usd(w.forfeits.equityUnvested)}</strong> ({usd(w.forfeits.equityNext12Months)} in the
          next 12 months)
        </li>
        <li>
          Commission earned, not yet paid <strong>{usd(w.forfeits.unpaidCommission)}</strong>
        </li>
        <li>
          Bonuses to repay <strong>{usd(w.forfeits.bonusRepaymentTotal)}</strong>
        </li>
        <li>
          First 12 months: {usd(w.firstYear.atTarget.offer)} vs {usd(w.firstYear.atTarget.current)} staying at 100 %;{' '}
          {usd(w.firstYear.atAttainment.offer)} vs {usd(w.firstYear.atAttainment.current)} at their{' '}
          {w.firstYear.atAttainment.attainmentPercent} %
        </li>
      </ul>
      <p className="offer-make-whole">
        Make-whole: a sign-on bonus of <strong>{usd(w.makeWhole.signOnBonus)}</strong> and equity worth{' '}
        <strong>{usd(w.makeWhole.equity)}</strong>
      </p>
      {w.startAfterNextVest && (
        <p>
          Starting on {w.startAfterNextVest.startDate} ({w.startAfterNextVest.daysLater} days later) keeps a vest of{' '}
          {usd(w.startAfterNextVest.vestAmount)} and lowers the make-whole by{' '}
          {usd(w.startAfterNextVest.makeWholeReduction)}.
        </p>
      )}
      <Risks risks={w.risks.map((r) => r.message)} />
      <Assumptions items={w.assumptions} />
    </section>
  )
}

function Risks({ risks }: { risks: string[] }) {
  if (!risks.length) return null
  return (
    <ul className="offer-risks" aria-label="Risks">
      {risks.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  )
}

function Assumptions({ items }: { items: string[] }) {
  return (
    <details className="offer-assumptions">
      <summary>How this is worked out</summary>
      <ul>
        {items.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </details>
  )
}

function Summary({ s }: { s: NonNullable<OfferInsightsDto['summary']> }) {
  return (
    <section aria-label="Shared by the candidate">
      <h3>What they walk away from</h3>
      <p className="muted">Shared by the candidate, rounded</p>
      <p>
        About <strong>{usd(s.leavesBehind)}</strong> left behind. Make-whole: a sign-on bonus of{' '}
        <strong>{usd(s.makeWhole.signOnBonus)}</strong> and equity worth <strong>{usd(s.makeWhole.equity)}</strong>.
      </p>
      <Risks risks={s.risks} />
      <Assumptions items={s.assumptions} />
    </section>
  )
}

const PACKAGE_TEXT: Record<OfferInsightsDto['packageAccess'], string | null> = {
  full: null,
  summary: null,
  notShared: 'The candidate keeps their current package private; ask the recruiter about a make-whole.',
  notEntered: 'The candidate’s current package is not entered yet, so what they would leave behind is unknown.',
}

/** Reloads (debounced) as the amounts and the start date change. */
export function OfferInsights({
  jobId,
  candidateId,
  draft,
}: {
  jobId: string
  candidateId: string
  draft: { baseSalary: number; ote: number } | null
}) {
  const [startDate, setStartDate] = useState('')
  const [insights, setInsights] = useState<OfferInsightsDto | null>(null)
  const [failed, setFailed] = useState(false)
  const key = `${draft?.baseSalary}-${draft?.ote}-${startDate}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` holds the draft and the date
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      fetchOfferInsights(jobId, candidateId, draft, /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : null)
        .then((d) => {
          if (!live) return
          setInsights(d)
          setFailed(false)
        })
        .catch(() => live && setFailed(true))
    }, 300)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [jobId, candidateId, key])

  return (
    <div className="offer-insights" data-testid="offer-insights">
      {failed && <p className="muted">The comparison is not available right now.</p>}
      {!insights && !failed && <p className="muted">Comparing the offer…</p>}
      {insights && !insights.offer && <p className="muted">Enter the base salary and OTE to compare the offer.</p>}
      {insights?.market && <Market market={insights.market} />}
      {insights?.offer && (
        <TextField
          label="Start date"
          name="offerStartDate"
          type="date"
          value={startDate || (insights.walkAway?.startDate ?? insights.summary?.startDate ?? '')}
          onChange={(e) => setStartDate(e.target.value)}
          hint="What the candidate leaves behind depends on it"
        />
      )}
      {insights?.walkAway && <WalkAway w={insights.walkAway} />}
      {insights?.summary && <Summary s={insights.summary} />}
      {insights?.offer && PACKAGE_TEXT[insights.packageAccess] && (
        <p className="muted">{PACKAGE_TEXT[insights.packageAccess]}</p>
      )}
    </div>
  )
}
