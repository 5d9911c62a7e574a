/**
 * The rules of a booking request: a contact message (src/rules/contact.ts: the same name, e-mail,
 * phone and message rules, math question, honeypot and order, asked of that module, not copied) and
 * the visit it asks for (the address, whose postal code decides the area, and the chosen start
 * time). Browser and server run the same checks; whether the time is still free is the store's
 * answer ("slotTaken"), not a rule. Pure: no DOM, no clock, no language (docs/decisions/410).
 */
import type { UiStrings } from '../ui/catalogue-type.js'
import {
  CONTACT_LIMITS,
  charCount,
  checkMessage,
  firstFailedCheck,
  type CheckName,
  type Side,
  type SubmitCheckInput,
} from '../rules/contact.js'
import { hasRejectedCharacters, visibleText } from '../rules/text-hygiene.js'
import { areaOfPostalCode, DEFAULT_POSTAL_PREFIXES, normalPostalCode, type Area } from './areas.js'
import { GRID_MINUTES, parseInstant } from './instant.js'

const { street: STREET, city: CITY } = CONTACT_LIMITS

/** Where the visit is, and when. */
export interface VisitChoice {
  street: string
  postalCode: string
  city: string
  /** The start chosen from the free times, as the slot API wrote it ("2026-12-03T10:00:00+02:00"). */
  start: string
}

export type VisitField = 'street' | 'postalCode' | 'city'

/** The visit's checks, run after the contact message's own (CHECK_ORDER of src/rules/contact.ts). */
const VISIT_CHECK_ORDER = [
  'visitInvalidCharacters',
  'streetLength',
  'postalCode',
  'outsideArea',
  'cityLength',
  'visitTime',
] as const
export type VisitCheckName = (typeof VISIT_CHECK_ORDER)[number]
export type BookingCheckName = CheckName | VisitCheckName

/** Whether a failed check is the visit's (not the contact message's). */
export const isVisitCheck = (check: BookingCheckName | null): check is VisitCheckName =>
  (VISIT_CHECK_ORDER as readonly (string | null)[]).includes(check)

export interface BookingCheckInput extends SubmitCheckInput {
  visit: VisitChoice
  /** The areas' postal-code prefixes of the availability settings (the defaults when left out). */
  postalPrefixes?: Readonly<Record<Area, readonly string[]>>
}

const visibleLength = (text: string) => charCount(visibleText(text))

/** The first visit field holding a refused character (all three are single-line), or null. */
function visitFieldWithInvalidCharacters(visit: VisitChoice): VisitField | null {
  for (const field of ['street', 'postalCode', 'city'] as const)
    if (hasRejectedCharacters(visit[field], 'singleLine')) return field
  return null
}

/** Whether a start time is an instant with its offset, on the 5-minute grid of the free times. */
function isVisitTimeValid(start: string): boolean {
  const at = parseInstant(start)
  return at !== null && at % (GRID_MINUTES * 60_000) === 0
}

const VISIT_FAILS: Record<VisitCheckName, (i: BookingCheckInput) => boolean> = {
  visitInvalidCharacters: (i) => visitFieldWithInvalidCharacters(i.visit) !== null,
  streetLength: (i) => visibleLength(i.visit.street) < STREET.min || visibleLength(i.visit.street) > STREET.max,
  postalCode: (i) => normalPostalCode(i.visit.postalCode) === null,
  outsideArea: (i) => visitArea(i) === null,
  cityLength: (i) => visibleLength(i.visit.city) < CITY.min || visibleLength(i.visit.city) > CITY.max,
  visitTime: (i) => !isVisitTimeValid(i.visit.start),
}

/** The area of the visit address (its postal code), or null when it lies outside both. */
export function visitArea(input: Pick<BookingCheckInput, 'visit' | 'postalPrefixes'>): Area | null {
  return areaOfPostalCode(input.visit.postalCode, input.postalPrefixes ?? DEFAULT_POSTAL_PREFIXES)
}

/**
 * The first failing check of a booking request, or null when it may be booked: the contact message's
 * checks of `side` first (skipping `skip`), then the visit's, which both sides run.
 */
export function firstFailedBookingCheck(
  input: BookingCheckInput,
  side: Side = 'browser',
  skip: readonly CheckName[] = [],
): BookingCheckName | null {
  const contact = firstFailedCheck(input, side, skip)
  if (contact) return contact
  for (const check of VISIT_CHECK_ORDER) if (VISIT_FAILS[check](input)) return check
  return null
}

/** The field a failed visit check is about (for aria-invalid), when there is one. */
export function visitCheckField(check: VisitCheckName, visit: VisitChoice): VisitField | 'start' | undefined {
  switch (check) {
    case 'visitInvalidCharacters':
      return visitFieldWithInvalidCharacters(visit) ?? undefined
    case 'streetLength':
      return 'street'
    case 'postalCode':
    case 'outsideArea':
      return 'postalCode'
    case 'cityLength':
      return 'city'
    case 'visitTime':
      return 'start'
  }
}

/** The message for a failed check of a booking in the language of `T` (the honeypot has none). */
export function bookingCheckMessage(
  check: Exclude<BookingCheckName, 'honeypot'>,
  context: { secondsLeft?: number; input?: Pick<BookingCheckInput, 'name' | 'email' | 'phone' | 'message' | 'visit'> },
  T: Pick<UiStrings, 'contact' | 'booking'>,
): string {
  const B = T.booking
  switch (check) {
    case 'visitInvalidCharacters': {
      const field = context.input ? visitFieldWithInvalidCharacters(context.input.visit) : null
      return T.contact.invalidCharacters(field ? B.fieldNames[field] : T.contact.fieldNames.any)
    }
    case 'streetLength':
      return B.streetLength(STREET.min, STREET.max)
    case 'postalCode':
      return B.badPostalCode
    case 'outsideArea':
      return B.outsideArea
    case 'cityLength':
      return B.cityLength(CITY.min, CITY.max)
    case 'visitTime':
      return B.badTime
    default:
      return checkMessage(check, context, T.contact)
  }
}
