/**
 * A translation's texts follow their Finnish sections when the sections move
 * (decision 224). A translation file keys each text by its place in the Finnish
 * document (`/sections/2/title`); moving a section in the Finnish page would
 * leave every such key naming another section, and the build would refuse the
 * site until a translator re-keyed them by hand. Sections carry ids that stay
 * with them, so the new place of each key is known: the studio saves the moved
 * keys with the Finnish document. A removed section's texts are dropped (the
 * translation of a section that is gone). Pure: no files, no DOM.
 */

type Fields = Record<string, unknown>

const SECTION_KEY = /^\/sections\/(\d+)(\/.*)?$/

/** The ids of a page document's sections, or null when it has none or they do not identify each section once. */
function sectionIds(data: unknown): string[] | null {
  const sections = (data as { sections?: unknown } | null)?.sections
  if (!Array.isArray(sections)) return null
  const ids = sections.map((s) => (s as { id?: unknown } | null)?.id)
  if (!ids.every((id): id is string => typeof id === 'string' && id !== '')) return null
  return new Set(ids).size === ids.length ? ids : null
}

/**
 * Where each section of `before` is in `after` (null: removed), or null when nothing moved or the
 * sections cannot be followed (no ids, or an id twice).
 */
export function sectionMoves(before: unknown, after: unknown): Map<number, number | null> | null {
  const was = sectionIds(before)
  const now = sectionIds(after)
  if (!was || !now) return null
  const index = new Map(now.map((id, i) => [id, i]))
  const moves = new Map(was.map((id, i) => [i, index.get(id) ?? null]))
  return [...moves].every(([from, to]) => from === to) ? null : moves
}

/** The translation's fields with their section keys moved; the other keys and the key order as they were. */
export function followSections<F extends Fields>(fields: F, moves: ReadonlyMap<number, number | null>): F {
  const out: Fields = {}
  for (const [key, value] of Object.entries(fields)) {
    const m = SECTION_KEY.exec(key)
    if (!m) {
      out[key] = value
      continue
    }
    const to = moves.get(Number(m[1]))
    // A key past the Finnish sections (already wrong) stays as it is for the validator to report.
    if (to === undefined) out[key] = value
    else if (to !== null) out[`/sections/${to}${m[2] ?? ''}`] = value
  }
  return out as F
}
