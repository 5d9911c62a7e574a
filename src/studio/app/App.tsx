/**
 * The studio's browser app: the document list, the editor (generated form,
 * sections, Markdown, raw view), the validator's findings, the live preview,
 * the changes view and "new page". Documents being edited live here until
 * saved; every edit is checked by the server against the whole content.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { STUDIO_UI as UI } from '../../ui/strings.fi.js'
import { parseDocumentText, serializeDocument, type EditableDocument } from '../document-format.js'
import { sameFindings } from '../form-mapping.js'
import type { Bootstrap, CheckResponse, DocumentEntry } from '../studio-api.js'
import { api } from './api.js'
import { ChangesView } from './ChangesView.js'
import { DocumentEditor } from './DocumentEditor.js'
import { DocumentList } from './DocumentList.js'
import { NewPageForm } from './NewPageForm.js'
import { Preview } from './Preview.js'
import { postPreview } from './preview-channel.js'

export interface OpenDoc {
  file: string
  /** Text on disk ('' for a new document not saved yet). */
  original: string
  /** The template a new document started from (its formatting guides the first save). */
  template?: string
  /** A new document's kind and route (the list knows the others). */
  fresh?: Pick<DocumentEntry, 'kind' | 'route'>
  doc: EditableDocument | null
  /** What Save writes. */
  text: string
  check?: CheckResponse
  /** Last preview that rendered, and the edit it answers. */
  html: string | null
  htmlStamp: number
}

export const isDirty = (d: OpenDoc) => d.text !== d.original

type View = 'editor' | 'changes' | 'new'

