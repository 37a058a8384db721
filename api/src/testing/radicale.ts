/**
 * A real Radicale CalDAV server for tests (Debian's `radicale`, see
 * scripts/ensure-system-packages.sh): started on a free port with a temporary storage folder,
 * any user name and password accepted, each user owning /{user}/. `makeCalendar` creates a
 * calendar collection (MKCALENDAR answers 201).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { allowTestOrigin } from '../net/outbound'

export interface RadicaleServer {
  url: string
  basicAuth(user: string, password: string): string
  makeCalendar(user: string, password: string, name: string): Promise<string>
  stop(): void
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startRadicale(): Promise<RadicaleServer> {
  const storage = mkdtempSync(join(tmpdir(), 'quota-radicale-'))
  const port = await freePort()
  const child = spawn(
    '/usr/bin/radicale',
    [
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--storage-filesystem-folder',
      storage,
      '--auth-type',
      'none',
      '--rights-type',
      'owner_only',
    ],
    { stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${port}`
  const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  // the explicit test configuration that lets the outbound gate reach this loopback server
  const disallow = allowTestOrigin(url)
  const stop = () => {
    disallow()
    child.kill()
    rmSync(storage, { recursive: true, force: true })
  }
  const deadline = Date.now() + 20_000
  for (;;) {
    const up = await fetch(`${url}/`, { headers: { authorization: basicAuth('probe', 'x') } }).then(
      (r) => r.status < 500,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline || child.exitCode !== null) {
      stop()
      throw new Error('Radicale did not start (is the Debian package radicale installed?)')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    basicAuth,
    async makeCalendar(user, password, name) {
      const collection = `${url}/${user}/${name}/`
      const res = await fetch(collection, {
        method: 'MKCALENDAR',
        headers: { authorization: basicAuth(user, password) },
      })
      if (res.status !== 201) throw new Error(`MKCALENDAR answered ${res.status}`)
      return collection
    },
    stop,
  }
}
