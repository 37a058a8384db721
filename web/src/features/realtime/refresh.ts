/**
 * What a pushed event changes on screen: the open screen that shows the job reloads its data
 * (the job workspace's list and counts, the job list, the candidate dashboard); a new message
 * shows an Info toast. Each screen's store is imported only when that screen is open, so this
 * module stays small and never loads a screen's code by itself.
 */
import type { RealtimeMessage } from '@quota/shared/contracts/realtime'
import { toast } from '../../app/toasts'

/** The window event an open candidate ATS card listens for (detail: the candidate id). */
export const CANDIDATE_ATS_CHANGED = 'quota:candidate-ats-changed'

/** The window event open upload screens listen for (detail: mediaId, status, kind, candidateId). */
export const MEDIA_STATUS_CHANGED = 'quota:media-status-changed'

/** Several events at once (a bulk approval moves up to ten rows) make one reload. */
const COALESCE_MS = 300

let pending: ReturnType<typeof setTimeout> | null = null
const jobs = new Set<string>()

async function refreshOpenScreen(jobIds: Set<string>) {
  const path = window.location.pathname
  if (path === '/candidate-home') {
    const { loadDashboard } = await import('../candidate-home/state')
    await loadDashboard()
    return
  }
  if (path === '/job') {
    const { loadJobs } = await import('../jobs/state')
    await loadJobs()
    return
  }
  const open = /^\/job\/([^/]+)/.exec(path)?.[1]
  if (open && jobIds.has(open)) {
    const { workspaceState, loadCandidates, refreshAggregates } = await import('../pipeline/state')
    // the user's own action in flight brings its answer; a reload now would race it
    if (workspaceState.jobId !== open || Object.keys(workspaceState.pending).length) return
    await Promise.all([loadCandidates(), refreshAggregates()])
  }
}

function refreshSoon(jobId: unknown) {
  if (typeof jobId === 'string') jobs.add(jobId)
  if (pending) return
  pending = setTimeout(() => {
    pending = null
    const ids = new Set(jobs)
    jobs.clear()
    void refreshOpenScreen(ids).catch(() => {
      // the screen shows its own load error
    })
  }, COALESCE_MS)
}

export function filterRemovedText(removedKeys: unknown, jobId: unknown): string {
  const n = Array.isArray(removedKeys) ? removedKeys.length : 0
  const what = n === 1 ? 'A filter you set' : n > 1 ? `${n} filters you set` : 'Filters you set'
  const onOpenJob = typeof jobId === 'string' && globalThis.location?.pathname.startsWith(`/job/${jobId}`)
  return `${what} on ${onOpenJob ? "this job's" : "a job's"} matching search ${n === 1 ? 'was' : 'were'} removed by someone else.`
}

export function handleRealtimeMessage(message: RealtimeMessage) {
  switch (message.type) {
    // the client's ATS moved a candidate: an open ATS card of theirs reads it again, and the job's list
    case 'candidateATSChange':
      if (typeof message.data.candidateId === 'string')
        window.dispatchEvent(new CustomEvent(CANDIDATE_ATS_CHANGED, { detail: message.data.candidateId }))
      refreshSoon(message.data.jobId)
      return
    case 'jobStageChange':
    case 'interviewScheduled':
    case 'interviewDeleted':
    case 'jitFarmingSuccess':
    case 'recommendedCandidates':
    case 'JitRecommendedCandidate':
      refreshSoon(message.data.jobId)
      return
    // jobs recommended to the signed-in candidate: their dashboard loads again
    case 'recommendedJobs':
      refreshSoon(undefined)
      return
    // the JIT suggestion sync found nobody above a job's threshold: the spec's "broaden" message
    case 'jitFarmingError': {
      const text = message.data.message
      toast.error(typeof text === 'string' && text ? text : 'No candidates could be found for just-in-time outreach.')
      refreshSoon(message.data.jobId)
      return
    }
    // the bot statistics were seen (here or in another tab): the prompt does not come back
    case 'chromeBotStatsModalViewed': {
      const viewedAt = message.data.viewedAt
      if (typeof viewedAt === 'string')
        void import('../session/state').then(({ sessionState }) => {
          if (sessionState.user) sessionState.user.lastChromeExtStatsViewedAt = viewedAt
        })
      return
    }
    // someone else took away filters this user set on a job's matching search (000 §3)
    case 'filterRemoved': {
      toast.info(filterRemovedText(message.data.removedKeys, message.data.jobId))
      refreshSoon(message.data.jobId)
      return
    }
    // the transcoder finished a video or audio this user uploaded: open upload screens show it
    case 'mediaContentStatusChange': {
      if (typeof message.data.mediaId === 'string')
        window.dispatchEvent(new CustomEvent(MEDIA_STATUS_CHANGED, { detail: message.data }))
      return
    }
    case 'newMessage': {
      const text = message.data.subject ?? message.data.message
      toast.info(typeof text === 'string' && text ? text : 'You have a new message')
      // the header's badge, and the messages screen when open (it marks the open thread read)
      void import('../messages/unread').then(({ refreshUnread }) => refreshUnread())
      if (globalThis.location?.pathname === '/messages')
        void import('../messages/state').then(({ onNewMessage }) => onNewMessage(message.data)).catch(() => {})
      return
    }
    default:
      return
  }
}
