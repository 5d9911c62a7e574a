/**
 * "Arviokäynnit" over HTTP (issue 49): the studio on the server, each role signed in by a session made
 * in its store, the settings in the leads database. The owner and myynti read and save them (myynti
 * has no content, and the content API's gate must not stand in its way); the editor and the
 * translator are refused with the Finnish reason; a save over a stale version is a 409; a bad value a
 * 422 naming the field in her words; the save goes into the audit log.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AvailabilitySettings } from '../../booking/availability.js'
import { LeadBook } from '../../leads/lead-book.js'
import { LEADS_SQLITE_FILE, migrateLeads } from '../../leads/lead-tables.js'
import { readVisitSettings } from '../../leads/visit-settings.js'
import { REPO_ROOT } from '../../runtime/content-source.node.js'
import { openSqlite, type Sql } from '../../storage/sql.js'
import type { Role } from '../auth/roles.js'
import { startStudio, type RunningStudio } from '../server.js'
import { STUDIO_UI } from '../strings.fi.js'
import { openStudioStore, type StudioStore } from '../store/studio-store.js'

const HOST = 'studio.test'
const UI = STUDIO_UI.visits
let root = ''
let store: StudioStore
let leads: Sql
let studio: RunningStudio
const savedEnv = process.env.NODE_ENV

interface Signed {
  cookie: string
  csrf: string
}
const people: Partial<Record<Role, Signed>> = {}

interface Reply {
  status: number
  json: Record<string, unknown>
}

function send(method: string, url: string, as: Signed, body?: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body)
    const headers: Record<string, string> = {
      host: HOST,
      origin: `http://${HOST}`,
      accept: 'application/json',
      cookie: `studio=${as.cookie}`,
      'x-studio-token': as.csrf,
    }
    if (data !== undefined) headers['content-type'] = 'application/json'
    const req = request({ host: '127.0.0.1', port: studio.port, method, path: url, headers }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => {
        let json: Record<string, unknown> = {}
        try {
          json = JSON.parse(text) as Record<string, unknown>
        } catch {}
        resolve({ status: res.statusCode ?? 0, json })
      })
    })
    req.on('error', reject)
    req.end(data)
  })
}

async function signedIn(email: string, role: Role): Promise<Signed> {
  const langs = role === 'kääntäjä' ? (['ru'] as const) : []
  const { token } = await store.invite({ email, role, langs: [...langs], createdBy: 'test' }, Date.now())
  const passkey = { id: `key-${email}`, publicKey: 'pk', counter: 0, transports: ['internal'], label: 'Testi' }
  const person = (await store.acceptInvite(token, { name: email.split('@')[0]!, passkey }, Date.now()))!
  const session = await store.startSession(person.id, 'test', Date.now())
  return { cookie: session.token, csrf: session.session.csrf }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-visit-settings-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'))
  store = await openStudioStore({ DATA_DIR: path.join(root, 'data') })
  leads = openSqlite(path.join(root, 'data', LEADS_SQLITE_FILE))
  await migrateLeads(leads)
  for (const role of ['omistaja', 'myynti', 'toimittaja', 'kääntäjä'] as const)
    people[role] = await signedIn(`${role.normalize('NFD').replace(/\p{M}/gu, '')}@example.fi`, role)
  delete process.env.NODE_ENV
  studio = await startStudio({
    port: 0,
    contentDir: path.join(root, 'pages-data'),
    publicUrl: new URL(`http://${HOST}/`),
    store,
    leads: new LeadBook(leads),
    releasesDir: path.join(root, 'releases'),
    siteUrl: 'http://site.test/',
    scheduleTickMs: 3_600_000,
  })
}, 120_000)

afterAll(async () => {
  await studio?.close()
  await leads?.close()
  await store?.close()
  if (savedEnv === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = savedEnv
  if (root) rmSync(root, { recursive: true, force: true })
})

const URL_ = '/api/visits/settings'
const settingsOf = (r: Reply) => structuredClone(r.json.settings) as AvailabilitySettings

describe('/api/visits/settings', () => {
  it('refuses the editor and the translator with the Finnish reason', async () => {
    for (const role of ['toimittaja', 'kääntäjä'] as const) {
      const as = people[role]!
      for (const [method, body] of [['GET'], ['PUT', { settings: {}, version: 0 }]] as const) {
        const r = await send(method, URL_, as, body)
        expect(r.status, `${role} ${method}`).toBe(403)
        expect(r.json.error).toBe(STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.visits))
      }
    }
  })

  it("gives myynti the defaults from site.json's opening hours, saves its change and logs it", async () => {
    const as = people.myynti!
    const first = await send('GET', URL_, as)
    expect(first.status).toBe(200)
    expect(first.json.version).toBe(0)
    const s = settingsOf(first)
    expect(s.people[0]!.week.Monday.hours).toEqual([{ opens: '08:00', closes: '17:00' }])
    s.visitMinutes = 90
    s.daysOff = ['2026-12-24']
    const saved = await send('PUT', URL_, as, { settings: s, version: 0 })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({ version: 1, savedBy: 'myynti' })
    expect((await readVisitSettings(leads))?.settings).toEqual(s)
    const again = await send('GET', URL_, people.omistaja!)
    expect(again.json).toMatchObject({ version: 1, savedBy: 'myynti' })
    expect(settingsOf(again).visitMinutes).toBe(90)
    const log = await store.auditLog(20)
    expect(log.find((e) => e.action === 'visits-settings')).toMatchObject({
      target: UI.open,
      detail: UI.audit(1),
      person: 'myynti <myynti@example.fi>',
    })
  })

  it('refuses a save over a version someone saved over meanwhile (409, in Finnish), and keeps theirs', async () => {
    const loaded = await send('GET', URL_, people.myynti!)
    const version = loaded.json.version as number
    const theirs = settingsOf(loaded)
    theirs.maxVisitsPerDay = 3
    expect((await send('PUT', URL_, people.omistaja!, { settings: theirs, version })).status).toBe(200)
    const mine = settingsOf(loaded)
    mine.maxVisitsPerDay = 6
    const stale = await send('PUT', URL_, people.myynti!, { settings: mine, version })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ error: UI.stale, version: version + 1 })
    expect((await readVisitSettings(leads))?.settings.maxVisitsPerDay).toBe(3)
  })

  it('refuses bad values with a 422 naming each field in her words, and saves nothing', async () => {
    const loaded = await send('GET', URL_, people.myynti!)
    const s = settingsOf(loaded)
    s.people[0]!.week.Monday.hours = [{ opens: '17:00', closes: '16:00' }]
    s.bufferAfterMinutes = 7
    s.maxVisitsPerDay = 0
    s.people[0]!.email = 'aino(at)example.fi'
    const bad = await send('PUT', URL_, people.myynti!, { settings: s, version: loaded.json.version })
    expect(bad.status).toBe(422)
    expect(bad.json.error).toBe(UI.badSettings)
    expect(bad.json.problems).toEqual(
      expect.arrayContaining([
        {
          path: '/people/0/week/Monday/hours/0/closes',
          message: 'Maanantai: aukeaa 17:00 mutta sulkeutuu 16:00. Laita päättymisaika alkamisajan jälkeen.',
        },
        {
          path: '/bufferAfterMinutes',
          message: 'Matka-aika käynnin jälkeen (minuuttia): 7 ei ole viiden minuutin välein. Kirjoita esimerkiksi 5.',
        },
        {
          path: '/maxVisitsPerDay',
          message: 'Käyntejä päivässä enintään (yritys, henkilöä kohden): 0 ei käy. Anna kokonaisluku 1–20.',
        },
        { path: '/people/0/email', message: UI.problem.email(s.people[0]!.name, 'aino(at)example.fi') },
      ]),
    )
    const broken = await send('PUT', URL_, people.myynti!, { settings: { visitMinutes: 60 }, version: 1 })
    expect(broken.status).toBe(422)
    expect((await readVisitSettings(leads))?.version).toBe(loaded.json.version)
  })
})
