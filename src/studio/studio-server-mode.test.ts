/**
 * The studio in server mode (`--server`) over HTTP, with NODE_ENV unset as the
 * README's one-machine commands leave it, each role signed in by a session made
 * in its store (the passkey ceremonies are tests/e2e/studio-server.spec.ts's):
 *
 * - issue 44 finding 7: an error of each kind (a bad body, a thrown handler, a
 *   database constraint) reaches the browser as a Finnish message without a
 *   stack or SQL text, and the log as one JSON line with the detail;
 * - finding 8: preview links follow the roles (auth/roles.ts previewRights);
 * - the last owner is never demoted, not even by two owners at the same moment.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { can, needsLangs, type Permission, ROLES, type Role } from './auth/roles.js'
import { startStudio, type RunningStudio } from './server.js'
import { STUDIO_UI } from './strings.fi.js'
import { openStudioStore, type StudioStore } from './store/studio-store.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

const HOST = 'studio.test'
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const KITCHEN_RU = 'pages-data/translations/ru/services/keittion-remontti.json'
/** What no answer to a browser may carry: a stack frame, an error's class, SQL or the database's words. */
const LEAKS =
  /\s+at\s|[A-Z]\w*Error\b|SQLITE|UNIQUE|constraint|INSERT INTO|SELECT |studio_people|JSON\.parse|node_modules/

let root = ''
let postgres: TestPostgres | undefined
let store: StudioStore
let studio: RunningStudio
let port = 0
const savedEnv = process.env.NODE_ENV

interface Signed {
  id: string
  cookie: string
  csrf: string
}
const people: Record<string, Signed> = {}

interface Reply {
  status: number
  type: string
  body: string
  json: Record<string, unknown>
}

/** A request as the studio's own page sends it: its Host and Origin, the person's cookie and token. */
function send(method: string, url: string, as?: Signed, body?: unknown, raw?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const data = raw ?? (body === undefined ? undefined : JSON.stringify(body))
    const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}`, accept: 'application/json' }
    if (data !== undefined) headers['content-type'] = 'application/json'
    if (as) Object.assign(headers, { cookie: `studio=${as.cookie}`, 'x-studio-token': as.csrf })
    const req = request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => {
        let json: Record<string, unknown> = {}
        try {
          json = JSON.parse(text) as Record<string, unknown>
        } catch {}
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: text, json })
      })
    })
    req.on('error', reject)
    req.end(data)
  })
}

async function signedIn(email: string, role: Role, langs: ('ru' | 'en' | 'uk')[] = []): Promise<Signed> {
  const { token } = await store.invite({ email, role, langs, createdBy: 'test' }, Date.now())
  const passkey = { id: `key-${email}`, publicKey: 'pk', counter: 0, transports: ['internal'], label: 'Testi' }
  const person = (await store.acceptInvite(token, { name: email.split('@')[0]!, passkey }, Date.now()))!
  const session = await store.startSession(person.id, 'test', Date.now())
  return { id: person.id, cookie: session.token, csrf: session.session.csrf }
}

/** The studio on a fresh store of `kind` (SQLite in DATA_DIR, or PostgreSQL), with one person of each role. */
async function startOn(kind: string) {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-server-mode-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'))
  if (kind === 'postgres') postgres = await startPostgres()
  store = await openStudioStore(
    postgres
      ? { DATABASE_URL: await postgres.createDatabase(`studio_mode_${process.pid}`) }
      : { DATA_DIR: path.join(root, 'data') },
  )
  people.owner = await signedIn('omistaja@example.fi', 'omistaja')
  people.owner2 = await signedIn('toinen.omistaja@example.fi', 'omistaja')
  people.editor = await signedIn('toimittaja@example.fi', 'toimittaja')
  people.translator = await signedIn('kaantaja@example.fi', 'kääntäjä', ['ru'])
  // A person of every other role of the table too, for the walk over the routes (a new role is walked
  // too); the owners stay two, as the last owner's tests count them.
  for (const [i, role] of ROLES.entries())
    people[role] =
      role === 'omistaja' ? people.owner : await signedIn(`rooli${i}@example.fi`, role, needsLangs(role) ? ['ru'] : [])
  // As `npm run studio -- --server` from the README: NODE_ENV unset (Vitest sets it to "test").
  delete process.env.NODE_ENV
  studio = await startStudio({
    port: 0,
    contentDir: path.join(root, 'pages-data'),
    publicUrl: new URL(`http://${HOST}/`),
    store,
    releasesDir: path.join(root, 'releases'),
    siteUrl: 'http://site.test/',
    scheduleTickMs: 3_600_000,
  })
  port = studio.port
}

