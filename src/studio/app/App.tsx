/**
 * The studio's browser app: the document list, the editor (generated form,
 * sections, Markdown, raw view), the validator's findings, the live preview,
 * the changes view and "new page". Documents being edited live here until
 * saved (and in the browser's storage, so a reload loses nothing); every edit
 * is checked by the server against the whole content.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TargetLang } from '../../i18n/languages.js'
import { previewRights } from '../auth/roles.js'
import { documentName } from '../document-name.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { Bootstrap, DocumentEntry, IndexEntry } from '../studio-api.js'
import { api, presence } from './api.js'
import { lazy, Suspense } from 'react'
import { ShareLink } from './ShareLink.js'
import { StudioBar } from './StudioBar.js'
import { OverdueNotice } from './OverdueNotice.js'
import { openedAtInbox, openInbox } from './leads-api.js'
import { homeView, type View } from './views.js'
import { DocumentEditor } from './DocumentEditor.js'
import { DocumentList } from './DocumentList.js'
import { allowExpert } from './expert.js'
import type { NewPageForm } from './NewPageForm.js'
import { applyChange, isDirty, openDoc, type OpenDoc } from './open-doc.js'
import { Preview } from './Preview.js'
import { languageName } from './TranslationFields.js'
import { savedMessage, useDocuments } from './use-documents.js'

type NewPageProps = Parameters<typeof NewPageForm>[0]

// Every view beside the editor is its own chunk, fetched when it is first opened (issue 29: lazy per view).
// biome-ignore lint/suspicious/noExplicitAny: each view keeps its own props type through M[K]
const named = <K extends string, M extends Record<K, React.ComponentType<any>>>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }))
const ChangesView = named(() => import('./ChangesView.js'), 'ChangesView')
const MediaView = named(() => import('./MediaView.js'), 'MediaView')
const NewPage = named(() => import('./NewPageForm.js'), 'NewPageForm')
const PublishView = named(() => import('./PublishView.js'), 'PublishView')
const HistoryView = named(() => import('./HistoryView.js'), 'HistoryView')
const PeopleView = named(() => import('./PeopleView.js'), 'PeopleView')
const AuditView = named(() => import('./AuditView.js'), 'AuditView')
const GuideView = named(() => import('./GuideView.js'), 'GuideView')
const AccountView = named(() => import('./AccountView.js'), 'AccountView')
const LeadsStudio = named(() => import('./LeadsStudio.js'), 'LeadsStudio')

/** Closing or reloading the tab with unsaved edits asks first. */
function useLeaveGuard(docs: Record<string, OpenDoc>) {
  useEffect(() => {
    if (!Object.values(docs).some(isDirty)) return
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = UI.drafts.leave
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [docs])
}

/** Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) undo and redo the open document; the rich text editor keeps its own. */
function useUndoKeys(step: (direction: 'undo' | 'redo') => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return
      if ((e.target as HTMLElement | null)?.closest?.('[contenteditable="true"]')) return
      const key = e.key.toLowerCase()
      if (key !== 'z' && key !== 'y') return
      e.preventDefault()
      step(key === 'y' || e.shiftKey ? 'redo' : 'undo')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [step])
}

/** Who else has which document open, told to and asked of the server every 20 seconds (server mode). */
function usePresence(enabled: boolean, current: string | null) {
  const [open, setOpen] = useState<Record<string, string[]>>({})
  useEffect(() => {
    if (!enabled) return
    const beat = () =>
      void presence(current).then(
        (a) => a.ok && setOpen(a.body.open),
        () => undefined,
      )
    beat()
    const timer = setInterval(beat, 20_000)
    return () => clearInterval(timer)
  }, [enabled, current])
  return open
}

/** The new documents not saved yet, as the list shows them. */
function freshEntries(docs: Record<string, OpenDoc>): DocumentEntry[] {
  return Object.values(docs).flatMap((d): DocumentEntry[] =>
    d.fresh
      ? [
          {
            file: d.file,
            ...d.fresh,
            title: d.fresh.title ?? String(d.doc?.data.title ?? d.file),
            status: { errors: 0, warnings: 0 },
          },
        ]
      : [],
  )
}

