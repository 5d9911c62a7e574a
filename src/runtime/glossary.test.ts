import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { suggestSlug } from '../i18n/title-slug.js'
import { buildContent, type ContentFile } from './build-content.js'
import { readContentFiles, readSchemas, REPO_ROOT } from './content-source.node.js'
import type { Glossary } from './content-types.generated.js'
import { type GlossaryTerm, glossaryMatcher, glossaryScan } from './glossary.js'
import { contentWith, positionOf, translationOf } from '../../tests/support/translations.js'

const schemas = readSchemas()
const GLOSSARY = 'pages-data/translations/ru/glossary.json'
const SERVICE_FILE = 'pages-data/translations/ru/services/keittion-remontti.json'
const russianGlossary = JSON.parse(readFileSync(path.join(REPO_ROOT, GLOSSARY), 'utf8')) as Glossary

function glossaryFile(glossary: Glossary): ContentFile {
  return { path: GLOSSARY, text: `${JSON.stringify(glossary, null, 2)}\n` }
}

function validate(title: string, glossary: Glossary = russianGlossary) {
  const files = [
    translationOf('ru', 'pages/palvelu.json', { slug: 'uslugi' }),
    translationOf('ru', 'services/keittion-remontti.json', {
      slug: 'remont-kukhni',
      text: { '/sections/0/title': title },
    }),
    glossaryFile(glossary),
  ]
  return { files, ...buildContent(contentWith(files), schemas, { passes: sitePasses() }) }
}

describe('the glossary', () => {
  it('warns at a variant to avoid, at its place in the text, with the term to use', () => {
    const { files, content, diagnostics } = validate('Ремонт кухни в Керава и письменное предложение')
    const found = diagnostics.filter((d) => d.code === 'glossaryAvoided')
    expect(found.map((d) => d.severity)).toEqual(['warning', 'warning'])
    expect(found[0]).toMatchObject({
      file: SERVICE_FILE,
      pointer: '/fields/~1sections~10~1title/text',
      ...positionOf(files[1]!.text, 'в Керава и'),
    })
    expect(found[0]!.message).toMatch(/^"в Керава" is a variant the glossary avoids for "Kerava"/)
    expect(found[0]!.suggestion).toContain('Write "Керава" or one of its forms (')
    expect(found[0]!.suggestion).toContain('"в Кераве"')
    expect(found[1]!.message).toMatch(/^"письменное предложение" is a variant the glossary avoids for "quote"/)
    expect(found[1]!.suggestion).toContain(`the terms are in ${GLOSSARY}`)
    // A warning: the page is still published.
    expect(content).not.toBeNull()
  })

  it('accepts the declined place name and the term itself', () => {
    const { diagnostics } = validate('Ремонт кухни в Кераве: смета бесплатно')
    expect(diagnostics.filter((d) => d.code === 'glossaryAvoided')).toEqual([])
  })

  it('makes a variant that matches the term itself an error of the glossary', () => {
    const broken: Glossary = {
      ...russianGlossary,
      terms: [{ concept: 'quote', use: 'смета', forms: ['сметы'], avoid: ['сметы'] }],
    }
    const { diagnostics, content } = validate('Ремонт кухни', broken)
    expect(diagnostics.find((d) => d.code === 'glossaryAvoidsOwnTerm')).toMatchObject({
      severity: 'error',
      file: GLOSSARY,
      pointer: '/terms/0/avoid/0',
    })
    expect(content).toBeNull()
  })
})

describe('glossaryMatcher', () => {
  const matcher = glossaryMatcher([
    { concept: 'free site visit', use: 'site visit', avoid: ['estimate visit', 'offer'] },
  ])

  it('matches whole words in any case and across a no-break space, not inside a word or an HTML tag', () => {
    const text = '<a href="/offer">An Estimate\u00a0visit</a>, offered, offers, offer.'
    expect(matcher.avoided(text).map((m) => [m.found, m.index])).toEqual([
      ['Estimate\u00a0visit', text.indexOf('Estimate')],
      ['offer', text.lastIndexOf('offer')],
    ])
  })

  it('matches Cyrillic at word boundaries (в Керава, not в Кераве)', () => {
    const ru = glossaryMatcher([{ concept: 'Kerava', use: 'Керава', avoid: ['в Керава'] }])
    expect(ru.avoided('Работаем в Кераве и в Керава.').map((m) => m.found)).toEqual(['в Керава'])
  })
})

