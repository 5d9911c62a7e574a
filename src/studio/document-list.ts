/**
 * The studio's document list by need (issue 35, decision 322): the documents a search matches, by
 * collection, each collection's count and one page of it; the next page of one collection on request.
 * What the browser receives at start-up no longer grows with the site. Pure: no Node, no React.
 */
import type { DocumentEntry, DocumentGroups, DocumentKind } from './studio-api.js'

/** The collections the list shows, in its order (translations are opened from their Finnish page). */
export const LIST_ORDER: readonly DocumentKind[] = [
  'page',
  'service',
  'city',
  'citySub',
  'calculator',
  'calculatorModel',
  'workExample',
  'blogPost',
  'site',
  'navigation',
]

/** Documents of one collection in one answer: every collection of today's site fits in one. */
export const PAGE_SIZE = 40
/** The most one answer may ask for (a list refreshed after a save asks for what it shows). */
const MAX_LIMIT = 400

export interface ListQuery {
  /** Words of the title, the file or the address (lower case or not). */
  q: string
  /** One collection only (its next page); every listed collection when absent. */
  kind?: DocumentKind
  offset: number
  limit: number
}

const int = (value: unknown, fallback: number, max: number) => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : fallback
  return Math.min(n, max)
}

/** The query string of GET /api/documents read leniently: anything unreadable falls back to the first page. */
export function listQuery(query: Record<string, unknown>): ListQuery {
  const kind = LIST_ORDER.find((k) => k === query.kind)
  return {
    q: typeof query.q === 'string' ? query.q.slice(0, 200) : '',
    ...(kind ? { kind } : {}),
    offset: int(query.offset, 0, 1_000_000),
    limit: Math.max(1, int(query.limit, PAGE_SIZE, MAX_LIMIT)),
  }
}

/** Whether an entry matches the search: every word in its title, file or address (case and accents as typed). */
export function matches(entry: Pick<DocumentEntry, 'title' | 'file' | 'route'>, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return true
  const haystack = `${entry.title} ${entry.file} ${entry.route ?? ''}`.toLowerCase()
  return words.every((w) => haystack.includes(w))
}

/** One page of each listed collection (or of `query.kind`) among the entries the search matches, with the counts. */
export function documentGroups(entries: readonly DocumentEntry[], query: ListQuery): DocumentGroups {
  const byKind = new Map<DocumentKind, DocumentEntry[]>()
  for (const e of entries) {
    if (!LIST_ORDER.includes(e.kind) || !matches(e, query.q)) continue
    const group = byKind.get(e.kind) ?? []
    group.push(e)
    byKind.set(e.kind, group)
  }
  const kinds = query.kind ? [query.kind] : LIST_ORDER
  const groups = kinds.flatMap((kind) => {
    const all = byKind.get(kind) ?? []
    if (!all.length) return []
    const offset = query.kind ? query.offset : 0
    return [{ kind, count: all.length, offset, documents: all.slice(offset, offset + query.limit) }]
  })
  const total = [...byKind.values()].reduce((n, g) => n + g.length, 0)
  return { q: query.q, total, groups }
}
