/**
 * The inbox's exports of a filtered list (src/studio/leads/inbox-router.ts):
 * one row a lead, the columns named in Finnish from the studio catalogue,
 * the same columns in the CSV and in the Excel workbook. Times are the
 * company's (Europe/Helsinki): "2026-12-01 20:40" in the CSV, a real date in
 * Excel.
 */
import { isLang, LANGUAGE_INFO } from '../../i18n/languages.js'
import { toCsv } from '../../leads/csv.js'
import { localStamp } from '../../leads/helsinki-time.js'
import { toXlsx, type XlsxColumn, type XlsxValue } from '../../leads/xlsx.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { LeadView } from './inbox-api.js'

const UI = STUDIO_UI.leads
const C = UI.csv

export const langName = (lang: string) => (isLang(lang) ? LANGUAGE_INFO[lang].finnishName : lang)

interface Column extends XlsxColumn {
  value(l: LeadView): XlsxValue
}

const COLUMNS: readonly Column[] = [
  { header: C.id, kind: 'number', width: 10, value: (l) => l.id },
  { header: C.created, kind: 'time', width: 16, value: (l) => l.createdAt },
  { header: C.stage, kind: 'text', width: 14, value: (l) => UI.stages[l.stage] },
  { header: C.assignee, kind: 'text', width: 20, value: (l) => l.assigneeName },
  { header: C.name, kind: 'text', width: 24, value: (l) => l.name },
  { header: C.email, kind: 'text', width: 28, value: (l) => l.email },
  { header: C.phone, kind: 'text', width: 16, value: (l) => l.phone },
  { header: C.message, kind: 'text', width: 60, value: (l) => l.message },
  { header: C.lang, kind: 'text', width: 10, value: (l) => langName(l.lang) },
  { header: C.page, kind: 'text', width: 30, value: (l) => l.page },
  { header: C.service, kind: 'text', width: 20, value: (l) => l.service?.name ?? '' },
  { header: C.city, kind: 'text', width: 14, value: (l) => l.city?.name ?? '' },
  { header: C.calculator, kind: 'text', width: 20, value: (l) => l.calculator?.name ?? '' },
  { header: C.choices, kind: 'text', width: 40, value: (l) => l.calculator?.choices.join('; ') ?? '' },
  { header: C.estimate, kind: 'text', width: 18, value: (l) => l.calculator?.estimate ?? '' },
  { header: C.answered, kind: 'time', width: 16, value: (l) => l.answeredAt },
]

/** The CSV: `;` between fields, Helsinki times as "2026-12-01 20:40". */
export function leadsCsv(leads: readonly LeadView[]): string {
  return toCsv(
    COLUMNS.map((c) => c.header),
    leads.map((l) =>
      COLUMNS.map((c) => {
        const value = c.value(l)
        return c.kind === 'time' && typeof value === 'number' ? localStamp(value) : value
      }),
    ),
  )
}

/** The Excel workbook: the same columns, typed, the header frozen. */
export function leadsXlsx(leads: readonly LeadView[]): Promise<Buffer> {
  return toXlsx(
    UI.xlsxSheet,
    COLUMNS,
    leads.map((l) => COLUMNS.map((c) => c.value(l))),
  )
}
