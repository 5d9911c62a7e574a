/**
 * An Excel workbook (.xlsx) of leads, written with exceljs (decision 404):
 * one sheet, the header row in bold and frozen, each column typed. A 'time'
 * column holds an instant and is written as a real Excel date in the
 * company's time (Europe/Helsinki, summer time included) shown as
 * "1.12.2026 20:40"; a 'number' column as a number; a 'text' column as a
 * text cell in Excel's Text format ("@"), never a formula: editing the cell
 * keeps it text, so a phone "+358 40 …" is shown as written, without the
 * CSV's ' guard (a CSV has no cell types, src/leads/csv.ts keeps the guard).
 */
import ExcelJS from 'exceljs'
import { guardFormula } from './csv.js'
import { wallClockDate } from './helsinki-time.js'

type XlsxKind = 'text' | 'number' | 'time'

export interface XlsxColumn {
  header: string
  kind: XlsxKind
  /** In characters. */
  width: number
}

export type XlsxValue = string | number | null | undefined

/** Excel's date-and-time format, as a Finnish reader writes it. */
const TIME_FORMAT = 'd.m.yyyy h:mm'
/** Excel's Text format: what is typed into the cell stays text (no formula, no number). */
const TEXT_FORMAT = '@'

function cellOf(kind: XlsxKind, value: XlsxValue): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null
  if (kind === 'time') return typeof value === 'number' ? wallClockDate(value) : guardFormula(String(value))
  if (kind === 'number') return typeof value === 'number' ? value : guardFormula(String(value))
  return String(value)
}

/** The workbook's bytes: one sheet named `sheet`, the header row and one row per record. */
export async function toXlsx(
  sheet: string,
  columns: readonly XlsxColumn[],
  rows: readonly (readonly XlsxValue[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.kind === 'time' ? { numFmt: TIME_FORMAT } : c.kind === 'text' ? { numFmt: TEXT_FORMAT } : {},
  }))
  ws.getRow(1).font = { bold: true }
  for (const row of rows) ws.addRow(columns.map((c, i) => cellOf(c.kind, row[i])))
  return Buffer.from(await book.xlsx.writeBuffer())
}
