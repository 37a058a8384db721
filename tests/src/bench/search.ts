// The search package is reached by path: it is not a dependency of the tests package.
/**
 * `bun run bench:search -- --count 100000 --engine pglite|postgres|meilisearch [--queries 400]`
 *
 * Generates N candidates deterministically (the demo generator, fixed seed and date), turns them
 * into index documents, loads them into a fresh index, then runs a fixed, realistic query mix:
 * common and rare words, misspelt names, 1-4 filters, radius searches, some sorted by date, some
 * with facets, and Boolean strings (OR, NOT, phrases, nested groups, field prefixes). Prints p50/p95/p99 and queries per second per kind, and the same filters run as a
 * naive ILIKE scan (no index: what one would write without a search engine) for the ratio.
 *
 * Engines: `pglite` (in process), `postgres` (BENCH_DATABASE_URL, TEST_DATABASE_URL or
 * 127.0.0.1:5432; a database of its own, dropped at the end unless --keep), `meilisearch`
 * (MEILISEARCH_URL). Without --engine: every engine present. Targets (issue 7, 2 cores):
 * PostgreSQL 1M mix p95 <= 200 ms, radius p95 <= 100 ms; PGlite 100k p95 <= 300 ms;
 * Meilisearch 1M p95 <= 50 ms.
 */
import { connect } from 'node:net'
import { parseArgs } from 'node:util'
import { openDatabase } from '@quota/api/db/client'
import { EMPLOYERS, employerOrganizationId } from '@quota/api/db/seed/demo/companies'
import { type GeneratedCandidate, generateCandidates } from '@quota/api/db/seed/demo/generate-candidates'
import { METROS } from '@quota/api/db/seed/demo/places'
import { Random } from '@quota/api/db/seed/demo/random'
import { LIST_OF_VALUES, listOfValueId } from '@quota/api/db/seed/reference/list-of-values'
import { loadUsCities } from '@quota/api/db/seed/reference/locations'
import postgres from 'postgres'
import { F, type Filter, type SearchEngine, type SearchQuery } from '../../../search/src/engine'
import { createEmbeddedEngine } from '../../../search/src/engines/embedded/engine'
import {
  pgliteExecutor,
  postgresExecutor,
  type Queryable,
  type SqlExecutor,
} from '../../../search/src/engines/embedded/executor'
import { column } from '../../../search/src/engines/embedded/layout'
import { filterSql, Params } from '../../../search/src/engines/embedded/sql'
import { createMeilisearchEngine } from '../../../search/src/engines/meilisearch/engine'
import {
  type CandidateDocument,
  type CandidateIndexRow,
  candidateToDocument,
} from '../../../search/src/indexes/candidates'
import { INDEX_SETTINGS } from '../../../search/src/indexes/index'
import { queryTerms } from '../../../search/src/text'

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    count: { type: 'string', default: '100000' },
    engine: { type: 'string', multiple: true },
    queries: { type: 'string', default: '400' },
    naive: { type: 'string', default: '40' },
    seed: { type: 'string', default: 'bench-search' },
    keep: { type: 'boolean', default: false },
    batch: { type: 'string', default: '1000' },
    slowest: { type: 'string', default: '0' },
    reuse: { type: 'boolean', default: false },
    passes: { type: 'string', default: '2' },
    kind: { type: 'string', multiple: true },
    explain: { type: 'boolean', default: false },
    // PostgreSQL: another database than quota_search_bench_<count> (a copy to try a layout on)
    database: { type: 'string' },
  },
})
const COUNT = Number(args.count)
const QUERIES = Number(args.queries)
const NAIVE = Number(args.naive)
const AS_OF = new Date('2026-06-01T00:00:00Z')
const NOW = AS_OF.getTime()

// ---------------------------------------------------------------------------------------------
// Documents from the generator
// ---------------------------------------------------------------------------------------------

