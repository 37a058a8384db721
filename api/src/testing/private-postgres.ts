import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A PostgreSQL server of the test's own, from Debian's binaries (initdb + pg_ctl on a temp dir
 * and a free port), for tests that stop and restart the server: the machine's shared server on
 * 5432 is used by other test runs and must never be restarted. Under root it runs as the
 * `postgres` (or `nobody`) account, since PostgreSQL refuses to run as root.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  /** pg_ctl stop: 'fast' ends sessions cleanly, 'immediate' is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  /** Stops the server and deletes its files. */
  destroy(): void
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? join(root, versions[0], 'bin') : null
}

export async function freeTcpPort(): Promise<number> {
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

function accountFor(): { name: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
    if (id.status === 0) return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  throw new Error('running as root and neither a postgres nor a nobody account exists')
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (bash scripts/start-postgres.sh)')
  const account = accountFor()
  const dir = mkdtempSync(join(tmpdir(), 'quota-private-pg-'))
  const data = join(dir, 'data')
  if (account) {
    chownSync(dir, account.uid, account.gid)
    chmodSync(dir, 0o700)
  }
  const run = (command: string, args: string[]) => {
    const argv = account ? ['runuser', '-u', account.name, '--', command, ...args] : [command, ...args]
    const result = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', cwd: dir })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'])
  const port = await freeTcpPort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`
  const start = () => run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'])
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop'])
  start()
  let destroyed = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    destroy() {
      if (destroyed) return
      destroyed = true
      try {
        stop('immediate')
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