async function stop() {
  await studio?.close()
  await store?.close()
  await postgres?.stop()
  postgres = undefined
  if (savedEnv === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = savedEnv
  if (root) rmSync(root, { recursive: true, force: true })
}

afterEach(() => {
  vi.restoreAllMocks()
})

/**
 * Whether the studio refuses `as` the request for want of `permission`: a 403 with that permission's
 * Finnish reason. Any other answer is read no further (the change stream never ends).
 */
function refusedFor(method: string, url: string, as: Signed, permission: Permission): Promise<boolean> {
  const reason = STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused[permission])
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: HOST,
      origin: `http://${HOST}`,
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: `studio=${as.cookie}`,
      'x-studio-token': as.csrf,
    }
    const req = request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      if (res.statusCode !== 403) {
        res.destroy()
        return resolve(false)
      }
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve((JSON.parse(text) as { error?: string }).error === reason))
    })
    req.on('error', reject)
    req.end(method === 'POST' ? '{}' : undefined)
  })
}

/**
 * Every route of the studio's API beside sign-in with the permission it declares, written out by hand: the
 * walk below asks each of them as each role (decision 420: a route's own declaration, whatever the mount order).
 */
const ROUTES: [method: string, url: string, permission: Permission][] = [
  ['GET', '/api/events', 'content'],
  ['GET', '/api/documents', 'content'],
  ['GET', '/api/documents/index', 'content'],
  ['GET', `/api/document?file=${KITCHEN}`, 'content'],
  ['GET', `/api/translation?file=${KITCHEN_RU}`, 'content'],
  ['POST', '/api/check', 'content'],
  ['POST', '/api/save', 'content'],
  ['POST', '/api/new', 'new-page'],
  ['GET', '/api/changes', 'content'],
  ['POST', '/api/presence', 'content'],
  ['GET', '/api/photos', 'photos'],
  ['POST', '/api/photos?name=kuva.jpg', 'photos.upload'],
  ['DELETE', '/api/photos?src=/images/photos/ei-ole.jpg', 'photos.delete'],
  ['GET', '/api/publish', 'content'],
  ['GET', '/api/publish/status', 'content'],
  ['POST', '/api/publish', 'publish'],
  ['GET', '/api/releases', 'content'],
  ['GET', '/api/releases/diff?id=ei-ole', 'content'],
  ['POST', '/api/releases/rollback', 'rollback'],
  ['GET', '/api/schedules', 'content'],
  ['POST', '/api/schedules', 'publish'],
  ['POST', '/api/schedules/cancel', 'publish'],
  ['GET', '/api/previews', 'preview.share'],
  ['POST', '/api/previews', 'preview.share'],
  ['POST', '/api/previews/revoke', 'preview.share'],
  ['GET', '/api/people', 'people'],
  ['GET', '/api/audit', 'audit'],
  ['GET', '/api/leads', 'leads'],
  ['GET', '/api/visits/settings', 'visits'],
]

/** The studio's log lines written while `work` runs (its pino writes one line a write to stdout). */
async function logged(work: () => Promise<Reply>): Promise<{ reply: Reply; lines: Record<string, unknown>[] }> {
  const chunks: string[] = []
  const write = process.stdout.write.bind(process.stdout)
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
    chunks.push(String(chunk))
    return write(chunk, ...rest)
  }) as typeof process.stdout.write)
  const reply = await work().finally(() => spy.mockRestore())
  const lines = chunks
    .flatMap((c) => c.split('\n'))
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'request failed')
  return { reply, lines }
}

