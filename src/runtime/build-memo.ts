/**
 * Results the build keeps from one run to the next (decision 321): sanitizing HTML with DOMPurify is
 * about three quarters of building a page's data, and the same HTML always comes out the same. The
 * memo exists only while a build has turned it on (scripts/build.ts), so a long-running server or
 * studio never grows one. One slot on globalThis, under a registered symbol: the build script and
 * the server bundle each have their own copy of this module.
 */
interface Memo {
  /** The input's key (the build's hash: this module also reaches the studio's browser code). */
  keyOf: (input: string) => string
  /** The input's key → the result. */
  entries: Map<string, string>
  /** The keys this build asked for: only they are kept for the next one. */
  used: Set<string>
}

const SLOT = Symbol.for('remontti.build-memo')
type Slot = { [SLOT]?: Memo }

/** `compute(input)`, from the build's memo when a build turned one on and has it. */
export function memoized(input: string, compute: (input: string) => string): string {
  const memo = (globalThis as Slot)[SLOT]
  if (!memo) return compute(input)
  const key = memo.keyOf(input)
  memo.used.add(key)
  const known = memo.entries.get(key)
  if (known !== undefined) return known
  const result = compute(input)
  memo.entries.set(key, result)
  return result
}

/** Turns the memo on with what the last build kept, inputs keyed by `keyOf` (a cryptographic hash). */
export function startBuildMemo(entries: Iterable<readonly [string, string]>, keyOf: (input: string) => string): void {
  ;(globalThis as Slot)[SLOT] = { keyOf, entries: new Map(entries), used: new Set() }
}

/**
 * Turns the memo off; the entries this build used, for the next one. With `keepAll`, every entry (a
 * build that made only some pages' data: the others' entries are still the live pages', decision 332);
 * a build that made every page's keeps only what it used, so what no page needs any more is let go.
 */
export function stopBuildMemo(keepAll = false): [string, string][] {
  const memo = (globalThis as Slot)[SLOT]
  ;(globalThis as Slot)[SLOT] = undefined
  if (!memo) return []
  if (keepAll) return [...memo.entries]
  return [...memo.used].flatMap((key) => {
    const value = memo.entries.get(key)
    return value === undefined ? [] : [[key, value] as [string, string]]
  })
}
