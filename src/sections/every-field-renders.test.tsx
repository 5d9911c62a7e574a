/**
 * Every field an author can edit shows somewhere: the test walks the schemas of the pages,
 * the menu and every section type, changes each field in turn in the repository's content (or adds it
 * where no document has it, with its schema example) and fails on a field whose change shows on no
 * page: not in its body, its head tags, its structured data, nor in any language's menu or any listing
 * that shows the page. A field read by no renderer on purpose says why in its schema (`x-internal`).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { buildContent, type ContentFile, type SiteContent } from '../runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../runtime/content-source.node.js'
import { withStrings } from '../ui/with-strings.js'
import { ContentPage } from '../views/ContentPage.js'
import { pageAt } from './page-view.js'
import { sectionDefinitions } from './definitions.js'

type Json = Record<string, unknown>
interface Field {
  /** Where the field is, as a pattern: sections[].data.services[].title (`[]`: any item). */
  path: string
  schema: Json
  /** The field in the schemas: the same for every path that reaches one definition (an image's alt). */
  key: string
}

const schemas = readSchemas()
const repository = readContentFiles()
const schemaOf = (rel: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, rel), 'utf8')) as Json

/** Resolves a $ref (within the schemas' folders) to its node. */
function deref(node: Json, from: string): { node: Json; from: string; base: Json } {
  let current = node
  let base = node
  let file = from
  for (let guard = 0; typeof current.$ref === 'string' && guard < 10; guard++) {
    const [target = '', pointer = ''] = (current.$ref as string).split('#')
    if (target) file = path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
    let resolved = schemas[file] as Json | undefined
    for (const seg of pointer.split('/').filter(Boolean)) resolved = resolved?.[seg] as Json | undefined
    if (!resolved) throw new Error(`${from}: cannot resolve ${current.$ref}`)
    base = resolved
    current = { ...resolved, ...current, $ref: undefined }
  }
  return { node: current, from: file, base }
}

const ids = new WeakMap<object, number>()
let lastId = 0
/** A schema object's number: the same definition reached from several places is one. */
function idOf(node: object): number {
  let id = ids.get(node)
  if (id === undefined) {
    id = ++lastId
    ids.set(node, id)
  }
  return id
}

/** Every leaf field of a schema (strings, numbers, booleans, lists of them), through objects, lists and oneOf. */
function leaves(node: Json, from: string, prefix: string, out: Field[], skip: ReadonlySet<string>) {
  const at = deref(node, from)
  for (const branch of (at.node.oneOf as Json[] | undefined) ?? []) leaves(branch, at.from, prefix, out, skip)
  for (const [name, child] of Object.entries((at.node.properties as Record<string, Json> | undefined) ?? {})) {
    const field = deref(child, at.from)
    const here = `${prefix}${name}`
    if (skip.has(here) || out.some((f) => f.path === here)) continue
    if (field.node['x-internal'] !== undefined) {
      out.push({ path: here, schema: field.node, key: `${idOf(at.base)}/${name}` })
      continue
    }
    const items = field.node.items as Json | undefined
    const item = items && deref(items, field.from)
    if (field.node.properties || field.node.oneOf) leaves(child, at.from, `${here}.`, out, skip)
    else if (item && (item.node.properties || item.node.oneOf)) leaves(items!, field.from, `${here}[].`, out, skip)
    else out.push({ path: here, schema: field.node, key: `${idOf(at.base)}/${name}` })
  }
}

/** The values at a field pattern in a document, with their concrete paths (['sections', 3, 'title']). */
function find(data: unknown, pattern: string): { at: (string | number)[]; value: unknown }[] {
  const found: { at: (string | number)[]; value: unknown }[] = []
  const walk = (value: unknown, parts: string[], at: (string | number)[]) => {
    if (!parts.length) return void found.push({ at, value })
    const [part, ...rest] = parts
    const list = part!.endsWith('[]')
    const key = list ? part!.slice(0, -2) : part!
    const next = (value as Json | undefined)?.[key]
    if (next === undefined) return
    if (!list) return walk(next, rest, [...at, key])
    if (Array.isArray(next)) {
      for (const [i, v] of next.entries()) walk(v, rest, [...at, key, i])
    }
  }
  walk(data, pattern.split('.'), [])
  return found
}

function setAt(data: Json, at: (string | number)[], value: unknown): void {
  let node = data as Record<string | number, unknown>
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[at.at(-1)!] = value
}

