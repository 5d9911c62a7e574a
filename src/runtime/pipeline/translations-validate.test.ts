import { sitePasses } from '../../content-passes.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent, type ContentFile } from '../build-content.js'
import { readSchemas, REPO_ROOT } from '../content-source.node.js'
import type { Diagnostic } from '../diagnostics.js'
import { contentWith, positionOf, translationOf } from '../../../tests/support/translations.js'

const schemas = readSchemas()
const SERVICE = 'services/keittion-remontti.json'
const SERVICE_FILE = 'pages-data/translations/ru/services/keittion-remontti.json'
const finnish = readFileSync(path.join(REPO_ROOT, 'pages-data', SERVICE), 'utf8')

/** The Russian services page and kitchen service (every text marked [ru]), with the service's options. */
function russian(service: Parameters<typeof translationOf>[2] = {}): ContentFile[] {
  return [
    translationOf('ru', 'pages/palvelu.json', { slug: 'uslugi' }),
    translationOf('ru', SERVICE, { slug: 'remont-kukhni', ...service }),
  ]
}

function validate(files: ContentFile[]) {
  return buildContent(contentWith(files), schemas, { passes: sitePasses() })
}

const about = (diagnostics: Diagnostic[], file: string) => diagnostics.filter((d) => d.file === file)

