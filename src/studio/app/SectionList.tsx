/**
 * A page's sections: the outline at the top of the editor (each section by its kind and heading, a
 * jump to it, moves and a removal she confirms), and the cards in order, each with its type's
 * generated form, removed, duplicated and moved by buttons (keyboard) or by dragging the card's
 * handle (pointer). "Lisää osio" asks for the kind (each with its one line from the section's
 * definition) and the place (before the call to action unless she says otherwise), and puts in an
 * empty section made from the type's schema (src/studio/section-outline.ts), its first field focused.
 * Every change is one undo step and is announced.
 */
import { type DragEvent, type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { PLACEHOLDER } from '../../runtime/pipeline/placeholders.js'
import type { JsonObject } from '../document-format.js'
import { errorTree, type ErrorTree } from '../form-mapping.js'
import { scopeLabel, sectionDescription } from '../labels.fi.js'
import {
  defaultPlace,
  insertSection,
  moveSection,
  placeChoices,
  removeSection,
  sectionName,
  sectionTemplate,
  uniqueSectionId,
} from '../section-outline.js'
import { STUDIO_UI } from '../strings.fi.js'
import type { SectionTypeInfo, StudioDiagnostic } from '../studio-api.js'
import { SchemaForm } from './forms.js'

const UI = STUDIO_UI.sections

interface OpsInput {
  sections: JsonObject[]
  types: SectionTypeInfo[]
  /** `kind` 'sections' for adding, removing, moving and duplicating (each its own undo step). */
  onChange(sections: JsonObject[], kind?: string): void
  announce(message: string): void
}

let keyCounter = 0
const newKey = () => `k${++keyCounter}`

export interface SectionOps {
  keys: RefObject<string[]>
  sections: JsonObject[]
  types: SectionTypeInfo[]
  /** `focusAfter`: the selector of the button to focus in the moved section's card (or outline row). */
  move(from: number, to: number, focusAfter: string | null): void
  remove(i: number, focusAfter: string): void
  duplicate(i: number): void
  add(type: string, index: number): void
  label(s: JsonObject, i: number): string
  /** Opens "Lisää osio"; focus goes back to `opener` when she cancels. */
  openAdd(): void
  adding: boolean
  closeAdd(): void
  /** Scrolls to a section's card and focuses it. */
  jump(i: number): void
}

const card = (index: number) =>
  document.querySelector<HTMLElement>(`.studio-sections__list [data-section-index="${index}"]`)

/** Focus follows the section; a move button that is now disabled (top or bottom) hands focus to the other one. */
function focusLater(find: () => Element | null | undefined, selector: string) {
  requestAnimationFrame(() => {
    const within = find()
    const wanted = within?.querySelector<HTMLButtonElement>(selector)
    const other = selector.endsWith('.js-up')
      ? selector.replace('.js-up', '.js-down')
      : selector.replace('.js-down', '.js-up')
    const target = wanted?.disabled ? within?.querySelector<HTMLElement>(other) : wanted
    target?.focus()
  })
}

/** A section's own fields: the first one she types in (its id left aside). */
const FIELD =
  'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), textarea, select, [contenteditable="true"]'

/** The new section's first field, focused once its form is on the screen (a few frames at most). */
function focusFirstField(index: number, framesLeft = 30) {
  const fields = [...(card(index)?.querySelectorAll<HTMLElement>(FIELD) ?? [])].filter(
    (el) => el.id !== `sections_${index}_id`,
  )
  const first = fields[0]
  if (!first) return void (framesLeft > 0 && requestAnimationFrame(() => focusFirstField(index, framesLeft - 1)))
  first.scrollIntoView({ block: 'center' })
  first.focus()
  // A placeholder ("Kirjoita tähän pääotsikko") is selected: what she types replaces it.
  if (
    (first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement) &&
    first.value.startsWith(PLACEHOLDER)
  )
    first.select()
}

/** Moving, removing, duplicating and adding sections; the cards' keys follow their sections. */
export function useSectionOps({ sections, types, onChange, announce }: OpsInput): SectionOps {
  const keys = useRef<string[]>([])
  const [adding, setAdding] = useState(false)
  if (keys.current.length !== sections.length) keys.current = sections.map(() => newKey())
  const label = (s: JsonObject, i: number) => sectionName(s, i)
  const findRow = (index: number, scope: string | null) =>
    scope === 'outline' ? document.querySelector(`.studio-outline [data-outline-index="${index}"]`) : card(index)
  const move = (from: number, to: number, focusAfter: string | null) => {
    const next = moveSection(sections, from, to)
    if (next === sections) return
    keys.current = moveSection(keys.current, from, to) as string[]
    onChange([...next], 'sections')
    announce(UI.moved(label(sections[from]!, to), to + 1, next.length))
    if (focusAfter) {
      const [scope, selector] = focusAfter.startsWith('outline ')
        ? ['outline', focusAfter.slice(8)]
        : [null, focusAfter]
      focusLater(() => findRow(to, scope), selector)
    }
  }
  const remove = (i: number, focusAfter: string) => {
    const gone = sections[i]!
    keys.current = removeSection(keys.current, i)
    onChange(removeSection(sections, i), 'sections')
    announce(UI.removed(label(gone, i)))
    const next = Math.min(i, sections.length - 2)
    if (focusAfter === 'outline')
      requestAnimationFrame(() =>
        (
          document.querySelector<HTMLElement>(`.studio-outline [data-outline-index="${next}"] .studio-outline__jump`) ??
          document.querySelector<HTMLElement>('.studio-outline__add')
        )?.focus(),
      )
    else focusLater(() => card(next), focusAfter)
  }
  const duplicate = (i: number) => {
    const copy = structuredClone(sections[i]!) as JsonObject
    copy.id = uniqueSectionId(
      String(copy.id),
      sections.map((s) => String(s.id)),
    )
    keys.current = insertSection(keys.current, i + 1, newKey())
    onChange(insertSection(sections, i + 1, copy), 'sections')
    announce(UI.duplicated(label(sections[i]!, i)))
    focusLater(() => card(i + 1), '.studio-section__title')
  }
  const add = (type: string, index: number) => {
    const info = types.find((t) => t.type === type)
    if (!info) return
    const section = sectionTemplate(info.type, info.schema, sections)
    keys.current = insertSection(keys.current, index, newKey())
    onChange(insertSection(sections, index, section), 'sections')
    announce(UI.added(scopeLabel(info.type), Math.min(index, sections.length) + 1, sections.length + 1))
    requestAnimationFrame(() => focusFirstField(Math.min(index, sections.length)))
  }
  const jump = (i: number) => {
    const title = card(i)?.querySelector<HTMLButtonElement>('.studio-section__title')
    if (!title) return
    if (title.getAttribute('aria-expanded') === 'false') title.click()
    title.scrollIntoView({ block: 'start' })
    title.focus()
  }
  return {
    keys,
    sections,
    types,
    move,
    remove,
    duplicate,
    add,
    label,
    adding,
    openAdd: () => setAdding(true),
    closeAdd: () => setAdding(false),
    jump,
  }
}

function SectionControls({ i, count, label, ops }: { i: number; count: number; label: string; ops: SectionOps }) {
  return (
    <div className="studio-section__controls" role="group" aria-label={label}>
      <button
        type="button"
        className="studio-btn studio-btn--small js-up"
        disabled={i === 0}
        onClick={() => ops.move(i, i - 1, '.js-up')}
      >
        {UI.moveUp}
      </button>
      <button
        type="button"
        className="studio-btn studio-btn--small js-down"
        disabled={i === count - 1}
        onClick={() => ops.move(i, i + 1, '.js-down')}
      >
        {UI.moveDown}
      </button>
      <button type="button" className="studio-btn studio-btn--small" onClick={() => ops.duplicate(i)}>
        {UI.duplicate}
      </button>
      <button
        type="button"
        className="studio-btn studio-btn--small studio-btn--danger"
        onClick={() => ops.remove(i, '.studio-section__title')}
      >
        {UI.remove}
      </button>
    </div>
  )
}

interface CardProps {
  section: JsonObject
  i: number
  count: number
  info: SectionTypeInfo | undefined
  errors: StudioDiagnostic[]
  tree: ErrorTree
  open: boolean
  dragging: boolean
  richTextKeys: ReadonlySet<string>
  ops: SectionOps
  toggle(): void
  drag: { start(): void; end(): void; drop(e: DragEvent): void }
  changeSection(data: JsonObject, index: number): void
}

function SectionCard(props: CardProps) {
  const { section, i, count, info, errors, tree, open, dragging, ops } = props
  const key = ops.keys.current[i]!
  const bodyId = `section-body-${key}`
  const label = ops.label(section, i)
  return (
    <li
      className={`studio-section${dragging ? ' is-dragging' : ''}${errors.length ? ' has-errors' : ''}`}
      data-section-index={i}
      data-section-type={String(section.type)}
      onDragOver={(e) => e.preventDefault()}
      onDrop={props.drag.drop}
    >
      <div className="studio-section__head">
        <span
          className="studio-section__handle"
          draggable
          onDragStart={props.drag.start}
          onDragEnd={props.drag.end}
          title={UI.drag}
          aria-hidden="true"
        >
          ⠿
        </span>
        <h4 className="studio-section__heading">
          <button
            type="button"
            className="studio-section__title"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={props.toggle}
          >
            {label}
            {errors.length > 0 && <span className="studio-badge studio-badge--error"> {UI.hasErrors}</span>}
          </button>
        </h4>
        <SectionControls i={i} count={count} label={label} ops={ops} />
      </div>
      <div id={bodyId} hidden={!open} className="studio-section__body">
        {info ? (
          <SchemaForm
            schema={info.schema}
            data={section}
            errors={tree}
            idPrefix={`sections_${i}`}
            scope={String(section.type)}
            index={i}
            richTextKeys={props.richTextKeys}
            onChange={props.changeSection}
          />
        ) : (
          <p className="studio-error">{errors.map((d) => d.message).join(' ')}</p>
        )}
      </div>
    </li>
  )
}

/** The kind the dialog starts on: the plain text section, the one most pages get more of. */
const STARTING_KIND = 'content'

/** "Lisää osio": the kind (each with its one line) and the place; nothing changes until "Lisää". */
function AddSectionDialog({ ops }: { ops: SectionOps }) {
  const { types, sections } = ops
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  const [kind, setKind] = useState(types.some((t) => t.type === STARTING_KIND) ? STARTING_KIND : (types[0]?.type ?? ''))
  const places = placeChoices(sections)
  const [place, setPlace] = useState(defaultPlace(sections))
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    // On the kind she starts from (the dialog would focus the first choice, unchosen).
    dialog?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus()
  }, [])
  const cancel = () => {
    ref.current?.close()
    ops.closeAdd()
  }
  return (
    <dialog
      ref={ref}
      className="studio-add-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-help`}
      onCancel={(e) => {
        e.preventDefault()
        cancel()
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          ref.current?.close()
          ops.closeAdd()
          ops.add(kind, place)
        }}
      >
        <h2 id={`${id}-title`}>{UI.addTitle}</h2>
        <p id={`${id}-help`} className="studio-help">
          {UI.addHelp}
        </p>
        <fieldset className="studio-add-dialog__kinds">
          <legend>{UI.addKind}</legend>
          {types.map((t) => (
            <div key={t.type} className="studio-add-kind">
              <input
                type="radio"
                id={`${id}-kind-${t.type}`}
                name={`${id}-kind`}
                value={t.type}
                checked={kind === t.type}
                aria-describedby={`${id}-kind-${t.type}-desc`}
                onChange={() => setKind(t.type)}
              />
              <label htmlFor={`${id}-kind-${t.type}`}>{scopeLabel(t.type)}</label>
              <span id={`${id}-kind-${t.type}-desc`} className="studio-add-kind__desc">
                {sectionDescription(t.type)}
              </span>
            </div>
          ))}
        </fieldset>
        <label htmlFor={`${id}-place`}>{UI.addPlace}</label>
        <select id={`${id}-place`} value={place} onChange={(e) => setPlace(Number(e.target.value))}>
          {places.map((p) => (
            <option key={p.index} value={p.index}>
              {p.label}
            </option>
          ))}
        </select>
        <div className="studio-add-dialog__actions">
          <button type="submit" className="studio-btn studio-btn--primary">
            {UI.addConfirm}
          </button>
          <button type="button" className="studio-btn" onClick={cancel}>
            {UI.addCancel}
          </button>
        </div>
      </form>
    </dialog>
  )
}

