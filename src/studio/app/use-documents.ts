/**
 * The open documents and every action on them: open (a draft from the last
 * visit restored), edit (checked by the server, one check in flight, the
 * newest edit next), undo and redo, save (with the version it started from; a
 * newer file on disk comes back as a conflict), resolve a conflict, and a new
 * page from a template.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { STUDIO_UI as UI } from '../strings.fi.js'
import { sameFindings } from '../form-mapping.js'
import type { DocumentEntry } from '../studio-api.js'
import type { ShownElsewhere } from '../shown-elsewhere.js'
import { shownAlsoWords } from '../shown-words.js'
import type { TargetLang } from '../../i18n/languages.js'
import { api, TAB_ID } from './api.js'
import { languageName } from './TranslationFields.js'
import { onStudioEvent } from './studio-events.js'
import { readDraft, writeDraft } from './drafts.js'
import {
  applyChange,
  isDirty,
  openDoc,
  resolveConflict,
  stepHistory,
  takeNewer,
  type Change,
  type OpenDoc,
} from './open-doc.js'
import { postPreview } from './preview-channel.js'

type Docs = Record<string, OpenDoc>
interface Job {
  file: string
  text: string
  stamp: number
}

/** Keeps the browser's draft in step with a document: kept while dirty, dropped when clean. */
const syncDraft = (d: OpenDoc) => {
  if (!d.fresh) writeDraft(d.file, isDirty(d) ? { text: d.text, version: d.version } : null)
}

/**
 * What a save tells the author: saved, what the translations took with it (moved sections, numbers), and
 * where else the change shows (the lists and menus that show the page: issue 43).
 */
export function savedMessage(result: { followed?: string[]; carried?: string[]; shown?: ShownElsewhere }): string {
  const moved = result.followed?.length ?? 0
  const carried = result.carried ?? []
  const base = moved ? UI.savedWithTranslations(moved) : UI.saved
  const numbers = carried.length ? UI.numbersFollowed(carried.map((l) => languageName(l as TargetLang))) : ''
  return [base, numbers, shownAlsoWords(result.shown)].filter(Boolean).join(' ')
}

/**
 * One check in flight; the newest edit of each document waits and goes next (its older ones are
 * skipped; another document's waiting check is kept: the menu a new page changed is checked too).
 */
function useChecker(
  setDocs: (f: (all: Docs) => Docs) => void,
  currentRef: { current: string | null },
  onError: (e: Error) => void,
) {
  const queue = useRef({ busy: false, next: new Map<string, Job>() })
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const check = useCallback(async (job: Job): Promise<void> => {
    const q = queue.current
    if (q.busy) {
      q.next.delete(job.file)
      q.next.set(job.file, job)
      return
    }
    q.busy = true
    try {
      const result = await api.check(job.file, job.text)
      // The preview first: the frame shows the edit while React updates the editor.
      if (result.html !== null && job.file === currentRef.current) postPreview(result.html, job.stamp)
      // The findings and badges are not urgent: rendered in slices, so the frame paints first.
      startTransition(() =>
        setDocs((all) => {
          const d = all[job.file]
          if (!d) return all
          const html = result.html ?? d.html
          const htmlStamp = result.html ? job.stamp : d.htmlStamp
          return { ...all, [job.file]: { ...d, check: sameFindings(d.check, result), html, htmlStamp } }
        }),
      )
    } catch (e) {
      onError(e as Error)
    } finally {
      q.busy = false
      const [next] = q.next.values()
      if (next) {
        q.next.delete(next.file)
        void check(next)
      }
    }
  }, [])
  return check
}

/**
 * Saves made elsewhere (another tab, another person), as the server tells them (issue 31); only while
 * `listening` (a role with the content: the server refuses the stream to the others, issue 45).
 */
function useSavedElsewhere(listening: boolean, onSaved: (file: string, version: string) => void) {
  const latest = useRef(onSaved)
  latest.current = onSaved
  useEffect(() => {
    if (!listening) return
    return onStudioEvent('saved', (saved) => {
      if (saved.by !== TAB_ID) latest.current(saved.file, saved.version)
    })
  }, [listening])
}

