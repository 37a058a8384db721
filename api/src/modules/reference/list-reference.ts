import type { ListOfValuesQuery } from '@quota/shared/contracts/reference'
import { US_TIME_ZONES } from '../../db/seed/reference/locations'
import { mappedCityId } from '../admin/registers'
import type { UseCaseContext } from '../context'
import { findCities, findCity, findFrequentValues, findFunctionalRoles, findStates, findTimezones } from './repository'
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
  // A location mapping (manage-location-mappings: "Bay Area" -> San Francisco) puts its city
  // first on the first page, when that city fits the other filters.
  const mappedId = input.offset === 0 ? await mappedCityId(ctx.db, input.searchText) : null
  const mapped = mappedId ? await findCity(ctx.db, mappedId) : null
  const fits =
    mapped &&
    (input.us ? mapped.city.countryCode === 'US' : mapped.city.countryCode !== 'US') &&
    (!input.stateCode || mapped.city.stateCode === input.stateCode) &&
    (!input.countryCode || mapped.city.countryCode === input.countryCode)
  if (!fits) return { data: rows.map(cityToLocation), meta: { total, limit: input.limit, offset: input.offset } }
  const rest = rows.filter((r) => r.city.id !== mapped.city.id)
  const data = [mapped, ...rest].slice(0, input.limit).map(cityToLocation)
  const extra = rest.length === rows.length ? 1 : 0
  return { data, meta: { total: total + extra, limit: input.limit, offset: input.offset } }
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
