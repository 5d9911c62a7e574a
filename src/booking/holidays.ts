/**
 * Finnish public holidays on which no site visits are booked (when the availability settings say so):
 * the days shops and offices close, Midsummer Eve and Christmas Eve included. Easter by the Gregorian
 * computus; the Saturday holidays (Midsummer Day, All Saints' Day) fall in their fixed weeks. Sundays
 * (Easter Day, Whit Sunday) are left out: they are no working days anyway.
 */
import type { LocalDate } from './helsinki-clock.js'

const pad = (n: number) => String(n).padStart(2, '0')

/** The date `offset` days after a calendar date (UTC arithmetic on a civil date: no zone involved). */
function civil(year: number, month: number, dayOfMonth: number, offset = 0): LocalDate {
  const d = new Date(Date.UTC(year, month - 1, dayOfMonth + offset))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
function easter(year: number): { month: number; day: number } {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return { month, day: ((h + l - 7 * m + 114) % 31) + 1 }
}

/** The first date from `month`/`from` on that falls on `weekday` (0 Sunday ... 6 Saturday). */
function firstWeekdayFrom(year: number, month: number, from: number, weekday: number): LocalDate {
  const start = new Date(Date.UTC(year, month - 1, from)).getUTCDay()
  return civil(year, month, from, (weekday - start + 7) % 7)
}

/** The Finnish public holidays of a year (and the two eves businesses keep), in date order. */
export function finnishHolidays(year: number): LocalDate[] {
  const e = easter(year)
  return [
    civil(year, 1, 1), // uudenvuodenpäivä
    civil(year, 1, 6), // loppiainen
    civil(year, e.month, e.day, -2), // pitkäperjantai
    civil(year, e.month, e.day, 1), // 2. pääsiäispäivä
    civil(year, 5, 1), // vappu
    civil(year, e.month, e.day, 39), // helatorstai
    firstWeekdayFrom(year, 6, 19, 5), // juhannusaatto
    firstWeekdayFrom(year, 6, 20, 6), // juhannuspäivä
    firstWeekdayFrom(year, 10, 31, 6), // pyhäinpäivä
    civil(year, 12, 6), // itsenäisyyspäivä
    civil(year, 12, 24), // jouluaatto
    civil(year, 12, 25), // joulupäivä
    civil(year, 12, 26), // tapaninpäivä
  ].sort()
}

const cache = new Map<number, ReadonlySet<LocalDate>>()

/** Whether a date is a Finnish public holiday (or Midsummer or Christmas Eve). */
export function isFinnishHoliday(date: LocalDate): boolean {
  const year = Number(date.slice(0, 4))
  const days = cache.get(year) ?? new Set(finnishHolidays(year))
  cache.set(year, days)
  return days.has(date)
}
