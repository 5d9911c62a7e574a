/**
 * "Julkaise" (issue 21 point 9): on a temporary git repository holding a copy
 * of pages-data, a publish makes exactly one commit with the author's message
 * and name, holding only the changed content files; a publish with a
 * validation error is refused in Finnish with no commit; with a bare local
 * remote the commit is pushed.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { publish, publishPlan } from '../../src/studio/publish.js'

const KITCHEN = 'pages-data/services/keittion-remontti.json'
let root = ''

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=scratch', '-c', 'user.email=scratch@test.invalid', ...args], {
    cwd,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(r.stderr)
  return r.stdout
}

const contentDir = () => path.join(root, 'pages-data')
const edit = (file: string, change: (text: string) => string) => {
  const abs = path.join(root, file)
  writeFileSync(abs, change(readFileSync(abs, 'utf8')))
}
const commitCount = () => Number(git(root, 'rev-list', '--count', 'HEAD').trim())
const author = { name: 'Maija Meikäläinen', email: 'maija@example.invalid' }

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-publish-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), contentDir(), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'))
  writeFileSync(path.join(root, 'notes.txt'), 'not content\n')
  git(root, 'init', '-q')
  git(root, 'add', 'pages-data')
  git(root, 'commit', '-qm', 'scratch content')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('publish', () => {
  it('describes the changed pages in words', async () => {
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    const plan = await publishPlan(contentDir(), docs())
    expect(plan.git).toBe(true)
    expect(plan.files).toEqual([KITCHEN])
    expect(plan.summary).toEqual(['Muokattu: Palvelu: Keittiöremontti kiinteään hintaan (/palvelu/keittion-remontti)'])
  })

  it('makes one commit with the message and author, holding only the changed content files', async () => {
    edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
    edit('notes.txt', (t) => `${t}more\n`)
    const before = commitCount()
    const result = await publish(contentDir(), { message: 'Keittiön murupolku', author })
    expect(result).toMatchObject({ ok: true, pushed: false })
    expect(commitCount()).toBe(before + 1)
    expect(git(root, 'log', '-1', '--format=%s|%an|%ae').trim()).toBe(
      'Keittiön murupolku|Maija Meikäläinen|maija@example.invalid',
    )
    expect(git(root, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe(KITCHEN)
    expect(git(root, 'status', '--porcelain').split('\n')).toContain('?? notes.txt')
  })

  it('refuses a publish with a validation error, in Finnish, and commits nothing', async () => {
    edit(KITCHEN, (t) => t.replace(/"title": "[^"]*"/, '"title": ""'))
    const before = commitCount()
    const result = await publish(contentDir(), { message: 'Rikki', author })
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/^Sisällössä on \d+ virhe(ttä)?, joten julkaisua ei tehty\./)
    expect(commitCount()).toBe(before)
  })

  it('pushes the commit to the remote, and keeps it when the push fails', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'remontti-remote-'))
    try {
      git(bare, 'init', '-q', '--bare')
      git(root, 'remote', 'add', 'origin', bare)
      edit(KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "Uusi '))
      const result = await publish(contentDir(), { message: 'Lähetetään', author })
      expect(result).toMatchObject({ ok: true, pushed: true })
      const head = git(root, 'rev-parse', 'HEAD').trim()
      expect(git(bare, 'log', '-1', '--format=%H|%s', head).trim()).toBe(`${head}|Lähetetään`)
      rmSync(bare, { recursive: true, force: true })
      edit(KITCHEN, (t) => t.replace('"breadcrumb": "Uusi ', '"breadcrumb": "'))
      const failed = await publish(contentDir(), { message: 'Ei perille', author })
      expect(failed).toMatchObject({ ok: true, pushed: false })
      expect(failed.message).toContain('epäonnistui, mutta muutokset on tallennettu versionhallintaan')
      expect(git(root, 'log', '-1', '--format=%s').trim()).toBe('Ei perille')
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })
})

function docs() {
  return [
    {
      file: KITCHEN,
      kind: 'service' as const,
      title: 'Keittiöremontti kiinteään hintaan',
      route: '/palvelu/keittion-remontti',
      status: { errors: 0, warnings: 0 },
    },
  ]
}
