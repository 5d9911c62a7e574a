/**
 * The analytics event catalogue (spec sections 7 and 9): every event name with
 * its fixed parameters (value, currency). track() merges these defaults, so a
 * caller writes track({ name: 'form_submit' }) and the value comes from here.
 * Pure: no DOM.
 */
import type { ConsentPreferences } from './consent-mode.js'

/** The kind of choice a visitor saved (consent-record.ts CONSENT_CHOICES). */
type ConsentChoice = 'all_accepted' | 'necessary_only' | 'custom_saved'
import { ENGAGEMENT_THRESHOLD_MS } from '../config/behaviour.js'

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

type AnalyticsParams = Record<string, string | number | boolean>

export interface AnalyticsEvent {
  name: AnalyticsEventName
  params?: AnalyticsParams
}

/** Spec section 9: form submit 35 EUR, contact form 75 EUR, engagement 3.5, service view 10. */
export const EVENT_VALUES = {
  form_submit: 35,
  contact_form_submission: 75,
  user_engagement: 3.5,
  service_page_view: 10,
} as const

const EVENT_DEFAULTS: Record<AnalyticsEventName, AnalyticsParams> = {
  page_view: {},
  form_submit: { value: EVENT_VALUES.form_submit, currency: 'EUR' },
  user_engagement: { value: EVENT_VALUES.user_engagement, engagement_time_msec: ENGAGEMENT_THRESHOLD_MS },
  contact_form_submission: { value: EVENT_VALUES.contact_form_submission, currency: 'EUR' },
  service_page_view: { value: EVENT_VALUES.service_page_view, currency: 'EUR' },
  email_click: {},
  whatsapp_click: {},
  contact_form_click: {},
  consent_update: {},
  reset_consent: {},
}

/** The event with its catalogue defaults; parameters given by the caller win. */
export function withDefaults(event: AnalyticsEvent): Required<AnalyticsEvent> {
  return { name: event.name, params: { ...EVENT_DEFAULTS[event.name], ...event.params } }
}

/** data-analytics attribute values in the shell -> event names (one delegated listener reads them). */
export const CLICK_EVENTS: Record<string, AnalyticsEventName> = {
  'email-click': 'email_click',
  'whatsapp-click': 'whatsapp_click',
  'contact-form-click': 'contact_form_click',
}

/** Page kinds (src/runtime/collections.ts) that are service pages: /palvelu/<slug> and /palvelu/<city>/<slug>. */
const SERVICE_PAGE_KINDS: readonly string[] = ['service', 'citySub']

export function pageViewEvents(path: string, title: string, kind: string | undefined): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [{ name: 'page_view', params: { page_path: path, page_title: title } }]
  if (kind && SERVICE_PAGE_KINDS.includes(kind)) {
    events.push({ name: 'service_page_view', params: { page_path: path, service: path.split('/').pop() ?? '' } })
  }
  return events
}

export function consentUpdateEvent(preferences: ConsentPreferences, choice: ConsentChoice): AnalyticsEvent {
  return {
    name: 'consent_update',
    params: {
      choice,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
      functional: preferences.functional,
    },
  }
}
