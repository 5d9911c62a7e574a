/**
 * The site's content multiplied: every service, city (with its sub-pages) and work example
 * copied `factor - 1` times under distinct slugs, titles and translated slugs and titles in every
 * language the site has, the copies' links pointing at the copies of the same set (series k links to
 * series k), aliases dropped (an alias belongs to one page), photos and every other fact reused as
 * they are (no new image file; prices and contact details stay where they were: site.json, tokens).
 *
 *   scaleContent(files, factor)      pure: content files in, the scaled set out (the unit test's path)
 *   scaledCopy(factor)               a throwaway copy of the repository (node_modules linked) with the
 *                                    scaled content written into its pages-data/: `npm run validate`
 *                                    and `npm run build` run in it as in the repository
 *   tsx scripts/bench/scale-site.ts 5   prints the folder of a 5x copy (left for the caller to remove)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TARGET_LANGS } from '../../src/i18n/languages.js'
import type { ContentFile } from '../../src/runtime/content-model.js'
import { readContentFiles } from '../../src/runtime/content-source.node.js'
import { copyRepository } from '../../tests/support/copy-repository.js'

type Lang = 'fi' | (typeof TARGET_LANGS)[number]

/** The words a copy's title carries, so two copies never share a title in any language. */
const SERIES: Record<string, (k: number) => string> = {
  fi: (k) => `sarja ${k}`,
  en: (k) => `series ${k}`,
  ru: (k) => `серия ${k}`,
  uk: (k) => `серія ${k}`,
}
const seriesLabel = (lang: string, k: number) => (SERIES[lang] ?? SERIES.en!)(k)

/** The folders whose documents are multiplied: services, cities (and their sub-pages), work examples. */
const SCALED = /^(services|cities|examples)\/(.+)\.json$/

interface Located {
  lang: Lang
  /** Path below pages-data/ (or below pages-data/translations/<lang>/): services/x.json. */
  rel: string
}

function locate(file: string): Located | null {
  const t = /^pages-data\/translations\/([a-z]{2})\/(.+)$/.exec(file)
  if (t) return (TARGET_LANGS as readonly string[]).includes(t[1]!) ? { lang: t[1] as Lang, rel: t[2]! } : null
  const f = /^pages-data\/(.+)$/.exec(file)
  return f ? { lang: 'fi', rel: f[1]! } : null
}

/** services/x.json -> services/x-k.json; cities/helsinki/y.json -> cities/helsinki-k/y.json (the sub-page keeps its slug). */
function copyRel(rel: string, k: number): string {
  const m = SCALED.exec(rel)!
  const folder = m[1]!
  const parts = m[2]!.split('/')
  parts[0] = `${parts[0]}-${k}`
  return `${folder}/${parts.join('/')}.json`
}

/**
 * Every Finnish route of a copied page names its first segment below /palvelu/ (a service or a city),
 * and so does a list's reference to it (`"page": "cities/helsinki/x"`, decision 350), so a link or a
 * reference is carried over to series k by renaming that one segment when it is a copied page.
 */
