/**
 * Everything a page runs in the browser, in order: Consent Mode defaults and
 * the stored choice (before any analytics), the page view, the shell's
 * behaviour, then the islands. Loaded by pages/+client.ts.
 */
import { bootAnalytics } from '../analytics/page-events.js'
import { bootConsent } from '../consent/consent-boot.js'
import { startShell } from './shell.client.js'
import { startIslands } from '../islands/loader.js'

export function startPageScripts(): void {
  bootConsent()
  bootAnalytics(document.getElementById('main')?.dataset.pageKind)
  startShell()
  startIslands()
  // Browser tests wait for this before they click: the shell's listeners are in place.
  document.documentElement.dataset.hydrated = ''
}
