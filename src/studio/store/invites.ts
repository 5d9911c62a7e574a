/**
 * One-time invitations (studio_invites): a link's token is returned once and kept only as its hash; an
 * invitation is used once and not after 72 hours. Using one (it makes a person and a passkey) is the
 * store's transaction, StudioStore.acceptInvite; this module marks it used.
 */
import { randomUUID } from 'node:crypto'
import type { TargetLang } from '../../i18n/languages.js'
import { isRole, needsLangs, parseLangs, type Role } from '../auth/roles.js'
import type { Sql } from '../../storage/sql.js'
import { hashToken, newToken } from './tokens.js'

export interface Invite {
  id: string
  email: string
  role: Role
  langs: TargetLang[]
  createdBy: string
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

interface InviteRow {
  id: string
  email: string
  role: string
  langs: string
  created_by: string
  created_at: number
  expires_at: number
  used_at: number | null
}
const toInvite = (r: InviteRow): Invite => ({
  id: r.id,
  email: r.email,
  role: isRole(r.role) ? r.role : 'kääntäjä',
  langs: parseLangs(r.langs).langs,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  usedAt: r.used_at === null ? null : Number(r.used_at),
})

const INVITE_TTL_MS = 72 * 3_600_000

/** The invitations over a store's handle or a transaction's. */
export class Invites {
  constructor(private readonly sql: Sql) {}

  /** A one-time invitation: the token (for the link) is returned once and kept only as its hash. */
  async create(input: { email: string; role: Role; langs: TargetLang[]; createdBy: string }, now: number) {
    const token = newToken()
    const invite: Invite = {
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      role: input.role,
      langs: needsLangs(input.role) ? input.langs : [],
      createdBy: input.createdBy,
      createdAt: now,
      expiresAt: now + INVITE_TTL_MS,
      usedAt: null,
    }
    await this.sql.run(
      `INSERT INTO studio_invites (id, token_hash, email, role, langs, created_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        invite.id,
        hashToken(token),
        invite.email,
        invite.role,
        invite.langs.join(','),
        invite.createdBy,
        now,
        invite.expiresAt,
      ],
    )
    return { token, invite }
  }

  /** The invitation of a token: 'ok', or why it cannot be used. */
  async byToken(token: string, now: number): Promise<{ state: 'ok' | 'used' | 'expired'; invite: Invite } | null> {
    const row = await this.sql.get<InviteRow>(`SELECT * FROM studio_invites WHERE token_hash = $1`, [hashToken(token)])
    if (!row) return null
    const invite = toInvite(row)
    return { state: invite.usedAt !== null ? 'used' : invite.expiresAt <= now ? 'expired' : 'ok', invite }
  }

  async pending(now: number): Promise<Invite[]> {
    const rows = await this.sql.all<InviteRow>(
      `SELECT * FROM studio_invites WHERE used_at IS NULL AND expires_at > $1 ORDER BY created_at DESC`,
      [now],
    )
    return rows.map(toInvite)
  }

  async cancel(id: string, now: number): Promise<boolean> {
    return (
      (await this.sql.run(`UPDATE studio_invites SET used_at = $1 WHERE id = $2 AND used_at IS NULL`, [now, id])) > 0
    )
  }

  /**
   * Marks the invitation of a token used, once: the invitation, or null when the token is unknown,
   * used or expired (also by another request meanwhile). Meant for a transaction that then makes what
   * the invitation was for, so a failure there leaves it unused.
   */
  async use(token: string, now: number): Promise<Invite | null> {
    const row = await this.sql.get<InviteRow>(
      `SELECT * FROM studio_invites WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
      [hashToken(token), now],
    )
    if (!row) return null
    const used = await this.sql.run(`UPDATE studio_invites SET used_at = $1 WHERE id = $2 AND used_at IS NULL`, [
      now,
      row.id,
    ])
    return used === 1 ? toInvite(row) : null
  }
}
