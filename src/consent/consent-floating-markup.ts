/**
 * What the boot needs of the floating 'Evästeasetukset' button: where it is on
 * the page. No strings, no DOM building (the one markup, floatingButtonHtml,
 * is in src/consent/view/floating-button.ts, with the server's copy and the lazy UI chunk).
 */
export const FLOATING_CLASS = 'cookie-floating'
/** The page's consent strings, JSON in a data block beside the button (read only by the lazy view). */
export const CONSENT_STRINGS_ID = 'consent-strings'

/** The floating button root in the page's HTML (hidden until the boot or the view shows it). */
export function findFloatingButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.${FLOATING_CLASS}`)
}

/** The button inside a floating root. */
export function floatingButtonOf(root: HTMLElement): HTMLButtonElement {
  const button = root.querySelector<HTMLButtonElement>('.cookie-floating__button')
  if (!button) throw new Error('cookie-floating without its button')
  return button
}
