/**
 * The company's calendar (Europe/Helsinki, summer time included) for the
 * inbox: a lead's month ("2026-11"), a month's first and last instant, the ISO
 * week and the Monday morning the weekly summary goes out; the times of the
 * exports (CSV and Excel). Pure, Intl only.
 */
const ZONE = 'Europe/Helsinki'

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

interface Wall {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The Helsinki wall-clock time of an instant. */
function wallOf(at: number): Wall {
  const p = Object.fromEntries(parts.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]))
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! }
}

/** The instant of a Helsinki wall-clock time (months may overflow: month 13 is next January). */
function instantOf(year: number, month: number, day = 1, hour = 0): number {
  const guess = Date.UTC(year, month - 1, day, hour)
  // The zone's offset at the guess, then once more at the corrected instant (a summer-time change between).
  let at = guess
  for (let i = 0; i < 2; i++) {
    const w = wallOf(at)
    const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - at
    at = guess - offset
  }
  return at
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-11": the Helsinki month of an instant. */
export function monthOf(at: number): string {
  const w = wallOf(at)
  return `${w.year}-${pad(w.month)}`
}

/** A month key, or null when the text is not one ("2026-11"). */
export function parseMonth(text: unknown): string | null {
  return typeof text === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null
}

/** The first instant of a month and of the next one. */
export function monthRange(month: string): { from: number; to: number } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return { from: instantOf(y, m), to: instantOf(y, m + 1) }
}

/** The months from `first` to `last`, both included, oldest first. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = []
  for (let n = 0; n < 120; n++) {
    const month = monthsBack(first, -n)
    if (month > last) break
    out.push(month)
  }
  return out
}

/** The month `n` months before `month`. */
export function monthsBack(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) - n
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`
}

/** The Helsinki week of an instant: its ISO key ("2026-W48") and its Monday 00:00. */
export function weekOf(at: number): { key: string; start: number } {
  const w = wallOf(at)
  const date = new Date(Date.UTC(w.year, w.month - 1, w.day))
  const weekday = (date.getUTCDay() + 6) % 7 // Monday 0
  const monday = new Date(date.getTime() - weekday * 86_400_000)
  // ISO week: the week with the year's first Thursday is week 1.
  const thursday = new Date(monday.getTime() + 3 * 86_400_000)
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1
  return {
    key: `${thursday.getUTCFullYear()}-W${pad(week)}`,
    start: instantOf(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()),
  }
}

/** Monday 08:00 of the week an instant is in: the weekly summary is due from then on. */
export function summaryDueAt(at: number): number {
  const { start } = weekOf(at)
  const w = wallOf(start)
  return instantOf(w.year, w.month, w.day, 8)
}

/** "2026-12-01 20:40": an instant's Helsinki date and time, written so Excel reads it as a date in any language. */
export const localStamp = (at: number) => {
  const w = wallOf(at)
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`
}

/**
 * An instant's Helsinki wall-clock time as a Date whose UTC fields are that
 * time: a spreadsheet's dates have no zone, and the Excel writer stores a
 * Date's UTC fields.
 */
export const wallClockDate = (at: number) => {
  const w = wallOf(at)
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second))
}

/** "24.11.2026" */
export const dateFi = (at: number) => {
  const w = wallOf(at)
  return `${w.day}.${w.month}.${w.year}`
}
