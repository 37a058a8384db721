/**
 * The embedded engine runs plain SQL with positional parameters on either driver the API uses:
 * PGlite (in-process WebAssembly PostgreSQL) or postgres.js (a PostgreSQL server). Parameters
 * are JS values: arrays bind as PostgreSQL arrays. JSON goes as text (`$1::text::jsonb`): a
 * postgres.js client wrapped by Drizzle passes jsonb parameters through unserialised.
 */

/** SQLSTATE of a query stopped by its statement timeout. */
export const QUERY_CANCELED = '57014'

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>
  /**
   * Inside a transaction on a server: runs `fn` in a savepoint; when it throws, what it did
   * (settings included) is rolled back and the transaction goes on. (postgres.js fails the
   * whole transaction on any error but one inside its own savepoints.)
   */
  savepoint?<T>(fn: (q: Queryable) => Promise<T>): Promise<T>
}

export interface SqlExecutor extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Statements without parameters (DDL), run one after another. */
  exec(statements: readonly string[]): Promise<void>
  /**
   * Runs `fn` in one transaction. On a server, `timeoutMs` becomes the transaction's statement
   * timeout (`SET LOCAL statement_timeout`); PGlite cannot interrupt a running query, so there
   * the bound comes from the queries themselves (limits on every scan).
   */
  transaction<T>(
    fn: (q: Queryable) => Promise<T>,
    options?: { timeoutMs?: number; settings?: Record<string, string> },
  ): Promise<T>
}

/** The parts of a PGlite instance used here. */
export interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(text: string): Promise<unknown>
  transaction<T>(
    fn: (tx: { query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }> }) => Promise<T>,
  ): Promise<T>
}

/** The parts of a postgres.js `Sql` used here. */
export interface PostgresTxLike {
  unsafe(text: string, params?: never[]): PromiseLike<unknown>
  savepoint?(fn: (sp: PostgresTxLike) => Promise<unknown>): PromiseLike<unknown>
}
export interface PostgresJsLike extends PostgresTxLike {
  // biome-ignore lint/suspicious/noExplicitAny: postgres.js types its transaction callback precisely; any one fits
  begin(fn: (tx: any) => Promise<unknown>): Promise<unknown>
}

/** One statement setting every transaction-local setting (`SET LOCAL`), or null when there are none. */
function setLocal(settings: Record<string, string>): [string, string[]] | null {
  const entries = Object.entries(settings)
  if (!entries.length) return null
  for (const [name] of entries) if (!/^[a-z_.]+$/.test(name)) throw new Error(`bad setting name ${name}`)
  return [
    `select ${entries.map(([name], i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}`,
    entries.map(([, v]) => v),
  ]
}

export function pgliteExecutor(pg: PgliteLike): SqlExecutor {
  return {
    kind: 'pglite',
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(text, [...params])).rows
    },
    async exec(statements) {
      for (const s of statements) await pg.exec(s)
    },
    transaction(fn, options) {
      return pg.transaction(async (tx) => {
        const set = setLocal(options?.settings ?? {})
        if (set) await tx.query(set[0], set[1])
        return fn({
          query: async <T>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(text, [...params])).rows,
        })
      })
    },
  }
}

export function postgresExecutor(sql: PostgresJsLike): SqlExecutor {
  const wrap = (s: PostgresTxLike): Queryable => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      return [...((await s.unsafe(text, [...params] as never[])) as T[])]
    },
    ...(s.savepoint
      ? {
          savepoint: <T>(fn: (q: Queryable) => Promise<T>) =>
            s.savepoint!((sp: PostgresTxLike) => fn(wrap(sp))) as Promise<T>,
        }
      : {}),
  })
  return {
    kind: 'postgres',
    ...wrap(sql),
    async exec(statements) {
      for (const s of statements) await sql.unsafe(s)
    },
    transaction<T>(
      fn: (q: Queryable) => Promise<T>,
      options?: { timeoutMs?: number; settings?: Record<string, string> },
    ) {
      return sql.begin(async (tx: PostgresTxLike) => {
        const set = setLocal({
          ...(options?.timeoutMs ? { statement_timeout: `${Math.round(options.timeoutMs)}ms` } : {}),
          ...options?.settings,
        })
        if (set) await tx.unsafe(set[0], set[1] as never[])
        return fn(wrap(tx))
      }) as Promise<T>
    },
  }
}

/** Picks the adapter for a driver client (a Drizzle database's `$client`). */
export function executorFor(client: unknown): SqlExecutor {
  const c = client as Partial<PgliteLike & PostgresJsLike>
  if (typeof c.unsafe === 'function' && typeof c.begin === 'function') return postgresExecutor(client as PostgresJsLike)
  if (typeof c.query === 'function' && typeof c.exec === 'function') return pgliteExecutor(client as PgliteLike)
  throw new Error('Unsupported database client for the embedded search engine')
}
