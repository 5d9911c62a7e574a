/**
 * Everything a page runs in the browser, in order: the shell's behaviour,
 * consent and analytics, then the islands. Loaded by pages/+client.ts.
 */
import '../consent/consent-boot.js'
import { trackPageView } from '../analytics/page-events.js'
import { startShell } from '../layout/shell.client.js'
import { startIslands } from './loader.js'

export function startPageScripts(): void {
  startShell()
  trackPageView(window.location.pathname, document.getElementById('main')?.dataset.pageKind)
  startIslands()
  // Browser tests wait for this before they click: the shell's listeners are in place.
  document.documentElement.dataset.hydrated = ''
}
