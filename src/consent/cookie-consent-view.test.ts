// @vitest-environment jsdom
/**
 * The plain-DOM consent view (src/consent/view/mount-consent-view.ts) on the real machine
 * and its browser adapters (startConsentUi), driven by DOM events: markup,
 * roles, labels, the two banner views, the switches, Escape, focus and the
 * floating button's popup.
 */
import { withStrings } from '../ui/with-strings.js'
import type { Lang } from '../i18n/languages.js'
import { stringsFor } from '../ui/strings.js'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIE_BANNER_DELAY_MS } from '../config/behaviour.js'
import { ConsentFloatingButton } from './ConsentFloatingButton.js'
import { createFloatingButton } from './view/floating-button.js'
import { CONSENT_STORAGE_KEY } from '../rules/consent-record.js'
import { createConsentRecord } from '../rules/consent-choice.js'
import { startConsentUi } from './consent-ui-chunk.js'
import { COOKIE_CONSENT_UI as T } from '../ui/strings.fi.js'

const ALL = { necessary: true, analytics: true, marketing: true, functional: true } as const
const storedAll = () => JSON.stringify(createConsentRecord(ALL, Date.now(), 'proof-0001'))
const stored = () => {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY)
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
}
const banner = () => document.querySelector<HTMLElement>('section.cookie-banner')
/** The floating button while shown (the view hides the page's own button rather than removing it). */
const floatingButton = () =>
  document.querySelector<HTMLButtonElement>('.cookie-floating:not([hidden]) .cookie-floating__button')
const popup = () => document.querySelector<HTMLElement>('.cookie-popup')
const buttonNamed = (name: string) => {
  const found = [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)
  if (!found) throw new Error(`no button '${name}'`)
  return found
}
const switchFor = (category: string) => document.querySelector<HTMLInputElement>(`#cookie-category-${category}`)!
const labelledBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent
const events = () =>
  (window.dataLayer ?? []).filter((e): e is { event: string } => typeof e === 'object' && e !== null && 'event' in e)
const pressEscape = (target: EventTarget) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))

/** The JSON data block of the Finnish consent strings that the page shell renders. */
const consentStringsBlock = (lang: Lang = 'fi', privacyHref = '/tietosuoja') => {
  const html = renderToString(withStrings(createElement(ConsentFloatingButton, { privacyHref }), lang))
  return html.slice(html.indexOf('<script'))
}

let stop: (() => void) | undefined
beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  document.body.replaceChildren()
  // The page's consent strings, as every page carries them (src/consent/ConsentFloatingButton.tsx).
  document.head.innerHTML = consentStringsBlock()
  window.dataLayer = []
})
afterEach(() => {
  stop?.()
  stop = undefined
  vi.useRealTimers()
})

function start(options: Parameters<typeof startConsentUi>[0] = {}) {
  const ui = startConsentUi(options)
  stop = ui.stop
  return ui
}

