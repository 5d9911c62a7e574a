/**
 * The site visits as the contact API serves them (decisions 410-412): the free times of an
 * area (cached in the process for a few seconds, one computation however many visitors ask), the
 * booking of a lead's visit inside the lead's own transaction (src/leads/visit-book.ts: no double
 * booking), the moves and cancels of the e-mails' signed links, and the e-mails each of them queues
 * in the same transaction (src/leads/visit-mails.ts): the confirmation with its invitation to the
 * visitor and to the company, the reminder the day before, the moved and cancelled notices.
 */
import { isArea, type Area } from '../booking/areas.js'
import { defaultAvailability, type AvailabilitySettings } from '../booking/availability.js'
import { addDays, dateOf, parseLocalDate, type LocalDate } from '../booking/helsinki-clock.js'
import { companyMail, visitorMail, type CompanyMailKind, type VisitorMailKind } from '../booking/mail.js'
import { type FreeSlot, freeSlots, personForVisit, slotsByDate } from '../booking/slots.js'
import type { BookedVisitRecord, CompanyFacts, VisitAddress } from '../booking/visit.js'
import { homePath, isLang, type Lang } from '../i18n/languages.js'
import {
  bookedVisitsBetween,
  cancelVisit,
  moveVisit,
  type StoredVisit,
  takeVisit,
  VisitTaken,
  visitOfLead,
} from '../leads/visit-book.js'
import { queueVisitMail, voidVisitMails } from '../leads/visit-mails.js'
import { readVisitSettings } from '../leads/visit-settings.js'
import type { OpeningHours } from '../runtime/content-types.generated.js'
import type { Sql } from '../storage/sql.js'
import { contactFormKey } from '../storage/site-secret.js'
import { readVisitLinkToken, visitLinks } from './visit-links.js'

const DAY_MS = 86_400_000
/** A reminder goes a day before the visit; a visit booked closer than this gets none (the confirmation is fresh). */
const REMINDER_AHEAD_MS = DAY_MS
const REMINDER_MIN_GAP_MS = 2 * 3_600_000

/** What the desk needs of site.json: the company's facts and its opening hours (the default availability). */
export interface BookingSite extends CompanyFacts {
  openingHours: readonly OpeningHours[]
}

export interface VisitDeskOptions {
  site: BookingSite
  /**
   * Fixed availability settings. Without them the desk reads the studio's saved ones from the leads
   * database (src/leads/visit-settings.ts) again after `cacheMs`, and uses site.json's opening hours
   * while none are saved (decision 410).
   */
  settings?: AvailabilitySettings
  /** The studio's public address: the company's copy links to the lead. */
  studioUrl?: string | null
  /**
   * The free times are computed again, and the saved settings read again, after this long (default
   * 5 s); a booking here clears the times at once, and so does a new version of the settings.
   */
  cacheMs?: number
  secret?: Buffer
  /** Told when the saved settings do not read (the defaults hold meanwhile). */
  log?: (line: string) => void
}

/** The slot API's answer: the free times by Helsinki date, each with its offset (decision 410). */
export interface SlotsAnswer {
  area: Area
  from: LocalDate
  to: LocalDate
  timeZone: 'Europe/Helsinki'
  slots: Record<LocalDate, { start: string; end: string }[]>
}

export type SlotQueryProblem = 'badDate' | 'badRange' | 'badArea'

/** The longest range one query may ask for. */
const MAX_RANGE_DAYS = 31

/** A slot query's dates and area, read: the next two weeks by default; or what is wrong with it. */
export function readSlotQuery(
  q: { from?: unknown; to?: unknown; area?: unknown },
  now: number,
  horizonDays: number,
): { from: LocalDate; to: LocalDate; area: Area } | { problem: SlotQueryProblem } {
  const given = (v: unknown) => v !== undefined && v !== ''
  const from = given(q.from) ? parseLocalDate(q.from) : dateOf(now)
  const to = given(q.to) ? parseLocalDate(q.to) : from && addDays(from, horizonDays)
  if (!from || !to) return { problem: 'badDate' }
  if (to < from || addDays(from, MAX_RANGE_DAYS) < to) return { problem: 'badRange' }
  const area = q.area ?? 'uusimaa'
  if (!isArea(area)) return { problem: 'badArea' }
  return { from, to, area }
}

export interface BookingRequest {
  start: number
  area: Area
  address: VisitAddress
}

export type LinkOutcome =
  | { ok: true; visit: StoredVisit }
  | { ok: false; reason: 'invalid' | 'taken' | 'notFree'; visit?: StoredVisit }

