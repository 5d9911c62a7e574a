/**
 * Data many pages carry as one object (decision 330): the work examples' cards, the same on every
 * examples page of a language. A shared value is frozen, whole, before it is marked, so it can be
 * told by its identity: the link mapping (translation-routes.ts) maps it once per language and the
 * build hashes it once (scripts/build/fingerprints.ts), not once per page. The marks live on
 * globalThis under a registered symbol: the build script and the server bundle it renders with
 * each have their own copy of this module, and both must see the same marks. No React.
 */
import { deepFreeze } from './deep-freeze.js'

const SLOT = Symbol.for('remontti.shared-values')
type Slot = { [SLOT]?: WeakSet<object> }

function marks(): WeakSet<object> {
  const slot = globalThis as Slot
  slot[SLOT] ??= new WeakSet()
  return slot[SLOT]
}

/** Freezes the value and everything in it, marks it shared and returns it. */
export function shareValue<T extends object>(value: T): T {
  marks().add(deepFreeze(value))
  return value
}

/** Whether a value was made shared (and so frozen whole: what it holds never changes). */
export function isShared(value: unknown): value is object {
  return typeof value === 'object' && value !== null && marks().has(value)
}