/** The editor's entries: the site's index (links, slugs taken, translations there are) and the new ones not saved yet. */
function indexEntries(index: IndexEntry[], fresh: DocumentEntry[]): IndexEntry[] {
  const known = new Set(index.map((d) => d.file))
  return [...index, ...fresh.filter((d) => !known.has(d.file))]
}

/**
 * The site's index, asked for when the editor first needs it (a document open, a new page, the photos),
 * not at start-up (decision 322), and again after each save.
 */
function useSiteIndex(needed: boolean, saves: number, onError: (message: string) => void) {
  const [index, setIndex] = useState<{ documents: IndexEntry[]; saves: number } | null>(null)
  const asked = useRef(-1)
  useEffect(() => {
    if (!needed || asked.current === saves) return
    asked.current = saves
    void api.index().then(
      (i) => setIndex({ documents: i.documents, saves }),
      (e: Error) => onError(e.message),
    )
  }, [needed, saves, onError])
  return index?.documents ?? []
}

/** The editor needs the site's index for an open document, a new page and the photos; only the content's roles may ask. */
const indexNeeded = (boot: Bootstrap | null, current: string | null, view: View) =>
  Boolean(boot?.me.permissions.includes('content')) && (current !== null || view === 'new' || view === 'media')

function useStudio() {
  const [boot, setBoot] = useState<Bootstrap | null>(null)
  const [view, setView] = useState<View>(openedAtInbox() ? 'leads' : 'editor')
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  // Only a role with the content follows saves and tells what it has open: the server refuses the others.
  const store = useDocuments(setError, setMessage, boot?.me.permissions.includes('content') ?? false)
  const { docs, docsRef, commit, current } = store
  useEffect(() => void api.bootstrap().then(setBoot, (e: Error) => setError(e.message)), [])
  useLeaveGuard(docs)
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      if (current && store.step(current, direction))
        setMessage(direction === 'undo' ? UI.history.undone : UI.history.redone)
    },
    [current, store.step],
  )
  useUndoKeys(step)
  const [listed, setListed] = useState<Record<string, IndexEntry>>({})
  const open = useCallback(
    (file: string, entry?: IndexEntry) => {
      if (entry) setListed((l) => (l[file] === entry ? l : { ...l, [file]: entry }))
      setError('') // a refusal of the document she leaves does not follow her to the next one (issue 45)
      setView('editor')
      void store.open(file).then((restored) => restored && setMessage(UI.drafts.restored))
    },
    [store.open],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const save = useCallback(async (file: string) => {
    const d = docsRef.current[file]
    if (!d) return
    // No answer, a refusal or a crash: the edits stay (and in the browser's draft), the reason in Finnish.
    const result = await api.save(file, d.text, d.version).catch((e: Error) => void setError(e.message))
    if (!result) return
    setError('')
    const latest = docsRef.current[file] ?? d
    if (result.theirs !== undefined) {
      commit({ ...latest, conflict: { theirs: result.theirs, version: result.version } }, false)
      return setMessage(result.error)
    }
    const saved = result.saveable && result.version !== undefined
    commit({ ...latest, check: result, ...(saved ? { original: d.text, version: result.version } : {}) }, false)
    store.setDocs((all) => ({ ...all, [file]: { ...all[file]!, check: result } }))
    if (saved) setSaves((n) => n + 1)
    setMessage(saved ? savedMessage(result) : (result.error ?? UI.cannotSaveErrors))
  }, [])
  const [saves, setSaves] = useState(0)
  const fresh = useMemo(() => freshEntries(docs), [docs])
  const index = useSiteIndex(indexNeeded(boot, current, view), saves, setError)
  const entries = useMemo(() => indexEntries(index, fresh), [index, fresh])
  /** The open document's entry: from the index, or from the list row it was opened by (before the index came). */
  const entryOf = (file: string | null) => (file ? (entries.find((e) => e.file === file) ?? listed[file]) : undefined)
  const [pane, setPane] = useState<Pane>('docs')
  const openAndEdit = useCallback(
    (file: string, entry?: IndexEntry) => {
      open(file, entry)
      setPane('form')
    },
    [open],
  )
  return {
    boot,
    view,
    setView,
    message,
    setMessage,
    error,
    store,
    step,
    open: openAndEdit,
    save,
    entries,
    fresh,
    saves,
    entryOf,
    pane,
    setPane,
  }
}

