import { boundingBox, distanceMiles } from '@quota/shared/domain/geo'
import { AppError } from '@quota/shared/errors/index'
import { mappedCityId } from '../admin/registers'
import type { UseCaseContext } from '../context'
import { findCities, findCitiesInBox, findCity } from './repository'
import { cityToLocation } from './to-dto'

/**
 * The centre of a radius search typed as text: a location mapping (manage-location-mappings,
 * "Bay Area" -> San Francisco) wins, as in the city search; else the US city that search offers
 * first (largest first, "Austin, TX" narrows to the state).
 */
async function centreCityId(db: UseCaseContext<null>['db'], searchText: string): Promise<string | null> {
  const mapped = await mappedCityId(db, searchText)
  if (mapped) return mapped
  const { rows } = await findCities(db, { searchText, us: true, limit: 1, offset: 0 })
  return rows[0]?.city.id ?? null
}

/**
 * Cities within N miles of a city (by id, or typed: see centreCityId), nearest first: an indexed
 * bounding-box query, then the exact great-circle distance. 0 miles means the city itself.
 */
export async function listNearbyCities({
  ctx,
  input,
}: {
  ctx: UseCaseContext<null>
  input: { cityId?: string | undefined; searchText?: string | undefined; miles: number; limit: number }
}) {
  const cityId = input.cityId ?? (input.searchText ? await centreCityId(ctx.db, input.searchText) : null)
  const center = cityId ? await findCity(ctx.db, cityId) : null
  if (!center)
    throw input.cityId
      ? AppError.field('query.cityId', 'notFound', 'Unknown city', 'NOT_FOUND')
      : AppError.field('query.searchText', 'notFound', 'No city matches this text', 'NOT_FOUND')
  const origin = { latitude: center.city.latitude, longitude: center.city.longitude }
  if (input.miles === 0) return [{ ...cityToLocation(center), distanceMiles: 0 }]
  const candidates = await findCitiesInBox(ctx.db, boundingBox(origin, input.miles), center.city.countryCode)
  return candidates
    .map((row) => ({ ...cityToLocation(row), distanceMiles: Math.round(distanceMiles(origin, row.city) * 10) / 10 }))
    .filter((c) => c.distanceMiles <= input.miles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || (a.cityName ?? '').localeCompare(b.cityName ?? ''))
    .slice(0, input.limit)
}
