/**
 * npm run migrate:content-model [-- --check]  (decision 350)
 *
 * Turns the hand-copied lists of pages-data/ into lists that name their pages, once:
 *   - "Kaikki palvelut" (pages-data/pages/palvelu.json): each group section becomes `{ "group": … }`; each service
 *     takes its group, its order, its icon and (where the card said it otherwise) its name and card text
 *     from its card there;
 *   - the calculators overview (pages-data/pages/laskuri.json) becomes `{ "collection": "calculators" }`, the
 *     calculators taking their order, icon, name and card text from its cards;
 *   - a city page's cards become `{ "page": … }`: a card of the city's own sub-page gives that page its
 *     icon and card text; a card of a service keeps the city's own words as the entry's `text` where they
 *     differ from the service's card text;
 *   - navigation.json's columns become the groups they show, the calculators menu and the footer's cities
 *     their folders, the footer's services `{ "page": … }` (its "Kaikki palvelut" stays written); a menu
 *     text other than the page's name becomes the page's `menuLabel`.
 * The translations follow: a card's or link's translated texts move to the page they now belong to
 * (its `/description`, `/name`, `/menuLabel`) or to the entry's `/text`, and the rest of a migrated
 * card's are removed. Every difference between a copy and its page is printed (and written to
 * docs/migrations/43-content-model.md), with which text was kept. Cards elsewhere (a service page's own
 * "what the work includes" cards, the home page's group cards) are written cards and stay.
 * Idempotent: a second run finds nothing to do. `--check` prints the report and writes nothing.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TARGET_LANGS } from '../src/i18n/languages.js'
import { REPO_ROOT } from '../src/runtime/content-source.node.js'
import { type JsonObject, serializeDocument } from '../src/studio/document-format.js'

type Json = JsonObject
interface Card {
  icon: string
  title: string
  description: string
  href?: string
}
interface Field {
  from: string
  text: string
}

const root = process.argv.includes('--root')
  ? path.resolve(process.argv[process.argv.indexOf('--root') + 1]!)
  : REPO_ROOT
const check = process.argv.includes('--check')
const data = path.join(root, 'pages-data')

/** Kaikki palvelut's group sections and the group each one is. */
const GROUP_OF_SECTION: Record<string, string> = {
  'erilliset-tilat': 'rooms',
  asunnot: 'apartments',
  viimeistelytyot: 'finishing',
  ulkotyot: 'outdoor',
  'muutot-ja-kuljetukset': 'moving',
  yrityspalvelut: 'company',
}

const originals = new Map<string, string>()
const files = new Map<string, Json>()
const touched = new Set<string>()
const report: string[] = []
const note = (line: string) => report.push(line)
/** A document's file as the report names it (its id, the file under pages-data/ without .json, made a path). */
const fileOf = (id: string) => (id === 'navigation' ? 'pages-data/navigation.json' : `pages-data/${id}.json`)

function load(rel: string): Json | undefined {
  if (files.has(rel)) return files.get(rel)
  const full = path.join(data, rel)
  let text: string
  try {
    text = readFileSync(full, 'utf8')
  } catch {
    return undefined
  }
  originals.set(rel, text)
  const json = JSON.parse(text) as Json
  files.set(rel, json)
  return json
}
const dirty = (rel: string) => touched.add(rel)

/** Finnish documents by id (services/keittion-remontti) and by route. */
const byId = new Map<string, Json>()
const byRoute = new Map<string, string>()
function walk(folder: string) {
  for (const name of readdirSync(path.join(data, folder)).sort()) {
    const rel = `${folder}/${name}`
    if (statSync(path.join(data, rel)).isDirectory()) walk(rel)
    else if (name.endsWith('.json')) {
      const id = rel.replace(/\.json$/, '')
      byId.set(id, load(rel)!)
      const [kind, ...rest] = id.split('/')
      const slug = rest.join('/')
      const route =
        kind === 'services' || kind === 'cities'
          ? `/palvelu/${slug}`
          : kind === 'calculators'
            ? `/laskuri/${slug}`
            : slug === 'index'
              ? '/'
              : `/${slug}`
      byRoute.set(route, id)
    }
  }
}
for (const folder of ['services', 'cities', 'calculators', 'pages']) walk(folder)

