/**
 * The studio's people (studio_people): who may sign in, with their role and languages. Removing a
 * person takes their passkeys and sessions with them (the schema's cascade). The studio never loses its
 * last owner: a role change or a removal checks the owners in the same transaction as it changes them.
 */
import type { TargetLang } from '../../i18n/languages.js'
import { isRole, parseLangs, type Actor, type Role } from '../auth/roles.js'
import type { Sql } from '../../storage/sql.js'

export interface Person extends Actor {
  createdAt: number
}

/** A person's columns, as studio_people has them (also read by the sessions' join). */
export interface PersonRow {
  id: string
  email: string
  name: string
  role: string
  langs: string
  created_at: number
}

export const toPerson = (r: PersonRow): Person => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: isRole(r.role) ? r.role : 'kääntäjä',
  langs: parseLangs(r.langs).langs,
  createdAt: Number(r.created_at),
})

/** "Anna Virtanen <anna@example.fi>": how the audit log and the releases remember a person. */
export const personLabel = (p: Pick<Actor, 'name' | 'email'>) => `${p.name} <${p.email}>`

/** What a role change or a removal did: done, nobody to change, or refused as it would leave no owner. */
export type PeopleChange = 'done' | 'missing' | 'last-owner'

/**
 * Inside a transaction: 'missing' when `id` names nobody, 'last-owner' when giving them `role` (null:
 * removing them) would leave the studio without an owner, else null. The owners' rows are locked on
 * PostgreSQL (FOR UPDATE; a concurrent change waits and then sees this one's result); SQLite's
 * transaction already holds the database.
 */
async function lastOwnerOf(sql: Sql, id: string, role: Role | null): Promise<'missing' | 'last-owner' | null> {
  const lock = sql.kind === 'postgres' ? ' FOR UPDATE' : ''
  const owners = await sql.all<{ id: string }>(`SELECT id FROM studio_people WHERE role = 'omistaja'${lock}`)
  const person = await sql.get<{ role: string }>(`SELECT role FROM studio_people WHERE id = $1`, [id])
  if (!person) return 'missing'
  const demoted = person.role === 'omistaja' && role !== 'omistaja'
  return demoted && owners.every((o) => o.id === id) ? 'last-owner' : null
}

/** The people over a store's handle or a transaction's. */
export class People {
  constructor(private readonly sql: Sql) {}

  async all(): Promise<Person[]> {
    return (await this.sql.all<PersonRow>(`SELECT * FROM studio_people ORDER BY name, email`)).map(toPerson)
  }

  async byId(id: string): Promise<Person | undefined> {
    const row = await this.sql.get<PersonRow>(`SELECT * FROM studio_people WHERE id = $1`, [id])
    return row && toPerson(row)
  }

  async byEmail(email: string): Promise<Person | undefined> {
    const row = await this.sql.get<PersonRow>(`SELECT * FROM studio_people WHERE email = $1`, [email.toLowerCase()])
    return row && toPerson(row)
  }

  /** A new person (the e-mail lowercased by the caller: an invitation's already is). */
  async add(p: Person): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_people (id, email, name, role, langs, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [p.id, p.email, p.name, p.role, p.langs.join(','), p.createdAt],
    )
  }

  /**
   * Changes a person's role and languages; never the last owner's role away from owner. The check and
   * the change are one transaction, the owners' rows locked on PostgreSQL, so two owners demoting each
   * other at once leave one.
   */
  async setRole(id: string, role: Role, langs: TargetLang[]): Promise<PeopleChange> {
    return this.sql.tx(async (sql) => {
      const refused = await lastOwnerOf(sql, id, role)
      if (refused) return refused
      await sql.run(`UPDATE studio_people SET role = $1, langs = $2 WHERE id = $3`, [role, langs.join(','), id])
      return 'done'
    })
  }

  async rename(id: string, name: string): Promise<void> {
    await this.sql.run(`UPDATE studio_people SET name = $1 WHERE id = $2`, [name, id])
  }

  /**
   * Removes a person; their passkeys and sessions go with them (every session ends at once). Never the
   * last owner (one transaction with the check, as setRole).
   */
  async remove(id: string): Promise<PeopleChange> {
    return this.sql.tx(async (sql) => {
      const refused = await lastOwnerOf(sql, id, null)
      if (refused) return refused
      await sql.run(`DELETE FROM studio_people WHERE id = $1`, [id])
      return 'done'
    })
  }
}
