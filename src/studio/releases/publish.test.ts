/**
 * "Julkaise" (issue 21 point 9, issue 29, issue 31 point 2) on a temporary git
 * repository holding a copy of pages-data: the pending changes one by one in
 * words with what each needs; a publish of one change leaves the others
 * pending and commits only it, by the person, without touching the working
 * folder; a change with an error is refused in Finnish at its document and
 * field with nothing committed; the commit is pushed to a remote after; a
 * rollback switches `current` back and commits the old content, keeping a
 * colleague's unpublished edit.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../runtime/content-source.node.js'
import type { Actor } from '../auth/roles.js'
import { pendingChanges } from './publish.js'
import { withRequirements } from './publish-choice.js'
import type { PublisherOptions } from './publish-job.js'
import { Publisher } from './publisher.js'
import { openStudioStore, type StudioStore } from '../store/studio-store.js'

const KITCHEN = 'pages-data/services/keittion-remontti.json'
const BATH = 'pages-data/services/kylpyhuone-remontti.json'
const KITCHEN_RU = 'pages-data/translations/ru/services/keittion-remontti.json'
const maija: Actor = {
  id: 'm',
  name: 'Maija Meikäläinen',
  email: 'maija@example.invalid',
  role: 'toimittaja',
  langs: [],
}
let root = ''
let store: StudioStore

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=scratch', '-c', 'user.email=scratch@test.invalid', ...args], {
    cwd,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(r.stderr)
  return r.stdout
}

const edit = (file: string, change: (text: string) => string) => {
  const abs = path.join(root, file)
  writeFileSync(abs, change(readFileSync(abs, 'utf8')))
}
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const commitCount = () => Number(git(root, 'rev-list', '--count', 'HEAD').trim())

function publisher(extra: Partial<PublisherOptions> = {}) {
  return new Publisher({
    mode: 'commit',
    store,
    top: root,
    releasesDir: path.join(root, 'releases'),
    nodeModules: path.join(REPO_ROOT, 'node_modules'),
    siteUrl: 'https://www.example.fi/',
    describe: (files) => files,
    titleOf: (file) => path.basename(file),
    log: (message, detail) => console.error(message, detail),
    ...extra,
  })
}

const firstError = () => undefined
const pending = () =>
  pendingChanges({ contentDir: path.join(root, 'pages-data'), documents: [], firstError, actor: maija })
const changesOf = (files: string[]) => files.map((f) => ({ path: f, content: Buffer.from(read(f)) }))

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-publish-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  // The validator reads the schemas of the checkout it validates (the section schemas live with their sections).
  for (const dir of ['schemas', 'src/sections'])
    cpSync(path.join(REPO_ROOT, dir), path.join(root, dir), { recursive: true })
  mkdirSync(path.join(root, 'public'))
  symlinkSync(path.join(REPO_ROOT, 'public/images'), path.join(root, 'public/images'))
  writeFileSync(path.join(root, '.gitignore'), 'releases/\ndata/\npublic/\ndist/\n')
  git(root, 'init', '-q')
  git(root, 'add', 'pages-data', 'schemas', 'src', '.gitignore')
  git(root, 'commit', '-qm', 'scratch content')
  store = await openStudioStore({ DATA_DIR: path.join(root, 'data') })
})

afterEach(async () => {
  await store.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the pending changes', () => {
  it('lists each saved change in words; a Finnish change takes along the translations it rewrote, not a translator’s own', async () => {
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    edit(KITCHEN_RU, (t) => t.replace('"text": "Ремонт кухни"', '"text": "Ремонт кухонь"'))
    edit(BATH, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Iso '))
    const list = await pending()
    expect(list.map((c) => c.file).sort()).toEqual([KITCHEN, BATH, KITCHEN_RU].sort())
    const kitchen = list.find((c) => c.file === KITCHEN)!
    expect(kitchen.words).toBe('Murupolku muutettu')
    expect(kitchen.requires).toEqual([])
    // A translation names the field by its Finnish page's words, not by a pointer.
    expect(list.find((c) => c.file === KITCHEN_RU)!.words).toBe('Murupolku muutettu')
    expect(withRequirements([BATH], list)).toEqual([BATH])
  })

  it('a Finnish price change takes along the translations whose numbers followed it', async () => {
    // As the studio's save writes them: the Finnish price, and the same number carried into Russian.
    edit(KITCHEN, (t) => t.replaceAll('150–300', '160–300'))
    edit(KITCHEN_RU, (t) => t.replaceAll('150–300', '160–300'))
    const list = await pending()
    expect(list.find((c) => c.file === KITCHEN)!.requires).toEqual([KITCHEN_RU])
    expect(withRequirements([KITCHEN], list).sort()).toEqual([KITCHEN, KITCHEN_RU].sort())
  })
})

describe('whose the pending changes are (issue 45)', () => {
  const pekka = 'Pekka Mäki <pekka@example.invalid>'
  const me = 'Maija Meikäläinen <maija@example.invalid>'
  const saved = async (at: number, person: string, target: string) =>
    store.audit({ at, person, action: 'save', target, detail: '', address: '' })

  it('marks as hers the changes she saved since they were published, and names who saved the others', async () => {
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    edit(BATH, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Iso '))
    const later = Date.now() + 60_000
    await saved(later, me, KITCHEN)
    await saved(later + 1, pekka, BATH)
    // A save from before the file was last published is not a pending change's author.
    await saved(1000, me, BATH)
    const list = await pendingChanges({
      contentDir: path.join(root, 'pages-data'),
      documents: [],
      firstError,
      actor: maija,
      saves: await store.auditLog(2000),
      me,
    })
    const kitchen = list.find((c) => c.file === KITCHEN)!
    const bath = list.find((c) => c.file === BATH)!
    expect([kitchen.mine, kitchen.by]).toEqual([true, ['Maija Meikäläinen']])
    expect([bath.mine, bath.by]).toEqual([false, ['Pekka Mäki']])
  })

  it('in a local studio without sign-in every change is hers, also one saved outside the studio', async () => {
    edit(BATH, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Iso '))
    const list = await pendingChanges({
      contentDir: path.join(root, 'pages-data'),
      documents: [],
      firstError,
      actor: maija,
      onlyPerson: true,
    })
    expect(list.map((c) => [c.file, c.mine, c.by])).toEqual([[BATH, true, []]])
  })
})

describe('a publish of chosen changes (the local studio: a commit)', () => {
  it('commits only the chosen change, by the person, and leaves the others pending and untouched', async () => {
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    edit(BATH, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Iso '))
    const bathNow = read(BATH)
    const before = commitCount()
    const p = publisher()
    // Every open tab is told when it starts and when it ends (/api/events, issue 45).
    const told: string[] = []
    p.onChange((j) => told.push(j.state))
    const job = p.publish({ changes: changesOf([KITCHEN]), message: 'Keittiön murupolku', actor: maija })
    await p.idle()
    expect(job).toMatchObject({ state: 'done' })
    expect(told).toEqual(['running', 'done'])
    expect(job.message).toMatch(/^Tallennettu versionhallintaan \([0-9a-f]{7}\)\.$/)
    expect(commitCount()).toBe(before + 1)
    expect(git(root, 'log', '-1', '--format=%s|%an|%ae').trim()).toBe(
      'Keittiön murupolku|Maija Meikäläinen|maija@example.invalid',
    )
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe(KITCHEN)
    expect(git(root, 'status', '--porcelain').replace(/\n$/, '')).toBe(` M ${BATH}`)
    expect(read(BATH)).toBe(bathNow)
    expect(job.links.map((l) => l.url)).toContain('https://www.example.fi/palvelu/keittion-remontti')
    // Its name is on Kaikki palvelut's cards and in the menu's column of its group (issue 43).
    expect(job.shown?.links.map((l) => l.url)).toContain('https://www.example.fi/palvelu')
    expect(job.shown?.links.map((l) => l.url)).not.toContain('https://www.example.fi/palvelu/keittion-remontti')
    expect(job.shown?.menus).toContain('fi')
    expect((await store.releases())[0]).toMatchObject({
      person: 'Maija Meikäläinen <maija@example.invalid>',
      kind: 'publish',
    })
  })

  it('refuses a change with an error at its document and field, in Finnish, and commits nothing', async () => {
    edit(KITCHEN, (t) => t.replace(/"title": "[^"]*"/, '"title": ""'))
    const before = commitCount()
    const p = publisher({ titleOf: () => 'Palvelu: Keittiöremontti' })
    const job = p.publish({ changes: changesOf([KITCHEN]), message: 'Rikki', actor: maija })
    await p.idle()
    expect(job.state).toBe('failed')
    expect(job.message).toMatch(
      /^Julkaisua ei tehty, koska valituissa muutoksissa on (virhe|\d+ virhettä)\. Sivusto on ennallaan\./,
    )
    expect(job.errors[0]).toMatchObject({ file: KITCHEN, title: 'Palvelu: Keittiöremontti', pointer: '/title' })
    expect(job.errors[0]!.place).toBe('Otsikko')
    // What the author reads: no file path, JSON pointer, command or error class.
    const shown = [job.message, ...job.errors.flatMap((e) => [e.title, e.place, e.message])].join(' ')
    expect(shown).not.toMatch(/npm |\/title|pages-data\/|\.json|Error:/)
    expect(commitCount()).toBe(before)
  })

  it('pushes the commit to the remote after, and says so', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'remontti-remote-'))
    try {
      git(bare, 'init', '-q', '--bare')
      git(root, 'remote', 'add', 'origin', bare)
      edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
      const p = publisher()
      const job = p.publish({ changes: changesOf([KITCHEN]), message: 'Lähetetään', actor: maija })
      await p.idle()
      await expect.poll(() => job.push.state, { timeout: 10_000 }).toBe('done')
      const head = git(root, 'rev-parse', 'HEAD').trim()
      expect(git(bare, 'log', '-1', '--format=%H|%s', head).trim()).toBe(`${head}|Lähetetään`)
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})

describe('a publish that goes live (the studio on the server)', () => {
  it('starts the build while it validates, and stops it when the validation finds an error: nothing goes live', async () => {
    // The build tree's `npm run build`: an npm whose build (a process under it, as node is under npm)
    // says it started (its pid) at once, then works for a minute.
    const marker = path.join(root, 'build-started')
    const bin = path.join(root, 'bin')
    mkdirSync(bin)
    writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\nsleep 60 &\necho $! > "$MARKER"\nwait\n', { mode: 0o755 })
    edit(KITCHEN, (t) => t.replace(/"title": "[^"]*"/, '"title": ""'))
    const p = publisher({
      mode: 'release',
      buildEnv: { ...process.env, MARKER: marker, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    })
    const job = p.publish({ changes: changesOf([KITCHEN]), message: 'Rikki', actor: maija })
    await p.idle()
    expect(job.state).toBe('failed')
    expect(job.errors[0]).toMatchObject({ file: KITCHEN, pointer: '/title' })
    expect(job.steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      'validate:failed',
      'build:waiting',
      'check:waiting',
      'live:waiting',
    ])
    // The build had started before the validation ended, and it is stopped: no process, no release.
    expect(existsSync(marker)).toBe(true)
    const pid = Number(readFileSync(marker, 'utf8'))
    await expect
      .poll(
        () => {
          try {
            process.kill(pid, 0)
            return 'running'
          } catch {
            return 'ended'
          }
        },
        { timeout: 10_000 },
      )
      .toBe('ended')
    expect(readdirSync(path.join(root, 'releases')).filter((name) => !name.startsWith('.'))).toEqual([])
  })
})

describe("the publish's log", () => {
  it("keeps the build's own lines (what it did, each phase's time) for the operator", async () => {
    const bin = path.join(root, 'bin')
    mkdirSync(bin)
    const build =
      'mkdir -p dist/client\necho "npm noise"\necho "[build] incremental: 1 pages rendered"\necho "[build] validate 1.00 s"\n'
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\n${build}`, { mode: 0o755 })
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    const logged: [string, Record<string, unknown> | undefined][] = []
    const p = publisher({
      mode: 'release',
      buildEnv: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      log: (message, detail) => logged.push([message, detail]),
    })
    p.publish({ changes: changesOf([KITCHEN]), message: 'Lokiin', actor: maija })
    await p.idle()
    expect(logged).toContainEqual([
      'release built',
      { build: ['[build] incremental: 1 pages rendered', '[build] validate 1.00 s'] },
    ])
  })
})

describe('the build tree made ready when the studio starts', () => {
  it('is checked out at HEAD with the build compiled (npm run build -- --warm), and a publish started meanwhile waits for it', async () => {
    const bin = path.join(root, 'bin')
    mkdirSync(bin)
    const calls = path.join(root, 'npm-calls')
    // A slow warm-up: the publish must not lay out the tree while it runs.
    const npm = `echo "$*" >> ${calls}\ncase "$*" in *--warm*) sleep 1;; *) mkdir -p dist/client;; esac\n`
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\n${npm}`, { mode: 0o755 })
    const logged: string[] = []
    const p = publisher({
      mode: 'release',
      buildEnv: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      log: (message) => logged.push(message),
    })
    const ready = p.prepare()
    expect(p.prepare()).toBe(ready)
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    p.publish({ changes: changesOf([KITCHEN]), message: 'Valmiiksi', actor: maija })
    await p.idle()
    expect(logged).not.toContain('build tree not prepared')
    // (The fake build makes no real release: the publish ends at its check, before any commit.)
    expect(git(path.join(root, 'releases', '.build'), 'rev-parse', 'HEAD').trim()).toBe(
      git(root, 'rev-parse', 'HEAD').trim(),
    )
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      'run build -- --warm',
      expect.stringMatching(/^run build/),
    ])
  })

  it('is not made where the studio only commits (a developer’s machine)', async () => {
    await publisher().prepare()
    expect(existsSync(path.join(root, 'releases', '.build'))).toBe(false)
  })
})

describe('rollback', () => {
  /** A release folder as a build leaves it (a page and an asset). */
  function fakeRelease(id: string, asset: string) {
    const client = path.join(root, 'releases', id, 'client')
    mkdirSync(path.join(client, 'assets'), { recursive: true })
    writeFileSync(path.join(client, 'index.html'), `<html><script src="/assets/${asset}"></script></html>`)
    writeFileSync(path.join(client, 'assets', asset), 'x')
  }

  it('switches current back at once and commits the old content, keeping a colleague’s unpublished edit', async () => {
    const first = git(root, 'rev-parse', 'HEAD').trim()
    fakeRelease('20261101-120000-aaaaaaa', 'a.js')
    await store.addRelease({
      id: '20261101-120000-aaaaaaa',
      at: 1,
      commit: first,
      person: 'A',
      message: 'Ensimmäinen',
      summary: [],
      kind: 'publish',
      restores: null,
    })
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    git(root, 'commit', '-qam', 'Toinen')
    fakeRelease('20261102-120000-bbbbbbb', 'b.js')
    symlinkSync('20261102-120000-bbbbbbb', path.join(root, 'releases', 'current'))
    edit(BATH, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Iso '))
    const owner: Actor = { ...maija, role: 'omistaja' }
    const p = publisher({ mode: 'release' })
    const job = p.rollback({ release: (await store.release('20261101-120000-aaaaaaa'))!, actor: owner })
    await p.idle()
    expect(job.state).toBe('done')
    expect(readlinkSync(path.join(root, 'releases', 'current'))).toBe('20261101-120000-aaaaaaa')
    // A page of the newer release still open in a browser finds its script in the restored one.
    expect(readFileSync(path.join(root, 'releases/20261101-120000-aaaaaaa/client/assets/b.js'), 'utf8')).toBe('x')
    expect(git(root, 'show', `HEAD:${KITCHEN}`)).toBe(git(root, 'show', `${first}:${KITCHEN}`))
    expect(read(KITCHEN)).toBe(git(root, 'show', `${first}:${KITCHEN}`))
    expect(read(BATH)).toContain('"breadcrumb": "Iso ')
    expect((await store.releases())[0]).toMatchObject({ kind: 'rollback', restores: '20261101-120000-aaaaaaa' })
  })
})

