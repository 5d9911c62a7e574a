import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportXliff, importXliff } from '../../scripts/translate-exchange.js'
import { TARGET_LANGS } from './languages.js'
import { readXliff } from './xliff.js'
import type { ContentFile } from '../runtime/build-content.js'
import { readContentFiles, readSchemas, REPO_ROOT } from '../runtime/content-source.node.js'
import type { TranslationFile } from '../runtime/translation-files.js'

const schemas = readSchemas()
const files = readContentFiles()
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const KITCHEN_RU = 'pages-data/translations/ru/services/keittion-remontti.json'
const russian = JSON.parse(readFileSync(path.join(REPO_ROOT, KITCHEN_RU), 'utf8')) as TranslationFile
const ru = (pointer: string) => russian.fields[pointer]!.text

/** An XLIFF text with the <file> of one document edited. */
function inFile(xml: string, original: string, edit: (block: string) => string): string {
  const start = xml.indexOf(`<file original="${original}"`)
  const end = xml.indexOf('</file>', start)
  return xml.slice(0, start) + edit(xml.slice(start, end)) + xml.slice(end)
}

/** The files with one replaced. */
const replacing = (file: ContentFile) => files.map((f) => (f.path === file.path ? file : f))

describe('XLIFF 1.2 export and import', () => {
  it.each(TARGET_LANGS)('round-trips every %s document byte for byte', (lang) => {
    const xml = exportXliff(lang, files, schemas)
    const doc = readXliff(xml)
    expect(doc).toMatchObject({ sourceLanguage: 'fi', targetLanguage: lang })
    expect(doc.files.length).toBeGreaterThan(50)
    expect(importXliff(lang, xml, files, schemas)).toEqual({ write: [], refused: [] })
  })

  it('writes one unit per field: the Finnish as source, the translation as target, the label path as note', () => {
    const unit = readXliff(exportXliff('ru', files, schemas))
      .files.find((f) => f.original === KITCHEN)!
      .units.find((u) => u.id === '/sections/0/title')
    expect(unit).toEqual({
      id: '/sections/0/title',
      source: 'Keittiöremontti',
      target: 'Ремонт кухни',
      state: 'translated',
      note: 'Osio 1: Pääkuva ja otsikko › Pääotsikko',
    })
  })

  it("gives each unit its house style and the glossary's terms it uses as notes (decision 402)", () => {
    const xml = exportXliff('uk', files, schemas)
    const start = xml.indexOf('<file original="pages-data/services/huoneistoremontti.json"')
    const unit = xml.slice(start, xml.indexOf('</trans-unit>', xml.indexOf('<trans-unit id="/description"', start)))
    expect(unit).toContain(
      '<source>Kerrostalo- ja rivitalohuoneiston remontti taloyhtiön sääntöjä noudattaen.</source>',
    )
    expect(unit).toContain('<note from="style">House style (docs/style/uk.md): апостроф ’ (U+2019)</note>')
    expect(unit).toMatch(/<note from="glossary">Glossary: taloyhtiö → [^<]+<\/note>/)
    const ruXml = exportXliff('ru', files, schemas)
    expect(ruXml).toContain('<note from="style">House style (docs/style/ru.md): евро 1 600 €')
    const ru = readXliff(ruXml).files.find((f) => f.original === KITCHEN)!
    // Read back, the unit keeps only its place as the note: the translator's notes are for the tool.
    expect(ru.units.every((u) => !u.note?.startsWith('House style'))).toBe(true)
  })

  it('marks a stale field needs-review-translation and keeps its "from" on the way back', () => {
    const stale = structuredClone(russian)
    stale.fields['/sections/0/title']!.from = 'Keittiöt'
    const text = `${JSON.stringify(stale, null, 2)}\n`
    const site = replacing({ path: KITCHEN_RU, text })
    const xml = exportXliff('ru', site, schemas)
    expect(xml).toContain('<target state="needs-review-translation">Ремонт кухни</target>')
    expect(importXliff('ru', xml, site, schemas)).toEqual({ write: [], refused: [] })
    // Reviewed in the tool (state "translated"): the field is current again.
    const reviewed = importXliff(
      'ru',
      // Only this unit: other fields of the live page may be stale too while a Finnish edit waits for its translator.
      xml.replace(
        '<target state="needs-review-translation">Ремонт кухни</target>',
        '<target state="translated">Ремонт кухни</target>',
      ),
      site,
      schemas,
    )
    const written = JSON.parse(reviewed.write[0]!.text) as TranslationFile
    expect(written.fields['/sections/0/title']).toEqual({ from: 'Keittiöremontti', text: 'Ремонт кухни' })
  })

  it('reads a file another tool wrote: inline codes, escaped characters, CDATA, alt-trans, a regional code', () => {
    const content = ru('/sections/0/content')
    // Every HTML tag of the text as an inline code, the way CAT tools write them.
    let n = 0
    const coded = content.replace(
      /<[^>]+>/g,
      (tag) => `<ph id="${++n}">${tag.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</ph>`,
    )
    expect(n).toBeGreaterThan(1)
    const foreign = `<?xml version="1.0" encoding="utf-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
<file original="${KITCHEN}" source-language="fi-FI" target-language="ru-RU" datatype="html" tool-id="memoQ">
<header><tool tool-id="memoQ" tool-name="memoQ"/></header>
<body>
<group id="g1">
<trans-unit id="/sections/0/content"><source><bpt id="1">&lt;p&gt;</bpt>x<ept id="1">&lt;/p&gt;</ept></source><target state="final">${coded}</target></trans-unit>
<trans-unit id="/sections/0/title"><source>Keittiöremontti</source><target state="translated">Кухни &amp; ремонт&#160;<g id="2">под</g> <![CDATA[ключ]]></target>
<alt-trans><target>Кухня</target></alt-trans></trans-unit>
</group>
</body>
</file>
</xliff>`
    const { write, refused } = importXliff('ru', foreign, files, schemas)
    expect(refused).toEqual([])
    const written = JSON.parse(write[0]!.text) as TranslationFile
    expect(written.fields['/sections/0/content']!.text).toBe(content)
    expect(written.fields['/sections/0/title']).toEqual({
      from: 'Keittiöremontti',
      text: 'Кухни & ремонт\u00a0под ключ',
    })
    // Only the changed field differs from the file on disk, in its own format.
    const before = readFileSync(path.join(REPO_ROOT, KITCHEN_RU), 'utf8').split('\n')
    const after = write[0]!.text.split('\n')
    expect(after.filter((line, i) => line !== before[i])).toEqual(['      "text": "Кухни & ремонт\u00a0под ключ"'])
  })

  it('refuses an unknown unit and a changed price with why, and writes no half-imported file', () => {
    const price = ru('/sections/6/pricing/0/price')
    const broken = inFile(exportXliff('ru', files, schemas), KITCHEN, (block) =>
      block
        .replace('<target state="translated">Ремонт кухни</target>', '<target state="translated">Кухня</target>')
        .replace(
          '<trans-unit id="/breadcrumb"',
          '<trans-unit id="/no/such/place"><source>x</source><target>y</target></trans-unit><trans-unit id="/breadcrumb"',
        )
        .replace(
          `<target state="translated">${price}</target>`,
          `<target state="translated">${price.replace(/\d/, '9')}</target>`,
        ),
    )
    const { write, refused } = importXliff('ru', broken, files, schemas)
    expect(refused.map((r) => [r.file, r.id])).toEqual(
      expect.arrayContaining([
        [KITCHEN, '/no/such/place'],
        [KITCHEN_RU, '/sections/6/pricing/0/price'],
      ]),
    )
    expect(refused.find((r) => r.id === '/no/such/place')!.why).toBe('not a translatable text of the document')
    // The kitchen page had an error: none of its file is written, not even the good unit.
    expect(write.map((f) => f.path)).not.toContain(KITCHEN_RU)
  })
})
