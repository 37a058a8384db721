/**
 * The typed message map between the content script / popup / options page and the background
 * worker. Only the worker holds the session and talks to the network; the others ask it by name.
 * Answers are `{ ok: true, data }` or `{ ok: false, error }` with the API's own message.
 */
import type { BotModeStatistics } from '@quota/shared/contracts/data-extraction'
import type {
  AddProfileCandidateInput,
  ExtensionDailyCaps,
  PitchTemplates,
  ProfileMatch,
  ProfileMatchInput,
} from '@quota/shared/contracts/extension'

export interface SessionUser {
  id: string
  name: string
  email: string
}

export interface JobChoice {
  id: string
  name: string
  organizationName: string | null
}

export interface StageAnswer {
  stageType: string
  stageStatus: string
  stageCurrentStatus: string | null
}

export interface Messages {
  signIn: { input: { email: string; password: string }; output: SessionUser }
  /** The sign-in hand-over: a one-time code from the web app (only from the configured Quota origin). */
  handOver: { input: { code: string }; output: SessionUser }
  signOut: { input: Record<string, never>; output: { signedOut: true } }
  session: { input: Record<string, never>; output: { user: SessionUser | null; apiOrigin: string } }
  matchProfile: { input: ProfileMatchInput; output: ProfileMatch }
  addCandidate: { input: AddProfileCandidateInput; output: ProfileMatch }
  openJobs: { input: Record<string, never>; output: JobChoice[] }
  stageAction: {
    input: { jobId: string; candidateId: string; action: 'shortlist' | 'pitch' | 'pitchInMail'; body: object }
    output: StageAnswer & { caps: ExtensionDailyCaps }
  }
  /** The admin's pitch templates (e-mail, InMail) for the job's sales segment. */
  pitchTemplates: { input: { jobId: string }; output: PitchTemplates }
  /** Today's per-recruiter caps on shortlist, pitch e-mail and InMail draft. */
  dailyCaps: { input: Record<string, never>; output: ExtensionDailyCaps }
  inMailOutcome: {
    input: { jobId: string; candidateId: string; outcome: 'sent' | 'failed' }
    output: StageAnswer
  }
  addNote: { input: { candidateId: string; body: string }; output: { id: string } }
  countRead: { input: { kind: 'profile' }; output: { total: number } }
  botStats: { input: { timezone: string }; output: BotModeStatistics }
  markStatsViewed: { input: Record<string, never>; output: { viewed: true } }
}

/**
 * The real-time `validateLinkedInUrl` (000 §3) as the worker passes it to a profile page's
 * `realtime` port: the URL checked (normalised when valid), the spec's rule when refused, the
 * candidate it holds.
 */
export interface UrlCheckEvent {
  profileUrl: string
  valid: boolean
  rule: 'recruiterUrl' | 'invalidUrl' | null
  candidateId: string | null
}

/** What goes down a `realtime` port: the socket's state (shown on the overlay's host), or an event. */
export type RealtimePortMessage =
  | { kind: 'status'; status: 'open' | 'closed' }
  | { kind: 'urlCheck'; event: UrlCheckEvent }

export type MessageName = keyof Messages
export type Request<N extends MessageName = MessageName> = { type: N; input: Messages[N]['input'] }
export interface ErrorAnswer {
  code: string
  message: string
  status: number
  /** The API's `error.meta` (e.g. the possible duplicates of an add). */
  meta?: Record<string, unknown>
}
export type Answer<N extends MessageName> =
  | { ok: true; data: Messages[N]['output'] }
  | { ok: false; error: ErrorAnswer }
