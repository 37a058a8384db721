/**
 * Suggested actions under the executive report's rejection-reason donut (issue 20 item 5): the
 * reasons are grouped into themes; a theme behind at least SUGGESTION_MIN_SHARE % of the reason
 * counts (and at least SUGGESTION_MIN_COUNT of them) gets one action, largest share first, at
 * most MAX_SUGGESTIONS. The compensation theme is measured against the compensation engine:
 * each role's OTE range midpoint (the average over its jobs) against the market OTE median for
 * the position, and a role whose range sits OTE_GAP_MIN_PERCENT % or more below it is named.
 * Pure: the API computes the figures, this decides what to say.
 */

export const REASON_THEMES = [
  'compensation',
  'location',
  'experience',
  'trackRecord',
  'seniority',
  'fit',
  'tenure',
  'process',
  'competingOffers',
  'interest',
  'roleStatus',
  'other',
] as const
export type ReasonTheme = (typeof REASON_THEMES)[number]

/** The reference rejection reasons (rejectionNotificationReason identifiers) by theme. */
export const REASON_THEME_BY_IDENTIFIER: Readonly<Record<string, ReasonTheme>> = {
  providerExperienceMismatch: 'experience',
  providerCompensationMismatch: 'compensation',
  providerLocationMismatch: 'location',
  providerTrackRecord: 'trackRecord',
  providerCommunication: 'fit',
  providerTenure: 'tenure',
  providerRoleFilled: 'roleStatus',
  clientIndustryExperience: 'experience',
  clientSegmentExperience: 'experience',
  clientTrackRecord: 'trackRecord',
  clientTooJunior: 'seniority',
  clientTooSenior: 'seniority',
  clientCompensation: 'compensation',
  clientLocation: 'location',
  clientCultureFit: 'fit',
  clientTenure: 'tenure',
  clientRoleOnHold: 'roleStatus',
  clientFilledInternally: 'roleStatus',
  candidateAcceptedOtherOffer: 'competingOffers',
  candidateAcceptedCounterOffer: 'competingOffers',
  candidateCompensation: 'compensation',
  candidateNotInterestedInCompany: 'interest',
  candidateRoleNotAsExpected: 'interest',
  candidateLocation: 'location',
  candidateProcessTooLong: 'process',
  candidateInterviewExperience: 'process',
}

export const themeOfReason = (identifier: string | null | undefined): ReasonTheme =>
  (identifier && REASON_THEME_BY_IDENTIFIER[identifier]) || 'other'

/** A theme needs this share of all reason counts (percent) ... */
export const SUGGESTION_MIN_SHARE = 20
/** ... and at least this many reason counts. */
export const SUGGESTION_MIN_COUNT = 3
export const MAX_SUGGESTIONS = 3
/** A role's OTE midpoint this many percent below the market median is named. */
export const OTE_GAP_MIN_PERCENT = 5

export interface ReasonCount {
  /** The reason's list identifier; null for "no reason given". */
  identifier: string | null
  count: number
}

/** One role of the report's jobs, with the compensation engine's market figure for its position. */
export interface RoleCompensation {
  position: string
  /** The average of the jobs' OTE range midpoints (USD); null when no job gives a range. */
  oteMidpoint: number | null
  /** The market OTE median for the position; null when the engine has too few amounts. */
  marketOteMedian: number | null
}

export interface SuggestedAction {
  theme: ReasonTheme
  /** Reason counts of the theme and their share of all reason counts (percent, 1 decimal). */
  count: number
  share: number
  title: string
  /** One sentence per finding (e.g. one per role whose OTE sits below the market). */
  details: string[]
}

