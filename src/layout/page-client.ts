/**
 * Everything a page runs in the browser, in order: Consent Mode defaults and
 * the stored choice (before any analytics), the page view, the shell's
 * behaviour, then the islands. Loaded by pages/+client.ts.
 */
import { bootAnalytics } from '../analytics/page-events.js'
import { bootConsent } from '../consent/consent-page-load.js'
import { startShell } from './shell.client.js'
import { startIslands } from '../islands/loader.js'

/** On <html> once the page script has run: the shell's listeners are in place, the island loader started. */
const SHELL_READY_ATTR = 'data-shell-ready'

export function startPageScripts(): void {
  bootConsent()
  bootAnalytics(document.getElementById('main')?.dataset.pageKind)
  startShell()
  startIslands()
  // Browser tests wait for this before they click: the shell's listeners are in place. (An island
  // has its own mark, data-hydrated, once React has hydrated it: src/islands/hydration.ts.)
  document.documentElement.setAttribute(SHELL_READY_ATTR, '')
}
