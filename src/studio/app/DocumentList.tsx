/**
 * The content folder's documents by collection, with a search box and each one's validation status, by
 * need (decision 322): the server searches and answers one page of each collection; "Näytä lisää" asks
 * for a collection's next page. What the browser holds grows with what the author looks at, not the site.
 */
import { memo, useEffect, useId, useRef, useState } from 'react'
import { LIST_ORDER, matches } from '../document-list.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { DocumentEntry, DocumentGroups, QueuedTranslation } from '../studio-api.js'
import { languageName } from './TranslationFields.js'
import { api } from './api.js'
import { isDirty, type OpenDoc } from './open-doc.js'

interface Props {
  /** The start-up's answer: one page of each collection. */
  first: DocumentGroups
  /** Raised after every save: the list asks again for what it shows (titles and badges may have changed). */
  refresh: number
  /** New documents not saved yet (listed in their collection). */
  fresh: DocumentEntry[]
  docs: Record<string, OpenDoc>
  current: string | null
  onOpen(file: string, entry?: DocumentEntry): void
  /** Who else has each document open (issue 29). */
  presence?: Record<string, string[]>
}

interface RowProps {
  entry: DocumentEntry
  file: string
  title: string
  errors: number
  warnings: number
  unsaved: boolean
  current: boolean
  onOpen(file: string, entry: DocumentEntry): void
  others?: string
}

/** One document's button; memoised on plain values, so an edit re-renders only its own row. */
const DocumentRow = memo(function DocumentRow({
  entry,
  file,
  title,
  errors,
  warnings,
  unsaved,
  current,
  onOpen,
  others,
}: RowProps) {
  return (
    <li>
      <button
        type="button"
        className="studio-doc"
        aria-current={current ? 'page' : undefined}
        data-file={file}
        onClick={() => onOpen(file, entry)}
      >
        <span className="studio-doc__title">{title}</span>
        {entry.route && <span className="studio-doc__file">{entry.route}</span>}
        <span className="studio-doc__status">
          {errors > 0 && <span className="studio-badge studio-badge--error">{UI.status.errors(errors)}</span>}
          {warnings > 0 && <span className="studio-badge studio-badge--warning">{UI.status.warnings(warnings)}</span>}
          {!errors && !warnings && <span className="studio-badge studio-badge--ok">{UI.status.ok}</span>}
          {unsaved && <span className="studio-badge">{UI.status.unsaved}</span>}
          {others && <span className="studio-badge studio-badge--presence">{UI.releases.presenceList(others)}</span>}
        </span>
      </button>
    </li>
  )
})

type Group = DocumentGroups['groups'][number]

/** The answer with the unsaved new documents the search matches put in their collections. */
function withFresh(list: DocumentGroups, fresh: DocumentEntry[]): Group[] {
  const listed = new Set(list.groups.flatMap((g) => g.documents.map((d) => d.file)))
  const extra = fresh.filter((e) => matches(e, list.q) && !listed.has(e.file))
  return LIST_ORDER.flatMap((kind) => {
    const group = list.groups.find((g) => g.kind === kind)
    const mine = extra.filter((e) => e.kind === kind)
    if (!mine.length) return group ? [group] : []
    const base = group ?? { kind, count: 0, offset: 0, documents: [] }
    return [{ ...base, count: base.count + mine.length, documents: [...base.documents, ...mine] }]
  })
}

/** While the server searches: the documents already shown that match, at once (its answer adds the rest). */
function shownMatches(list: DocumentGroups, q: string): DocumentGroups {
  const groups = list.groups.flatMap((g) => {
    const documents = g.documents.filter((e) => matches(e, q))
    return documents.length ? [{ ...g, count: documents.length, offset: 0, documents }] : []
  })
  return { q, total: groups.reduce((n, g) => n + g.count, 0), groups }
}

/**
 * The list the server answers for the search box: asked again for a new search (50 ms after the last
 * keystroke; a late answer to an older search is dropped) or after a save (what is shown, at once).
 */
function useDocumentGroups(first: DocumentGroups, query: string, refresh: number) {
  const [list, setList] = useState(first)
  const [error, setError] = useState('')
  /** The first document of a page "Näytä lisää" brought: the keyboard's focus goes to it once it is on screen. */
  const [focus, setFocus] = useState<string | null>(null)
  useEffect(() => {
    if (!focus) return
    document.querySelector<HTMLElement>(`.studio-doc[data-file="${CSS.escape(focus)}"]`)?.focus()
    setFocus(null)
  }, [focus])
  const asked = useRef({ q: first.q, refresh, n: 0 })
  const listRef = useRef(list)
  listRef.current = list
  useEffect(() => {
    const q = query.trim()
    const a = asked.current
    if (q === a.q && refresh === a.refresh) return
    const sameSearch = q === a.q
    a.q = q
    a.refresh = refresh
    const n = ++a.n
    // A save keeps what is shown (every page asked for); a new search starts at each collection's first page.
    const shown = Math.max(1, ...listRef.current.groups.map((g) => g.documents.length))
    const timer = setTimeout(
      () =>
        void api.documents({ q, limit: sameSearch ? shown : undefined }).then(
          (next) => {
            if (n !== asked.current.n) return
            setList(next)
            setError('')
          },
          (e: Error) => n === asked.current.n && setError(e.message),
        ),
      sameSearch ? 0 : 50,
    )
    return () => clearTimeout(timer)
  }, [query, refresh])
  /** The next page of one collection, after the documents shown; its first document takes the focus. */
  const more = async (group: Group): Promise<void> => {
    const n = asked.current.n
    // From the server's documents only (the unsaved new ones shown with them are not on its pages).
    const shown = listRef.current.groups.find((g) => g.kind === group.kind)
    const offset = shown ? shown.offset + shown.documents.length : 0
    const page = await api.documents({ q: listRef.current.q, kind: group.kind, offset }).catch((e: Error) => {
      setError(e.message)
      return null
    })
    const next = page?.groups[0]
    if (!next || n !== asked.current.n) return
    setList((l) => ({
      ...l,
      groups: l.groups.map((g) =>
        g.kind === group.kind ? { ...g, count: next.count, documents: [...g.documents, ...next.documents] } : g,
      ),
    }))
    setFocus(next.documents[0]?.file ?? null)
  }
  return { list, error, more }
}

