/**
 * One document: Save, the validator's findings (errors block saving, warnings
 * do not), and the form view (generated fields, sections, Markdown body) or
 * the raw view of the file's text, kept in sync both ways.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { STUDIO_UI as UI } from '../../ui/strings.fi.js'
import type { EditableDocument, JsonObject } from '../document-format.js'
import { diagnosticText, errorTree, fieldId } from '../form-mapping.js'
import { pointerSegments } from '../../runtime/json-location.js'
import type { Bootstrap, DocumentEntry, StudioDiagnostic } from '../studio-api.js'
import type { OpenDoc } from './App.js'
import { isDirty } from './App.js'
import { SchemaForm } from './forms.js'
import { SectionList } from './SectionList.js'

interface Props {
  boot: Bootstrap
  entry: DocumentEntry
  doc: OpenDoc
  message: string
  onMessage(message: string): void
  onChange(file: string, change: { doc: EditableDocument } | { raw: string }): void
  onSave(file: string): Promise<void>
}

/** The element id of the field a diagnostic points at (section fields: sections_N_…; the others: root_…). */
function diagnosticFieldId(pointer: string): string {
  const segments = pointerSegments(pointer)
  if (segments[0] === 'sections' && segments.length > 1) return fieldId('sections', segments.slice(1))
  if (segments[0] === 'body') return 'studio-markdown'
  return fieldId('root', segments)
}

function focusField(pointer: string) {
  let segments = pointerSegments(pointer)
  while (true) {
    const id = diagnosticFieldId(`/${segments.join('/')}`)
    const el = document.getElementById(id)
    if (el) {
      const target = el.matches('input, select, textarea, [contenteditable], button')
        ? el
        : (el.querySelector<HTMLElement>('input, select, textarea, [contenteditable], button') ?? el)
      target.focus()
      target.scrollIntoView({ block: 'center' })
      return
    }
    if (!segments.length) return
    segments = segments.slice(0, -1)
  }
}

function Findings({ diagnostics, elsewhere }: { diagnostics: StudioDiagnostic[]; elsewhere: StudioDiagnostic[] }) {
  const errors = diagnostics.filter((d) => d.severity === 'error')
  const warnings = diagnostics.filter((d) => d.severity === 'warning')
  const item = (d: StudioDiagnostic, i: number) => (
    <li key={`${d.pointer}-${i}`} className={`studio-finding studio-finding--${d.severity}`} data-pointer={d.pointer}>
      <code>{d.pointer || UI.diagnostics.whole}</code> {d.message}
      {d.suggestion && (
        <span className="studio-finding__suggestion">
          {' '}
          {UI.diagnostics.suggestion} {d.suggestion}
        </span>
      )}{' '}
      <button type="button" className="studio-link" onClick={() => focusField(d.pointer)}>
        {UI.diagnostics.goToField}
      </button>
    </li>
  )
  return (
    <section className="studio-findings" aria-labelledby="studio-findings-title">
      <h3 id="studio-findings-title">{UI.diagnostics.title}</h3>
      {!errors.length && !warnings.length && !elsewhere.length && <p className="studio-ok">{UI.diagnostics.none}</p>}
      {errors.length > 0 && (
        <>
          <h4>
            {UI.diagnostics.errors} ({errors.length})
          </h4>
          <ul data-testid="studio-errors">{errors.map(item)}</ul>
        </>
      )}
      {elsewhere.length > 0 && (
        <>
          <h4>{UI.causesErrorsElsewhere}</h4>
          <ul>
            {elsewhere.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity; the list is replaced whole
              <li key={i} className="studio-finding studio-finding--error">
                <code>{d.file}</code> {diagnosticText(d)}
              </li>
            ))}
          </ul>
        </>
      )}
      {warnings.length > 0 && (
        <>
          <h4>
            {UI.diagnostics.warnings} ({warnings.length})
          </h4>
          <ul data-testid="studio-warnings">{warnings.map(item)}</ul>
        </>
      )}
    </section>
  )
}

