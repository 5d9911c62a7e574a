/**
 * The analytics module's entry point: every event of the site goes through
 * track(). Each event is pushed to window.dataLayer as { event, ...params }
 * (with its catalogue value, src/analytics/events.ts) and, once analytics
 * consent is granted, sent to GA4 with gtag('event', ...). Values come from
 * spec section 7.
 */
import { withDefaults, type AnalyticsEvent } from './events.js'
import { ensureGtag, isAnalyticsGranted } from './gtag.js'

export type { AnalyticsEvent } from './events.js'

/**
 * The page's language: <html lang>, which the page shell writes from the page view's `lang`. Read
 * as is (no language table imported): this module is part of every page's 5 KB script.
 */
const pageLanguage = (): string => document.documentElement.lang || 'fi'

/** Every event carries the page's language as `page_language` (GA4's own `language` is the browser's). */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  const { name, params: own } = withDefaults(event)
  const params = { ...own, page_language: pageLanguage() }
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: name, ...params })
  if (isAnalyticsGranted()) ensureGtag()('event', name, params)
}
