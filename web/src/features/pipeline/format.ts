/** Display helpers of the workspace: stage texts, money, dates, a candidate's shown name. */
// the stage's words and badge tone are one shared rule (the extension's panel shows the same)
export { type StageView, stageText, stageTone } from '@quota/shared/domain/workflow/stage-text'

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
export const formatMoney = (n: number | null | undefined) => (n == null ? '—' : money.format(n))

/** "$120k–$150k", "$120k+", "—". */
export function formatRange(low: number | null, high: number | null): string {
  const k = (n: number) =>
    n >= 1_000_000 ? `$${(n / 1_000_000).toFixed(n % 1_000_000 ? 1 : 0)}m` : `$${Math.round(n / 1000)}k`
  if (low != null && high != null) return `${k(low)}–${k(high)}`
  if (low != null) return `${k(low)}+`
  if (high != null) return `up to ${k(high)}`
  return '—'
}

/** MM-DD-YYYY (spec 000 §9 date format). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(d.getTime())) return '—'
  const utc = iso.length === 10
  const mm = String((utc ? d.getUTCMonth() : d.getMonth()) + 1).padStart(2, '0')
  const dd = String(utc ? d.getUTCDate() : d.getDate()).padStart(2, '0')
  return `${mm}-${dd}-${utc ? d.getUTCFullYear() : d.getFullYear()}`
}

/** Relative time: "Less than a minute ago", "5 mins ago", "3 hrs ago", "2 days ago", "4 mos ago", "1 yrs ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000)
  if (seconds < 60) return 'Less than a minute ago'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'min' : 'mins'} ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} ${hours === 1 ? 'hr' : 'hrs'} ago`
  const days = Math.floor(hours / 24)
  if (days < 30) return `${days} ${days === 1 ? 'day' : 'days'} ago`
  const months = Math.floor(days / 30)
  if (months < 12) return `${months} ${months === 1 ? 'mo' : 'mos'} ago`
  const years = Math.floor(days / 365)
  return `${years} ${years === 1 ? 'yr' : 'yrs'} ago`
}
