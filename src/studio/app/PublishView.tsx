/**
 * "Julkaise" (decision 192): what will change (the pages in words and the
 * saved files' diff), the author's message and name (git config's, or asked
 * once and remembered in this browser), then the server validates, commits
 * and pushes (src/studio/publish.ts).
 */
import { type FormEvent, useEffect, useState } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import type { PublishPlan } from '../publish.js'
import type { ChangeEntry } from '../studio-api.js'
import { api } from './api.js'
import { DiffView } from './ChangesView.js'

const UI = STUDIO_UI.publish
const AUTHOR_KEY = 'studio-author'

function rememberedAuthor(): { name: string; email: string } {
  try {
    const saved = JSON.parse(localStorage.getItem(AUTHOR_KEY) ?? '{}') as { name?: unknown; email?: unknown }
    return { name: String(saved.name ?? ''), email: String(saved.email ?? '') }
  } catch {
    return { name: '', email: '' }
  }
}

function WhatChanges({ plan, diffs }: { plan: PublishPlan; diffs: ChangeEntry[] }) {
  return (
    <>
      <h3>{UI.changed}</h3>
      {plan.files.length === 0 ? (
        <p>{UI.nothing}</p>
      ) : (
        <ul className="studio-publish__summary">
          {plan.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {diffs.length > 0 && (
        <details>
          <summary>{UI.diff}</summary>
          {diffs.map((c) => (
            <div key={c.file} className="studio-change" data-file={c.file}>
              <h4>{c.file}</h4>
              <DiffView text={c.diff} />
            </div>
          ))}
        </details>
      )}
    </>
  )
}

function AuthorFields({
  author,
  setAuthor,
}: {
  author: { name: string; email: string }
  setAuthor(a: typeof author): void
}) {
  return (
    <>
      <label htmlFor="studio-publish-name">{UI.name}</label>
      <input
        id="studio-publish-name"
        autoComplete="name"
        value={author.name}
        onChange={(e) => setAuthor({ ...author, name: e.target.value })}
      />
      <label htmlFor="studio-publish-email">{UI.email}</label>
      <input
        id="studio-publish-email"
        type="email"
        autoComplete="email"
        aria-describedby="studio-publish-author-help"
        value={author.email}
        onChange={(e) => setAuthor({ ...author, email: e.target.value })}
      />
      <p className="studio-help" id="studio-publish-author-help">
        {UI.authorHelp}
      </p>
    </>
  )
}

function usePublish() {
  const [plan, setPlan] = useState<PublishPlan | null>(null)
  const [diffs, setDiffs] = useState<ChangeEntry[]>([])
  const [author, setAuthor] = useState(rememberedAuthor)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const load = () => {
    api.publishPlan().then(setPlan, (e: Error) => setResult({ ok: false, message: e.message }))
    api.changes().then(
      (c) => setDiffs(c.changes),
      () => setDiffs([]),
    )
  }
  useEffect(load, [])
  const run = async (message: string) => {
    setBusy(true)
    const asked = author.name.trim() && author.email.trim() ? author : undefined
    if (asked) localStorage.setItem(AUTHOR_KEY, JSON.stringify(asked))
    try {
      setResult(await api.publish(message, asked))
    } catch (e) {
      setResult({ ok: false, message: (e as Error).message })
    }
    setBusy(false)
    load()
  }
  return { plan, diffs, author, setAuthor, result, busy, run }
}

export function PublishView({ unsaved, onClose }: { unsaved: number; onClose(): void }) {
  const { plan, diffs, author, setAuthor, result, busy, run } = usePublish()
  const [message, setMessage] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void run(message).then(() => setMessage(''))
  }
  return (
    <section className="studio-changes studio-publish" aria-labelledby="studio-publish-title">
      <div className="studio-editor__head">
        <h2 id="studio-publish-title">{UI.title}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {STUDIO_UI.changes.close}
        </button>
      </div>
      <p className="studio-help">{UI.help}</p>
      {unsaved > 0 && <p className="studio-help">{UI.unsavedFirst}</p>}
      <p role="status" className={result && !result.ok ? 'studio-error' : undefined} id="studio-publish-result">
        {busy ? UI.publishing : (result?.message ?? '')}
      </p>
      {plan && !plan.git && <p>{STUDIO_UI.changes.noGit}</p>}
      {plan?.git && <WhatChanges plan={plan} diffs={diffs} />}
      {plan?.git && plan.files.length > 0 && (
        <form className="studio-new" onSubmit={submit} noValidate>
          <label htmlFor="studio-publish-message">{UI.message}</label>
          <input
            id="studio-publish-message"
            required
            aria-describedby="studio-publish-message-help"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <p className="studio-help" id="studio-publish-message-help">
            {UI.messageHelp}
          </p>
          {plan.author && !author.name && (
            <p className="studio-help">{UI.authorFromGit(plan.author.name, plan.author.email)}</p>
          )}
          <AuthorFields author={author} setAuthor={setAuthor} />
          <div className="studio-new__actions">
            <button type="submit" className="studio-btn studio-btn--primary" disabled={busy}>
              {UI.submit}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
