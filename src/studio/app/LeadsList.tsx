/**
 * The inbox's list (issue 34): every lead newest first, a page at a time, with
 * its name, contact, message, language, where it came from and its age; the
 * ones past 20 hours without an answer stand out. Filters by stage, person,
 * language, service, city and month and a search by name, e-mail or phone,
 * kept in the address (a filtered list can be linked); the filtered list to
 * Excel or CSV.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { InboxMeta, LeadView } from '../leads/inbox-api.js'
import { STAGES } from '../../leads/stages.js'
import { STUDIO_UI } from '../strings.fi.js'
import { ageOf, languageName, originLine, stageName, when } from './lead-format.js'
import { lastListSearch, leadsApi, queryOf, queryString, type LeadQuery } from './leads-api.js'

const UI = STUDIO_UI.leads
const F = UI.filters

/** The filter, in step with the address's query (?vaihe=uusi&haku=…). */
function useQuery(): [LeadQuery, (q: LeadQuery) => void] {
  const [query, setQuery] = useState<LeadQuery>(() => {
    lastListSearch.value = location.search
    return queryOf(location.search)
  })
  const update = (q: LeadQuery) => {
    lastListSearch.value = queryString(q)
    history.replaceState(null, '', `${location.pathname}${lastListSearch.value}`)
    setQuery(q)
  }
  return [query, update]
}

function useLeads(query: LeadQuery) {
  const [leads, setLeads] = useState<LeadView[] | null>(null)
  const [total, setTotal] = useState(0)
  const [next, setNext] = useState<number | null>(null)
  const [error, setError] = useState('')
  const asked = useRef(0)
  useEffect(() => {
    const ask = ++asked.current
    setLeads(null)
    void leadsApi.list(query).then((a) => {
      if (ask !== asked.current) return
      if (!a.ok) return setError(a.body.error ?? STUDIO_UI.errors.network)
      setError('')
      setLeads(a.body.leads)
      setTotal(a.body.total)
      setNext(a.body.next)
    })
  }, [query])
  const more = async () => {
    if (next === null) return
    const a = await leadsApi.list(query, next)
    if (!a.ok) return setError(a.body.error ?? STUDIO_UI.errors.network)
    setLeads((l) => [...(l ?? []), ...a.body.leads])
    setNext(a.body.next)
  }
  return { leads, total, next, error, more }
}

