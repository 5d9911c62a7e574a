/**
 * The consent UI as plain DOM (no framework): the banner (simple and settings
 * views), the floating 'Evästeasetukset' button and its popup. It subscribes
 * to the running consent actor and renders what the machine says; every
 * button sends a machine event. Same markup, classes, roles, labels and focus
 * rules as the former React view (docs/decisions/032 and 034).
 *
 * Focus:
 * - The banner takes focus (its heading) when nothing has focus, when focus is
 *   in the banner or the popup, or when it switches between its two views. If
 *   it takes focus from somewhere on the page, focus goes back there after the
 *   choice; otherwise to the floating button.
 * - The popup's heading takes focus when it opens; Escape closes it and
 *   focus returns to the button.
 * - Escape in the settings view is 'Takaisin' / 'Sulje'.
 */
import type { Actor, SnapshotFrom } from 'xstate'
import { COOKIE_CONSENT_UI } from '../ui/strings.fi.js'
import type { browserConsentMachine } from './consent-browser.js'
import { adoptFloatingButton, floatingButtonOf } from './consent-floating.js'
import { CONSENT_CATEGORIES, type ConsentCategory, type ConsentPreferences } from './consent-record.js'
import { PRIVACY_PATH } from '../runtime/site-paths.js'

export type ConsentActor = Actor<typeof browserConsentMachine>
type ConsentSnapshot = SnapshotFrom<typeof browserConsentMachine>
type BannerView = 'simple' | 'settings'
type View = BannerView | 'decided' | 'none'

const T = COOKIE_CONSENT_UI
const IDS = {
  title: 'cookie-banner-title',
  text: 'cookie-banner-text',
  category: (c: ConsentCategory) => `cookie-category-${c}`,
  popup: 'cookie-popup',
  popupTitle: 'cookie-popup-title',
}

export interface ConsentViewOptions {
  /** A floating button root already on the page (made by the boot with createFloatingButton) to take over. */
  floating?: HTMLElement | null
  /** Where the banner and the floating button go; document.body by default. */
  parent?: HTMLElement
}

export interface ConsentViewHandle {
  destroy(): void
}

