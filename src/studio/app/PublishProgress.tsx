/**
 * A publish or a rollback as the author follows it (issue 29): its steps
 * (validating, building, checking, live) each with its state, then the result
 * in words: "Julkaistu klo 14.32 – muutokset näkyvät sivustolla" with links to
 * the changed pages in every language and to the pages whose lists show them
 * (issue 43), or why nothing changed, each error at
 * its document and field. The backup push and the hook show their own state.
 */
import { useEffect, useRef, useState } from 'react'
import type { PublishJob } from '../releases/publish-job.js'
import { STUDIO_UI } from '../strings.fi.js'
import { releasesApi } from './api.js'

const UI = STUDIO_UI.releases

const settled = (j: PublishJob | null) =>
  !j || (j.state !== 'running' && !['running', 'waiting'].includes(j.push.state) && j.hook.state !== 'running')

/** Follows a job until it and its push and hook have ended (polling once a second). */
export function useJob(initial: PublishJob | null, onEnd?: (job: PublishJob) => void) {
  const [job, setJob] = useState(initial)
  const ended = useRef(onEnd)
  ended.current = onEnd
  useEffect(() => setJob(initial), [initial])
  useEffect(() => {
    if (settled(job)) return
    const timer = setTimeout(async () => {
      const next = (await releasesApi.status()).body.job
      if (next && job?.state === 'running' && next.state !== 'running') ended.current?.(next)
      setJob(next)
    }, 1000)
    return () => clearTimeout(timer)
  }, [job])
  return job
}

function Steps({ job }: { job: PublishJob }) {
  return (
    <ol className="studio-steps" aria-label={UI.running}>
      {job.steps.map((s) => (
        <li key={s.key} className={`studio-steps__step studio-steps__step--${s.state}`}>
          <span>{UI.steps[s.key]}</span> <span className="studio-steps__state">{UI.stepState[s.state]}</span>
        </li>
      ))}
    </ol>
  )
}

function Links({ job }: { job: PublishJob }) {
  if (!job.links.length) return null
  return (
    <>
      <h3>{UI.changedPages}</h3>
      <ul className="studio-publish__links">
        {job.links.map((l) => (
          <li key={`${l.lang}${l.route}`} lang={l.lang}>
            <span className="studio-badge">{UI.languageNames[l.lang]}</span>{' '}
            <a href={l.url} target="_blank" rel="noreferrer">
              {l.route}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The pages whose lists show what was published, each by its Finnish name and linked; and the menus (issue 43). */
function ShownLinks({ job }: { job: PublishJob }) {
  const shown = job.shown
  if (!shown || (!shown.links.length && !shown.menus.length)) return null
  return (
    <>
      <h3>{UI.shownPages}</h3>
      {shown.links.length > 0 && (
        <ul className="studio-publish__links studio-publish__shown">
          {shown.links.map((l) => (
            <li key={`${l.lang}${l.route}`}>
              <span className="studio-badge">{UI.languageNames[l.lang]}</span> {l.name}{' '}
              <a href={l.url} target="_blank" rel="noreferrer" lang={l.lang}>
                {l.route}
              </a>
            </li>
          ))}
        </ul>
      )}
      {shown.menus.length > 0 && (
        <p className="studio-help">{UI.shownMenus(shown.menus.map((l) => UI.languageNames[l]).join(', '))}</p>
      )}
    </>
  )
}

export function PublishProgress({ job, onOpen }: { job: PublishJob; onOpen?(file: string, pointer: string): void }) {
  const failed = job.state === 'failed'
  return (
    <div className="studio-progress" data-state={job.state}>
      <Steps job={job} />
      <p
        id="studio-publish-result"
        role={failed ? 'alert' : 'status'}
        className={failed ? 'studio-error' : job.state === 'done' ? 'studio-ok' : undefined}
      >
        {job.message}
      </p>
      {job.errors.length > 0 && (
        <ul className="studio-publish__errors">
          {job.errors.map((e) => (
            <li key={`${e.file}${e.pointer}${e.message}`}>
              <strong>{UI.errorAt(e.title, e.place)}</strong>: {e.message}{' '}
              {onOpen && (
                <button
                  type="button"
                  className="studio-btn studio-btn--small"
                  onClick={() => onOpen(e.file, e.pointer)}
                >
                  {STUDIO_UI.publishList.openField}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {job.problems.length > 0 && (
        <ul className="studio-publish__errors">
          {job.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {job.warnings.map((w) => (
        <p key={w} className="studio-error">
          {w}
        </p>
      ))}
      <Links job={job} />
      <ShownLinks job={job} />
      {job.hook.message && (
        <p className={job.hook.state === 'failed' ? 'studio-error' : 'studio-help'}>{job.hook.message}</p>
      )}
      {job.push.message && (
        <p className={job.push.state === 'failed' ? 'studio-error' : 'studio-help'}>{job.push.message}</p>
      )}
    </div>
  )
}
