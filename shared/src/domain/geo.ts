/** Distances on the earth's surface, for "within N miles" filters. */
export const EARTH_RADIUS_MILES = 3958.8

export interface LatLng {
  latitude: number
  longitude: number
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The latitude/longitude box that contains every point within `miles` of the centre. Queries
 * use it on an index first, then keep only rows whose exact distance is within the radius.
 */
export function boundingBox(center: LatLng, miles: number) {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI)
  const cos = Math.cos(rad(center.latitude))
  // near the poles every longitude is close: open the box fully
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos)
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLng,
    maxLongitude: center.longitude + dLng,
  }
}
