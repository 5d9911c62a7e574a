/**
 * "Julkaise" (issue 29, issue 31 point 2): the saved changes one by one in
 * words ("Palvelu: Kylpyhuoneremontti – Hinta muutettu"), each chosen on its
 * own; what must go with it is chosen with it and said; a change with an error
 * cannot be chosen and links to its field; a change the role may not publish
 * says so. The message is kept in this tab whatever happens. Publishing shows
 * its steps until the site is live (src/studio/releases/publisher.ts), or
 * publishes later at a chosen time.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react'
import type { PendingChange } from '../releases/publish.js'
import { initialChoice, withRequirements } from '../releases/publish-choice.js'
import type { PublishJob } from '../releases/publish-job.js'
import { STUDIO_UI } from '../strings.fi.js'
import { releasesApi, type PublishState } from './api.js'
import { PublishProgress, useJob } from './PublishProgress.js'
import { ScheduleForm } from './ScheduleForm.js'
import { onStudioEvent } from './studio-events.js'

const UI = STUDIO_UI.publishList
const MESSAGE_KEY = 'studio-publish-message'

function ChangeRow(props: {
  change: PendingChange
  checked: boolean
  required: boolean
  titles: Map<string, string>
  onToggle(file: string): void
  onOpen(file: string): void
}) {
  const { change: c, checked, required, titles } = props
  const id = `studio-pub-${c.file.replace(/[^\w-]/g, '-')}`
  const reason = c.error
    ? (c.error.left ? UI.hasPlaceholder : UI.hasErrors)(c.error.place)
    : !c.allowed
      ? UI.notYours
      : ''
  return (
    <li className="studio-pending" data-file={c.file}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={Boolean(reason) || required}
        aria-describedby={`${id}-words`}
        onChange={() => props.onToggle(c.file)}
      />
      <label htmlFor={id}>
        <strong>{c.title}</strong> – <span id={`${id}-words`}>{c.words}</span>
        {c.route && <span className="studio-help"> {c.route}</span>}
      </label>
      {c.by.length > 0 && !c.mine && <p className="studio-help">{UI.changedBy(c.by.join(', '))}</p>}
      {c.requires.length > 0 && (
        <p className="studio-help">{UI.dependsOn(c.requires.map((r) => titles.get(r) ?? r).join(', '))}</p>
      )}
      {reason && (
        <p className="studio-error">
          {reason}{' '}
          {c.error && (
            <button type="button" className="studio-btn studio-btn--small" onClick={() => props.onOpen(c.file)}>
              {UI.openField}
            </button>
          )}
        </p>
      )}
    </li>
  )
}

function usePublishState() {
  const [state, setState] = useState<PublishState | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    releasesApi.pending().then(
      (a) => (a.ok ? setState(a.body) : setError(a.body.error ?? STUDIO_UI.errors.network)),
      () => setError(STUDIO_UI.errors.network),
    )
  }, [])
  useEffect(load, [load])
  // A publish started or ended in any tab (the server's events, issue 45): what is pending and its checks again.
  useEffect(() => onStudioEvent('published', load), [load])
  return { state, error, setError, load }
}

/** The pending changes with their boxes, the message and the buttons. */
function ChoiceForm(props: {
  changes: PendingChange[]
  all: Set<string>
  chosen: Set<string>
  titles: Map<string, string>
  message: string
  setMessage(m: string): void
  running: boolean
  release: boolean
  onToggle(file: string): void
  onOpen(file: string): void
  onSubmit(e: FormEvent): void
}) {
  const { changes, all, chosen, titles, message, setMessage, running } = props
  const toggle = props.onToggle
  const submit = props.onSubmit
  return (
    <form className="studio-new" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{STUDIO_UI.publish.changed}</legend>
        <ul className="studio-publish__summary">
          {changes.map((c) => (
            <ChangeRow
              key={c.file}
              change={c}
              checked={all.has(c.file)}
              required={all.has(c.file) && !chosen.has(c.file)}
              titles={titles}
              onToggle={toggle}
              onOpen={props.onOpen}
            />
          ))}
        </ul>
        <p className="studio-help" role="status">
          {UI.selected(all.size)}
        </p>
      </fieldset>
      <label htmlFor="studio-publish-message">{UI.message}</label>
      <input
        id="studio-publish-message"
        required
        aria-describedby="studio-publish-message-help"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <p className="studio-help" id="studio-publish-message-help">
        {UI.messageHelp} {UI.messageKept}
      </p>
      <div className="studio-new__actions">
        <button type="submit" className="studio-btn studio-btn--primary" disabled={running || all.size === 0}>
          {UI.submit}
        </button>
      </div>
      {props.release && <ScheduleForm files={[...all]} message={message} />}
    </form>
  )
}

export function PublishView(props: { unsaved: number; onClose(): void; onOpen(file: string): void }) {
  const { state, error, setError, load } = usePublishState()
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  // Her own changes are chosen when the list first comes (issue 45); later loads keep her choice.
  const [prechosen, setPrechosen] = useState(false)
  useEffect(() => {
    if (!state || prechosen) return
    setPrechosen(true)
    setChosen(new Set(initialChoice(state.changes)))
  }, [state, prechosen])
  const [message, setMessage] = useState(() => sessionStorage.getItem(MESSAGE_KEY) ?? '')
  const [started, setStarted] = useState<PublishJob | null>(null)
  const job = useJob(started ?? state?.job ?? null, load)
  const changes = state?.changes ?? []
  const all = useMemo(() => new Set(withRequirements(chosen, changes)), [chosen, changes])
  const titles = useMemo(() => new Map(changes.map((c) => [c.file, c.title])), [changes])
  useEffect(() => sessionStorage.setItem(MESSAGE_KEY, message), [message])
  const toggle = (file: string) =>
    setChosen((set) => {
      const next = new Set(set)
      if (!next.delete(file)) next.add(file)
      return next
    })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setError('')
    const answer = await releasesApi.publish([...all], message)
    if (!answer.ok) return setError(answer.body.error ?? STUDIO_UI.errors.network)
    setStarted(answer.body.job)
    setChosen(new Set())
  }
  const running = job?.state === 'running'
  return (
    <section className="studio-changes studio-publish" aria-labelledby="studio-publish-title">
      <div className="studio-editor__head">
        <h2 id="studio-publish-title">{UI.title}</h2>
        <button type="button" className="studio-btn" onClick={props.onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      <p className="studio-help">{state?.mode === 'commit' ? UI.helpLocal : UI.help}</p>
      {props.unsaved > 0 && <p className="studio-help">{STUDIO_UI.publish.unsavedFirst}</p>}
      {error && (
        <p role="alert" className="studio-error" id="studio-publish-refused">
          {error}
        </p>
      )}
      {job && <PublishProgress job={job} onOpen={(file) => props.onOpen(file)} />}
      {state && changes.length === 0 && <p>{UI.none}</p>}
      {changes.length > 0 && (
        <ChoiceForm
          changes={changes}
          all={all}
          chosen={chosen}
          titles={titles}
          message={message}
          setMessage={setMessage}
          running={running}
          release={state?.mode === 'release'}
          onToggle={toggle}
          onOpen={props.onOpen}
          onSubmit={submit}
        />
      )}
    </section>
  )
}
