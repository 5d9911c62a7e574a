/**
 * The e-mails of a site visit, as data a mailer sends (server/booking/mailer.ts): to the visitor in
 * their language, the confirmation with its invitation, the reminder the day before, the notices of
 * a move and a cancel; and the company's copy in Finnish with the visitor's details. Each carries its
 * calendar part (src/booking/invitation.ts) when the visitor's calendar should change. Plain text:
 * every mail client shows it, and the invitation is what a calendar reads (docs/decisions/410).
 */
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'
import type { ServerUiStrings } from '../ui/catalogue-type.js'
import { serverStringsFor } from '../ui/server-strings.js'
import { companyLines, visitInvitation, type VisitLinks } from './invitation.js'
import { addressLine, type BookedVisitRecord, type CompanyFacts } from './visit.js'
import { visitStartText, visitTimeText } from './visit-time.js'

export interface MailAddress {
  name: string
  address: string
}

/** One e-mail: its reader, subject and text, and the invitation it carries (METHOD as RFC 5546 names it). */
export interface VisitMail {
  to: MailAddress
  /** Answers go to the company, whoever the sender is. */
  replyTo: MailAddress
  subject: string
  text: string
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

/** What the visitor is told ('confirmed': the company confirmed the time from the studio's lead). */
export type VisitorMailKind = 'confirmation' | 'confirmed' | 'reminder' | 'moved' | 'cancelled'

export interface VisitorMailContext {
  company: CompanyFacts
  /** Signed move and cancel links (src/visit-desk/visit-links.ts); none once cancelled. */
  links?: VisitLinks
  /** Who cancelled (a cancel notice only). */
  cancelledBy?: 'visitor' | 'company'
  /** Where a new time can be booked (a cancel notice only): the contact page in the visitor's language. */
  bookUrl?: string
  /** DTSTAMP of the invitation. */
  stamp: number
}

const FILENAME = 'arviokaynti.ics'

function details(visit: BookedVisitRecord, company: CompanyFacts, T: ServerUiStrings, lang: Lang): string[] {
  const M = T.bookingMail
  return [
    `${M.when}: ${visitTimeText(visit.start, visit.end, lang)}`,
    `${M.where}: ${addressLine(visit.address)}`,
    `${M.contact}: ${company.brand}, ${company.phone}, ${company.email}`,
  ]
}

/** The e-mail a visitor gets, in their language (the visit's `visitor.lang`). */
export function visitorMail(kind: VisitorMailKind, visit: BookedVisitRecord, ctx: VisitorMailContext): VisitMail {
  const lang = visit.visitor.lang
  const T = serverStringsFor(lang)
  const M = T.bookingMail
  const when = visitStartText(visit.start, lang)
  const subject = {
    confirmation: M.confirmSubject(when),
    confirmed: M.confirmedSubject(when),
    reminder: M.reminderSubject(when),
    moved: M.movedSubject(when),
    cancelled: M.cancelledSubject(when),
  }[kind]
  const opening = {
    confirmation: M.confirmText,
    confirmed: M.confirmedText,
    reminder: M.reminderText,
    moved: M.movedText(visitStartText(visit.previousStart ?? visit.start, lang)),
    cancelled: ctx.cancelledBy === 'company' ? M.cancelledByCompanyText : M.cancelledByVisitorText,
  }[kind]
  const withCalendar = kind !== 'reminder'
  const links = kind !== 'cancelled' && ctx.links
  const text = [
    M.greeting(visit.visitor.name),
    '',
    opening,
    '',
    ...details(visit, ctx.company, T, lang),
    ...(withCalendar && kind !== 'cancelled' ? ['', M.calendarNote] : []),
    ...(links ? ['', M.manage, `${M.moveLink}: ${links.move}`, `${M.cancelLink}: ${links.cancel}`] : []),
    ...(kind === 'cancelled' && ctx.bookUrl ? ['', M.bookAgain(ctx.bookUrl)] : []),
    '',
    M.questions(ctx.company.phone),
    '',
    M.signOff,
    ctx.company.brand,
  ].join('\n')
  return {
    to: { name: visit.visitor.name, address: visit.visitor.email },
    replyTo: { name: ctx.company.brand, address: ctx.company.email },
    subject,
    text,
    ...(withCalendar && {
      calendar: {
        method: visit.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
        filename: FILENAME,
        content: visitInvitation(visit, ctx.company, T, lang, { reader: 'visitor', links: ctx.links }, ctx.stamp),
      },
    }),
  }
}

/** What the company's copy is about. */
export type CompanyMailKind = 'booked' | 'moved' | 'cancelled'

/**
 * The company's copy, in Finnish: to the person who makes the visit (or the company's address), with
 * the invitation for its calendar and the lead's address in the inbox.
 */
export function companyMail(
  kind: CompanyMailKind,
  visit: BookedVisitRecord,
  ctx: { company: CompanyFacts; to: MailAddress; leadUrl?: string; stamp: number },
): VisitMail {
  const T = serverStringsFor('fi')
  const M = T.bookingMail
  const invitation = visitInvitation(
    visit,
    ctx.company,
    T,
    'fi',
    { reader: 'company', leadUrl: ctx.leadUrl },
    ctx.stamp,
  )
  const visitor = visit.visitor
  return {
    to: ctx.to,
    replyTo: { name: visitor.name, address: visitor.email },
    subject: M.companySubject(kind, visitStartText(visit.start, 'fi'), visitor.name),
    text: [
      `${M.when}: ${visitTimeText(visit.start, visit.end, 'fi')}`,
      ...(kind === 'moved' && visit.previousStart !== undefined
        ? [`(${visitStartText(visit.previousStart, 'fi')})`]
        : []),
      `${M.where}: ${addressLine(visit.address)}`,
      `${M.companyLanguage}: ${LANGUAGE_INFO[visitor.lang].finnishName}`,
      ...companyLines(visit, T, ctx.leadUrl),
    ].join('\n'),
    calendar: { method: visit.status === 'cancelled' ? 'CANCEL' : 'REQUEST', filename: FILENAME, content: invitation },
  }
}
