/**
 * The analytics module's entry point: every event of the site goes through
 * track(). Events are pushed to window.dataLayer (and to gtag when loaded).
 * Values come from spec section 7.
 */
export type AnalyticsEventName =
  | 'page_view'
  | 'form_submit'
  | 'user_engagement'
  | 'contact_form_submission'
  | 'service_page_view'
  | 'email_click'
  | 'whatsapp_click'
  | 'contact_form_click'
  | 'consent_update'
  | 'reset_consent'

export interface AnalyticsEvent {
  name: AnalyticsEventName
  params?: Record<string, string | number | boolean>
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event: event.name, ...event.params })
}
