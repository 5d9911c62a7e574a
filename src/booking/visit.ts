/**
 * A booked site visit as the invitations, the e-mails and the calendar feed read it: the lead it is
 * (its id, the visitor, the message), its time and place, who makes it, and its version (`sequence`,
 * raised by every move and the cancel, RFC 5545's SEQUENCE). The store keeps it (docs/decisions/410).
 */
import type { Lang } from '../i18n/languages.js'
import type { Area } from './areas.js'

export interface VisitAddress {
  street: string
  postalCode: string
  city: string
}

export interface BookedVisitRecord {
  /** The lead's id: one booking is one lead. */
  id: number
  /** 0 when booked, +1 for each move and for the cancel. */
  sequence: number
  status: 'booked' | 'cancelled'
  start: number
  end: number
  area: Area
  address: VisitAddress
  visitor: { name: string; email: string; phone: string; lang: Lang }
  message: string
  /** Who makes the visit (an id of the availability settings' people), and their name and e-mail. */
  person: { id: string; name: string; email?: string }
  createdAt: number
  /** The time before the last move (the "moved" e-mail names it). */
  previousStart?: number
}

/** The company as its e-mails and invitations name it (site.json's facts). */
export interface CompanyFacts {
  brand: string
  phone: string
  email: string
  /** The site's address (site.json's `url`): the invitations' UIDs carry its host. */
  url: string
}

/** "Esimerkkitie 5, 00100 Helsinki" */
export const addressLine = (a: VisitAddress) => `${a.street}, ${a.postalCode} ${a.city}`