describe('translations in the validator', () => {
  it('accepts complete, current translations and publishes them', () => {
    const { content, diagnostics } = validate(russian())
    expect(diagnostics.filter((d) => d.file.includes('translations/'))).toEqual([])
    expect(content).not.toBeNull()
  })

  it('warns at a stale field with both places and the Finnish as it was and as it is now', () => {
    const files = russian({ from: { '/sections/0/title': 'Keittiöt' } })
    const { content, diagnostics } = validate(files)
    const text = files[1]!.text
    const [warning] = about(diagnostics, SERVICE_FILE)
    const source = positionOf(finnish, '"Keittiöremontti"', '"sections"')
    expect(warning).toMatchObject({
      severity: 'warning',
      code: 'translationStale',
      pointer: '/fields/~1sections~10~1title/from',
      ...positionOf(text, '"Keittiöt"'),
    })
    expect(warning!.message).toBe(
      `The Finnish of /sections/0/title changed after this translation was made (pages-data/services/keittion-remontti.json:${source.line}:${source.column} /sections/0/title). Finnish then: "Keittiöt". Finnish now: "Keittiöremontti".`,
    )
    expect(warning!.suggestion).toMatch(/set "from" to the new Finnish/)
    // Still published: a warning, not an error.
    expect(content).not.toBeNull()
  })

  it('makes a missing translated field an error of the language page', () => {
    const files = russian({ drop: ['/sections/2/title'] })
    const { content, diagnostics } = validate(files)
    const [error] = about(diagnostics, SERVICE_FILE)
    expect(error).toMatchObject({
      severity: 'error',
      code: 'translationMissing',
      pointer: '/fields',
      message: 'The Russian page has no translation of /sections/2/title (the Finnish: "Keittiöremontin työt").',
      ...positionOf(files[1]!.text, '{', '"fields"'),
    })
    expect(error!.suggestion).toContain('npm run translate -- ru services/keittion-remontti.json')
    expect(content).toBeNull()
  })

  it('makes a price the Finnish lacks an error at the translated text', () => {
    const files = russian({ text: { '/sections/6/pricing/1/price': '1 000–1 600 €' } })
    const { content, diagnostics } = validate(files)
    const [error] = about(diagnostics, SERVICE_FILE)
    expect(error).toMatchObject({
      severity: 'error',
      code: 'translationChangedFact',
      pointer: '/fields/~1sections~16~1pricing~11~1price/text',
      ...positionOf(files[1]!.text, '"1 000–1 600 €"'),
    })
    expect(error!.message).toBe(
      'The translation of /sections/6/pricing/1/price says 1600, a number its Finnish lacks: a translation must not change a price, a percentage or a duration.',
    )
    const price = JSON.parse(finnish).sections[6].pricing[1].price as string
    expect(price.replace(/\u00a0/g, ' ')).toBe('1 000–1 500 €')
    expect(error!.suggestion).toBe(`Write the numbers of the Finnish: "${price}".`)
    expect(content).toBeNull()
  })

  it('makes a link to a page with no version in the language an error with a suggestion', () => {
    const link = '<p>[ru] См. <a href="/palvelu/kylpyhuone-remontti">ванные</a>.</p>'
    const files = russian({ text: { '/sections/3/content': link } })
    const { diagnostics } = validate(files)
    const [error] = about(diagnostics, SERVICE_FILE)
    const at = positionOf(files[1]!.text, '/palvelu/kylpyhuone-remontti')
    expect(error).toMatchObject({ severity: 'error', code: 'translationLinkUntranslated', ...at })
    expect(error!.message).toBe(
      'Link "/palvelu/kylpyhuone-remontti" leads to pages-data/services/kylpyhuone-remontti.json, which has no Russian version.',
    )
    expect(error!.suggestion).toBe(
      'Translate that page (npm run translate -- ru services/kylpyhuone-remontti.json) or link to another page.',
    )
  })

  it('accepts a Finnish or a Russian href to a translated page', () => {
    const ok = '<p>[ru] <a href="/palvelu">услуги</a> <a href="/ru/uslugi">услуги</a></p>'
    const { diagnostics } = validate(russian({ text: { '/sections/3/content': ok } }))
    expect(about(diagnostics, SERVICE_FILE)).toEqual([])
  })

  it("refuses a link into another language's page, suggesting the same page in the translation's language", () => {
    const link = '<p>[ru] <a href="/en/services#palvelut">услуги</a></p>'
    const english = translationOf('en', 'pages/palvelu.json', { slug: 'services' })
    const files = [...russian({ text: { '/sections/3/content': link } }), english]
    const { content, diagnostics } = validate(files)
    const [error] = about(diagnostics, SERVICE_FILE)
    expect(error).toMatchObject({
      severity: 'error',
      code: 'translationLinkOtherLanguage',
      pointer: '/fields/~1sections~13~1content/text',
      ...positionOf(files[1]!.text, '/en/services'),
    })
    expect(error!.message).toBe(
      'Link "/en/services#palvelut" leads to a page in English: a visitor reading Russian would leave their language.',
    )
    expect(error!.suggestion).toBe(
      'Link to "/ru/uslugi#palvelut", the same page in Russian (a Finnish address is mapped too).',
    )
    expect(content).toBeNull()
  })

  it("warns at a Finnish href that would send a translated page's visitors into Finnish", () => {
    const { diagnostics } = validate(russian())
    const warnings = diagnostics.filter((d) => d.code === 'translationHrefUntranslated')
    const laskuri = warnings.find((d) => d.pointer === '/sections/0/actions/1/href')
    expect(laskuri).toMatchObject({ severity: 'warning', file: 'pages-data/pages/palvelu.json' })
    expect(laskuri!.message).toBe(
      'Link "/laskuri" leads to pages-data/pages/laskuri.json, which has no Russian version: visitors of this document in Russian are sent into Finnish there.',
    )
    expect(laskuri!.suggestion).toBe(
      'Translate that page (npm run translate -- ru pages/laskuri.json) or link to a page it has.',
    )
  })

  it('names the closest file and pointer when a translation names what does not exist', () => {
    const misplaced = {
      ...translationOf('ru', SERVICE),
      path: 'pages-data/translations/ru/services/keittion-remontt.json',
    }
    const files = [...russian(), misplaced]
    const { diagnostics } = validate(files)
    expect(about(diagnostics, misplaced.path)[0]).toMatchObject({
      code: 'translationWithoutSource',
      suggestion: expect.stringContaining(
        'Did you mean the translation of "pages-data/services/keittion-remontti.json"?',
      ),
    })
    const extra = translationOf('ru', SERVICE, { slug: 'remont-kukhni' })
    const withTypo = { ...extra, text: extra.text.replace('"/sections/0/title"', '"/sections/0/titel"') }
    const typo = about(validate([...russian().slice(0, 1), withTypo]).diagnostics, SERVICE_FILE)
    expect(typo.find((d) => d.code === 'translationUnknownField')?.suggestion).toMatch(
      /^Did you mean "\/sections\/0\/title"\?/,
    )
  })

  it('needs a slug for a page, unique among its siblings', () => {
    const noSlug = validate([...russian().slice(0, 1), translationOf('ru', SERVICE)]).diagnostics
    expect(about(noSlug, SERVICE_FILE)[0]).toMatchObject({ code: 'translationSlugMissing' })
    const twice = [...russian(), translationOf('ru', 'services/kylpyhuone-remontti.json', { slug: 'remont-kukhni' })]
    const taken = validate(twice).diagnostics.filter((d) => d.code === 'duplicateRoute')
    expect(taken).toHaveLength(1)
    expect(taken[0]!.message).toMatch(
      /^Route \/ru\/uslugi\/remont-kukhni is already taken by pages-data\/translations\/ru\//,
    )
  })
})
