/**
 * The real API for browser tests: `bun api/src/server.ts` on a free port with its own data
 * folder (PGlite), serving the built web app, stopped and deleted after the test file.
 *
 * A first start migrates, seeds reference and demo data and takes ~40 s, so the seeded data
 * folder is built once (and its search indexes filled) as a template in the system temp folder,
 * keyed by the database code; each test file starts from a copy of it (~10 s). The web app is
 * built first when web/dist is older than its sources.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from './browser'
import { ensureWebBuild } from './static-server'

export const DEMO_PASSWORD = 'demo-password-1'
export const DEMO = {
  admin: 'admin@demo.quota.test',
  recruiter: 'recruiter@demo.quota.test',
  fractional: 'fractional@demo.quota.test',
  client: 'client@demo.quota.test',
  client2: 'client2@demo.quota.test',
  basic: 'basic@demo.quota.test',
  candidate: 'candidate@demo.quota.test',
} as const
export type DemoUser = keyof typeof DEMO

export interface ApiServer {
  /** e.g. http://localhost:40123 (the web app at /, the API at /api). */
  url: string
  dataDir: string
  /** The server process's id (benchmarks read its memory). */
  pid: number | undefined
  /** The server's output so far (for failure messages). */
  log(): string
  stop(): Promise<void>
  /** What the `prepare` script printed last (parsed JSON), when one ran. */
  prepared?: unknown
}

export interface ApiServerOptions {
  /**
   * A script run with `bun` on the copied data folder before the server starts (DATA_DIR set;
   * a PGlite folder has one user at a time), for fixtures the API cannot make, such as an
   * interview that already took place, or legacy rows today's rules refuse. Its last line of output is parsed as JSON into `prepared`.
   */
  prepare?: string
}

const SERVER_ENTRY = join(REPO_ROOT, 'api', 'src', 'server.ts')
const REINDEX_ENTRY = join(REPO_ROOT, 'api', 'src', 'modules', 'search', 'reindex-cli.ts')
/** A template older than this is rebuilt (demo data is dated relative to its creation). */
const TEMPLATE_MAX_AGE_MS = 12 * 3600_000

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** What the seeded database depends on: the schema, migrations and seed code, the search code. */
function templateKey(): string {
  const hash = createHash('sha256')
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name.endsWith('.test.ts') || name === 'node_modules') continue
        visit(join(path, name))
      }
    } else {
      hash.update(path.slice(REPO_ROOT.length))
      hash.update(readFileSync(path))
    }
  }
  for (const dir of ['api/src/db', 'api/src/modules/search', 'search/src', 'api/package.json'])
    visit(join(REPO_ROOT, dir))
  return hash.digest('hex').slice(0, 16)
}

function bunPath(): string {
  return process.execPath.includes('bun') ? process.execPath : 'bun'
}

interface Started {
  child: ReturnType<typeof spawn>
  url: string
  logFile: string
}

async function startProcess(dataDir: string, logFile: string, timeoutMs: number): Promise<Started> {
  const port = await freePort()
  const out = openSync(logFile, 'a')
  const child = spawn(bunPath(), [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      QUOTA_ENV: 'local',
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      // the demo data stays as seeded while browser tests look at it (the 30 s JIT suggestion
      // sync would move the demo JIT pools to the shortlists); a file may turn it back on
      JIT_SUGGESTION_SYNC: process.env.JIT_SUGGESTION_SYNC ?? 'off',
    },
    stdio: ['ignore', out, out],
  })
  const url = `http://localhost:${port}`
  const started = Date.now()
  let exited: number | null = null
  child.once('exit', (code) => {
    exited = code ?? -1
  })
  for (;;) {
    if (exited !== null) throw new Error(`The API server exited (${exited}):\n${tail(logFile)}`)
    try {
      const answer = await fetch(`${url}/health`)
      if (answer.ok) return { child, url, logFile }
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL')
      throw new Error(`The API server did not answer /health within ${timeoutMs} ms:\n${tail(logFile)}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function stopProcess(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await done
  clearTimeout(timer)
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** The seeded template data folder, built once per database code (and per 12 hours). */
async function templateDir(): Promise<string> {
  const dir = join(tmpdir(), `quota-e2e-template-${templateKey()}`)
  const fresh = () =>
    existsSync(join(dir, 'READY')) && Date.now() - statSync(join(dir, 'READY')).mtimeMs < TEMPLATE_MAX_AGE_MS
  if (fresh()) return dir
  const lock = `${dir}.lock`
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // another test file builds it: wait (a lock older than 5 minutes is left over: take it)
      if (fresh()) return dir
      try {
        if (Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true })
      } catch {
        // gone meanwhile
      }
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    if (fresh()) return dir
    const building = mkdtempSync(join(tmpdir(), 'quota-e2e-building-'))
    const logFile = join(tmpdir(), `quota-e2e-template-${Date.now()}.log`)
    const started = await startProcess(building, logFile, 240_000)
    await stopProcess(started.child)
    if (existsSync(REINDEX_ENTRY)) {
      const reindex = spawnSync(bunPath(), [REINDEX_ENTRY], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: building, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 180_000,
      })
      if (reindex.status !== 0) throw new Error(`Reindexing the template failed:\n${reindex.stdout}\n${reindex.stderr}`)
    }
    cpSync(logFile, join(building, 'template.log'))
    rmSync(dir, { recursive: true, force: true })
    writeFileSync(join(building, 'READY'), new Date().toISOString())
    renameSync(building, dir)
    rmSync(logFile, { force: true })
    removeOldTemplates(dir)
    return dir
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Templates of older database code are left from earlier runs: remove those unused for an hour. */
function removeOldTemplates(keep: string) {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name)
    if (path === keep || !/^quota-e2e-(template-[0-9a-f]{16}|building-)/.test(name)) continue
    try {
      if (Date.now() - statSync(path).mtimeMs > 3600_000) rmSync(path, { recursive: true, force: true })
    } catch {
      // in use or gone
    }
  }
}

/** Starts the real API (with demo data) on a free port, from a copy of the seeded template. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  ensureWebBuild()
  const template = await templateDir()
  const dataDir = mkdtempSync(join(tmpdir(), 'quota-e2e-data-'))
  cpSync(template, dataDir, { recursive: true })
  const prepared = options.prepare ? runPrepare(options.prepare, dataDir) : undefined
  const logFile = join(dataDir, 'server.log')
  const started = await startProcess(dataDir, logFile, 120_000)
  return {
    prepared,
    url: started.url,
    dataDir,
    pid: started.child.pid,
    log: () => tail(logFile, 80),
    async stop() {
      await stopProcess(started.child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function runPrepare(script: string, dataDir: string): unknown {
  const run = spawnSync(bunPath(), [script], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, QUOTA_ENV: 'local', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://localhost' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  if (run.status !== 0) throw new Error(`The prepare script ${script} failed:\n${run.stdout}\n${run.stderr}`)
  const last = run.stdout.trim().split('\n').at(-1)
  return last ? JSON.parse(last) : undefined
}
