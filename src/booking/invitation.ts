/**
 * Calendar invitations of a site visit (RFC 5545 with RFC 5546's METHOD): the visitor's and the
 * company's `.ics` (METHOD:REQUEST when booked or moved, METHOD:CANCEL when cancelled, one UID for
 * the visit's life and its SEQUENCE raised by each change, so a calendar updates the one event), and
 * each visiting person's subscription feed. Written by ical-generator with the VTIMEZONE of
 * Europe/Helsinki from @touch4it/ical-timezones (the EU rules: last Sunday of March and of October);
 * times are written as Helsinki wall-clock times with TZID (docs/decisions/410).
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator'
import type { Lang } from '../i18n/languages.js'
import type { ServerUiStrings } from '../ui/catalogue-type.js'
import { helsinkiDateTime, VISIT_ZONE } from './helsinki-clock.js'
import { addressLine, type BookedVisitRecord, type CompanyFacts } from './visit.js'

/** The links a visitor's copy carries: move and cancel, signed (src/visit-desk/visit-links.ts). */
export interface VisitLinks {
  move: string
  cancel: string
}

function calendar(company: CompanyFacts, lang: Lang, method: ICalCalendarMethod, name?: string): ICalCalendar {
  return ical({
    prodId: { company: company.brand, product: 'arviokaynnit', language: lang.toUpperCase() },
    method,
    name: name ?? null,
    timezone: { name: VISIT_ZONE, generator: getVtimezoneComponent },
  })
}

/** The visit's UID, the same in every copy and every version: "visit-42@www.remonttiapu.example". */
function visitUid(visit: Pick<BookedVisitRecord, 'id'>, company: CompanyFacts): string {
  return `visit-${visit.id}@${new URL(company.url).host}`
}

function eventOf(
  visit: BookedVisitRecord,
  company: CompanyFacts,
  T: ServerUiStrings,
  description: string,
  stamp: number,
  forCompany: boolean,
): ICalEventData {
  return {
    id: visitUid(visit, company),
    sequence: visit.sequence,
    stamp: new Date(stamp),
    created: new Date(visit.createdAt),
    start: helsinkiDateTime(visit.start),
    end: helsinkiDateTime(visit.end),
    timezone: VISIT_ZONE,
    summary: forCompany
      ? T.bookingMail.companyEventSummary(visit.visitor.name, visit.address.city)
      : T.bookingMail.eventSummary(company.brand),
    location: addressLine(visit.address),
    description,
    url: company.url,
    status: visit.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  }
}

export type InvitationFor =
  /** The visitor's copy in their language, with the company's phone and the move and cancel links. */
  | { reader: 'visitor'; links?: VisitLinks }
  /** The company's copy (Finnish): the visitor's details and message, the lead in the inbox. */
  | { reader: 'company'; leadUrl?: string }

/**
 * One visit's invitation: METHOD:REQUEST while it is booked, METHOD:CANCEL once cancelled. `T` is
 * the reader's catalogue (the visitor's language, or Finnish for the company's copy).
 */
export function visitInvitation(
  visit: BookedVisitRecord,
  company: CompanyFacts,
  T: ServerUiStrings,
  lang: Lang,
  reader: InvitationFor,
  stamp: number,
): string {
  const M = T.bookingMail
  const cancelled = visit.status === 'cancelled'
  const lines =
    reader.reader === 'visitor'
      ? [
          `${M.contact}: ${company.brand}, ${company.phone}, ${company.email}`,
          ...(reader.links && !cancelled
            ? ['', `${M.moveLink}: ${reader.links.move}`, `${M.cancelLink}: ${reader.links.cancel}`]
            : []),
        ]
      : companyLines(visit, T, reader.leadUrl)
  const cal = calendar(company, lang, cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST)
  const event = cal.createEvent(eventOf(visit, company, T, lines.join('\n'), stamp, reader.reader === 'company'))
  event.organizer({ name: company.brand, email: company.email })
  event.createAttendee({
    name: visit.visitor.name,
    email: visit.visitor.email,
    role: ICalAttendeeRole.REQ,
    status: ICalAttendeeStatus.ACCEPTED,
    rsvp: false,
  })
  if (visit.person.email)
    event.createAttendee({
      name: visit.person.name,
      email: visit.person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    })
  return cal.toString()
}

/** What the company's copy says of the visitor (also the feed's description of each visit). */
export function companyLines(visit: BookedVisitRecord, T: ServerUiStrings, leadUrl?: string): string[] {
  const M = T.bookingMail
  return [
    `${M.companyVisitor}: ${visit.visitor.name}, ${visit.visitor.email}${visit.visitor.phone ? `, ${visit.visitor.phone}` : ''}`,
    `${M.companyPerson}: ${visit.person.name}`,
    `${M.companyMessage}: ${visit.message}`,
    ...(leadUrl ? [`${M.companyLead}: ${leadUrl}`] : []),
  ]
}

/**
 * A person's private calendar feed (the studio's subscription address; Google, Apple and Outlook
 * calendars poll it): every visit still booked, in Finnish, with the visitor's details. No METHOD
 * beyond PUBLISH and no attendees, so no calendar takes an entry for an invitation to answer; a
 * cancelled visit is simply left out, and the next poll removes it.
 */
export function personFeed(
  person: { id: string; name: string },
  visits: readonly BookedVisitRecord[],
  company: CompanyFacts,
  T: ServerUiStrings,
  stamp: number,
  leadUrl?: (visit: BookedVisitRecord) => string,
): string {
  const own = visits.filter((visit) => visit.person.id === person.id)
  return visitsFeed(person.name, own, company, T, stamp, leadUrl)
}

/**
 * A feed of the visits given, whoever makes them (the studio's feed of a person: the owner's has the
 * company's every visit, decision 415), named "<summary>: <name>"; the cancelled ones are left out.
 */
export function visitsFeed(
  name: string,
  visits: readonly BookedVisitRecord[],
  company: CompanyFacts,
  T: ServerUiStrings,
  stamp: number,
  leadUrl?: (visit: BookedVisitRecord) => string,
): string {
  const cal = calendar(
    company,
    'fi',
    ICalCalendarMethod.PUBLISH,
    `${T.bookingMail.eventSummary(company.brand)}: ${name}`,
  )
  cal.ttl(15 * 60)
  for (const visit of visits)
    if (visit.status === 'booked')
      cal.createEvent(eventOf(visit, company, T, companyLines(visit, T, leadUrl?.(visit)).join('\n'), stamp, true))
  return cal.toString()
}
