/**
 * The clients index: client accounts (organizations the provider recruits for), found by global
 * search (provider staff only, 000 §6). Spec 002 §3 (client list).
 */
import type { IndexDefinition, SearchDocument } from '../engine'
import { words } from '../text'
import { toMs } from './candidates'

type DateLike = Date | string | number | null | undefined

export interface ClientIndexRow {
  /** The organization's id (client/{id} and organizations/{id} name the same company). */
  organizationId: string
  name: string
  websiteUrl: string | null
  isActive: boolean
  companyType: string
  accountManagerId: string | null
  industryId: string | null
  industryName: string | null
  cityName: string | null
  stateCode: string | null
  createdAt: DateLike
  updatedAt: DateLike
}

export interface ClientDocument extends SearchDocument {
  name: string
  domain: string
  industryName: string
  places: string
  sortName: string
  isActive: boolean
  companyType: string
  accountManagerId: string | null
  industryId: string | null
  cityName: string | null
  stateCode: string | null
  createdAt: number | null
  updatedAt: number | null
}

/** `https://www.acme.example/about` -> `acme example`. */
export function domainWords(url: string | null): string {
  if (!url) return ''
  try {
    const host = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '')
    return words(host).join(' ')
  } catch {
    return ''
  }
}

export function clientToDocument(row: ClientIndexRow): ClientDocument {
  return {
    id: row.organizationId,
    name: row.name,
    domain: domainWords(row.websiteUrl),
    industryName: row.industryName ?? '',
    places: [row.cityName, row.stateCode].filter(Boolean).join(' '),
    sortName: words(row.name).join(' '),
    isActive: row.isActive,
    companyType: row.companyType,
    accountManagerId: row.accountManagerId,
    industryId: row.industryId,
    cityName: row.cityName,
    stateCode: row.stateCode,
    createdAt: toMs(row.createdAt),
    updatedAt: toMs(row.updatedAt),
  }
}

export const clientsIndex: IndexDefinition<ClientIndexRow, ClientDocument> = {
  name: 'clients',
  settings: {
    searchable: [
      { field: 'name', weight: 'A' },
      { field: 'domain', weight: 'B' },
      { field: 'industryName', weight: 'C' },
      { field: 'places', weight: 'C' },
    ],
    identifying: [],
    filterable: {
      sortName: 'keyword',
      isActive: 'boolean',
      companyType: 'keyword',
      accountManagerId: 'keyword',
      industryId: 'keyword',
      createdAt: 'number',
      updatedAt: 'number',
    },
    sortable: ['sortName', 'createdAt', 'updatedAt'],
    facets: ['isActive', 'companyType', 'industryId'],
    geo: false,
    indexed: [],
  },
  toDocument: clientToDocument,
}
