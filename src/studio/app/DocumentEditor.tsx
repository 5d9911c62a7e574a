/**
 * One document: Save, the validator's findings (errors block saving, warnings
 * do not), and the form view (generated fields, sections, Markdown body) or
 * the raw view of the file's text, kept in sync both ways.
 */
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import type { TargetLang } from '../../i18n/languages.js'
import { STUDIO_UI as UI } from '../strings.fi.js'
import type { EditableDocument, JsonObject } from '../document-format.js'
import { diagnosticText, errorTree } from '../form-mapping.js'
import { scopeLabel } from '../labels.fi.js'
import type { Bootstrap, IndexEntry, StudioDiagnostic } from '../studio-api.js'
import { ConflictPanel, NewerNotice } from './ConflictPanel.js'
import { useExpert } from './expert.js'
import { isDirty, type Change, type OpenDoc } from './open-doc.js'
import { focusFinding } from './focus.js'
import { SchemaForm } from './forms.js'
import { SlugSuggestion, TranslationLinks } from './TranslationFields.js'
import { SectionList, SectionOutline, useSectionOps } from './SectionList.js'
import { SitePages } from './LinkPicker.js'
import { ReadOnly } from './read-only.js'
import { writeRefusal } from '../auth/write-refusal.js'
import { canWrite } from '../auth/roles.js'
import { translationPath } from '../../runtime/translation-files.js'

interface Props {
  boot: Bootstrap
  entry: IndexEntry
  doc: OpenDoc
  message: string
  onMessage(message: string): void
  onChange(file: string, change: Change): void
  onSave(file: string): Promise<void>
  onStep(direction: 'undo' | 'redo'): void
  onResolve(file: string, how: 'mine' | 'theirs' | 'merge'): void
  /** Takes a newer version saved elsewhere into the open document (merged by field). */
  onTakeNewer(file: string): void
  /** Every document, and the ways to open one or to start a new translation (TranslationLinks). */
  entries: readonly IndexEntry[]
  onOpen(file: string): void
  onStartTranslation(file: string, text: string, lang: TargetLang): void
  /** Opens "Julkaise" (for a role that may publish): the editor's bar has it in reach on a phone. */
  onPublish?(): void
}

/** The one verdict on a document (issue 45): the save bar and the findings say the same. */
type Verdict = 'checking' | 'errors' | 'ok'
const verdictOf = (check: OpenDoc['check']): Verdict => (!check ? 'checking' : check.saveable ? 'ok' : 'errors')

