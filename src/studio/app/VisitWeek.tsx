/**
 * "Viikko" (issue 49): the booked site visits of a Helsinki week, Monday to Sunday, each day's visits
 * by person with their times, each a link to its lead; the weeks before and after and this week; the
 * day the clocks change says so. Seven columns on a wide screen, a list of days on a phone (one
 * list, laid out by the stylesheet). Below, the person's own calendar subscription (decision 415).
 */
import { useEffect, useState } from 'react'
import { visitClockText, visitDayText } from '../../booking/visit-time.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { FeedState, WeekAnswer, WeekDay, WeekVisit } from '../visits/calendar-api.js'
import { day } from './lead-format.js'
import { isoWeek, middayOf, visitsApi } from './visits-api.js'

const W = STUDIO_UI.week

function VisitLink({ visit, showPerson, onOpen }: { visit: WeekVisit; showPerson: boolean; onOpen(id: number): void }) {
  return (
    <li className="studio-week__visit">
      <a
        href={`/yhteydenotot/${visit.leadId}`}
        onClick={(e) => {
          e.preventDefault()
          onOpen(visit.leadId)
        }}
      >
        <time dateTime={visit.startIso}>
          {visitClockText(visit.start, 'fi')}–{visitClockText(visit.end, 'fi')}
        </time>{' '}
        <strong>{visit.name}</strong>
      </a>
      <span className="studio-week__where">{visit.address}</span>
      {showPerson && (
        <span className="studio-week__person">
          {W.person}: {visit.personName}
        </span>
      )}
    </li>
  )
}

function Day({
  d,
  today,
  visits,
  showPerson,
  onOpen,
}: {
  d: WeekDay
  today: boolean
  visits: WeekVisit[]
  showPerson: boolean
  onOpen(id: number): void
}) {
  const id = `studio-week-${d.date}`
  return (
    <li className="studio-week__day" aria-labelledby={id} aria-current={today ? 'date' : undefined}>
      <h3 id={id} className="studio-week__date">
        {visitDayText(middayOf(d.date), 'fi', 'day')}
        {today && <span className="studio-badge">{W.todayMark}</span>}
      </h3>
      {d.clockChange && (
        <p className="studio-week__clock" role="note">
          {W.clock[d.clockChange]}
        </p>
      )}
      {visits.length ? (
        <ul className="studio-week__visits">
          {visits.map((v) => (
            <VisitLink key={v.leadId} visit={v} showPerson={showPerson} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <p className="studio-week__empty">{W.noneDay}</p>
      )}
    </li>
  )
}

function WeekNav({ week, onWeek }: { week: WeekAnswer; onWeek(from?: string): void }) {
  return (
    <nav className="studio-week__nav" aria-label={W.nav}>
      <button type="button" className="studio-btn" onClick={() => onWeek(week.previous)}>
        ← {W.previous}
      </button>
      <button type="button" className="studio-btn" onClick={() => onWeek(undefined)}>
        {W.today}
      </button>
      <button type="button" className="studio-btn" onClick={() => onWeek(week.next)}>
        {W.next} →
      </button>
    </nav>
  )
}

/** The week's address: /yhteydenotot/viikko?alkaa=2026-03-23 (this week without it). */
const fromOfAddress = () => new URLSearchParams(location.search).get('alkaa') ?? undefined

export function VisitWeek({ owner, onOpen }: { owner: boolean; onOpen(id: number): void }) {
  const [from, setFrom] = useState<string | undefined>(fromOfAddress)
  const [week, setWeek] = useState<WeekAnswer | null>(null)
  const [person, setPerson] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    void visitsApi.week(from).then(
      (a) => {
        setError(a.ok ? '' : (a.body.error ?? STUDIO_UI.errors.network))
        if (a.ok) setWeek(a.body)
      },
      () => setError(STUDIO_UI.errors.network),
    )
  }, [from])
  const go = (next?: string) => {
    history.replaceState(null, '', `${location.pathname}${next ? `?alkaa=${next}` : ''}`)
    setFrom(next)
  }
  const shown = week?.visits.filter((v) => !person || v.person === person) ?? []
  return (
    <section className="studio-week" aria-labelledby="studio-week-title">
      <h2 id="studio-week-title">
        {week ? W.title(isoWeek(week.from)) : W.heading}
        {week && (
          <span className="studio-week__range"> {W.range(day(middayOf(week.from)), day(middayOf(week.to)))}</span>
        )}
      </h2>
      <p className="studio-help">{W.help}</p>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {!week && !error && <p className="studio-help">{STUDIO_UI.leads.loading}</p>}
      {week && (
        <>
          <div className="studio-week__tools">
            <WeekNav week={week} onWeek={go} />
            {week.people.length > 1 && (
              <label className="studio-week__filter">
                <span>{W.person}</span>
                <select value={person} onChange={(e) => setPerson(e.target.value)}>
                  <option value="">{STUDIO_UI.leads.filters.all}</option>
                  {week.people.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <p className="studio-week__count" role="status">
            {shown.length ? W.count(shown.length) : W.none}
          </p>
          <ol className="studio-week__days">
            {week.days.map((d) => (
              <Day
                key={d.date}
                d={d}
                today={d.date === week.today}
                visits={shown.filter((v) => v.startIso.slice(0, 10) === d.date)}
                showPerson={week.people.length > 1}
                onOpen={onOpen}
              />
            ))}
          </ol>
        </>
      )}
      <FeedPanel owner={owner} />
    </section>
  )
}

/** The person's calendar subscription: made, renewed (the old address stops working) or removed. */
function FeedPanel({ owner }: { owner: boolean }) {
  const [feed, setFeed] = useState<FeedState | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => {
    void visitsApi.feed().then((a) => a.ok && setFeed(a.body))
  }, [])
  const act = async (call: () => ReturnType<typeof visitsApi.renewFeed>, done: string, ask?: string) => {
    if (ask && !window.confirm(ask)) return
    const a = await call()
    if (!a.ok) return setStatus({ ok: false, text: a.body.error ?? STUDIO_UI.errors.network })
    setFeed(a.body)
    setStatus({ ok: true, text: done })
  }
  return (
    <section className="studio-week__feed" aria-labelledby="studio-feed-title">
      <h3 id="studio-feed-title">{W.feed.title}</h3>
      <p className="studio-help">{owner ? W.feed.helpOwner : W.feed.helpOwn}</p>
      <p className="studio-help">{W.feed.secret}</p>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'studio-ok' : 'studio-error'}>
          {status.text}
        </p>
      )}
      {feed && <p>{feed.active && feed.createdAt ? W.feed.active(day(feed.createdAt)) : W.feed.none}</p>}
      {feed?.url && (
        <label className="studio-week__feed-url">
          <span>{W.feed.address}</span>
          <input type="text" readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      {feed && (
        <div className="studio-lead__actions">
          {feed.active ? (
            <>
              <button
                type="button"
                className="studio-btn"
                onClick={() => void act(visitsApi.renewFeed, W.feed.created, W.feed.renewConfirm)}
              >
                {W.feed.renew}
              </button>
              <button
                type="button"
                className="studio-btn studio-btn--danger"
                onClick={() => void act(visitsApi.revokeFeed, W.feed.revoked, W.feed.revokeConfirm)}
              >
                {W.feed.revoke}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="studio-btn studio-btn--primary"
              onClick={() => void act(visitsApi.renewFeed, W.feed.created)}
            >
              {W.feed.create}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