type Pane = 'docs' | 'form' | 'preview'

/** A click on a section in the preview: its card opened, scrolled to and focused (the form pane on a phone). */
function openSectionCard(sections: unknown, ids: string[]) {
  const index = Array.isArray(sections) ? sections.findIndex((s: { id?: unknown }) => ids.includes(String(s?.id))) : -1
  if (index < 0) return
  // Once the form pane is on screen (React renders it after this click), a few frames at most.
  const tryFocus = (framesLeft: number) => {
    const title = document.querySelector<HTMLButtonElement>(`[data-section-index="${index}"] .studio-section__title`)
    if (!title || title.offsetParent === null)
      return void (framesLeft > 0 && requestAnimationFrame(() => tryFocus(framesLeft - 1)))
    if (title.getAttribute('aria-expanded') === 'false') title.click()
    title.scrollIntoView({ block: 'center' })
    window.focus()
    title.focus()
  }
  requestAnimationFrame(() => tryFocus(30))
}

/** Below 48rem the studio is one column: these tabs choose the documents, the form or the preview. */
function PaneTabs({ pane, setPane }: { pane: Pane; setPane(p: Pane): void }) {
  return (
    <div role="group" aria-label={UI.panes.label} className="studio__panes">
      {(['docs', 'form', 'preview'] as const).map((p) => (
        <button
          key={p}
          type="button"
          className="studio-btn studio-btn--small"
          aria-pressed={pane === p}
          onClick={() => setPane(p)}
        >
          {UI.panes[p]}
        </button>
      ))}
    </div>
  )
}

/** "New page" done: the menu's new link first (unsaved), then the page itself becomes the open document. */
const onCreated =
  ({ store, setMessage, setView, setPane }: ReturnType<typeof useStudio>): NewPageProps['onCreated'] =>
  (file, text, fresh, menu) => {
    if (menu) store.commit(applyChange(openDoc(menu.file, menu.original, menu.version), { raw: menu.text }, Date.now()))
    store.created(file, text, fresh)
    // A service is in the menu by its group (issue 43); another page where the author put it, or nowhere.
    setMessage(fresh.kind === 'service' ? UI.newPage.inGroup : menu ? UI.newPage.inMenuDone : UI.newPage.notInMenu)
    setView('editor')
    setPane('form')
  }

/** A new translation started: opened unsaved, listed by its language and the Finnish title. */
const onTranslationStarted =
  (studio: ReturnType<typeof useStudio>) => (file: string, text: string, lang: TargetLang) => {
    const { store, setMessage } = studio
    const finnish = studio.entryOf(store.current)?.title ?? store.current ?? file
    const title = UI.translations.listTitle(languageName(lang), finnish)
    store.created(file, text, { kind: 'translation', route: undefined, title })
    setMessage(UI.translations.started(languageName(lang)))
  }

