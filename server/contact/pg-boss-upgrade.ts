/**
 * From pg-boss 10 to 12 (docs/decisions/251). pg-boss 11 rewrote its schema and pg-boss 12 migrates
 * only from 11's (schema version 25 on): started on a pg-boss 10 database (version 24) it refuses
 * ("the oldest supported starting version is 25"). Its own advice is to move the jobs across by hand.
 *
 * Here a delivery job holds nothing but a message number, and contact_leads says which messages still
 * wait (pending, or sending when an instance stopped mid-send) and from when. So, at start, under the
 * setup lock (server/contact/pg-store.ts):
 *
 * 1. retireV10Schema: `pgboss` at version 24 or older is renamed `pgboss_v10` (committed at once);
 * 2. pg-boss 12 installs a fresh `pgboss`;
 * 3. requeueFromRetiredSchema: in ONE transaction, a job for every waiting message (starting when its
 *    retry was due) and DROP SCHEMA pgboss_v10. A crash before its commit leaves `pgboss_v10`, so the
 *    next start does step 3 again; a crash after it has nothing left to do.
 */
import type pg from 'pg'
import type { PgBoss } from 'pg-boss'

export const DELIVERY_QUEUE = 'contact-delivery'
const SCHEMA = 'pgboss'
const RETIRED = 'pgboss_v10'
/** pg-boss 10.x's last schema version; 11 made 25. */
const V10_SCHEMA_VERSION = 24

/** A pg client as pg-boss's `db` option: pg-boss's statements run in the client's transaction. */
export const transaction = (client: pg.PoolClient) => ({
  executeSql: (text: string, values?: unknown[]) => client.query(text, values),
})

async function schemaVersion(client: pg.PoolClient, schema: string): Promise<number | null> {
  const { rows } = await client.query<{ table: string | null }>('SELECT to_regclass($1) AS table', [
    `${schema}.version`,
  ])
  if (!rows[0]?.table) return null
  const version = await client.query<{ version: number }>(`SELECT version FROM ${schema}.version LIMIT 1`)
  return version.rows[0] ? Number(version.rows[0].version) : null
}

/** Renames a pg-boss 10 schema out of pg-boss 12's way; true when it did. */
export async function retireV10Schema(client: pg.PoolClient): Promise<boolean> {
  const version = await schemaVersion(client, SCHEMA)
  if (version === null || version > V10_SCHEMA_VERSION) return false
  await client.query(`ALTER SCHEMA ${SCHEMA} RENAME TO ${RETIRED}`)
  return true
}

/** True while a retired pg-boss 10 schema waits for its jobs to be made again. */
export async function retiredV10Schema(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [RETIRED])
  return rows.length > 0
}

/** One pg-boss 12 job per waiting message and the old schema dropped, in one transaction; the number queued. */
export async function requeueFromRetiredSchema(client: pg.PoolClient, boss: PgBoss): Promise<number> {
  await client.query('BEGIN')
  try {
    const { rows } = await client.query<{ id: string; next_attempt_at: string }>(
      "SELECT id, next_attempt_at FROM contact_leads WHERE status IN ('pending', 'sending') ORDER BY id",
    )
    const db = transaction(client)
    for (const row of rows)
      await boss.send(
        DELIVERY_QUEUE,
        { id: Number(row.id) },
        { startAfter: new Date(Math.max(Date.now(), Number(row.next_attempt_at))), db },
      )
    await client.query(`DROP SCHEMA ${RETIRED} CASCADE`)
    await client.query('COMMIT')
    return rows.length
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}
