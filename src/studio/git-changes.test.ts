/**
 * "Muutokset" in the author's words (issue 45): the saved, unpublished documents of a git content
 * folder, each by its kind and title, its changed fields by their labels, old → new; a new document
 * named as new; the diff kept for the owner's expert view only.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gitChanges } from './git-changes.js'
import type { DocumentEntry } from './studio-api.js'

const REPO_ROOT = path.resolve(import.meta.dirname, '../..')
const KITCHEN = 'pages-data/services/keittion-remontti.json'
let root = ''

const git = (...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@test.invalid', ...args], { cwd: root })
  if (r.status !== 0) throw new Error(String(r.stderr))
}
const documents: DocumentEntry[] = [
  { file: KITCHEN, kind: 'service', title: 'Keittiöremontti', status: { errors: 0, warnings: 0 } },
  {
    file: 'pages-data/services/parvekeremontti.json',
    kind: 'service',
    title: 'Parvekeremontti',
    status: { errors: 0, warnings: 0 },
  },
]

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-changes-'))
  mkdirSync(path.join(root, 'pages-data/services'), { recursive: true })
  cpSync(path.join(REPO_ROOT, KITCHEN), path.join(root, KITCHEN))
  git('init', '-q')
  git('add', '.')
  git('commit', '-qm', 'scratch')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the changes view’s unpublished documents', () => {
  it('names each by its kind and title and its changed fields by their labels, old → new', async () => {
    const file = path.join(root, KITCHEN)
    const text = readFileSync(file, 'utf8')
    const hero = (JSON.parse(text) as { sections: { type: string; title: string }[] }).sections.find(
      (s) => s.type === 'hero',
    )!
    writeFileSync(file, text.replace(`"title": "${hero.title}"`, '"title": "Keittiöremontti nopeasti"'))
    writeFileSync(path.join(root, 'pages-data/services/parvekeremontti.json'), text)
    const { git: inGit, changes } = await gitChanges(path.join(root, 'pages-data'), documents)
    expect(inGit).toBe(true)
    expect(changes.map((c) => [c.title, c.status])).toEqual([
      ['Palvelu: Keittiöremontti', 'modified'],
      ['Palvelu: Parvekeremontti', 'added'],
    ])
    expect(changes[0]!.fields).toEqual([
      expect.objectContaining({
        place: 'Osio 1: Pääkuva ja otsikko › Pääotsikko',
        before: hero.title,
        after: 'Keittiöremontti nopeasti',
      }),
    ])
    expect(changes[0]!.diff).toContain('+      "title": "Keittiöremontti nopeasti",')
  })

  it('a folder outside git has none to show', async () => {
    rmSync(path.join(root, '.git'), { recursive: true, force: true })
    expect(await gitChanges(path.join(root, 'pages-data'), documents)).toEqual({ git: false, changes: [] })
  })
})
