/**
 * The studio's own store on both databases it runs on: SQLite in DATA_DIR and a real PostgreSQL
 * (tests/support/postgres.ts). The same cases run against each, grouped by the store's parts (decision
 * 422): an invitation is used once (and its acceptance is all or nothing), the last owner stays, a
 * session ends when idle and a removed person's at once, a scheduled publish is claimed once, and an
 * older database gains the later columns when opened.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from './schema.js'
import { DuplicatePasskeyError, openStudioStore, SESSION_IDLE_MS, type StudioStore } from './studio-store.js'
import { startPostgres, type TestPostgres } from '../../../tests/support/postgres.js'

const T0 = Date.UTC(2026, 10, 27, 12)
const HOUR = 3_600_000
const passkey = (id: string) => ({ id, publicKey: 'pk', counter: 0, transports: ['internal'], label: 'Puhelin' })

let postgres: TestPostgres
const dirs: string[] = []
beforeAll(async () => {
  postgres = await startPostgres()
}, 180_000)
afterAll(async () => {
  await postgres?.stop()
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
}, 180_000)

let n = 0
const stores: Record<string, () => Promise<StudioStore>> = {
  sqlite: async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-store-'))
    dirs.push(dir)
    return openStudioStore({ DATA_DIR: dir })
  },
  postgres: async () =>
    openStudioStore({ DATABASE_URL: await postgres.createDatabase(`studio_${process.pid}_${++n}`) }),
}

describe.each(Object.keys(stores))('the studio store on %s', (kind) => {
  const open = () => stores[kind]!()

  describe('invitations, people and passkeys', () => {
    it('uses an invitation once and not after 72 hours', async () => {
      const store = await open()
      const { token } = await store.invite(
        { email: 'Anna@Example.fi', role: 'toimittaja', langs: [], createdBy: 'cli' },
        T0,
      )
      expect((await store.inviteByToken(token, T0 + HOUR))?.state).toBe('ok')
      const anna = await store.acceptInvite(token, { name: 'Anna', passkey: passkey('cred-1') }, T0 + HOUR)
      expect(anna).toMatchObject({ email: 'anna@example.fi', name: 'Anna', role: 'toimittaja' })
      expect(await store.acceptInvite(token, { name: 'Toinen', passkey: passkey('cred-2') }, T0 + HOUR)).toBeNull()
      expect((await store.inviteByToken(token, T0 + HOUR))?.state).toBe('used')
      const late = await store.invite({ email: 'b@example.fi', role: 'kääntäjä', langs: ['ru'], createdBy: 'cli' }, T0)
      expect((await store.inviteByToken(late.token, T0 + 72 * HOUR))?.state).toBe('expired')
      expect(await store.acceptInvite(late.token, { name: 'B', passkey: passkey('cred-3') }, T0 + 72 * HOUR)).toBeNull()
      expect(await store.passkey('cred-2')).toBeUndefined()
      await store.close()
    })

    it('an invitation to an e-mail with an account adds a device to it: its name and role stay', async () => {
      const store = await open()
      const first = await store.invite(
        { email: 'omistaja@example.fi', role: 'omistaja', langs: [], createdBy: 'cli' },
        T0,
      )
      const owner = (await store.acceptInvite(first.token, { name: 'Olga Omistaja', passkey: passkey('own-1') }, T0))!
      // An editor's invitation to the owner's address, opened by whoever has the link.
      const again = await store.invite(
        { email: 'omistaja@example.fi', role: 'kääntäjä', langs: ['ru'], createdBy: 'cli' },
        T0 + HOUR,
      )
      const after = await store.acceptInvite(again.token, { name: 'Joku Muu', passkey: passkey('own-2') }, T0 + HOUR)
      expect(after).toMatchObject({ id: owner.id, name: 'Olga Omistaja', role: 'omistaja', langs: [] })
      expect((await store.passkeys(owner.id)).map((p) => p.id)).toEqual(['own-1', 'own-2'])
      await store.close()
    })

    it('refuses a passkey registered already, and leaves the invitation unused', async () => {
      const store = await open()
      const a = await store.invite({ email: 'a@example.fi', role: 'toimittaja', langs: [], createdBy: 'cli' }, T0)
      await store.acceptInvite(a.token, { name: 'A', passkey: passkey('same') }, T0)
      const b = await store.invite({ email: 'b@example.fi', role: 'toimittaja', langs: [], createdBy: 'cli' }, T0)
      await expect(store.acceptInvite(b.token, { name: 'B', passkey: passkey('same') }, T0)).rejects.toBeInstanceOf(
        DuplicatePasskeyError,
      )
      expect((await store.inviteByToken(b.token, T0))?.state).toBe('ok')
      const person = (await store.personByEmail('a@example.fi'))!
      await expect(store.addPasskey({ ...passkey('same'), personId: person.id }, T0)).rejects.toBeInstanceOf(
        DuplicatePasskeyError,
      )
      await store.close()
    })

    it('never leaves the studio without an owner: no role change or removal of the last one', async () => {
      const store = await open()
      const person = async (email: string, role: 'omistaja' | 'toimittaja') => {
        const { token } = await store.invite({ email, role, langs: [], createdBy: 'cli' }, T0)
        return (await store.acceptInvite(token, { name: email, passkey: passkey(email) }, T0))!
      }
      const olga = await person('olga@example.fi', 'omistaja')
      const eero = await person('eero@example.fi', 'toimittaja')
      expect(await store.setRole(olga.id, 'toimittaja', [])).toBe('last-owner')
      expect(await store.setRole(olga.id, 'kääntäjä', ['ru'])).toBe('last-owner')
      expect(await store.removePerson(olga.id)).toBe('last-owner')
      expect(await store.setRole('nobody', 'toimittaja', [])).toBe('missing')
      expect(await store.person(olga.id)).toMatchObject({ role: 'omistaja' })
      // With a second owner, either may step down, but not both, even at the same moment.
      expect(await store.setRole(eero.id, 'omistaja', [])).toBe('done')
      const both = await Promise.all([
        store.setRole(olga.id, 'toimittaja', []),
        store.setRole(eero.id, 'toimittaja', []),
      ])
      expect(both.sort()).toEqual(['done', 'last-owner'])
      const removals = await Promise.all([store.removePerson(olga.id), store.removePerson(eero.id)])
      expect(removals.filter((r) => r === 'done').length).toBeLessThanOrEqual(1)
      expect((await store.people()).filter((p) => p.role === 'omistaja')).toHaveLength(1)
      await store.close()
    })
  })

  describe('sessions', () => {
    it('ends a session left idle, and every session of a removed person at once', async () => {
      const store = await open()
      const { token: invite } = await store.invite(
        { email: 'c@example.fi', role: 'toimittaja', langs: [], createdBy: 'cli' },
        T0,
      )
      const person = (await store.acceptInvite(invite, { name: 'C', passkey: passkey('cred-c') }, T0))!
      const a = await store.startSession(person.id, 'phone', T0)
      const b = await store.startSession(person.id, 'laptop', T0)
      expect((await store.session(a.token, T0 + HOUR))?.person.email).toBe('c@example.fi')
      expect(await store.session(b.token, T0 + SESSION_IDLE_MS + 1)).toBeNull()
      expect(await store.session(a.token, T0 + HOUR + 60_000)).not.toBeNull()
      expect(await store.removePerson(person.id)).toBe('done')
      expect(await store.session(a.token, T0 + HOUR + 120_000)).toBeNull()
      expect(await store.passkey('cred-c')).toBeUndefined()
      await store.close()
    })
  })

  describe('scheduled publishes', () => {
    it('claims a due scheduled publish once, however many ask at the same time', async () => {
      const store = await open()
      const s = await store.schedule({
        runAt: T0,
        files: [{ path: 'pages-data/services/keittion-remontti.json', content: null, base: null }],
        message: 'Hinnat 1.12.',
        personId: 'p',
        person: 'P <p@example.fi>',
        createdAt: T0 - HOUR,
      })
      expect(await store.claimDue(T0 - 1)).toEqual([])
      const claims = await Promise.all([store.claimDue(T0 + 5), store.claimDue(T0 + 5), store.claimDue(T0 + 5)])
      expect(claims.flat().map((c) => c.id)).toEqual([s.id])
      await store.finishSchedule(s.id, 'valmis', 'ok', T0 + 10)
      expect((await store.schedules())[0]).toMatchObject({ state: 'valmis', files: s.files })
      await store.close()
    })
  })

  describe('the audit log, preview links and secrets', () => {
    it('keeps the audit log newest first', async () => {
      const store = await open()
      await store.audit({ at: T0, person: 'A', action: 'kirjautuminen', target: '', detail: '', address: '127.0.0.1' })
      await store.audit({ at: T0 + 1, person: 'A', action: 'tallennus', target: 'x.json', detail: '', address: '' })
      expect((await store.auditLog()).map((e) => e.action)).toEqual(['tallennus', 'kirjautuminen'])
      expect((await store.auditLog(200, T0 + 1)).map((e) => e.action)).toEqual(['kirjautuminen'])
      await store.close()
    })

    it('keeps a preview link until it is revoked', async () => {
      const store = await open()
      await store.addPreview({
        id: 'p1',
        file: 'f.json',
        createdBy: 'A',
        createdById: 'a-id',
        createdAt: T0,
        expiresAt: T0 + HOUR,
        revokedAt: null,
      })
      expect((await store.previews(T0)).map((p) => p.id)).toEqual(['p1'])
      expect(await store.revokePreview('p1', T0 + 1)).toBe(true)
      expect(await store.previews(T0 + 2)).toEqual([])
      expect(await store.preview('p1')).toMatchObject({ revokedAt: T0 + 1 })
      await store.close()
    })

    it('makes a secret once and keeps it', async () => {
      const store = await open()
      const [a, b] = await Promise.all([store.secret('preview'), store.secret('preview')])
      expect(a).toBe(b)
      expect(await store.secret('preview')).toBe(a)
      expect(await store.secret('other')).not.toBe(a)
      await store.close()
    })
  })

  describe('the schema', () => {
    it('a version-1 store gains the preview links’ maker id when opened', async () => {
      const store = await open()
      await store.sql.exec(`ALTER TABLE studio_previews DROP COLUMN created_by_id`)
      await store.sql.run(`UPDATE studio_meta SET value = '1' WHERE key = 'schema'`)
      await migrate(store.sql)
      const link = {
        id: 'old',
        file: 'f.json',
        createdBy: 'A',
        createdById: 'a-id',
        createdAt: T0,
        expiresAt: T0 + HOUR,
      }
      await store.addPreview({ ...link, revokedAt: null })
      expect(await store.preview('old')).toMatchObject({ createdById: 'a-id' })
      expect(await store.sql.get(`SELECT value FROM studio_meta WHERE key = 'schema'`)).toEqual({ value: '2' })
      await store.close()
    })
  })
})