function linkRewriter(topSlugs: ReadonlySet<string>, k: number): (text: string) => string {
  return (text) =>
    text
      .replace(/\/palvelu\/([a-z0-9-]+)(?![a-z0-9-])/g, (whole, slug: string) =>
        topSlugs.has(slug) ? `/palvelu/${slug}-${k}` : whole,
      )
      .replace(
        /("page": ")(services|cities)\/([a-z0-9-]+)(?![a-z0-9-])/g,
        (whole, lead: string, folder: string, slug: string) =>
          topSlugs.has(slug) ? `${lead}${folder}/${slug}-${k}` : whole,
      )
}

const suffixed = (text: string, lang: string, k: number) => `${text} (${seriesLabel(lang, k)})`

/** The Finnish document of copy k: its own slug or id, no aliases, its titles marked with the series. */
function copyFinnish(data: Record<string, unknown>, rel: string, k: number): Record<string, unknown> {
  const copy = { ...data }
  const isSub = rel.split('/').length === 3
  if (typeof copy.slug === 'string' && !isSub) copy.slug = `${copy.slug}-${k}`
  if (typeof copy.id === 'string') copy.id = `${copy.id}-${k}`
  delete copy.aliases
  for (const key of ['title', 'breadcrumb'] as const)
    if (typeof copy[key] === 'string') copy[key] = suffixed(copy[key] as string, 'fi', k)
  return copy
}

interface TranslationLike {
  slug?: string
  fields: Record<string, { from: string; text: string }>
  [key: string]: unknown
}

/** A translation of copy k: its translated slug made distinct, its title fields following the Finnish copy. */
function copyTranslation(data: TranslationLike, lang: Lang, rel: string, k: number): TranslationLike {
  const copy: TranslationLike = { ...data, fields: { ...data.fields } }
  const isSub = rel.split('/').length === 3
  if (typeof copy.slug === 'string' && !isSub) copy.slug = `${copy.slug}-${k}`
  for (const pointer of ['/title', '/breadcrumb']) {
    const field = copy.fields[pointer]
    if (field) copy.fields[pointer] = { from: suffixed(field.from, 'fi', k), text: suffixed(field.text, lang, k) }
  }
  return copy
}

const asJson = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`

/**
 * The content at `factor` times its services, cities and work examples: the files as they are, and for
 * k = 2..factor one copy of each such document and of each of its translations.
 */
export function scaleContent(files: readonly ContentFile[], factor: number): ContentFile[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a whole number >= 1, got ${factor}`)
  const out = [...files]
  const taken = new Set(files.map((f) => f.path))
  const sources = files.flatMap((file) => {
    const at = locate(file.path)
    return at && SCALED.test(at.rel) ? [{ file, at }] : []
  })
  // Services and cities: the first segment of their routes (/palvelu/<slug>), the ones a copy renames.
  const topSlugs = new Set(
    sources
      .filter(({ at }) => at.lang === 'fi' && !at.rel.startsWith('examples/'))
      .map(({ at }) => at.rel.split('/')[1]!.replace(/\.json$/, '')),
  )
  for (let k = 2; k <= factor; k++) {
    const relink = linkRewriter(topSlugs, k)
    for (const { file, at } of sources) {
      const data = JSON.parse(file.text) as Record<string, unknown>
      const copied =
        at.lang === 'fi'
          ? copyFinnish(data, at.rel, k)
          : copyTranslation(data as unknown as TranslationLike, at.lang, at.rel, k)
      const rel = copyRel(at.rel, k)
      const target = at.lang === 'fi' ? `pages-data/${rel}` : `pages-data/translations/${at.lang}/${rel}`
      if (taken.has(target)) throw new Error(`${target}: the copy would replace a file of the site`)
      taken.add(target)
      // "$schema" is relative to the file: a city's sub-page copy stays as deep as its original.
      out.push({ path: target, text: relink(asJson(copied)) })
    }
  }
  return out
}

/**
 * A throwaway copy of the repository (its files as git lists them, node_modules linked:
 * tests/support/copy-repository.ts) with its content scaled by `factor`. The caller removes it
 * (rmSync(dir, { recursive: true, force: true })).
 */
export function scaledCopy(factor: number): { dir: string; documents: number } {
  const dir = copyRepository(`bench-scale-${factor}x-`)
  try {
    const files = readContentFiles(dir)
    const scaled = scaleContent(files, factor)
    for (const file of scaled.slice(files.length)) {
      const full = path.join(dir, file.path)
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(full, file.text)
    }
    return { dir, documents: scaled.length }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

if (import.meta.filename === process.argv[1]) {
  const factor = Number(process.argv[2] ?? 2)
  const { dir, documents } = scaledCopy(factor)
  console.log(`${dir} (${factor}x, ${documents} content files)`)
}
