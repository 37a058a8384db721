/**
 * Inserts N generated candidates for benchmarks, deterministically from a seed:
 *
 *   bun run demo:generate -- --count 100000 --seed 42 [--database-url URL | --data-dir DIR]
 *                            [--batch 1000] [--offset 0] [--as-of 2026-01-01] [--email-domain D]
 *
 * Without --database-url / --data-dir it writes where the server would: DATABASE_URL, else the
 * PGlite folder under DATA_DIR. Candidates are generated and written one batch (one transaction)
 * at a time, so a million never sit in memory. Candidates that already exist (same seed, index
 * and e-mail) are skipped, so re-running adds nothing; --offset continues a run.
 *
 * Each committed batch is also written to the search index (Meilisearch when MEILISEARCH_URL is
 * set, else the embedded engine), so the generated candidates are searchable without a
 * `bun run reindex`; the tables are ANALYZEd at the end so the planner sees the new sizes.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { inArray, sql } from 'drizzle-orm'
import { loadConfig } from '../../config/env'
import { createSearchServices } from '../../modules/search/search-engine'
import { openDatabase, rawRows } from '../client'
import { rolesTable, userRolesTable, usersTable } from '../schema'
import { seedAccess } from './access'
import { batches, generateCandidates, startOfUtcDay } from './demo/generate-candidates'
import { insertCandidateBundles, seedEmployerOrganizations } from './demo/insert'
import { seedReferenceData } from './reference/seed'

const USAGE = `Usage: bun run demo:generate -- --count N [--seed S] [--database-url URL | --data-dir DIR]
                             [--batch 1000] [--offset 0] [--as-of YYYY-MM-DD] [--email-domain DOMAIN]`

interface CliOptions {
  count: number
  seed: string
  batch: number
  offset: number
  asOf: Date
  emailDomain: string
  databaseUrl?: string
  dataDir?: string
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: {
      count: { type: 'string' },
      seed: { type: 'string', default: '42' },
      batch: { type: 'string', default: '1000' },
      offset: { type: 'string', default: '0' },
      'as-of': { type: 'string' },
      'email-domain': { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (values.help) throw new UsageError('')
  const int = (name: string, raw: string | undefined, min: number, max: number): number => {
    const n = Number(raw)
    if (raw === undefined || !Number.isInteger(n) || n < min || n > max)
      throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`)
    return n
  }
  if (values['database-url'] && values['data-dir']) throw new UsageError('Give --database-url or --data-dir, not both')
  const asOf = values['as-of'] ? new Date(`${values['as-of']}T00:00:00Z`) : startOfUtcDay(new Date())
  if (Number.isNaN(asOf.getTime())) throw new UsageError('--as-of must be a date (YYYY-MM-DD)')
  const seed = values.seed ?? '42'
  return {
    count: int('count', values.count, 1, 100_000_000),
    seed,
    batch: int('batch', values.batch, 1, 10_000),
    offset: int('offset', values.offset, 0, 1_000_000_000),
    asOf,
    // a reserved example domain per seed, so runs with different seeds never share an address
    emailDomain: values['email-domain'] ?? `seed-${seed.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`,
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
  }
}

class UsageError extends Error {}

function duration(ms: number): string {
  const s = Math.round(ms / 1000)
  return s >= 3600
    ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`
    : s >= 60
      ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`
      : `${s}s`
}

export async function runGenerator(
  options: CliOptions,
  log: (line: string) => void = console.log,
): Promise<{ inserted: number; skipped: number }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' })
  const url = options.databaseUrl ?? (options.dataDir ? undefined : config.DATABASE_URL)
  const dataDir = options.dataDir ?? join(config.dataDir, 'pglite')
  const database = await openDatabase(url ? { url, max: 2, statementTimeoutMs: 0 } : { dataDir })
  log(`Target: ${url ? url.replace(/\/\/[^@/]*@/, '//***@') : `PGlite at ${dataDir}`}`)
  try {
    await database.migrate()
    await seedReferenceData(database.db)
    await seedAccess(database.db)
    await seedEmployerOrganizations(database.db)
    const search = createSearchServices(database.db)
    // a new or reshaped index is rebuilt from what is already there; the new rows follow per batch
    await search.sync.ensureAll()
    // Owners: the provider's recruiters, when there are any (e.g. after the demo seed).
    const owners = await database.db
      .selectDistinct({ id: usersTable.id })
      .from(usersTable)
      .innerJoin(userRolesTable, sql`${userRolesTable.userId} = ${usersTable.id}`)
      .innerJoin(rolesTable, sql`${rolesTable.id} = ${userRolesTable.roleId}`)
      .where(inArray(rolesTable.key, ['internal-recruiter', 'fractional-recruiter']))
      .orderBy(usersTable.id)
    const ownerIds = owners.map((o) => o.id)

    log(
      `Generating ${options.count.toLocaleString('en-US')} candidates (seed ${options.seed}, from #${options.offset}, as of ${options.asOf.toISOString().slice(0, 10)}, batches of ${options.batch})`,
    )
    const started = performance.now()
    let done = 0
    let inserted = 0
    let lastLog = 0
    const generator = generateCandidates({
      seed: options.seed,
      count: options.count,
      startIndex: options.offset,
      asOf: options.asOf,
      emailDomain: options.emailDomain,
      ownerIds,
    })
    for (const batch of batches(generator, options.batch)) {
      inserted += await database.db.transaction((tx) => insertCandidateBundles(tx, batch, { skipExisting: true }))
      await search.sync.sync(
        'candidates',
        batch.map((b) => b.candidate.id),
      )
      done += batch.length
      const elapsed = performance.now() - started
      if (elapsed - lastLog > 2000 || done === options.count) {
        lastLog = elapsed
        const rate = done / (elapsed / 1000)
        const eta = rate > 0 ? ((options.count - done) / rate) * 1000 : 0
        log(
          `  ${done.toLocaleString('en-US')} / ${options.count.toLocaleString('en-US')} (${Math.round((done / options.count) * 100)}%), ${Math.round(rate).toLocaleString('en-US')} candidates/s, ${duration(elapsed)} elapsed${done < options.count ? `, ~${duration(eta)} left` : ''}`,
        )
      }
    }
    const skipped = done - inserted
    log('Analyzing the tables ...')
    await rawRows(database.db, sql`analyze`)
    log(
      `Done: ${inserted.toLocaleString('en-US')} candidates inserted and searchable${skipped ? `, ${skipped.toLocaleString('en-US')} already there` : ''} in ${duration(performance.now() - started)}.`,
    )
    return { inserted, skipped }
  } finally {
    await database.close()
  }
}

if (import.meta.main) {
  try {
    await runGenerator(parseCliArgs(process.argv.slice(2)))
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      if ((error as Error).message) console.error((error as Error).message)
      console.error(USAGE)
      process.exit(2)
    }
    throw error
  }
}