export function DocumentEditor({ boot, entry, doc, message, onMessage, onChange, onSave }: Props) {
  const [tab, setTab] = useState<'form' | 'json'>('form')
  const [saving, setSaving] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const richTextKeys = useMemo(() => new Set(boot.richTextKeys), [boot.richTextKeys])
  const diagnostics = doc.check?.diagnostics ?? []
  const elsewhere = doc.check?.elsewhere ?? []
  const saveable = doc.check?.saveable ?? false
  const data = doc.doc?.data
  const schema = boot.schemas[entry.kind]
  const sections = Array.isArray(data?.sections) ? (data.sections as JsonObject[]) : null
  const fields = useMemo(() => {
    if (!data) return null
    const { sections: _s, ...rest } = data
    return rest
  }, [data])
  const rootErrors = useMemo(() => {
    const tree = errorTree(diagnostics)
    delete tree.sections
    return tree
  }, [diagnostics])
  const dirty = isDirty(doc)

  const change = (next: EditableDocument) => {
    onMessage('')
    onChange(doc.file, { doc: next })
  }
  // One stable callback for the fields form (memoised), reading the latest document.
  const latest = useRef({ sections, body: doc.doc?.body, change })
  latest.current = { sections, body: doc.doc?.body, change }
  const changeFields = useCallback((next: JsonObject) => {
    const { sections: s, body, change: c } = latest.current
    c({ data: s ? { ...next, sections: s } : next, body })
  }, [])
  const statusText = !saveable ? UI.cannotSaveErrors : dirty ? UI.unsavedChanges : message || UI.noChanges

  return (
    <article className="studio-editor" aria-labelledby="studio-doc-title">
      <div className="studio-editor__head">
        <div>
          <h2 id="studio-doc-title">{entry.title}</h2>
          <p className="studio-muted">
            <code>{doc.file}</code>
            {entry.route && <> · {entry.route}</>}
          </p>
        </div>
        <div className="studio-editor__save">
          <button
            type="button"
            className="studio-btn studio-btn--primary"
            disabled={!saveable || !dirty || saving}
            aria-describedby="studio-save-status"
            onClick={async () => {
              setSaving(true)
              try {
                await onSave(doc.file)
              } finally {
                setSaving(false)
              }
            }}
          >
            {saving ? UI.saving : UI.save}
          </button>
          <p id="studio-save-status" role="status" className={saveable ? 'studio-muted' : 'studio-error'}>
            {statusText}
          </p>
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <Findings diagnostics={diagnostics} elsewhere={elsewhere} />
      <div role="group" aria-label={UI.tabs.label} className="studio-toggle">
        <button
          type="button"
          className="studio-btn studio-btn--small"
          aria-pressed={tab === 'form'}
          onClick={() => setTab('form')}
        >
          {UI.tabs.form}
        </button>
        <button
          type="button"
          className="studio-btn studio-btn--small"
          aria-pressed={tab === 'json'}
          onClick={() => setTab('json')}
        >
          {UI.tabs.json}
        </button>
      </div>
      {tab === 'json' || !data || !fields ? (
        <div className="studio-raw">
          <label htmlFor="studio-raw-text">{UI.json.label}</label>
          <p className="studio-help" id="studio-raw-help">
            {data ? UI.json.help : UI.json.invalid}
          </p>
          <textarea
            id="studio-raw-text"
            className="studio-textarea studio-textarea--code"
            aria-describedby="studio-raw-help"
            spellCheck={false}
            value={doc.text}
            rows={30}
            onChange={(e) => onChange(doc.file, { raw: e.target.value })}
          />
        </div>
      ) : (
        <>
          <section aria-labelledby="studio-fields-title" className="studio-fields">
            <h3 id="studio-fields-title">{UI.fields}</h3>
            <SchemaForm
              schema={schema}
              data={fields}
              errors={rootErrors}
              idPrefix="root"
              richTextKeys={richTextKeys}
              onChange={changeFields}
            />
          </section>
          {doc.doc?.body !== undefined && (
            <div className="studio-markdown">
              <label htmlFor="studio-markdown">{UI.markdown.label}</label>
              <p className="studio-help" id="studio-markdown-help">
                {UI.markdown.help}
              </p>
              <textarea
                id="studio-markdown"
                className="studio-textarea studio-textarea--code"
                aria-describedby="studio-markdown-help"
                value={doc.doc.body}
                rows={24}
                onChange={(e) => change({ data: data, body: e.target.value })}
              />
            </div>
          )}
          {sections && (
            <SectionList
              sections={sections}
              types={boot.sections}
              diagnostics={diagnostics}
              richTextKeys={richTextKeys}
              announce={setAnnouncement}
              onChange={(next) => change({ data: { ...data, sections: next }, body: doc.doc?.body })}
            />
          )}
        </>
      )}
    </article>
  )
}
