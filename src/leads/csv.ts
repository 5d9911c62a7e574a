/**
 * CSV of leads (the studio's export and `npm run leads -- --csv`): RFC 4180,
 * CRLF rows, and in UTF-8 with a byte order mark so Excel opens Finnish and
 * Cyrillic text as written (without it Excel guesses the Windows code page).
 * A field starting with = + - @ (or a tab or CR) is prefixed with ' so a
 * spreadsheet never runs a visitor's text as a formula.
 */
const BOM = '\uFEFF'

/** One field, quoted when it holds a comma, quote or line break. */
function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A table: the header row and one row per record, CRLF line ends, the BOM first when `bom`. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  bom = true,
) {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(','))
  return `${bom ? BOM : ''}${lines.join('\r\n')}\r\n`
}
