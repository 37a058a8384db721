import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from './app'
import { loadConfig } from './config/env'
import { openDatabase } from './db/client'
import { seedAccess } from './db/seed/access'
import { seedDemoData } from './db/seed/demo'
import { seedReferenceData } from './db/seed/reference/seed'
import { atsHttpSettings } from './integrations/ats/http'
import { ATS_PUSH_TOPIC, atsPushHandler } from './integrations/ats-push'
import { CALENDAR_INTERVIEW_TOPIC, interviewCalendarSyncHandler } from './integrations/calendar/interview-calendar-sync'
import { WEBHOOK_TOPIC, webhookDeliverHandler } from './integrations/webhook-delivery'
import { startMaintenance } from './jobs/maintenance'
import { startOutboxWorker } from './jobs/outbox-worker'
import { createLogger } from './logger'
import { startMailWorker } from './mail/worker'
import { authenticateRequest } from './modules/auth'
import { PURGE_TOPIC, purgeHandler } from './modules/candidates'
import { TRANSCODE_TOPIC, transcodeHandler } from './modules/media'
import { startInterviewReminders } from './modules/pipeline/interview-reminders'
import { startPipelineWorker } from './modules/pipeline/jit-farming'
import { startJitSuggestionSync } from './modules/pipeline/jit-suggestions'
import { keepSocketsCurrent, REALTIME_TOPIC, realtimePublishHandler } from './modules/realtime'
import { startSearch } from './modules/search/boot'
import { isBlockedAddress } from './net/safe-fetch'
import { startRealtimeBus } from './realtime/bus'
import { RealtimeHub } from './realtime/hub'
import { storageFor } from './storage'

/** Rows of `search.sync` one pass claims and syncs together. */
const SEARCH_SYNC_BATCH = 200

/** Process entry: config -> database -> migrations -> reference and demo data -> listen. */
const config = loadConfig()
const logger = createLogger(config.LOG_LEVEL)
const root = fileURLToPath(new URL('../..', import.meta.url))

const database = await openDatabase(
  config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: join(config.dataDir, 'pglite') },
)
// one process at a time on a shared PostgreSQL server (several API processes may start together)
const { demo, search } = await database.exclusively(async () => {
  await database.migrate()
  await seedReferenceData(database.db)
  await seedAccess(database.db)
  const demo = config.demoData ? await seedDemoData(database.db, { logger }) : null
  // search indexes: created if missing and filled from the database when empty
  const search = await startSearch({ db: database.db, logger })
  return { demo, search }
})

// this process's real-time sockets; every process LISTENs and pushes to its own
const realtime = new RealtimeHub()
const realtimeBus = await startRealtimeBus({ database, hub: realtime, logger })

const app = createApp({
  config,
  realtime,
  db: database.db,
  logger,
  authenticate: authenticateRequest(database.db, config),
  webDist: join(root, 'web/dist'),
  widgetsDist: join(root, 'widgets/dist'),
})
// Uploads stream with their own limits; this is only the outer bound.
app.listen({ port: config.PORT, hostname: config.HOST, maxRequestBodySize: 600 * 1024 * 1024 })

const url = config.PUBLIC_URL ?? `http://localhost:${app.server?.port}`
logger.info({ url, database: database.kind }, 'Quota is listening')
console.log(`\n  Quota is running at ${url}\n  API docs: ${url}/api/docs\n`)
if (demo) {
  console.log('  Demo logins (password: demo-password-1):')
  for (const account of demo.accounts) console.log(`    ${account.email.padEnd(30)} ${account.role}`)
  console.log('')
}