/** The views beside the editor: a new page, publishing, photos, changes. */
function OtherViews({
  studio,
  boot,
  dirty,
}: {
  studio: ReturnType<typeof useStudio>
  boot: Bootstrap
  dirty: OpenDoc[]
}) {
  const { setView, open, entries, store } = studio
  const home = homeView(boot.me.permissions)
  // 'editor' is where every view closes to: a role without the content is then at its own home view.
  const view = studio.view === 'editor' ? home : studio.view
  const close = () => setView('editor')
  const may = (p: Bootstrap['me']['permissions'][number]) => boot.me.permissions.includes(p)
  const views: Partial<Record<View, () => React.ReactNode>> = {
    new: () => (
      <NewPage
        documents={entries}
        kinds={boot.kinds}
        groups={boot.groups}
        menus={boot.menus}
        siteUrl={boot.siteUrl}
        onCreated={onCreated(studio)}
        onCancel={close}
      />
    ),
    publish: () => <PublishView unsaved={dirty.length} onClose={close} onOpen={open} />,
    media: () => (
      <MediaView
        docs={Object.values(store.docs)}
        entries={entries}
        onOpen={may('content') ? open : undefined}
        onClose={home === 'media' ? undefined : close}
        may={{ upload: may('photos.upload'), remove: may('photos.delete') }}
      />
    ),
    changes: () => <ChangesView unsaved={dirty} nameOf={nameOf(studio)} onOpen={open} onClose={close} />,
    history: () => <HistoryView canRollback={may('rollback') && boot.me.mode === 'server'} onClose={close} />,
    people: () => <PeopleView me={boot.me.id} onClose={close} />,
    audit: () => <AuditView onClose={close} />,
    guide: () => <GuideView onClose={close} />,
    account: () => <AccountView onClose={close} />,
  }
  const render = views[view]
  return render ? <Suspense fallback={<p className="studio-help">{UI.loading}</p>}>{render()}</Suspense> : null
}

/** The document list: its first page from the start-up, asked again after each save (decision 322). */
function DocumentsNav({
  studio,
  boot,
  others,
}: {
  studio: ReturnType<typeof useStudio>
  boot: Bootstrap
  others: Record<string, string[]>
}) {
  const { store, saves, fresh, open } = studio
  return (
    <nav className="studio__docs" aria-label={UI.documents}>
      <DocumentList
        first={boot.list}
        refresh={saves}
        fresh={fresh}
        docs={store.docs}
        current={store.current}
        onOpen={open}
        presence={others}
      />
    </nav>
  )
}

/** "Anna muokkaa tätä sivua": who else has the open document open (server mode). */
function PresenceNotice({ names }: { names: string[] | undefined }) {
  if (!names?.length) return null
  return (
    <p className="studio-presence" role="status">
      {UI.releases.presence(names.join(', '))}
    </p>
  )
}

/** The inbox, a page of its own; for a role whose home it is (myynti) there is no way back. */
function InboxPage({ me, onLeave }: { me: Bootstrap['me']; onLeave: () => void }) {
  return (
    <Suspense fallback={<p className="studio-loading">{UI.loading}</p>}>
      <LeadsStudio me={me} onLeave={homeView(me.permissions) === 'leads' ? undefined : onLeave} />
    </Suspense>
  )
}

/** The inbox, or the views of a role without the content (homeView); null for the editor. */
function pageBesideEditor(studio: ReturnType<typeof useStudio>, boot: Bootstrap) {
  const home = homeView(boot.me.permissions)
  if (studio.view === 'leads' || (studio.view === 'editor' && home === 'leads'))
    return <InboxPage me={boot.me} onLeave={() => studio.setView('editor')} />
  return home === 'editor' ? null : <ViewsPage studio={studio} boot={boot} />
}

/** The studio of a role without the content (a photographer's): the bar and its views, no editor. */
function ViewsPage({ studio, boot }: { studio: ReturnType<typeof useStudio>; boot: Bootstrap }) {
  return (
    <div className="studio studio--views">
      <StudioBar
        me={boot.me}
        view={studio.view === 'editor' ? homeView(boot.me.permissions) : studio.view}
        setView={studio.setView}
        unpublished={0}
      />
      <main className="studio__main" id="studio-main">
        {studio.error && (
          <p role="alert" className="studio-error">
            {studio.error}
          </p>
        )}
        <OtherViews studio={studio} boot={boot} dirty={[]} />
      </main>
    </div>
  )
}

