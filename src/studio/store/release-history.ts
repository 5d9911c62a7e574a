/** The release history (studio_releases): every publish and rollback, who made it and what it changed. */
import type { Sql } from '../../storage/sql.js'

export interface ReleaseRecord {
  id: string
  at: number
  commit: string
  person: string
  message: string
  /** The changed pages in words, one line each. */
  summary: string[]
  kind: 'publish' | 'rollback'
  /** For a rollback: the release it returned to. */
  restores: string | null
}

interface ReleaseRow {
  id: string
  at: number
  commit_id: string
  person: string
  message: string
  summary: string
  kind: string
  restores: string | null
}
const toRelease = (r: ReleaseRow): ReleaseRecord => ({
  id: r.id,
  at: Number(r.at),
  commit: r.commit_id,
  person: r.person,
  message: r.message,
  summary: JSON.parse(r.summary) as string[],
  kind: r.kind === 'rollback' ? 'rollback' : 'publish',
  restores: r.restores,
})

/** The release history over a store's handle. */
export class ReleaseHistory {
  constructor(private readonly sql: Sql) {}

  async add(r: ReleaseRecord): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_releases (id, at, commit_id, person, message, summary, kind, restores)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.id, r.at, r.commit, r.person, r.message, JSON.stringify(r.summary), r.kind, r.restores],
    )
  }

  /** The newest `limit` releases, newest first. */
  async list(limit = 100): Promise<ReleaseRecord[]> {
    const rows = await this.sql.all<ReleaseRow>(`SELECT * FROM studio_releases ORDER BY at DESC, id DESC LIMIT $1`, [
      limit,
    ])
    return rows.map(toRelease)
  }

  async byId(id: string): Promise<ReleaseRecord | undefined> {
    const row = await this.sql.get<ReleaseRow>(`SELECT * FROM studio_releases WHERE id = $1`, [id])
    return row && toRelease(row)
  }
}
