/**
 * The real API (`bun api/src/server.ts`) as a child process on a PostgreSQL server, without demo
 * data, for the reliability scenarios (database restarts, two processes on one database).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freeTcpPort } from '@quota/api/testing/private-postgres'

const SERVER = join(import.meta.dirname, '..', '..', '..', 'api', 'src', 'server.ts')

export interface ApiProcess {
  base: string
  pid: number
  /** null while it runs */
  exitCode(): number | null
  log(): string
  /** SIGTERM, or SIGKILL for a crash */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>
}

export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freeTcpPort()
  const dataDir = mkdtempSync(join(tmpdir(), 'quota-reliability-'))
  const childEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    QUOTA_ENV: 'local',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // one secret for every process on this database: a session from one is valid on the other
    AUTH_SECRET: 'reliability-test-secret-0123456789abcdef',
  }
  delete childEnv.MEILISEARCH_URL
  delete childEnv.SMTP_URL
  Object.assign(childEnv, env)
  let output = ''
  const proc = Bun.spawn([process.execPath, SERVER], { env: childEnv, stdout: 'pipe', stderr: 'pipe' })
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      output = (output + decoder.decode(value)).slice(-200_000)
    }
  }
  void drain(proc.stdout)
  void drain(proc.stderr)
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited while starting: ${output}`)
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`)
    try {
      if ((await fetch(`${base}/health`)).status === 200) break
    } catch {}
    await Bun.sleep(200)
  }
  return {
    base,
    pid: proc.pid,
    exitCode: () => proc.exitCode,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null) proc.kill(signal)
      await proc.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