const LABELS = new Map<string, string>()
for (const [key, items] of Object.entries(LIST_OF_VALUES)) {
  for (const item of items as readonly { identifier: string; value: string }[]) {
    LABELS.set(listOfValueId(key as never, item.identifier), item.value)
  }
}
const EMPLOYER_INDUSTRY = new Map(
  EMPLOYERS.map((e) => [employerOrganizationId(e.name), listOfValueId('industry', e.industry)]),
)

type City = { id: string; name: string; stateCode: string; stateId: string; latitude: number; longitude: number }

function toIndexRow(b: GeneratedCandidate, cities: Map<string, City>): CandidateIndexRow {
  const c = b.candidate
  const city = c.cityId ? cities.get(c.cityId) : undefined
  const details = new Map(b.workExperienceDetails.map((d) => [d.workExperienceId, d]))
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName ?? '',
    email: c.email ?? null,
    phone: c.phone ?? null,
    linkedinUrl: c.linkedinUrl ?? null,
    aboutMe: c.aboutMe ?? null,
    searchStatus: c.searchStatus ?? null,
    remoteOption: c.remoteOption ?? null,
    workArrangements: c.workArrangements ?? [],
    desiredBaseSalary: c.desiredBaseSalary ?? null,
    desiredOte: c.desiredOte ?? null,
    createdAt: c.createdAt ?? null,
    updatedAt: c.updatedAt ?? null,
    lastLoginAt: null,
    toBeDeletedAt: null,
    city: city
      ? { id: city.id, name: city.name, stateCode: city.stateCode, latitude: city.latitude, longitude: city.longitude }
      : null,
    stateId: c.stateId ?? null,
    interestedCities: b.interestedCities.map((ic) => ({
      id: ic.cityId,
      stateId: cities.get(ic.cityId)?.stateId ?? null,
    })),
    desiredPositions: b.desiredPositions.map((p) => ({ id: p.positionId, name: LABELS.get(p.positionId) ?? '' })),
    skills: b.skills.map((s) => ({ id: s.skillId, name: LABELS.get(s.skillId) ?? '' })),
    workExperiences: b.workExperiences.map((we) => {
      const d = details.get(we.id)
      return {
        title: we.title,
        titleId: we.titleId ?? null,
        companyName: we.companyName ?? null,
        organizationId: we.organizationId ?? null,
        industryId: we.organizationId ? (EMPLOYER_INDUSTRY.get(we.organizationId) ?? null) : null,
        positionId: we.desiredPositionId ?? null,
        fromDate: we.fromDate ?? null,
        toDate: we.toDate ?? null,
        isCurrent: we.isCurrent ?? false,
        description: we.description ?? null,
        details: d
          ? {
              averageDealSizeId: d.averageDealSizeId ?? null,
              averageDealCycleId: d.averageDealCycleId ?? null,
              quotaAttainment: d.quotaAttainment ?? null,
              customerSizeIds: d.customerSizeIds ?? [],
              soldIntoLevelIds: d.soldIntoLevelIds ?? [],
              soldIntoDepartmentIds: d.soldIntoDepartmentIds ?? [],
              clientVerticalIds: d.clientVerticalIds ?? [],
              teamSize: d.teamSize ?? null,
              teamSizeMax: d.teamSizeMax ?? null,
              teamArrMax: d.teamArrMax ?? null,
            }
          : null,
      }
    }),
    educations: b.educations.map((e) => ({
      school: e.school,
      degreeId: e.degreeId ?? null,
      degreeName: e.degreeId ? (LABELS.get(e.degreeId) ?? null) : null,
      fieldOfStudyId: e.fieldOfStudyId ?? null,
      fieldOfStudyName: e.fieldOfStudyId ? (LABELS.get(e.fieldOfStudyId) ?? null) : null,
    })),
    internal: {
      leadStatusId: b.internalProfile.leadStatusId ?? null,
      contactStatusId: b.internalProfile.contactStatusId ?? null,
      ownerId: b.internalProfile.ownerId ?? null,
      lastTouchAt: b.internalProfile.lastTouchAt ?? null,
      doNotContact: b.internalProfile.doNotContact ?? false,
    },
  }
}

