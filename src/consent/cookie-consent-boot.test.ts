// @vitest-environment jsdom
/**
 * The consent boot (src/consent/consent-page-load.ts) and bootAnalytics(): what
 * every page runs. Consent Mode order, when the consent UI chunk is loaded
 * (counted through the loadUi option, which wraps the real dynamic import),
 * the floating button of a returning visitor, and other tabs before the UI
 * has loaded. Fresh modules per test: the boot and gtag keep page state.
 */
import { withStrings } from '../ui/with-strings.js'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConsentFloatingButton } from './ConsentFloatingButton.js'
import { COOKIE_BANNER_DELAY_MS } from '../config/behaviour.js'
import type { BootConsentOptions, LoadConsentUi } from './consent-page-load.js'
import { CONSENT_STORAGE_KEY, type ConsentPreferences } from '../rules/consent-record.js'
import { createConsentRecord } from '../rules/consent-choice.js'

const T0 = Date.UTC(2026, 10, 21, 9, 30)
const MONTH = 31 * 24 * 3600 * 1000
const record = (prefs: Omit<ConsentPreferences, 'necessary'>, at = T0, version?: number) =>
  JSON.stringify(createConsentRecord({ necessary: true, ...prefs }, at, 'proof-0001', version))
const ALL = { analytics: true, marketing: true, functional: true }
const NONE = { analytics: false, marketing: false, functional: false }

const banner = () => document.querySelector<HTMLElement>('section.cookie-banner')
/** The floating button once shown (every page's HTML carries it hidden). */
const floatingButton = () =>
  document.querySelector<HTMLButtonElement>('.cookie-floating:not([hidden]) .cookie-floating__button')
const popup = () => document.querySelector<HTMLElement>('.cookie-popup')
const gtagCalls = () =>
  (window.dataLayer ?? [])
    .filter((e) => typeof e === 'object' && e !== null && !('event' in e))
    .map((e) => Array.from(e as ArrayLike<unknown>))
const events = () =>
  (window.dataLayer ?? []).filter((e): e is { event: string } => typeof e === 'object' && e !== null && 'event' in e)
/** Lets the dynamic import and the boot's .then() run. */
const settle = async (loads: Promise<unknown>[]) => {
  await Promise.all(loads)
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

let stopUi: (() => void) | undefined
/** Window listeners of this test's page (a new page per test: its boot's listeners go with it). */
let windowListeners: Parameters<typeof window.addEventListener>[] = []

/** A fresh page: new module instances, the real UI chunk behind a counting loader. */
async function boot(options: { stored?: string | null } = {}) {
  vi.resetModules()
  // The page's HTML, as the server renders it: the hidden floating button.
  document.body.innerHTML = renderToString(
    withStrings(createElement(ConsentFloatingButton, { privacyHref: '/tietosuoja' })),
  )
  if (options.stored != null) localStorage.setItem(CONSENT_STORAGE_KEY, options.stored)
  const loads: Promise<unknown>[] = []
  const loadUi: LoadConsentUi = () => {
    const loaded = import('./consent-ui-chunk.js').then((m) => ({
      startConsentUi: (o: Parameters<typeof m.startConsentUi>[0]) => {
        const ui = m.startConsentUi(o)
        stopUi = ui.stop
        return ui
      },
    }))
    loads.push(loaded)
    return loaded
  }
  const { bootConsent } = await import('./consent-page-load.js')
  const { bootAnalytics } = await import('../analytics/page-events.js')
  bootConsent({ loadUi } satisfies BootConsentOptions)
  return { loads, bootConsent, bootAnalytics, loadUi }
}

beforeEach(() => {
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    windowListeners.push(args)
    add(...args)
  })
  vi.useFakeTimers({ now: T0 + 1000, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  localStorage.clear()
  document.body.replaceChildren()
  window.dataLayer = undefined
  window.gtag = undefined
})
afterEach(() => {
  stopUi?.()
  stopUi = undefined
  vi.restoreAllMocks()
  for (const [type, listener, options] of windowListeners) window.removeEventListener(type, listener, options)
  windowListeners = []
  vi.useRealTimers()
})

describe('bootConsent: Consent Mode', () => {
  it('pushes the denied defaults first, then a valid stored choice as an update, and removes the cookies of categories that are off', async () => {
    document.cookie = '_fbp=1; path=/'
    document.cookie = '_ga=1; path=/'
    document.cookie = 'keep_me=1; path=/'
    await boot({ stored: record({ analytics: true, marketing: false, functional: false }) })
    expect(gtagCalls()).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' }),
      ],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' })],
    ])
    // The clean-up code is imported on demand (the page has cookies): wait for it.
    await vi.waitFor(() => expect(document.cookie.split('; ').sort()).toEqual(['_ga=1', 'keep_me=1']))
  })

  it('runs once per page: a second call adds nothing', async () => {
    const { bootConsent, loads } = await boot()
    bootConsent()
    expect(gtagCalls()).toHaveLength(1)
    expect(loads).toHaveLength(1)
  })
})