function viewOf(s: ConsentSnapshot): View {
  if (s.matches({ banner: 'simple' })) return 'simple'
  if (s.matches({ banner: 'settings' })) return 'settings'
  return s.matches('decided') ? 'decided' : 'none'
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

function button(className: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', className, text)
  b.type = 'button'
  b.addEventListener('click', onClick)
  return b
}

function privacyLink(className?: string): HTMLAnchorElement {
  const a = el('a', className, T.privacyPolicy)
  a.href = PRIVACY_PATH
  return a
}

const isIdle = (active: Element | null) => !active || active === document.body

export function mountConsentView(actor: ConsentActor, options: ConsentViewOptions = {}): ConsentViewHandle {
  const parent = options.parent ?? document.body
  const send = actor.send.bind(actor)
  let view: View = 'none'
  // Where focus was before the banner took it, to give it back afterwards.
  let returnFocus: HTMLElement | null = null

  // The banner: one <section> while the machine is in a banner state, its content built per view.
  let banner: HTMLElement | null = null
  let bannerView: BannerView | null = null
  let bannerFirstRender = true
  let switches: Partial<Record<ConsentCategory, HTMLInputElement>> = {}
  let backButton: HTMLButtonElement | null = null
  let bannerSize: ResizeObserver | null = null
  // A polite live region, there from the start, for the short 'saved' confirmation.
  const status = el('p', 'cookie-status')
  status.setAttribute('role', 'status')
  parent.append(status)
  let statusTimer: ReturnType<typeof setTimeout> | undefined

  // The floating button: kept while the machine is in 'decided', detached otherwise.
  let floating: HTMLElement | null = options.floating ?? null
  let floatingButton: HTMLButtonElement | null = null
  let popup: HTMLElement | null = null
  const onFloatingClick = () => send({ type: 'user.togglePopup' })
  const onPopupKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    send({ type: 'user.closePopup' })
    floatingButton?.focus()
  }
  if (floating) {
    floatingButton = floatingButtonOf(floating)
    floatingButton.addEventListener('click', onFloatingClick)
  }

  function buildBanner(v: BannerView, consentGiven: boolean): HTMLHeadingElement {
    const section = banner!
    section.className = `cookie-banner cookie-banner--${v}`
    const inner = el('div', 'cookie-banner__inner')
    const heading = el('h2', 'cookie-banner__title', v === 'simple' ? T.title : T.settingsTitle)
    heading.id = IDS.title
    heading.tabIndex = -1
    const text = el('p', 'cookie-banner__text', `${v === 'simple' ? T.text : T.settingsText} `)
    text.id = IDS.text
    text.append(privacyLink())
    inner.append(heading, text)
    switches = {}
    backButton = null
    if (v === 'settings') inner.append(categorySwitches())
    const actions = el('div', 'cookie-banner__actions')
    if (v === 'settings')
      actions.append(
        button('button button--secondary cookie-banner__save', T.save, () => send({ type: 'consent.save' })),
      )
    // Equal weight: both first-layer choices look the same.
    actions.append(
      button('button button--primary', T.acceptAll, () => send({ type: 'consent.acceptAll' })),
      button('button button--primary', T.acceptNecessary, () => send({ type: 'consent.acceptNecessary' })),
    )
    if (v === 'simple')
      actions.append(button('button button--ghost', T.openSettings, () => send({ type: 'user.openSettings' })))
    else {
      backButton = button('button button--ghost', consentGiven ? T.close : T.back, () =>
        send({ type: 'user.closeSettings' }),
      )
      actions.append(backButton)
    }
    inner.append(actions)
    section.replaceChildren(inner)
    return heading
  }

  function categorySwitches(): HTMLUListElement {
    const list = el('ul', 'cookie-categories')
    for (const category of CONSENT_CATEGORIES) {
      const id = IDS.category(category)
      const text = T.categories[category]
      const fixed = category === 'necessary'
      const item = el('li', 'cookie-category')
      const input = el('input', 'cookie-switch')
      input.id = id
      input.type = 'checkbox'
      input.setAttribute('role', 'switch')
      input.disabled = fixed
      input.setAttribute('aria-describedby', `${id}-desc`)
      input.addEventListener('change', () => {
        if (category !== 'necessary') send({ type: 'user.toggleCategory', category })
        // Controlled: the switch shows the machine's draft, whatever the click did.
        input.checked = actor.getSnapshot().context.draft[category]
      })
      switches[category] = input
      const label = el('label', 'cookie-category__label', text.label)
      label.htmlFor = id
      if (fixed) label.append(el('span', 'cookie-category__fixed', ` (${T.alwaysOn})`))
      const description = el('p', 'cookie-category__description', text.description)
      description.id = `${id}-desc`
      item.append(input, label, description)
      list.append(item)
    }
    return list
  }

  function showBanner(v: BannerView, draft: ConsentPreferences, consentGiven: boolean): void {
    if (!banner) {
      banner = el('section')
      banner.setAttribute('role', 'dialog')
      banner.setAttribute('aria-modal', 'false')
      banner.setAttribute('aria-labelledby', IDS.title)
      banner.setAttribute('aria-describedby', IDS.text)
      banner.addEventListener('keydown', (e) => {
        if (e.key === 'Escape' && bannerView === 'settings') {
          e.stopPropagation()
          send({ type: 'user.closeSettings' })
        }
      })
      parent.append(banner)
      // The page's scroll padding follows the banner's height (consent.css): focus never lands under it.
      if (typeof ResizeObserver === 'function') {
        bannerSize = new ResizeObserver(([entry]) => {
          const height = entry?.borderBoxSize[0]?.blockSize ?? 0
          document.documentElement.style.setProperty('--cookie-banner-height', `${height}px`)
        })
        bannerSize.observe(banner)
      }
      bannerFirstRender = true
      bannerView = null
    }
    if (bannerView !== v) {
      const heading = buildBanner(v, consentGiven)
      bannerView = v
      const active = document.activeElement as HTMLElement | null
      const idle = isIdle(active)
      // Take focus when the visitor has not started elsewhere, when they asked for the settings,
      // or when they switch between the two views inside the banner.
      const inside = !!active?.closest('.cookie-banner, .cookie-popup')
      if (idle || inside || !bannerFirstRender) {
        if (!idle && !active?.closest('.cookie-banner')) returnFocus ??= active
        heading.focus()
      }
      bannerFirstRender = false
    }
    for (const category of CONSENT_CATEGORIES) {
      const input = switches[category]
      if (input) input.checked = draft[category]
    }
    if (backButton) backButton.textContent = consentGiven ? T.close : T.back
  }

  function hideBanner(): void {
    bannerSize?.disconnect()
    bannerSize = null
    document.documentElement.style.removeProperty('--cookie-banner-height')
    banner?.remove()
    banner = null
    bannerView = null
    switches = {}
    backButton = null
  }

  function buildPopup(): { popup: HTMLElement; heading: HTMLHeadingElement } {
    const box = el('div', 'cookie-popup')
    box.id = IDS.popup
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-modal', 'false')
    box.setAttribute('aria-labelledby', IDS.popupTitle)
    const heading = el('h2', 'cookie-popup__title', T.popupTitle)
    heading.id = IDS.popupTitle
    heading.tabIndex = -1
    const actions = el('div', 'cookie-popup__actions')
    actions.append(
      button('button button--primary', T.changeSettings, () => send({ type: 'user.openSettings' })),
      privacyLink('button button--secondary'),
      button('button button--ghost', T.withdraw, () => send({ type: 'consent.reset' })),
    )
    box.append(heading, el('p', 'cookie-popup__text', T.popupText), actions)
    return { popup: box, heading }
  }

  function setPopup(open: boolean): void {
    if (!floating || !floatingButton) return
    if (open && !popup) {
      const built = buildPopup()
      popup = built.popup
      floating.insertBefore(popup, floatingButton)
      floatingButton.setAttribute('aria-expanded', 'true')
      floatingButton.setAttribute('aria-controls', IDS.popup)
      document.addEventListener('keydown', onPopupKey)
      built.heading.focus()
    } else if (!open && popup) {
      popup.remove()
      popup = null
      floatingButton.setAttribute('aria-expanded', 'false')
      floatingButton.removeAttribute('aria-controls')
      document.removeEventListener('keydown', onPopupKey)
      if (isIdle(document.activeElement)) floatingButton.focus()
    }
  }

  function showFloating(open: boolean): void {
    if (!floating) {
      floating = adoptFloatingButton()
      floatingButton = floatingButtonOf(floating)
      floatingButton.addEventListener('click', onFloatingClick)
    }
    floating.hidden = false
    if (!floating.isConnected) parent.append(floating)
    setPopup(open)
  }

  function hideFloating(): void {
    if (!floating) return
    if (popup) {
      popup.remove()
      popup = null
      floatingButton?.setAttribute('aria-expanded', 'false')
      floatingButton?.removeAttribute('aria-controls')
      document.removeEventListener('keydown', onPopupKey)
    }
    // The page's own button stays where the page has it (the footer), hidden.
    floating.hidden = true
  }

  function render(snapshot: ConsentSnapshot): void {
    const before = view
    view = viewOf(snapshot)
    const { draft, consentGiven } = snapshot.context
    if (view === 'simple' || view === 'settings') {
      hideFloating()
      showBanner(view, draft, consentGiven)
    } else {
      hideBanner()
      if (view === 'decided') showFloating(snapshot.matches({ decided: 'popup' }))
      else hideFloating()
    }
    if (view === 'decided' && (before === 'simple' || before === 'settings')) {
      const active = document.activeElement
      const bannerHadFocus = isIdle(active) || !!active?.closest('.cookie-banner')
      // Back where the visitor was; else the start of the content, without scrolling to the settings button in the footer.
      const main = document.getElementById('main')
      if (bannerHadFocus) {
        if (returnFocus?.isConnected) returnFocus.focus()
        else if (main) main.focus({ preventScroll: true })
        else floatingButton?.focus()
      }
      returnFocus = null
      status.textContent = T.saved
      clearTimeout(statusTimer)
      statusTimer = setTimeout(() => (status.textContent = ''), 4000)
    }
  }

  const subscription = actor.subscribe(render)
  render(actor.getSnapshot())
  return {
    destroy() {
      subscription.unsubscribe()
      clearTimeout(statusTimer)
      status.remove()
      hideBanner()
      hideFloating()
      floatingButton?.removeEventListener('click', onFloatingClick)
    },
  }
}
