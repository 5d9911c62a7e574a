import { describe, expect, it } from 'vitest'
import { changedFacts, numbersIn } from './facts.js'
import { LANGUAGE_INFO, LANGUAGES, langOfPath, SOURCE_LANG, TARGET_LANGS } from './languages.js'
import { slugFor, transliterate } from './slug.js'
import { translatableTexts } from './translatable.js'
import { readSchemas } from '../runtime/content-source.node.js'
import { sourceOfTranslation, TRANSLATIONS_DIR, translationPath } from '../runtime/translation-files.js'

describe('languages', () => {
  it('has Finnish as the source and the three others as targets, each with its own prefix', () => {
    expect(SOURCE_LANG).toBe('fi')
    expect([SOURCE_LANG, ...TARGET_LANGS]).toEqual([...LANGUAGES])
    expect(LANGUAGES.map((l) => LANGUAGE_INFO[l].prefix)).toEqual(['', '/en', '/ru', '/uk'])
  })
  it('reads the language of a path from its first segment', () => {
    expect(langOfPath('/ru/uslugi')).toBe('ru')
    expect(langOfPath('/uk')).toBe('uk')
    expect(langOfPath('/palvelu/uusimaa')).toBe('fi')
    expect(langOfPath('/fi/x')).toBe('fi')
    expect(langOfPath('/')).toBe('fi')
  })
})

describe('slugs', () => {
  it('transliterates Russian by ICAO Doc 9303 and Ukrainian by the national system of 2010', () => {
    expect(transliterate('ru', 'Ремонт кухни в Хельсинки')).toBe('Remont kukhni v Khelsinki')
    expect(transliterate('uk', 'Ремонт кухні в Гельсінкі')).toBe('Remont kukhni v Helsinki')
    expect(transliterate('uk', 'Згорани Єнакієве')).toBe('Zghorany Yenakiieve')
  })
  it('makes ASCII slugs', () => {
    expect(slugFor('ru', 'Ремонт кухни, «под ключ»')).toBe('remont-kukhni-pod-kliuch')
    expect(slugFor('en', 'Kitchen renovation — Töölö')).toBe('kitchen-renovation-toolo')
    expect(slugFor('uk', 'Щука і їжак')).toBe('shchuka-i-yizhak')
  })
})

describe('facts in a translation', () => {
  it("reads a date and a time in each language's form as one fact (docs/style/, decision 400)", () => {
    expect(changedFacts('Päivitetty 27.11.2026.', 'Updated 27/11/2026.')).toEqual([])
    expect(changedFacts('yleensä 22.00–07.00', 'usually 22:00–07:00')).toEqual([])
    expect(changedFacts('Päivitetty 27.11.2026.', 'Обновлено 28.11.2026.')).toEqual([
      { kind: 'number', value: '28.11.2026' },
    ])
    expect(numbersIn('27.11.2026, 1 600 €')).toEqual([20261127, 1600])
  })

  it('reads numbers the way each language writes them', () => {
    expect(numbersIn('noin 150–300 €/m², 1 600 € ja 35 %')).toEqual([150, 300, 1600, 35])
    expect(numbersIn('about €1,600 and 1.5 days')).toEqual([1600, 1.5])
    expect(numbersIn('1,5 päivää {phone}')).toEqual([1.5])
  })
  it('flags a number the Finnish lacks and a token the translation lost', () => {
    expect(changedFacts('Hinta 150 € {phone}', 'Price €150 {phone}')).toEqual([])
    expect(changedFacts('Hinta 150 €', 'Price €160')).toEqual([{ kind: 'number', value: '160' }])
    expect(changedFacts('Soita {phone}', 'Call us')).toEqual([{ kind: 'token', value: '{phone}' }])
  })
})

describe('translatable texts', () => {
  const schemas = readSchemas()
  it('lists the annotated fields of a page and leaves structure out', () => {
    const page = {
      slug: 'x',
      title: 'Otsikko',
      description: 'Kuvaus',
      metaDescription: 'Meta',
      group: 'rooms',
      image: { src: '/images/a.jpg', alt: 'Kuva' },
      sections: [
        { type: 'hero', title: 'Hero', actions: [{ kind: 'contact', label: 'Ota yhteyttä' }] },
        { type: 'reviews', title: 'Arviot', items: [{ author: 'Matti', text: 'Hyvä', rating: 5 }] },
      ],
    }
    expect(translatableTexts(schemas, 'schemas/page.schema.json', page).map((t) => t.pointer)).toEqual([
      '/title',
      '/description',
      '/metaDescription',
      '/image/alt',
      '/sections/0/title',
      '/sections/0/actions/0/label',
      '/sections/1/title',
    ])
  })
})

describe('translation files', () => {
  it('mirror pages-data under the language', () => {
    const file = translationPath('ru', 'pages-data/services/keittion-remontti.json')
    expect(file).toBe(`${TRANSLATIONS_DIR}/ru/services/keittion-remontti.json`)
    expect(sourceOfTranslation(file)).toEqual({ lang: 'ru', source: 'pages-data/services/keittion-remontti.json' })
    expect(sourceOfTranslation('pages-data/services/x.json')).toBeNull()
  })
})

describe('catalogues', () => {
  it('gives the Finnish catalogue for Finnish', async () => {
    const { stringsFor } = await import('../ui/strings.js')
    const fi = await import('../ui/strings.fi.js')
    expect(stringsFor('fi').UI).toBe(fi.UI)
    expect(stringsFor('fi').MAIN_ACTION).toBe('Ilmainen konsultaatio')
  })
})