export class VisitDesk {
  readonly company: CompanyFacts
  private readonly cache = new Map<string, { at: number; answer: Promise<SlotsAnswer> }>()
  private readonly cacheMs: number
  private readonly secret: () => Buffer
  private readonly defaults: AvailabilitySettings
  /** The settings in use, their stored version (0: the defaults) and when they were read. */
  private current: { settings: AvailabilitySettings; version: number; at: number }
  private reading: Promise<void> | null = null

  constructor(private readonly o: VisitDeskOptions) {
    this.defaults = o.settings ?? defaultAvailability(o.site)
    this.current = { settings: this.defaults, version: 0, at: Number.NEGATIVE_INFINITY }
    this.company = { brand: o.site.brand, phone: o.site.phone, email: o.site.email, url: o.site.url }
    this.cacheMs = o.cacheMs ?? 5_000
    this.secret = () => o.secret ?? contactFormKey()
  }

  /** The settings as last read (`refresh` reads them again when they are older than the cache). */
  get settings(): AvailabilitySettings {
    return this.current.settings
  }

  /**
   * Reads the saved settings again when the last reading is older than the cache; one reading however
   * many requests ask. Call it outside a transaction (a booking uses the settings its request read).
   */
  async refresh(sql: Sql, now: number): Promise<void> {
    if (this.o.settings || now - this.current.at < this.cacheMs) return
    this.reading ??= this.read(sql, now).finally(() => {
      this.reading = null
    })
    await this.reading
  }

  private async read(sql: Sql, now: number): Promise<void> {
    const stored = await readVisitSettings(sql, (version) =>
      this.o.log?.(`[booking] the saved visit settings (version ${version}) do not read: the defaults hold`),
    )
    const version = stored?.version ?? 0
    if (version !== this.current.version) this.cache.clear()
    this.current = { settings: stored?.settings ?? this.defaults, version, at: now }
  }

  /** The free times of an area, from the cache while it is fresh (and the settings are). */
  async slots(sql: Sql, q: { from: LocalDate; to: LocalDate; area: Area }, now: number): Promise<SlotsAnswer> {
    await this.refresh(sql, now)
    const key = `${q.area}|${q.from}|${q.to}`
    const hit = this.cache.get(key)
    if (hit && now - hit.at < this.cacheMs) return hit.answer
    const answer = this.computeSlots(sql, q, now)
    this.cache.set(key, { at: now, answer })
    answer.catch(() => this.cache.delete(key))
    if (this.cache.size > 500) this.cache.delete(this.cache.keys().next().value as string)
    return answer
  }

  /** The free times of an area from today to the horizon (two weeks). */
  async nextSlots(sql: Sql, area: Area, now: number): Promise<SlotsAnswer> {
    await this.refresh(sql, now)
    const from = dateOf(now)
    return this.slots(sql, { from, to: addDays(from, this.settings.horizonDays), area }, now)
  }

  private async computeSlots(sql: Sql, q: { from: LocalDate; to: LocalDate; area: Area }, now: number) {
    const visits = await this.visitsAround(sql, q.from, q.to)
    const slots = freeSlots({ settings: this.settings, visits, area: q.area, from: q.from, to: q.to, now })
    return { area: q.area, from: q.from, to: q.to, timeZone: 'Europe/Helsinki' as const, slots: slotsByDate(slots) }
  }

  /** The booked visits a day around the dates (a buffer may reach over midnight). */
  private visitsAround(sql: Sql, from: LocalDate, to: LocalDate) {
    const start = Date.parse(`${from}T00:00:00Z`) - 2 * DAY_MS
    return bookedVisitsBetween(sql, start, Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS)
  }

  /**
   * Books the visit of the lead `leadId` inserted in `tx`, and queues its e-mails there; throws
   * VisitTaken when the time is not free (any more). The cells' rows decide a race (decision 411).
   */
  async book(tx: Sql, leadId: number, r: BookingRequest, now: number): Promise<void> {
    const day = dateOf(r.start)
    const visits = await this.visitsAround(tx, day, day)
    const person = personForVisit({ settings: this.settings, visits, area: r.area, now, start: r.start })
    if (!person) throw new VisitTaken()
    const end = r.start + this.settings.visitMinutes * 60_000
    await takeVisit(tx, { leadId, person, start: r.start, end, area: r.area, address: r.address, now }, this.settings)
    await this.queueMails(tx, leadId, { visitor: 'confirmation', company: 'booked' }, now)
    this.cache.clear()
  }

