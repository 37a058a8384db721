import * as z from 'zod'
import { REALTIME_MESSAGE_TYPES } from '../domain/enums'

/** `GET /api/users/realtime/token`: what opens the WebSocket. */
export const RealtimeTokenDto = z.object({
  token: z.string().describe('Short-lived signed token naming the user; pass it as `?token=` to the socket'),
  expiresAt: z.string().describe('When the token stops opening sockets (ISO 8601); fetch a new one after'),
  url: z.string().describe('Path of the WebSocket on this server, e.g. /api/realtime'),
})
export type RealtimeTokenDto = z.infer<typeof RealtimeTokenDto>

/** One event pushed down the socket (spec 002 message types). */
export const RealtimeMessage = z.object({
  type: z.enum(REALTIME_MESSAGE_TYPES),
  data: z.record(z.string(), z.unknown()),
})
export type RealtimeMessage = z.infer<typeof RealtimeMessage>

/** The socket's own frames: `ready` once authenticated, `pong` for each `{ "type": "ping" }`. */
export type RealtimeControlFrame = { type: 'ready' } | { type: 'pong' }

export { REALTIME_CLOSE } from '../realtime/close-codes'