export function App() {
  const [boot, setBoot] = useState<Bootstrap | null>(null)
  const [docs, setDocs] = useState<Record<string, OpenDoc>>({})
  const [current, setCurrent] = useState<string | null>(null)
  const [view, setView] = useState<View>('editor')
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const docsRef = useRef(docs)
  docsRef.current = docs
  const currentRef = useRef(current)
  currentRef.current = current

  useEffect(() => {
    api.bootstrap().then(setBoot, () => setError(UI.errors.network))
  }, [])

  // One check in flight; the newest edit waits and goes next (older ones are skipped).
  const checker = useRef({ busy: false, next: null as null | { file: string; text: string; stamp: number } })
  const check = useCallback(async (job: { file: string; text: string; stamp: number }) => {
    const c = checker.current
    if (c.busy) {
      c.next = job
      return
    }
    c.busy = true
    try {
      const result = await api.check(job.file, job.text)
      // The preview first: the frame shows the edit while React updates the editor.
      if (result.html !== null && job.file === currentRef.current) postPreview(result.html, job.stamp)
      // The findings and badges are not urgent: React renders them in slices, so the frame paints first and typing stays smooth.
      startTransition(() =>
        setDocs((all) => {
          const d = all[job.file]
          if (!d) return all
          return {
            ...all,
            [job.file]: {
              ...d,
              check: sameFindings(d.check, result),
              html: result.html ?? d.html,
              htmlStamp: result.html ? job.stamp : d.htmlStamp,
            },
          }
        }),
      )
    } catch {
      setError(UI.errors.network)
    } finally {
      c.busy = false
      const next = c.next
      c.next = null
      if (next) void check(next)
    }
  }, [])

  const open = useCallback(
    async (file: string) => {
      setView('editor')
      setCurrent(file)
      if (docsRef.current[file]) return
      const { text } = await api.document(file)
      setDocs((all) => ({
        ...all,
        [file]: { file, original: text, doc: parseDocumentText(file, text), text, html: null, htmlStamp: 0 },
      }))
      void check({ file, text, stamp: 0 })
    },
    [check],
  )

  const update = useCallback(
    (file: string, change: { doc: EditableDocument } | { raw: string }) => {
      const d = docsRef.current[file]
      if (!d) return
      const text = 'raw' in change ? change.raw : serializeDocument(file, change.doc, d.original || d.template)
      if (text === d.text) return
      const doc = 'raw' in change ? (parseDocumentText(file, change.raw) ?? d.doc) : change.doc
      docsRef.current = { ...docsRef.current, [file]: { ...d, text, doc } }
      // On top of whatever is pending (a check result rendered as a transition is kept).
      setDocs((all) => (all[file] ? { ...all, [file]: { ...all[file], text, doc } } : all))
      void check({ file, text, stamp: performance.now() })
    },
    [check],
  )

  const openFile = useCallback((file: string) => void open(file), [open])

  const save = useCallback(async (file: string) => {
    const d = docsRef.current[file]
    if (!d) return
    const result = await api.save(file, d.text)
    setDocs((all) => ({
      ...all,
      [file]: { ...all[file]!, check: result, original: result.saveable ? d.text : all[file]!.original },
    }))
    if (result.saveable && result.documents) {
      setBoot((b) => (b ? { ...b, documents: result.documents! } : b))
      setMessage(UI.saved)
    } else setMessage(result.error ?? UI.cannotSaveErrors)
  }, [])

  const created = useCallback(
    (file: string, text: string, fresh: Pick<DocumentEntry, 'kind' | 'route'>) => {
      setDocs((all) => ({
        ...all,
        [file]: {
          file,
          original: '',
          template: text,
          fresh,
          doc: parseDocumentText(file, text),
          text,
          html: null,
          htmlStamp: 0,
        },
      }))
      setCurrent(file)
      setView('editor')
      void check({ file, text, stamp: 0 })
    },
    [check],
  )

  const entries: DocumentEntry[] = useMemo(() => {
    if (!boot) return []
    const known = new Set(boot.documents.map((d) => d.file))
    const fresh = Object.values(docs).flatMap((d): DocumentEntry[] =>
      d.fresh && !known.has(d.file)
        ? [{ file: d.file, ...d.fresh, title: String(d.doc?.data.title ?? d.file), status: { errors: 0, warnings: 0 } }]
        : [],
    )
    return [...boot.documents, ...fresh]
  }, [boot, docs])

  if (!boot) return <p className="studio-loading">{error || UI.loading}</p>
  const doc = current ? docs[current] : undefined
  const entry = entries.find((e) => e.file === current)
  const dirty = Object.values(docs).filter(isDirty)

  return (
    <div className="studio">
      <header className="studio__bar">
        <h1>{UI.appTitle}</h1>
        <div className="studio__actions">
          <button type="button" className="studio-btn" aria-pressed={view === 'new'} onClick={() => setView('new')}>
            {UI.newPage.open}
          </button>
          <button
            type="button"
            className="studio-btn"
            aria-pressed={view === 'changes'}
            onClick={() => setView('changes')}
          >
            {UI.changes.open} ({dirty.length})
          </button>
        </div>
      </header>
      <nav className="studio__docs" aria-label={UI.documents}>
        <DocumentList entries={entries} docs={docs} current={current} onOpen={openFile} />
      </nav>
      <main className="studio__main" id="studio-main">
        {error && (
          <p role="alert" className="studio-error">
            {error}
          </p>
        )}
        {view === 'new' && (
          <NewPageForm kinds={boot.kinds} groups={boot.groups} onCreated={created} onCancel={() => setView('editor')} />
        )}
        {view === 'changes' && (
          <ChangesView unsaved={dirty} onOpen={(f) => void open(f)} onClose={() => setView('editor')} />
        )}
        {view === 'editor' &&
          (doc && entry ? (
            <DocumentEditor
              key={doc.file}
              boot={boot}
              entry={entry}
              doc={doc}
              message={message}
              onMessage={setMessage}
              onChange={update}
              onSave={save}
            />
          ) : (
            <p className="studio-help">{current ? UI.loading : UI.chooseDocument}</p>
          ))}
      </main>
      <aside className="studio__preview" aria-label={UI.preview.title}>
        {doc && entry && (
          <Preview
            title={entry.title}
            html={doc.html}
            stamp={doc.htmlStamp}
            stale={Boolean(doc.check && !doc.check.html && doc.html)}
            noPage={!entry.route}
          />
        )}
      </aside>
    </div>
  )
}