/** The open documents; `listening` when this person works on the content (saves elsewhere are followed). */
export function useDocuments(
  onError: (message: string) => void,
  onNotice: (message: string) => void = () => {},
  listening = true,
) {
  const [docs, setDocs] = useState<Docs>({})
  const [current, setCurrent] = useState<string | null>(null)
  const docsRef = useRef(docs)
  docsRef.current = docs
  const currentRef = useRef(current)
  currentRef.current = current
  const check = useChecker(setDocs, currentRef, (e) => onError(e.message))

  /** Puts a new state of a document in place (on top of a check result rendered meanwhile) and checks it. */
  const commit = useCallback(
    (next: OpenDoc, checkIt = true) => {
      docsRef.current = { ...docsRef.current, [next.file]: next }
      const { check: _c, html: _h, htmlStamp: _s, ...patch } = next
      setDocs((all) => ({ ...all, [next.file]: all[next.file] ? { ...all[next.file]!, ...patch } : next }))
      syncDraft(next)
      if (checkIt) void check({ file: next.file, text: next.text, stamp: performance.now() })
    },
    [check],
  )
  const actions = useDocumentActions(docsRef, commit, setCurrent)
  const newer = useNewerVersions(docsRef, commit, onError, onNotice, listening)
  return { docs, setDocs, current, setCurrent, docsRef, commit, ...actions, ...newer }
}

/**
 * A newer saved version of an open document: a clean one simply takes it (nothing of the author's is
 * lost); one with unsaved edits is told, and takes it in by field when the author says so.
 */
function useNewerVersions(
  docsRef: { current: Docs },
  commit: (next: OpenDoc, checkIt?: boolean) => void,
  onError: (message: string) => void,
  onNotice: (message: string) => void,
  listening: boolean,
) {
  const fetchNewer = async (file: string, then: (d: OpenDoc, text: string, version: string) => void) => {
    try {
      const { text, version } = await api.document(file)
      const d = docsRef.current[file]
      if (d && version !== d.version) then(d, text, version)
    } catch (e) {
      onError((e as Error).message)
    }
  }
  useSavedElsewhere(listening, (file, version) => {
    const d = docsRef.current[file]
    if (!d || d.fresh || d.version === version || d.newer === version) return
    if (isDirty(d)) return commit({ ...d, newer: version }, false)
    void fetchNewer(file, (latest, text, v) => {
      commit(takeNewer(latest, text, v))
      onNotice(UI.conflict.reloaded)
    })
  })
  const takeNewerVersion = (file: string) =>
    void fetchNewer(file, (latest, text, v) => {
      const next = takeNewer(latest, text, v)
      commit(next)
      if (!next.conflict) onNotice(UI.conflict.tookNewer)
    })
  return { takeNewer: takeNewerVersion }
}

function useDocumentActions(
  docsRef: { current: Docs },
  commit: (next: OpenDoc, checkIt?: boolean) => void,
  setCurrent: (file: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const open = useCallback(
    async (file: string): Promise<boolean> => {
      setCurrent(file)
      const known = docsRef.current[file]
      if (known) {
        // Put in place unchecked (the menu a new page changed): checked now, so its verdict and Save are right at once.
        if (!known.check) commit(known)
        return false
      }
      const { text, version } = await api.document(file)
      const draft = readDraft(file)
      const restored = draft !== null && draft.text !== text
      const d = openDoc(file, text, version)
      commit(restored ? { ...applyChange(d, { raw: draft.text }, 0), version: draft.version } : d)
      return restored
    },
    [commit],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const update = useCallback(
    (file: string, change: Change) => {
      const d = docsRef.current[file]
      const next = d && applyChange(d, change, performance.now())
      if (next && next !== d) commit(next)
    },
    [commit],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const step = useCallback(
    (file: string, direction: 'undo' | 'redo') => {
      const d = docsRef.current[file]
      const next = d && stepHistory(d, direction)
      if (next) commit(next)
      return Boolean(next)
    },
    [commit],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const resolve = useCallback(
    (file: string, how: 'mine' | 'theirs' | 'merge') => {
      const d = docsRef.current[file]
      if (d) commit(resolveConflict(d, how))
    },
    [commit],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the latest documents through refs at call time; the store setters are stable
  const created = useCallback(
    (file: string, text: string, fresh: Pick<DocumentEntry, 'kind' | 'route'> & { title?: string }) => {
      commit({ ...openDoc(file, text, ''), original: '', template: text, fresh })
      setCurrent(file)
    },
    [commit],
  )
  return { open, update, step, resolve, created }
}
