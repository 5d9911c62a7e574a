/**
 * The floating 'Evästeasetukset' button. Every page carries it in its HTML,
 * hidden (ConsentFloatingButton.tsx); the boot (consent-boot.ts) shows it for
 * a returning visitor without loading the consent UI or any string, and the
 * view (consent-view.ts) adopts it, or builds the same markup with plain DOM
 * where a page has none. Closed state: aria-expanded="false", no popup.
 */
import { COOKIE_CONSENT_UI } from '../ui/strings.fi.js'
import { FLOATING_ICON_PATH as ICON_PATH, findFloatingButton, floatingButtonOf } from './consent-floating-markup.js'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** `<div class="cookie-floating"><button class="cookie-floating__button" aria-expanded="false">…</button></div>` */
export function createFloatingButton(): HTMLDivElement {
  const root = document.createElement('div')
  root.className = 'cookie-floating'
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'cookie-floating__button'
  button.setAttribute('aria-expanded', 'false')
  const svg = document.createElementNS(SVG_NS, 'svg')
  for (const [name, value] of Object.entries({
    'aria-hidden': 'true',
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
  }))
    svg.setAttribute(name, value)
  const path = document.createElementNS(SVG_NS, 'path')
  path.setAttribute('fill', 'currentColor')
  path.setAttribute('d', ICON_PATH)
  svg.append(path)
  const label = document.createElement('span')
  label.textContent = COOKIE_CONSENT_UI.floatingButton
  button.append(svg, label)
  root.append(button)
  return root
}

/** The page's own (server-rendered) floating button root, or one built here. */
export function adoptFloatingButton(): HTMLElement {
  return findFloatingButton() ?? createFloatingButton()
}

export { floatingButtonOf }
