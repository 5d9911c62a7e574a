/**
 * The floating 'Evästeasetukset' button while consent is decided, and its
 * popup: change the settings, read the privacy policy, or withdraw consent.
 * The popup's heading takes focus when it opens; Escape closes it and focus
 * returns to the button.
 */
import { floatingButtonOf } from '../consent-floating-markup.js'
import { button, dialogBox, el, focusableHeading, IDS, privacyLink, T, type Send } from './dom.js'
import { adoptFloatingButton } from './floating-button.js'
import { isIdle } from './focus.js'

function buildPopup(send: Send): { popup: HTMLElement; heading: HTMLHeadingElement } {
  const box = el('div', 'cookie-popup')
  box.id = IDS.popup
  dialogBox(box, IDS.popupTitle)
  const heading = focusableHeading('cookie-popup__title', IDS.popupTitle, T().popupTitle)
  const actions = el('div', 'cookie-popup__actions')
  actions.append(
    button('button button--primary', T().changeSettings, () => send({ type: 'user.openSettings' })),
    privacyLink('button button--secondary'),
    button('button button--ghost', T().withdraw, () => send({ type: 'consent.reset' })),
  )
  box.append(heading, el('p', 'cookie-popup__text', T().popupText), actions)
  return { popup: box, heading }
}

export interface FloatingControl {
  /** Show the button (adopting the page's, or building one), with its popup open or closed. */
  show(open: boolean): void
  /** Hide the button and close its popup; the page's own button stays where the page has it (the footer). */
  hide(): void
  button(): HTMLButtonElement | null
  destroy(): void
}

/** The floating button while the machine is in 'decided', and its popup in 'decided.popup'. */
export function createFloating(send: Send, parent: HTMLElement, pageRoot: HTMLElement | null): FloatingControl {
  let root: HTMLElement | null = null
  let floatingButton: HTMLButtonElement | null = null
  let popup: HTMLElement | null = null
  const onClick = () => send({ type: 'user.togglePopup' })
  const onPopupKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    send({ type: 'user.closePopup' })
    floatingButton?.focus()
  }
  const take = (taken: HTMLElement) => {
    root = taken
    floatingButton = floatingButtonOf(taken)
    floatingButton.addEventListener('click', onClick)
    return taken
  }
  if (pageRoot) take(pageRoot)

  function openPopup(box: HTMLElement, toggle: HTMLButtonElement): void {
    const built = buildPopup(send)
    popup = built.popup
    box.insertBefore(popup, toggle)
    toggle.setAttribute('aria-expanded', 'true')
    toggle.setAttribute('aria-controls', IDS.popup)
    document.addEventListener('keydown', onPopupKey)
    built.heading.focus()
  }
  /** Closes the popup; false when none was open. */
  function closePopup(): boolean {
    if (!popup) return false
    popup.remove()
    popup = null
    floatingButton?.setAttribute('aria-expanded', 'false')
    floatingButton?.removeAttribute('aria-controls')
    document.removeEventListener('keydown', onPopupKey)
    return true
  }

  return {
    show(open) {
      const box = root ?? take(adoptFloatingButton())
      box.hidden = false
      if (!box.isConnected) parent.append(box)
      const toggle = floatingButton!
      if (open && !popup) openPopup(box, toggle)
      else if (!open && closePopup() && isIdle(document.activeElement)) toggle.focus()
    },
    hide() {
      if (!root) return
      closePopup()
      root.hidden = true
    },
    button: () => floatingButton,
    destroy() {
      this.hide()
      floatingButton?.removeEventListener('click', onClick)
    },
  }
}
