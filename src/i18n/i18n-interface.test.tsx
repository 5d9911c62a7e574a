// @vitest-environment jsdom
/**
 * The interface in the page's language. The page shell (header, phone
 * menu and action bar, footer, the contact dialog with its form island, the
 * consent button and strings) rendered for a Russian page, the language
 * switcher with versions set here (the content runtime fills the page view's
 * `versions`), and no Finnish catalogue string outside lang="fi".
 */
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import type { Lang } from './languages.js'
import { Layout } from '../layout/Layout.js'
import { ContactForm } from '../contact/ContactForm.js'
import { CONTACT_LIMITS as L } from '../rules/contact.js'
import { CONSENT_STRINGS_ID } from '../consent/consent-floating-markup.js'
import { stringsFor } from '../ui/strings.js'
import { withStrings } from '../ui/with-strings.js'
import { finnishLeaks } from '../../tests/support/finnish-leaks.js'

const VERSIONS = { fi: '/palvelu/keittion-remontti', ru: '/ru/uslugi/remont-kukhni' }

/** The whole shell of a page in `lang`, parsed. */
function page(lang: Lang, versions: Partial<Record<Lang, string>> = VERSIONS, path = versions[lang] ?? '/'): Document {
  const pageContext = { data: { lang, versions, kind: 'service' }, urlPathname: path } as unknown as PageContext
  const html = renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Layout>
        <p>content</p>
      </Layout>
    </VikeReactProviderPageContext>,
  )
  return new DOMParser().parseFromString(`<!doctype html><html lang="${lang}"><body>${html}</body></html>`, 'text/html')
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim()

describe('a Russian page speaks Russian', () => {
  const doc = page('ru')
  const RU = stringsFor('ru')

  it('the header, its phone menu and the action bar', () => {
    const header = doc.querySelector('header')!
    expect(header.querySelector('.header__quick .button--accent')?.textContent).toContain('Бесплатная консультация')
    expect(header.querySelector('nav.nav')?.getAttribute('aria-label')).toBe('Главное меню')
    expect(text(header.querySelector('.header__menu-button'))).toBe('МенюЗакрыть')
    expect(doc.querySelector('.action-bar')?.getAttribute('aria-label')).toBe('Позвонить или написать')
    expect(doc.querySelector('.skip-link')?.textContent).toBe('Перейти к содержимому')
    expect(header.querySelector('.header__logo')?.getAttribute('href')).toBe('/ru')
  })

  it('the contact dialog and its form: labels, counter, math question, honeypot, the language sent', () => {
    const dialog = doc.querySelector('dialog')!
    expect(dialog.querySelector('h2')?.textContent).toBe('Бесплатная консультация')
    const labels = [...dialog.querySelectorAll('label')].map((l) => text(l))
    expect(labels.map((l) => l?.replace(/\d+ \+ \d+/, 'a + b'))).toEqual([
      'Имя *',
      'Эл. почта *',
      'Телефон (необязательно)',
      'Сообщение *',
      // The free site visit's address, in its disclosure.
      'Улица и дом *',
      'Почтовый индекс *',
      'Населённый пункт *',
      // The server's question for this visitor replaces it when the form starts (decision 253).
      'Математический вопрос *',
      'Оставьте это поле пустым',
    ])
    expect(text(dialog.querySelector('[data-testid="contact-counter"]'))).toBe(
      `0/${L.message.max} символов, осталось ${L.message.max}`,
    )
    expect(dialog.querySelector('button[type="submit"]')?.textContent).toBe('Отправить сообщение')
    expect(dialog.querySelector<HTMLInputElement>('input[name="lang"]')?.value).toBe('ru')
    const island = dialog.querySelector('site-island')!
    expect(island.getAttribute('data-lang')).toBe('ru')
  })

  it('the consent button, and the banner strings of the page language only', () => {
    expect(doc.querySelector('.cookie-floating')?.textContent).toBe('Настройки cookie')
    const strings = JSON.parse(doc.getElementById(CONSENT_STRINGS_ID)!.textContent!)
    expect(strings).toEqual(RU.COOKIE_CONSENT_UI)
  })

  it('the thank-you of the form, and its error notice, in Russian', () => {
    const html = renderToString(
      withStrings(
        <ContactForm placement="page" result={{ kind: 'sent', text: RU.UI.contact.sent, form: 'lomake' }} />,
        'ru',
      ),
    )
    expect(html).toContain(RU.UI.contact.sent)
    expect(html).toContain(RU.UI.contact.footerThanks)
    expect(html).toContain('Написать новое сообщение')
  })

  // The menus' links are content (pages-data/navigation.json), which the content runtime translates: left out here.
  const NAVIGATION_CONTENT = ['nav.nav', '.footer__col ul']

  it('has no string of the Finnish catalogue outside lang="fi"', () => {
    for (const lang of ['en', 'ru', 'uk'] as const)
      expect(finnishLeaks(page(lang).body, lang, NAVIGATION_CONTENT), lang).toEqual([])
  })

  it('the Finnish page leaks by the same check (the check can fail)', () => {
    expect(finnishLeaks(page('fi').body, 'ru', NAVIGATION_CONTENT)).toContain('Ilmainen konsultaatio')
  })
})

describe('the language switcher', () => {
  const links = (doc: Document, placement: string) =>
    [...doc.querySelectorAll(`.lang-switch--${placement} a`)].map((a) => ({
      text: text(a),
      href: a.getAttribute('href'),
      lang: a.getAttribute('lang'),
      hreflang: a.getAttribute('hreflang'),
      current: a.getAttribute('aria-current'),
    }))

  it('lists each language under its own name with lang and hreflang, the current one aria-current', () => {
    const doc = page('ru')
    const expected = [
      { text: 'suomi', href: '/palvelu/keittion-remontti', lang: 'fi', hreflang: 'fi', current: null },
      {
        text: 'English (home page: this page is not in English)',
        href: '/en',
        lang: 'en',
        hreflang: 'en',
        current: null,
      },
      { text: 'русский', href: '/ru/uslugi/remont-kukhni', lang: 'ru', hreflang: 'ru', current: 'true' },
      {
        text: 'українська (головна: цієї сторінки немає українською)',
        href: '/uk',
        lang: 'uk',
        hreflang: 'uk',
        current: null,
      },
    ]
    // Both places: the desktop top bar and the phone menu (one is shown at a time).
    expect(links(doc, 'topbar')).toEqual(expected)
    expect(links(doc, 'menu')).toEqual(expected)
    expect(doc.querySelector('.lang-switch--menu')?.getAttribute('aria-label')).toBe('Язык')
  })

  it('on a page with every version, each link goes to that version and none says it is missing', () => {
    const all = { fi: '/', en: '/en', ru: '/ru', uk: '/uk' }
    const doc = page('fi', all)
    expect(links(doc, 'menu').map((l) => [l.text, l.href])).toEqual([
      ['suomi', '/'],
      ['English', '/en'],
      ['русский', '/ru'],
      ['українська', '/uk'],
    ])
    expect(doc.querySelector('.lang-switch--menu')?.getAttribute('aria-label')).toBe('Kieli')
  })
})
