/**
 * Microsoft Teams meetings through the interviewer's Microsoft 365 connection (Microsoft Graph
 * v1.0, delegated OnlineMeetings.ReadWrite), from Graph's documented shapes: POST /me/onlineMeetings
 * (startDateTime, endDateTime, subject) answers 201 with the meeting's `id` and `joinWebUrl`;
 * PATCH /me/onlineMeetings/{id} moves it; DELETE /me/onlineMeetings/{id} removes it (204; 404 when
 * already gone). Graph's refusals keep its status and message (429 with Retry-After, 401 fetches a
 * new token once: graph-client.ts).
 */
import { type GraphClientConfig, GraphError, graphClient } from '../microsoft/graph-client'
import { type MeetingProvider, MeetingProviderError, type MeetingRequest } from './meeting-provider'

async function asMeetingError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof GraphError) {
      throw new MeetingProviderError(
        error.status,
        error.message.replace(/^Microsoft/, 'Microsoft Teams'),
        error.retryAfterMs,
      )
    }
    throw error
  }
}

export function teamsMeetings(config: GraphClientConfig): MeetingProvider {
  const graph = graphClient(config)
  const json = { 'content-type': 'application/json' }
  const body = (m: MeetingRequest) =>
    JSON.stringify({
      subject: m.topic,
      startDateTime: m.startsAt.toISOString(),
      endDateTime: new Date(m.startsAt.getTime() + m.durationMinutes * 60_000).toISOString(),
    })
  return {
    create: (meeting) =>
      asMeetingError(async () => {
        const res = await graph.call(
          '/me/onlineMeetings',
          { method: 'POST', headers: json, body: body(meeting) },
          'meeting creation',
        )
        const created = (await res.json()) as { id?: string; joinWebUrl?: string }
        if (!created.id || !created.joinWebUrl) {
          throw new MeetingProviderError(502, 'Microsoft Teams answered a meeting without an id or join URL.')
        }
        return { meetingId: created.id, meetingUrl: created.joinWebUrl }
      }),
    update: (meetingId, meeting) =>
      asMeetingError(async () => {
        await graph.call(
          `/me/onlineMeetings/${encodeURIComponent(meetingId)}`,
          { method: 'PATCH', headers: json, body: body(meeting) },
          'meeting update',
        )
      }),
    delete: (meetingId) =>
      asMeetingError(async () => {
        await graph.call(
          `/me/onlineMeetings/${encodeURIComponent(meetingId)}`,
          { method: 'DELETE' },
          'meeting deletion',
          [404],
        )
      }),
  }
}
