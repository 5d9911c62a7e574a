/** The studio's own random keys (the preview links' signing key), made once and kept in studio_meta. */
import type { Sql } from '../../storage/sql.js'
import { newToken } from './tokens.js'

export class Secrets {
  constructor(private readonly sql: Sql) {}

  /** The secret of `name`, made at its first use and the same ever after (also when two ask at once). */
  async get(name: string): Promise<string> {
    const key = `secret:${name}`
    await this.sql.run(`INSERT INTO studio_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      key,
      newToken(),
    ])
    return (await this.sql.get<{ value: string }>(`SELECT value FROM studio_meta WHERE key = $1`, [key]))!.value
  }
}
