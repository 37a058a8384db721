/** Every index definition, by name. */
import type { IndexDefinition, IndexName, IndexSettings, SearchDocument } from '../engine'
import { candidatesIndex } from './candidates'
import { clientsIndex } from './clients'
import { jobsIndex } from './jobs'
import { organizationsIndex } from './organizations'

export const INDEXES = {
  candidates: candidatesIndex,
  jobs: jobsIndex,
  clients: clientsIndex,
  organizations: organizationsIndex,
} as const satisfies Record<IndexName, IndexDefinition<never, SearchDocument>>

export type IndexSettingsByName = Record<IndexName, IndexSettings>

export const INDEX_SETTINGS: IndexSettingsByName = {
  candidates: candidatesIndex.settings,
  jobs: jobsIndex.settings,
  clients: clientsIndex.settings,
  organizations: organizationsIndex.settings,
}
