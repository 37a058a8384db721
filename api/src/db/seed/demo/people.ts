/**
 * The people of the demo: the seven demo accounts of api-conventions.md (password
 * `demo-password-1`), the provider's other staff, and each client's contacts.
 */
import type { UserType } from '@quota/shared/domain/enums'

export const DEMO_PASSWORD = 'demo-password-1'

export interface DemoAccountSeed {
  email: string
  /** Key of the role granted (seeded by `seedAccess`). */
  roleKey:
    | 'administrator'
    | 'internal-recruiter'
    | 'fractional-recruiter'
    | 'client-recruiter'
    | 'client-recruiter-basic'
    | 'candidate'
  /** What the start banner and the README print. */
  role: string
  userType: UserType
  firstName: string
  lastName: string
  /** Client key for client users. */
  client?: string
  title?: string
  phone: string
  timezone: string
}

/** api-conventions.md "Demo accounts", in its order. */
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  {
    email: 'admin@demo.quota.test',
    roleKey: 'administrator',
    role: 'administrator (every administrative permission)',
    userType: 'staff',
    firstName: 'Alex',
    lastName: 'Rivera',
    phone: '+15125550101',
    timezone: 'America/Chicago',
  },
  {
    email: 'recruiter@demo.quota.test',
    roleKey: 'internal-recruiter',
    role: 'internal recruiter',
    userType: 'staff',
    firstName: 'Jamie',
    lastName: 'Sullivan',
    phone: '+15125550102',
    timezone: 'America/Chicago',
  },
  {
    email: 'fractional@demo.quota.test',
    roleKey: 'fractional-recruiter',
    role: 'fractional recruiter',
    userType: 'staff',
    firstName: 'Taylor',
    lastName: 'Brooks',
    phone: '+13035550103',
    timezone: 'America/Denver',
  },
  {
    email: 'client@demo.quota.test',
    roleKey: 'client-recruiter',
    role: 'client recruiter at Acme Cloud',
    userType: 'client',
    firstName: 'Casey',
    lastName: 'Morgan',
    client: 'acme-cloud',
    title: 'Head of Talent Acquisition',
    phone: '+15125550104',
    timezone: 'America/Chicago',
  },
  {
    email: 'client2@demo.quota.test',
    roleKey: 'client-recruiter',
    role: 'client recruiter at Globex Data',
    userType: 'client',
    firstName: 'Riley',
    lastName: 'Chen',
    client: 'globex-data',
    title: 'Senior Technical Recruiter, Go-To-Market',
    phone: '+13035550105',
    timezone: 'America/Denver',
  },
  {
    email: 'basic@demo.quota.test',
    roleKey: 'client-recruiter-basic',
    role: 'basic client recruiter at Acme Cloud',
    userType: 'client',
    firstName: 'Sam',
    lastName: 'Patel',
    client: 'acme-cloud',
    title: 'Sales Development Manager',
    phone: '+15125550106',
    timezone: 'America/Chicago',
  },
  {
    email: 'candidate@demo.quota.test',
    roleKey: 'candidate',
    role: 'candidate (complete profile, in several pipelines)',
    userType: 'candidate',
    firstName: 'Jordan',
    lastName: 'Lee',
    phone: '+15125550107',
    timezone: 'America/Chicago',
  },
]

export const DEMO_ADMIN_EMAIL = 'admin@demo.quota.test'

/** Provider staff besides the demo accounts: account managers and recruiters (no password). */
export interface StaffSeed {
  key: string
  firstName: string
  lastName: string
  email: string
  roleKey: 'internal-recruiter' | 'fractional-recruiter'
  timezone: string
  isMarketingUser?: boolean
}

export const OTHER_STAFF: readonly StaffSeed[] = [
  {
    key: 'morgan',
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'morgan.ellis@demo.quota.test',
    roleKey: 'internal-recruiter',
    timezone: 'America/New_York',
  },
  {
    key: 'priya',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@demo.quota.test',
    roleKey: 'internal-recruiter',
    timezone: 'America/Los_Angeles',
  },
  {
    key: 'devon',
    firstName: 'Devon',
    lastName: 'Carter',
    email: 'devon.carter@demo.quota.test',
    roleKey: 'internal-recruiter',
    timezone: 'America/Chicago',
  },
  {
    key: 'quinn',
    firstName: 'Quinn',
    lastName: 'Harper',
    email: 'quinn.harper@demo.quota.test',
    roleKey: 'fractional-recruiter',
    timezone: 'America/New_York',
    isMarketingUser: true,
  },
]

/** Client contacts besides the demo client accounts (no password; they are invited later). */
export interface ContactSeed {
  key: string
  client: string
  firstName: string
  lastName: string
  title: string
  /** `level` identifier. */
  level: string
  cityId: string
  phone: string
}

export const OTHER_CONTACTS: readonly ContactSeed[] = [
  {
    key: 'acme-vp',
    client: 'acme-cloud',
    firstName: 'Dana',
    lastName: 'Whitfield',
    title: 'VP of Sales, North America',
    level: 'vicePresident',
    cityId: 'US-TX-austin',
    phone: '+15125550131',
  },
  {
    key: 'globex-cro',
    client: 'globex-data',
    firstName: 'Marcus',
    lastName: 'Okafor',
    title: 'Chief Revenue Officer',
    level: 'cSuite',
    cityId: 'US-CO-denver',
    phone: '+13035550132',
  },
  {
    key: 'globex-rvp',
    client: 'globex-data',
    firstName: 'Lauren',
    lastName: 'Fischer',
    title: 'Regional Vice President, Enterprise',
    level: 'vicePresident',
    cityId: 'US-NY-new-york',
    phone: '+12125550133',
  },
  {
    key: 'northwind-ta',
    client: 'northwind-security',
    firstName: 'Elena',
    lastName: 'Vasquez',
    title: 'Talent Partner, Sales',
    level: 'manager',
    cityId: 'US-MA-boston',
    phone: '+16175550134',
  },
  {
    key: 'northwind-vp',
    client: 'northwind-security',
    firstName: 'Tom',
    lastName: 'Becker',
    title: 'VP of Sales',
    level: 'vicePresident',
    cityId: 'US-MA-boston',
    phone: '+16175550135',
  },
  {
    key: 'ledgerline-ta',
    client: 'ledgerline',
    firstName: 'Aisha',
    lastName: 'Grant',
    title: 'Recruiting Manager',
    level: 'manager',
    cityId: 'US-NY-new-york',
    phone: '+12125550136',
  },
  {
    key: 'ledgerline-ceo',
    client: 'ledgerline',
    firstName: 'Ben',
    lastName: 'Lowery',
    title: 'Co-Founder and CEO',
    level: 'cSuite',
    cityId: 'US-NY-new-york',
    phone: '+12125550137',
  },
  {
    key: 'helio-people',
    client: 'helio-health',
    firstName: 'Natalie',
    lastName: 'Brooks',
    title: 'Director of People',
    level: 'director',
    cityId: 'US-TN-nashville',
    phone: '+16155550138',
  },
  {
    key: 'helio-cro',
    client: 'helio-health',
    firstName: 'Chris',
    lastName: 'Dunham',
    title: 'Chief Revenue Officer',
    level: 'cSuite',
    cityId: 'US-TN-nashville',
    phone: '+16155550139',
  },
]

/** `first.last@<client-domain>` with the client's reserved example domain. */
export function contactEmail(contact: Pick<ContactSeed, 'firstName' | 'lastName'>, website: string): string {
  const domain = new URL(website).hostname
  return `${contact.firstName}.${contact.lastName}@${domain}`.toLowerCase()
}
