/**
 * Work-experience title -> position (001 §7):
 * - GET candidates/work-experience/title-position-mappings?jobTitle=: the positions a title
 *   maps to through the position aliases and blacklisted words kept in the admin lists;
 * - PUT candidates/work-experiences/update-positions { jobTitleId }: every work experience with
 *   that title (picked from the list, or typed with the same text) gets the position the title
 *   maps to now; for the list managers, after they change a mapping.
 * The matching rule is shared/domain/candidates/title-position.ts.
 */
import type { TitlePositionMappings, UpdatePositionsInput } from '@quota/shared/contracts/candidates'
import { mappedPosition, matchTitleToPositions } from '@quota/shared/domain/candidates/title-position'
import { AppError } from '@quota/shared/errors/index'
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { listOfValuesTable, positionMappingsTable, workExperiencesTable } from '../../db/schema'
import { auditChanges } from './audit'
import { afterProfileWrite } from './completion'
import type { CandidateCtx } from './context'

interface PositionRef {
  id: string
  name: string
  categoryId: string | null
  categoryName: string | null
  recommendedPositionId: string | null
}

/** The active positions with their category and recommendation, and every term of them. */
async function mappingData(db: DbOrTx) {
  const category = alias(listOfValuesTable, 'category')
  const rows = await db
    .select({
      id: listOfValuesTable.id,
      name: listOfValuesTable.value,
      categoryId: listOfValuesTable.parentId,
      categoryName: category.value,
      recommendedPositionId: listOfValuesTable.recommendedPositionId,
    })
    .from(listOfValuesTable)
    .leftJoin(category, eq(category.id, listOfValuesTable.parentId))
    .where(and(eq(listOfValuesTable.key, 'position'), eq(listOfValuesTable.isActive, true)))
  const positions = new Map<string, PositionRef>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        categoryId: r.categoryId,
        categoryName: r.categoryName,
        recommendedPositionId: r.recommendedPositionId,
      },
    ]),
  )
  const terms = positions.size
    ? await db
        .select({
          positionId: positionMappingsTable.positionId,
          kind: positionMappingsTable.kind,
          term: positionMappingsTable.term,
        })
        .from(positionMappingsTable)
        .where(inArray(positionMappingsTable.positionId, [...positions.keys()]))
    : []
  return { positions, terms }
}

const publicRef = (p: PositionRef) => ({
  id: p.id,
  name: p.name,
  categoryId: p.categoryId,
  categoryName: p.categoryName,
})

/** How a title maps, with every position as the API shows it. */
async function mapTitle(db: DbOrTx, jobTitle: string) {
  const { positions, terms } = await mappingData(db)
  const matches = matchTitleToPositions(jobTitle, terms)
  // a recommendation counts only while it names another active position
  const recommendedOf = (id: string) => {
    const rec = positions.get(id)?.recommendedPositionId
    return rec && rec !== id && positions.has(rec) ? rec : null
  }
  const positionId = mappedPosition(matches, recommendedOf)
  return {
    position: positionId ? publicRef(positions.get(positionId)!) : null,
    matches: matches.map((m) => {
      const rec = recommendedOf(m.positionId)
      return {
        position: publicRef(positions.get(m.positionId)!),
        alias: m.alias,
        exact: m.exact,
        recommendedPosition: rec ? publicRef(positions.get(rec)!) : null,
      }
    }),
  }
}

/** GET candidates/work-experience/title-position-mappings. */
export async function titlePositionMappings({
  ctx,
  input,
}: {
  ctx: CandidateCtx
  input: { jobTitle: string }
}): Promise<TitlePositionMappings> {
  const jobTitle = input.jobTitle.trim()
  const [listed] = await ctx.db
    .select({ id: listOfValuesTable.id })
    .from(listOfValuesTable)
    .where(
      and(
        eq(listOfValuesTable.key, 'workExperienceTitle'),
        eq(listOfValuesTable.isActive, true),
        sql`lower(${listOfValuesTable.value}) = ${jobTitle.toLowerCase()}`,
      ),
    )
    .limit(1)
  return { jobTitle, jobTitleId: listed?.id ?? null, ...(await mapTitle(ctx.db, jobTitle)) }
}

/** PUT candidates/work-experiences/update-positions. */
export async function updateExperiencePositions({ ctx, input }: { ctx: CandidateCtx; input: UpdatePositionsInput }) {
  return ctx.db.transaction(async (tx) => {
    const [title] = await tx
      .select()
      .from(listOfValuesTable)
      .where(and(eq(listOfValuesTable.id, input.jobTitleId), eq(listOfValuesTable.key, 'workExperienceTitle')))
    if (!title)
      throw AppError.field(
        'jobTitleId',
        'autoCompleteSelectionValidator',
        'Choose a value from the workExperienceTitle list',
      )
    const { position } = await mapTitle(tx, title.value)
    if (!position) throw AppError.field('jobTitleId', 'noPositionMapping', 'No position is mapped to this title')
    const changed = await tx
      .select({
        id: workExperiencesTable.id,
        candidateId: workExperiencesTable.candidateId,
        before: workExperiencesTable.desiredPositionId,
      })
      .from(workExperiencesTable)
      .where(
        and(
          or(
            eq(workExperiencesTable.titleId, title.id),
            and(
              isNull(workExperiencesTable.titleId),
              sql`lower(trim(${workExperiencesTable.title})) = ${title.value.trim().toLowerCase()}`,
            ),
          ),
          or(isNull(workExperiencesTable.desiredPositionId), ne(workExperiencesTable.desiredPositionId, position.id)),
        ),
      )
      .for('update')
    for (let i = 0; i < changed.length; i += 500) {
      const ids = changed.slice(i, i + 500).map((r) => r.id)
      await tx
        .update(workExperiencesTable)
        .set({ desiredPositionId: position.id })
        .where(inArray(workExperiencesTable.id, ids))
    }
    for (const row of changed) {
      await auditChanges(tx, ctx, {
        candidateId: row.candidateId,
        entityType: 'workExperience',
        entityId: row.id,
        action: 'updatePositions',
        before: { desiredPositionId: row.before },
        after: { desiredPositionId: position.id },
      })
    }
    const candidates = [...new Set(changed.map((r) => r.candidateId))]
    for (const candidateId of candidates) await afterProfileWrite(tx, candidateId, ctx.requestId)
    return {
      jobTitleId: title.id,
      jobTitle: title.value,
      position,
      updated: changed.length,
      candidates: candidates.length,
    }
  })
}