/** No document open: the hint, and the overdue leads for whoever answers them. */
function NoDocument({ me, current, onInbox }: { me: Bootstrap['me']; current: string | null; onInbox: () => void }) {
  return (
    <>
      <p className="studio-help">{current ? UI.loading : UI.chooseDocument}</p>
      {!current && me.mode === 'server' && me.permissions.includes('leads') && <OverdueNotice onOpen={onInbox} />}
    </>
  )
}

/**
 * How many saved documents are not published yet (the "Muutokset" button's count, issue 45): asked
 * again after each save and each return from another view (a publish lowers it).
 */
function useUnpublished(enabled: boolean, saves: number, view: View): number {
  const [count, setCount] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each save is a reason to ask again
  useEffect(() => {
    if (!enabled || view !== 'editor') return
    let live = true
    api.changes().then(
      (c) => live && setCount(c.changes.length),
      () => {},
    )
    return () => {
      live = false
    }
  }, [enabled, saves, view])
  return count
}

/** A document by its kind and title for the changes view; a new one by the kind and title it was started with. */
const nameOf = (studio: ReturnType<typeof useStudio>) => (file: string) => {
  const entry = studio.entryOf(file) ?? studio.store.docs[file]?.fresh
  return entry ? documentName({ kind: entry.kind, title: entry.title ?? '' }) : file
}

export function App() {
  const studio = useStudio()
  const { boot, view, setView, message, setMessage, error, store, step, open, save, entries, pane, setPane } = studio
  const { docs, current } = store
  const content = boot?.me.permissions.includes('content') ?? false
  const others = usePresence(boot?.me.mode === 'server' && content, view === 'editor' ? current : null)
  const unpublished = useUnpublished(content, studio.saves, view)
  useEffect(() => allowExpert(boot?.me.role === 'omistaja'), [boot?.me.role])
  if (!boot) return <p className="studio-loading">{error || UI.loading}</p>
  const page = pageBesideEditor(studio, boot)
  if (page) return page
  const doc = current ? docs[current] : undefined
  const entry = studio.entryOf(current)
  const dirty = Object.values(docs).filter(isDirty)
  const openSection = (ids: string[]) => {
    setPane('form')
    openSectionCard(doc?.doc?.data.sections, ids)
  }
  return (
    <div className="studio" data-pane={pane}>
      <StudioBar
        me={boot.me}
        view={view}
        setView={(v) => {
          setView(v)
          setPane('form')
        }}
        unpublished={unpublished}
      />
      <PaneTabs pane={pane} setPane={setPane} />
      <DocumentsNav studio={studio} boot={boot} others={others} />
      <main className="studio__main" id="studio-main">
        {error && (
          <p role="alert" className="studio-error">
            {error}
          </p>
        )}
        <OtherViews studio={studio} boot={boot} dirty={dirty} />
        {view === 'editor' && current && <PresenceNotice names={others[current]} />}
        {view === 'editor' &&
          (doc && entry ? (
            <DocumentEditor
              key={doc.file}
              boot={boot}
              entry={entry}
              doc={doc}
              message={message}
              onMessage={setMessage}
              onChange={store.update}
              onSave={save}
              onStep={step}
              onResolve={store.resolve}
              onTakeNewer={store.takeNewer}
              entries={entries}
              onOpen={open}
              onStartTranslation={onTranslationStarted(studio)}
              onPublish={boot.me.permissions.includes('publish') ? () => setView('publish') : undefined}
            />
          ) : (
            <NoDocument me={boot.me} current={current} onInbox={() => openInbox(setView)} />
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
            onOpenSection={openSection}
          />
        )}
        {doc && entry?.route && boot.me.mode === 'server' && previewRights.make(boot.me, doc.file) && (
          <ShareLink file={doc.file} />
        )}
      </aside>
    </div>
  )
}
