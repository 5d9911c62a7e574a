/**
 * A save refused because the file changed meanwhile (another tab, another
 * author): the other change beside the author's, as a diff of each against
 * the version both started from, and the three ways out.
 */
import { createTwoFilesPatch } from 'diff'
import { STUDIO_UI } from '../strings.fi.js'
import { DiffView } from './ChangesView.js'
import type { OpenDoc } from './open-doc.js'

const UI = STUDIO_UI.conflict

interface Props {
  doc: OpenDoc
  onResolve(file: string, how: 'mine' | 'theirs' | 'merge'): void
}

export function ConflictPanel({ doc, onResolve }: Props) {
  const c = doc.conflict
  if (!c) return null
  const mine = createTwoFilesPatch(doc.file, doc.file, doc.original, doc.text, '', '', { context: 2 })
  const theirs = createTwoFilesPatch(doc.file, doc.file, doc.original, c.theirs, '', '', { context: 2 })
  return (
    <section className="studio-conflict" aria-labelledby="studio-conflict-title" data-testid="studio-conflict">
      <h3 id="studio-conflict-title">{UI.title}</h3>
      <p>{UI.help}</p>
      <div className="studio-conflict__sides">
        <div>
          <h4>{UI.mine}</h4>
          <DiffView text={mine} />
        </div>
        <div>
          <h4>{UI.theirs}</h4>
          <DiffView text={theirs} />
        </div>
      </div>
      {c.mergeError && (
        <p className="studio-error" role="alert">
          {UI.cannotMerge(c.mergeError)}
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
