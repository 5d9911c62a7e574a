import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_INFO, LANGUAGES } from '../i18n/languages.js'
import { hyphenateHtml, hyphenateText, MIN_WORD_LETTERS } from './hyphenation.js'

/** A soft hyphen shown as "|". */
const show = (s: string) => s.replaceAll('\u00ad', '|')

describe('hyphenation points in words (decision 277)', () => {
  it('breaks the long words of each language at its patterns', () => {
    expect(show(hyphenateText('Политика конфиденциальности', 'ru'))).toBe('По|ли|ти|ка кон|фи|ден|ци|аль|но|сти')
    expect(show(hyphenateText('Зателефонувати', 'uk'))).toBe('За|те|ле|фо|ну|ва|ти')
    expect(show(hyphenateText('kylpyhuoneremontti', 'fi'))).toBe('kyl|py|huo|ne|re|mont|ti')
    expect(show(hyphenateText('information', 'en'))).toContain('|')
  })

  it("takes each language's patterns and script from its row of the table (decision 418)", () => {
    const require = createRequire(import.meta.url)
    const rows = LANGUAGES.map((lang) => [lang, LANGUAGE_INFO[lang].hyphenation] as const)
    expect(rows.map(([lang, row]) => `${lang} ${row?.patterns} ${row?.script}`)).toEqual([
      'fi hyphen/fi latin',
      'en hyphen/en latin',
      'ru hyphen/ru cyrillic',
      'uk hyphen/uk cyrillic',
    ])
    for (const [, row] of rows) if (row) expect(typeof require(row.patterns).hyphenateSync).toBe('function')
  })

  it('gives a word in the other script the patterns of the first language written in it', () => {
    expect(show(hyphenateText('(kotitalousvähennys)', 'uk'))).toBe('(ko|ti|ta|lous|vä|hen|nys)')
    expect(hyphenateText('конфиденциальности', 'en')).toBe(hyphenateText('конфиденциальности', 'ru'))
  })

  it('gives a Finnish term on a Russian or Ukrainian page the Finnish patterns', () => {
    expect(show(hyphenateText('(kotitalousvähennys)?', 'ru'))).toBe('(ko|ti|ta|lous|vä|hen|nys)?')
  })

  it(`leaves words under ${MIN_WORD_LETTERS} letters, and a language without patterns, alone`, () => {
    expect(hyphenateText('Всё это поле', 'ru')).toBe('Всё это поле')
    expect(hyphenateText('konfidentsialnost', 'xx')).toBe('konfidentsialnost')
  })

  it('never touches a price, phone number, e-mail address, URL or a word the author hyphenated', () => {
    const text =
      'Hinta 3 000–9 000 € +358 40 123 4567 info@remonttiapu.example https://remonttiapu.example/palvelu www.esimerkki.fi'
    expect(hyphenateText(text, 'fi')).toBe(text)
    expect(show(hyphenateText('keittiö\u00adremontti', 'fi'))).toBe('keittiö|remontti')
  })
})

describe('hyphenation points in rendered HTML', () => {
  it('hyphenates headings, buttons, cells, summaries and labels, and nothing else', () => {
    const html =
      '<h1 class="hero__title">Политика конфиденциальности</h1><p>конфиденциальности</p>' +
      '<a class="button button--secondary" href="/ru/kontakty">Зателефонуйте</a><a href="/x">конфиденциальности</a>' +
      '<table><tr><th>Необходимые</th><td>Выключены</td></tr></table><details><summary>Сколько стоит</summary></details>'
    expect(show(hyphenateHtml(html, 'ru'))).toBe(
      '<h1 class="hero__title">По|ли|ти|ка кон|фи|ден|ци|аль|но|сти</h1><p>конфиденциальности</p>' +
        '<a class="button button--secondary" href="/ru/kontakty">За|те|ле|фо|нуй|те</a><a href="/x">конфиденциальности</a>' +
        '<table><tr><th>Необ|хо|ди|мые</th><td>Вы|клю|че|ны</td></tr></table><details><summary>Сколь|ко стоит</summary></details>',
    )
  })

  it('leaves attributes, islands, scripts, code, entities and comments as they are', () => {
    const html =
      '<h2 title="конфиденциальности" data-x=\'конфиденциальности\'>a<!-- конфиденциальности -->b</h2>' +
      '<site-island data-props="{}"><button>Отправить сообщение</button></site-island>' +
      '<h3><code>конфиденциальности</code> &amp; &quot;</h3><script>"<h1>конфиденциальности</h1>"</script>' +
      '<style>h1::after{content:"конфиденциальности"}</style>'
    expect(hyphenateHtml(html, 'ru')).toBe(html)
  })

  it('switches patterns at a lang attribute and goes on after void and self-closed elements', () => {
    const html =
      '<h2>Вычет <span lang="fi">kotitalousvähennys</span><br/><img src="a.png" alt="">конфиденциальности</h2><p>kotitalousvähennys</p>'
    expect(show(hyphenateHtml(html, 'ru'))).toBe(
      '<h2>Вычет <span lang="fi">ko|ti|ta|lous|vä|hen|nys</span><br/><img src="a.png" alt="">кон|фи|ден|ци|аль|но|сти</h2><p>kotitalousvähennys</p>',
    )
  })
})
