/**
 * The inbox's pipeline and its clock, pure: the stages a lead moves
 * through, what each move records, when a lead is overdue (still "uusi" after
 * 20 hours), answered within the promised 24 hours, and how long it is kept
 * (decision 341). The studio shows these, the contact API's clock acts on
 * them, and the SQL of src/leads/lead-book.ts stores them.
 */

/** uusi → yhteydessä → arviokäynti sovittu → tarjous lähetetty → tilattu / ei tilausta. */
export const STAGES = ['uusi', 'yhteydessa', 'arviokaynti', 'tarjous', 'tilattu', 'ei-tilausta'] as const
export type Stage = (typeof STAGES)[number]

export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage)

/** Stages that mean an offer was made or an order placed: the lead is kept for the owner's period. */
const KEPT_STAGES: ReadonlySet<Stage> = new Set(['tarjous', 'tilattu'])

const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** A lead still "uusi" this long after it came is overdue: it stands out and the chat gets one reminder. */
export const REMINDER_AFTER_MS = 20 * HOUR_MS
/** The promise on every page: an answer within 24 hours. */
export const ANSWER_WITHIN_MS = 24 * HOUR_MS
/** No reminder for a lead older than this (a server down for days, or leads from before the inbox). */
export const REMINDER_WINDOW_MS = 48 * HOUR_MS
/** A lead with no offer and no order is erased this long after its last change. */
const UNTOUCHED_DAYS = 30

export const isOverdue = (lead: { stage: Stage; createdAt: number }, now: number) =>
  lead.stage === 'uusi' && now - lead.createdAt >= REMINDER_AFTER_MS

/** What a move to `to` sets besides the stage: the first answer, the first offer or order. */
export function stageMarks(
  lead: { answeredAt: number | null; offeredAt: number | null },
  to: Stage,
  now: number,
): { answeredAt: number | null; offeredAt: number | null } {
  return {
    answeredAt: lead.answeredAt ?? (to === 'uusi' ? null : now),
    offeredAt: lead.offeredAt ?? (KEPT_STAGES.has(to) ? now : null),
  }
}

/** How long leads are kept (site.json's `leads`, the owner's to set). */
export interface Retention {
  /** A lead that reached an offer or an order: kept this many months after its last change. */
  keepOfferMonths: number
}

const DEFAULT_RETENTION: Retention = { keepOfferMonths: 36 }

/** The retention site.json's text sets (its `leads.keepOfferMonths`), else the default. */
export function retentionOf(siteJson: unknown): Retention {
  const months = (siteJson as { leads?: { keepOfferMonths?: unknown } } | null)?.leads?.keepOfferMonths
  return typeof months === 'number' && Number.isInteger(months) && months >= 1
    ? { keepOfferMonths: months }
    : DEFAULT_RETENTION
}

/** The last-change times before which leads are erased: untouched ones, and those with an offer or order. */
export function erasureCutoffs(retention: Retention, now: number): { untouched: number; kept: number } {
  const kept = new Date(now)
  kept.setUTCMonth(kept.getUTCMonth() - retention.keepOfferMonths)
  return { untouched: now - UNTOUCHED_DAYS * DAY_MS, kept: kept.getTime() }
}

/** When a lead will be erased if nothing changes: its last change plus its period. */
export function erasureDate(lead: { offeredAt: number | null; changedAt: number }, retention: Retention): number {
  if (lead.offeredAt === null) return lead.changedAt + UNTOUCHED_DAYS * DAY_MS
  const at = new Date(lead.changedAt)
  at.setUTCMonth(at.getUTCMonth() + retention.keepOfferMonths)
  return at.getTime()
}