/** "Poistetaanko osio …?" under its outline row: yes, no, or Escape (which is no). */
function RemoveConfirm({ id, name, onYes, onNo }: { id: string; name: string; onYes(): void; onNo(): void }) {
  return (
    <div
      className="studio-outline__confirm"
      role="group"
      aria-labelledby={id}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onNo()
      }}
    >
      <p id={id}>{UI.confirmRemove(name)}</p>
      <button type="button" className="studio-btn studio-btn--small studio-btn--danger" onClick={onYes}>
        {UI.confirmRemoveYes}
      </button>{' '}
      <button type="button" className="studio-btn studio-btn--small js-confirm-no" onClick={onNo}>
        {UI.confirmRemoveNo}
      </button>
    </div>
  )
}

function OutlineRow({ section, i, ops }: { section: JsonObject; i: number; ops: SectionOps }) {
  const [confirming, setConfirming] = useState(false)
  const name = ops.label(section, i)
  const count = ops.sections.length
  const rowRef = useRef<HTMLLIElement>(null)
  const focusIn = (selector: string) =>
    requestAnimationFrame(() => rowRef.current?.querySelector<HTMLElement>(selector)?.focus())
  const id = useId()
  return (
    <li className="studio-outline__row" data-outline-index={i} ref={rowRef}>
      <button type="button" className="studio-outline__jump studio-link" onClick={() => ops.jump(i)}>
        {name}
      </button>
      <span className="studio-outline__actions">
        <button
          type="button"
          className="studio-btn studio-btn--small js-up"
          aria-label={UI.outlineMoveUp(name)}
          disabled={i === 0}
          onClick={() => ops.move(i, i - 1, 'outline .js-up')}
        >
          {UI.outlineUp}
        </button>
        <button
          type="button"
          className="studio-btn studio-btn--small js-down"
          aria-label={UI.outlineMoveDown(name)}
          disabled={i === count - 1}
          onClick={() => ops.move(i, i + 1, 'outline .js-down')}
        >
          {UI.outlineDown}
        </button>
        <button
          type="button"
          className="studio-btn studio-btn--small studio-btn--danger js-remove"
          aria-label={UI.outlineRemove(name)}
          aria-expanded={confirming}
          onClick={() => {
            setConfirming(true)
            focusIn('.js-confirm-no')
          }}
        >
          {UI.remove}
        </button>
      </span>
      {confirming && (
        <RemoveConfirm
          id={`${id}-confirm`}
          name={name}
          onYes={() => {
            setConfirming(false)
            ops.remove(i, 'outline')
          }}
          onNo={() => {
            setConfirming(false)
            focusIn('.js-remove')
          }}
        />
      )}
    </li>
  )
}

