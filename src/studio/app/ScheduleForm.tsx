/**
 * "Julkaise ajastetusti" (issue 29): the chosen changes published at a chosen
 * time (Finnish time), as they are now; the scheduled publishes with their
 * state, a waiting one cancellable.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Schedule } from '../store/studio-store.js'
import { STUDIO_UI } from '../strings.fi.js'
import { releasesApi } from './api.js'

const UI = STUDIO_UI.releases
const when = (at: number) =>
  new Intl.DateTimeFormat('fi-FI', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Helsinki' }).format(at)

type Listed = Schedule & { titles: string[] }

function useSchedules() {
  const [list, setList] = useState<Listed[]>([])
  const load = useCallback(() => {
    void releasesApi.schedules().then((a) => a.ok && setList(a.body.schedules))
  }, [])
  useEffect(load, [load])
  return { list, load }
}

export function ScheduleForm({ files, message }: { files: string[]; message: string }) {
  const [at, setAt] = useState('')
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const { list, load } = useSchedules()
  const schedule = async () => {
    const time = new Date(at).getTime()
    const answer = await releasesApi.schedule(files, message, Number.isFinite(time) ? time : 0)
    setResult({
      ok: answer.ok,
      text: answer.ok ? answer.body.message : (answer.body.error ?? STUDIO_UI.errors.network),
    })
    if (answer.ok) load()
  }
  const cancel = async (id: string) => {
    await releasesApi.cancelSchedule(id)
    load()
  }
  return (
    <details className="studio-schedule">
      <summary>{UI.scheduleOpen}</summary>
      <label htmlFor="studio-schedule-at">{UI.scheduleAt}</label>
      <input
        id="studio-schedule-at"
        type="datetime-local"
        value={at}
        aria-describedby="studio-schedule-help"
        onChange={(e) => setAt(e.target.value)}
      />
      <p className="studio-help" id="studio-schedule-help">
        {UI.scheduleHelp}
      </p>
      <button type="button" className="studio-btn" onClick={() => void schedule()} disabled={!files.length || !at}>
        {UI.scheduleSubmit}
      </button>
      <p role="status" className={result && !result.ok ? 'studio-error' : undefined}>
        {result?.text}
      </p>
      {list.length > 0 && (
        <>
          <h3>{UI.scheduleList}</h3>
          <ul className="studio-schedule__list">
            {list.map((s) => (
              <li key={s.id} data-state={s.state}>
                <strong>{when(s.runAt)}</strong> – {s.message} ({s.titles.join(', ')}):{' '}
                <span>{UI.scheduleStates[s.state]}</span>
                {s.result && s.state !== 'odottaa' && <span className="studio-help"> {s.result}</span>}
                {s.state === 'odottaa' && (
                  <button type="button" className="studio-btn studio-btn--small" onClick={() => void cancel(s.id)}>
                    {UI.scheduleCancel}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  )
}
