/** 2026-03-15 -> 15.3.2026 (Finnish date format, no time zone involved). */
export function formatDateFi(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return `${d}.${m}.${y}`
}
