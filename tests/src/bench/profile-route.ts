/**
 * CPU profile of one benchmark server under load: where a request's time goes.
 * Usage: bun tests/src/bench/profile-route.ts [app-route|direct-sql|elysia-static] [seconds]
 * Writes a markdown profile (Bun's --cpu-prof-md) to test-artifacts/profiles/.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prepareBenchDatabase } from './bench-database'
import { load } from './load'

const [kind = 'app-route', seconds = '5'] = process.argv.slice(2)
const path = kind.endsWith('-static') ? '/api/static?limit=25' : '/api/locations/states'
const out = join(import.meta.dirname, '..', '..', '..', 'test-artifacts', 'profiles')
const database = await prepareBenchDatabase()
const port = 47900 + (process.pid % 100)
const proc = Bun.spawn(
  [
    'bun',
    '--cpu-prof-md',
    `--cpu-prof-dir=${out}`,
    join(import.meta.dirname, 'servers.ts'),
    kind,
    String(port),
    database.source,
  ],
  { stdout: 'pipe', stderr: 'inherit' },
)
await (proc.stdout as ReadableStream<Uint8Array>).getReader().read()
const url = `http://127.0.0.1:${port}${path}`
await load(url, { seconds: 1, connections: 10 })
// CPU time of the server process (user + system, in clock ticks of 10 ms) around the measured run
const cpuTicks = () => {
  const fields = readFileSync(`/proc/${proc.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(fields[11]) + Number(fields[12])
}
const before = cpuTicks()
const r = await load(url, { seconds: Number(seconds), connections: 10 })
const cpuUs = ((cpuTicks() - before) * 10_000) / (r.requestsPerSecond * Number(seconds))
console.log(
  `${kind}: ${r.requestsPerSecond.toFixed(0)} req/s, server CPU ${cpuUs.toFixed(0)} µs/request; profile in ${out}`,
)
proc.kill('SIGTERM')
await proc.exited
await database.drop()
