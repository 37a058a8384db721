/**
 * In-app messages between the provider's recruiters and a candidate about one job (000 §2
 * messages tabs; §3 newMessage; §5 message 1600). Pure: the API enforces these, the web shows
 * the same limits. The spec speaks of messages between the provider and the candidate only:
 * clients have no message calls (their side speaks through the pipeline's actions).
 */

/** 000 §5 text limits: "message 1600". */
export const MESSAGE_BODY_MAX = 1600

export type MessageSide = 'staff' | 'candidate'

export interface MessageActor {
  userType: 'candidate' | 'client' | 'staff' | 'system'
  userId: string
  permissions: readonly string[]
  /** The candidate record of a candidate user. */
  candidateId: string | null
}

export type ThreadAccess =
  | { read: false; reason: 'notYours' | 'noMessages' }
  | { read: true; write: boolean; side: MessageSide }

/**
 * Who reads and writes a candidate's thread about a job: any provider staff reads (staff see
 * every job), recruiters (internal or fractional) write; the candidate reads and writes their
 * own threads; clients and other candidates do neither.
 */
export function threadAccess(actor: MessageActor, thread: { candidateId: string }): ThreadAccess {
  if (actor.userType === 'staff') return { read: true, write: actor.permissions.includes('recruiter'), side: 'staff' }
  if (actor.userType === 'candidate')
    return actor.candidateId === thread.candidateId
      ? { read: true, write: true, side: 'candidate' }
      : { read: false, reason: 'notYours' }
  return { read: false, reason: 'noMessages' }
}

export interface ThreadPeople {
  /** The candidate's sign-in, if they have one (a prospect has none and cannot be messaged in-app). */
  candidateUserId: string | null
  /** The job's account manager and owner (provider staff), when set. */
  accountManagerId: string | null
  ownerId: string | null
  /** Provider staff who wrote in the thread before. */
  staffWriters: readonly string[]
}

/** The staff a thread concerns: the job's account manager and owner, and every staff member who wrote in it. */
export function staffOfThread(people: ThreadPeople): string[] {
  return [
    ...new Set([people.accountManagerId, people.ownerId, ...people.staffWriters].filter((id): id is string => !!id)),
  ]
}

/**
 * Who hears a new message (the `newMessage` event and the unread count): a recruiter's message
 * reaches the candidate; the candidate's reaches the staff of the thread. Never the sender.
 */
export function messageRecipients(sender: { userId: string; side: MessageSide }, people: ThreadPeople): string[] {
  const to = sender.side === 'staff' ? [people.candidateUserId] : staffOfThread(people)
  return [...new Set(to.filter((id): id is string => !!id && id !== sender.userId))]
}

/** A message's body as stored: trimmed; empty or too long is refused with the rule's name. */
export function checkMessageBody(body: string): { ok: true; body: string } | { ok: false; rule: 'required' | 'max' } {
  const trimmed = body.trim()
  if (!trimmed) return { ok: false, rule: 'required' }
  if (trimmed.length > MESSAGE_BODY_MAX) return { ok: false, rule: 'max' }
  return { ok: true, body: trimmed }
}

/** The short preview a `newMessage` event and a thread list carry. */
export function messagePreview(body: string, max = 140): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`
}