describe('glossaryScan', () => {
  const terms = Object.freeze([
    Object.freeze({ concept: 'free site visit', use: 'site visit', avoid: Object.freeze(['estimate visit']) }),
  ]) as unknown as GlossaryTerm[]
  const texts = Array.from({ length: 500 }, (_, i) => `Text ${i}: book an estimate visit today.`)

  it('does not match a text again while the glossary and the text are unchanged (a keystroke checks one text)', () => {
    const first = glossaryScan(terms)
    const found = texts.map((t) => first(t))
    const matchAll = vi.spyOn(String.prototype, 'matchAll')
    try {
      const second = glossaryScan(terms)
      const edited = `${texts[0]} Another estimate visit.`
      expect([edited, ...texts.slice(1)].map((t) => second(t).length)).toEqual([2, ...found.slice(1).map(() => 1)])
      // One text was new: it alone is matched (its tags looked for, then the variants).
      expect(matchAll.mock.calls.length).toBeLessThanOrEqual(2)
    } finally {
      matchAll.mockRestore()
    }
  })

  it('finds what the matcher finds, and keeps only the texts of the last scan', () => {
    const matcher = glossaryMatcher(terms)
    const scan = glossaryScan(terms)
    expect(scan(texts[7]!)).toEqual(matcher.avoided(texts[7]!))
    glossaryScan(terms)('Nothing to avoid.')
    const matchAll = vi.spyOn(String.prototype, 'matchAll')
    try {
      glossaryScan(terms)(texts[7]!)
      expect(matchAll).toHaveBeenCalled()
    } finally {
      matchAll.mockRestore()
    }
  })
})

describe('slugs keep a place name in its Latin form', () => {
  it('takes the Latin form from the glossary instead of transliterating', () => {
    const terms = russianGlossary.terms
    expect(suggestSlug('ru', 'Ремонт в Хельсинки', new Set(), terms)).toBe('remont-v-helsinki')
    expect(suggestSlug('ru', 'Ремонт в Хельсинки', new Set())).toBe('remont-v-khelsinki')
    expect(suggestSlug('ru', 'Ремонт квартир в Кераве', new Set(), terms)).toBe('remont-kvartir-v-kerava')
  })
})

describe('translated slugs keep the Latin form the glossary gives', () => {
  it('warns at a slug that transliterates such a name, with the Latin slug and formerSlugs as the fix', () => {
    const files = [
      translationOf('ru', 'pages/palvelu.json', { slug: 'uslugi' }),
      translationOf('ru', 'cities/helsinki.json', { slug: 'khelsinki' }),
      glossaryFile(russianGlossary),
    ]
    const { diagnostics } = buildContent(contentWith(files), schemas, { passes: sitePasses() })
    const [warning] = diagnostics.filter((d) => d.code === 'glossarySlugTransliterated')
    expect(warning).toMatchObject({
      severity: 'warning',
      file: 'pages-data/translations/ru/cities/helsinki.json',
      pointer: '/slug',
    })
    expect(warning!.suggestion).toBe(
      `Write "helsinki" and add "khelsinki" to "formerSlugs" (the glossary: ${GLOSSARY}).`,
    )
  })

  it('finds no such slug in the site (/ru/.../helsinki, /uk/blog); the old addresses answer 301', () => {
    const { diagnostics, content } = buildContent(readContentFiles(), schemas, { passes: sitePasses() })
    expect(diagnostics.filter((d) => d.code.startsWith('glossary'))).toEqual([])
    const redirects = content!.routes.redirects
    expect(redirects.get('/ru/uslugi/khelsinki')).toBe('/ru/uslugi/helsinki')
    expect(redirects.get('/ru/uslugi/khelsinki/remont-kukhni')).toBe('/ru/uslugi/helsinki/remont-kukhni')
    expect(redirects.get('/uk/bloh')).toBe('/uk/blog')
    expect(redirects.get('/uk/bloh/remont-sauny')).toBe('/uk/blog/remont-sauny')
  })
})