/** Other values to try for a field: another of its enum, another value the content gives the same key, or the same text changed. */
function otherValues(field: Field, value: unknown, byKey: ReadonlyMap<string, unknown[]>): unknown[] {
  const key = field.path.split('.').pop()!.replace(/\[\]$/, '')
  const own = (field.schema.enum as unknown[] | undefined)?.filter((v) => v !== value) ?? []
  const seen = (byKey.get(key) ?? []).filter((v) => JSON.stringify(v) !== JSON.stringify(value)).slice(0, 3)
  if (typeof value === 'number') return [...own, value + 1, value - 1, ...seen]
  if (typeof value === 'boolean') return [!value]
  if (Array.isArray(value)) return [[...value, ...(value.length ? [value[0]] : ['zqx'])], ...seen]
  if (typeof value === 'string') return [...own, ...seen, `${value} zqx`, `${value}-zqx`]
  // An object of choices (a calculator's start): without one of them, or another one the content has.
  const fewer =
    value && typeof value === 'object'
      ? Object.keys(value).map((k) => Object.fromEntries(Object.entries(value).filter(([other]) => other !== k)))
      : []
  const others = (byKey.get(key) ?? []).filter((v) => JSON.stringify(v) !== JSON.stringify(value)).slice(0, 6)
  return [...own, ...fewer, ...others]
}

/** Every value each key has anywhere in the content, for `otherValues`. */
function valuesByKey(files: readonly ContentFile[]): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>()
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object'))
      out.set(key, [...(out.get(key) ?? []), value])
    if (Array.isArray(value)) for (const v of value) walk(v, key)
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k)
    else if (!out.get(key)?.includes(value)) out.set(key, [...(out.get(key) ?? []), value])
  }
  for (const f of files)
    if (f.path.endsWith('.json') && !f.path.includes('/translations/')) walk(JSON.parse(f.text), '')
  return out
}

const parsedFiles = new Map<string, Json>()
/** A content file's JSON, parsed once. */
function parsed(files: readonly ContentFile[], file: string): Json {
  let data = parsedFiles.get(file)
  if (!data) {
    data = JSON.parse(files.find((f) => f.path === file)!.text) as Json
    parsedFiles.set(file, data)
  }
  return data
}

function build(files: ContentFile[]): SiteContent | null {
  return buildContent(files, schemas, { ...publicFileChecks(), passes: sitePasses() }).content
}

/** What visitors get of a page: its body, head tags and structured data (null when the address is no page). */
function pageOutput(content: SiteContent, address: string): string | null {
  const at = pageAt(content, address)
  if (at.kind !== 'page') return null
  const body = renderToString(withStrings(<ContentPage view={at.view} />, at.view.lang))
  return `${body}\n${JSON.stringify(at.view.head)}\n${JSON.stringify(at.view.jsonLd)}`
}

/** The pages that list other pages (a page's fields may show there only). */
const LISTINGS = ['/', '/palvelu', '/laskuri', '/palvelu/helsinki', '/palvelu/espoo', '/palvelu/lappeenranta']

/** What a change can reach: every language's menu, the page's own versions and (`listings`) the pages that list pages. */
function output(content: SiteContent, route: string, listings: boolean): string {
  const versions = Object.values(content.versions.get(route) ?? { fi: route })
  const listed = listings ? LISTINGS.flatMap((l) => Object.values(content.versions.get(l) ?? { fi: l })) : []
  const addresses = [...new Set([...versions, ...listed])]
  const menus = Object.values(content.languages).map((c) => JSON.stringify(c?.navigation))
  return [...menus, ...addresses.map((a) => `${a}\n${pageOutput(content, a)}`)].join('\n')
}

/** A page of every section type's schema examples: each section field has an instance to change. */
function examplesPage(): ContentFile {
  const sections = sectionDefinitions.flatMap((d) =>
    ((schemaOf(d.schema).examples as Json[] | undefined) ?? []).map((e, i) => ({
      ...e,
      id: `${d.type}-example-${i + 1}`,
    })),
  )
  const page = {
    $schema: '../../schemas/page.schema.json',
    slug: 'kaikki-kentat',
    title: 'Kaikki kentät',
    description: 'Jokainen osiotyyppi esimerkkeineen, jotta jokainen kenttä voidaan kokeilla.',
    metaDescription: 'Jokainen osiotyyppi esimerkkeineen, jotta jokainen kenttä voidaan kokeilla sivulla.',
    sections,
  }
  return { path: 'pages-data/pages/kaikki-kentat.json', text: JSON.stringify(page) }
}