// Outbox workers: each claims only its own topics and wakes on the NOTIFY of an enqueue commit
// (postgres.js serves every LISTEN of the process on one connection); the poll is a safety net.
const { listen } = database
const mailWorker = startMailWorker({ db: database.db, config, logger, listen })
logger.info({ mail: mailWorker.transport.kind }, 'mail worker started')
// delayed workflow work: the 15-minute JIT hand-off to marketing
// aborted first thing on SIGTERM: a long recommendation pass stops between its batches
const shutdown = new AbortController()
const pipelineWorker = startPipelineWorker({ db: database.db, logger, listen, signal: shutdown.signal })
// search sync on its own worker: a long video transcode must not hold back the "searchable
// within seconds" promise
// a pass takes up to SEARCH_SYNC_BATCH rows and syncs them together (issue 14: 50 writes/s)
const searchWorker = startOutboxWorker({
  db: database.db,
  logger,
  handlers: search.handlers,
  batchHandlers: search.batchHandlers,
  batchSize: SEARCH_SYNC_BATCH,
  listen,
})
// whole-index rebuilds asked for on the admin screen take minutes: their own worker, so they
// hold back neither the sync above nor files
const reindexWorker = startOutboxWorker({ db: database.db, logger, handlers: search.reindexHandlers, listen })
// real-time events: claimed once across processes, then NOTIFYed to all
const realtimeWorker = startOutboxWorker({
  db: database.db,
  logger,
  handlers: { [REALTIME_TOPIC]: realtimePublishHandler({ db: database.db, logger }) },
  listen,
})
// the 30-day candidate purge and video transcoding, from the same durable outbox
const storage = storageFor(config)
const filesWorker = startOutboxWorker({
  db: database.db,
  logger,
  handlers: {
    [PURGE_TOPIC]: purgeHandler({ db: database.db, storage, logger }),
    [TRANSCODE_TOPIC]: transcodeHandler({ db: database.db, storage, logger }),
  },
  listen,
})
// Browser tests run Greenhouse/Lever contract servers on loopback; only an explicit flag, and
// never in production, lets ATS calls reach them (the SSRF guard stays on otherwise).
if (process.env.ATS_CONTRACT_SERVERS_ON_LOOPBACK === '1' && config.QUOTA_ENV !== 'production') {
  atsHttpSettings.options = {
    isBlocked: (address) => address !== '127.0.0.1' && isBlockedAddress(address),
    ports: 'any',
    allowHttp: true,
  }
  logger.warn('ATS calls may reach 127.0.0.1 over http (ATS_CONTRACT_SERVERS_ON_LOOPBACK, tests only)')
}
// outbound webhooks, ATS pushes and interviews written into connected calendars: calls to outside systems, on their own worker so a slow
// receiver (10 s timeout each) never holds back mail, search or real-time events
const integrationsWorker = startOutboxWorker({
  db: database.db,
  logger,
  handlers: {
    [WEBHOOK_TOPIC]: webhookDeliverHandler({ db: database.db, config, logger }),
    [ATS_PUSH_TOPIC]: atsPushHandler({ db: database.db, config, logger, storage }),
    [CALENDAR_INTERVIEW_TOPIC]: interviewCalendarSyncHandler({ db: database.db, config, logger }),
  },
  listen,
})
// open sockets lose what their user no longer may see (signed out, deactivated, roles changed)
const socketCheck = keepSocketsCurrent({ hub: realtime, db: database.db, logger })
// every 30 s: the JIT pools above each job's threshold become JIT Suggested on its shortlist
// (JIT_SUGGESTION_SYNC=off stops it, e.g. browser tests that look at the seeded demo lists)
const jitSuggestions =
  process.env.JIT_SUGGESTION_SYNC === 'off' ? null : startJitSuggestionSync({ db: database.db, logger })
// every minute: interview reminders the day before, feedback requests an hour after
const interviewReminders = startInterviewReminders({ db: database.db, config, logger })
// hourly sweep of expired sessions, codes, links, rate-limit counters, delivered outbox rows and temp files
const maintenance = startMaintenance({ db: database.db, storage, logger })

/**
 * SIGTERM/SIGINT (issue 30 item 8): stop accepting connections and let the requests in flight
 * finish; every outbox worker claims nothing more, hands back the rows it has not started and
 * finishes the one it is on (handlers see an aborted signal and stop long passes at a safe
 * point); then the timers, the real-time bus and the database. Whatever is still running at
 * SHUTDOWN_DEADLINE_MS is logged by name and the process exits anyway: its leased rows lapse
 * after LEASE_SECONDS and another process takes them (expired leases first).
 */
const SHUTDOWN_DEADLINE_MS = 8_000
let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  shutdown.abort()
  const startedAt = performance.now()
  const waitingFor = new Set<string>()
  logger.info({ signal }, 'stopping: no new connections; finishing requests and outbox rows in flight')
  setTimeout(() => {
    logger.warn({ waitingFor: [...waitingFor], ms: SHUTDOWN_DEADLINE_MS }, 'stop deadline reached; exiting')
    process.exit(0)
  }, SHUTDOWN_DEADLINE_MS).unref()
  const step = async (name: string, run: () => unknown) => {
    waitingFor.add(name)
    const began = performance.now()
    try {
      await run()
    } catch (error) {
      logger.warn({ err: error, step: name }, 'stopping: step failed')
    }
    waitingFor.delete(name)
    const ms = Math.round(performance.now() - began)
    if (ms >= 100) logger.info({ step: name, ms }, 'stopping: waited for')
  }
  socketCheck.stop()
  maintenance.stop()
  interviewReminders.stop()
  jitSuggestions?.stop()
  realtime.closeAll(1001, 'Server restarting')
  const workers = {
    mailWorker,
    pipelineWorker,
    searchWorker,
    reindexWorker,
    filesWorker,
    integrationsWorker,
    realtimeWorker,
  }
  await Promise.all([
    step('requests in flight', () => app.stop()),
    ...Object.entries(workers).map(([name, worker]) =>
      step(`${name}${worker.busy() ? ' (a pass in flight)' : ''}`, () => worker.stop()),
    ),
  ])
  await step('realtime bus', () => realtimeBus.stop())
  await step('database', () => database.close())
  logger.info({ ms: Math.round(performance.now() - startedAt) }, 'stopped')
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
