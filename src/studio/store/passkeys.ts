/**
 * A person's passkeys (studio_passkeys): the WebAuthn credentials they sign in with. A public key is not
 * a secret; a credential id is registered once (to anybody), and a person keeps at least one.
 */
import type { Sql } from '../../storage/sql.js'

export interface Passkey {
  id: string
  personId: string
  publicKey: string
  counter: number
  transports: string[]
  label: string
  createdAt: number
  lastUsedAt: number | null
}

interface PasskeyRow {
  id: string
  person_id: string
  public_key: string
  counter: number
  transports: string
  label: string
  created_at: number
  last_used_at: number | null
}
const toPasskey = (r: PasskeyRow): Passkey => ({
  id: r.id,
  personId: r.person_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: r.transports ? r.transports.split(',') : [],
  label: r.label,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
})

/** A passkey whose credential id is already registered (to anybody): refused, never a constraint's 500. */
export class DuplicatePasskeyError extends Error {
  override name = 'DuplicatePasskeyError'
}

/** 'taken' for a passkey registered already (the routes answer 400 in Finnish); any other failure goes on. */
export function passkeyTaken(error: unknown): 'taken' {
  if (error instanceof DuplicatePasskeyError) return 'taken'
  throw error
}

/** The passkeys over a store's handle or a transaction's. */
export class Passkeys {
  constructor(private readonly sql: Sql) {}

  async of(personId: string): Promise<Passkey[]> {
    const rows = await this.sql.all<PasskeyRow>(
      `SELECT * FROM studio_passkeys WHERE person_id = $1 ORDER BY created_at`,
      [personId],
    )
    return rows.map(toPasskey)
  }

  async byId(id: string): Promise<Passkey | undefined> {
    const row = await this.sql.get<PasskeyRow>(`SELECT * FROM studio_passkeys WHERE id = $1`, [id])
    return row && toPasskey(row)
  }

  /** Registers a passkey; a DuplicatePasskeyError when its credential id is registered already. */
  async add(p: Passkey): Promise<void> {
    if (await this.sql.get(`SELECT id FROM studio_passkeys WHERE id = $1`, [p.id]))
      throw new DuplicatePasskeyError(p.id)
    await this.sql.run(
      `INSERT INTO studio_passkeys (id, person_id, public_key, counter, transports, label, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [p.id, p.personId, p.publicKey, p.counter, p.transports.join(','), p.label, p.createdAt],
    )
  }

  async recordUse(id: string, counter: number, now: number): Promise<void> {
    await this.sql.run(`UPDATE studio_passkeys SET counter = $1, last_used_at = $2 WHERE id = $3`, [counter, now, id])
  }

  /** Removes one of a person's passkeys, never their last one. */
  async remove(personId: string, id: string): Promise<'removed' | 'last' | 'missing'> {
    return this.sql.tx(async (sql) => {
      const row = await sql.get<{ n: number }>(`SELECT count(*) AS n FROM studio_passkeys WHERE person_id = $1`, [
        personId,
      ])
      if (Number(row?.n ?? 0) <= 1) return 'last'
      const n = await sql.run(`DELETE FROM studio_passkeys WHERE id = $1 AND person_id = $2`, [id, personId])
      return n ? 'removed' : 'missing'
    })
  }
}