async function* documentBatches(cities: Map<string, City>, batchSize: number, sample: CandidateDocument[]) {
  let batch: CandidateDocument[] = []
  for (const bundle of generateCandidates({ seed: args.seed!, count: COUNT, asOf: AS_OF, ownerIds: OWNERS })) {
    const doc = candidateToDocument(toIndexRow(bundle, cities))
    if (bundle.traits.index % Math.max(1, Math.floor(COUNT / 2000)) === 0) sample.push(doc)
    batch.push(doc)
    if (batch.length === batchSize) {
      yield batch
      batch = []
    }
  }
  if (batch.length) yield batch
}

const OWNERS = Array.from({ length: 20 }, (_, i) => `00000000-0000-4000-a000-${String(i + 1).padStart(12, '0')}`)

// ---------------------------------------------------------------------------------------------
// The query mix
// ---------------------------------------------------------------------------------------------

type Kind =
  | 'common word'
  | 'rare word'
  | 'misspelt name'
  | 'filters'
  | 'radius'
  | 'boolean OR'
  | 'boolean NOT'
  | 'boolean phrase'
  | 'boolean nested'
  | 'boolean field'
interface BenchQuery {
  kind: Kind
  query: SearchQuery
  /** ILIKE patterns for the naive scan. */
  like: string[]
}

const lovId = (key: keyof typeof LIST_OF_VALUES, identifier: string) => listOfValueId(key as never, identifier)
const identifiers = (key: keyof typeof LIST_OF_VALUES) =>
  (LIST_OF_VALUES[key] as readonly { identifier: string }[]).map((i) => i.identifier)

function typo(rng: Random, word: string): string {
  if (word.length < 5) return word
  const i = rng.int(1, word.length - 3)
  const kind = rng.int(0, 2)
  if (kind === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) // swap
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1) // drop
  return `${word.slice(0, i)}e${word.slice(i + 1)}` // replace
}

function randomFilters(rng: Random, n: number): Filter[] {
  const month = 30.44 * 24 * 3600 * 1000
  const pool: (() => Filter)[] = [
    () => F.in('searchStatus', rng.sample(['activelySearching', 'passivelySearching', 'openToOffers'], rng.int(1, 2))),
    () =>
      F.in(
        'skillIds',
        rng.sample(identifiers('skill'), rng.int(1, 3)).map((s) => lovId('skill', s)),
      ),
    () =>
      F.range(
        'desiredOteK',
        rng.chance(0.5) ? { gte: rng.int(100, 250) } : { gte: rng.int(80, 150), lte: rng.int(200, 350) },
      ),
    () => F.range('desiredBaseSalaryK', { lte: rng.int(90, 180) }),
    () => {
      const [a, b] = rng.pick([
        [12, 36],
        [36, 60],
        [60, 120],
      ] as const)
      return F.or(
        F.range('experienceMonths', { gte: a, lt: b }),
        F.range('experienceStartMs', { lte: NOW - a * month, gt: NOW - b * month }),
      )
    },
    () =>
      F.in(
        'stateId',
        rng.sample(['US-CA', 'US-NY', 'US-TX', 'US-IL', 'US-MA', 'US-WA', 'US-CO', 'US-GA'], rng.int(1, 2)),
      ),
    () =>
      F.in('positionIds', [
        lovId(
          'position',
          rng.pick([
            'accountExecutive',
            'salesDevelopmentRepresentative',
            'customerSuccessManager',
            'accountManager',
            'salesEngineer',
          ]),
        ),
      ]),
    () => F.in('workArrangements', ['fullyRemote']),
    () =>
      F.in(
        'industryIds',
        rng.sample(identifiers('industry'), 2).map((s) => lovId('industry', s)),
      ),
    () => F.range('lastTouchAt', { gt: NOW - rng.pick([7, 30, 90]) * 24 * 3600 * 1000 }),
    () => F.in('ownerId', rng.sample(OWNERS, 2)),
  ]
  return rng.sample(pool, n).map((make) => make())
}

