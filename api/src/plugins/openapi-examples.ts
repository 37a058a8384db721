import type { OperationExample } from './openapi-document'

/**
 * Request and answer examples for the docs page, by operationId. Each is checked against the
 * route's own zod contracts by tests/src/contract/openapi-examples.test.ts.
 */
export const OPENAPI_EXAMPLES: Record<string, OperationExample> = {}
