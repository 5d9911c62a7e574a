/**
 * "Julkaisuhistoria" (issue 29): every release with who, when, the message and
 * the pages changed in words; its changes field by field on demand; the one
 * live now marked; the owner returns the site to any kept release (asked once
 * more in the view itself, then followed to live like a publish).
 */
import { useCallback, useEffect, useState } from 'react'
import type { FieldChange } from '../field-changes.js'
import type { PublishJob } from '../releases/publish-job.js'
import type { ReleaseRecord } from '../store/studio-store.js'
import { releaseTimes } from '../releases/release-times.js'
import { STUDIO_UI } from '../strings.fi.js'
import { releasesApi, type ReleaseList } from './api.js'
import { FieldChangeList } from './FieldChangeList.js'
import { PublishProgress, useJob } from './PublishProgress.js'

const UI = STUDIO_UI.releases

function Diff({ id }: { id: string }) {
  const [files, setFiles] = useState<{ file: string; title: string; fields: FieldChange[] }[] | null>(null)
  useEffect(() => void releasesApi.diff(id).then((a) => setFiles(a.ok ? a.body.files : [])), [id])
  if (!files) return <p className="studio-help">{STUDIO_UI.loading}</p>
  if (!files.length) return <p className="studio-help">{UI.diffEmpty}</p>
  return (
    <div className="studio-diff-words">
      {files.map((f) => (
        <div key={f.file}>
          <h4>{f.title}</h4>
          <FieldChangeList fields={f.fields} />
        </div>
      ))}
    </div>
  )
}

function Release(props: {
  r: ReleaseRecord
  /** Its time as the list shows it (src/studio/releases/release-times.ts). */
  time: string
  live: boolean
  kept: boolean
  canRollback: boolean
  onRollback(id: string): void
}) {
  const { r } = props
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  return (
    <li className="studio-release" data-release={r.id} data-live={props.live || undefined}>
      <p>
        <strong>{props.time}</strong> – {r.person.replace(/ <.*>$/, '')}{' '}
        {props.live && <span className="studio-badge studio-badge--ok">{UI.liveNow}</span>}
      </p>
      <p>{r.kind === 'rollback' ? r.message : `”${r.message}”`}</p>
      {r.summary.length > 0 && (
        <ul className="studio-release__pages">
          {r.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="studio-btn studio-btn--small"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? UI.hideDiff : UI.showDiff}
      </button>{' '}
      {props.canRollback && !props.live && props.kept && !asking && (
        <button type="button" className="studio-btn studio-btn--small" onClick={() => setAsking(true)}>
          {UI.rollback}
        </button>
      )}
      {asking && (
        <div className="studio-confirm" role="group" aria-label={UI.rollback}>
          <p>{UI.confirmRollback(props.time)}</p>
          <button type="button" className="studio-btn studio-btn--primary" onClick={() => props.onRollback(r.id)}>
            {UI.rollback}
          </button>{' '}
          <button type="button" className="studio-btn" onClick={() => setAsking(false)}>
            {STUDIO_UI.photos.cancel}
          </button>
        </div>
      )}
      {open && <Diff id={r.id} />}
    </li>
  )
}

export function HistoryView({ canRollback, onClose }: { canRollback: boolean; onClose(): void }) {
  const [list, setList] = useState<ReleaseList | null>(null)
  const [error, setError] = useState('')
  const [started, setStarted] = useState<PublishJob | null>(null)
  const load = useCallback(() => void releasesApi.releases().then((a) => a.ok && setList(a.body)), [])
  useEffect(load, [load])
  const job = useJob(started, load)
  const rollback = async (id: string) => {
    const answer = await releasesApi.rollback(id)
    if (!answer.ok) return setError(answer.body.error ?? STUDIO_UI.errors.network)
    setError('')
    setStarted(answer.body.job)
  }
  const liveFolder = list?.live
  const times = releaseTimes(list?.releases.map((r) => r.at) ?? [])
  return (
    <section className="studio-changes studio-history" aria-labelledby="studio-history-title">
      <div className="studio-editor__head">
        <h2 id="studio-history-title">{UI.historyTitle}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      <p className="studio-help">{UI.historyHelp}</p>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {job && <PublishProgress job={job} />}
      {list && list.releases.length === 0 && <p>{UI.historyEmpty}</p>}
      <ol className="studio-history__list">
        {list?.releases.map((r, i) => {
          const folder = r.restores ?? r.id
          // The newest record of the live folder is the one live now.
          const live =
            folder === liveFolder && list.releases.findIndex((x) => (x.restores ?? x.id) === liveFolder) === i
          return (
            <Release
              key={r.id}
              r={r}
              time={times[i]!}
              live={live}
              kept={list.kept.includes(folder)}
              canRollback={canRollback}
              onRollback={(id) => void rollback(id)}
            />
          )
        })}
      </ol>
      {!canRollback && <p className="studio-help">{STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.rollback)}</p>}
    </section>
  )
}
