/**
 * Unsaved changes kept in the browser (localStorage), so a reload or a closed
 * tab loses nothing: per document, the text and the version it started from.
 * A draft is dropped when the document is saved or its edits are all undone.
 */
const PREFIX = 'studio-draft:'

export interface Draft {
  text: string
  version: string
}

export function readDraft(file: string): Draft | null {
  try {
    const raw = localStorage.getItem(PREFIX + file)
    const draft = raw ? (JSON.parse(raw) as Partial<Draft>) : null
    return typeof draft?.text === 'string' && typeof draft.version === 'string'
      ? { text: draft.text, version: draft.version }
      : null
  } catch {
    return null
  }
}

export function writeDraft(file: string, draft: Draft | null): void {
  try {
    if (draft) localStorage.setItem(PREFIX + file, JSON.stringify(draft))
    else localStorage.removeItem(PREFIX + file)
  } catch {
    // Storage full or off: the beforeunload question still guards the edits.
  }
}
