/**
 * A page's sections in order: each with its type's generated form; added from
 * the section types (src/sections/definitions.ts, their schema examples as
 * the starting content), removed, duplicated and moved by buttons (keyboard)
 * or by dragging the card's handle (pointer). Every move is announced.
 */
import { useCallback, useMemo, useRef, useState, type DragEvent, type RefObject } from 'react'
import { STUDIO_UI } from '../strings.fi.js'
import type { JsonObject, JsonValue } from '../document-format.js'
import { errorTree, type ErrorTree } from '../form-mapping.js'
import { scopeLabel } from '../labels.fi.js'
import type { SectionTypeInfo, StudioDiagnostic } from '../studio-api.js'
import { SchemaForm } from './forms.js'

const UI = STUDIO_UI.sections

interface Props {
  sections: JsonObject[]
  types: SectionTypeInfo[]
  diagnostics: StudioDiagnostic[]
  richTextKeys: ReadonlySet<string>
  /** `kind` 'sections' for adding, removing, moving and duplicating (each its own undo step). */
  onChange(sections: JsonObject[], kind?: string): void
  announce(message: string): void
}

/** An id not yet on the page: `faq`, else `faq-2`, `faq-3`… */
function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  const stem = base.replace(/-\d+$/, '')
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`
}

let keyCounter = 0
const newKey = () => `k${++keyCounter}`

interface Ops {
  keys: RefObject<string[]>
  move(from: number, to: number, viaKeyboard: string | null): void
  remove(i: number): void
  duplicate(i: number): void
  add(type: string): void
  label(s: JsonObject, i: number): string
}

/** Focus follows the section; a move button that is now disabled (top or bottom) hands focus to the other one. */
function focusLater(list: HTMLOListElement | null, index: number, selector: string) {
  requestAnimationFrame(() => {
    const card = list?.querySelector(`[data-section-index="${index}"]`)
    const wanted = card?.querySelector<HTMLButtonElement>(selector)
    const target = wanted?.disabled
      ? card?.querySelector<HTMLElement>(selector === '.js-up' ? '.js-down' : '.js-up')
      : wanted
    target?.focus()
  })
}

/** Moving, removing, duplicating and adding sections; the cards' keys follow their sections. */
function useSectionOps(props: Props, listRef: RefObject<HTMLOListElement | null>): Ops {
  const { sections, types, onChange, announce } = props
  const keys = useRef<string[]>([])
  if (keys.current.length !== sections.length) keys.current = sections.map(() => newKey())
  const label = (s: JsonObject, i: number) => UI.label(i + 1, scopeLabel(String(s.type)), String(s.id ?? ''))
  const taken = () => new Set(sections.map((s) => String(s.id)))
  const focus = (index: number, selector: string) => focusLater(listRef.current, index, selector)
  const move = (from: number, to: number, viaKeyboard: string | null) => {
    if (to < 0 || to >= sections.length || from === to) return
    const next = [...sections]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    const k = [...keys.current]
    const [key] = k.splice(from, 1)
    k.splice(to, 0, key!)
    keys.current = k
    onChange(next, 'sections')
    announce(UI.moved(label(item!, to), to + 1, next.length))
    if (viaKeyboard) focus(to, viaKeyboard)
  }
  const remove = (i: number) => {
    const gone = sections[i]!
    keys.current = keys.current.filter((_, j) => j !== i)
    onChange(
      sections.filter((_, j) => j !== i),
      'sections',
    )
    announce(UI.removed(label(gone, i)))
    focus(Math.min(i, sections.length - 2), '.studio-section__title')
  }
  const duplicate = (i: number) => {
    const copy = structuredClone(sections[i]!) as JsonObject
    copy.id = uniqueId(String(copy.id), taken())
    keys.current = [...keys.current.slice(0, i + 1), newKey(), ...keys.current.slice(i + 1)]
    onChange([...sections.slice(0, i + 1), copy, ...sections.slice(i + 1)], 'sections')
    announce(UI.duplicated(label(sections[i]!, i)))
    focus(i + 1, '.studio-section__title')
  }
  const add = (type: string) => {
    const info = types.find((t) => t.type === type)
    if (!info) return
    const example = (info.examples[0] ?? { id: info.type, type: info.type }) as JsonValue
    const section = structuredClone(example) as JsonObject
    section.id = uniqueId(String(section.id ?? info.type), taken())
    keys.current = [...keys.current, newKey()]
    onChange([...sections, section], 'sections')
    announce(UI.added(scopeLabel(info.type)))
    focus(sections.length, '.studio-section__title')
  }
  return { keys, move, remove, duplicate, add, label }
}

function SectionControls({ i, count, label, ops }: { i: number; count: number; label: string; ops: Ops }) {
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
      <button type="button" className="studio-btn studio-btn--small studio-btn--danger" onClick={() => ops.remove(i)}>
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
  ops: Ops
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

function AddSection({ types, onAdd }: { types: SectionTypeInfo[]; onAdd(type: string): void }) {
  const [addType, setAddType] = useState(types[0]?.type ?? '')
  return (
    <div className="studio-sections__add">
      <label htmlFor="studio-add-type">{UI.addType}</label>
      <select id="studio-add-type" value={addType} onChange={(e) => setAddType(e.target.value)}>
        {types.map((t) => (
          <option key={t.type} value={t.type}>
            {scopeLabel(t.type)} ({t.type})
          </option>
        ))}
      </select>
      <button type="button" className="studio-btn" onClick={() => onAdd(addType)}>
        {UI.add}
      </button>
    </div>
  )
}

const sectionErrors = (diagnostics: StudioDiagnostic[], i: number) => {
  const base = `/sections/${i}`
  return diagnostics.filter((d) => d.severity === 'error' && (d.pointer === base || d.pointer.startsWith(`${base}/`)))
}

export function SectionList(props: Props) {
  const { sections, types, diagnostics, richTextKeys, onChange } = props
  const listRef = useRef<HTMLOListElement>(null)
  const ops = useSectionOps(props, listRef)
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
      <ol className="studio-sections__list" ref={listRef}>
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
      <AddSection types={types} onAdd={ops.add} />
    </section>
  )
}
