import * as z from 'zod'
import { ERROR_CODES } from './error-codes'

/** One invalid field: where it is, which rule it broke (the spec's validation key), and why. */
export const ErrorDetail = z.object({
  path: z.string().describe('Dotted path of the field, e.g. "salary" or "items.0.name"'),
  rule: z.string().describe('The validation key, e.g. "required", "salaryGreaterThanOTE"'),
  message: z.string(),
})
export type ErrorDetail = z.infer<typeof ErrorDetail>

export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.array(ErrorDetail).optional(),
    requestId: z.string().optional(),
    meta: z.record(z.string(), z.unknown()).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>
