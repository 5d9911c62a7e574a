/**
 * "Muutokset" (issue 45): what is not on the site yet, per document in the author's words — the
 * unsaved documents of this tab, then the saved documents not published — each by its kind and
 * title, with its changed fields by the labels she sees, old → new. The lines of a unified diff only
 * behind the owner's expert toggle.
 */
import { useEffect, useState } from 'react'
import { fieldChanges, type FieldChange } from '../field-changes.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { ChangeEntry } from '../studio-api.js'
import { api } from './api.js'
import { setExpert, useExpert, useExpertAllowed } from './expert.js'
import { FieldChangeList } from './FieldChangeList.js'
import type { OpenDoc } from './open-doc.js'

const W = UI.changes
/** The fields one document lists; the rest are counted. */
const SHOWN_FIELDS = 12

export function DiffView({ text }: { text: string }) {
  return (
    <pre className="studio-diff">
      {text.split('\n').map((line, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines have no identity; the list is replaced whole
          key={i}
          className={
            line.startsWith('+') && !line.startsWith('+++')
              ? 'is-add'
              : line.startsWith('-') && !line.startsWith('---')
                ? 'is-del'
                : undefined
          }
        >
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  )
}

interface ChangeProps {
  file: string
  title: string
  status: ChangeEntry['status']
  fields: FieldChange[]
  diff?: string
  expert: boolean
  onOpen(file: string): void
}

/** A document's change in words (and, for the expert, its lines). */
function DocumentChange({ file, title, status, fields, diff, expert, onOpen }: ChangeProps) {
  const words =
    status === 'added' ? W.added : status === 'removed' ? W.removed : fields.length === 0 ? W.formatting : null
  return (
    <div className="studio-change" data-file={file}>
      <h4>
        <button type="button" className="studio-link" onClick={() => onOpen(file)}>
          {title}
        </button>
      </h4>
      {words ? (
        <p>{words}</p>
      ) : (
        <div className="studio-diff-words">
          <FieldChangeList fields={fields.slice(0, SHOWN_FIELDS)} />
          {fields.length > SHOWN_FIELDS && <p>{W.more(fields.length - SHOWN_FIELDS)}</p>}
        </div>
      )}
      {expert && diff !== undefined && <DiffView text={diff} />}
    </div>
  )
}

export function ChangesView({
  unsaved,
  nameOf,
  onOpen,
  onClose,
}: {
  unsaved: OpenDoc[]
  /** A document by its kind and title (src/studio/document-name.ts). */
  nameOf(file: string): string
  onOpen(file: string): void
  onClose(): void
}) {
  const [saved, setSaved] = useState<{ git: boolean; changes: ChangeEntry[] } | null>(null)
  const expert = useExpert()
  const allowed = useExpertAllowed()
  useEffect(() => {
    api.changes().then(setSaved, () => setSaved({ git: false, changes: [] }))
  }, [])
  return (
    <section className="studio-changes" aria-labelledby="studio-changes-title">
      <div className="studio-editor__head">
        <h2 id="studio-changes-title">{W.title}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {W.close}
        </button>
      </div>
      {allowed && (
        <label className="studio-check studio-changes__expert">
          <input type="checkbox" checked={expert} onChange={(e) => setExpert(e.target.checked)} /> {W.expert}
        </label>
      )}
      {unsaved.length > 0 && <h3>{W.unsaved}</h3>}
      {unsaved.map((d) => (
        <DocumentChange
          key={d.file}
          file={d.file}
          title={nameOf(d.file)}
          status={d.original ? 'modified' : 'added'}
          fields={d.original ? fieldChanges(d.file, d.original, d.text) : []}
          expert={false}
          onOpen={onOpen}
        />
      ))}
      <h3>{W.unpublished}</h3>
      {saved && !saved.git && <p>{W.noHistory}</p>}
      {saved?.git && saved.changes.length === 0 && <p>{W.none}</p>}
      {saved?.changes.map((c) => (
        <DocumentChange key={c.file} {...c} expert={expert} onOpen={onOpen} />
      ))}
    </section>
  )
}
