/** What the inbox's API answers (src/studio/leads/inbox-router.ts), shared with the browser app. Types only. */
import type { Lang } from '../../i18n/languages.js'
import type { InboxLead, LeadEvent } from '../../leads/lead-book.js'
import type { Named } from '../../leads/page-origins.js'
import type { Stage } from '../../leads/stages.js'

export type { LeadEvent, Stage }

/** A lead as the inbox shows it: its row, where it came from in words, and its clock. */
export interface LeadView extends InboxLead {
  /** The Finnish title of the page it was sent from ('' when the content has no such page). */
  pageTitle: string
  service: Named | null
  city: Named | null
  /** Still "uusi" 20 hours after it came. */
  overdue: boolean
  /** The assigned person's name, or ''. */
  assigneeName: string
  /** When it will be erased if nothing changes (the retention rule). */
  erasesAt: number
}

export interface InboxMeta {
  /** The people who may be given leads (the owner and myynti). */
  people: { id: string; name: string }[]
  services: Named[]
  cities: Named[]
  langs: Lang[]
  /** Months that have leads' figures to show, newest first ("2026-11"). */
  months: string[]
  /** The company's name (the reply's subject line). */
  brand: string
  /** site.json's months an offered or ordered lead is kept. */
  keepOfferMonths: number
  /** Whether this person may export or erase a person's data. */
  privacy: boolean
}

export interface LeadList {
  leads: LeadView[]
  total: number
  next: number | null
}

export interface LeadDetail {
  lead: LeadView
  events: LeadEvent[]
}

export type { LeadStats as InboxStats, Tally } from '../../leads/lead-stats.js'
