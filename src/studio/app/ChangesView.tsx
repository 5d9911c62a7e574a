/** Unsaved documents (diff against the file on disk) and saved-but-uncommitted files (git's diff). */
import { createTwoFilesPatch } from 'diff'
import { useEffect, useState } from 'react'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { ChangeEntry } from '../studio-api.js'
import { api } from './api.js'
import type { OpenDoc } from './open-doc.js'

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

export function ChangesView({
  unsaved,
  onOpen,
  onClose,
}: {
  unsaved: OpenDoc[]
  onOpen(file: string): void
  onClose(): void
}) {
  const [saved, setSaved] = useState<{ git: boolean; changes: ChangeEntry[] } | null>(null)
  useEffect(() => {
    api.changes().then(setSaved, () => setSaved({ git: false, changes: [] }))
  }, [])
  return (
    <section className="studio-changes" aria-labelledby="studio-changes-title">
      <div className="studio-editor__head">
        <h2 id="studio-changes-title">{UI.changes.title}</h2>
        <button type="button" className="studio-btn" onClick={onClose}>
          {UI.changes.close}
        </button>
      </div>
      <h3>{UI.changes.unsaved}</h3>
      {unsaved.length === 0 && <p>{UI.changes.none}</p>}
      {unsaved.map((d) => (
        <div key={d.file} className="studio-change" data-file={d.file}>
          <h4>
            <button type="button" className="studio-link" onClick={() => onOpen(d.file)}>
              {d.file}
            </button>
          </h4>
          <DiffView
            text={createTwoFilesPatch(d.original ? d.file : '/dev/null', d.file, d.original, d.text, '', '', {
              context: 3,
            })}
          />
        </div>
      ))}
      <h3>{UI.changes.uncommitted}</h3>
      {saved && !saved.git && <p>{UI.changes.noGit}</p>}
      {saved?.git && saved.changes.length === 0 && <p>{UI.changes.none}</p>}
      {saved?.changes.map((c) => (
        <div key={c.file} className="studio-change" data-file={c.file}>
          <h4>
            <button type="button" className="studio-link" onClick={() => onOpen(c.file)}>
              {c.file}
            </button>
          </h4>
          <DiffView text={c.diff} />
        </div>
      ))}
    </section>
  )
}
