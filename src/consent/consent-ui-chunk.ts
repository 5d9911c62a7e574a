/**
 * The lazily loaded consent UI chunk: the XState machine with its browser
 * adapters (consent-browser-actor.ts) and the plain-DOM view
 * (src/consent/view/mount-consent-view.ts). Only consent-page-load.ts imports
 * it, by dynamic import: at once on a first visit, on the press of
 * 'Evästeasetukset' for a returning visitor.
 */
import { startBrowserConsent, type StartBrowserConsentOptions } from './consent-browser-actor.js'
import { mountConsentView } from './view/mount-consent-view.js'

export interface ConsentUiOptions extends StartBrowserConsentOptions {
  /** The floating button root the boot created, taken over by the view. */
  floating?: HTMLElement | null
  /** Open the popup at once (the visitor pressed 'Evästeasetukset' before this chunk had loaded). */
  openPopup?: boolean
}

export function startConsentUi(options: ConsentUiOptions = {}) {
  const consent = startBrowserConsent(options)
  const view = mountConsentView(consent.actor, { floating: options.floating })
  if (options.openPopup && consent.actor.getSnapshot().matches({ decided: 'closed' }))
    consent.actor.send({ type: 'user.togglePopup' })
  return {
    actor: consent.actor,
    stop() {
      view.destroy()
      consent.stop()
    },
  }
}
