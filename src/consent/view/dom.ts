/**
 * What every part of the consent view shares: the actor type, the strings, the
 * element ids and three small plain-DOM builders. No framework (docs/decisions/034).
 */
import type { Actor, SnapshotFrom } from 'xstate'
import { PRIVACY_PATH } from '../../runtime/site-paths.js'
import type { ConsentStrings } from '../../ui/catalogue-type.js'
import { CONSENT_STRINGS_ID } from '../consent-floating-markup.js'
import type { browserConsentMachine } from '../consent-browser-actor.js'

export type ConsentActor = Actor<typeof browserConsentMachine>
export type ConsentSnapshot = SnapshotFrom<typeof browserConsentMachine>
export type Send = ConsentActor['send']

/**
 * The consent strings of the page's language, which the page carries as JSON
 * (src/consent/ConsentFloatingButton.tsx): the consent code bundles no language.
 */
export function T(): ConsentStrings {
  const json = document.getElementById(CONSENT_STRINGS_ID)?.textContent
  if (!json) throw new Error(`The page has no #${CONSENT_STRINGS_ID}`)
  return JSON.parse(json) as ConsentStrings
}

export const IDS = {
  title: 'cookie-banner-title',
  text: 'cookie-banner-text',
  popup: 'cookie-popup',
  popupTitle: 'cookie-popup-title',
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

export function button(className: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = el('button', className, text)
  b.type = 'button'
  b.addEventListener('click', onClick)
  return b
}

/** A link to the privacy policy in the page's language (the strings block names it), else the Finnish one. */
export function privacyLink(className?: string): HTMLAnchorElement {
  const a = el('a', className, T().privacyPolicy)
  a.href = document.getElementById(CONSENT_STRINGS_ID)?.dataset.privacyHref || PRIVACY_PATH
  return a
}

/** A dialog box: role=dialog, not modal, labelled by its heading. */
export function dialogBox(box: HTMLElement, labelledBy: string): HTMLElement {
  box.setAttribute('role', 'dialog')
  box.setAttribute('aria-modal', 'false')
  box.setAttribute('aria-labelledby', labelledBy)
  return box
}

/** A heading that takes focus by script only (tabIndex -1). */
export function focusableHeading(className: string, id: string, text: string): HTMLHeadingElement {
  const heading = el('h2', className, text)
  heading.id = id
  heading.tabIndex = -1
  return heading
}
