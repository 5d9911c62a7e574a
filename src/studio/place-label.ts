/**
 * Where a finding is, in the author's words (issue 21): a JSON pointer as the
 * Finnish label path of its field, e.g. `/sections/3/items/1/answer` on a page
 * whose fourth section is a FAQ → "Osio 4: Usein kysytyt kysymykset ›
 * Kysymys 2 › Vastaus". Pure: no DOM, no Node.
 */
import { pointerSegments } from '../runtime/json-location.js'
import { STUDIO_UI as UI } from './strings.fi.js'
import type { JsonValue } from './document-format.js'
import { fieldLabel, itemLabel, scopeLabel } from './labels.fi.js'

const PLACE_SEPARATOR = ' › '

const child = (value: JsonValue | undefined, seg: string | number): JsonValue | undefined =>
  value && typeof value === 'object' ? (value as Record<string, JsonValue>)[seg] : undefined

/** A menu's item by the name it shows ("Palvelu", "Ulkotyöt"), not its place in the list (issue 45). */
function menuItemName(kind: string, item: JsonValue | undefined): string | undefined {
  if (kind !== 'navigation') return undefined
  const name = child(item, 'label') ?? child(item, 'title') ?? child(item, 'name')
  return typeof name === 'string' && name.trim() ? name.trim() : undefined
}

/** The label path of `pointer` in a document of `kind` whose data is `data`. */
export function placeLabel(pointer: string, data: JsonValue | undefined, kind: string): string {
  const segments = pointerSegments(pointer).map(String)
  if (!segments.length) return UI.diagnostics.whole
  if (segments[0] === 'body')
    return segments[1] === undefined
      ? UI.markdown.label
      : `${UI.markdown.label}${PLACE_SEPARATOR}${UI.place.block(Number(segments[1]) + 1)}`
  const parts: string[] = []
  let scope = kind
  let path = ''
  let value = data
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!
    const next = segments[i + 1]
    if (!path && seg === 'sections' && next !== undefined && /^\d+$/.test(next)) {
      const section = child(child(value, seg), next)
      scope = String(child(section, 'type') ?? '')
      parts.push(`${UI.place.section(Number(next) + 1)}: ${scopeLabel(scope)}`)
      value = section
      i++
      continue
    }
    if (/^\d+$/.test(seg)) {
      parts.push(menuItemName(kind, child(value, seg)) ?? `${itemLabel(scope, path)} ${Number(seg) + 1}`)
      path = `${path}[]`
    } else {
      path = path ? `${path}.${seg}` : seg
      // A list followed by its item: the item's name says it ("Kysymys 2", not "Kysymykset › Kysymys 2").
      if (next === undefined || !/^\d+$/.test(next)) parts.push(fieldLabel(scope, path)?.label ?? seg)
    }
    value = child(value, seg)
  }
  return parts.join(PLACE_SEPARATOR)
}

/** The field's own label at `pointer` (the last part of its place: "Otsikko", "Pääotsikko"), as its form shows it. */
export const ownLabel = (pointer: string, data: JsonValue | undefined, kind: string): string =>
  placeLabel(pointer, data, kind).split(PLACE_SEPARATOR).at(-1) ?? ''
