/**
 * What the boot needs of the floating 'Evästeasetukset' button: where it is on
 * the page. No strings, no DOM building (those stay in the lazy UI chunk).
 */
export const FLOATING_ICON_PATH =
  'M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5Zm-3 6.5A1.5 1.5 0 1 1 9 11.5a1.5 1.5 0 0 1 0-3Zm-2 6A1.5 1.5 0 1 1 7 17.5a1.5 1.5 0 0 1 0-3Zm6 1A1.5 1.5 0 1 1 13 18.5a1.5 1.5 0 0 1 0-3Zm4-3A1.5 1.5 0 1 1 17 15.5a1.5 1.5 0 0 1 0-3Z'

export const FLOATING_CLASS = 'cookie-floating'

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
