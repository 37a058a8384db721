import * as z from 'zod'

export const Versions = z.object({
  frontend: z.string().describe('Version of the web build the server serves'),
  backend: z.string().describe('Version of the API'),
})
export type Versions = z.infer<typeof Versions>

export const WebVersion = z.object({ version: z.string() })

export const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
})
