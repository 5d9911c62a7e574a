/**
 * What brings customers: the months' lead groups (src/leads/lead-book.ts)
 * summed by month and by page, service, city, language and calculator, each with
 * how many were answered within 24 hours, how many booked a site visit online
 * and how many ordered. Pure.
 */
import type { MonthGroup } from './lead-book.js'
import type { OriginIndex } from './page-origins.js'

export interface Tally {
  key: string
  label: string
  count: number
  answeredInTime: number
  ordered: number
  bookedOnline: number
}

export interface LeadStats {
  months: { month: string; count: number; answeredInTime: number; ordered: number; bookedOnline: number }[]
  byPage: Tally[]
  byService: Tally[]
  byCity: Tally[]
  byLang: Tally[]
  byCalculator: Tally[]
}

class Tallies {
  private readonly map = new Map<string, Tally>()
  add(key: string, label: string, g: MonthGroup) {
    const t = this.map.get(key) ?? { key, label, count: 0, answeredInTime: 0, ordered: 0, bookedOnline: 0 }
    t.count += g.count
    t.answeredInTime += g.answeredInTime
    t.ordered += g.ordered
    t.bookedOnline += g.bookedOnline
    this.map.set(key, t)
  }
  sorted(): Tally[] {
    return [...this.map.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'fi'))
  }
}

/**
 * The figures of the months given (oldest first), each month's groups beside it. `none` names the
 * rows of leads without a page, service, city or calculator; `langName` a language.
 */
export function leadStats(
  months: readonly { month: string; groups: readonly MonthGroup[] }[],
  origins: OriginIndex,
  names: { none: string; langName: (lang: string) => string },
): LeadStats {
  const page = new Tallies()
  const service = new Tallies()
  const city = new Tallies()
  const lang = new Tallies()
  const calculator = new Tallies()
  const perMonth = months.map(({ month, groups }) => {
    const total = { month, count: 0, answeredInTime: 0, ordered: 0, bookedOnline: 0 }
    for (const g of groups) {
      total.count += g.count
      total.answeredInTime += g.answeredInTime
      total.ordered += g.ordered
      total.bookedOnline += g.bookedOnline
      const o = origins.of(g.page)
      page.add(g.page, g.page ? `${o.title || g.page} (${g.page})` : names.none, g)
      service.add(o.service?.slug ?? '', o.service?.name ?? names.none, g)
      city.add(o.city?.slug ?? '', o.city?.name ?? names.none, g)
      lang.add(g.lang, names.langName(g.lang), g)
      calculator.add(g.calculator, g.calculator || names.none, g)
    }
    return total
  })
  return {
    months: perMonth,
    byPage: page.sorted(),
    byService: service.sorted(),
    byCity: city.sorted(),
    byLang: lang.sorted(),
    byCalculator: calculator.sorted(),
  }
}
