/**
 * A plain object's own enumerable fields, each value mapped: what
 * `Object.fromEntries(Object.entries(value).map(...))` gives, without its two arrays of pairs. The build
 * walks every page's data with it (typography, tokens, links). A field named `__proto__` stays
 * a field, as JSON.parse and Object.fromEntries make it. No React.
 */
export function mapFields<T extends object>(value: T, map: (field: unknown, key: string) => unknown): T {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const mapped = map((value as Record<string, unknown>)[key], key)
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: mapped, enumerable: true, writable: true, configurable: true })
    else out[key] = mapped
  }
  return out as T
}
