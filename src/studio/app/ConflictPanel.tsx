/**
 * A save refused because the file changed meanwhile (another tab, another
 * author): the other change beside the author's, field by field in words
 * (src/studio/conflict-words.ts), and the three ways out. Also the notice of
 * a newer version saved elsewhere while the document is open (issue 31).
 */
import { parseDocumentText } from '../document-format.js'
import { conflictPlaces, conflictRows, type ConflictRow } from '../conflict-words.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { OpenDoc } from './open-doc.js'

const UI = STUDIO_UI.conflict

interface Props {
  doc: OpenDoc
  onResolve(file: string, how: 'mine' | 'theirs' | 'merge'): void
}

function Side({ label, change }: { label: string; change: ConflictRow['mine'] }) {
  if (!change) return null
  return (
    <p className="studio-conflict__side">
      <span className="studio-help">{label}: </span>
      <del>{change.before}</del> → <ins>{change.after}</ins>
    </p>
  )
}

function Rows({ doc, theirs }: { doc: OpenDoc; theirs: string }) {
  const base = parseDocumentText(doc.file, doc.original)
  const other = parseDocumentText(doc.file, theirs)
  if (!base || !doc.doc || !other) return <p className="studio-help">{UI.cannotRead}</p>
  const rows = conflictRows(doc.file, base, doc.doc, other)
  return (
    <>
      <h4>{UI.fields}</h4>
      <ul className="studio-conflict__fields">
        {rows.map((row) => (
          <li key={row.pointer} data-pointer={row.pointer} data-both={row.both || undefined}>
            <strong>{row.place}</strong>
            <Side label={UI.yours} change={row.mine} />
            <Side label={UI.saved} change={row.theirs} />
            {row.both && <p className="studio-conflict__both">{UI.both}</p>}
          </li>
        ))}
      </ul>
    </>
  )
}

export function ConflictPanel({ doc, onResolve }: Props) {
  const c = doc.conflict
  if (!c) return null
  return (
    <section className="studio-conflict" aria-labelledby="studio-conflict-title" data-testid="studio-conflict">
      <h3 id="studio-conflict-title">{UI.title}</h3>
      <p>{UI.help}</p>
      <Rows doc={doc} theirs={c.theirs} />
      {c.mergeError && (
        <p className="studio-error" role="alert">
          {c.mergeError.some(Boolean) ? UI.cannotMerge(conflictPlaces(doc.file, c.mergeError, doc.doc)) : UI.cannotRead}
        </p>
      )}
      <div className="studio-conflict__actions">
        <button type="button" className="studio-btn" onClick={() => onResolve(doc.file, 'merge')}>
          {UI.merge}
        </button>
        <button type="button" className="studio-btn" onClick={() => onResolve(doc.file, 'mine')}>
          {UI.keepMine}
        </button>
        <button type="button" className="studio-btn" onClick={() => onResolve(doc.file, 'theirs')}>
          {UI.takeTheirs}
        </button>
      </div>
    </section>
  )
}

/** A newer version saved elsewhere while this one has unsaved edits: offered to take in (merged by field). */
export function NewerNotice({ doc, onTake }: { doc: OpenDoc; onTake(file: string): void }) {
  if (!doc.newer || doc.conflict) return null
  return (
    <section className="studio-conflict" role="alert" data-testid="studio-newer">
      <p>
        <strong>{UI.newer}</strong> {UI.newerHelp}
      </p>
      <button type="button" className="studio-btn studio-btn--primary" onClick={() => onTake(doc.file)}>
        {UI.takeNewer}
      </button>
    </section>
  )
}
