/**
 * Who hears a real-time event, and what each hears. Pure: the outbox handler applies it to the
 * event's payload, and each API process matches the resulting audiences against the users of
 * its own open sockets. Provider staff see every job; a client hears only of its own
 * organization's jobs, and only of rows a client may see; a candidate only of their own rows.
 */
import type { RealtimeMessageType } from '../enums'
import { candidateSeesStage, clientSeesStage, type StageVisibilityInput } from '../workflow/stage-visibility'

export type RealtimeAudience =
  | { kind: 'staff' }
  /** Client recruiters (basic client recruiters have no job calls) of one organization. */
  | { kind: 'clientRecruiters'; organizationId: string }
  | { kind: 'user'; userId: string }

export interface RealtimeDelivery {
  to: RealtimeAudience
  message: { type: RealtimeMessageType; data: Record<string, unknown> }
}

/** The user behind one open socket, as it was when the socket was authenticated. */
export interface RealtimeListener {
  userId: string
  userType: 'candidate' | 'client' | 'staff' | 'system'
  organizationId: string | null
  permissions: readonly string[]
}

export function hears(listener: RealtimeListener, audience: RealtimeAudience): boolean {
  switch (audience.kind) {
    case 'staff':
      return listener.userType === 'staff'
    case 'clientRecruiters':
      return (
        listener.userType === 'client' &&
        listener.organizationId === audience.organizationId &&
        listener.permissions.includes('client-recruiter')
      )
    case 'user':
      return listener.userId === audience.userId
  }
}

/** An outbox `realtime.publish` payload: the message type and the fields its producer wrote. */
export type RealtimeEvent = { type: RealtimeMessageType } & Record<string, unknown>

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)

/** The row's visibility inputs as the producer wrote them; missing flags read as "not shown". */
function stageOf(v: unknown): StageVisibilityInput | null {
  if (!v || typeof v !== 'object') return null
  const r = v as Record<string, unknown>
  if (typeof r.stageType !== 'string') return null
  return {
    stageType: r.stageType,
    currentStatus: str(r.currentStatus),
    isSubmittedToClient: r.isSubmittedToClient === true,
    isLocked: r.isLocked === true,
    removed: r.removed === true,
  }
}

const pick = (event: RealtimeEvent, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => event[k] !== undefined).map((k) => [k, event[k]]))

/** Fields that only route the event (who it is for); never sent. */
const ROUTING = new Set([
  'type',
  'organizationId',
  'candidateUserId',
  'userId',
  'recipientUserId',
  'from',
  'candidateSearchStatus',
])
const withoutRouting = (event: RealtimeEvent) =>
  Object.fromEntries(Object.entries(event).filter(([k]) => !ROUTING.has(k)))

const toStaff = (event: RealtimeEvent): RealtimeDelivery => ({
  to: { kind: 'staff' },
  message: { type: event.type, data: withoutRouting(event) },
})

/** The one user a user-addressed event names in `field`; nobody when it names none. */
const toUser =
  (field: string) =>
  (event: RealtimeEvent): RealtimeDelivery[] => {
    const userId = str(event[field])
    return userId ? [{ to: { kind: 'user', userId }, message: { type: event.type, data: withoutRouting(event) } }] : []
  }

/** A stage move: staff see it all; the client and the candidate only a move of a row they see (before or after). */
function stageChange(event: RealtimeEvent): RealtimeDelivery[] {
  const out = [toStaff(event)]
  const after = stageOf(event)
  const before = stageOf(event.from)
  const organizationId = str(event.organizationId)
  const searchStatus = { searchStatus: str(event.candidateSearchStatus) }
  const clientSees = (s: StageVisibilityInput | null) => !!s && clientSeesStage(s, searchStatus)
  if (organizationId && (clientSees(before) || clientSees(after))) {
    out.push({
      to: { kind: 'clientRecruiters', organizationId },
      // a row leaving the client's view says only that it left
      message: {
        type: event.type,
        data: pick(
          event,
          clientSees(after)
            ? ['jobId', 'candidateId', 'stageId', 'stageType', 'stageStatus', 'at']
            : ['jobId', 'candidateId', 'stageId', 'at'],
        ),
      },
    })
  }
  const candidateUserId = str(event.candidateUserId)
  const candidateSees = (s: StageVisibilityInput | null) => !!s && candidateSeesStage(s)
  if (candidateUserId && (candidateSees(before) || candidateSees(after))) {
    out.push({
      to: { kind: 'user', userId: candidateUserId },
      message: { type: event.type, data: pick(event, ['jobId', 'stageId', 'at']) },
    })
  }
  return out
}

/** An interview on a job: staff, the job's client, the candidate it is with. */
function interview(event: RealtimeEvent): RealtimeDelivery[] {
  const out = [toStaff(event)]
  const organizationId = str(event.organizationId)
  const data = pick(event, ['jobId', 'candidateId', 'interviewId', 'startsAt'])
  if (organizationId)
    out.push({ to: { kind: 'clientRecruiters', organizationId }, message: { type: event.type, data } })
  const candidateUserId = str(event.candidateUserId)
  if (candidateUserId)
    out.push({
      to: { kind: 'user', userId: candidateUserId },
      message: { type: event.type, data: pick(event, ['jobId', 'interviewId', 'startsAt']) },
    })
  return out
}

const staffOnly = (event: RealtimeEvent) => [toStaff(event)]

const RULES: Record<RealtimeMessageType, (event: RealtimeEvent) => RealtimeDelivery[]> = {
  jobStageChange: stageChange,
  interviewScheduled: interview,
  interviewDeleted: interview,
  // the client's own system changed: the provider and that client
  candidateATSChange: (event) => {
    const organizationId = str(event.organizationId)
    const out = [toStaff(event)]
    if (organizationId)
      out.push({
        to: { kind: 'clientRecruiters', organizationId },
        message: { type: event.type, data: pick(event, ['jobId', 'candidateId', 'stageId', 'at']) },
      })
    return out
  },
  // provider-side work on candidates
  recommendedCandidates: staffOnly,
  JitRecommendedCandidate: staffOnly,
  jitFarmingError: staffOnly,
  jitFarmingSuccess: staffOnly,
  // addressed to one user
  newMessage: toUser('recipientUserId'),
  recommendedJobs: toUser('candidateUserId'),
  mediaContentStatusChange: toUser('userId'),
  filterRemoved: toUser('userId'),
  validateLinkedInUrl: toUser('userId'),
  chromeBotStatsModalViewed: toUser('userId'),
}

/** Every audience an event goes to, each with the message it may read. */
export function realtimeDeliveries(event: RealtimeEvent): RealtimeDelivery[] {
  const rule = RULES[event.type]
  return rule ? rule(event) : []
}
