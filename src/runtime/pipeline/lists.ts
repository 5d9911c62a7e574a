/**
 * Pass, lists: every page a list names by id (`{ "page": "services/keittion-remontti" }` in a
 * services section, the menu or the footer) is a page of the site, else an error at that field with the
 * nearest ids suggested; every page shown as a card (named, or in a group or folder a card list shows)
 * has an icon. Groups and folders are the schema's enums.
 */
import { ENGINE } from '../engine-diagnostics.js'
import type { PageDocument, SourceDocument } from '../content-model.js'
import { documentIdOf, type ListFolder, listFolderOf } from '../listings.js'
import { nearest } from '../suggest.js'
import type { ContentPass, PipelineContext } from './context.js'
import { indexKey, reportKept } from './kept-findings.js'

interface Found {
  pointer: string
  entry: { page?: unknown; group?: unknown; collection?: unknown }
  /** Whether the list shows cards (a services section), which need an icon. */
  cards: boolean
}

const escapeKey = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')
const ENTRY_KEYS: ReadonlySet<string> = new Set(['page', 'text', 'group', 'collection'])
/** A list entry: an object of an entry's fields only (a service page's own `group` is no entry). */
const isEntry = (value: Record<string, unknown>) =>
  Object.keys(value).every((key) => ENTRY_KEYS.has(key)) &&
  (typeof value.page === 'string' || typeof value.group === 'string' || typeof value.collection === 'string')

/** Every list entry of a document with its pointer; a services section's are cards. */
function entriesOf(data: unknown): Found[] {
  const found: Found[] = []
  const walk = (value: unknown, pointer: string, cards: boolean) => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${pointer}/${i}`, cards)
    } else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      if (isEntry(object)) found.push({ pointer, entry: object, cards })
      else {
        const inCards = cards || object.type === 'services'
        for (const [key, v] of Object.entries(object)) walk(v, `${pointer}/${escapeKey(key)}`, inCards)
      }
    }
  }
  walk(data, '', false)
  return found
}

/** The pages a list checks against: each id with whether it has an icon, its group and its folder. */
function listIndex(ctx: PipelineContext): Map<string, PageDocument> {
  const byId = new Map<string, PageDocument>()
  for (const doc of ctx.routed()) if (doc.kind !== 'blogPost') byId.set(documentIdOf(doc.file), doc)
  return byId
}

function indexText(byId: ReadonlyMap<string, PageDocument>): string {
  return [...byId]
    .map(
      ([id, doc]) => `${id} ${doc.data.icon ? 'icon' : '-'} ${doc.data.group ?? '-'} ${listFolderOf(doc.kind) ?? '-'}`,
    )
    .join('\n')
}

/** The nearest ids to one that names no page: by the whole id, else by its last part (a slug without its folder). */
function suggestions(id: string, ids: readonly string[]): string {
  const whole = nearest(id, ids)
  if (whole.length) return whole.join(', ')
  const slug = id.split('/').pop() ?? id
  return nearest(
    slug,
    ids.map((i) => i.split('/').pop() ?? i),
  )
    .flatMap((s) => ids.filter((i) => i.endsWith(`/${s}`)))
    .slice(0, 3)
    .join(', ')
}

function checkLists(ctx: PipelineContext, doc: SourceDocument, byId: ReadonlyMap<string, PageDocument>): void {
  const ids = [...byId.keys()]
  for (const { pointer, entry, cards } of entriesOf(doc.data)) {
    let listed: PageDocument[] = []
    if (typeof entry.page === 'string') {
      const page = byId.get(entry.page)
      if (!page) {
        ctx.report(ENGINE.unknownListedPage, doc, `${pointer}/page`, {
          id: entry.page,
          best: suggestions(entry.page, ids),
        })
        continue
      }
      listed = [page]
    } else if (typeof entry.group === 'string')
      listed = [...byId.values()].filter((d) => d.kind === 'service' && d.data.group === entry.group)
    else if (typeof entry.collection === 'string') {
      const folder = entry.collection as ListFolder
      listed = [...byId.values()].filter((d) => listFolderOf(d.kind) === folder)
    }
    if (!cards) continue
    for (const page of listed)
      if (!page.data.icon) ctx.report(ENGINE.listedWithoutIcon, doc, pointer, { id: documentIdOf(page.file) })
  }
}

export const listsPass: ContentPass = {
  name: 'lists',
  run(ctx) {
    const byId = listIndex(ctx)
    // A document's findings are kept while it and the pages it can name are as they were (kept-findings.ts).
    const index = indexKey('lists', indexText(byId))
    for (const doc of ctx.documents)
      if (doc.kind !== 'translation')
        reportKept(ctx, [doc.data, index], 'lists', doc.file, () => checkLists(ctx, doc, byId))
  },
}