describe('consent view: first visit', () => {
  it('shows the simple banner 1 s after the start, as a labelled non-modal dialog with equal-weight choices, and takes focus', () => {
    start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1)
    expect(banner()).toBeNull()
    vi.advanceTimersByTime(1)
    const section = banner()!
    expect(section.className).toBe('cookie-banner cookie-banner--simple')
    expect(section.getAttribute('role')).toBe('dialog')
    expect(section.getAttribute('aria-modal')).toBe('false')
    expect(labelledBy(section)).toBe(T.title)
    expect(document.getElementById(section.getAttribute('aria-describedby')!)?.textContent).toBe(
      `${T.text} ${T.privacyPolicy}`,
    )
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/tietosuoja')
    expect([...section.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      T.acceptAll,
      T.acceptNecessary,
      T.openSettings,
    ])
    expect(buttonNamed(T.acceptAll).className).toBe(buttonNamed(T.acceptNecessary).className)
    expect(document.activeElement).toBe(section.querySelector('h2'))
    expect(floatingButton()).toBeNull()
  })

  it('"Hyväksy kaikki" stores every category, reports consent_update and moves focus to the floating button', () => {
    start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    buttonNamed(T.acceptAll).click()
    expect(banner()).toBeNull()
    expect(stored()).toMatchObject({ ...ALL, choice: 'all_accepted', policyVersion: 1 })
    expect(events().filter((e) => e.event === 'consent_update')).toEqual([
      {
        event: 'consent_update',
        choice: 'all_accepted',
        analytics: true,
        marketing: true,
        functional: true,
        page_language: 'fi',
      },
    ])
    expect(floatingButton()?.textContent).toBe(T.floatingButton)
    expect(document.activeElement).toBe(floatingButton())
  })

  it('the settings view: necessary fixed, switches follow the machine, Escape goes back and drops them, save stores custom_saved', () => {
    start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    buttonNamed(T.openSettings).click()
    const section = banner()!
    expect(section.className).toBe('cookie-banner cookie-banner--settings')
    expect(labelledBy(section)).toBe(T.settingsTitle)
    expect(document.activeElement).toBe(section.querySelector('h2'))
    expect([...section.querySelectorAll('.cookie-banner__actions button')].map((b) => b.textContent)).toEqual([
      T.save,
      T.acceptAll,
      T.acceptNecessary,
      T.back,
    ])
    const necessary = switchFor('necessary')
    expect(necessary.getAttribute('role')).toBe('switch')
    expect([necessary.checked, necessary.disabled]).toEqual([true, true])
    expect(document.querySelector('label[for="cookie-category-necessary"]')?.textContent).toBe(
      `${T.categories.necessary.label} (${T.alwaysOn})`,
    )
    expect(document.getElementById(necessary.getAttribute('aria-describedby')!)?.textContent).toBe(
      T.categories.necessary.description,
    )

    switchFor('analytics').click()
    expect(switchFor('analytics').checked).toBe(true)
    // Escape inside the banner: back to the simple view (no choice yet), the switch is not kept.
    pressEscape(switchFor('analytics'))
    expect(banner()?.className).toBe('cookie-banner cookie-banner--simple')
    expect(document.activeElement).toBe(banner()!.querySelector('h2'))
    buttonNamed(T.openSettings).click()
    expect(switchFor('analytics').checked).toBe(false)

    switchFor('analytics').click()
    buttonNamed(T.save).click()
    expect(stored()).toMatchObject({ analytics: true, marketing: false, functional: false, choice: 'custom_saved' })
  })

  it('does not take focus from the page when it appears; when it takes it later, focus goes back there after the choice', () => {
    const pageButton = document.createElement('button')
    document.body.append(pageButton)
    pageButton.focus()
    start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(banner()).not.toBeNull()
    expect(document.activeElement).toBe(pageButton)
    // A pointer press that does not focus the button (Safari): the settings view takes focus…
    buttonNamed(T.openSettings).click()
    expect(document.activeElement).toBe(banner()!.querySelector('h2'))
    buttonNamed(T.acceptNecessary).click()
    // …and gives it back to where the visitor was.
    expect(document.activeElement).toBe(pageButton)
    expect(stored()).toMatchObject({ choice: 'necessary_only' })
  })
})

