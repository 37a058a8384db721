import type { ListOfValueItem, Location } from '@quota/shared/contracts/reference'
import type { CityRow, ListOfValueRow, UsStateRow } from '../../db/schema'

export function toListOfValueItem(row: ListOfValueRow): ListOfValueItem {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    identifier: row.identifier,
    isActive: row.isActive,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    meta: row.meta as Record<string, unknown>,
    pictureUrl: row.pictureUrl,
  }
}

export function cityToLocation(row: { city: CityRow; stateName: string | null; stateId: string | null }): Location {
  const { city } = row
  return {
    cityId: city.id,
    cityName: city.name,
    stateId: row.stateId,
    stateName: row.stateName ?? city.regionName,
    stateCode: city.stateCode,
    countryCode: city.countryCode,
    countryName: city.countryName,
    latitude: city.latitude,
    longitude: city.longitude,
    timezone: city.timezone,
  }
}

export function stateToLocation(row: UsStateRow): Location {
  return {
    cityId: null,
    cityName: null,
    stateId: row.id,
    stateName: row.name,
    stateCode: row.code,
    countryCode: 'US',
    countryName: 'United States',
    latitude: null,
    longitude: null,
    timezone: null,
  }
}
