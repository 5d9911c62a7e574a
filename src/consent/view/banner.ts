/**
 * The cookie banner: one `<section role="dialog">` while the machine is in a
 * banner state, its content built per view ('simple' or 'settings'). Equal
 * weight: both first-layer choices look the same. Escape in the settings view
 * is 'Takaisin' / 'Sulje'.
 */
import type { ConsentPreferences } from '../../rules/consent-record.js'
import { button, dialogBox, el, focusableHeading, IDS, privacyLink, T, type ConsentActor, type Send } from './dom.js'
import type { FocusKeeper } from './focus.js'
import { buildCategorySwitches, showDraft, type CategorySwitches } from './settings.js'

type BannerView = 'simple' | 'settings'

interface BannerContent {
  heading: HTMLHeadingElement
  switches: CategorySwitches
  backButton: HTMLButtonElement | null
}

function bannerSection(send: Send, inSettings: () => boolean): HTMLElement {
  const section = dialogBox(el('section'), IDS.title)
  section.setAttribute('aria-describedby', IDS.text)
  section.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && inSettings()) {
      e.stopPropagation()
      send({ type: 'user.closeSettings' })
    }
  })
  return section
}

function bannerActions(v: BannerView, consentGiven: boolean, send: Send) {
  const actions = el('div', 'cookie-banner__actions')
  if (v === 'settings')
    actions.append(
      button('button button--secondary cookie-banner__save', T().save, () => send({ type: 'consent.save' })),
    )
  actions.append(
    button('button button--primary', T().acceptAll, () => send({ type: 'consent.acceptAll' })),
    button('button button--primary', T().acceptNecessary, () => send({ type: 'consent.acceptNecessary' })),
  )
  if (v === 'simple') {
    actions.append(button('button button--ghost', T().openSettings, () => send({ type: 'user.openSettings' })))
    return { actions, backButton: null }
  }
  const backButton = button('button button--ghost', consentGiven ? T().close : T().back, () =>
    send({ type: 'user.closeSettings' }),
  )
  actions.append(backButton)
  return { actions, backButton }
}

function fillBanner(section: HTMLElement, v: BannerView, consentGiven: boolean, actor: ConsentActor): BannerContent {
  section.className = `cookie-banner cookie-banner--${v}`
  const inner = el('div', 'cookie-banner__inner')
  const heading = focusableHeading('cookie-banner__title', IDS.title, v === 'simple' ? T().title : T().settingsTitle)
  const text = el('p', 'cookie-banner__text', `${v === 'simple' ? T().text : T().settingsText} `)
  text.id = IDS.text
  text.append(privacyLink())
  inner.append(heading, text)
  const settings = v === 'settings' ? buildCategorySwitches(actor) : null
  if (settings) inner.append(settings.list)
  const { actions, backButton } = bannerActions(v, consentGiven, actor.send.bind(actor))
  inner.append(actions)
  section.replaceChildren(inner)
  return { heading, switches: settings?.switches ?? {}, backButton }
}

export interface BannerControl {
  show(v: BannerView, draft: ConsentPreferences, consentGiven: boolean): void
  hide(): void
}

/** The page's scroll padding follows the banner's height (consent.css): focus never lands under it. */
function trackBannerHeight(section: HTMLElement): ResizeObserver | null {
  if (typeof ResizeObserver !== 'function') return null
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? 0
    document.documentElement.style.setProperty('--cookie-banner-height', `${height}px`)
  })
  observer.observe(section)
  return observer
}

export function createBanner(actor: ConsentActor, parent: HTMLElement, focus: FocusKeeper): BannerControl {
  let section: HTMLElement | null = null
  let size: ResizeObserver | null = null
  let shown: BannerView | null = null
  let firstRender = true
  let content: BannerContent | null = null
  return {
    show(v, draft, consentGiven) {
      if (!section) {
        section = bannerSection(actor.send.bind(actor), () => shown === 'settings')
        parent.append(section)
        size = trackBannerHeight(section)
        firstRender = true
        shown = null
      }
      if (shown !== v || !content) {
        content = fillBanner(section, v, consentGiven, actor)
        shown = v
        focus.bannerShown(content.heading, firstRender)
        firstRender = false
      }
      showDraft(content.switches, draft)
      if (content.backButton) content.backButton.textContent = consentGiven ? T().close : T().back
    },
    hide() {
      size?.disconnect()
      size = null
      document.documentElement.style.removeProperty('--cookie-banner-height')
      section?.remove()
      section = null
      shown = null
      content = null
    },
  }
}
