/**
 * A lead's site visit on its page (issue 49): when, who makes it, where, whether the company has
 * confirmed it; confirm it, move it to one of the free times the visitors see, or cancel it. Each
 * change queues the visitor's e-mail in their language and writes the lead's history (the server does
 * both in one transaction); a time taken meanwhile answers "Aika ehdittiin juuri varata – valitse toinen".
 */
import { useEffect, useState, type FormEvent } from 'react'
import { visitClockText, visitDayText, visitTimeText } from '../../booking/visit-time.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { LeadVisitAnswer } from '../visits/calendar-api.js'
import type { Answer } from './api.js'
import { mondayOfDate, visitsApi } from './visits-api.js'

const V = STUDIO_UI.week.lead

/** The free times by day, for the picker's groups. */
function byDay(times: LeadVisitAnswer['times']) {
  const days = new Map<string, LeadVisitAnswer['times']>()
  for (const t of times) days.set(t.iso.slice(0, 10), [...(days.get(t.iso.slice(0, 10)) ?? []), t])
  return [...days.entries()]
}

function MoveForm({ times, onMove }: { times: LeadVisitAnswer['times']; onMove(iso: string): Promise<void> }) {
  const [start, setStart] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await onMove(start)
  }
  if (!times.length) return <p className="studio-help">{V.noTimes}</p>
  return (
    <form className="studio-lead__assign" onSubmit={(e) => void submit(e)}>
      <label>
        <span>{V.moveTo}</span>
        <select value={start} onChange={(e) => setStart(e.target.value)} aria-describedby="studio-visit-move-help">
          <option value="">–</option>
          {byDay(times).map(([date, list]) => (
            <optgroup key={date} label={visitDayText(list[0]!.start, 'fi', 'day')}>
              {list.map((t) => (
                <option key={t.iso} value={t.iso}>
                  {visitDayText(t.start, 'fi', 'dayShort')} {visitClockText(t.start, 'fi')}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <button type="submit" className="studio-btn">
        {V.moveSave}
      </button>
      <p className="studio-help" id="studio-visit-move-help">
        {V.moveHelp}
      </p>
    </form>
  )
}

/** The lead's visit, or nothing when the lead booked none. `onChanged`: the lead's history is new. */
export function LeadVisit({ id, onChanged }: { id: number; onChanged(): void }) {
  const [answer, setAnswer] = useState<LeadVisitAnswer | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => {
    void visitsApi.lead(id).then((a) => a.ok && setAnswer(a.body))
  }, [id])
  const act = async (call: Promise<Answer<LeadVisitAnswer>>) => {
    const a = await call
    if (!a.ok) return setStatus({ ok: false, text: a.body.error ?? STUDIO_UI.errors.network })
    setAnswer(a.body)
    setStatus({ ok: true, text: a.body.message ?? '' })
    onChanged()
  }
  const visit = answer?.visit
  if (!visit) return null
  return (
    <section className="studio-lead__section studio-lead__visit" aria-labelledby="studio-lead-visit">
      <h3 id="studio-lead-visit">{V.title}</h3>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'studio-ok' : 'studio-error'}>
          {status.text}
        </p>
      )}
      <dl className="studio-lead__facts">
        <dt>{V.when}</dt>
        <dd>
          <time dateTime={visit.startIso}>{visitTimeText(visit.start, visit.end, 'fi')}</time>
        </dd>
        <dt>{V.who}</dt>
        <dd>{visit.personName}</dd>
        <dt>{V.where}</dt>
        <dd>{visit.address}</dd>
      </dl>
      <p>
        <a href={`/yhteydenotot/viikko?alkaa=${mondayOfDate(visit.startIso.slice(0, 10))}`}>{V.openWeek}</a>
      </p>
      {visit.status === 'cancelled' ? (
        <p>
          <strong>{V.cancelled}</strong>
        </p>
      ) : (
        <>
          <p>{visit.confirmed ? V.confirmed : V.notConfirmed}</p>
          <div className="studio-lead__actions">
            {!visit.confirmed && (
              <button
                type="button"
                className="studio-btn studio-btn--primary"
                onClick={() => void act(visitsApi.confirm(id))}
              >
                {V.confirm}
              </button>
            )}
            <button
              type="button"
              className="studio-btn studio-btn--danger"
              onClick={() => window.confirm(V.cancelConfirm) && void act(visitsApi.cancel(id))}
            >
              {V.cancel}
            </button>
          </div>
          <h4>{V.move}</h4>
          <MoveForm
            times={answer.times}
            onMove={(iso) =>
              iso ? act(visitsApi.move(id, iso)) : Promise.resolve(setStatus({ ok: false, text: V.badTime }))
            }
          />
          <p className="studio-help">{V.mailHelp}</p>
        </>
      )}
    </section>
  )
}
