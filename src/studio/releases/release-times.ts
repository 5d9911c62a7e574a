/**
 * The history's times (issue 45): Helsinki time to the minute, "2.12.2026 klo 20.34", and with its
 * seconds, "klo 20.34.12", when another entry of the list falls in the same minute (two publishes
 * in one minute must not read alike). Pure: the history view reads it.
 */
const format = (seconds: boolean) =>
  new Intl.DateTimeFormat('fi-FI', {
    dateStyle: 'short',
    timeStyle: seconds ? 'medium' : 'short',
    timeZone: 'Europe/Helsinki',
  })

/** Each time of `ats` (epoch milliseconds) as the history shows it. */
export function releaseTimes(ats: readonly number[]): string[] {
  const minute = format(false)
  const byMinute = ats.map((at) => minute.format(at))
  const counts = new Map<string, number>()
  for (const m of byMinute) counts.set(m, (counts.get(m) ?? 0) + 1)
  const second = format(true)
  return ats.map((at, i) => (counts.get(byMinute[i]!)! > 1 ? second.format(at) : byMinute[i]!))
}