const nameOf = (doc: Json) => String(doc.name ?? doc.breadcrumb ?? doc.title)
const menuNameOf = (doc: Json) => String(doc.menuLabel ?? nameOf(doc))
const translation = (lang: string, id: string) => load(`translations/${lang}/${id}.json`)
const fieldsOf = (t: Json) => t.fields as unknown as Record<string, Field>

/** A translation's fields with `key` set after `after` (or at the end), the others in their order. */
function setField(t: Json, key: string, value: Field, after?: string) {
  const fields = fieldsOf(t)
  if (key in fields) {
    fields[key] = value
    return
  }
  const next: Record<string, Field> = {}
  let placed = false
  for (const [k, v] of Object.entries(fields)) {
    next[k] = v
    if (k === after) {
      next[key] = value
      placed = true
    }
  }
  if (!placed) next[key] = value
  t.fields = next as unknown as Json
}

/** The page's own field `key` becomes `value`, each translation taking the copy's translation (its `pointer` in `listingId`). */
function adopt(
  id: string,
  key: 'description' | 'name' | 'menuLabel',
  value: string,
  listingId: string,
  pointer: string,
) {
  const doc = byId.get(id)!
  doc[key] = value
  dirty(`${id}.json`)
  for (const lang of TARGET_LANGS) {
    const own = translation(lang, id)
    const copy = translation(lang, listingId)
    if (!own) continue
    const moved = copy && fieldsOf(copy)[pointer]
    if (!moved) {
      note(
        `  - ${lang}: no translation of the copy (${fileOf(listingId)} ${pointer}); ${id}'s ${key} is left to translate`,
      )
      continue
    }
    const before = fieldsOf(own)[`/${key}`]
    if (before && before.text !== moved.text) note(`  - ${lang}: ${id} /${key} "${before.text}" -> "${moved.text}"`)
    setField(own, `/${key}`, moved, fieldsOf(own)['/breadcrumb'] ? '/breadcrumb' : '/title')
    dirty(`translations/${lang}/${id}.json`)
  }
}

/** Removes a listing's translated fields under `prefix` (a migrated card or link), moving `moves` to new pointers. */
function dropTranslated(listingId: string, prefix: string, moves: Record<string, string> = {}) {
  for (const lang of TARGET_LANGS) {
    const t = translation(lang, listingId)
    if (!t) continue
    const fields = fieldsOf(t)
    const next: Record<string, Field> = {}
    let changed = false
    for (const [k, v] of Object.entries(fields)) {
      if (k in moves) {
        next[moves[k]!] = v
        changed = true
      } else if (k === prefix || k.startsWith(`${prefix}/`)) changed = true
      else next[k] = v
    }
    if (changed) {
      t.fields = next as unknown as Json
      dirty(`translations/${lang}/${listingId}.json`)
    }
  }
}

/** Renumbers a listing's translated pointers under `prefix/<i>` by `map` (old index -> new index), dropping the rest. */
function renumber(listingId: string, prefix: string, map: Map<number, number>) {
  for (const lang of TARGET_LANGS) {
    const t = translation(lang, listingId)
    if (!t) continue
    const next: Record<string, Field> = {}
    let changed = false
    for (const [k, v] of Object.entries(fieldsOf(t))) {
      const m = k.startsWith(`${prefix}/`) ? /^(\d+)(.*)$/.exec(k.slice(prefix.length + 1)) : null
      if (!m) next[k] = v
      else {
        const to = map.get(Number(m[1]))
        changed = true
        if (to !== undefined) next[`${prefix}/${to}${m[2]}`] = v
      }
    }
    if (changed) {
      t.fields = next as unknown as Json
      dirty(`translations/${lang}/${listingId}.json`)
    }
  }
}

/**
 * Where the Finnish card text is the page's own, a translation of the card that differs from the page's own
 * translation is the better copy too (written for the list, and the one visitors saw there): the page takes it.
 */
