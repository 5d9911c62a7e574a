/**
 * A page's sections in order: each with its type's generated form; added from
 * the section types (src/sections/definitions.ts, their schema examples as
 * the starting content), removed, duplicated and moved by buttons (keyboard)
 * or by dragging the card's handle (pointer). Every move is announced.
 */
import { useCallback, useMemo, useRef, useState, type DragEvent } from 'react'
import { STUDIO_UI } from '../../ui/strings.fi.js'
import type { JsonObject, JsonValue } from '../document-format.js'
import { errorTree } from '../form-mapping.js'
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
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  const stem = base.replace(/-\d+$/, '')
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`
}

let keyCounter = 0
const newKey = () => `k${++keyCounter}`

export function SectionList({ sections, types, diagnostics, richTextKeys, onChange, announce }: Props) {
  const keys = useRef<string[]>([])
  if (keys.current.length !== sections.length) keys.current = sections.map(() => newKey())
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [addType, setAddType] = useState(types[0]?.type ?? '')
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  // Stable props per section, so a keystroke re-renders only the form being edited.
  const latest = useRef({ sections, onChange })
  latest.current = { sections, onChange }
  const changeSection = useCallback((data: JsonObject, index: number) => {
    const { sections: all, onChange: change } = latest.current
    change(all.map((s, j) => (j === index ? data : s)))
  }, [])
  const trees = useMemo(
    () => sections.map((_, i) => errorTree(diagnostics, `/sections/${i}`)),
    [diagnostics, sections.length],
  )
  const typeInfo = (type: unknown) => types.find((t) => t.type === type)
  const label = (s: JsonObject, i: number) => UI.label(i + 1, scopeLabel(String(s.type)), String(s.id ?? ''))

  /** Focus follows the section; a move button that is now disabled (top or bottom) hands focus to the other one. */
  const focusLater = (index: number, selector: string) =>
    requestAnimationFrame(() => {
      const card = listRef.current?.querySelector(`[data-section-index="${index}"]`)
      const wanted = card?.querySelector<HTMLButtonElement>(selector)
      const target = wanted?.disabled
        ? card?.querySelector<HTMLElement>(selector === '.js-up' ? '.js-down' : '.js-up')
        : wanted
      target?.focus()
    })

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
    if (viaKeyboard) focusLater(to, viaKeyboard)
  }
  const remove = (i: number) => {
    const gone = sections[i]!
    keys.current = keys.current.filter((_, j) => j !== i)
    onChange(
      sections.filter((_, j) => j !== i),
      'sections',
    )
    announce(UI.removed(label(gone, i)))
    focusLater(Math.min(i, sections.length - 2), '.studio-section__title')
  }
  const taken = () => new Set(sections.map((s) => String(s.id)))
  const duplicate = (i: number) => {
    const copy = structuredClone(sections[i]!) as JsonObject
    copy.id = uniqueId(String(copy.id), taken())
    keys.current = [...keys.current.slice(0, i + 1), newKey(), ...keys.current.slice(i + 1)]
    onChange([...sections.slice(0, i + 1), copy, ...sections.slice(i + 1)], 'sections')
    announce(UI.duplicated(label(sections[i]!, i)))
    focusLater(i + 1, '.studio-section__title')
  }
  const add = () => {
    const info = typeInfo(addType)
    if (!info) return
    const example = (info.examples[0] ?? { id: info.type, type: info.type }) as JsonValue
    const section = structuredClone(example) as JsonObject
    section.id = uniqueId(String(section.id ?? info.type), taken())
    keys.current = [...keys.current, newKey()]
    onChange([...sections, section], 'sections')
    announce(UI.added(scopeLabel(info.type)))
    focusLater(sections.length, '.studio-section__title')
  }

  const onDrop = (to: number) => (e: DragEvent) => {
    e.preventDefault()
    if (dragFrom !== null) move(dragFrom, to, null)
    setDragFrom(null)
  }

  return (
    <section className="studio-sections" aria-labelledby="studio-sections-title">
      <h3 id="studio-sections-title">
        {UI.title} <span className="studio-muted">({UI.count(sections.length)})</span>
      </h3>
      <ol className="studio-sections__list" ref={listRef}>
        {sections.map((section, i) => {
          const key = keys.current[i]!
          const info = typeInfo(section.type)
          const base = `/sections/${i}`
          const errors = diagnostics.filter(
            (d) => d.severity === 'error' && (d.pointer === base || d.pointer.startsWith(`${base}/`)),
          )
          const open = !collapsed.has(key)
          const bodyId = `section-body-${key}`
          return (
            <li
              key={key}
              className={`studio-section${dragFrom === i ? ' is-dragging' : ''}${errors.length ? ' has-errors' : ''}`}
              data-section-index={i}
              data-section-type={String(section.type)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={onDrop(i)}
            >
              <div className="studio-section__head">
                <span
                  className="studio-section__handle"
                  draggable
                  onDragStart={() => setDragFrom(i)}
                  onDragEnd={() => setDragFrom(null)}
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
                    onClick={() =>
                      setCollapsed((c) => {
                        const n = new Set(c)
                        if (open) n.add(key)
                        else n.delete(key)
                        return n
                      })
                    }
                  >
                    {label(section, i)}
                    {errors.length > 0 && <span className="studio-badge studio-badge--error"> {UI.hasErrors}</span>}
                  </button>
                </h4>
                <div className="studio-section__controls" role="group" aria-label={label(section, i)}>
                  <button
                    type="button"
                    className="studio-btn studio-btn--small js-up"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1, '.js-up')}
                  >
                    {UI.moveUp}
                  </button>
                  <button
                    type="button"
                    className="studio-btn studio-btn--small js-down"
                    disabled={i === sections.length - 1}
                    onClick={() => move(i, i + 1, '.js-down')}
                  >
                    {UI.moveDown}
                  </button>
                  <button type="button" className="studio-btn studio-btn--small" onClick={() => duplicate(i)}>
                    {UI.duplicate}
                  </button>
                  <button
                    type="button"
                    className="studio-btn studio-btn--small studio-btn--danger"
                    onClick={() => remove(i)}
                  >
                    {UI.remove}
                  </button>
                </div>
              </div>
              <div id={bodyId} hidden={!open} className="studio-section__body">
                {info ? (
                  <SchemaForm
                    schema={info.schema}
                    data={section}
                    errors={trees[i]!}
                    idPrefix={`sections_${i}`}
                    scope={String(section.type)}
                    index={i}
                    richTextKeys={richTextKeys}
                    onChange={changeSection}
                  />
                ) : (
                  <p className="studio-error">{errors.map((d) => d.message).join(' ')}</p>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <div className="studio-sections__add">
        <label htmlFor="studio-add-type">{UI.addType}</label>
        <select id="studio-add-type" value={addType} onChange={(e) => setAddType(e.target.value)}>
          {types.map((t) => (
            <option key={t.type} value={t.type}>
              {scopeLabel(t.type)} ({t.type})
            </option>
          ))}
        </select>
        <button type="button" className="studio-btn" onClick={add}>
          {UI.add}
        </button>
      </div>
    </section>
  )
}
