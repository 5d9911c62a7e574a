/**
 * The floating 'Evästeasetukset' button, ONE markup: floatingButtonHtml.
 * Every page carries it in its HTML, hidden (src/consent/ConsentFloatingButton.tsx
 * renders this string); the boot (src/consent/consent-page-load.ts) shows it for
 * a returning visitor without loading the consent UI or any string; the view
 * (src/consent/view/popup.ts) adopts it, or builds it from the same string
 * where a page has none. Closed state:
 * aria-expanded="false", no popup.
 */
import { T } from './dom.js'
import { FLOATING_CLASS, findFloatingButton } from '../consent-floating-markup.js'
import { escapeHtml } from '../../runtime/escape-html.js'

const ICON_PATH =
  'M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3 6.5A1.5 1.5 0 1 1 9 11.5a1.5 1.5 0 0 1 0-3Zm-2 6A1.5 1.5 0 1 1 7 17.5a1.5 1.5 0 0 1 0-3Zm6 1A1.5 1.5 0 1 1 13 18.5a1.5 1.5 0 0 1 0-3Zm4-3A1.5 1.5 0 1 1 17 15.5a1.5 1.5 0 0 1 0-3Z'

/** The inside of `<div class="cookie-floating">`: the button with its icon and its label in the page's language. */
export const floatingButtonHtml = (label: string): string =>
  '<button type="button" class="cookie-floating__button" aria-expanded="false">' +
  `<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="${ICON_PATH}"></path></svg>` +
  `<span>${escapeHtml(label)}</span></button>`

/** `<div class="cookie-floating">` with the button inside, built from floatingButtonHtml. */
export function createFloatingButton(): HTMLDivElement {
  const root = document.createElement('div')
  root.className = FLOATING_CLASS
  root.innerHTML = floatingButtonHtml(T().floatingButton)
  return root
}

/** The page's own (server-rendered) floating button root, or one built here. */
export function adoptFloatingButton(): HTMLElement {
  return findFloatingButton() ?? createFloatingButton()
}
