/**
 * The consent view's focus rules:
 * - The banner takes focus (its heading) when nothing has focus, when focus is
 *   in the banner or the popup, or when it switches between its two views. If
 *   it takes focus from somewhere on the page, focus goes back there after the
 *   choice; otherwise to the start of the content, else the floating button.
 * - The popup's heading takes focus when it opens; Escape closes it and focus
 *   returns to the button (popup.ts).
 */

/** Nothing has focus (the body holds it). */
export const isIdle = (active: Element | null) => !active || active === document.body

export interface FocusKeeper {
  /** The banner has just shown `heading` in a new view (`firstRender`: the banner has just appeared). */
  bannerShown(heading: HTMLHeadingElement, firstRender: boolean): void
  /** The banner has closed on a choice. */
  choiceMade(floatingButton: HTMLButtonElement | null): void
}

export function createFocusKeeper(): FocusKeeper {
  // Where focus was before the banner took it, to give it back afterwards.
  let returnFocus: HTMLElement | null = null
  return {
    bannerShown(heading, firstRender) {
      const active = document.activeElement as HTMLElement | null
      const idle = isIdle(active)
      // Take focus when the visitor has not started elsewhere, when they asked for the settings,
      // or when they switch between the two views inside the banner.
      const inside = !!active?.closest('.cookie-banner, .cookie-popup')
      if (idle || inside || !firstRender) {
        if (!idle && !active?.closest('.cookie-banner')) returnFocus ??= active
        heading.focus()
      }
    },
    choiceMade(floatingButton) {
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
    },
  }
}
