/**
 * "Siirry kenttään": focus the field a finding is about. A finding in the
 * Markdown body selects its line from the column the validator gives and
 * scrolls the body there; any other finding focuses its form field (or the
 * nearest field above it that is on screen).
 */
import { pointerSegments } from '../../runtime/json-location.js'
import { diagnosticFieldId } from '../form-mapping.js'
import type { StudioDiagnostic } from '../studio-api.js'

/** Character offset of a 1-based line and column in `text`. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset)
    if (next < 0) return text.length
    offset = next + 1
  }
  return Math.min(offset + column - 1, text.length)
}

function focusBody(line: number, column: number) {
  const area = document.getElementById('studio-markdown') as HTMLTextAreaElement | null
  if (!area) return
  const start = offsetOf(area.value, line, column)
  const lineEnd = area.value.indexOf('\n', start)
  area.focus()
  area.setSelectionRange(start, lineEnd < 0 ? area.value.length : lineEnd)
  const lineHeight = Number.parseFloat(getComputedStyle(area).lineHeight) || 20
  area.scrollTop = Math.max(0, (line - 1) * lineHeight - area.clientHeight / 2)
  area.scrollIntoView({ block: 'center' })
}

function focusField(pointer: string) {
  let segments = pointerSegments(pointer)
  while (true) {
    const el = document.getElementById(diagnosticFieldId(`/${segments.join('/')}`))
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

export function focusFinding(d: Pick<StudioDiagnostic, 'pointer' | 'bodyLine' | 'bodyColumn'>) {
  if (d.pointer === '/body' && d.bodyLine) focusBody(d.bodyLine, d.bodyColumn ?? 1)
  else focusField(d.pointer)
}
