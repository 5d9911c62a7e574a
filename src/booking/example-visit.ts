/**
 * An example booked visit and the company's facts from site.json: what the tests of invitations and
 * e-mails read, and what a preview of the e-mails shows an author.
 */
import site from '../../pages-data/site.json' with { type: 'json' }
import type { Lang } from '../i18n/languages.js'
import { parseInstant } from './helsinki-clock.js'
import type { BookedVisitRecord, CompanyFacts } from './visit.js'

export const EXAMPLE_COMPANY: CompanyFacts = {
  brand: site.brand,
  phone: site.contacts.phone,
  email: site.contacts.email,
  url: site.url,
}

/** A visit at `startIso` (with its offset) of an hour, in `lang`. */
export function exampleVisit(
  startIso: string,
  lang: Lang = 'fi',
  change: Partial<BookedVisitRecord> = {},
): BookedVisitRecord {
  const start = parseInstant(startIso)
  if (start === null) throw new Error(`not an instant: ${startIso}`)
  return {
    id: 42,
    sequence: 0,
    status: 'booked',
    start,
    end: start + 3_600_000,
    area: 'uusimaa',
    address: { street: 'Mannerheimintie 5 A 3', postalCode: '00100', city: 'Helsinki' },
    visitor: { name: 'Aino Virtanen', email: 'aino@example.fi', phone: '+358 40 123 4567', lang },
    message: 'Kylpyhuoneen remontti, noin 5 m².',
    person: { id: 'mikko', name: 'Mikko Korhonen', email: 'mikko@remonttiapu.example' },
    createdAt: start - 5 * 86_400_000,
    ...change,
  }
}