function buildMix(rng: Random, sample: CandidateDocument[], cities: Map<string, City>): BenchQuery[] {
  const common = [
    'sales',
    'account executive',
    'salesforce',
    'saas',
    'enterprise',
    'manager',
    'customer success',
    'hubspot',
  ]
  const rare = ['gainsight', 'meddpicc', 'clari', 'highspot', 'dartmouth', 'fintech', 'channel partner', 'zoominfo']
  const out: BenchQuery[] = []
  const scoped = F.in('isDeleted', [false])
  for (let i = 0; i < QUERIES; i++) {
    const r = i % 10
    const facets = rng.chance(0.25) ? ['searchStatus', 'skillIds'] : []
    const sort = rng.chance(0.2) ? [{ field: 'createdAt', direction: 'desc' as const }] : []
    if (r <= 1) {
      const text = rng.pick(common)
      out.push({
        kind: 'common word',
        like: queryTerms(text),
        query: {
          text,
          filter: F.and(scoped, ...randomFilters(rng, rng.int(0, 2))),
          sort,
          facets,
          limit: 25,
          offset: 0,
        },
      })
    } else if (r <= 3) {
      const text = rng.pick(rare)
      out.push({
        kind: 'rare word',
        like: queryTerms(text),
        query: { text, filter: F.and(scoped, ...randomFilters(rng, rng.int(0, 1))), facets, limit: 25, offset: 0 },
      })
    } else if (r <= 5) {
      const doc = rng.pick(sample)
      const text = `${doc.firstName} ${typo(rng, doc.lastName.toLowerCase())}`
      out.push({
        kind: 'misspelt name',
        like: queryTerms(`${doc.firstName} ${doc.lastName}`),
        query: { text, filter: scoped, limit: 25, offset: 0 },
      })
    } else if (r <= 7) {
      out.push({
        kind: 'filters',
        like: [],
        query: {
          filter: F.and(scoped, ...randomFilters(rng, rng.int(1, 4))),
          sort: [{ field: rng.pick(['updatedAt', 'createdAt'] as const), direction: 'desc' }],
          facets,
          limit: 25,
          offset: rng.chance(0.2) ? 25 : 0,
        },
      })
    } else {
      const metro = rng.pick(METROS)
      const city = cities.get(metro.cityId)!
      const miles = rng.pick([10, 25, 50, 100])
      const text = rng.chance(0.3) ? rng.pick(common) : ''
      out.push({
        kind: 'radius',
        like: queryTerms(text),
        query: {
          text,
          filter: F.and(
            scoped,
            F.geo([{ lat: city.latitude, lng: city.longitude, miles }]),
            ...randomFilters(rng, rng.int(0, 2)),
          ),
          sort: text ? [] : [{ field: 'updatedAt', direction: 'desc' }],
          facets,
          limit: 25,
          offset: 0,
        },
      })
    }
  }
  // Boolean strings, as sourcers type them (after the mix above, so its queries stay the same)
  const booleans: Partial<Record<Kind, readonly string[]>> = {
    'boolean OR': ['salesforce OR hubspot', 'gainsight | clari', 'highspot, zoominfo', 'fintech OR saas manager'],
    'boolean NOT': [
      'account executive -manager',
      'saas NOT enterprise',
      'sales !salesforce',
      'hubspot -"account executive"',
    ],
    'boolean phrase': [
      '"account executive"',
      '"customer success" saas',
      '"channel partner"',
      '"sales manager" -enterprise',
    ],
    'boolean nested': [
      'meddpicc AND (salesforce OR hubspot) NOT manager',
      '(saas OR fintech) "account executive" -enterprise',
      '((gainsight OR clari) customer) OR (highspot -sales)',
      'manag* (salesforce | hubspot)',
    ],
    'boolean field': [
      'title:manager skill:salesforce',
      'title:"account executive" -company:oracle',
      'skill:(gainsight OR clari) saas',
      'school:dartmouth OR title:director',
    ],
  }
  for (let i = 0; i < Math.round(QUERIES / 4); i++) {
    const kind = rng.pick(Object.keys(booleans) as Kind[])
    out.push({
      kind,
      // the naive scan has no Boolean form: these stay out of its comparison
      like: [],
      query: {
        text: rng.pick(booleans[kind]!),
        filter: F.and(scoped, ...randomFilters(rng, rng.int(0, 2))),
        sort: rng.chance(0.2) ? [{ field: 'createdAt', direction: 'desc' as const }] : [],
        facets: rng.chance(0.25) ? ['searchStatus', 'skillIds'] : [],
        limit: 25,
        offset: 0,
      },
    })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Recording the statements of each search (--slowest shows them, --explain their plans)
// ---------------------------------------------------------------------------------------------

interface Statement {
  text: string
  params: readonly unknown[]
  ms: number
  error?: string
}
let recorded: Statement[] = []

function recording(inner: SqlExecutor): SqlExecutor {
  const wrap = (q: Queryable): Queryable => ({
    query: timed(q),
    ...(q.savepoint ? { savepoint: <T>(fn: (sp: Queryable) => Promise<T>) => q.savepoint!((sp) => fn(wrap(sp))) } : {}),
  })
  const timed =
    (q: Queryable) =>
    async <T>(text: string, params: readonly unknown[] = []): Promise<T[]> => {
      const t0 = performance.now()
      try {
        const rows = await q.query<T>(text, params)
        recorded.push({ text, params, ms: performance.now() - t0 })
        return rows
      } catch (error) {
        recorded.push({ text, params, ms: performance.now() - t0, error: String(error) })
        throw error
      }
    }
  return {
    kind: inner.kind,
    exec: (statements) => inner.exec(statements),
    query: timed(inner),
    transaction: (fn, options) => inner.transaction((q) => fn(wrap(q)), options),
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b)
  const total = times.reduce((a, b) => a + b, 0)
  return { n: times.length, p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99), qps: times.length / (total / 1000) }
}
const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`

async function runMix(engine: SearchEngine, mix: BenchQuery[], sql: SqlExecutor | null = null) {
  for (const q of mix.slice(0, 20)) await engine.search('candidates', q.query).catch(() => null) // warm-up
  const byKind = new Map<string, number[]>()
  const all: number[] = []
  let emptyMisspelt = 0
  const timed: { ms: number; q: BenchQuery; statements: Statement[] }[] = []
  for (const q of mix) {
    recorded = []
    const t0 = performance.now()
    const r = await engine.search('candidates', q.query).catch((error: unknown) => {
      // a statement timeout: counted at its time, reported, and the run goes on
      console.log(
        `  FAILED after ${(performance.now() - t0).toFixed(0)} ms (${String(error)}): ${q.kind} ${JSON.stringify(q.query)}`,
      )
      return { hits: [] }
    })
    const ms = performance.now() - t0
    all.push(ms)
    timed.push({ ms, q, statements: recorded })
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms])
    if (q.kind === 'misspelt name' && r.hits.length === 0) emptyMisspelt++
  }
  for (const { ms, q, statements } of timed.sort((a, b) => b.ms - a.ms).slice(0, Number(args.slowest))) {
    console.log(`  slow: ${ms.toFixed(0)} ms ${q.kind} ${JSON.stringify({ ...q.query, filter: q.query.filter })}`)
    for (const s of statements.filter((s) => s.ms >= 1)) {
      console.log(
        `    ${s.ms.toFixed(1).padStart(7)} ms${s.error ? ` (${s.error})` : ''}: ${s.text.replace(/\s+/g, ' ').slice(0, 300)}`,
      )
    }
    const slowest = [...statements].sort((a, b) => b.ms - a.ms)[0]
    if (args.explain && sql && slowest && /^\s*select/i.test(slowest.text)) {
      const plan = await sql.transaction(
        async (t) => {
          // the settings the search made before it (enable_sort), then no timeout
          for (const s of statements.slice(0, statements.indexOf(slowest))) {
            if (s.text.startsWith('select set_config(')) await t.query(s.text, s.params)
          }
          await t.query(`select set_config('statement_timeout', '0', true)`)
          return t.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${slowest.text}`, slowest.params)
        },
        { settings: { jit: 'off', work_mem: '64MB', random_page_cost: '1.1', 'pg_trgm.similarity_threshold': '0.2' } },
      )
      for (const line of plan) console.log(`      ${line['QUERY PLAN']}`)
    }
  }
  return { all: stats(all), byKind: new Map([...byKind].map(([k, v]) => [k, stats(v)])), emptyMisspelt }
}

