/**
 * The organizations index: every company (clients, employers, target companies), found by global
 * search (provider staff only, 000 §6). Spec 002 §3 (organization).
 */
import type { IndexDefinition, SearchDocument } from '../engine'
import { words } from '../text'
import { toMs } from './candidates'
import { domainWords } from './clients'

type DateLike = Date | string | number | null | undefined

export interface OrganizationIndexRow {
  id: string
  name: string
  websiteUrl: string | null
  industryId: string | null
  industryName: string | null
  companySizeId: string | null
  cityName: string | null
  stateCode: string | null
  isClient: boolean
  createdAt: DateLike
  updatedAt: DateLike
}

export interface OrganizationDocument extends SearchDocument {
  name: string
  domain: string
  industryName: string
  places: string
  sortName: string
  industryId: string | null
  companySizeId: string | null
  cityName: string | null
  stateCode: string | null
  isClient: boolean
  createdAt: number | null
  updatedAt: number | null
}

export function organizationToDocument(row: OrganizationIndexRow): OrganizationDocument {
  return {
    id: row.id,
    name: row.name,
    domain: domainWords(row.websiteUrl),
    industryName: row.industryName ?? '',
    places: [row.cityName, row.stateCode].filter(Boolean).join(' '),
    sortName: words(row.name).join(' '),
    industryId: row.industryId,
    companySizeId: row.companySizeId,
    cityName: row.cityName,
    stateCode: row.stateCode,
    isClient: row.isClient,
    createdAt: toMs(row.createdAt),
    updatedAt: toMs(row.updatedAt),
  }
}

export const organizationsIndex: IndexDefinition<OrganizationIndexRow, OrganizationDocument> = {
  name: 'organizations',
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
      industryId: 'keyword',
      companySizeId: 'keyword',
      isClient: 'boolean',
      createdAt: 'number',
      updatedAt: 'number',
    },
    sortable: ['sortName', 'createdAt', 'updatedAt'],
    facets: ['industryId', 'companySizeId', 'isClient'],
    geo: false,
    indexed: [],
  },
  toDocument: organizationToDocument,
}