function adoptTranslations(id: string, listingId: string, pointer: string) {
  for (const lang of TARGET_LANGS) {
    const own = translation(lang, id)
    const card = translation(lang, listingId) && fieldsOf(translation(lang, listingId)!)[pointer]
    const mine = own && fieldsOf(own)['/description']
    if (!own || !card || !mine || card.text === mine.text) continue
    note(
      `- ${lang}: ${fileOf(listingId)}'s translated card text of ${id} differs from the page's own translation:\n  - card: "${card.text}"\n  - page: "${mine.text}"\n  - kept the card's`,
    )
    setField(own, '/description', card)
    dirty(`translations/${lang}/${id}.json`)
  }
}

const cardsOf = (section: Json) => ((section.data as Json | undefined)?.services ?? []) as unknown as Card[]
const isWritten = (c: unknown): c is Card => typeof c === 'object' && c !== null && 'title' in c

/** A card's page: its id when its link is exactly a page's address. */
const pageOfCard = (card: Card) => (card.href ? byRoute.get(card.href) : undefined)

/** Where a card is the page's main listing: it gives the page its icon, name and card text. */
function takeFromCard(id: string, card: Card, listingId: string, pointer: string) {
  const doc = byId.get(id)!
  if (doc.icon === undefined) {
    doc.icon = card.icon
    dirty(`${id}.json`)
  } else if (doc.icon !== card.icon)
    note(`- ${fileOf(listingId)}: ${id}'s card icon "${card.icon}" differs from its own "${doc.icon}": kept its own`)
  if (card.title !== nameOf(doc)) {
    note(
      `- ${fileOf(listingId)}: card title "${card.title}" is not ${id}'s name "${nameOf(doc)}": kept the card's as its name`,
    )
    adopt(id, 'name', card.title, listingId, `${pointer}/title`)
  }
  if (card.description === doc.description) adoptTranslations(id, listingId, `${pointer}/description`)
  else {
    note(
      `- ${fileOf(listingId)}: card text of ${id} differs:\n  - card: "${card.description}"\n  - page: "${doc.description}"\n  - kept the card's (the better copy: written for the list)`,
    )
    adopt(id, 'description', card.description, listingId, `${pointer}/description`)
  }
}

function migrateGroups() {
  const id = 'pages/palvelu'
  const page = byId.get(id)!
  ;(page.sections as unknown as Json[]).forEach((section, s) => {
    const group = GROUP_OF_SECTION[String(section.id)]
    if (section.type !== 'services' || !group) return
    const cards = cardsOf(section)
    if (!cards.every(isWritten)) return
    cards.forEach((card, i) => {
      const sid = pageOfCard(card)
      if (!sid?.startsWith('services/')) throw new Error(`${id}: card ${card.title} names no service`)
      const doc = byId.get(sid)!
      if (doc.group !== group) {
        note(`- ${fileOf(sid)}: group "${doc.group}" -> "${group}" (its section on Kaikki palvelut)`)
        doc.group = group
      }
      doc.order = (i + 1) * 10
      dirty(`${sid}.json`)
      takeFromCard(sid, card, id, `/sections/${s}/data/services/${i}`)
    })
    ;(section.data as Json).services = [{ group }]
    dropTranslated(id, `/sections/${s}/data/services`)
    dirty(`${id}.json`)
  })
}

function migrateCalculators() {
  const id = 'pages/laskuri'
  const page = byId.get(id)!
  const all = [...byId.keys()].filter((k) => k.startsWith('calculators/'))
  ;(page.sections as unknown as Json[]).forEach((section, s) => {
    const cards = cardsOf(section)
    if (section.type !== 'services' || !cards.every(isWritten)) return
    const ids = cards.map(pageOfCard)
    if (ids.some((c) => !c?.startsWith('calculators/')) || ids.length !== all.length) return
    cards.forEach((card, i) => {
      const cid = ids[i]!
      byId.get(cid)!.order = (i + 1) * 10
      dirty(`${cid}.json`)
      takeFromCard(cid, card, id, `/sections/${s}/data/services/${i}`)
    })
    ;(section.data as Json).services = [{ collection: 'calculators' }]
    dropTranslated(id, `/sections/${s}/data/services`)
    dirty(`${id}.json`)
  })
}

