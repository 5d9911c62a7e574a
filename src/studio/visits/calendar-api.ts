/** What the visits' calendar API answers (src/studio/visits/calendar-router.ts), shared with the browser app. Types only. */
import type { ClockChange } from '../../booking/week.js'

export interface WeekDay {
  /** "2026-03-29" */
  date: string
  /** The clocks change on this day (the last Sunday of March or October). */
  clockChange: ClockChange
}

export interface WeekVisit {
  leadId: number
  /** Who makes it: an id of the availability settings' people, and their name. */
  person: string
  personName: string
  start: number
  end: number
  /** The start and end in Helsinki time with their offsets ("2026-03-27T10:00:00+02:00"). */
  startIso: string
  endIso: string
  /** The visitor, and where. */
  name: string
  address: string
}

export interface WeekAnswer {
  from: string
  to: string
  /** Today's Helsinki date. */
  today: string
  /** The Mondays of the weeks before and after. */
  previous: string
  next: string
  days: WeekDay[]
  /** The people who make visits (one column or list each). */
  people: { id: string; name: string }[]
  visits: WeekVisit[]
}

/** A lead's visit as its page shows it, and the free times it may move to. */
export interface LeadVisitAnswer {
  visit: {
    status: 'booked' | 'cancelled'
    start: number
    end: number
    startIso: string
    personName: string
    address: string
    /** The company confirmed this time (from the studio; a move from the studio confirms its new time). */
    confirmed: boolean
  } | null
  /** The free times a booked visit may move to: the same times visitors see (its own given back). */
  times: { start: number; iso: string }[]
  /** What was done (after a change). */
  message?: string
}

/** The person's calendar subscription: whether one is in use, since when, and its address (only when just made). */
export interface FeedState {
  active: boolean
  createdAt: number | null
  url?: string
}
