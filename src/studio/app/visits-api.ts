/** The browser side of the visits' calendar API (src/studio/visits/calendar-router.ts). */
import type { FeedState, LeadVisitAnswer, WeekAnswer } from '../visits/calendar-api.js'
import { send } from './api.js'

export const visitsApi = {
  week: (from?: string) => send<WeekAnswer>(`/api/visits${from ? `?from=${encodeURIComponent(from)}` : ''}`),
  lead: (id: number) => send<LeadVisitAnswer>(`/api/visits/lead/${id}`),
  confirm: (id: number) => send<LeadVisitAnswer>(`/api/visits/lead/${id}/confirm`, {}),
  move: (id: number, start: string) => send<LeadVisitAnswer>(`/api/visits/lead/${id}/move`, { start }),
  cancel: (id: number) => send<LeadVisitAnswer>(`/api/visits/lead/${id}/cancel`, {}),
  feed: () => send<FeedState>('/api/visits/feed'),
  renewFeed: () => send<FeedState>('/api/visits/feed', {}),
  revokeFeed: () => send<FeedState>('/api/visits/feed/revoke', {}),
}

/** The ISO week number of a date "2026-03-23" (its Thursday's year), as Finnish calendars number weeks. */
export function isoWeek(date: string): number {
  const d = new Date(`${date}T12:00:00Z`)
  const thursday = new Date(d.getTime() + (3 - ((d.getUTCDay() + 6) % 7)) * 86_400_000)
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  return Math.floor((thursday.getTime() - jan1) / (7 * 86_400_000)) + 1
}

/** A date as an instant at its Helsinki midday (what the day formats read). */
export const middayOf = (date: string) => Date.parse(`${date}T10:00:00Z`)

/** The Monday of a date's week, "2026-03-27" → "2026-03-23" (calendar arithmetic on the date alone). */
export function mondayOfDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`)
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10)
}
