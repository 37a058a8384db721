/** Builds the profile shapes for one viewer (see to-dto.ts for what each viewer may see). */
import type { CandidateRow, MediaRow } from '../../db/schema'
import { downloadUrl } from '../media/tokens'
import { isStaff } from './access'
import type { CandidateCtx } from './context'
import { lovRows } from './lov'
import { findMedia, loadEducations, loadExperiences, loadPortfolio, loadSummaryBundle, userNames } from './repository'
import {
  educationLovIds,
  experienceLovIds,
  identityOf,
  summaryLovIds,
  toEducation,
  toPortfolioItem,
  toSummary,
  toWorkExperience,
  type ViewOptions,
} from './to-dto'

export interface Viewer {
  internal: boolean
  client: boolean
  antiBias: boolean
  mediaUrl: (m: MediaRow) => string
}

export function viewerOf(ctx: CandidateCtx, antiBias = false): Viewer {
  return {
    internal: isStaff(ctx.actor) && !antiBias,
    client: ctx.actor.userType === 'client',
    antiBias,
    mediaUrl: (m) => downloadUrl(ctx.config, m.id),
  }
}

export async function summaryOf(ctx: Pick<CandidateCtx, 'db'>, candidate: CandidateRow, viewer: Viewer) {
  const bundle = await loadSummaryBundle(ctx.db, candidate)
  const lovs = await lovRows(ctx.db, summaryLovIds(candidate, bundle))
  const people = viewer.internal
    ? await userNames(ctx.db, [bundle.internal?.ownerId ?? null, bundle.internal?.sourcedById ?? null])
    : undefined
  const view: ViewOptions = { ...viewer, lovs, ...(people ? { people } : {}) }
  return toSummary(candidate, bundle, view)
}

export async function experiencesOf(
  ctx: Pick<CandidateCtx, 'db'>,
  candidate: CandidateRow,
  viewer: Pick<Viewer, 'antiBias'>,
  ids?: string[],
) {
  const rows = await loadExperiences(ctx.db, candidate.id, ids)
  const lovs = await lovRows(ctx.db, rows.flatMap(experienceLovIds))
  return rows.map((r) =>
    toWorkExperience(r, lovs, {
      antiBias: viewer.antiBias,
      who: identityOf(candidate),
      headlineId: candidate.headlineWorkExperienceId,
    }),
  )
}

export async function educationsOf(
  ctx: Pick<CandidateCtx, 'db'>,
  candidate: CandidateRow,
  viewer: Pick<Viewer, 'antiBias'>,
) {
  const rows = await loadEducations(ctx.db, candidate.id)
  const lovs = await lovRows(ctx.db, rows.flatMap(educationLovIds))
  return rows.map((r) => toEducation(r, lovs, { antiBias: viewer.antiBias, who: identityOf(candidate) }))
}

export async function portfolioOf(
  ctx: Pick<CandidateCtx, 'db'>,
  candidate: CandidateRow,
  viewer: Pick<Viewer, 'antiBias' | 'mediaUrl'>,
) {
  const rows = await loadPortfolio(ctx.db, candidate.id)
  const media = await findMedia(
    ctx.db,
    rows.flatMap((r) => [r.fileMediaId, r.thumbnailMediaId]),
  )
  return rows.map((r) =>
    toPortfolioItem(r, media, { antiBias: viewer.antiBias, who: identityOf(candidate), mediaUrl: viewer.mediaUrl }),
  )
}

/** groupedWorkExperiences: consecutive roles at one company together, newest first. */
export function groupExperiences<
  T extends { company: { id: string | null; name: string }; durationMonths: number | null },
>(items: T[]) {
  const groups: { company: { id: string | null; name: string }; items: T[] }[] = []
  for (const item of items) {
    const last = groups[groups.length - 1]
    const key = (c: { id: string | null; name: string }) => c.id ?? c.name.trim().toLowerCase()
    if (last && key(last.company) === key(item.company)) last.items.push(item)
    else groups.push({ company: item.company, items: [item] })
  }
  return groups.map((g) => {
    const months = g.items.reduce((s, i) => s + (i.durationMonths ?? 0), 0)
    const years = Math.floor(months / 12)
    const rest = months % 12
    const duration = months
      ? [years ? `${years} ${years === 1 ? 'yr' : 'yrs'}` : '', rest ? `${rest} ${rest === 1 ? 'mo' : 'mos'}` : '']
          .filter(Boolean)
          .join(' ')
      : null
    return { ...g, duration }
  })
}
