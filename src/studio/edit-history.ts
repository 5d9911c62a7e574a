/**
 * Undo and redo for one document (issue 21): every edit, the form's, the
 * sections' (add, remove, move, duplicate) and the raw text's, is a step.
 * Keystrokes that follow each other within `COALESCE_MS` in the same field
 * are one step, so Ctrl+Z takes back a word, not a letter. Pure: no React.
 */
export interface EditHistory<T> {
  past: T[]
  future: T[]
  /** When the last step was recorded, and what kind of edit it was. */
  lastAt: number
  lastKind: string
}

const COALESCE_MS = 800
const LIMIT = 200

export const emptyHistory = <T>(): EditHistory<T> => ({ past: [], future: [], lastAt: 0, lastKind: '' })

/** The history after an edit from `before`. `kind` 'text' edits in a row are one step; any other kind is its own. */
export function recordEdit<T>(h: EditHistory<T>, before: T, kind: string, now: number): EditHistory<T> {
  const joins = kind === 'text' && h.lastKind === 'text' && now - h.lastAt < COALESCE_MS && h.past.length > 0
  const past = joins ? h.past : [...h.past, before].slice(-LIMIT)
  return { past, future: [], lastAt: now, lastKind: kind }
}

/** One step back: the state to show and the new history; null when there is nothing to undo. */
export function undoEdit<T>(h: EditHistory<T>, current: T): { state: T; history: EditHistory<T> } | null {
  const state = h.past.at(-1)
  if (state === undefined) return null
  return { state, history: { past: h.past.slice(0, -1), future: [current, ...h.future], lastAt: 0, lastKind: '' } }
}

/** One step forward again. */
export function redoEdit<T>(h: EditHistory<T>, current: T): { state: T; history: EditHistory<T> } | null {
  const [state, ...future] = h.future
  if (state === undefined) return null
  return { state, history: { past: [...h.past, current], future, lastAt: 0, lastKind: '' } }
}
