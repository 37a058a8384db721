/**
 * The 50 US states and the District of Columbia: USPS code, name and the
 * Census FIPS state code (a stable public identifier).
 */
export interface UsStateData {
  readonly code: string
  readonly name: string
  readonly fips: string
  readonly type: 'state' | 'district'
}

export const US_STATE_DATA = [
  { code: 'AL', name: 'Alabama', fips: '01', type: 'state' },
  { code: 'AK', name: 'Alaska', fips: '02', type: 'state' },
  { code: 'AZ', name: 'Arizona', fips: '04', type: 'state' },
  { code: 'AR', name: 'Arkansas', fips: '05', type: 'state' },
  { code: 'CA', name: 'California', fips: '06', type: 'state' },
  { code: 'CO', name: 'Colorado', fips: '08', type: 'state' },
  { code: 'CT', name: 'Connecticut', fips: '09', type: 'state' },
  { code: 'DE', name: 'Delaware', fips: '10', type: 'state' },
  { code: 'DC', name: 'District of Columbia', fips: '11', type: 'district' },
  { code: 'FL', name: 'Florida', fips: '12', type: 'state' },
  { code: 'GA', name: 'Georgia', fips: '13', type: 'state' },
  { code: 'HI', name: 'Hawaii', fips: '15', type: 'state' },
  { code: 'ID', name: 'Idaho', fips: '16', type: 'state' },
  { code: 'IL', name: 'Illinois', fips: '17', type: 'state' },
  { code: 'IN', name: 'Indiana', fips: '18', type: 'state' },
  { code: 'IA', name: 'Iowa', fips: '19', type: 'state' },
  { code: 'KS', name: 'Kansas', fips: '20', type: 'state' },
  { code: 'KY', name: 'Kentucky', fips: '21', type: 'state' },
  { code: 'LA', name: 'Louisiana', fips: '22', type: 'state' },
  { code: 'ME', name: 'Maine', fips: '23', type: 'state' },
  { code: 'MD', name: 'Maryland', fips: '24', type: 'state' },
  { code: 'MA', name: 'Massachusetts', fips: '25', type: 'state' },
  { code: 'MI', name: 'Michigan', fips: '26', type: 'state' },
  { code: 'MN', name: 'Minnesota', fips: '27', type: 'state' },
  { code: 'MS', name: 'Mississippi', fips: '28', type: 'state' },
  { code: 'MO', name: 'Missouri', fips: '29', type: 'state' },
  { code: 'MT', name: 'Montana', fips: '30', type: 'state' },
  { code: 'NE', name: 'Nebraska', fips: '31', type: 'state' },
  { code: 'NV', name: 'Nevada', fips: '32', type: 'state' },
  { code: 'NH', name: 'New Hampshire', fips: '33', type: 'state' },
  { code: 'NJ', name: 'New Jersey', fips: '34', type: 'state' },
  { code: 'NM', name: 'New Mexico', fips: '35', type: 'state' },
  { code: 'NY', name: 'New York', fips: '36', type: 'state' },
  { code: 'NC', name: 'North Carolina', fips: '37', type: 'state' },
  { code: 'ND', name: 'North Dakota', fips: '38', type: 'state' },
  { code: 'OH', name: 'Ohio', fips: '39', type: 'state' },
  { code: 'OK', name: 'Oklahoma', fips: '40', type: 'state' },
  { code: 'OR', name: 'Oregon', fips: '41', type: 'state' },
  { code: 'PA', name: 'Pennsylvania', fips: '42', type: 'state' },
  { code: 'RI', name: 'Rhode Island', fips: '44', type: 'state' },
  { code: 'SC', name: 'South Carolina', fips: '45', type: 'state' },
  { code: 'SD', name: 'South Dakota', fips: '46', type: 'state' },
  { code: 'TN', name: 'Tennessee', fips: '47', type: 'state' },
  { code: 'TX', name: 'Texas', fips: '48', type: 'state' },
  { code: 'UT', name: 'Utah', fips: '49', type: 'state' },
  { code: 'VT', name: 'Vermont', fips: '50', type: 'state' },
  { code: 'VA', name: 'Virginia', fips: '51', type: 'state' },
  { code: 'WA', name: 'Washington', fips: '53', type: 'state' },
  { code: 'WV', name: 'West Virginia', fips: '54', type: 'state' },
  { code: 'WI', name: 'Wisconsin', fips: '55', type: 'state' },
  { code: 'WY', name: 'Wyoming', fips: '56', type: 'state' },
] as const satisfies readonly UsStateData[]

export type UsStateCode = (typeof US_STATE_DATA)[number]['code']

/** Canadian provinces and territories by GeoNames admin1 code (for "Anywhere in US & Canada"). */
export const CANADIAN_PROVINCES: Readonly<Record<string, { readonly code: string; readonly name: string }>> = {
  '01': { code: 'AB', name: 'Alberta' },
  '02': { code: 'BC', name: 'British Columbia' },
  '03': { code: 'MB', name: 'Manitoba' },
  '04': { code: 'NB', name: 'New Brunswick' },
  '05': { code: 'NL', name: 'Newfoundland and Labrador' },
  '07': { code: 'NS', name: 'Nova Scotia' },
  '08': { code: 'ON', name: 'Ontario' },
  '09': { code: 'PE', name: 'Prince Edward Island' },
  '10': { code: 'QC', name: 'Quebec' },
  '11': { code: 'SK', name: 'Saskatchewan' },
  '12': { code: 'YT', name: 'Yukon' },
  '13': { code: 'NT', name: 'Northwest Territories' },
  '14': { code: 'NU', name: 'Nunavut' },
}
