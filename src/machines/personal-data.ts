/**
 * Masks what a visitor types into the contact form before machine data leaves
 * the page for a developer tool (the Stately inspector, src/machines/inspector.ts).
 * Pure: no DOM, no XState.
 *
 * Masked wherever it appears, at any depth: the string values under the keys
 * name, email, phone, message and honeypot (the machine's `context.fields`, the
 * `sendMessage` actor's input, the `xstate.init` event that carries it) and
 * prefillMessage (the form's input), and the `value` of a `user.change` event
 * for one of those fields. A masked text keeps only whether it was empty and
 * its length in characters, which is what the form's checks look at.
 */

/** Keys whose string values are the visitor's own words. */
const PERSONAL_KEYS: ReadonlySet<string> = new Set(['name', 'email', 'phone', 'message', 'honeypot', 'prefillMessage'])

/** The contact form fields whose `user.change` value is personal (mathAnswer is not). */
const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['name', 'email', 'phone', 'message', 'honeypot'])

/** Nesting kept: deeper values become '[too deep]' (the inspector itself cuts at 10). */
const MASK_DEPTH_LIMIT = 12

const MASKED = /^\[masked, \d+ characters\]$/

/**
 * '' stays '' (an empty field); anything else becomes '[masked, N characters]'.
 * Idempotent: the inspector's browser adapter runs `serialize` a second time
 * on what it posts, and a masked text must keep its length.
 */
export function maskText(text: string): string {
  return text === '' || MASKED.test(text) ? text : `[masked, ${[...text].length} characters]`
}

/**
 * A JSON-safe copy of `value` (toJSON is honoured, functions and undefined
 * dropped, cycles and too deep nesting replaced by a marker) with the personal
 * texts masked. The input is never changed.
 */
export function maskPersonalData(value: unknown): unknown {
  return walk(value, 0, [])
}

function walk(value: unknown, depth: number, parents: object[]): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object') return undefined // undefined, functions, symbols: as JSON.stringify
  const toJSON = (value as { toJSON?: unknown }).toJSON
  if (typeof toJSON === 'function') {
    const json: unknown = toJSON.call(value)
    if (json !== value) return walk(json, depth, parents)
  }
  if (parents.includes(value)) return '[circular]'
  if (depth >= MASK_DEPTH_LIMIT) return '[too deep]'
  const inner = [...parents, value]
  if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, inner) ?? null)

  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const copy = walk(item, depth + 1, inner)
    if (copy === undefined) continue
    out[key] = PERSONAL_KEYS.has(key) && typeof copy === 'string' ? maskText(copy) : copy
  }
  if (
    out.type === 'user.change' &&
    typeof out.field === 'string' &&
    PERSONAL_FIELDS.has(out.field) &&
    typeof out.value === 'string'
  ) {
    out.value = maskText(out.value)
  }
  return out
}

/**
 * The inspector's events with their `snapshot` and `event` masked; the other
 * fields (actor name, ids, the machine definition) are the program's, not the
 * visitor's, and stay as they are.
 */
export function maskInspectionEvent<T extends object>(inspectionEvent: T): T {
  const out = { ...inspectionEvent } as Record<string, unknown>
  if ('snapshot' in out) out.snapshot = maskPersonalData(out.snapshot)
  if ('event' in out) out.event = maskPersonalData(out.event)
  return out as T
}
