/**
 * The global gtag() and Google Consent Mode v2 in the browser. The consent
 * default is pushed with the creation of gtag itself (ensureGtag), first thing
 * in bootConsent() (src/consent/consent-page-load.ts); the GA4
 * tag is injected only when analytics consent is granted and a measurement id
 * is configured.
 */
import { CONSENT_MODE_DEFAULT, type ConsentModeState } from './consent-mode.js'

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
    /** Test and staging override of the GA4 measurement id (set before the bundle runs). */
    __GA4_MEASUREMENT_ID__?: string
  }
}

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js'
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/

let analyticsGranted = false
let tagInjected = false

/**
 * Defines window.dataLayer and window.gtag exactly as Google's snippet does
 * (gtag pushes its arguments object). The first call also pushes the Consent
 * Mode default (everything that needs consent 'denied'), so no gtag command
 * can ever reach the data layer before it.
 */
export function ensureGtag(): Gtag {
  window.dataLayer = window.dataLayer ?? []
  if (!window.gtag) {
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the Arguments object itself, not an array
      window.dataLayer!.push(arguments)
    }
    window.gtag('consent', 'default', { ...CONSENT_MODE_DEFAULT })
  }
  return window.gtag
}

/**
 * GA4 id: the window override (tests), the build-time env
 * PUBLIC_ENV__GA4_MEASUREMENT_ID, then site.json's analytics.ga4MeasurementId
 * (put in by vite.config.ts as SITE_GA4_MEASUREMENT_ID, so the page script
 * carries that one string, not site.json). None by default.
 */
function measurementId(): string | undefined {
  const candidates = [
    typeof window !== 'undefined' ? window.__GA4_MEASUREMENT_ID__ : undefined,
    import.meta.env.PUBLIC_ENV__GA4_MEASUREMENT_ID as string | undefined,
    import.meta.env.SITE_GA4_MEASUREMENT_ID as string | undefined,
  ]
  return candidates.find((id): id is string => typeof id === 'string' && MEASUREMENT_ID.test(id))
}

/** gtag('consent', 'default', all denied): once per page, before any other gtag command. */
export function setConsentDefault(): void {
  ensureGtag()
}

/**
 * gtag('consent', 'update', state) and, when analytics is granted for the
 * first time on this page, the GA4 tag. Returns true when the tag was injected now.
 */
export function updateConsentMode(state: ConsentModeState): boolean {
  ensureGtag()('consent', 'update', { ...state })
  analyticsGranted = state.analytics_storage === 'granted'
  if (!analyticsGranted || tagInjected) return false
  const id = measurementId()
  if (!id) return false
  tagInjected = true
  const gtag = ensureGtag()
  gtag('js', new Date())
  // Page views are sent by track() (one per page, client navigations included).
  gtag('config', id, { send_page_view: false })
  const script = document.createElement('script')
  script.async = true
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
  return true
}

/** Whether GA4 may receive events now (analytics consent granted on this page). */
export function isAnalyticsGranted(): boolean {
  return analyticsGranted
}
