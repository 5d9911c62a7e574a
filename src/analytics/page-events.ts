/**
 * Browser listeners of the analytics module: one delegated click listener for
 * the shell's data-analytics links, the page view of each page and the
 * engagement timer (ENGAGEMENT_THRESHOLD_MS of visible time on one page).
 */
import { ENGAGEMENT_THRESHOLD_MS } from '../config/behaviour.js'
import { CLICK_EVENTS, pageViewEvents } from './events.js'
import { track } from './track.js'

let clicksStarted = false
/** Clicks on [data-analytics="email-click" | "whatsapp-click" | "contact-form-click"] anywhere in the page. */
function startClickTracking(): void {
  if (clicksStarted) return
  clicksStarted = true
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-analytics]') : null
      // A disclosure's closing click (the call to action's form folding away) opens nothing.
      if (target?.getAttribute('aria-expanded') === 'true') return
      // The island loader's replay of a click it held until hydration (src/islands/hydrate-island.ts): counted once, already.
      if (target?.hasAttribute('data-island-replay')) return
      const name = target ? CLICK_EVENTS[target.dataset.analytics ?? ''] : undefined
      if (name) track({ name, params: { page_path: window.location.pathname } })
    },
    { capture: true },
  )
}

let timer: ReturnType<typeof setTimeout> | undefined
let remaining = 0
let startedAt = 0
let engagedPath = ''

function pauseEngagement() {
  if (timer === undefined) return
  clearTimeout(timer)
  timer = undefined
  remaining -= Date.now() - startedAt
}

function resumeEngagement() {
  if (timer !== undefined || remaining <= 0 || document.visibilityState === 'hidden') return
  startedAt = Date.now()
  timer = setTimeout(() => {
    timer = undefined
    remaining = 0
    track({ name: 'user_engagement', params: { page_path: engagedPath } })
  }, remaining)
}

let visibilityWired = false
/** Starts the engagement count for a new page (a client-side navigation restarts it). */
function restartEngagementTimer(path: string): void {
  if (!visibilityWired) {
    visibilityWired = true
    document.addEventListener('visibilitychange', () =>
      document.visibilityState === 'hidden' ? pauseEngagement() : resumeEngagement(),
    )
  }
  if (timer !== undefined) clearTimeout(timer)
  timer = undefined
  remaining = ENGAGEMENT_THRESHOLD_MS
  engagedPath = path
  resumeEngagement()
}

/** page_view (and service_page_view on service pages) for the page now shown. */
function trackPageView(path: string, kind: string | undefined): void {
  for (const event of pageViewEvents(path, document.title, kind)) track(event)
  restartEngagementTimer(path)
}

/**
 * The analytics of a page that is loaded as a whole (no client-side
 * navigation): the delegated click tracking and this page's view. Call it once
 * per page load, after bootConsent() (src/consent/consent-page-load.ts), so the
 * Consent Mode defaults and a stored choice are in place first. The page kind
 * comes from <html data-page-kind> unless given.
 */
export function bootAnalytics(pageKind: string | undefined = document.documentElement.dataset.pageKind): void {
  startClickTracking()
  trackPageView(window.location.pathname, pageKind)
}
