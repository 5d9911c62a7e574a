/**
 * The inbox's exports (issue 45): the Excel workbook read back with exceljs
 * (Finnish header, frozen, Helsinki times as real dates across both summer
 * time changes, typed cells, Cyrillic as written, the formula guard) and the
 * CSV as a Finnish Excel opens it (`;` between fields, Helsinki times).
 */
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { STUDIO_UI } from '../strings.fi.js'
import type { LeadView } from './inbox-api.js'
import { leadsCsv, leadsXlsx } from './lead-export.js'

const C = STUDIO_UI.leads.csv

function lead(id: number, over: Partial<LeadView>): LeadView {
  return {
    id,
    createdAt: Date.UTC(2026, 11, 1, 18, 40, 23),
    name: 'Matti Meikäläinen',
    email: 'matti@example.fi',
    phone: '040 123 4567',
    message: 'Kylpyhuoneen remontti',
    page: '/fi/palvelut/kylpyhuone/',
    calculator: null,
    lang: 'fi',
    stage: 'uusi',
    stageAt: null,
    assignee: null,
    answeredAt: null,
    offeredAt: null,
    changedAt: 0,
    remindedAt: null,
    messageErasedAt: null,
    pageTitle: '',
    service: null,
    city: null,
    overdue: false,
    assigneeName: '',
    erasesAt: 0,
    ...over,
  } as LeadView
}

const LEADS = [
  // Before the spring change (EET, +2): 02:30 in Helsinki; the clock then jumps 03:00 → 04:00.
  lead(1, { createdAt: Date.UTC(2026, 2, 29, 0, 30), answeredAt: Date.UTC(2026, 2, 29, 1, 15) }),
  // The autumn change: 01:30Z is 03:30 EET (+2) after the clock went back from 04:00 EEST.
  lead(2, {
    createdAt: Date.UTC(2026, 9, 25, 1, 30),
    name: 'Анна Иванова',
    lang: 'ru',
    message: '=HYPERLINK("http://x")',
    phone: '+358 40 765 4321',
    calculator: { name: 'Remontti', choices: ['Kylpyhuone', 'Sauna; iso'], estimate: '1 550–3 750 €' },
  }),
  // Summer time (EEST, +3).
  lead(3, { createdAt: Date.UTC(2026, 6, 1, 9, 5), message: 'Hinta; aikataulu' }),
]

async function readBack(bytes: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  return sheet
}

/** A wall-clock time as exceljs reads it back (a Date whose UTC fields are the cell's date and time). */
const wall = (y: number, m: number, d: number, h: number, min: number) => new Date(Date.UTC(y, m - 1, d, h, min))

describe('Vie Exceliin: the workbook', () => {
  it('has the Finnish header of the catalogue, frozen, and sensible widths', async () => {
    const sheet = await readBack(await leadsXlsx(LEADS))
    expect(sheet.name).toBe(STUDIO_UI.leads.xlsxSheet)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual(Object.values(C))
    expect(sheet.getRow(1).font?.bold).toBe(true)
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    const widths = sheet.columns.map((c) => c.width ?? 0)
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(8)
    expect(widths[Object.keys(C).indexOf('message')]).toBeGreaterThan(widths[0]!)
    expect(sheet.rowCount).toBe(1 + LEADS.length)
  })

  it('writes Helsinki times as real dates across both summer time changes', async () => {
    const sheet = await readBack(await leadsXlsx(LEADS))
    const created = Object.keys(C).indexOf('created') + 1
    const answered = Object.keys(C).indexOf('answered') + 1
    const cell = (row: number, col: number) => sheet.getRow(row).getCell(col)
    expect(cell(2, created).type).toBe(ExcelJS.ValueType.Date)
    expect(cell(2, created).value).toEqual(wall(2026, 3, 29, 2, 30))
    expect(cell(2, answered).value).toEqual(wall(2026, 3, 29, 4, 15))
    expect(cell(3, created).value).toEqual(wall(2026, 10, 25, 3, 30))
    expect(cell(4, created).value).toEqual(wall(2026, 7, 1, 12, 5))
    expect(cell(2, created).numFmt).toBe('d.m.yyyy h:mm')
    // No answer yet: an empty cell, not 1.1.1970.
    expect(cell(3, answered).type).toBe(ExcelJS.ValueType.Null)
  })

  it('types the cells: the number a number, text as text (a phone keeps its 0), Cyrillic as written', async () => {
    const sheet = await readBack(await leadsXlsx(LEADS))
    const col = (key: keyof typeof C) => Object.keys(C).indexOf(key) + 1
    const row = sheet.getRow(3)
    expect(row.getCell(col('id')).value).toBe(2)
    expect(row.getCell(col('id')).type).toBe(ExcelJS.ValueType.Number)
    expect(sheet.getRow(2).getCell(col('phone')).value).toBe('040 123 4567')
    expect(row.getCell(col('name')).value).toBe('Анна Иванова')
    expect(row.getCell(col('lang')).value).toBe('venäjä')
    expect(row.getCell(col('stage')).value).toBe(STUDIO_UI.leads.stages.uusi)
    expect(row.getCell(col('choices')).value).toBe('Kylpyhuone; Sauna; iso')
    expect(row.getCell(col('estimate')).value).toBe('1 550–3 750 €')
  })

  it('never writes a visitor’s text as a formula', async () => {
    const sheet = await readBack(await leadsXlsx(LEADS))
    const message = sheet.getRow(3).getCell(Object.keys(C).indexOf('message') + 1)
    expect(message.type).toBe(ExcelJS.ValueType.String)
    expect(message.formula).toBeUndefined()
    expect(message.value).toBe(`=HYPERLINK("http://x")`)
    // In Excel's Text format: editing the cell keeps it text, so no ' is needed before it.
    expect(message.numFmt).toBe('@')
    const phone = sheet.getRow(3).getCell(Object.keys(C).indexOf('phone') + 1)
    expect(phone.value).toBe('+358 40 765 4321')
    expect(phone.numFmt).toBe('@')
  })
})

describe('Vie CSV-tiedostoon: as Finnish Excel opens it', () => {
  const csv = leadsCsv(LEADS)
  const [header, ...rows] = csv.slice(1).trimEnd().split('\r\n')

  it('keeps the byte order mark and CRLF rows, and separates fields with ;', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(header).toBe(Object.values(C).join(';'))
    expect(rows).toHaveLength(3)
    expect(rows[0]!.split(';')).toHaveLength(Object.keys(C).length)
  })

  it('quotes a field holding ; and keeps the formula guard', () => {
    expect(rows[2]).toContain(';"Hinta; aikataulu";')
    expect(rows[1]).toContain(`;"Kylpyhuone; Sauna; iso";`)
    expect(rows[1]).toContain(`;"'=HYPERLINK(""http://x"")";`)
    expect(rows[1]).toContain('Анна Иванова')
  })

  it('writes Helsinki times across the summer time changes', () => {
    const created = (row: string) => row.split(';')[1]
    expect(created(rows[0]!)).toBe('2026-03-29 02:30')
    expect(rows[0]!.split(';').at(-1)).toBe('2026-03-29 04:15')
    expect(created(rows[1]!)).toBe('2026-10-25 03:30')
    expect(created(rows[2]!)).toBe('2026-07-01 12:05')
    expect(csv).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/)
  })
})