describe.each(['sqlite', 'postgres'])('the studio on the server, its store on %s', (kind) => {
  beforeAll(() => startOn(kind), 180_000)
  afterAll(stop, 120_000)

  describe('no stack trace or SQL reaches a browser, with NODE_ENV unset (issue 44 finding 7)', () => {
    it('a malformed body: 400 in Finnish, logged', async () => {
      for (const [url, as] of [
        ['/auth/sign-in', undefined],
        ['/api/people/invite', people.owner],
        ['/api/save', people.owner],
      ] as const) {
        const { reply, lines } = await logged(() => send('POST', url, as, undefined, '{"response": {'))
        expect(reply.status, `${url} ${reply.body}`).toBe(400)
        expect(reply.type, url).toMatch(/^application\/json/)
        expect(reply.json.error, url).toBe(STUDIO_UI.errors.status[400])
        expect(reply.body, url).not.toMatch(LEAKS)
        // The request's fault by its kind only: a parser's message may quote the body.
        expect(lines, url).toEqual([expect.objectContaining({ level: 40, status: 400, path: url })])
        expect(lines[0]!.error, url).toEqual({ type: 'SyntaxError', kind: 'entity.parse.failed' })
      }
    })

    it('a handler that throws: 500 in Finnish, the error and its stack in one log line', async () => {
      vi.spyOn(store, 'auditLog').mockRejectedValue(new Error('kaatui käsittelijässä'))
      const { reply, lines } = await logged(() => send('GET', '/api/audit', people.owner))
      expect(reply.status).toBe(500)
      expect(reply.json.error).toBe(STUDIO_UI.errors.status.server)
      expect(reply.body).not.toMatch(LEAKS)
      expect(reply.body).not.toContain('kaatui')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({
        level: 50,
        status: 500,
        path: '/api/audit',
        error: { type: 'Error', message: 'kaatui käsittelijässä' },
      })
      expect(String((lines[0]!.error as { stack: string }).stack)).toMatch(/\n\s+at /)
    })

    it('a database constraint violated: 500 in Finnish, the SQL error only in the log', async () => {
      // A real UNIQUE violation of the store's database, behind a route an owner calls.
      vi.spyOn(store, 'pendingInvites').mockImplementation(async () => {
        const row = `INSERT INTO studio_people (id, email, name, role, langs, created_at) VALUES ($1, $2, 'X', 'omistaja', '', 0)`
        await store.sql.run(row, [people.owner!.id, 'kaksoiskappale@example.fi'])
        return []
      })
      const { reply, lines } = await logged(() => send('GET', '/api/people', people.owner))
      expect(reply.status).toBe(500)
      expect(reply.json.error).toBe(STUDIO_UI.errors.status.server)
      expect(reply.body).not.toMatch(LEAKS)
      expect(lines).toHaveLength(1)
      expect(String((lines[0]!.error as { message: string }).message)).toMatch(
        /UNIQUE constraint failed: studio_people\.id|duplicate key value violates unique constraint "studio_people_pkey"/,
      )
    })
  })

  describe('preview links follow the roles (issue 44 finding 8)', () => {
    const make = (as: Signed, file: string) => send('POST', '/api/previews', as, { file })
    const list = async (as: Signed) =>
      ((await send('GET', '/api/previews', as)).json.links as { id: string; file: string; revocable: boolean }[]) ?? []
    const revoke = (as: Signed, id: string) => send('POST', '/api/previews/revoke', as, { id })

    it("a translator sees and makes links only of their languages' pages, and revokes only their own", async () => {
      const editorsFinnish = await make(people.editor!, KITCHEN)
      const editorsRussian = await make(people.editor!, KITCHEN_RU)
      expect([editorsFinnish.status, editorsRussian.status]).toEqual([200, 200])
      const finnishId = (editorsFinnish.json.link as { id: string }).id
      const russianId = (editorsRussian.json.link as { id: string }).id

      const seen = await list(people.translator!)
      expect(seen.map((l) => l.id)).toContain(russianId)
      expect(seen.map((l) => l.id)).not.toContain(finnishId)
      expect(seen.every((l) => l.file.startsWith('pages-data/translations/ru/'))).toBe(true)
      expect(seen.find((l) => l.id === russianId)?.revocable).toBe(false)

      const finnish = await make(people.translator!, KITCHEN)
      expect(finnish.status).toBe(403)
      expect(finnish.json.error).toBe(STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.previewLangs('ru')))

      const othersRussian = await revoke(people.translator!, russianId)
      expect(othersRussian.status).toBe(403)
      expect(othersRussian.json.error).toBe(STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused['preview.others']))
      expect((await revoke(people.translator!, finnishId)).status).toBe(404)
      expect((await list(people.editor!)).map((l) => l.id)).toEqual(expect.arrayContaining([finnishId, russianId]))

      const own = await make(people.translator!, KITCHEN_RU)
      expect(own.status).toBe(200)
      const ownId = (own.json.link as { id: string }).id
      expect((await list(people.translator!)).find((l) => l.id === ownId)?.revocable).toBe(true)
      expect((await revoke(people.translator!, ownId)).status).toBe(200)
    })

    it("the owner revokes anybody's link; an editor too, as before", async () => {
      const translators = (await make(people.translator!, KITCHEN_RU)).json.link as { id: string }
      const editors = (await make(people.editor!, KITCHEN)).json.link as { id: string }
      expect((await list(people.owner!)).every((l) => l.revocable)).toBe(true)
      expect((await revoke(people.editor!, translators.id)).status).toBe(200)
      expect((await revoke(people.owner!, editors.id)).status).toBe(200)
      expect((await list(people.owner!)).map((l) => l.id)).not.toEqual(expect.arrayContaining([editors.id]))
    })
  })

  describe('every route answers each role as the roles table says (decision 420)', () => {
    it('refuses a role exactly the routes whose permission it lacks, with that reason in Finnish', async () => {
      const wrong: string[] = []
      for (const role of ROLES) {
        for (const [method, url, permission] of ROUTES) {
          const refused = await refusedFor(method, url, people[role]!, permission)
          if (refused === can({ role }, permission)) wrong.push(`${role} ${method} ${url}: refused ${refused}`)
        }
      }
      expect(wrong).toEqual([])
    })
  })

  describe('the last owner is never demoted (issue 44)', () => {
    const role = (as: Signed, id: string, to: Role) => send('POST', '/api/people/role', as, { id, role: to })

    it('two owners demoting each other at the same moment leave one owner', async () => {
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all([
          role(people.owner!, people.owner2!.id, 'toimittaja'),
          role(people.owner2!, people.owner!.id, 'toimittaja'),
        ])
        const owners = (await store.people()).filter((p) => p.role === 'omistaja')
        expect(owners, `round ${round}`).toHaveLength(1)
        // The other is refused: the last owner (409), or no longer an owner by the time it is read (403).
        const refused = answers.filter((a) => a.status !== 200)
        expect(
          refused.map((a) => a.status),
          `round ${round}`,
        ).toEqual([expect.toBeOneOf([403, 409])])
        expect(refused[0]!.json.error).toBeOneOf([
          STUDIO_UI.people.lastOwner,
          STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.people),
        ])
        // The one left an owner makes the other an owner again for the next round.
        const left = owners[0]!.id === people.owner!.id ? people.owner! : people.owner2!
        const other = left === people.owner ? people.owner2! : people.owner!
        expect((await role(left, other.id, 'omistaja')).status).toBe(200)
      }
    })

    it('the last owner can be neither demoted nor removed, by herself or through an invitation', async () => {
      expect((await role(people.owner!, people.owner2!.id, 'toimittaja')).status).toBe(200)
      for (const to of ['toimittaja', 'kääntäjä', 'myynti'] as const) {
        const answer = await send('POST', '/api/people/role', people.owner!, {
          id: people.owner!.id,
          role: to,
          langs: ['ru'],
        })
        expect([to, answer.status, answer.json.error]).toEqual([to, 409, STUDIO_UI.people.lastOwner])
      }
      const removal = await send('POST', '/api/people/remove', people.owner!, { id: people.owner!.id })
      expect([removal.status, removal.json.error]).toEqual([409, STUDIO_UI.people.lastOwner])
      // An invitation to her own address naming another role adds a device only (decision 363).
      const invited = await send('POST', '/api/people/invite', people.owner!, {
        email: 'omistaja@example.fi',
        role: 'toimittaja',
      })
      expect(invited.status).toBe(200)
      // Told as what it is: "Lisää laite", for her account, and so is the page the link opens.
      expect(invited.json.addsDevice).toEqual({ name: 'omistaja' })
      const token = new URL(String(invited.json.link)).pathname.split('/').at(-1)!
      const page = await send('GET', `/auth/invite?token=${token}`)
      expect(page.status).toBe(200)
      expect(page.json).toMatchObject({ state: 'ok', role: 'omistaja', existing: { name: 'omistaja' } })
      const fresh = await send('POST', '/api/people/invite', people.owner!, {
        email: 'uusi@example.fi',
        role: 'toimittaja',
      })
      expect(fresh.json.addsDevice).toBeUndefined()
      const freshToken = new URL(String(fresh.json.link)).pathname.split('/').at(-1)!
      expect((await send('GET', `/auth/invite?token=${freshToken}`)).json.existing).toBeUndefined()
      const passkey = { id: 'key-again', publicKey: 'pk', counter: 0, transports: ['internal'], label: 'Toinen' }
      await store.acceptInvite(token, { name: 'Joku muu', passkey }, Date.now())
      expect(await store.person(people.owner!.id)).toMatchObject({ role: 'omistaja', name: 'omistaja' })
      expect((await store.people()).filter((p) => p.role === 'omistaja')).toHaveLength(1)
    })
  })
})