describe('the first release from the checkout’s own build (the README’s try-out)', () => {
  /** What `npm run build` leaves in dist/: a page and the cache the next build starts from. */
  function checkoutBuild() {
    mkdirSync(path.join(root, 'dist', 'client'), { recursive: true })
    writeFileSync(path.join(root, 'dist', 'client', 'index.html'), '<html>etusivu</html>')
    writeFileSync(path.join(root, 'dist', 'build-cache.json'), '{}')
  }
  const current = () => path.join(root, 'releases', 'current')

  it('is made live when nothing is, entered in the history, and the switch command runs', async () => {
    checkoutBuild()
    const head = git(root, 'rev-parse', 'HEAD').trim()
    const switched = path.join(root, 'switched')
    await publisher({ mode: 'release', switchCommand: `echo "$RELEASE_ID" > ${switched}` }).adoptLiveRelease()
    const id = readlinkSync(current())
    expect(id).toMatch(new RegExp(`^\\d{8}-\\d{6}-${head.slice(0, 7)}$`))
    expect(readFileSync(path.join(current(), 'client', 'index.html'), 'utf8')).toBe('<html>etusivu</html>')
    expect(readFileSync(switched, 'utf8').trim()).toBe(id)
    expect(await store.releases()).toMatchObject([{ id, commit: head, kind: 'publish' }])
    // The next start finds it live and makes nothing more.
    await publisher({ mode: 'release' }).adoptLiveRelease()
    expect(
      readdirSync(path.join(root, 'releases'))
        .filter((f) => !f.startsWith('.'))
        .sort(),
    ).toEqual([id, 'current'].sort())
    expect(await store.releases()).toHaveLength(1)
  })

  it('is not made from a build older than the content, nor beside an uncommitted change, nor without a build', async () => {
    await publisher({ mode: 'release' }).adoptLiveRelease()
    expect(existsSync(current())).toBe(false)
    checkoutBuild()
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    await publisher({ mode: 'release' }).adoptLiveRelease()
    expect(existsSync(current())).toBe(false)
    git(root, 'commit', '-qam', 'Uusi murupolku')
    // Committed, but written after the build: dist/ does not show it.
    utimesSync(
      path.join(root, 'dist', 'build-cache.json'),
      new Date(Date.now() - 60_000),
      new Date(Date.now() - 60_000),
    )
    await publisher({ mode: 'release' }).adoptLiveRelease()
    expect(existsSync(current())).toBe(false)
    expect(await store.releases()).toHaveLength(0)
  })
})