function migrateCities() {
  for (const id of [...byId.keys()].filter((k) => /^cities\/[^/]+$/.test(k))) {
    const page = byId.get(id)!
    ;(page.sections as unknown as Json[]).forEach((section, s) => {
      const cards = cardsOf(section)
      if (section.type !== 'services' || !cards.length || !cards.every((c) => isWritten(c) && pageOfCard(c))) return
      const entries = cards.map((card, i) => {
        const pid = pageOfCard(card)!
        const pointer = `/sections/${s}/data/services/${i}`
        const doc = byId.get(pid)!
        if (pid.startsWith(`${id}/`)) {
          // The city's own sub-page: this card is its listing.
          takeFromCard(pid, card, id, pointer)
          dropTranslated(id, pointer)
          return { page: pid }
        }
        if (card.icon !== doc.icon)
          note(`- ${fileOf(id)}: card icon of ${pid} "${card.icon}" -> its own "${doc.icon}" (a drifted copy)`)
        if (card.title !== nameOf(doc))
          note(`- ${fileOf(id)}: card title "${card.title}" -> ${pid}'s name "${nameOf(doc)}"`)
        if (card.description === doc.description) {
          dropTranslated(id, pointer)
          return { page: pid }
        }
        note(
          `- ${fileOf(id)}: the city's own words for ${pid} kept as the entry's text:\n  - city: "${card.description}"\n  - page: "${doc.description}"`,
        )
        dropTranslated(id, pointer, { [`${pointer}/description`]: `${pointer}/text` })
        return { page: pid, text: card.description }
      })
      ;(section.data as Json).services = entries as unknown as Json[]
      dirty(`${id}.json`)
    })
  }
}

interface NavLink {
  label: string
  href: string
}

/** The entries a list of menu links becomes: runs of a group's services, a folder's pages, or pages by id. */
function menuEntries(links: (NavLink | Json)[], where: string, pointer: string): (NavLink | Json)[] {
  const out: (NavLink | Json)[] = []
  links.forEach((link, i) => {
    if (!('href' in link)) {
      out.push(link)
      return
    }
    const l = link as NavLink
    const pid = byRoute.get(l.href)
    if (!pid || pid.startsWith('pages/')) {
      out.push(l)
      return
    }
    const doc = byId.get(pid)!
    if (l.label !== menuNameOf(doc)) {
      note(`- navigation.json ${where}: "${l.label}" is not ${pid}'s name "${menuNameOf(doc)}": kept as its menuLabel`)
      adopt(pid, 'menuLabel', l.label, 'navigation', `${pointer}/${i}/label`)
    }
    out.push({ page: pid })
  })
  return out
}

/** Collapses page entries into group or folder entries where they are exactly those, reporting any change of order. */
function collapse(entries: (NavLink | Json)[], where: string): (NavLink | Json)[] {
  const pages = entries.map((e) => ('page' in e ? String(e.page) : null))
  const calculators = [...byId.keys()].filter((k) => k.startsWith('calculators/'))
  const cities = [...byId.keys()].filter((k) => /^cities\/[^/]+$/.test(k))
  const sameSet = (a: (string | null)[], b: string[]) => a.length === b.length && b.every((x) => a.includes(x))
  const folder = (list: string[], name: string) => {
    if (!sameSet(pages, list)) return null
    pages.forEach((p, i) => {
      byId.get(p!)!.order = (i + 1) * 10
      dirty(`${p}.json`)
    })
    return [{ collection: name }]
  }
  const asFolder = folder(calculators, 'calculators') ?? folder(cities, 'cities')
  if (asFolder) return asFolder
  if (pages.some((p) => !p?.startsWith('services/'))) return entries
  const groups: string[] = []
  for (const p of pages) {
    const g = String(byId.get(p!)!.group)
    if (!groups.includes(g)) groups.push(g)
  }
  const members = (g: string) =>
    [...byId.entries()]
      .filter(([k, d]) => k.startsWith('services/') && d.group === g)
      .sort(([, a], [, b]) => Number(a.order ?? 1e9) - Number(b.order ?? 1e9))
      .map(([k]) => k)
  const expected = groups.flatMap(members)
  if (!sameSet(pages, expected)) return entries
  if (expected.join() !== pages.join())
    note(
      `- navigation.json ${where}: the column's order becomes its groups' (${groups.join(', ')}):\n  - was: ${pages.join(', ')}\n  - now: ${expected.join(', ')}`,
    )
  return groups.map((group) => ({ group }))
}

