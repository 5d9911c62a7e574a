/**
 * What brings customers (issue 34): the last 12 months' leads by month (how
 * many, how many answered within 24 hours, how many booked a site visit online,
 * how many ordered) as a chart and a table, and by page, service, city, language and calculator. Drawn here, no
 * external service; the chart's figures are the table's.
 */
import { useEffect, useState } from 'react'
import type { InboxStats, Tally } from '../leads/inbox-api.js'
import { STUDIO_UI } from '../strings.fi.js'
import { leadsApi } from './leads-api.js'
import { TableWrap } from './TableWrap.js'

const UI = STUDIO_UI.leads
const S = UI.stats

const monthName = (m: string) =>
  new Intl.DateTimeFormat('fi-FI', { month: 'short', year: '2-digit' }).format(new Date(`${m}-15T12:00:00Z`))
const share = (part: number, of: number) => (of ? S.percent(part / of) : '–')

/** A month's short label under its bar ("11/26"): the table below names the month in full. */
const monthShort = (m: string) => `${Number(m.slice(5, 7))}/${m.slice(2, 4)}`

/** Bars of each month's leads, the part answered within 24 hours darker inside each. */
function MonthChart({ months }: { months: InboxStats['months'] }) {
  const max = Math.max(1, ...months.map((m) => m.count))
  const w = 36
  const h = 160
  const top = 18
  return (
    <figure className="studio-chart">
      <svg viewBox={`0 0 ${months.length * w + 8} ${h + top + 28}`} role="img" aria-labelledby="studio-chart-title">
        <title id="studio-chart-title">{S.chart}</title>
        {months.map((m, i) => {
          const total = (m.count / max) * h
          const answered = (m.answeredInTime / max) * h
          const x = 4 + i * w
          return (
            <g key={m.month}>
              <rect x={x + 4} y={h - total + top} width={w - 8} height={total} className="studio-chart__count" />
              <rect
                x={x + 4}
                y={h - answered + top}
                width={w - 8}
                height={answered}
                className="studio-chart__answered"
              />
              <text x={x + w / 2} y={h + top + 18} textAnchor="middle" className="studio-chart__label">
                {monthShort(m.month)}
              </text>
              {m.count > 0 && (
                <text x={x + w / 2} y={h - total + top - 5} textAnchor="middle" className="studio-chart__value">
                  {m.count}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption>
        <span className="studio-chart__key studio-chart__key--count" /> {S.chartLegendCount}{' '}
        <span className="studio-chart__key studio-chart__key--answered" /> {S.chartLegendAnswered}
      </figcaption>
    </figure>
  )
}

function MonthTable({ months }: { months: InboxStats['months'] }) {
  return (
    <TableWrap label={S.title}>
      <table className="studio-table">
        <caption className="visually-hidden">{S.title}</caption>
        <thead>
          <tr>
            <th scope="col">{S.month}</th>
            <th scope="col">{S.count}</th>
            <th scope="col">{S.answered}</th>
            <th scope="col">{S.share}</th>
            <th scope="col">{S.booked}</th>
            <th scope="col">{S.share}</th>
            <th scope="col">{S.ordered}</th>
          </tr>
        </thead>
        <tbody>
          {[...months].reverse().map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{m.count}</td>
              <td>{m.answeredInTime}</td>
              <td>{share(m.answeredInTime, m.count)}</td>
              <td>{m.bookedOnline}</td>
              <td>{share(m.bookedOnline, m.count)}</td>
              <td>{m.ordered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  )
}

function TallyTable({ title, rows, limit = 12 }: { title: string; rows: Tally[]; limit?: number }) {
  if (!rows.length) return null
  return (
    <section className="studio-stats__part" aria-label={title}>
      <h3>{title}</h3>
      <TableWrap label={title}>
        <table className="studio-table studio-table--tally">
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{S.count}</th>
              <th scope="col">{S.share}</th>
              <th scope="col">{S.booked}</th>
              <th scope="col">{S.ordered}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, limit).map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{r.count}</td>
                <td>{share(r.answeredInTime, r.count)}</td>
                <td>{r.bookedOnline}</td>
                <td>{r.ordered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  )
}

/** The year's two promises in one line: answered within 24 hours, and booked online (issue 49). */
function Summary({ months }: { months: InboxStats['months'] }) {
  const sum = (key: 'count' | 'answeredInTime' | 'bookedOnline') => months.reduce((n, m) => n + m[key], 0)
  const count = sum('count')
  const part = (n: number) => `${n}/${count} (${share(n, count)})`
  return <p className="studio-stats__summary">{S.summary(part(sum('answeredInTime')), part(sum('bookedOnline')))}</p>
}

export function LeadsStats() {
  const [stats, setStats] = useState<InboxStats | null>(null)
  const [error, setError] = useState('')
  useEffect(() => void leadsApi.stats().then((a) => (a.ok ? setStats(a.body) : setError(a.body.error ?? ''))), [])
  const empty = stats?.months.every((m) => m.count === 0)
  return (
    <section className="studio-stats" aria-labelledby="studio-stats-title">
      <h2 id="studio-stats-title">{S.title}</h2>
      <p className="studio-help">{S.help}</p>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {!stats && !error && <p className="studio-help">{UI.loading}</p>}
      {empty && <p>{S.empty}</p>}
      {stats && !empty && (
        <>
          <Summary months={stats.months} />
          <MonthChart months={stats.months} />
          <MonthTable months={stats.months} />
          <div className="studio-stats__parts">
            <TallyTable title={S.byService} rows={stats.byService} />
            <TallyTable title={S.byCity} rows={stats.byCity} />
            <TallyTable title={S.byLang} rows={stats.byLang} />
            <TallyTable title={S.byCalculator} rows={stats.byCalculator} />
            <TallyTable title={S.byPage} rows={stats.byPage} limit={20} />
          </div>
        </>
      )}
    </section>
  )
}
