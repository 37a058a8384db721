/**
 * Reference data ("lists of values", functional roles, locations) as pure,
 * typed modules, for the seeders and for tests. See README.md beside this file.
 */
export * from './functional-roles'
export { INTERVIEW_TIME_STEP_MINUTES } from './jobs'
export * from './keys'
export * from './list-of-values'
export * from './locations'
export { POSITION_IDENTIFIERS, type PositionIdentifier } from './positions'
export { SKILL_CATEGORIES, type SkillCategory } from './skills'
export { REFERENCE_ID_NAMESPACE, slugify, stableUuid } from './stable-id'
export type { BandMeta, LovChildren, LovItem, LovList, LovSection } from './types'
