/**
 * A save costs one build of the content, not two (issue 35): the save's check built the content with
 * the saved texts, and the workspace takes that build for its new state; a save its last check did not
 * see builds once. The state after a save is the one a fresh read of the folder gives.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { loadContentSource } from './validate-document.js'
import { createWorkspace, type Workspace } from './workspace.js'

const builds = vi.hoisted(() => ({ count: 0 }))
vi.mock('../runtime/build-content.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../runtime/build-content.js')>()
  return {
    ...actual,
    buildContent: (...args: Parameters<typeof actual.buildContent>) => {
      builds.count++
      return actual.buildContent(...args)
    },
  }
})

const KITCHEN = 'pages-data/services/keittion-remontti.json'
let root = ''
let workspace: Workspace

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-workspace-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'))
  workspace = createWorkspace(path.join(root, 'pages-data'), async () => '<main></main>')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const kitchen = () => readFileSync(path.join(root, KITCHEN), 'utf8')
const retitled = (title: string) => kitchen().replace(/"title": "[^"]*"/, `"title": "${title}"`)

describe('a save', () => {
  it("takes its check's build: one build for the check and the save together", async () => {
    const text = retitled('Keittiöremontti yhdellä rakennuksella')
    builds.count = 0
    const check = await workspace.check(KITCHEN, text)
    expect(check.saveable).toBe(true)
    workspace.write([{ file: KITCHEN, text }])
    expect(builds.count).toBe(1)
    expect(kitchen()).toBe(text)
    expect(workspace.read(KITCHEN)).toBe(text)
    expect(workspace.listDocuments().find((d) => d.file === KITCHEN)?.title).toBe(
      'Keittiöremontti yhdellä rakennuksella',
    )
  })

  it('builds once when its last check saw other texts, and ends in the state a fresh read gives', async () => {
    await workspace.check(KITCHEN, retitled('Tarkistettu mutta ei tallennettu'))
    const text = retitled('Keittiöremontti toisella otsikolla')
    builds.count = 0
    workspace.write([{ file: KITCHEN, text }])
    expect(builds.count).toBe(1)
    const fresh = loadContentSource(path.join(root, 'pages-data'))
    const state = workspace.source()
    expect(new Map(state.files.map((f) => [f.path, f.text]))).toEqual(new Map(fresh.files.map((f) => [f.path, f.text])))
    expect([...state.baseline].sort()).toEqual([...fresh.baseline].sort())
    expect(state.diagnostics.length).toBe(fresh.diagnostics.length)
    expect([...state.routes].sort()).toEqual([...fresh.routes].sort())
    expect(state.translationRoutes).toEqual(fresh.translationRoutes)
  })
})
