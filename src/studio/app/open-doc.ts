/** A document open in the studio (edited until saved), and the pure steps on it. */
import { parseDocumentText, serializeDocument, type EditableDocument, type JsonObject } from '../document-format.js'
import { recordEdit, redoEdit, undoEdit, type EditHistory, emptyHistory } from '../edit-history.js'
import { mergePreferring } from '../field-merge.js'
import type { CheckResponse, DocumentEntry } from '../studio-api.js'

/** What undo and redo restore. */
interface Snapshot {
  text: string
  doc: EditableDocument | null
}

export interface OpenDoc {
  file: string
  /** Text on disk ('' for a new document not saved yet). */
  original: string
  /** The version of the file the edits started from ('' for a new document): a save sends it. */
  version: string
  /** The template a new document started from (its formatting guides the first save). */
  template?: string
  /** A new document's kind and route (the list knows the others). */
  fresh?: Pick<DocumentEntry, 'kind' | 'route'> & { title?: string }
  doc: EditableDocument | null
  /** What Save writes. */
  text: string
  check?: CheckResponse
  /** Last preview that rendered, and the edit it answers. */
  html: string | null
  htmlStamp: number
  history: EditHistory<Snapshot>
  /** A save refused because the file changed meanwhile: the file as it is now. */
  conflict?: {
    theirs: string
    version: string /** Fields both changed (pointers), when a merge was refused. */
    mergeError?: string[]
  }
  /** A newer version of the file was saved elsewhere while this one is open (the server said so): its version. */
  newer?: string
}

export const isDirty = (d: OpenDoc) => d.text !== d.original

export function openDoc(file: string, text: string, version: string, extra: Partial<OpenDoc> = {}): OpenDoc {
  const doc = parseDocumentText(file, text)
  return { file, original: text, version, doc, text, html: null, htmlStamp: 0, history: emptyHistory(), ...extra }
}

export type Change = { doc: EditableDocument; kind?: string } | { raw: string }

/** The document after an edit (history recorded); the same object when the text did not change. */
export function applyChange(d: OpenDoc, change: Change, now: number): OpenDoc {
  const text = 'raw' in change ? change.raw : serializeDocument(d.file, change.doc, d.original || d.template)
  if (text === d.text) return d
  const doc = 'raw' in change ? (parseDocumentText(d.file, change.raw) ?? d.doc) : change.doc
  const kind = 'raw' in change ? 'text' : (change.kind ?? 'text')
  return { ...d, text, doc, history: recordEdit(d.history, { text: d.text, doc: d.doc }, kind, now) }
}

/** One step back or forward; null when there is none. */
export function stepHistory(d: OpenDoc, direction: 'undo' | 'redo'): OpenDoc | null {
  const step = (direction === 'undo' ? undoEdit : redoEdit)(d.history, { text: d.text, doc: d.doc })
  return step ? { ...d, ...step.state, history: step.history } : null
}

/** A document's data and body merged three ways, `prefer`'s value where both changed one field. */
function mergeDocs(
  base: EditableDocument,
  mine: EditableDocument,
  theirs: EditableDocument,
  prefer: 'mine' | 'theirs',
) {
  const data = mergePreferring(base.data, mine.data, theirs.data, prefer)
  const body = mergePreferring(base.body ?? '', mine.body ?? '', theirs.body ?? '', prefer)
  const doc: EditableDocument = {
    data: data.merged as JsonObject,
    body: mine.body === undefined ? undefined : String(body.merged),
  }
  return { doc, conflicts: [...data.conflicts, ...body.conflicts.map((p) => `/body${p}`)] }
}

/**
 * The undo and redo steps brought up to date with a version saved elsewhere (issue 31): each step
 * keeps the author's own edits and takes the other's saved fields, so undo never brings back a value
 * someone else replaced.
 */
function rebaseHistory(d: OpenDoc, base: EditableDocument, theirs: EditableDocument, theirsText: string) {
  const rebase = (snap: Snapshot): Snapshot => {
    if (!snap.doc) return snap
    const { doc } = mergeDocs(base, snap.doc, theirs, 'theirs')
    return { doc, text: serializeDocument(d.file, doc, theirsText) }
  }
  return { ...d.history, past: d.history.past.map(rebase), future: d.history.future.map(rebase) }
}

/**
 * The three ways out of a conflict: keep mine (my edits, and the other's edits to the fields I did not
 * touch), take theirs, or merge by field (refused when both changed one field).
 */
export function resolveConflict(d: OpenDoc, how: 'mine' | 'theirs' | 'merge'): OpenDoc {
  const c = d.conflict
  if (!c) return d
  if (how === 'theirs') return { ...openDoc(d.file, c.theirs, c.version), html: d.html, htmlStamp: d.htmlStamp }
  const base = parseDocumentText(d.file, d.original)
  const theirs = parseDocumentText(d.file, c.theirs)
  if (!base || !d.doc || !theirs) {
    // Not a document both sides can read (the raw text is broken): keeping mine saves my text over theirs.
    if (how === 'mine') return { ...d, version: c.version, original: c.theirs, conflict: undefined }
    return { ...d, conflict: { ...c, mergeError: [''] } }
  }
  const merged = mergeDocs(base, d.doc, theirs, 'mine')
  if (how === 'merge' && merged.conflicts.length) return { ...d, conflict: { ...c, mergeError: merged.conflicts } }
  const text = serializeDocument(d.file, merged.doc, c.theirs)
  const history = rebaseHistory(d, base, theirs, c.theirs)
  return { ...d, original: c.theirs, version: c.version, conflict: undefined, doc: merged.doc, text, history }
}

/** A newer version saved elsewhere taken into the open document: merged by field, or a conflict to resolve. */
export function takeNewer(d: OpenDoc, theirs: string, version: string): OpenDoc {
  if (d.text === d.original) return { ...openDoc(d.file, theirs, version), html: d.html, htmlStamp: d.htmlStamp }
  const withConflict: OpenDoc = { ...d, newer: undefined, conflict: { theirs, version } }
  return resolveConflict(withConflict, 'merge')
}
