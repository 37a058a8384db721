/** One handler per message of the typed map (messaging/messages.ts). */
import type { ExtensionDailyCaps } from '@quota/shared/contracts/extension'
import type { JobListItem } from '@quota/shared/contracts/jobs'
import type { MeDto } from '@quota/shared/contracts/users'
import type { EXTENSION_STAGE_ACTIONS, ExtensionActionKind } from '@quota/shared/domain/data-extraction/index'
import type { Messages } from '../messaging/messages'
import { readSettings } from '../storage/store'
import { call, publicCall } from './api'
import { readSession, writeSession } from './session'

type Handlers = { [N in keyof Messages]: (input: Messages[N]['input']) => Promise<Messages[N]['output']> }

interface StageResult {
  stage: { stageType: string; stageStatus: string; stageCurrentStatus: string | null }
}
const stageOf = (r: StageResult) => ({
  stageType: r.stage.stageType,
  stageStatus: r.stage.stageStatus,
  stageCurrentStatus: r.stage.stageCurrentStatus,
})

/** The capped kind of each stage action (the inverse of the shared EXTENSION_STAGE_ACTIONS). */
const CAPPED = { shortlist: 'shortlist', pitch: 'pitchEmail', pitchInMail: 'inMail' } as const satisfies {
  [K in ExtensionActionKind as (typeof EXTENSION_STAGE_ACTIONS)[K]]: K
}
type SignedIn = { accessToken: string; refreshToken?: string; user: MeDto }

/** Keeps the tokens of a new session here (never answered to the asker), and answers who it is. */
async function startSession(signedIn: Promise<SignedIn>) {
  const data = await signedIn
  const user = { id: data.user.id, name: data.user.fullName, email: data.user.email }
  await writeSession({ accessToken: data.accessToken, refreshToken: data.refreshToken ?? null, user })
  return user
}

const timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const handlers: Handlers = {
  signIn: ({ email, password }) =>
    startSession(publicCall<SignedIn>('POST', '/api/auth/login', { email, password, session: 'token' })),
  // the web session's one-time code, exchanged for the extension's own session
  handOver: ({ code }) => startSession(publicCall<SignedIn>('POST', '/api/extension/hand-over', { code })),
  async signOut() {
    const session = await readSession()
    if (session)
      await call('POST', '/api/auth/logout', { refreshToken: session.refreshToken ?? undefined }).catch(() => {})
    await writeSession(null)
    return { signedOut: true }
  },
  async session() {
    const [session, settings] = await Promise.all([readSession(), readSettings()])
    return { user: session?.user ?? null, apiOrigin: settings.apiOrigin }
  },
  matchProfile: (input) => call('POST', '/api/extension/profile-match', input),
  addCandidate: (input) => call('POST', '/api/extension/candidates', input),
  async openJobs() {
    // the recruiter's own open jobs first; all open jobs when they own none
    const list = (filter: string) => call<JobListItem[]>('POST', '/api/jobs/list?limit=50', { filter })
    const mine = await list('myOpenJobs')
    const jobs = mine.length ? mine : await list('allOpenJobs')
    return jobs.map((j) => ({ id: j.id, name: j.name, organizationName: j.organization.name }))
  },
  async stageAction({ jobId, candidateId, action, body }) {
    // through the extension's capped call: counted, and refused past today's cap
    const result = await call<StageResult & { caps: ExtensionDailyCaps }>('POST', '/api/extension/actions', {
      jobId,
      candidateId,
      action: CAPPED[action],
      timezone: timezone(),
      body,
    })
    return { ...stageOf(result), caps: result.caps }
  },
  pitchTemplates: ({ jobId }) => call('GET', `/api/extension/pitch-templates?jobId=${encodeURIComponent(jobId)}`),
  dailyCaps: () => call('GET', `/api/extension/daily-caps?timezone=${encodeURIComponent(timezone())}`),
  async inMailOutcome({ jobId, candidateId, outcome }) {
    return stageOf(
      await call<StageResult>('POST', `/api/jobs/${jobId}/candidates/${candidateId}/inmail-outcome`, { outcome }),
    )
  },
  async addNote({ candidateId, body }) {
    const note = await call<{ id: string }>('POST', `/api/candidates/${candidateId}/internal-profile/notes`, {
      type: 'general',
      body,
    })
    return { id: note.id }
  },
  async countRead({ kind }) {
    const stats = await call<{ total: number }>('POST', '/api/data-extraction/scraping-stats', { kind, count: 1 })
    return { total: stats.total }
  },
  botStats: ({ timezone }) => call('GET', `/api/reports/bot-mode-statistics?timezone=${encodeURIComponent(timezone)}`),
  async markStatsViewed() {
    await call('PATCH', '/api/users', { lastChromeExtStatsViewedAt: true })
    return { viewed: true }
  },
}
