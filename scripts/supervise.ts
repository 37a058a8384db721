/**
 * A small supervisor for `npm start`: runs `bun <entry>` and starts it again when it exits
 * abnormally (a crash, an uncaught error, killed by a signal it was not asked to stop on), waiting
 * 1 s, 2 s, 4 s ... at most 30 s between starts; a run that lasted a minute resets the wait.
 * SIGINT and SIGTERM are passed on to the server, and the supervisor then exits with its code.
 *
 * Usage: bun scripts/supervise.ts api/src/server.ts [args...]
 */
import type { Subprocess } from 'bun'

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('usage: bun scripts/supervise.ts <entry.ts> [args...]')
  process.exit(2)
}

const HEALTHY_RUN_MS = 60_000
const MAX_WAIT_MS = 30_000
let child: Subprocess | null = null
let stopping = false
let waitMs = 1000

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    if (child) child.kill(signal)
    else process.exit(0)
  })
}

for (;;) {
  const started = Date.now()
  child = Bun.spawn([process.execPath, entry, ...args], { stdio: ['inherit', 'inherit', 'inherit'] })
  const code = await child.exited
  const signal = child.signalCode
  child = null
  if (stopping) process.exit(code)
  if (code === 0 && !signal) process.exit(0)
  if (Date.now() - started >= HEALTHY_RUN_MS) waitMs = 1000
  console.error(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      msg: 'server exited abnormally; restarting',
      exitCode: code,
      signal,
      restartInMs: waitMs,
    }),
  )
  await Bun.sleep(waitMs)
  if (stopping) process.exit(code)
  waitMs = Math.min(MAX_WAIT_MS, waitMs * 2)
}
