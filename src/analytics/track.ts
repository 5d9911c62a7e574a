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

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  const { name, params } = withDefaults(event)
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: name, ...params })
  if (isAnalyticsGranted()) ensureGtag()('event', name, params)
}
