/**
 * `npm start`'s supervisor (scripts/supervise.ts): an abnormal exit starts the server again, a
 * clean exit ends the supervisor, SIGTERM reaches the server and the supervisor ends with it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const SUPERVISOR = join(import.meta.dirname, '..', '..', '..', 'scripts', 'supervise.ts')

// a stand-in server: counts its starts, fails the first two (an exit code, then an uncaught
// error), then runs until SIGTERM, which it records
const FLAKY_SERVER = `
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
const dir = process.env.WORK_DIR
const starts = existsSync(dir + '/starts') ? Number(readFileSync(dir + '/starts', 'utf8')) + 1 : 1
writeFileSync(dir + '/starts', String(starts))
if (starts === 1) process.exit(3)
if (starts === 2) setTimeout(() => { throw new Error('an uncaught failure') }, 0)
else {
  process.on('SIGTERM', () => { writeFileSync(dir + '/stopped', 'SIGTERM'); process.exit(0) })
  writeFileSync(dir + '/ready', String(starts))
  setInterval(() => {}, 1000)
}
`

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function waitFor(file: string) {
  for (let i = 0; i < 600 && !existsSync(file); i++) await Bun.sleep(50)
  return existsSync(file)
}

describe('scripts/supervise.ts', () => {
  it('starts the server again after abnormal exits and passes SIGTERM on', async () => {
    dir = mkdtempSync(join(tmpdir(), 'quota-supervisor-'))
    writeFileSync(join(dir, 'server.ts'), FLAKY_SERVER)
    const supervisor = Bun.spawn([process.execPath, SUPERVISOR, join(dir, 'server.ts')], {
      env: { ...process.env, WORK_DIR: dir },
      stdout: 'ignore',
      stderr: 'pipe',
    })
    expect(await waitFor(join(dir, 'ready'))).toBe(true)
    expect(readFileSync(join(dir, 'ready'), 'utf8')).toBe('3')
    supervisor.kill('SIGTERM')
    expect(await supervisor.exited).toBe(0)
    expect(readFileSync(join(dir, 'stopped'), 'utf8')).toBe('SIGTERM')
    const log = await new Response(supervisor.stderr).text()
    expect(log).toContain('"exitCode":3')
    expect(log).toContain('restarting')
  }, 30_000)

  it('ends with the server when it exits cleanly', async () => {
    dir = mkdtempSync(join(tmpdir(), 'quota-supervisor-'))
    writeFileSync(join(dir, 'server.ts'), 'process.exit(0)\n')
    const supervisor = Bun.spawn([process.execPath, SUPERVISOR, join(dir, 'server.ts')], { stdout: 'ignore' })
    expect(await supervisor.exited).toBe(0)
  })
})