function Select({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string
  name: keyof LeadQuery
  value: string | undefined
  options: [string, string][]
  onChange(name: keyof LeadQuery, value: string): void
}) {
  return (
    <label className="studio-inbox__filter">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">{F.all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A month of the filter in words ("marraskuu 2026"). */
const monthWords = (m: string) =>
  new Intl.DateTimeFormat('fi-FI', { month: 'long', year: 'numeric' }).format(new Date(`${m}-15`))

function Filters({ meta, query, setQuery }: { meta: InboxMeta; query: LeadQuery; setQuery(q: LeadQuery): void }) {
  const [text, setText] = useState(query.haku ?? '')
  const change = (name: keyof LeadQuery, value: string) => setQuery({ ...query, [name]: value || undefined })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setQuery({ ...query, haku: text.trim() || undefined })
  }
  return (
    <form className="studio-inbox__filters" role="search" aria-label={F.title} onSubmit={submit}>
      <Select
        label={F.stage}
        name="vaihe"
        value={query.vaihe}
        options={[['myohassa', F.overdue], ...STAGES.map((s): [string, string] => [s, stageName(s)])]}
        onChange={change}
      />
      <Select
        label={F.person}
        name="henkilo"
        value={query.henkilo}
        options={[['none', F.nobody], ...meta.people.map((p): [string, string] => [p.id, p.name])]}
        onChange={change}
      />
      <Select
        label={F.lang}
        name="kieli"
        value={query.kieli}
        options={meta.langs.map((l) => [l, languageName(l)])}
        onChange={change}
      />
      <Select
        label={F.service}
        name="palvelu"
        value={query.palvelu}
        options={meta.services.map((s) => [s.slug, s.name])}
        onChange={change}
      />
      <Select
        label={F.city}
        name="kaupunki"
        value={query.kaupunki}
        options={meta.cities.map((c) => [c.slug, c.name])}
        onChange={change}
      />
      <Select
        label={F.month}
        name="kuukausi"
        value={query.kuukausi}
        options={meta.months.map((m) => [m, monthWords(m)])}
        onChange={change}
      />
      <label className="studio-inbox__filter studio-inbox__search">
        <span>{F.search}</span>
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={F.searchHelp}
          maxLength={100}
        />
      </label>
      <div className="studio-inbox__filter-actions">
        <button type="submit" className="studio-btn studio-btn--primary">
          {F.apply}
        </button>
        <button
          type="button"
          className="studio-btn"
          onClick={() => {
            setText('')
            setQuery({})
          }}
        >
          {F.clear}
        </button>
      </div>
    </form>
  )
}

function LeadRow({ lead, onOpen }: { lead: LeadView; onOpen(id: number): void }) {
  const href = `/yhteydenotot/${lead.id}`
  return (
    <li className="studio-lead-row" data-overdue={lead.overdue || undefined} data-stage={lead.stage}>
      <div className="studio-lead-row__when">
        <span>{ageOf(lead.createdAt)}</span>
        <span className="studio-help">{when(lead.createdAt)}</span>
        {lead.overdue && <strong className="studio-badge studio-badge--late">{UI.overdueBadge}</strong>}
      </div>
      <div className="studio-lead-row__who">
        <a
          href={href}
          onClick={(e) => {
            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return
            e.preventDefault()
            onOpen(lead.id)
          }}
        >
          <strong>{lead.name}</strong>
        </a>
        <span className="studio-lead-row__contact">{lead.email}</span>
        <span className="studio-lead-row__contact">{lead.phone || UI.noPhone}</span>
      </div>
      <div className="studio-lead-row__origin">
        <span>{originLine(lead)}</span>
        <span className="studio-help">
          {UI.language}: {languageName(lead.lang)}
          {lead.calculator ? ` · ${UI.estimate}: ${lead.calculator.estimate}` : ''}
        </span>
      </div>
      <p className="studio-lead-row__message">
        {lead.messageErasedAt !== null ? <em>{UI.messageErased(when(lead.messageErasedAt))}</em> : lead.message}
      </p>
      <div className="studio-lead-row__state">
        <span className="studio-badge" data-stage={lead.stage}>
          {stageName(lead.stage)}
        </span>
        <span className="studio-help">{lead.assigneeName || F.nobody}</span>
      </div>
    </li>
  )
}

function OverdueBanner({ onShow }: { onShow(): void }) {
  const [count, setCount] = useState(0)
  useEffect(() => void leadsApi.overdue().then((a) => a.ok && setCount(a.body.count)), [])
  if (!count) return null
  return (
    <div className="studio-inbox__overdue" role="status">
      <p>{UI.overdueCount(count)}</p>
      <button type="button" className="studio-btn studio-btn--small" onClick={onShow}>
        {UI.showOverdue}
      </button>
    </div>
  )
}

export function LeadsList({ meta, onOpen }: { meta: InboxMeta; onOpen(id: number): void }) {
  const [query, setQuery] = useQuery()
  const { leads, total, next, error, more } = useLeads(query)
  return (
    <section className="studio-inbox__list" aria-labelledby="studio-inbox-title">
      <h2 id="studio-inbox-title">{UI.title}</h2>
      <p className="studio-help">{UI.help}</p>
      <OverdueBanner onShow={() => setQuery({ vaihe: 'myohassa' })} />
      <Filters meta={meta} query={query} setQuery={setQuery} />
      <div className="studio-inbox__count">
        <p role="status" aria-live="polite">
          {leads ? UI.count(total) : UI.loading}
        </p>
        <div className="studio-inbox__exports">
          <a className="studio-btn" href={leadsApi.xlsxUrl(query)} download title={UI.exportXlsxHelp}>
            {UI.exportXlsx}
          </a>
          <a className="studio-btn" href={leadsApi.csvUrl(query)} download title={UI.exportHelp}>
            {UI.exportCsv}
          </a>
        </div>
      </div>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {leads && leads.length === 0 && <p>{UI.none}</p>}
      {leads && leads.length > 0 && (
        <ul className="studio-lead-rows">
          {leads.map((l) => (
            <LeadRow key={l.id} lead={l} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {next !== null && (
        <button type="button" className="studio-btn" onClick={() => void more()}>
          {UI.more}
        </button>
      )}
    </section>
  )
}