/** The page's sections in one short list at the top of the editor: her way to the seventh section. */
export function SectionOutline({ ops }: { ops: SectionOps }) {
  return (
    <nav className="studio-outline" aria-labelledby="studio-outline-title">
      <h3 id="studio-outline-title">
        {UI.outline} <span className="studio-muted">({UI.count(ops.sections.length)})</span>
      </h3>
      <ol className="studio-outline__list">
        {ops.sections.map((section, i) => (
          <OutlineRow key={ops.keys.current[i]!} section={section} i={i} ops={ops} />
        ))}
      </ol>
      <button type="button" className="studio-btn studio-outline__add" onClick={ops.openAdd}>
        {UI.add}
      </button>
    </nav>
  )
}

const sectionErrors = (diagnostics: StudioDiagnostic[], i: number) => {
  const base = `/sections/${i}`
  return diagnostics.filter((d) => d.severity === 'error' && (d.pointer === base || d.pointer.startsWith(`${base}/`)))
}

interface ListProps {
  ops: SectionOps
  diagnostics: StudioDiagnostic[]
  richTextKeys: ReadonlySet<string>
  onChange(sections: JsonObject[], kind?: string): void
}

export function SectionList({ ops, diagnostics, richTextKeys, onChange }: ListProps) {
  const { sections, types } = ops
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  // Stable props per section, so a keystroke re-renders only the form being edited.
  const latest = useRef({ sections, onChange })
  latest.current = { sections, onChange }
  const changeSection = useCallback((data: JsonObject, index: number) => {
    const { sections: all, onChange: change } = latest.current
    change(all.map((s, j) => (j === index ? data : s)))
  }, [])
  const count = sections.length
  const trees = useMemo(
    () => Array.from({ length: count }, (_, i) => errorTree(diagnostics, `/sections/${i}`)),
    [diagnostics, count],
  )
  const toggle = (key: string) =>
    setCollapsed((c) => {
      const n = new Set(c)
      if (n.has(key)) n.delete(key)
      else n.add(key)
      return n
    })
  const drag = (i: number) => ({
    start: () => setDragFrom(i),
    end: () => setDragFrom(null),
    drop: (e: DragEvent) => {
      e.preventDefault()
      if (dragFrom !== null) ops.move(dragFrom, i, null)
      setDragFrom(null)
    },
  })
  return (
    <section className="studio-sections" aria-labelledby="studio-sections-title">
      <h3 id="studio-sections-title">
        {UI.title} <span className="studio-muted">({UI.count(sections.length)})</span>
      </h3>
      <ol className="studio-sections__list">
        {sections.map((section, i) => (
          <SectionCard
            key={ops.keys.current[i]!}
            {...{ section, i, count: sections.length, richTextKeys, ops, changeSection }}
            info={types.find((t) => t.type === section.type)}
            errors={sectionErrors(diagnostics, i)}
            tree={trees[i]!}
            open={!collapsed.has(ops.keys.current[i]!)}
            dragging={dragFrom === i}
            toggle={() => toggle(ops.keys.current[i]!)}
            drag={drag(i)}
          />
        ))}
      </ol>
      <div className="studio-sections__add">
        <button type="button" className="studio-btn" onClick={ops.openAdd}>
          {UI.add}
        </button>
      </div>
      {ops.adding && <AddSectionDialog ops={ops} />}
    </section>
  )
}
