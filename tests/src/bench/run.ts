/**
 * `bun run bench`: named benchmarks, each printing ratios measured in one run (absolute figures
 * vary with the shared machine; ratios within a run are what we compare to targets).
 * Usage: bun run bench [name...]   (names: http-overhead, route-cpu, stage-actions, search-freshness, demo-seed, reliability,
 *   widget-first-render, extension-overlay, lighthouse, hostile-resumes)
 */
import { openDatabase } from '@quota/api/db/client'
import { seedAccess } from '@quota/api/db/seed/access'
import { seedDemoData } from '@quota/api/db/seed/demo'
import { seedReferenceData } from '@quota/api/db/seed/reference/seed'
import pino from 'pino'
import { extensionOverlay, printExtensionOverlay } from './extension-overlay'
import { hostileResumes, printHostileResumes } from './hostile-resumes'
import { httpOverhead } from './http-overhead'
import { lighthouseScores, printLighthouse } from './lighthouse'
import { reliability } from './reliability'
import { routeCpu } from './route-cpu'
import { printFreshness, searchFreshness } from './search-freshness'
import { stageActions } from './stage-actions'
import { printWidgetFirstRender, widgetFirstRender } from './widget-first-render'

const benchmarks: Record<string, () => Promise<void>> = {
  lighthouse: async () => printLighthouse(await lighthouseScores()),
  'hostile-resumes': async () => printHostileResumes(await hostileResumes()),
  'http-overhead': async () => {
    const { database, results } = await httpOverhead({
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      seconds: Number(process.env.BENCH_SECONDS ?? 5),
    })
    console.log(`\nhttp-overhead (database: ${database}, 10 connections, median of rounds)`)
    for (const r of results) {
      const verdict = r.ratio >= r.target ? 'meets' : 'BELOW'
      console.log(
        `  ${r.name.padEnd(36)} ${r.aRps.toFixed(0).padStart(7)} vs ${r.bRps.toFixed(0).padStart(7)} req/s  ratio ${(r.ratio * 100).toFixed(1)}%  (target ≥ ${r.target * 100}%: ${verdict})`,
      )
    }
  },
  'route-cpu': async () => {
    const r = await routeCpu({ slices: Number(process.env.BENCH_SLICES ?? 40), sliceSize: 1000 })
    console.log(`\nroute-cpu (database: ${r.database}, in process, alternating slices of 1,000 requests)`)
    console.log(
      `  read route ${r.appUs.toFixed(0)} µs vs direct SQL ${r.directUs.toFixed(0)} µs CPU per request: ` +
        `direct / route ${(r.ratio * 100).toFixed(1)}%`,
    )
  },
  'stage-actions': async () => {
    const r = await stageActions({ seconds: Number(process.env.BENCH_SECONDS ?? 10), clients: 10 })
    console.log(`\nstage-actions (database: ${r.database}, ${r.clients} concurrent clients, ${r.seconds}s)`)
    console.log(
      `  ${r.actionsPerSecond.toFixed(0)} stage actions/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, ` +
        `${r.failures} failures, aggregates equal a recount: ${r.aggregatesEqualRecount}`,
    )
  },
  'demo-seed': async () => {
    // the first start's own work (issue 2: first start within 3 minutes, downloads aside)
    const database = await openDatabase()
    const started = performance.now()
    await database.migrate()
    const migrated = performance.now()
    await seedReferenceData(database.db)
    await seedAccess(database.db)
    const referenced = performance.now()
    await seedDemoData(database.db, { logger: pino({ level: 'silent' }) })
    const done = performance.now()
    await database.close()
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log('\ndemo-seed (PGlite in memory, as a first start)')
    console.log(
      `  migrations ${s(migrated - started)}, reference data and roles ${s(referenced - migrated)}, demo data ${s(done - referenced)}: ` +
        `${s(done - started)} of the 180 s first-start budget (${(((done - started) / 180_000) * 100).toFixed(0)}%)`,
    )
  },
  reliability,
  'extension-overlay': async () =>
    printExtensionOverlay(await extensionOverlay({ rounds: Number(process.env.BENCH_ROUNDS ?? 10) })),
  'widget-first-render': async () =>
    printWidgetFirstRender(await widgetFirstRender({ rounds: Number(process.env.BENCH_ROUNDS ?? 10) })),
  'search-freshness': async () =>
    printFreshness(
      await searchFreshness({
        writes: Number(process.env.BENCH_WRITES ?? 40),
        backgroundPerSecond: Number(process.env.BENCH_WRITE_RATE ?? 50),
      }),
    ),
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'))
for (const name of wanted.length ? wanted : Object.keys(benchmarks)) {
  const run = benchmarks[name]
  if (!run) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benchmarks).join(', ')}`)
  await run()
}
