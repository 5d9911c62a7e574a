/**
 * CSV of leads (the studio's export and `npm run leads -- --csv`) as Finnish
 * Excel opens it: fields separated by `;` (a Finnish Excel's list separator;
 * with `,` it puts every row in one column), RFC 4180 quoting, CRLF rows, and
 * UTF-8 with a byte order mark so Excel opens Finnish and Cyrillic text as
 * written (without it Excel guesses the Windows code page). A field starting
 * with = + - @ (or a tab or CR) is prefixed with ' so a spreadsheet never runs
 * a visitor's text as a formula (the Excel export uses the same guard).
 */
const BOM = '\uFEFF'
const SEPARATOR = ';'

/** A visitor's text made safe for a spreadsheet: a leading = + - @ tab or CR gets a ' before it. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** One field, quoted when it holds the separator, a comma, a quote or a line break. */
function csvField(value: string | number | null | undefined): string {
  const text = guardFormula(value === null || value === undefined ? '' : String(value))
  return /[;",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A table: the header row and one row per record, CRLF line ends, the BOM first when `bom`. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  bom = true,
) {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(SEPARATOR))
  return `${bom ? BOM : ''}${lines.join('\r\n')}\r\n`
}