function migrateNavigation() {
  const nav = load('navigation.json')!
  const header = nav.header as unknown as Json[]
  header.forEach((item, i) => {
    const groups = item.groups as unknown as Json[] | undefined
    groups?.forEach((g, j) => {
      const pointer = `/header/${i}/groups/${j}/links`
      const links = g.links as unknown as (NavLink | Json)[]
      if (!links.some((l) => 'href' in l && byRoute.get((l as NavLink).href)?.startsWith('services/'))) return
      g.links = collapse(
        menuEntries(links, `${item.label} › ${g.title}`, pointer),
        `${item.label} › ${g.title}`,
      ) as unknown as Json[]
      dropTranslated('navigation', pointer)
      dirty('navigation.json')
    })
    const links = item.links as unknown as (NavLink | Json)[] | undefined
    if (links?.some((l) => 'href' in l)) {
      const pointer = `/header/${i}/links`
      item.links = collapse(menuEntries(links, String(item.label), pointer), String(item.label)) as unknown as Json[]
      dropTranslated('navigation', pointer)
      dirty('navigation.json')
    }
  })
  const footer = nav.footer as unknown as Record<string, (NavLink | Json)[]>
  for (const key of ['services', 'cities']) {
    const links = footer[key]!
    if (
      !links.some(
        (l) =>
          'href' in l && byRoute.has((l as NavLink).href) && !byRoute.get((l as NavLink).href)!.startsWith('pages/'),
      )
    )
      continue
    const pointer = `/footer/${key}`
    const entries = menuEntries(links, `footer › ${key}`, pointer)
    const next = key === 'cities' ? collapse(entries, 'footer › cities') : entries
    // The written links that stay keep their translations, at their new places.
    const map = new Map<number, number>()
    links.forEach((l, i) => {
      if ('href' in l && !('page' in (next[i] ?? {}))) {
        const at = next.indexOf(l)
        if (at >= 0) map.set(i, at)
      }
    })
    renumber('navigation', pointer, map)
    footer[key] = next
    dirty('navigation.json')
  }
}

note('# The content model migration to lists that name their pages, decision 350 (scripts/migrate-content-model.ts)')
note('')
note("Every copy of a page's name, card text or icon that differed from the page, and what was kept.")
note('')
migrateGroups()
migrateCalculators()
migrateCities()
migrateNavigation()
note('')
note(`Files changed: ${touched.size}.`)

const out = report.join('\n')
console.log(out)
/** A page's fields in the schema's order (a new field beside its kind, not at the end of the file). */
const PAGE_ORDER = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'schemas/page.schema.json'), 'utf8')) as { properties: Json }).properties,
)
function inSchemaOrder(rel: string, doc: Json): Json {
  if (rel.startsWith('translations/') || rel === 'navigation.json') return doc
  const out: Json = {}
  for (const key of PAGE_ORDER) if (key in doc) out[key] = doc[key]!
  return out
}

if (!check && touched.size) {
  for (const rel of [...touched].sort()) {
    const file = path.join(data, rel)
    const doc = inSchemaOrder(rel, files.get(rel)!)
    const original = originals.get(rel)!
    // A file as JSON.stringify writes it stays so, its keys as ordered here; another keeps its own layout.
    const canonical = original === `${JSON.stringify(JSON.parse(original), null, 2)}\n`
    writeFileSync(
      file,
      canonical ? `${JSON.stringify(doc, null, 2)}\n` : serializeDocument(file, { data: doc }, original),
    )
  }
  writeFileSync(path.join(root, 'docs/migrations/43-content-model.md'), `${out}\n`)
}
