/**
 * A save never destroys a document (issue 44, finding 1). A studio saving one document over and over
 * (tests/support/save-loop.ts, the studio's own workspace write) is killed with SIGKILL at random moments
 * until it has made 200 saves; a reader polls the file all the while. The file is, at every read and
 * after every kill, one of the documents saved, whole: never empty, never half of one. On a write that
 * opens the file with O_TRUNC the reader sees it empty or short.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'

const FILE = 'pages-data/services/keittion-remontti.json'
const LOOP = path.join(REPO_ROOT, 'tests/support/save-loop.ts')
const SAVES = 200

let root = ''
let target = ''
const texts: string[] = []

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-save-kill-'))
  // A small content folder (the site's facts, its menu, one service): each save's build is quick, so the
  // kills fall as often in a write as in a build.
  for (const f of ['site.json', 'navigation.json', 'services/keittion-remontti.json'])
    cpSync(path.join(REPO_ROOT, 'pages-data', f), path.join(root, 'pages-data', f), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'))
  target = path.join(root, FILE)
  const original = readFileSync(target, 'utf8')
  const doc = JSON.parse(original) as Record<string, unknown>
  // Three documents of different lengths; the longest ends in 400 KB of blank lines (JSON all the same,
  // cheap to build), so a write of it takes a while.
  texts.push(original)
  texts.push(`${JSON.stringify({ ...doc, title: 'Keittiöremontti, lyhyt versio', sections: [] }, null, 2)}\n`)
  texts.push(`${JSON.stringify({ ...doc, title: 'Keittiöremontti, pitkä versio' }, null, 2)}\n${'\n'.repeat(400_000)}`)
  mkdirSync(path.join(root, 'texts'))
  for (const [i, t] of texts.entries()) writeFileSync(path.join(root, 'texts', `${i}.json`), t)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

interface Round {
  saves: number
  reads: number
  /** Reads that found anything but one of the documents, whole. */
  invalid: string[]
}

/** One studio, killed with SIGKILL at a random moment once it is saving; the file read all the while. */
function round(): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        LOOP,
        path.join(root, 'pages-data'),
        FILE,
        ...texts.map((_, i) => path.join(root, 'texts', `${i}.json`)),
      ],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const result: Round = { saves: 0, reads: 0, invalid: [] }
    let reading = false
    let out = ''
    const check = (when: string) => {
      const text = readFileSync(target, 'utf8')
      result.reads++
      if (!texts.includes(text)) result.invalid.push(`${when}: ${text.length} bytes: ${text.slice(-40)}`)
    }
    const poll = () => {
      if (!reading) return
      check('while saving')
      setImmediate(poll)
    }
    // Killed within the save after a random count of them, at a random moment of it (the write or the build).
    const killAfter = 1 + Math.floor(Math.random() * 60)
    let last = performance.now()
    let killing = false
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const saves = (out.match(/^saved \d+$/gm) ?? []).length
      if (!reading && saves > 0) {
        reading = true
        setImmediate(poll)
      }
      const now = performance.now()
      if (!killing && saves >= killAfter) {
        killing = true
        setTimeout(() => child.kill('SIGKILL'), Math.random() * (now - last))
      }
      last = now
    })
    child.on('error', reject)
    child.on('exit', (_code, signal) => {
      reading = false
      result.saves = (out.match(/^saved \d+$/gm) ?? []).length
      if (signal !== 'SIGKILL') return reject(new Error(`the saving studio ended by itself: ${out.slice(-400)}`))
      check('after the kill')
      resolve(result)
    })
  })
}

describe('a save killed at any moment', () => {
  it(`leaves the document whole, old or new, through ${SAVES} saves and a SIGKILL after each round`, async () => {
    const total = { saves: 0, kills: 0, reads: 0, invalid: [] as string[] }
    while (total.saves < SAVES) {
      const r = await round()
      total.saves += r.saves
      total.kills++
      total.reads += r.reads
      total.invalid.push(...r.invalid)
    }
    console.log(
      `save-kill: ${total.saves} saves, ${total.kills} kills, ${total.reads} reads, ${total.invalid.length} invalid`,
    )
    expect({ invalid: total.invalid.length, first: total.invalid.slice(0, 3) }).toEqual({ invalid: 0, first: [] })
    // Nothing a killed save left behind is taken for a document (a staged file is `.name.pid.n.tmp`).
    const left = readdirSync(path.dirname(target)).filter((f) => f.endsWith('.json'))
    expect(left).toEqual(['keittion-remontti.json'])
  }, 400_000)
})
