/**
 * The studio store's tables, one script for SQLite and PostgreSQL (text ids,
 * bigint milliseconds, integers): people and their passkeys, invitations,
 * sessions, the audit log, releases, scheduled publishes and preview links.
 * A person removed takes their passkeys and sessions with them (cascade); the
 * audit log and the releases keep the name and e-mail as they were.
 */
import type { Sql } from '../../storage/sql.js'

const SCHEMA_VERSION = 2

const TABLES = `
CREATE TABLE IF NOT EXISTS studio_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_people (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  role text NOT NULL,
  langs text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS studio_invites (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  role text NOT NULL,
  langs text NOT NULL DEFAULT '',
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE TABLE IF NOT EXISTS studio_passkeys (
  id text PRIMARY KEY,
  person_id text NOT NULL REFERENCES studio_people(id) ON DELETE CASCADE,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports text NOT NULL DEFAULT '',
  label text NOT NULL,
  created_at bigint NOT NULL,
  last_used_at bigint
);
CREATE INDEX IF NOT EXISTS studio_passkeys_person ON studio_passkeys(person_id);
CREATE TABLE IF NOT EXISTS studio_sessions (
  id text PRIMARY KEY,
  person_id text NOT NULL REFERENCES studio_people(id) ON DELETE CASCADE,
  csrf text NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  agent text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS studio_sessions_person ON studio_sessions(person_id);
CREATE TABLE IF NOT EXISTS studio_audit (
  id text PRIMARY KEY,
  at bigint NOT NULL,
  person text NOT NULL,
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS studio_audit_at ON studio_audit(at);
CREATE TABLE IF NOT EXISTS studio_releases (
  id text PRIMARY KEY,
  at bigint NOT NULL,
  commit_id text NOT NULL,
  person text NOT NULL,
  message text NOT NULL,
  summary text NOT NULL,
  kind text NOT NULL,
  restores text
);
CREATE INDEX IF NOT EXISTS studio_releases_at ON studio_releases(at);
CREATE TABLE IF NOT EXISTS studio_schedules (
  id text PRIMARY KEY,
  run_at bigint NOT NULL,
  files text NOT NULL,
  message text NOT NULL,
  person_id text NOT NULL,
  person text NOT NULL,
  created_at bigint NOT NULL,
  state text NOT NULL,
  started_at bigint,
  finished_at bigint,
  result text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS studio_schedules_due ON studio_schedules(state, run_at);
CREATE TABLE IF NOT EXISTS studio_previews (
  id text PRIMARY KEY,
  file text NOT NULL,
  created_by text NOT NULL,
  created_by_id text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);
`

/** What each version adds to a store made by the one before (a new store has it from TABLES). */
const UPGRADES: Record<number, string> = {
  // Who made a preview link, by id (issue 44): a translator revokes only their own. Older links have ''.
  2: `ALTER TABLE studio_previews ADD COLUMN created_by_id text NOT NULL DEFAULT ''`,
}

/** Creates what is missing and records the version (idempotent: every start runs it). */
export async function migrate(sql: Sql): Promise<void> {
  await sql.exec(TABLES)
  const row = await sql.get<{ value: string }>(`SELECT value FROM studio_meta WHERE key = 'schema'`)
  if (!row)
    return void (await sql.run(
      `INSERT INTO studio_meta (key, value) VALUES ('schema', $1) ON CONFLICT (key) DO NOTHING`,
      [String(SCHEMA_VERSION)],
    ))
  for (let version = Number(row.value) + 1; version <= SCHEMA_VERSION; version++)
    await sql.tx(async (tx) => {
      await tx.exec(UPGRADES[version]!)
      await tx.run(`UPDATE studio_meta SET value = $1 WHERE key = 'schema'`, [String(version)])
    })
}