/** The same filters as a plain scan: ILIKE on the text, the filters on unindexed columns. */
async function runNaive(sql: SqlExecutor, mix: BenchQuery[]) {
  const settings = INDEX_SETTINGS.candidates
  const text = settings.searchable.map((s) => `coalesce(doc->>'${s.field}', '')`).join(` || ' ' || `)
  await sql.exec([
    'drop table if exists bench_naive',
    `create table bench_naive as select id, doc, lat, lng, ${Object.keys(settings.filterable).map(column).join(', ')}, ${text} as body from search_candidates`,
    'analyze bench_naive',
  ])
  const times: number[] = []
  for (const q of mix) {
    const p = new Params()
    const where = filterSql(q.query.filter, settings, p)
    const likes = q.like.map((w) => `body ilike ${p.add(`%${w}%`, 'text')}`)
    const cond = [...likes, where].join(' and ')
    const order = q.query.sort?.length ? `order by ${column(q.query.sort[0]!.field)} desc nulls last` : ''
    const t0 = performance.now()
    await sql.query(`select id, doc from bench_naive where ${cond} ${order} limit 25`, p.values)
    await sql.query(`select count(*) from bench_naive where ${cond}`, p.values)
    times.push(performance.now() - t0)
  }
  await sql.exec(['drop table if exists bench_naive'])
  return stats(times)
}

