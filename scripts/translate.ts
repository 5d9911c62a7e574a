/**
 * npm run translate: starts, fills and checks translations (docs/content-authoring.md, "Translating").
 *
 *   npm run translate -- ru services/keittion-remontti.json     start (or bring up to date) the Russian
 *                                                            translation: every translatable text of the
 *                                                            Finnish, with an empty "text" to write
 *   npm run translate -- ru services/keittion-remontti.json --fill draft.json
 *                                                            take the texts of draft.json ({"/title": "…"})
 *                                                            and note the Finnish each was made from
 *   npm run translate -- ru --status                         every document: missing, stale, changed facts
 *
 * A Finnish text whose numbers alone changed has them carried into the translation (the studio's save
 * does the same, src/i18n/follow-numbers.ts). A routed page gets a slug suggested from its translated breadcrumb (or title) by the language's
 * transliteration scheme (src/i18n/slug.ts) when it has none.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { changedFacts } from '../src/i18n/facts.js'
import { followNumbers } from '../src/i18n/follow-numbers.js'
import { isLang, type TargetLang } from '../src/i18n/languages.js'
import { slugFor } from '../src/i18n/slug.js'
import { translatableTexts } from '../src/i18n/translatable.js'
import { type TranslationFile, translationPath, translationSchemaRef } from '../src/runtime/translation-files.js'
import { collectionFor } from '../src/runtime/collections.js'
import { listFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { fill: { type: 'string' }, status: { type: 'boolean', default: false } },
})
const [lang, ...files] = positionals
if (!isLang(lang) || lang === 'fi' || (!files.length && !values.status)) {
  console.error('Usage: npm run translate -- <en|ru|uk> <file under pages-data/>... [--fill draft.json] | --status')
  process.exit(2)
}
const schemas = readSchemas()

const sourcePathOf = (f: string) => (f.startsWith('pages-data/') ? f : `pages-data/${f}`)

function sourceTexts(source: string) {
  const match = collectionFor(source)
  if (!match) throw new Error(`${source} is not a content document (see src/runtime/collections.ts)`)
  const data = JSON.parse(readFileSync(path.join(REPO_ROOT, source), 'utf8')) as unknown
  return {
    texts: translatableTexts(schemas, `schemas/${match.collection.schema}`, data),
    routed: !!match.collection.route,
  }
}

function readTranslation(file: string): TranslationFile {
  const full = path.join(REPO_ROOT, file)
  if (existsSync(full)) return JSON.parse(readFileSync(full, 'utf8')) as TranslationFile
  return { $schema: translationSchemaRef(file), fields: {} }
}

/** Brings one translation up to date with its source; returns the lines to report. */
function update(target: TargetLang, source: string, draft: Record<string, string> | undefined): string[] {
  const { texts, routed } = sourceTexts(source)
  const file = translationPath(target, source)
  const translation = readTranslation(file)
  const report: string[] = []
  const known = new Set(texts.map((t) => t.pointer))
  for (const pointer of Object.keys(draft ?? {}))
    if (!known.has(pointer)) report.push(`${file}: ${pointer} is not a translatable text of ${source}; left out`)
  const fields: TranslationFile['fields'] = {}
  for (const { pointer, text: from } of texts) {
    const drafted = draft?.[pointer]
    const old = translation.fields[pointer]
    // A Finnish change of numbers alone is carried into the translation (src/i18n/follow-numbers.ts).
    const followed = old && drafted === undefined ? followNumbers(old, from) : undefined
    if (followed?.carried) report.push(`${file}: ${pointer}: numbers carried over from the Finnish`)
    for (const n of followed?.unplaced ?? [])
      report.push(`${file}: ${pointer}: the Finnish number ${n} has no place in the translation; write it in`)
    fields[pointer] = drafted !== undefined ? { from, text: drafted } : (followed?.field ?? old ?? { from, text: '' })
    const now = fields[pointer]
    if (!now.text) report.push(`${file}: ${pointer} is not translated yet`)
    else if (now.from !== from)
      report.push(`${file}: ${pointer} is stale: the Finnish was "${now.from}", now "${from}"`)
    for (const change of now.text ? changedFacts(from, now.text) : [])
      report.push(
        `${file}: ${pointer}: ${change.kind} ${change.value} ${change.kind === 'number' ? 'is not in the Finnish' : 'of the Finnish is missing'}`,
      )
  }
  const title = fields['/breadcrumb']?.text || fields['/title']?.text
  const slug = translation.slug ?? (routed && title ? slugFor(target, title) : undefined)
  const next: TranslationFile = { $schema: translation.$schema, ...(slug ? { slug } : {}), fields }
  if (!values.status) {
    mkdirSync(path.dirname(path.join(REPO_ROOT, file)), { recursive: true })
    writeFileSync(path.join(REPO_ROOT, file), `${JSON.stringify(next, null, 2)}\n`)
  }
  return report
}

const targets = values.status
  ? listFiles(path.join(REPO_ROOT, 'pages-data', 'translations', lang))
      .map((f) =>
        path
          .relative(path.join(REPO_ROOT, 'pages-data', 'translations', lang), f)
          .split(path.sep)
          .join('/'),
      )
      .map(sourcePathOf)
  : files.map(sourcePathOf)
const draft = values.fill ? (JSON.parse(readFileSync(values.fill, 'utf8')) as Record<string, string>) : undefined
if (draft && targets.length !== 1) {
  console.error('--fill takes one document')
  process.exit(2)
}
const lines = targets.flatMap((source) => update(lang, source, draft))
for (const line of lines) console.log(line)
console.log(`${targets.length} document(s), ${lines.length} note(s)`)