/** "Näytä lisää": a collection's next page; the keyboard's focus goes to its first new document. */
function MoreButton({ group, more }: { group: Group; more(group: Group): Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const left = group.count - group.offset - group.documents.length
  if (left <= 0) return null
  const onClick = async () => {
    setBusy(true)
    await more(group)
    setBusy(false)
  }
  return (
    <button
      type="button"
      className="studio-btn studio-btn--small studio-docgroup__more"
      aria-disabled={busy || undefined}
      onClick={() => !busy && void onClick()}
    >
      {UI.list.more} <span className="studio-muted">({UI.list.left(left)})</span>
    </button>
  )
}

/** A row's badges: the open document's last check, else the list's. */
function statusOf(e: DocumentEntry, open: OpenDoc | undefined) {
  return open?.check
    ? {
        errors: open.check.diagnostics.filter((d) => d.severity === 'error').length,
        warnings: open.check.diagnostics.filter((d) => d.severity === 'warning').length,
      }
    : e.status
}

function GroupList({ group, ...props }: Omit<Props, 'first' | 'refresh' | 'fresh'> & { group: Group }) {
  const { docs, current, onOpen, presence } = props
  return (
    <ul>
      {group.documents.map((e) => {
        const open = docs[e.file]
        const status = statusOf(e, open)
        return (
          <DocumentRow
            key={e.file}
            entry={e}
            file={e.file}
            title={e.title}
            errors={status.errors}
            warnings={status.warnings}
            unsaved={open ? isDirty(open) : false}
            current={current === e.file}
            onOpen={onOpen}
            others={presence?.[e.file]?.join(', ')}
          />
        )
      })}
    </ul>
  )
}

/** A translator's queue first (issue 45): her languages' pages not started or unfinished, each opened where she goes on. */
function TranslationQueue({ queue, onOpen }: { queue: QueuedTranslation[]; onOpen(file: string): void }) {
  if (!queue.length) return null
  const Q = UI.translations.queue
  return (
    <section aria-labelledby="studio-queue-title" className="studio-docgroup studio-queue">
      <h3 id="studio-queue-title">
        {Q.title} <span className="studio-muted">({queue.length})</span>
      </h3>
      <p className="studio-help">{Q.help}</p>
      <ul>
        {queue.map((q) => (
          <li key={q.target}>
            <button
              type="button"
              className="studio-doc studio-queue__item"
              data-queue={q.target}
              onClick={() => onOpen(q.state === 'missing' ? q.file : q.target)}
            >
              <span className="studio-doc__title">{q.title}</span>{' '}
              <span className="studio-badge">{Q[q.state](languageName(q.lang))}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function DocumentList({ first, refresh, fresh, ...props }: Props) {
  const [query, setQuery] = useState('')
  const hintId = useId()
  const { list, error, more } = useDocumentGroups(first, query, refresh)
  const searching = query.trim() !== list.q
  const groups = withFresh(searching ? shownMatches(list, query.trim()) : list, fresh)
  const total = groups.reduce((n, g) => n + g.count, 0)
  return (
    <>
      <h2 className="studio__docs-title">{UI.documents}</h2>
      <label htmlFor="studio-search">{UI.search}</label>
      <input
        id="studio-search"
        type="search"
        value={query}
        aria-describedby={hintId}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p id={hintId} className="studio-help">
        {UI.searchHint}
      </p>
      <p role="status" className="studio-help">
        {searching ? UI.list.searching : list.q && total > 0 ? UI.list.matches(total) : ''}
      </p>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      {total === 0 && !searching && <p role="status">{UI.noMatches}</p>}
      {!list.q && <TranslationQueue queue={list.queue ?? []} onOpen={props.onOpen} />}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`studio-group-${group.kind}`} className="studio-docgroup">
          <h3 id={`studio-group-${group.kind}`}>
            {UI.collections[group.kind]} <span className="studio-muted">({group.count})</span>
          </h3>
          <GroupList group={group} {...props} />
          <MoreButton group={group} more={more} />
        </section>
      ))}
    </>
  )
}
