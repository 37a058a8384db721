/** Why two records may be one person (issue 31): kept apart from the identity rules so that a client reading a 409's possible duplicates does not load the phone-number library. */
export const DUPLICATE_REASONS = ['nameAndCompany', 'nameAndCity'] as const
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number]
