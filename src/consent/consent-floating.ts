/**
 * The floating 'Evästeasetukset' button, built with plain DOM: the boot
 * (consent-boot.ts) creates it for a returning visitor without loading the
 * consent UI, and the view (consent-view.ts) creates or adopts the same
 * markup. Closed state: aria-expanded="false", no popup.
 */
import { COOKIE_CONSENT_UI } from '../ui/strings.fi.js'

const SVG_NS = 'http://www.w3.org/2000/svg'
const ICON_PATH =
  'M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3 6.5A1.5 1.5 0 1 1 9 11.5a1.5 1.5 0 0 1 0-3Zm-2 6A1.5 1.5 0 1 1 7 17.5a1.5 1.5 0 0 1 0-3Zm6 1A1.5 1.5 0 1 1 13 18.5a1.5 1.5 0 0 1 0-3Zm4-3A1.5 1.5 0 1 1 17 15.5a1.5 1.5 0 0 1 0-3Z'

/** `<div class="cookie-floating"><button class="cookie-floating__button" aria-expanded="false">…</button></div>` */
export function createFloatingButton(): HTMLDivElement {
  const root = document.createElement('div')
  root.className = 'cookie-floating'
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'cookie-floating__button'
  button.setAttribute('aria-expanded', 'false')
  const svg = document.createElementNS(SVG_NS, 'svg')
  for (const [name, value] of Object.entries({ 'aria-hidden': 'true', width: '20', height: '20', viewBox: '0 0 24 24' })) svg.setAttribute(name, value)
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

/** The button inside a root made by createFloatingButton. */
export function floatingButtonOf(root: HTMLElement): HTMLButtonElement {
  const button = root.querySelector<HTMLButtonElement>('.cookie-floating__button')
  if (!button) throw new Error('cookie-floating without its button')
  return button
}