const round1 = (n: number) => Math.round(n * 10) / 10
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`

/** The themes that get an action: share and count over the thresholds, "other" never. */
export function qualifyingThemes(
  reasons: readonly ReasonCount[],
): { theme: ReasonTheme; count: number; share: number }[] {
  const total = reasons.reduce((sum, r) => sum + r.count, 0)
  if (total === 0) return []
  const byTheme = new Map<ReasonTheme, number>()
  for (const r of reasons) {
    const theme = themeOfReason(r.identifier)
    byTheme.set(theme, (byTheme.get(theme) ?? 0) + r.count)
  }
  return [...byTheme]
    .filter(([theme, count]) => theme !== 'other' && count >= SUGGESTION_MIN_COUNT)
    .map(([theme, count]) => ({ theme, count, share: round1((count / total) * 100) }))
    .filter((t) => t.share >= SUGGESTION_MIN_SHARE)
    .sort((a, b) => b.share - a.share || a.theme.localeCompare(b.theme))
    .slice(0, MAX_SUGGESTIONS)
}

/** How far (percent, whole) a midpoint sits below the market median; 0 or less when not below. */
export function oteGapPercent(midpoint: number, marketMedian: number): number {
  if (marketMedian <= 0) return 0
  return Math.round(((marketMedian - midpoint) / marketMedian) * 100)
}

function compensationDetails(roles: readonly RoleCompensation[]): string[] {
  const compared = roles.filter(
    (r): r is RoleCompensation & { oteMidpoint: number; marketOteMedian: number } =>
      r.oteMidpoint !== null && r.marketOteMedian !== null,
  )
  if (compared.length === 0)
    return [
      "No role has both an OTE range and enough market data: compare each role's OTE range in the compensation engine.",
    ]
  const below = compared
    .map((r) => ({ ...r, gap: oteGapPercent(r.oteMidpoint, r.marketOteMedian) }))
    .filter((r) => r.gap >= OTE_GAP_MIN_PERCENT)
    .sort((a, b) => b.gap - a.gap || a.position.localeCompare(b.position))
  if (below.length === 0)
    return [
      'The OTE ranges sit at or near the market median for the roles compared: look at the base salary split and how the range is presented to candidates.',
    ]
  return below.map(
    (r) =>
      `${r.position}: the OTE range sits ${r.gap} % below the market median (midpoint ${usd(r.oteMidpoint)}, market ${usd(r.marketOteMedian)}). Consider raising it or adding variable upside.`,
  )
}

const TEXT: Record<Exclude<ReasonTheme, 'other' | 'compensation'>, { title: string; detail: string }> = {
  location: {
    title: 'Location or work arrangement',
    detail: 'Consider remote or hybrid options, or widen the hiring area of the role.',
  },
  experience: {
    title: 'Industry or segment experience',
    detail: 'Check whether the experience requirement is essential, and share the must-haves with your recruiter.',
  },
  trackRecord: {
    title: 'Quota attainment and track record',
    detail: 'Agree on the attainment evidence you expect before candidates are submitted.',
  },
  seniority: {
    title: 'Level of the candidates',
    detail: 'Recalibrate the target level (title, years in role, deal size) with your recruiter.',
  },
  fit: {
    title: 'Team and values fit',
    detail: 'Describe what the team looks for at kickoff so screening can test it.',
  },
  tenure: {
    title: 'Short tenures',
    detail: 'Decide how much tenure matters and tell your recruiter the bar.',
  },
  process: {
    title: 'Interview process',
    detail: 'Shorten the process or the time between steps; give candidates a clear timeline.',
  },
  competingOffers: {
    title: 'Competing and counter-offers',
    detail: 'Move faster from interview to offer and make the first offer competitive.',
  },
  interest: {
    title: 'Candidates losing interest',
    detail: 'Sharpen the pitch and the role description (territory, segment, quota).',
  },
  roleStatus: {
    title: 'Roles on hold or filled elsewhere',
    detail: 'Tell your recruiter early when a role pauses, so candidates are not lost.',
  },
}

export function suggestedActions(
  reasons: readonly ReasonCount[],
  roles: readonly RoleCompensation[],
): SuggestedAction[] {
  return qualifyingThemes(reasons).map(({ theme, count, share }) => {
    const lead = `${share.toLocaleString('en-US')} % of the rejection reasons.`
    if (theme === 'compensation')
      return { theme, count, share, title: 'Compensation', details: [lead, ...compensationDetails(roles)] }
    const text = TEXT[theme as keyof typeof TEXT]
    return { theme, count, share, title: text.title, details: [lead, text.detail] }
  })
}
