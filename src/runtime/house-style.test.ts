/**
 * The house style's rules (decision 400): each fails on a sample of the site's text as it was
 * before the style (pages-data/ and the built pages of de64502), and passes the same text as the style
 * writes it; the texts the code writes (tokens, the calculators' ranges) keep the style too.
 */
import { describe, expect, it } from 'vitest'
import { formatsFor } from './format.js'
import {
  HOUSE_STYLES,
  apostropheRule,
  currencyCodeRule,
  dateFormatRule,
  onlyInFinnishClaims,
  quotesRule,
  rangeDashRule,
  styleFindings,
  timeFormatRule,
  wordDashRule,
} from './house-style.js'
import { stringsFor } from '../ui/strings.js'
import { LANGUAGES } from '../i18n/languages.js'
import { buildTokens } from './tokens.js'
import type { Site } from './content-types.generated.js'
import site from '../../pages-data/site.json' with { type: 'json' }

const fixes = (found: { found: string; fix: string }[]) => found.map((f) => [f.found, f.fix])

describe('the currency code', () => {
  it('finds "EUR" where the style writes "€" (the Ukrainian tax deduction sentence of every page)', () => {
    const today = 'але не більше 1 600 EUR на особу на рік (для пари — 3 200 EUR).'
    expect(fixes(currencyCodeRule(today, 'uk'))).toEqual([
      ['1 600 EUR', '1\u00a0600\u00a0€'],
      ['3 200 EUR', '3\u00a0200\u00a0€'],
    ])
    expect(currencyCodeRule('але не більше 1 600 € на особу на рік (для пари — 3 200 €).', 'uk')).toEqual([])
  })

  it('puts the sign before the figure in English, and finds a lone code', () => {
    expect(fixes(currencyCodeRule('up to 1 600 EUR a year; prices in EUR', 'en'))).toEqual([
      ['1 600 EUR', '€1,600'],
      ['EUR', '€'],
    ])
    expect(currencyCodeRule('<a href="/eur/EUR">€1,600</a> EUROPE', 'en')).toEqual([])
  })
})

describe('the apostrophe', () => {
  it("finds the straight apostrophe in Ukrainian, where the style's is U+2019 (Подвір'я, a category's name)", () => {
    expect(fixes(apostropheRule("Подвір'я та зовнішні роботи", 'uk'))).toEqual([["'", '’']])
    expect(fixes(apostropheRule('мʼята', 'uk'))).toEqual([['ʼ', '’']])
    expect(apostropheRule('Подвір’я та кам’янка', 'uk')).toEqual([])
  })

  it('finds the straight apostrophe in English, where the style (beside its curly quotes) writes ’ (the Lappeenranta page: "veterans\' houses", the contact page: "Didn\'t find")', () => {
    expect(fixes(apostropheRule("post-war veterans' houses (rintamamiestalo)", 'en'))).toEqual([["'", '’']])
    expect(fixes(apostropheRule("Didn't find what you were looking for? A few minutes' walk", 'en'))).toEqual([
      ["'", '’'],
      ["'", '’'],
    ])
    expect(apostropheRule('we don’t, the customers’ keys, the company’s rules', 'en')).toEqual([])
    expect(apostropheRule('<a href="/it\'s">it’s</a>', 'en')).toEqual([])
  })
})

describe('the quotes', () => {
  it('finds straight quotes and another language’s in Russian and Finnish', () => {
    expect(fixes(quotesRule('стены "дышат"', 'ru'))).toEqual([
      ['"', '«'],
      ['"', '»'],
    ])
    expect(fixes(quotesRule('niin sanottu “avaimet käteen”', 'fi'))).toEqual([['“', '”']])
    expect(quotesRule('стены «дышат»', 'ru')).toEqual([])
    expect(quotesRule('<a href="/ru/blog">блог</a>', 'ru')).toEqual([])
  })
})

describe('the range dash', () => {
  it('finds spaces around the dash of a range (the Finnish calculator before: "500 – 2 000 €")', () => {
    expect(fixes(rangeDashRule('Hinta-arvio 500 – 2\u00a0000\u00a0€', 'fi'))).toEqual([[' – ', '–']])
    expect(fixes(rangeDashRule('10 -15 %', 'fi'))).toEqual([[' -', '–']])
    expect(rangeDashRule('Hinta-arvio 500–2 000 €, 35 % – ja', 'fi')).toEqual([])
    expect(rangeDashRule('для пари — 3 200 €', 'uk')).toEqual([])
  })
})

