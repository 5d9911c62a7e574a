/**
 * The studio's preview render: sections whose resolved form did not change
 * reuse their HTML, and the page is still exactly what a whole render of the
 * real components gives; a check's unchanged findings keep their identity.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { sameFindings } from './form-mapping.js'
import { renderPreview, renderPreviewWhole } from './render-preview.js'
import type { CheckResponse } from './studio-api.js'
import { checkDocument, loadContentSource } from './validate-document.js'
import { createWorkspace } from './workspace.js'

const source = loadContentSource()
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const kitchenText = readFileSync(path.join(REPO_ROOT, KITCHEN), 'utf8')

describe('the preview reuses unchanged sections', () => {
  it('gives every document exactly the whole render, first and again from the kept sections', () => {
    const content = checkDocument(source, KITCHEN, kitchenText).content!
    let pages = 0
    // Every Finnish document, and one page per language (a translation renders the same components).
    const files = source.files
      .map((f) => f.path)
      .filter((f) => !f.startsWith('pages-data/translations/'))
      .concat(['en', 'ru', 'uk'].map((lang) => `pages-data/translations/${lang}/services/keittion-remontti.json`))
    for (const file of files) {
      const whole = renderPreviewWhole(content, file)
      expect(renderPreview(content, file), file).toBe(whole)
      expect(renderPreview(content, file), file).toBe(whole)
      if (whole) pages++
    }
    expect(pages).toBeGreaterThan(20)
  })

  it('renders an edited section anew and keeps the others: the page equals the whole render after each edit', () => {
    const data = JSON.parse(kitchenText) as { sections: { type: string; id: string; title?: string }[] }
    const hero = data.sections.find((s) => s.type === 'hero')!
    const before = checkDocument(source, KITCHEN, kitchenText).content!
    expect(renderPreview(before, KITCHEN)).toBe(renderPreviewWhole(before, KITCHEN))
    for (const title of ['Keittiöremontti a', 'Keittiöremontti ab', 'Keittiöremontti a']) {
      hero.title = title
      const content = checkDocument(source, KITCHEN, `${JSON.stringify(data, null, 2)}\n`).content!
      const html = renderPreview(content, KITCHEN)
      expect(html).toBe(renderPreviewWhole(content, KITCHEN))
      expect(html).toContain(`>${title}</h1>`)
    }
    // Moving a section changes which one opens the page: still the whole render. The translations'
    // pointers follow the moved section (src/studio/translations/follow-translations.ts), so no translation is left
    // naming the wrong section and nothing is listed for the translator.
    data.sections.push(data.sections.shift()!)
    const checked = checkDocument(source, KITCHEN, `${JSON.stringify(data, null, 2)}\n`)
    expect(checked.elsewhere).toEqual([])
    expect(checked.saveable).toBe(true)
    const moved = checked.content!
    expect(renderPreview(moved, KITCHEN)).toBe(renderPreviewWhole(moved, KITCHEN))
  })
})

describe('the preview of a translation', () => {
  const RU = 'pages-data/translations/ru/services/keittion-remontti.json'
  const ruText = readFileSync(path.join(REPO_ROOT, RU), 'utf8')

  it('is its Finnish page in that language, with the translation as edited', () => {
    const html = renderPreview(checkDocument(source, RU, ruText).content!, RU)
    expect(html).toContain('>Ремонт кухни</h1>')
    expect(html).not.toContain('>Keittiöremontti</h1>')
    const data = JSON.parse(ruText) as { fields: Record<string, { text: string }> }
    data.fields['/sections/0/title']!.text = 'Ремонт кухни под ключ'
    const edited = checkDocument(source, RU, `${JSON.stringify(data, null, 2)}\n`).content!
    const after = renderPreview(edited, RU)
    expect(after).toContain('>Ремонт кухни под ключ</h1>')
    expect(after).toBe(renderPreviewWhole(edited, RU))
  })

  it("has its page's address in the document list (the preview's page), none for site facts", () => {
    const list = createWorkspace(path.join(REPO_ROOT, 'pages-data'), async () => null).listDocuments()
    expect(list.find((e) => e.file === RU)?.route).toBe('/ru/uslugi/remont-kukhni')
    expect(list.find((e) => e.file === 'pages-data/translations/ru/site.json')?.route).toBeUndefined()
    expect(list.find((e) => e.file === KITCHEN)?.route).toBe('/palvelu/keittion-remontti')
  })

  it('is nothing for a translation of a file without a page of its own (site facts)', () => {
    const SITE = 'pages-data/translations/ru/site.json'
    const text = readFileSync(path.join(REPO_ROOT, SITE), 'utf8')
    expect(renderPreview(checkDocument(source, SITE, text).content!, SITE)).toBeNull()
  })
})

describe('findings of a new check', () => {
  const check = (messages: string[]): CheckResponse => ({
    diagnostics: messages.map((message) => ({
      file: KITCHEN,
      pointer: '/title',
      line: 2,
      column: 3,
      message,
      severity: 'warning',
      code: 'placeholderText',
    })),
    elsewhere: [],
    saveable: true,
    html: '<main></main>',
    validateMs: 1,
    totalMs: 2,
  })

  it('keeps the previous arrays when they say the same, takes the new ones when not', () => {
    const first = check(['a'])
    const same = sameFindings(first, check(['a']))
    expect(same.diagnostics).toBe(first.diagnostics)
    expect(same.elsewhere).toBe(first.elsewhere)
    const next = check(['b'])
    expect(sameFindings(first, next).diagnostics).toBe(next.diagnostics)
    expect(sameFindings(first, check(['a', 'b'])).diagnostics).toHaveLength(2)
    expect(sameFindings(undefined, next)).toBe(next)
  })
})
