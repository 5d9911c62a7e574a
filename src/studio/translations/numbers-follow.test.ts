/**
 * Issue 31, point 1: a Finnish price change saved in the studio goes out with its translations
 * following, no manual edit: each translation's same number is carried over, its "from" advanced
 * (nothing stale for a number alone), in the price row, the meta description and a FAQ answer alike,
 * and the whole content still validates. A number a translation cannot take is shown at the Finnish
 * field, in Finnish; a price the page's texts repeat after its table changed is a warning there.
 * The studio's API router over a scratch copy of pages-data (no Vite: previews are not rendered).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../runtime/content-source.node.js'
import { localActor } from '../auth/local-actor.js'
import { studioRouter } from '../router.js'
import { documentSchemas } from '../schema-bundle.js'
import { loadContentSource } from '../validate-document.js'
import { createWorkspace, versionOf } from '../workspace.js'

/** The content writes thousands with a no-break space (1 000 €). */
const nb = (s: string) => s.replace(/(\d) (?=\d{3}|€)/g, '$1\u00a0')
const BATH = 'pages-data/services/kylpyhuone-remontti.json'
const tr = (lang: string) => `pages-data/translations/${lang}/services/kylpyhuone-remontti.json`
let root = ''
let server: ReturnType<express.Express['listen']>
let base = ''

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const fields = (lang: string) =>
  (JSON.parse(read(tr(lang))) as { fields: Record<string, { from: string; text: string }> }).fields

async function post(route: string, body: unknown) {
  const res = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

const save = (text: string) => post('save', { file: BATH, text, base: versionOf(read(BATH)) })

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-numbers-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  const workspace = createWorkspace(path.join(root, 'pages-data'), async () => null)
  const app = express()
  // The local studio's author (the server sets it the same way: src/studio/server.ts).
  const actor = await localActor(path.join(root, 'pages-data'))
  app.use((_req, res, next) => {
    res.locals.actor = actor
    next()
  })
  app.use('/api', studioRouter({ workspace, schemas: documentSchemas(workspace.source().schemas), sections: [] }))
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(() => {
  server?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('a Finnish price change in the studio', () => {
  it('carries the new range into every translation and leaves the content valid; the old range repeated in the meta description is a warning', async () => {
    const text = read(BATH).replace(nb('"price": "10 000–20 000 €"'), nb('"price": "11 500–20 000 €"'))
    const checked = await post('check', { file: BATH, text })
    const warnings = (
      checked.json.diagnostics as { code: string; pointer: string; message: string; place: string }[]
    ).filter((d) => d.code === 'stalePriceRepetition')
    expect(warnings.map((w) => w.pointer)).toEqual(['/metaDescription'])
    expect(warnings[0]!.message).toContain(nb('10 000–20 000 €'))
    expect(warnings[0]!.message).toContain(nb('11 500–20 000 €'))
    expect(warnings[0]!.place).toBe('Kuvaus hakukoneille')

    const saved = await save(text)
    expect(saved.status).toBe(200)
    expect(saved.json.carried).toEqual(['en', 'ru', 'uk'])
    for (const lang of ['en', 'ru', 'uk']) {
      const price = fields(lang)['/sections/7/pricing/0/price']!
      expect(price.from).toBe(nb('11 500–20 000 €'))
      expect(price.text).toMatch(/11[ \u00a0,]?500/)
    }
    const after = loadContentSource(path.join(root, 'pages-data')).diagnostics
    expect(after.filter((d) => d.severity === 'error')).toEqual([])
    expect(after.filter((d) => d.code === 'translationStale')).toEqual([])
    // The validator (no history) names the stale repetition too.
    expect(after.filter((d) => d.code === 'stalePriceRepetition').map((d) => [d.file, d.pointer])).toEqual([
      [BATH, '/metaDescription'],
    ])
  })

  it('the meta description and a FAQ answer follow the same way when the author changes them too', async () => {
    const text = read(BATH)
      .replace(/käteen 10\s000/, 'käteen 11 500')
      .replace(nb('"price": "noin 12 000 €"'), nb('"price": "noin 13 000 €"'))
    // Before the FAQ answer is changed, its "Noin 12 000 €" repeats the row's old price: a warning there.
    const checked = await post('check', { file: BATH, text })
    const repeated = (checked.json.diagnostics as { code: string; pointer: string }[]).filter(
      (d) => d.code === 'stalePriceRepetition',
    )
    expect(repeated.map((d) => d.pointer)).toEqual(['/sections/8/items/1/answer'])
    const saved = await save(text.replace(/<p>Noin 12\s000/, '<p>Noin 13 000'))
    expect(saved.status).toBe(200)
    const ru = fields('ru')
    expect(ru['/metaDescription']!.text).toMatch(/11\s500–20\s000\s€/)
    expect(ru['/metaDescription']!.from).toMatch(/11\s500–20\s000\s€/)
    expect(ru['/sections/8/items/1/answer']!.text).toMatch(/13\s000/)
    expect(ru['/sections/8/items/1/answer']!.from).toMatch(/13\s000/)
    const after = loadContentSource(path.join(root, 'pages-data')).diagnostics
    expect(after.filter((d) => d.severity === 'error' || d.code === 'translationStale')).toEqual([])
    expect(after.filter((d) => d.code === 'stalePriceRepetition')).toEqual([])
  })

  it('a number a translation cannot take is shown at the Finnish field, in Finnish, naming the language', async () => {
    // The Russian answer says the duration in words: the Finnish change of "3–6" has no place there.
    const ru = JSON.parse(read(tr('ru')))
    ru.fields['/sections/8/items/0/answer'].text = '<p>Обычно от трёх до шести недель.</p>'
    writeFileSync(path.join(root, tr('ru')), `${JSON.stringify(ru, null, 2)}\n`)
    const fresh = createWorkspace(path.join(root, 'pages-data'), async () => null)
    const text = read(BATH).replace('<p>Tavallisesti 3–6 viikkoa.', '<p>Tavallisesti 4–6 viikkoa.')
    const result = await fresh.check(BATH, text)
    const unplaced = result.diagnostics.filter((d) => d.code === 'translationNumbersUnplaced')
    expect(unplaced.map((d) => [d.pointer, d.severity])).toEqual([['/sections/8/items/0/answer', 'warning']])
    expect(unplaced[0]!.message).toContain('venäjä')
    expect(unplaced[0]!.message).toContain('4')
    expect(unplaced[0]!.place).toBe('Osio 9: Usein kysytyt kysymykset › Kysymys 1 › Vastaus')
  })
})

describe('a translation’s checks in her words (issue 45)', () => {
  it('name the field by the labels she sees and quote its Finnish text without markup', async () => {
    // The Finnish text changed by hand (words, not numbers): the Russian one is stale.
    const finnish = read(BATH).replace('<p>Kylpyhuoneessa työn laatu', '<p>Kylpyhuoneessa <strong>työn</strong> laatu')
    writeFileSync(path.join(root, BATH), finnish)
    const fresh = createWorkspace(path.join(root, 'pages-data'), async () => null)
    const result = await fresh.check(tr('ru'), read(tr('ru')))
    const stale = result.diagnostics.filter((d) => d.code === 'translationStale')
    expect(stale.length).toBeGreaterThan(0)
    for (const d of stale) {
      expect(d.message).not.toMatch(/<\/?(p|strong)>|\/sections\//)
      expect(d.message).toMatch(/Kohdan ”Osio \d+: /)
    }
  })
})
