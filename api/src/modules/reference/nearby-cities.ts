import { boundingBox, distanceMiles } from '@quota/shared/domain/geo'
import { AppError } from '@quota/shared/errors/index'
import type { UseCaseContext } from '../context'
import { findCitiesInBox, findCity } from './repository'
import { cityToLocation } from './to-dto'

/**
 * Cities within N miles of a city, nearest first: an indexed bounding-box query, then the exact
 * great-circle distance. 0 miles means the city itself.
 */
export async function listNearbyCities({
  ctx,
  input,
}: {
  ctx: UseCaseContext<null>
  input: { cityId: string; miles: number; limit: number }
}) {
  const center = await findCity(ctx.db, input.cityId)
  if (!center) throw AppError.field('query.cityId', 'notFound', 'Unknown city', 'NOT_FOUND')
  const origin = { latitude: center.city.latitude, longitude: center.city.longitude }
  if (input.miles === 0) return [{ ...cityToLocation(center), distanceMiles: 0 }]
  const candidates = await findCitiesInBox(ctx.db, boundingBox(origin, input.miles), center.city.countryCode)
  return candidates
    .map((row) => ({ ...cityToLocation(row), distanceMiles: Math.round(distanceMiles(origin, row.city) * 10) / 10 }))
    .filter((c) => c.distanceMiles <= input.miles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || (a.cityName ?? '').localeCompare(b.cityName ?? ''))
    .slice(0, input.limit)
}