describe('the dash between words in Russian (decision 407)', () => {
  it('finds a spaced en dash or hyphen between Russian words (the booking form before: "заняли – выберите")', () => {
    expect(fixes(wordDashRule('Это время только что заняли – выберите другое', 'ru'))).toEqual([['–', '—']])
    expect(fixes(wordDashRule('Бесплатный выезд на объект - Ремонт', 'ru'))).toEqual([['-', '—']])
    expect(fixes(wordDashRule('22.12.2026 10:00 – Анна', 'ru'))).toEqual([['–', '—']])
    expect(wordDashRule('Это время только что заняли — выберите другое', 'ru')).toEqual([])
  })

  it('leaves ranges, hyphenated words, Markdown list markers and other languages alone', () => {
    expect(wordDashRule('500–2 000 €, 10 – 20 лет, Пн–Пт, 32-го класса', 'ru')).toEqual([])
    expect(wordDashRule('Признаки:\n- **Вагонка потемнела.**\n- Полки', 'ru')).toEqual([])
    expect(wordDashRule('<a href="/a - b">ссылка</a>', 'ru')).toEqual([])
    expect(wordDashRule('Kaikki palvelut – remontit', 'fi')).toEqual([])
  })
})

describe('the dash between words in Ukrainian (decision 408)', () => {
  it('finds the spaced en dash or hyphen where Ukrainian writes «—» (the booking and calendar strings of ecfc1d0)', () => {
    expect(fixes(wordDashRule('Цей час щойно зайняли – оберіть інший', 'uk'))).toEqual([['–', '—']])
    expect(fixes(wordDashRule('Безкоштовний виїзд на об’єкт - Remonttiapu', 'uk'))).toEqual([['-', '—']])
    expect(fixes(wordDashRule('Новий виїзд: 07.12.2026 08:00 – Олена', 'uk'))).toEqual([['–', '—']])
    expect(wordDashRule('Цей час щойно зайняли — оберіть інший', 'uk')).toEqual([])
  })

  it('leaves ranges, hyphenated words, Markdown lists and the languages without the rule alone', () => {
    expect(
      wordDashRule('500 – 2 000 €, Пн–Пт, Y-tunnus, південно-східний\n- **Полки**, символи + - ( ) .', 'uk'),
    ).toEqual([])
    expect(wordDashRule('Aukiolo – sovi käynti', 'fi')).toEqual([])
    expect(wordDashRule('quick – and tidy', 'en')).toEqual([])
  })
})

describe('the date', () => {
  it('finds a date in another language’s form (English privacy page: "Updated 27.11.2026.")', () => {
    expect(fixes(dateFormatRule('Updated 27.11.2026.', 'en'))).toEqual([['27.11.2026', '27/11/2026']])
    expect(dateFormatRule('Updated 27/11/2026.', 'en')).toEqual([])
    expect(fixes(dateFormatRule('Päivitetty 22/09/2026', 'fi'))).toEqual([['22/09/2026', '22.9.2026']])
    expect(dateFormatRule('Päivitetty 27.11.2026 ja 02.09.2026', 'fi')).toEqual([])
    expect(fixes(dateFormatRule('Оновлено 2.12.2026', 'uk'))).toEqual([['2.12.2026', '02.12.2026']])
  })
})