// ---------------------------------------------------------------------------------------------
// Engines
// ---------------------------------------------------------------------------------------------

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

interface BenchEngine {
  name: string
  engine: SearchEngine
  sql: SqlExecutor | null
  close(): Promise<void>
}

async function open(kind: string): Promise<BenchEngine | null> {
  if (kind === 'pglite') {
    // a bare PGlite (with pg_trgm, as the API opens it): the engine creates its own tables
    const database = await openDatabase()
    const sql = recording(
      pgliteExecutor((database.db as unknown as { $client: Parameters<typeof pgliteExecutor>[0] }).$client),
    )
    return {
      name: 'embedded on PGlite',
      engine: createEmbeddedEngine({ executor: sql }),
      sql,
      close: () => database.close(),
    }
  }
  if (kind === 'postgres') {
    const server =
      process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      ((await reachable(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : undefined)
    if (!server) return null
    const name = args.database ?? `quota_search_bench_${COUNT}`
    const admin = postgres(server, { max: 1, onnotice: () => {} })
    if (!args.reuse) {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.unsafe(`create database "${name}"`)
    }
    const url = new URL(server)
    url.pathname = `/${name}`
    const client = postgres(url.toString(), { max: 4, onnotice: () => {} })
    const sql = recording(postgresExecutor(client))
    return {
      name: 'embedded on PostgreSQL',
      engine: createEmbeddedEngine({ executor: sql }),
      sql,
      async close() {
        await client.end({ timeout: 5 })
        if (!args.keep && !args.reuse) await admin.unsafe(`drop database if exists "${name}" with (force)`)
        await admin.end()
      },
    }
  }
  if (kind === 'meilisearch') {
    if (!process.env.MEILISEARCH_URL) return null
    const engine = createMeilisearchEngine({
      url: process.env.MEILISEARCH_URL,
      ...(process.env.MEILISEARCH_KEY ? { apiKey: process.env.MEILISEARCH_KEY } : {}),
      indexPrefix: 'bench_',
    })
    return { name: 'Meilisearch', engine, sql: null, close: async () => {} }
  }
  throw new Error(`unknown engine ${kind}`)
}

// ---------------------------------------------------------------------------------------------

const cityRows = await loadUsCities()
const cities = new Map<string, City>(
  cityRows.map((c) => [
    c.id,
    {
      id: c.id,
      name: c.name,
      stateCode: c.stateCode,
      stateId: c.stateId,
      latitude: c.latitude,
      longitude: c.longitude,
    },
  ]),
)
const kinds = args.engine?.length ? args.engine : ['pglite', 'postgres', 'meilisearch']

console.log(`\nsearch benchmark: ${COUNT.toLocaleString()} candidates, ${QUERIES} queries (seed ${args.seed})`)
for (const kind of kinds) {
  const bench = await open(kind)
  if (!bench) {
    console.log(`\n${kind}: not present, skipped`)
    continue
  }
  try {
    const sample: CandidateDocument[] = []
    await bench.engine.ensureIndex('candidates')
    if (args.reuse && bench.sql && (await bench.engine.count('candidates')) === COUNT) {
      // --reuse: the index a --keep run left; misspelt names come from its documents
      for (const row of await bench.sql.query<{ doc: CandidateDocument }>(
        'select doc from search_candidates order by id limit 2000',
      )) {
        sample.push(row.doc)
      }
      console.log(`\n${bench.name}: reusing ${COUNT.toLocaleString()} indexed documents`)
    } else {
      const t0 = performance.now()
      let last = 0
      const { documents } = await bench.engine.rebuild(
        'candidates',
        (async function* () {
          for await (const batch of documentBatches(cities, Number(args.batch), sample)) {
            yield batch
            last += batch.length
            if (last % 100_000 < batch.length) process.stdout.write(`  indexed ${last.toLocaleString()}\r`)
          }
        })(),
      )
      const indexSeconds = (performance.now() - t0) / 1000
      console.log(
        `\n${bench.name}: indexed ${documents.toLocaleString()} documents in ${indexSeconds.toFixed(0)} s (${(documents / indexSeconds).toFixed(0)} docs/s)`,
      )
    }

    const mix = buildMix(new Random(`mix:${args.seed}`), sample, cities).filter(
      (q) => !args.kind?.length || args.kind.includes(q.kind),
    )
    // pass 1 starts cold (just indexed); later passes show the steady state of a warm server
    for (let pass = 1; pass <= Number(args.passes); pass++) {
      const result = await runMix(bench.engine, mix, bench.sql)
      console.log(`  pass ${pass}${pass === 1 ? ' (cold)' : ' (warm)'}`)
      console.log(
        `  ${'kind'.padEnd(14)} ${'n'.padStart(4)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'q/s'.padStart(8)}`,
      )
      for (const [kind, s] of [...result.byKind, ['ALL (mix)', result.all] as const]) {
        console.log(
          `  ${kind.padEnd(14)} ${String(s.n).padStart(4)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.p99)} ${s.qps.toFixed(1).padStart(8)}`,
        )
      }
      console.log(
        `  misspelt names with no hit: ${result.emptyMisspelt} of ${result.byKind.get('misspelt name')?.n ?? 0}`,
      )
    }
    if (bench.sql && NAIVE > 0) {
      const plainMix = mix.filter((q) => !q.kind.startsWith('boolean'))
      const naiveMix = plainMix
        .filter((_, i) => i % Math.max(1, Math.floor(plainMix.length / NAIVE)) === 0)
        .slice(0, NAIVE)
      const engineSame = await runMix(bench.engine, naiveMix)
      const naive = await runNaive(bench.sql, naiveMix)
      console.log(
        `  naive ILIKE scan, same ${naive.n} queries: p50 ${fmt(naive.p50)}, p95 ${fmt(naive.p95)}; engine p50 ${fmt(engineSame.all.p50)}, p95 ${fmt(engineSame.all.p95)}; ratio (naive / engine) p50 ${(naive.p50 / engineSame.all.p50).toFixed(1)}x, p95 ${(naive.p95 / engineSame.all.p95).toFixed(1)}x`,
      )
    }
  } finally {
    await bench.close()
  }
}