  /** The visit a link names, when the link is ours, unexpired, of the visit's current version and the visit is booked. */
  async visitOfLink(sql: Sql, action: 'move' | 'cancel', token: string, now: number): Promise<StoredVisit | null> {
    const read = readVisitLinkToken(token, now, this.secret())
    if (!read.ok || read.claim.action !== action) return null
    const visit = await visitOfLead(sql, read.claim.visitId)
    if (visit?.status !== 'booked' || visit.sequence !== read.claim.sequence) return null
    return visit
  }

  /** Cancels the visit of a cancel link; its e-mails queued in the same transaction. */
  async cancelByLink(sql: Sql, token: string, now: number): Promise<LinkOutcome> {
    return sql.tx(async (tx) => {
      const visit = await this.visitOfLink(tx, 'cancel', token, now)
      if (!visit || !(await cancelVisit(tx, visit.leadId, now))) return { ok: false, reason: 'invalid' }
      await voidVisitMails(tx, visit.leadId, 'reminder')
      await this.queueMails(tx, visit.leadId, { visitor: 'cancelled', company: 'cancelled' }, now)
      this.cache.clear()
      return { ok: true, visit: (await visitOfLead(tx, visit.leadId)) as StoredVisit }
    })
  }

  /** Moves the visit of a move link to a free time; the old links stop working (the sequence is raised). */
  async moveByLink(sql: Sql, token: string, start: number, now: number): Promise<LinkOutcome> {
    await this.refresh(sql, now)
    const before = await this.visitOfLink(sql, 'move', token, now)
    if (!before) return { ok: false, reason: 'invalid' }
    try {
      return await sql.tx(async (tx) => {
        const visit = await this.visitOfLink(tx, 'move', token, now)
        if (!visit) return { ok: false, reason: 'invalid' }
        const day = dateOf(start)
        const others = (await this.visitsAround(tx, day, day)).filter(
          (v) => !(v.person === visit.person && v.start === visit.start),
        )
        const person = personForVisit({ settings: this.settings, visits: others, area: visit.area, now, start })
        if (!person) return { ok: false, reason: 'notFree', visit }
        const end = start + this.settings.visitMinutes * 60_000
        await moveVisit(tx, { leadId: visit.leadId, person, start, end, now }, this.settings)
        await voidVisitMails(tx, visit.leadId, 'reminder')
        await this.queueMails(tx, visit.leadId, { visitor: 'moved', company: 'moved' }, now)
        this.cache.clear()
        return { ok: true, visit: (await visitOfLead(tx, visit.leadId)) as StoredVisit }
      })
    } catch (error) {
      if (error instanceof VisitTaken) return { ok: false, reason: 'taken', visit: before }
      throw error
    }
  }

  /** The record the e-mails and invitations read, from the stored visit. */
  record(v: StoredVisit): BookedVisitRecord {
    const person = this.settings.people.find((p) => p.id === v.person)
    const lang: Lang = isLang(v.visitor.lang) ? v.visitor.lang : 'fi'
    return {
      id: v.leadId,
      sequence: v.sequence,
      status: v.status,
      start: v.start,
      end: v.end,
      area: v.area,
      address: v.address,
      visitor: { ...v.visitor, lang },
      message: v.message,
      person: { id: v.person, name: person?.name ?? v.person, ...(person?.email ? { email: person.email } : {}) },
      createdAt: v.createdAt,
      ...(v.previousStart !== null ? { previousStart: v.previousStart } : {}),
    }
  }

  /** Queues the visitor's and the company's e-mails of a change, and the reminder of a booked visit. */
  private async queueMails(
    tx: Sql,
    leadId: number,
    kinds: { visitor: VisitorMailKind; company?: CompanyMailKind; cancelledBy?: 'visitor' | 'company' },
    now: number,
  ): Promise<void> {
    const stored = await visitOfLead(tx, leadId)
    if (!stored) return
    const visit = this.record(stored)
    const booked = visit.status === 'booked'
    const links = booked ? visitLinks(visit, this.company.url, this.secret()) : undefined
    const bookUrl = `${this.company.url.replace(/\/+$/, '')}${homePath(visit.visitor.lang)}`
    const cancelledBy = kinds.cancelledBy ?? 'visitor'
    const ctx = { company: this.company, links, cancelledBy, bookUrl, stamp: now }
    const version = `${leadId}:${visit.sequence}`
    const queue = (key: string, kind: string, mail: ReturnType<typeof visitorMail>, at = now) =>
      queueVisitMail(tx, { key: `${key}:${version}`, leadId, kind, mail, at }, now)
    // The company's confirmation is a mail of its own (one per version: confirmed twice, it goes once).
    await queue(
      kinds.visitor === 'confirmed' ? 'confirmed' : 'visitor',
      kinds.visitor,
      visitorMail(kinds.visitor, visit, ctx),
    )
    const to = { name: visit.person.name, address: visit.person.email ?? this.company.email }
    const leadUrl = this.o.studioUrl ? `${this.o.studioUrl.replace(/\/+$/, '')}/yhteydenotot/${leadId}` : undefined
    if (kinds.company)
      await queue(
        'company',
        kinds.company,
        companyMail(kinds.company, visit, { company: this.company, to, leadUrl, stamp: now }),
      )
    const remindAt = visit.start - REMINDER_AHEAD_MS
    if (booked && remindAt - now >= REMINDER_MIN_GAP_MS)
      await queue('reminder', 'reminder', visitorMail('reminder', visit, ctx), remindAt)
  }