function Findings({
  diagnostics,
  elsewhere,
  verdict,
}: {
  diagnostics: StudioDiagnostic[]
  elsewhere: StudioDiagnostic[]
  verdict: Verdict
}) {
  const errors = diagnostics.filter((d) => d.severity === 'error')
  const warnings = diagnostics.filter((d) => d.severity === 'warning')
  const item = (d: StudioDiagnostic, i: number) => (
    <li key={`${d.pointer}-${i}`} className={`studio-finding studio-finding--${d.severity}`} data-pointer={d.pointer}>
      <span className="studio-finding__place">{d.place ?? (d.pointer || UI.diagnostics.whole)}:</span> {d.message}
      {d.suggestion && (
        <span className="studio-finding__suggestion">
          {' '}
          {UI.diagnostics.suggestion} {d.suggestion}
        </span>
      )}{' '}
      <button type="button" className="studio-link" onClick={() => focusFinding(d)}>
        {UI.diagnostics.goToField}
      </button>
    </li>
  )
  return (
    <section className="studio-findings" aria-labelledby="studio-findings-title">
      <h3 id="studio-findings-title">{UI.diagnostics.title}</h3>
      {verdict === 'checking' && <p className="studio-muted">{UI.checking}</p>}
      {verdict === 'ok' && !warnings.length && <p className="studio-ok">{UI.diagnostics.none}</p>}
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
                <strong>{d.title ?? UI.diagnostics.otherDocument}</strong>
                {d.place && <span className="studio-finding__place"> › {d.place}:</span>} {diagnosticText(d)}
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

function SaveBar({ doc, message, onSave }: Pick<Props, 'doc' | 'message' | 'onSave'>) {
  const [saving, setSaving] = useState(false)
  const dirty = isDirty(doc)
  const verdict = verdictOf(doc.check)
  const saveable = verdict === 'ok'
  // A message of the last step (a page just made: where it will show) stays beside "unsaved" until the next edit.
  const unsaved = message ? `${message} ${UI.unsavedChanges}` : UI.unsavedChanges
  const statusText =
    verdict === 'checking' ? UI.checking : !saveable ? UI.cannotSaveErrors : dirty ? unsaved : message || UI.noChanges
  const save = async () => {
    setSaving(true)
    try {
      await onSave(doc.file)
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className="studio-editor__save">
      <button
        type="button"
        className="studio-btn studio-btn--primary"
        disabled={!saveable || !dirty || saving || Boolean(doc.conflict)}
        aria-describedby="studio-save-status"
        onClick={() => void save()}
      >
        {saving ? UI.saving : UI.save}
      </button>
      <p id="studio-save-status" role="status" className={verdict === 'errors' ? 'studio-error' : 'studio-muted'}>
        {statusText}
      </p>
    </div>
  )
}

function HistoryButtons({ doc, onStep }: Pick<Props, 'doc' | 'onStep'>) {
  return (
    <div role="group" aria-label={`${UI.history.undo} / ${UI.history.redo}`} className="studio-toggle">
      <button
        type="button"
        className="studio-btn studio-btn--small"
        disabled={!doc.history.past.length}
        aria-keyshortcuts="Control+Z"
        title={UI.history.undoHint}
        onClick={() => onStep('undo')}
      >
        {UI.history.undo}
      </button>
      <button
        type="button"
        className="studio-btn studio-btn--small"
        disabled={!doc.history.future.length}
        aria-keyshortcuts="Control+Shift+Z"
        title={UI.history.redoHint}
        onClick={() => onStep('redo')}
      >
        {UI.history.redo}
      </button>
    </div>
  )
}

function EditorHead({ entry }: Pick<Props, 'entry'>) {
  return (
    <div className="studio-editor__head studio-editor__head--doc">
      <h2 id="studio-doc-title">{entry.title}</h2>
      <p className="studio-muted">
        {scopeLabel(entry.kind)}
        {entry.route && <> · {entry.route}</>}
      </p>
    </div>
  )
}

/**
 * Undo, redo, "Tallenna" and the unsaved state, and on a phone "Julkaise": sticky at the top of the
 * editor on a wide screen, fixed at the bottom of a phone's; the editor's scroll padding keeps a
 * focused field out from under it (WCAG 2.4.11).
 */
function EditorBar({ doc, message, onSave, onStep, onPublish }: Props) {
  const dirty = isDirty(doc)
  return (
    <div className={`studio-editor__bar${dirty ? ' is-dirty' : ''}`} data-testid="studio-editor-bar">
      <SaveBar doc={doc} message={message} onSave={onSave} />
      <HistoryButtons doc={doc} onStep={onStep} />
      {onPublish && (
        <button type="button" className="studio-btn studio-editor__publish" onClick={onPublish}>
          {UI.editorBar.publish}
        </button>
      )}
    </div>
  )
}

function TabSwitch({ tab, setTab }: { tab: 'form' | 'json'; setTab(tab: 'form' | 'json'): void }) {
  return (
    <div role="group" aria-label={UI.tabs.label} className="studio-toggle">
      {(['form', 'json'] as const).map((t) => (
        <button
          key={t}
          type="button"
          className="studio-btn studio-btn--small"
          aria-pressed={tab === t}
          onClick={() => setTab(t)}
        >
          {UI.tabs[t]}
        </button>
      ))}
    </div>
  )
}

function RawEditor({ doc, onChange }: Pick<Props, 'doc' | 'onChange'>) {
  return (
    <div className="studio-raw">
      <label htmlFor="studio-raw-text">{UI.json.label}</label>
      <p className="studio-help" id="studio-raw-help">
        {doc.doc ? UI.json.help : UI.json.invalid}
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
  )
}

interface MarkdownProps {
  body: string
  errors: StudioDiagnostic[]
  onBody(body: string): void
}

/** The Markdown body; the validator's findings in it listed under it by line and column, each a jump to its place. */
function MarkdownBody({ body, errors, onBody }: MarkdownProps) {
  return (
    <div className="studio-markdown">
      <label htmlFor="studio-markdown">{UI.markdown.label}</label>
      <p className="studio-help" id="studio-markdown-help">
        {UI.markdown.help}
      </p>
      {errors.length > 0 && (
        <ul id="studio-markdown-errors" className="studio-markdown__errors" data-testid="studio-markdown-errors">
          {errors.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity; the list is replaced whole
            <li key={i} className="studio-error">
              <button type="button" className="studio-link" onClick={() => focusFinding(d)}>
                {UI.diagnostics.atLine(d.bodyLine ?? 1, d.bodyColumn ?? 1)}
              </button>{' '}
              {diagnosticText(d)}
            </li>
          ))}
        </ul>
      )}
      <textarea
        id="studio-markdown"
        className="studio-textarea studio-textarea--code"
        aria-describedby={errors.length ? 'studio-markdown-help studio-markdown-errors' : 'studio-markdown-help'}
        aria-invalid={errors.length > 0 || undefined}
        value={body}
        rows={24}
        onChange={(e) => onBody(e.target.value)}
      />
    </div>
  )
}

interface FormEditorProps extends Pick<Props, 'boot' | 'entry' | 'doc' | 'entries' | 'onMessage' | 'onChange'> {
  data: JsonObject
  announce(message: string): void
  /** The validator's findings: under the outline of the sections, above the fields. */
  findings: ReactNode
}

function FormEditor({ boot, entry, doc, data, entries, onMessage, onChange, announce, findings }: FormEditorProps) {
  const richTextKeys = useMemo(() => new Set(boot.richTextKeys), [boot.richTextKeys])
  const diagnostics = doc.check?.diagnostics ?? []
  const sections = Array.isArray(data.sections) ? (data.sections as JsonObject[]) : null
  const fields = useMemo(() => {
    const { sections: _s, ...rest } = data
    return rest
  }, [data])
  const rootErrors = useMemo(() => {
    const tree = errorTree(diagnostics)
    delete tree.sections
    return tree
  }, [diagnostics])
  const change = (next: EditableDocument, kind?: string) => {
    onMessage('')
    onChange(doc.file, { doc: next, kind })
  }
  // One stable callback for the fields form (memoised), reading the latest document.
  const latest = useRef({ sections, body: doc.doc?.body, change })
  latest.current = { sections, body: doc.doc?.body, change }
  const changeFields = useCallback((next: JsonObject) => {
    const { sections: s, body, change: c } = latest.current
    c({ data: s ? { ...next, sections: s } : next, body })
  }, [])
  const changeSections = (next: JsonObject[], kind?: string) =>
    change({ data: { ...data, sections: next }, body: doc.doc?.body }, kind)
  const ops = useSectionOps({ sections: sections ?? [], types: boot.sections, onChange: changeSections, announce })
  return (
    <>
      {sections && <SectionOutline ops={ops} />}
      {findings}
      <SlugSuggestion
        file={doc.file}
        data={data}
        entries={entries}
        onSlug={(slug) => change({ data: { ...data, slug }, body: doc.doc?.body })}
      />
      <section aria-labelledby="studio-fields-title" className="studio-fields">
        <h3 id="studio-fields-title">{UI.fields}</h3>
        <SchemaForm
          schema={boot.schemas[entry.kind]}
          data={fields}
          errors={rootErrors}
          idPrefix="root"
          scope={entry.kind}
          file={doc.file}
          richTextKeys={richTextKeys}
          onChange={changeFields}
        />
      </section>
      {doc.doc?.body !== undefined && (
        <MarkdownBody
          body={doc.doc.body}
          errors={diagnostics.filter((d) => d.pointer === '/body' && d.severity === 'error')}
          onBody={(body) => change({ data, body })}
        />
      )}
      {sections && (
        <SectionList ops={ops} diagnostics={diagnostics} richTextKeys={richTextKeys} onChange={changeSections} />
      )}
    </>
  )
}

export function DocumentEditor(props: Props) {
  const { doc, onChange, onResolve } = props
  const [tab, setTab] = useState<'form' | 'json'>('form')
  const expert = useExpert()
  const [announcement, setAnnouncement] = useState('')
  const data = doc.doc?.data
  const refusal = doc.fresh ? null : writeRefusal(props.boot.me, doc.file)
  const findings = (
    <Findings
      diagnostics={doc.check?.diagnostics ?? []}
      elsewhere={doc.check?.elsewhere ?? []}
      verdict={verdictOf(doc.check)}
    />
  )
  const pages = useMemo(
    () =>
      props.entries.flatMap((e) => (e.route && e.kind !== 'translation' ? [{ title: e.title, route: e.route }] : [])),
    [props.entries],
  )
  return (
    <SitePages.Provider value={pages}>
      <article className="studio-editor" aria-labelledby="studio-doc-title">
        <EditorHead entry={props.entry} />
        <EditorBar {...props} />
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
        <NewerNotice doc={doc} onTake={props.onTakeNewer} />
        <ConflictPanel doc={doc} onResolve={onResolve} />
        {refusal && (
          <p className="studio-readonly" id="studio-readonly-reason" role="note">
            {UI.readOnly(refusal)}
          </p>
        )}
        <TranslationLinks
          file={doc.file}
          languages={(lang) => canWrite(props.boot.me, translationPath(lang, doc.file))}
          entries={props.entries}
          onOpen={props.onOpen}
          onStart={props.onStartTranslation}
          onMessage={props.onMessage}
        />
        {expert && <TabSwitch tab={tab} setTab={setTab} />}
        {refusal && data ? (
          // What her role may not change is read-only where she reads it, not refused on save (issue 45).
          <>
            {findings}
            <ReadOnly.Provider value={true}>
              <fieldset disabled className="studio-readonly-form" aria-describedby="studio-readonly-reason">
                <legend className="visually-hidden">{UI.readOnlyLegend}</legend>
                <FormEditor {...props} data={data} announce={setAnnouncement} findings={null} />
              </fieldset>
            </ReadOnly.Provider>
          </>
        ) : (expert && tab === 'json') || !data ? (
          <>
            {findings}
            <RawEditor doc={doc} onChange={onChange} />
          </>
        ) : (
          <FormEditor {...props} data={data} announce={setAnnouncement} findings={findings} />
        )}
      </article>
    </SitePages.Provider>
  )
}
