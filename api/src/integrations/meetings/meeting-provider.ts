/**
 * One interface for the video meeting of an interview (issue 17 item 7; 002 §1: Zoom is the
 * default meeting method): a meeting is created for a time and answers its id and join URL,
 * moved, and deleted: Zoom (zoom.ts), Google Meet (google-meet.ts), Microsoft Teams (teams.ts) and
 * the user's personal meeting link. Without the user's connection callers say what to connect,
 * never a made-up link.
 */

export interface MeetingRequest {
  topic: string
  startsAt: Date
  durationMinutes: number
  /** IANA zone the meeting is shown in. */
  timezone: string
  agenda?: string
}

export interface CreatedMeeting {
  /** The provider's meeting id (null for a personal link: there is nothing to delete). */
  meetingId: string | null
  meetingUrl: string
}

export interface MeetingProvider {
  create(meeting: MeetingRequest): Promise<CreatedMeeting>
  update(meetingId: string, meeting: MeetingRequest): Promise<void>
  /** Deletes the meeting; one that no longer exists is fine. */
  delete(meetingId: string): Promise<void>
}

/** A provider's refusal or absence, with what it answered (0: not reached). */
export class MeetingProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
    this.name = 'MeetingProviderError'
  }
}

/** The interviewer's personal meeting room: the same link every time, nothing to create or delete. */
export function personalLinkMeetings(url: string): MeetingProvider {
  return {
    async create() {
      return { meetingId: null, meetingUrl: url }
    },
    async update() {},
    async delete() {},
  }
}
