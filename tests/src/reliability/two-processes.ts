/**
 * Two API processes on one PostgreSQL server (a private one): real-time events reach sockets on
 * both, each outbox job runs once, and when one process is killed (SIGKILL: no clean stop) the
 * other carries on and runs the jobs the dead one had claimed once their lease is over.
 * Mail is the observed job: both processes send to one SMTP sink, each outbox row's mail carries
 * its own Message-ID, so a mail sent twice is visible as a repeated Message-ID.
 */
import { enqueueOutbox } from '@quota/api/audit/write-audit'
import { openDatabase } from '@quota/api/db/client'
import { outboxEventsTable } from '@quota/api/db/schema/outbox'
import { enqueueMail } from '@quota/api/mail/outbox'
import { type PrivatePostgres, startPrivatePostgres } from '@quota/api/testing/private-postgres'
import { type SmtpSink, startSmtpSink } from '@quota/api/testing/smtp-sink'
import { and, inArray, isNull } from 'drizzle-orm'
import { type ApiProcess, startApiProcess } from './api-process'
import { seedReliabilityDatabase, signIn } from './database-restart'

export interface TwoProcessResult {
  /** frames of the published event each process's socket received */
  socketsHeard: [number, number]
  firstBatch: { mails: number; distinctMessageIds: number; rowsRunTwice: number }
  afterKill: {
    mails: number
    rowsProcessed: number
    distinctMessageIds: number
    /** rows the killed process had claimed, run again by the survivor */
    rowsResumed: number
    /** from the kill to the last row processed */
    recoveredMs: number
  }
  survivorServing: boolean
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false> | T | undefined | false,
  giveUpMs = 90_000,
) {
  const started = Date.now()
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() - started > giveUpMs) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(50)
  }
}

async function socketTo(api: ApiProcess, headers: Record<string, string>) {
  const answer = await fetch(`${api.base}/api/users/realtime/token`, { headers })
  if (answer.status !== 200) throw new Error(`realtime token: ${answer.status}`)
  const { data } = (await answer.json()) as { data: { token: string } }
  const frames: { type: string; data?: Record<string, unknown> }[] = []
  const socket = new WebSocket(`${api.base.replace('http', 'ws')}/api/realtime?token=${encodeURIComponent(data.token)}`)
  socket.onmessage = (e) => frames.push(JSON.parse(String(e.data)))
  await until('the socket to be ready', () => frames.some((f) => f.type === 'ready'))
  return { frames, socket }
}

export async function runTwoProcesses(options: { mails: number }): Promise<TwoProcessResult> {
  let pg: PrivatePostgres | null = null
  let sink: SmtpSink | null = null
  const apis: ApiProcess[] = []
  try {
    pg = await startPrivatePostgres()
    sink = await startSmtpSink()
    const { staffEmail } = await seedReliabilityDatabase(pg.url)
    const env = { SMTP_URL: sink.url }
    const [a, b] = await Promise.all([startApiProcess(pg.url, env), startApiProcess(pg.url, env)])
    apis.push(a!, b!)
    const headers = await signIn(a!, staffEmail)
    const database = await openDatabase({ url: pg.url, max: 2 })

    // real time: one event, published once, heard on the sockets of both processes
    const sockets = [await socketTo(a!, headers), await socketTo(b!, headers)]
    const marker = `two-processes-${Date.now()}`
    await database.db.transaction((tx) =>
      enqueueOutbox(tx, { topic: 'realtime.publish', payload: { type: 'recommendedCandidates', marker } }),
    )
    const heard = () => sockets.map((s) => s.frames.filter((f) => f.data?.marker === marker).length)
    await until('the event on both sockets', () => heard().every((n) => n > 0))
    // a moment for a second copy to show up, were it sent twice
    for (const s of sockets) {
      const pongs = s.frames.filter((f) => f.type === 'pong').length
      s.socket.send(JSON.stringify({ type: 'ping' }))
      await until('pong', () => s.frames.filter((f) => f.type === 'pong').length > pongs)
    }
    const socketsHeard = heard() as [number, number]
    for (const s of sockets) s.socket.close()

    const enqueueMails = async (tag: string) =>
      database.db.transaction(async (tx) => {
        const ids: string[] = []
        for (let i = 0; i < options.mails; i++) {
          ids.push(
            await enqueueMail(tx, {
              to: `${tag}-${i}@example.test`,
              template: 'verificationCode',
              data: { firstName: 'Two', code: '123456', expiresInMinutes: 15 },
            }),
          )
        }
        return ids
      })
    const mailsTo = (tag: string) => sink!.received.filter((m) => m.to.some((t) => t.startsWith(`${tag}-`)))
    const rowsOf = (ids: string[]) =>
      database.db.select().from(outboxEventsTable).where(inArray(outboxEventsTable.id, ids))

    // each job once: both processes' mail workers take rows from one queue
    const first = await enqueueMails('first')
    await until('the first batch sent', async () => {
      const pending = await database.db
        .select({ id: outboxEventsTable.id })
        .from(outboxEventsTable)
        .where(and(inArray(outboxEventsTable.id, first), isNull(outboxEventsTable.processedAt)))
      return pending.length === 0
    })
    const firstMails = mailsTo('first')
    const firstBatch = {
      mails: firstMails.length,
      distinctMessageIds: new Set(firstMails.map((m) => m.messageId)).size,
      rowsRunTwice: (await rowsOf(first)).filter((r) => r.attempts > 1).length,
    }

    // kill one mid-queue: the survivor finishes the queue, the dead one's claims after their lease
    const second = await enqueueMails('second')
    await until('some of the second batch processed', async () => {
      const done = (await rowsOf(second)).filter((r) => r.processedAt !== null).length
      return done >= Math.min(20, options.mails / 4)
    })
    a!.stop('SIGKILL')
    const killedAt = performance.now()
    await until(
      'the second batch processed by the survivor',
      async () => (await rowsOf(second)).every((r) => r.processedAt !== null),
      120_000,
    )
    const recoveredMs = performance.now() - killedAt
    const secondRows = await rowsOf(second)
    const secondMails = mailsTo('second')
    const survivorServing = b!.exitCode() === null && (await fetch(`${b!.base}/health`)).status === 200
    await database.close()
    return {
      socketsHeard,
      firstBatch,
      afterKill: {
        mails: secondMails.length,
        rowsProcessed: secondRows.filter((r) => r.processedAt !== null).length,
        distinctMessageIds: new Set(secondMails.map((m) => m.messageId)).size,
        rowsResumed: secondRows.filter((r) => r.attempts > 1).length,
        recoveredMs,
      },
      survivorServing,
    }
  } finally {
    for (const api of apis) await api.stop('SIGKILL').catch(() => {})
    await sink?.close()
    pg?.destroy()
  }
}
