/**
 * npm run leads: lists the contact messages in the outbox (DATA_DIR, default
 * ./data; or the PostgreSQL store when DATABASE_URL is set). Useful when
 * Telegram is not configured or a delivery failed. The table shows control
 * characters escaped (visible, never executed by the terminal); the JSON and
 * CSV exports keep the text as stored.
 *
 *   npm run leads                       table of all messages
 *   npm run leads -- --status pending   only pending (pending | sending | delivered | failed)
 *   npm run leads -- --json             JSON to stdout       (--csv for CSV)
 *   npm run leads -- --csv --out leads.csv
 */
import { existsSync } from 'node:fs'
import { writeFileDurably } from '../src/storage/replace-file.js'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readContactConfig } from '../server/contact/config.js'
import { Outbox, OUTBOX_FILE, type Lead, type LeadStatus } from '../server/contact/outbox.js'
import { PgStore } from '../server/contact/pg-store.js'
import { originLines } from '../src/rules/lead-origin.js'
import { UI } from '../src/ui/strings.fi.js'
import { escapeForTerminal } from '../src/rules/text-hygiene.js'
import { toCsv } from '../src/leads/csv.js'
import { localStamp } from '../src/leads/helsinki-time.js'

const STATUSES: LeadStatus[] = ['pending', 'sending', 'delivered', 'failed']

const { values } = parseArgs({
  options: {
    status: { type: 'string' },
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help) {
  console.log('Usage: npm run leads -- [--status pending|sending|delivered|failed] [--json | --csv] [--out FILE]')
  process.exit(0)
}
const status = values.status as LeadStatus | undefined
if (status && !STATUSES.includes(status)) {
  console.error(`--status must be one of ${STATUSES.join(', ')} (got "${status}")`)
  process.exit(2)
}

const config = readContactConfig()
let leads: Lead[]
if (config.databaseUrl) {
  const store = await PgStore.open({ ...config, telegram: null }, { log: () => {} })
  leads = await store.list(status)
  await store.close()
} else {
  const { dataDir } = config
  if (!existsSync(path.join(dataDir, OUTBOX_FILE))) {
    console.error(
      `No outbox at ${path.join(dataDir, OUTBOX_FILE)} (no message received yet, or DATA_DIR points elsewhere).`,
    )
    process.exit(values.json || values.csv ? 0 : 1)
  }
  const outbox = new Outbox(dataDir, { readonly: true })
  leads = outbox.list(status)
  outbox.close()
}

const EMPTY_ROW = {
  id: 0,
  createdAt: '',
  status: '',
  attempts: 0,
  deliveredAt: '',
  name: '',
  email: '',
  phone: '',
  message: '',
  lang: '',
  page: '',
  calculator: '',
  choices: '',
  estimate: '',
  lastError: '',
}

// Times in the company's zone (Helsinki), "2026-12-01 20:40": Excel reads them as dates; the JSON keeps ISO instants.
const iso = (t: number | null) => (t === null ? '' : new Date(t).toISOString())
const time = (t: number | null) => (t === null ? '' : values.json ? iso(t) : localStamp(t))
const rows = leads.map((l: Lead) => ({
  id: l.id,
  createdAt: time(l.createdAt),
  status: l.status,
  attempts: l.attempts,
  deliveredAt: time(l.deliveredAt),
  name: l.name,
  email: l.email,
  phone: l.phone,
  message: l.message,
  // The visitor's language (fi, en, ru, uk): who should answer.
  lang: l.lang,
  // Where it came from (src/rules/lead-origin.ts): flat columns, so the CSV stays one row a lead.
  page: l.page,
  calculator: l.calculator?.name ?? '',
  choices: l.calculator?.choices.join('; ') ?? '',
  estimate: l.calculator?.estimate ?? '',
  lastError: l.lastError ?? '',
}))

let output: string
if (values.json) output = `${JSON.stringify(rows, null, 2)}\n`
else if (values.csv) {
  // UTF-8 with a byte order mark (Excel reads Finnish and Cyrillic right), the formula guard (src/leads/csv.ts).
  const header = Object.keys(rows[0] ?? EMPTY_ROW)
  output = toCsv(
    header,
    rows.map((r) => Object.values(r)),
  )
} else {
  // Visitors' text is escaped for the terminal: an ESC, a cursor move or an OSC 8 link shows as \u{001B}..., never runs.
  // The message's own line breaks stay line breaks (indented); every other control character is escaped.
  const t = escapeForTerminal
  const message = (text: string) => text.split('\n').map(t).join('\n  ')
  const origin = (l: Lead) =>
    originLines(l, UI.leadOrigin)
      .map((line) => `\n  ${t(line)}`)
      .join('')
  output = rows.length
    ? `${rows
        .map(
          (r, i) =>
            `#${r.id} ${r.createdAt} [${r.status}${r.attempts ? `, ${r.attempts} attempt(s)` : ''}] lang ${r.lang}\n  ${t(r.name)} <${t(r.email)}>${r.phone ? ` ${t(r.phone)}` : ''}${origin(leads[i]!)}\n  ${message(r.message)}${r.lastError ? `\n  last error: ${t(r.lastError)}` : ''}`,
        )
        .join('\n\n')}\n\n${rows.length} message(s)\n`
    : 'No messages.\n'
}

if (values.out) {
  writeFileDurably(values.out, output)
  console.error(`Wrote ${rows.length} message(s) to ${values.out}`)
} else process.stdout.write(output)
