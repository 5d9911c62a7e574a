/**
 * SQLite and PostgreSQL behind one small interface (decision 231;
 * moved below the studio by decision 340 so the leads' queries, src/leads/,
 * use it too): SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL
 * is set. Queries are written once, in PostgreSQL's `$1` style; the SQLite
 * side names them `@p1`. Times are milliseconds in `bigint` columns, read back
 * as numbers on both.
 *
 * SQLite never waits on a lock with the event loop held (decision 026): the
 * connection's busy_timeout is 0 and a busy statement is tried again after a
 * timer. A transaction holds an in-process lock that every other statement
 * of this connection waits for (asynchronously), so nothing of another
 * request lands inside it.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'

export type Param = string | number | null
export interface Sql {
  readonly kind: 'sqlite' | 'postgres'
  readonly location: string
  all<T>(query: string, params?: Param[]): Promise<T[]>
  get<T>(query: string, params?: Param[]): Promise<T | undefined>
  /** A statement that changes rows: how many it changed. */
  run(query: string, params?: Param[]): Promise<number>
  /** Several statements, all or none. */
  tx<T>(work: (sql: Sql) => Promise<T>): Promise<T>
  /** DDL, several statements separated by semicolons. */
  exec(script: string): Promise<void>
  close(): Promise<void>
}

const BUSY_RETRIES = 40
const BUSY_WAIT_MS = 25
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** `$1`, `$2` … of a query as better-sqlite3's named parameters `@p1`, `@p2` … */
const named = (params: Param[]) => Object.fromEntries(params.map((v, i) => [`p${i + 1}`, v]))
const isBusy = (e: unknown) => /SQLITE_BUSY|SQLITE_LOCKED/.test(String((e as { code?: string }).code ?? ''))

/** One-at-a-time gate for the SQLite connection while a transaction runs. */
class Gate {
  private tail: Promise<void> = Promise.resolve()
  async hold<T>(work: () => Promise<T>): Promise<T> {
    const before = this.tail
    let release = () => {}
    this.tail = new Promise<void>((r) => {
      release = r
    })
    await before
    try {
      return await work()
    } finally {
      release()
    }
  }
}

export function openSqlite(file: string): Sql {
  mkdirSync(path.dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 0')
  db.pragma('foreign_keys = ON')
  return sqliteOn(db, file)
}

/**
 * The interface over a connection another module opened (the contact API's
 * outbox, server/contact/outbox.ts). Its transactions hold this object's gate
 * only: the owner's own statements must not run while one is open.
 */
export function sqliteOn(db: Database.Database, file: string): Sql {
  const gate = new Gate()
  const statements = new Map<string, Database.Statement>()
  const prepare = (q: string) => {
    const known = statements.get(q)
    if (known) return known
    const statement = db.prepare(q.replace(/\$(\d+)/g, '@p$1'))
    statements.set(q, statement)
    return statement
  }
  const attempt = async <T>(work: () => T): Promise<T> => {
    for (let i = 0; ; i++) {
      try {
        return work()
      } catch (error) {
        if (!isBusy(error) || i >= BUSY_RETRIES) throw error
        await sleep(BUSY_WAIT_MS)
      }
    }
  }
  // The statements themselves; `inside` (a transaction's own) skips the gate the transaction holds.
  const statementsOf = (gated: <T>(work: () => T) => Promise<T>): Sql => {
    const sql: Sql = {
      kind: 'sqlite',
      location: file,
      all: <T>(q: string, p: Param[] = []) => gated(() => prepare(q).all(named(p)) as T[]),
      get: <T>(q: string, p: Param[] = []) => gated(() => prepare(q).get(named(p)) as T | undefined),
      run: (q, p = []) => gated(() => prepare(q).run(named(p)).changes),
      exec: (script) => gated(() => void db.exec(script)),
      tx: (work) => work(sql),
      close: async () => {},
    }
    return sql
  }
  const inside = statementsOf((work) => attempt(work))
  const outside = statementsOf((work) => gate.hold(() => attempt(work)))
  return {
    ...outside,
    tx: (work) =>
      gate.hold(async () => {
        await attempt(() => db.exec('BEGIN IMMEDIATE'))
        try {
          const result = await work(inside)
          db.exec('COMMIT')
          return result
        } catch (error) {
          db.exec('ROLLBACK')
          throw error
        }
      }),
    close: async () => void db.close(),
  }
}

/** bigint (int8) columns as numbers: milliseconds and counters fit. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

export function openPostgres(url: string): Sql {
  const pool = new pg.Pool({ connectionString: url, max: 4, types, statement_timeout: 10_000 })
  return postgresOn(pool, url)
}

/**
 * The interface over a pool another module opened (the contact API's, server/contact/pg-store.ts;
 * close() ends it), or over one connection (its transactions run on that connection).
 */
export function postgresOn(db: pg.Pool | pg.PoolClient, url: string): Sql {
  const on = (client: pg.Pool | pg.PoolClient): Sql => {
    const sql: Sql = {
      kind: 'postgres',
      location: url.replace(/\/\/[^@/]*@/, '//…@'),
      all: async (q, p = []) => (await client.query(q, p)).rows,
      get: async (q, p = []) => (await client.query(q, p)).rows[0],
      run: async (q, p = []) => (await client.query(q, p)).rowCount ?? 0,
      exec: async (script) => void (await client.query(script)),
      tx: (work) => work(sql),
      close: async () => {},
    }
    return sql
  }
  const transaction = async <T>(client: pg.PoolClient, work: (sql: Sql) => Promise<T>) => {
    await client.query('BEGIN')
    try {
      const result = await work(on(client))
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    }
  }
  if (!(db instanceof pg.Pool)) return { ...on(db), tx: (work) => transaction(db, work) }
  return {
    ...on(db),
    async tx(work) {
      const client = await db.connect()
      try {
        return await transaction(client, work)
      } finally {
        client.release()
      }
    },
    close: () => db.end(),
  }
}