interface Target {
  /** The files whose documents may hold the field, in the order tried. */
  files: readonly string[]
  /** A section type's fields: only in sections of this type. */
  type?: string
  /** Whether the field may show on the pages that list its page (a page's own fields). */
  listings: boolean
}

/** Whether changing the field (in the first of `files` holding it) changes what visitors get; why not when it does not. */
function fieldShows(
  field: Field,
  files: ContentFile[],
  target: Target,
  base: SiteContent,
  byKey: Map<string, unknown[]>,
) {
  const route = (file: string) => base.documents.find((d) => d.file === file)?.route ?? '/'
  let refused = ''
  for (const file of target.files) {
    const data = parsed(files, file)
    const hits = find(data, field.path).filter(
      (h) => !target.type || (data.sections as Json[])[h.at[1] as number]?.type === target.type,
    )
    if (!hits.length) continue
    const before = output(base, route(file), target.listings)
    let built = false
    for (const hit of hits.slice(0, 2))
      for (const value of otherValues(field, hit.value, byKey)) {
        const changed = structuredClone(data)
        setAt(changed, hit.at, value)
        const content = build(files.map((f) => (f.path === file ? { path: file, text: JSON.stringify(changed) } : f)))
        built ||= content !== null
        if (content && output(content, route(file), target.listings) !== before) return null
      }
    // Every other value the validator refused here (it depends on a sibling): try the next document that has it.
    if (built) return `changing it in ${file} (${hits.map((h) => h.at.join('.')).join(', ')}) shows nowhere`
    refused = `every change of it in ${file} is refused by the validator`
  }
  if (refused) return refused
  return `no document has it, so nothing shows it (${target.files.join(', ')})`
}

const PAGE_FILES = [
  'pages-data/services/seinien-ja-kattojen-maalaus.json',
  'pages-data/cities/lappeenranta.json',
  'pages-data/calculators/saunan-asennus.json',
  'pages-data/services/keittion-remontti.json',
]

describe('every field an author can edit shows somewhere', { timeout: 900_000 }, () => {
  it('of the pages, the menu and every section type: none but the internal ones (x-internal says why) shows nowhere', () => {
    const files = [...repository, examplesPage()]
    const base = build(files)
    expect(base).not.toBeNull()
    const byKey = valuesByKey(files)
    // Sections are found in the examples page first, then in every page of the site.
    const pages = [
      'pages-data/pages/kaikki-kentat.json',
      ...repository
        .map((f) => f.path)
        .filter((f) => /^pages-data\/(pages|services|cities|calculators)\/.*\.json$/.test(f)),
    ]
    const checks: { schema: string; target: Target }[] = [
      { schema: 'schemas/page.schema.json', target: { files: PAGE_FILES, listings: true } },
      { schema: 'schemas/navigation.schema.json', target: { files: ['pages-data/navigation.json'], listings: false } },
      ...sectionDefinitions.map((d) => ({ schema: d.schema, target: { files: pages, type: d.type, listings: false } })),
    ]
    // A field is its place in a definition: one definition reached by several paths shows if one of them does.
    const fields = new Map<string, { schema: string; target: Target; field: Field }[]>()
    for (const { schema, target } of checks) {
      const found: Field[] = []
      const prefix = schema.startsWith('src/sections/') ? 'sections[].' : ''
      leaves(
        schemaOf(schema),
        schema,
        prefix,
        found,
        new Set(schema === 'schemas/page.schema.json' ? ['sections'] : []),
      )
      for (const field of found) fields.set(field.key, [...(fields.get(field.key) ?? []), { schema, target, field }])
    }
    const dead: string[] = []
    const internal: string[] = []
    for (const places of fields.values()) {
      const { field, schema } = places[0]!
      // The section's type picks its component: what it is, not a text it shows.
      if (field.schema.const !== undefined) continue
      if (typeof field.schema['x-internal'] === 'string') {
        internal.push(`${schema} ${field.path}: ${field.schema['x-internal']}`)
        continue
      }
      const whys: string[] = []
      for (const place of places) {
        const why = fieldShows(place.field, files, place.target, base!, byKey)
        if (!why) break
        whys.push(`${place.schema} ${place.field.path}: ${why}`)
      }
      if (whys.length === places.length) dead.push(...whys)
    }
    expect(dead).toEqual([])
    // Each internal field says why (the schemas' own words), and there are few of them.
    expect(internal.length).toBeLessThan(12)
  })
})