describe('consent view: a stored choice, the floating button and its popup', () => {
  it("the button the view builds where a page has none is the page's own markup (one markup)", () => {
    const page = document.createElement('div')
    page.innerHTML = renderToString(withStrings(createElement(ConsentFloatingButton, { privacyHref: '/tietosuoja' })))
    const built = createFloatingButton()
    built.hidden = true
    expect(built.outerHTML).toBe(page.firstElementChild!.outerHTML)
    expect(built.querySelector('button span')?.textContent).toBe(T.floatingButton)
  })

  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, storedAll()))

  it("adopts the boot's floating button: the popup opens with its heading focused, Escape closes it and focus returns", () => {
    const floating = createFloatingButton()
    document.body.append(floating)
    start({ floating })
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 2)
    expect(banner()).toBeNull()
    expect(document.querySelectorAll('.cookie-floating')).toHaveLength(1)
    const button = floatingButton()!
    expect(button.closest('.cookie-floating')).toBe(floating)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')

    button.click()
    const box = popup()!
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(box.id)
    expect(box.getAttribute('role')).toBe('dialog')
    expect(labelledBy(box)).toBe(T.popupTitle)
    expect(box.querySelector('.cookie-popup__text')?.textContent).toBe(T.popupText)
    expect(document.activeElement).toBe(box.querySelector('h2'))
    expect([...box.querySelectorAll('.cookie-popup__actions > *')].map((e) => [e.tagName, e.textContent])).toEqual([
      ['BUTTON', T.changeSettings],
      ['A', T.privacyPolicy],
      ['BUTTON', T.withdraw],
    ])
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/tietosuoja')

    pressEscape(document.activeElement!)
    expect(popup()).toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.hasAttribute('aria-controls')).toBe(false)
    expect(document.activeElement).toBe(button)
    // The button toggles.
    button.click()
    button.click()
    expect(popup()).toBeNull()
  })

  it('opens the popup at once when the boot asks for it (the visitor pressed before the UI had loaded)', () => {
    const floating = createFloatingButton()
    document.body.append(floating)
    start({ floating, openPopup: true })
    expect(popup()).not.toBeNull()
    expect(document.activeElement).toBe(popup()!.querySelector('h2'))
  })

  it('"Muuta asetuksia" opens the settings with the current choice and "Sulje" (or Escape) changes nothing', () => {
    start()
    floatingButton()!.click()
    buttonNamed(T.changeSettings).click()
    expect(floatingButton()).toBeNull()
    expect(banner()?.className).toBe('cookie-banner cookie-banner--settings')
    expect(document.activeElement).toBe(banner()!.querySelector('h2'))
    expect(['analytics', 'marketing', 'functional'].map((c) => switchFor(c).checked)).toEqual([true, true, true])
    expect(buttonNamed(T.close)).toBeTruthy()
    switchFor('marketing').click()
    pressEscape(banner()!)
    expect(banner()).toBeNull()
    expect(stored()).toMatchObject({ marketing: true, choice: 'all_accepted' })
    expect(document.activeElement).toBe(floatingButton())
  })

  it('"Peru suostumus" removes the choice, reports reset_consent, broadcasts cookie-settings-reset and shows the banner with only necessary', () => {
    start()
    const resets = vi.fn()
    window.addEventListener('cookie-settings-reset', resets)
    floatingButton()!.click()
    buttonNamed(T.withdraw).click()
    window.removeEventListener('cookie-settings-reset', resets)
    expect(resets).toHaveBeenCalledTimes(1)
    expect(stored()).toBeNull()
    expect(events().some((e) => e.event === 'reset_consent')).toBe(true)
    expect(floatingButton()).toBeNull()
    expect(banner()?.className).toBe('cookie-banner cookie-banner--simple')
    expect(document.activeElement).toBe(banner()!.querySelector('h2'))
    buttonNamed(T.openSettings).click()
    expect(['necessary', 'analytics', 'marketing', 'functional'].map((c) => switchFor(c).checked)).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('follows other tabs: the key removed shows the banner at once, a choice saved there closes it', () => {
    start()
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: null }))
    expect(banner()?.className).toBe('cookie-banner cookie-banner--simple')
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: storedAll() }))
    expect(banner()).toBeNull()
    expect(floatingButton()).not.toBeNull()
    // Another key, or a corrupt value, changes nothing.
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: null }))
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: '{not json' }))
    expect(banner()).toBeNull()
  })
})

describe('consent view: the page language', () => {
  it('a Russian page shows the banner, its settings and the popup in Russian, from the strings the page carries', () => {
    document.head.innerHTML = consentStringsBlock('ru')
    const RU = stringsFor('ru').COOKIE_CONSENT_UI
    start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(labelledBy(banner()!)).toBe('Сайт использует файлы cookie')
    buttonNamed(RU.openSettings).click()
    expect(document.querySelector('label[for="cookie-category-analytics"]')?.textContent).toContain('Аналитика')
    buttonNamed(RU.acceptAll).click()
    expect(floatingButton()?.textContent).toBe('Настройки cookie')
    floatingButton()!.click()
    expect(popup()?.textContent).toContain(RU.withdraw)
    expect(document.body.textContent).not.toContain(T.acceptAll)
  })

  it("the banner's and the popup's privacy links open the privacy page of the page's language", () => {
    document.head.innerHTML = consentStringsBlock('ru', '/ru/konfidentsialnost')
    start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(banner()!.querySelector('a')?.getAttribute('href')).toBe('/ru/konfidentsialnost')
    buttonNamed(stringsFor('ru').COOKIE_CONSENT_UI.acceptAll).click()
    floatingButton()!.click()
    expect(popup()!.querySelector('a')?.getAttribute('href')).toBe('/ru/konfidentsialnost')
  })
})
