/**
 * The audit log (studio_audit): who did what, when and from where. It names people as personLabel
 * does, so a removed person's lines keep their name and e-mail.
 */
import { randomUUID } from 'node:crypto'
import type { Sql } from '../../storage/sql.js'

export interface AuditEntry {
  id: string
  at: number
  person: string
  action: string
  target: string
  detail: string
  address: string
}

/** The audit log over a store's handle. */
export class AuditLog {
  constructor(private readonly sql: Sql) {}

  async add(entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_audit (id, at, person, action, target, detail, address) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [randomUUID(), entry.at, entry.person, entry.action, entry.target, entry.detail, entry.address],
    )
  }

  /** The newest `limit` lines before `before`, newest first. */
  async list(limit = 200, before = Number.MAX_SAFE_INTEGER): Promise<AuditEntry[]> {
    const rows = await this.sql.all<AuditEntry>(
      `SELECT id, at, person, action, target, detail, address FROM studio_audit WHERE at < $1 ORDER BY at DESC, id LIMIT $2`,
      [before, limit],
    )
    return rows.map((r) => ({ ...r, at: Number(r.at) }))
  }
}
