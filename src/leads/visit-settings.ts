/**
 * The site visits' availability settings as the studio saves them ("Arviokäynnit"): one
 * row in the leads database (the one the contact API and the studio share), its settings and a
 * version. A save names the version it started from and lands only when that is still the stored one
 * (one conditional UPDATE, or an INSERT that meets the primary key), so two people saving at once
 * never overwrite each other: the second gets `stale` and reloads. The contact API's VisitDesk reads
 * the row (src/visit-desk/visit-desk.ts); without one, site.json's opening hours hold (decision 410).
 */
import { readAvailabilitySettings } from '../booking/availability-shape.js'
import type { AvailabilitySettings } from '../booking/availability.js'
import type { Sql } from '../storage/sql.js'

export const VISIT_SETTINGS_TABLE = { sqlite: 'visit_settings', postgres: 'contact_visit_settings' } as const

/** The one row's key (a table of one row: the CHECK keeps it so). */
const ROW = 1

function schema(dialect: Sql['kind']): string {
  const int = dialect === 'sqlite' ? 'INTEGER' : 'bigint'
  return `
CREATE TABLE IF NOT EXISTS ${VISIT_SETTINGS_TABLE[dialect]} (
  id integer PRIMARY KEY CHECK (id = ${ROW}),
  settings text NOT NULL,
  version integer NOT NULL,
  saved_at ${int} NOT NULL,
  saved_by text NOT NULL DEFAULT ''
);`
}

/** The settings' table (idempotent), beside the visits' (src/leads/lead-tables.ts `migrateLeads`). */
export async function migrateVisitSettings(sql: Sql): Promise<void> {
  await sql.exec(schema(sql.kind))
}

export interface StoredVisitSettings {
  settings: AvailabilitySettings
  /** 1 after the first save, one more after each. */
  version: number
  savedAt: number
  /** Who saved them (the studio person's name). */
  savedBy: string
}

interface SettingsRow {
  settings: string
  version: number | string
  saved_at: number | string
  saved_by: string
}

/**
 * The stored settings, or null when none were saved. A row whose settings no longer have their
 * shape (written by hand, or by an older server) is reported through `unreadable` and read as none.
 */
export async function readVisitSettings(
  sql: Sql,
  unreadable?: (version: number) => void,
): Promise<StoredVisitSettings | null> {
  const row = await sql.get<SettingsRow>(
    `SELECT settings, version, saved_at, saved_by FROM ${VISIT_SETTINGS_TABLE[sql.kind]} WHERE id = ${ROW}`,
  )
  if (!row) return null
  let settings: AvailabilitySettings | null = null
  try {
    settings = readAvailabilitySettings(JSON.parse(row.settings))
  } catch {
    settings = null
  }
  if (!settings) {
    unreadable?.(Number(row.version))
    return null
  }
  return { settings, version: Number(row.version), savedAt: Number(row.saved_at), savedBy: row.saved_by }
}

/** The version stored now (0: none saved), whether or not its settings read. */
export async function storedVersion(sql: Sql): Promise<number> {
  const row = await sql.get<{ version: number | string }>(
    `SELECT version FROM ${VISIT_SETTINGS_TABLE[sql.kind]} WHERE id = ${ROW}`,
  )
  return row ? Number(row.version) : 0
}

export type SaveOutcome = { ok: true; version: number } | { ok: false; stale: true; version: number }

/**
 * Saves the settings over version `from` (0: over none saved). Checked settings only: the caller
 * has run `availabilityProblems`. When someone saved meanwhile, nothing changes and the answer is
 * `stale` with the version stored now.
 */
export async function saveVisitSettings(
  sql: Sql,
  s: { settings: AvailabilitySettings; from: number; by: string; now: number },
): Promise<SaveOutcome> {
  const t = VISIT_SETTINGS_TABLE[sql.kind]
  const json = JSON.stringify(s.settings)
  const version = s.from + 1
  const changed =
    s.from === 0
      ? await sql.run(
          `INSERT INTO ${t} (id, settings, version, saved_at, saved_by) VALUES (${ROW}, $1, 1, $2, $3) ON CONFLICT (id) DO NOTHING`,
          [json, s.now, s.by],
        )
      : await sql.run(
          `UPDATE ${t} SET settings = $1, version = $2, saved_at = $3, saved_by = $4 WHERE id = ${ROW} AND version = $5`,
          [json, version, s.now, s.by, s.from],
        )
  if (changed === 1) return { ok: true, version }
  return { ok: false, stale: true, version: await storedVersion(sql) }
}
