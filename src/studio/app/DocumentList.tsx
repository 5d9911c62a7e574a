/** Every document of the content folder by collection, with a search box and each one's validation status. */
import { memo, useId, useState } from 'react'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { DocumentEntry } from '../studio-api.js'
import { isDirty, type OpenDoc } from './open-doc.js'

interface Props {
  entries: DocumentEntry[]
  docs: Record<string, OpenDoc>
  current: string | null
  onOpen(file: string): void
  /** Who else has each document open (issue 29). */
  presence?: Record<string, string[]>
}

const ORDER: DocumentEntry['kind'][] = [
  'page',
  'service',
  'city',
  'citySub',
  'calculator',
  'calculatorModel',
  'workExample',
  'blogPost',
  'site',
  'navigation',
]

interface RowProps {
  file: string
  title: string
  errors: number
  warnings: number
  unsaved: boolean
  current: boolean
  onOpen(file: string): void
  others?: string
}

/** One document's button; memoised on plain values, so an edit re-renders only its own row. */
const DocumentRow = memo(function DocumentRow({
  file,
  title,
  errors,
  warnings,
  unsaved,
  current,
  onOpen,
  others,
}: RowProps) {
  return (
    <li>
      <button
        type="button"
        className="studio-doc"
        aria-current={current ? 'page' : undefined}
        data-file={file}
        onClick={() => onOpen(file)}
      >
        <span className="studio-doc__title">{title}</span>
        <span className="studio-doc__file">{file.replace(/^pages-data\//, '')}</span>
        <span className="studio-doc__status">
          {errors > 0 && <span className="studio-badge studio-badge--error">{UI.status.errors(errors)}</span>}
          {warnings > 0 && <span className="studio-badge studio-badge--warning">{UI.status.warnings(warnings)}</span>}
          {!errors && !warnings && <span className="studio-badge studio-badge--ok">{UI.status.ok}</span>}
          {unsaved && <span className="studio-badge">{UI.status.unsaved}</span>}
          {others && <span className="studio-badge studio-badge--presence">{UI.releases.presenceList(others)}</span>}
        </span>
      </button>
    </li>
  )
})

export function DocumentList({ entries, docs, current, onOpen, presence }: Props) {
  const [query, setQuery] = useState('')
  const hintId = useId()
  const q = query.trim().toLowerCase()
  const shown = entries.filter((e) => !q || `${e.title} ${e.file} ${e.route ?? ''}`.toLowerCase().includes(q))
  return (
    <>
      <h2 className="studio__docs-title">{UI.documents}</h2>
      <label htmlFor="studio-search">{UI.search}</label>
      <input
        id="studio-search"
        type="search"
        value={query}
        aria-describedby={hintId}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p id={hintId} className="studio-help">
        {UI.searchHint}
      </p>
      {shown.length === 0 && <p role="status">{UI.noMatches}</p>}
      {ORDER.map((kind) => {
        const group = shown.filter((e) => e.kind === kind)
        if (!group.length) return null
        return (
          <section key={kind} aria-labelledby={`studio-group-${kind}`} className="studio-docgroup">
            <h3 id={`studio-group-${kind}`}>
              {UI.collections[kind]} <span className="studio-muted">({group.length})</span>
            </h3>
            <ul>
              {group.map((e) => {
                const open = docs[e.file]
                const status = open?.check
                  ? {
                      errors: open.check.diagnostics.filter((d) => d.severity === 'error').length,
                      warnings: open.check.diagnostics.filter((d) => d.severity === 'warning').length,
                    }
                  : e.status
                const unsaved = open ? isDirty(open) : false
                return (
                  <DocumentRow
                    key={e.file}
                    file={e.file}
                    title={e.title}
                    errors={status.errors}
                    warnings={status.warnings}
                    unsaved={unsaved}
                    current={current === e.file}
                    onOpen={onOpen}
                    others={presence?.[e.file]?.join(', ')}
                  />
                )
              })}
            </ul>
          </section>
        )
      })}
    </>
  )
}