describe('the time', () => {
  it('finds a time in another language’s form (English Helsinki page: "quiet hours (usually 22.00–07.00)")', () => {
    expect(fixes(timeFormatRule('quiet hours (usually 22.00–07.00)', 'en'))).toEqual([
      ['22.00', '22:00'],
      ['07.00', '07:00'],
    ])
    expect(timeFormatRule('quiet hours (usually 22:00–07:00), 1.50 m wide', 'en')).toEqual([])
    expect(fixes(timeFormatRule('at 8.00', 'en'))).toEqual([['8.00', '08:00']])
    expect(fixes(timeFormatRule('avoinna klo 08:00', 'fi'))).toEqual([['08:00', '8.00']])
    expect(timeFormatRule('yleensä 22.00–7.00, 1,5 m', 'fi')).toEqual([])
  })

  it('finds a Finnish hour with a leading zero (Helsinki page: "hiljaisuusaikoja (yleensä 22.00–07.00)")', () => {
    expect(fixes(timeFormatRule('hiljaisuusaikoja (yleensä 22.00–07.00)', 'fi'))).toEqual([['07.00', '7.00']])
    expect(fixes(timeFormatRule('avoinna klo 08.00 alkaen', 'fi'))).toEqual([['08.00', '8.00']])
    expect(timeFormatRule('kerros 0,2 mm, hinta 07.50 €', 'fi')).toEqual([])
    expect(fixes(timeFormatRule('at 8:00', 'en'))).toEqual([['8:00', '08:00']])
    expect(timeFormatRule('27.11.2026', 'ru')).toEqual([])
  })

  it('finds Russian hours without minutes (the Helsinki page before: "тихие часы (обычно с 22 до 7 часов)")', () => {
    expect(fixes(timeFormatRule('тихие часы (обычно с 22 до 7 часов) соблюдались', 'ru'))).toEqual([
      ['с 22 до 7 часов', 'с 22:00 до 07:00'],
    ])
    expect(fixes(timeFormatRule('работаем с 8 до 17 ч.', 'ru'))).toEqual([['с 8 до 17 ч', 'с 08:00 до 17:00']])
    expect(timeFormatRule('тихие часы обычно с 22:00 до 07:00', 'ru')).toEqual([])
    expect(timeFormatRule('с 10 до 20 лет, с 2 до 4 дней', 'ru')).toEqual([])
  })
})

describe('a claim that the texts are only in Finnish', () => {
  it('finds the blog list’s claims of today in English, Russian and Ukrainian', () => {
    expect(fixes(onlyInFinnishClaims('All articles (in Finnish)', 'en'))).toEqual([[' (in Finnish)', '']])
    expect(onlyInFinnishClaims('and much more. The articles are in Finnish.', 'en')).toHaveLength(1)
    expect(onlyInFinnishClaims('Статьи блога пока доступны только на финском языке.', 'ru')).toHaveLength(1)
    expect(onlyInFinnishClaims('Статті блогу доступні лише фінською мовою.', 'uk')).toHaveLength(1)
    expect(onlyInFinnishClaims('Усі статті (фінською мовою)', 'uk')).toHaveLength(1)
  })

  it('leaves a list of the languages the company speaks alone', () => {
    expect(onlyInFinnishClaims('in Finnish, English, Russian and Ukrainian', 'en')).toEqual([])
    expect(onlyInFinnishClaims('на финском, английском, русском и украинском языках', 'ru')).toEqual([])
    expect(onlyInFinnishClaims('kirjoitettu suomeksi', 'fi')).toEqual([])
  })
})

describe('the texts the code writes', () => {
  it('keep the style in every language: sums, percentages, dates, times, calculator ranges', () => {
    for (const lang of LANGUAGES) {
      const f = formatsFor(lang)
      const range = stringsFor(lang).UI.calculator.range(f.number(500), f.euro(2000))
      const texts = [f.euro(1600), f.percent(0.355), f.date('2026-09-22'), f.time('22:00'), range]
      expect(
        texts.flatMap((t) => styleFindings(t, lang)),
        `${lang}: ${texts.join(' | ')}`,
      ).toEqual([])
    }
  })
  it('keep it in the tokens: the Ukrainian tax deduction sentence says "1 600 €", never "1 600 EUR"', () => {
    for (const lang of LANGUAGES) {
      const tokens = buildTokens(site as unknown as Site, lang, stringsFor(lang).UI)
      const texts = Object.values(tokens).filter((v): v is string => typeof v === 'string')
      expect(
        texts.flatMap((t) => styleFindings(t, lang)),
        lang,
      ).toEqual([])
    }
    expect(buildTokens(site as unknown as Site, 'uk', stringsFor('uk').UI).taxDeductionMax).toBe('1\u00a0600\u00a0€')
  })

  it("keep it in every catalogue's fixed strings (the English interface wrote form’s beside the pages' form's)", () => {
    const found: string[] = []
    for (const lang of LANGUAGES) {
      const walk = (value: unknown, at: string): void => {
        if (typeof value === 'string')
          for (const f of styleFindings(value, lang)) found.push(`${lang}${at}: ${f.found} → ${f.fix}`)
        else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`)
      }
      walk(stringsFor(lang), '')
    }
    expect(found).toEqual([])
  })
})

describe('the style sheets', () => {
  it('has a house style for every language of the site', () => {
    expect(LANGUAGES.filter((lang) => !HOUSE_STYLES[lang])).toEqual([])
  })
})
