/**
 * The whole Drizzle schema: every table, row type and enum array. drizzle.config.ts and the
 * database client (`drizzle({ client, schema, casing: 'snake_case' })`) both read this module.
 * rate-limits.ts belongs to the rate-limit plugin's store; it is exported here so the
 * migrations create its table too.
 */

export * from '@quota/shared/domain/enums'
export * from './access'
export * from './activity'
export * from './admin-registers'
export * from './audit'
export * from './candidate-identity'
export * from './candidate-internal'
export * from './candidate-profile'
export * from './candidates'
export * from './configurations'
export * from './data-extraction'
export * from './feedback'
export * from './idempotency'
export * from './integrations'
export * from './interviews'
export * from './job-stages'
export * from './jobs'
export * from './media'
export * from './messaging'
export * from './offers'
export * from './organizations'
export * from './outbox'
export * from './public-links'
export * from './rate-limits'
export * from './recommendations'
export * from './reference'
export * from './relations'
export * from './search'
export * from './users'
