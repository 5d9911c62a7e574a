/**
 * Preview links (studio_previews): a signed link to a draft, valid until it expires or is revoked. The
 * signing key is a secret of the store (Secrets); the link remembers who made it, by name and by id.
 */
import type { Sql } from '../../storage/sql.js'

export interface PreviewLink {
  id: string
  file: string
  /** Who made it, as the audit log names people; and their id ('' for a link made before ids were kept). */
  createdBy: string
  createdById: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

interface PreviewRow {
  id: string
  file: string
  created_by: string
  created_by_id: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}
const toPreview = (r: PreviewRow): PreviewLink => ({
  id: r.id,
  file: r.file,
  createdBy: r.created_by,
  createdById: r.created_by_id,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
})

/** The preview links over a store's handle. */
export class Previews {
  constructor(private readonly sql: Sql) {}

  async add(link: PreviewLink): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_previews (id, file, created_by, created_by_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [link.id, link.file, link.createdBy, link.createdById, link.createdAt, link.expiresAt],
    )
  }

  async byId(id: string): Promise<PreviewLink | undefined> {
    const row = await this.sql.get<PreviewRow>(`SELECT * FROM studio_previews WHERE id = $1`, [id])
    return row && toPreview(row)
  }

  /** The links still valid at `now` (neither expired nor revoked), newest first. */
  async live(now: number): Promise<PreviewLink[]> {
    const rows = await this.sql.all<PreviewRow>(
      `SELECT * FROM studio_previews WHERE revoked_at IS NULL AND expires_at > $1 ORDER BY created_at DESC`,
      [now],
    )
    return rows.map(toPreview)
  }

  async revoke(id: string, now: number): Promise<boolean> {
    return (
      (await this.sql.run(`UPDATE studio_previews SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, [
        now,
        id,
      ])) > 0
    )
  }
}
