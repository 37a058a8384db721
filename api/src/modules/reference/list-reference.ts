import type { ListOfValuesQuery } from '@quota/shared/contracts/reference'
import { US_TIME_ZONES } from '../../db/seed/reference/locations'
import type { UseCaseContext } from '../context'
import { findCities, findFrequentValues, findFunctionalRoles, findStates, findTimezones } from './repository'
import { cityToLocation, stateToLocation, toListOfValueItem } from './to-dto'

type Ctx = { ctx: UseCaseContext<null> }

export async function listFrequentValues({
  ctx,
  input,
}: Ctx & { input: { key: ListOfValuesQuery['key']; limit: number } }) {
  return (await findFrequentValues(ctx.db, input.key, input.limit)).map(toListOfValueItem)
}

export async function listFunctionalRoles({ ctx }: Ctx) {
  return (await findFunctionalRoles(ctx.db)).map((r) => ({
    id: r.id,
    name: r.name,
    identifier: r.identifier,
    segment: r.segment,
    positionId: r.positionId,
  }))
}

export async function listStates({ ctx, input }: Ctx & { input: { searchText?: string | undefined } }) {
  return (await findStates(ctx.db, input.searchText)).map(stateToLocation)
}

export async function listCities({
  ctx,
  input,
}: Ctx & {
  input: {
    searchText?: string | undefined
    stateCode?: string | undefined
    countryCode?: string | undefined
    us: boolean
    limit: number
    offset: number
  }
}) {
  const { rows, total } = await findCities(ctx.db, input)
  return { data: rows.map(cityToLocation), meta: { total, limit: input.limit, offset: input.offset } }
}

export async function listTimezones({
  ctx,
  input,
}: Ctx & {
  input: {
    searchText?: string | undefined
    type: 'us' | 'all'
    jobStatus?: 'open' | 'opportunistic' | 'pending' | 'closed' | undefined
  }
}) {
  const rows = await findTimezones(ctx.db, {
    searchText: input.searchText,
    jobStatus: input.jobStatus,
    ...(input.type === 'us' ? { ids: US_TIME_ZONES } : {}),
  })
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    abbreviation: r.abbreviation,
    utcOffsetMinutes: r.utcOffsetMinutes,
  }))
}