describe('bootConsent: when the consent UI is loaded', () => {
  it.each([
    ['a first visit', null],
    ['a corrupt value', '{not json'],
    ['a choice older than 12 months', record(ALL, T0 - 13 * MONTH)],
    ['a choice under another policy version', record(ALL, T0, 99)],
  ])('%s loads the UI at once and the banner appears 1 s after it starts', async (_, stored) => {
    const { loads } = await boot({ stored })
    expect(loads).toHaveLength(1)
    expect(floatingButton()).toBeNull()
    await settle(loads)
    expect(banner()).toBeNull()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(banner()?.className).toBe('cookie-banner cookie-banner--simple')
  })

  it('a returning visitor gets only the floating button; the UI loads on its press and the popup opens without a second press', async () => {
    const { loads } = await boot({ stored: record(NONE) })
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 5)
    expect(loads).toHaveLength(0)
    expect(banner()).toBeNull()
    const button = floatingButton()!
    expect(button.textContent).toBe('Evästeasetukset')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.type).toBe('button')

    button.click()
    button.click() // pressed again while the chunk loads: still one load
    expect(loads).toHaveLength(1)
    await settle(loads)
    expect(document.querySelectorAll('.cookie-floating')).toHaveLength(1)
    expect(popup()).not.toBeNull()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(popup()!.querySelector('h2'))
    // From now on the view owns the button: it closes the popup, no further load.
    button.click()
    expect(popup()).toBeNull()
    expect(loads).toHaveLength(1)
  })
})

describe("bootConsent: a value in the spec's own shape", () => {
  it('is applied as consent given with no UI download, and the floating button is shown', async () => {
    const { loads } = await boot({ stored: JSON.stringify({ necessary: true, ...NONE, analytics: true }) })
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 5)
    expect(loads).toHaveLength(0)
    expect(banner()).toBeNull()
    expect(floatingButton()).not.toBeNull()
    const consent = gtagCalls().filter((c) => c[0] === 'consent')
    expect(consent.map((c) => c[1])).toEqual(['default', 'update'])
    expect(consent[1]![2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
    expect(events().filter((e) => e.event === 'consent_update')).toHaveLength(0)
  })
})

describe('bootConsent: other tabs and the reset event before the UI has loaded', () => {
  it('a valid choice saved in another tab is applied without loading the UI; a corrupt one is ignored', async () => {
    const { loads } = await boot({ stored: record(NONE) })
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: '{not json' }))
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: record(ALL) }))
    expect(loads).toHaveLength(0)
    expect(gtagCalls().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ])
    expect(gtagCalls().filter((c) => c[1] === 'update')).toHaveLength(2)
  })

  it('the key removed in another tab loads the UI and the banner shows at once, with only necessary', async () => {
    const { loads } = await boot({ stored: record(ALL) })
    localStorage.removeItem(CONSENT_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: null }))
    expect(loads).toHaveLength(1)
    await settle(loads)
    expect(banner()?.className).toBe('cookie-banner cookie-banner--simple')
    expect(floatingButton()).toBeNull()
    expect(gtagCalls().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ])
  })

  it('a cookie-settings-reset event from other code loads the UI, which resets and shows the banner', async () => {
    const { loads } = await boot({ stored: record(ALL) })
    window.dispatchEvent(new Event('cookie-settings-reset'))
    await settle(loads)
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
    expect(banner()?.className).toBe('cookie-banner cookie-banner--simple')
  })
})

describe('bootAnalytics', () => {
  it('tracks the page view (and service_page_view on a service page, kind from <html data-page-kind>) and starts click tracking', async () => {
    window.history.replaceState(null, '', '/palvelu/keittion-remontti')
    document.title = 'Keittiöremontti'
    document.documentElement.dataset.pageKind = 'service'
    const { bootAnalytics } = await boot({ stored: record(NONE) })
    bootAnalytics()
    const link = document.createElement('a')
    link.dataset.analytics = 'email-click'
    document.body.append(link)
    link.click()
    expect(events()).toEqual([
      {
        event: 'page_view',
        page_path: '/palvelu/keittion-remontti',
        page_title: 'Keittiöremontti',
        page_language: 'fi',
      },
      {
        event: 'service_page_view',
        page_path: '/palvelu/keittion-remontti',
        service: 'keittion-remontti',
        value: 10,
        currency: 'EUR',
        page_language: 'fi',
      },
      { event: 'email_click', page_path: '/palvelu/keittion-remontti', page_language: 'fi' },
    ])
    vi.advanceTimersByTime(15_000)
    expect(events().at(-1)).toMatchObject({ event: 'user_engagement', value: 3.5 })
    delete document.documentElement.dataset.pageKind
  })
})
