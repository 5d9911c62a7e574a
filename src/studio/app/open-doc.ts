/** A document open in the studio (edited until saved), and the pure steps on it. */
import { parseDocumentText, serializeDocument, type EditableDocument, type JsonObject } from '../document-format.js'
import { recordEdit, redoEdit, undoEdit, type EditHistory, emptyHistory } from '../edit-history.js'
import { mergeByField } from '../field-merge.js'
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
  conflict?: { theirs: string; version: string; mergeError?: string }
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

/** The three ways out of a conflict: keep mine (save over theirs), take theirs, or merge by field. */
export function resolveConflict(d: OpenDoc, how: 'mine' | 'theirs' | 'merge'): OpenDoc {
  const c = d.conflict
  if (!c) return d
  if (how === 'mine') return { ...d, version: c.version, conflict: undefined }
  if (how === 'theirs') return { ...openDoc(d.file, c.theirs, c.version), html: d.html, htmlStamp: d.htmlStamp }
  const base = parseDocumentText(d.file, d.original)
  const theirs = parseDocumentText(d.file, c.theirs)
  if (!base || !d.doc || !theirs) return { ...d, conflict: { ...c, mergeError: '/' } }
  const data = mergeByField(base.data, d.doc.data, theirs.data)
  const body = mergeByField(base.body ?? '', d.doc.body ?? '', theirs.body ?? '')
  const conflicts = [...data.conflicts, ...body.conflicts.map((p) => `/body${p}`)]
  if (conflicts.length) return { ...d, conflict: { ...c, mergeError: conflicts.join(', ') } }
  const merged = { data: data.merged as JsonObject, body: d.doc.body === undefined ? undefined : String(body.merged) }
  const text = serializeDocument(d.file, merged, c.theirs)
  return { ...d, original: c.theirs, version: c.version, conflict: undefined, doc: merged, text }
}