  // The company's own changes, from the lead in the studio (src/studio/visits/calendar-router.ts) --------

  /** The free times a booked visit may move to: the times visitors see, its own time given back. */
  async freeTimesFor(sql: Sql, visit: StoredVisit, now: number): Promise<FreeSlot[]> {
    const from = dateOf(now)
    const to = addDays(from, this.settings.horizonDays)
    const visits = (await this.visitsAround(sql, from, to)).filter(
      (v) => !(v.person === visit.person && v.start === visit.start),
    )
    return freeSlots({ settings: this.settings, visits, area: visit.area, from, to, now })
  }

  /** The company confirms a booked visit: the visitor's "confirmed" e-mail queued, `record` written, one transaction. */
  confirmByCompany(sql: Sql, leadId: number, now: number, record: OfficeRecord): Promise<OfficeOutcome> {
    return sql.tx(async (tx) => {
      const visit = await visitOfLead(tx, leadId)
      if (visit?.status !== 'booked') return { ok: false, reason: 'missing' }
      await this.queueMails(tx, leadId, { visitor: 'confirmed' }, now)
      await record(tx, visit)
      return { ok: true, visit }
    })
  }

  /** The company cancels a booked visit: its time free again, the visitor told ("we have to cancel"). */
  cancelByCompany(sql: Sql, leadId: number, now: number, record: OfficeRecord): Promise<OfficeOutcome> {
    return sql.tx(async (tx) => {
      if (!(await cancelVisit(tx, leadId, now))) return { ok: false, reason: 'missing' }
      await voidVisitMails(tx, leadId, 'reminder')
      await this.queueMails(tx, leadId, { visitor: 'cancelled', company: 'cancelled', cancelledBy: 'company' }, now)
      this.cache.clear()
      const visit = (await visitOfLead(tx, leadId)) as StoredVisit
      await record(tx, visit)
      return { ok: true, visit }
    })
  }

  /**
   * The company moves a booked visit to one of its free times (freeTimesFor): the same cells and day
   * rows as every booking (decision 411), so a time taken meanwhile is 'taken' and nothing changes.
   */
  async moveByCompany(
    sql: Sql,
    leadId: number,
    start: number,
    now: number,
    record: OfficeRecord,
  ): Promise<OfficeOutcome> {
    try {
      return await sql.tx(async (tx): Promise<OfficeOutcome> => {
        const visit = await visitOfLead(tx, leadId)
        if (visit?.status !== 'booked') return { ok: false, reason: 'missing' }
        const day = dateOf(start)
        const others = (await this.visitsAround(tx, day, day)).filter(
          (v) => !(v.person === visit.person && v.start === visit.start),
        )
        const person = personForVisit({ settings: this.settings, visits: others, area: visit.area, now, start })
        if (!person) return { ok: false, reason: 'notFree' }
        const end = start + this.settings.visitMinutes * 60_000
        await moveVisit(tx, { leadId, person, start, end, now }, this.settings)
        await voidVisitMails(tx, leadId, 'reminder')
        await this.queueMails(tx, leadId, { visitor: 'moved', company: 'moved' }, now)
        this.cache.clear()
        const moved = (await visitOfLead(tx, leadId)) as StoredVisit
        await record(tx, moved)
        return { ok: true, visit: moved }
      })
    } catch (error) {
      if (error instanceof VisitTaken) return { ok: false, reason: 'taken' }
      throw error
    }
  }
}

/** What the company's change writes beside it in its transaction (the lead's history). */
export type OfficeRecord = (tx: Sql, visit: StoredVisit) => Promise<void>

export type OfficeOutcome = { ok: true; visit: StoredVisit } | { ok: false; reason: 'missing' | 'notFree' | 'taken' }
