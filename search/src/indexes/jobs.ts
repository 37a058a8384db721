/**
 * The jobs index: global search (GET search) finds jobs by name, client, position and place.
 * Spec 002 §3 (job list item), 000 §6 (search scope: clients search only their own jobs, which
 * the query filters by `organizationId`).
 */
import type { IndexDefinition, SearchDocument } from '../engine'
import { words } from '../text'
import { toMs } from './candidates'

type DateLike = Date | string | number | null | undefined

export interface JobIndexRow {
  id: string
  name: string
  organizationId: string
  organizationName: string
  status: string
  positionId: string | null
  positionName: string | null
  isRemote: boolean
  city: { name: string; stateCode: string | null; latitude: number; longitude: number } | null
  stateId: string | null
  ownerId: string | null
  accountManagerId: string | null
  /** `YYYY-MM-DD`. */
  openDate: string | null
  createdAt: DateLike
  updatedAt: DateLike
  deletedAt: DateLike
}

export interface JobDocument extends SearchDocument {
  name: string
  organizationName: string
  positionName: string
  places: string
  sortName: string
  organizationId: string
  status: string
  positionId: string | null
  stateId: string | null
  cityName: string | null
  stateCode: string | null
  isRemote: boolean
  ownerId: string | null
  accountManagerId: string | null
  openDate: number | null
  createdAt: number | null
  updatedAt: number | null
  isDeleted: boolean
}

export function jobToDocument(row: JobIndexRow): JobDocument {
  return {
    id: row.id,
    name: row.name,
    organizationName: row.organizationName,
    positionName: row.positionName ?? '',
    places: [row.city?.name, row.city?.stateCode, row.isRemote ? 'remote' : null].filter(Boolean).join(' '),
    sortName: words(row.name).join(' '),
    organizationId: row.organizationId,
    status: row.status,
    positionId: row.positionId,
    stateId: row.stateId,
    cityName: row.city?.name ?? null,
    stateCode: row.city?.stateCode ?? null,
    isRemote: row.isRemote,
    ownerId: row.ownerId,
    accountManagerId: row.accountManagerId,
    openDate: row.openDate ? toMs(`${row.openDate}T00:00:00Z`) : null,
    createdAt: toMs(row.createdAt),
    updatedAt: toMs(row.updatedAt),
    isDeleted: toMs(row.deletedAt) !== null,
    ...(row.city ? { _geo: { lat: row.city.latitude, lng: row.city.longitude } } : {}),
  }
}

export const jobsIndex: IndexDefinition<JobIndexRow, JobDocument> = {
  name: 'jobs',
  settings: {
    searchable: [
      { field: 'name', weight: 'A' },
      { field: 'organizationName', weight: 'B' },
      { field: 'positionName', weight: 'B' },
      { field: 'places', weight: 'C' },
    ],
    identifying: [],
    fieldPrefixes: { title: ['name', 'positionName'], company: ['organizationName'] },
    filterable: {
      sortName: 'keyword',
      organizationId: 'keyword',
      status: 'keyword',
      positionId: 'keyword',
      stateId: 'keyword',
      isRemote: 'boolean',
      ownerId: 'keyword',
      accountManagerId: 'keyword',
      openDate: 'number',
      createdAt: 'number',
      updatedAt: 'number',
      isDeleted: 'boolean',
    },
    sortable: ['sortName', 'openDate', 'createdAt', 'updatedAt'],
    facets: ['status', 'positionId', 'stateId', 'isRemote'],
    geo: true,
    indexed: ['organizationId', 'openDate'],
  },
  toDocument: jobToDocument,
}
