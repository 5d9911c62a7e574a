/**
 * npm run translate: starts, fills and checks translations (docs/content-authoring.md, "Translating").
 *
 *   npm run translate -- ru services/keittion-remontti.json     start (or bring up to date) the Russian
 *                                                            translation: every translatable text of the
 *                                                            Finnish, with an empty "text" to write
 *   npm run translate -- ru services/keittion-remontti.json --fill draft.json
 *                                                            take the texts of draft.json ({"/title": "…"})
 *                                                            and note the Finnish each was made from
 *   npm run translate -- ru blog/saunan-remontti.md --fill saunan-remontti.ru.md
 *                                                            an article: the draft is the article in Russian
 *                                                            (front matter and body, the Finnish structure
 *                                                            kept); each block of the body is a text
 *   npm run translate -- ru --status                         every document: missing, stale, changed facts
 *   npm run translate -- export ru --xliff [--out ru.xlf]    every Russian translation as XLIFF 1.2
 *   npm run translate -- import ru ru.xlf                    back from a translator's tool, validated
 *                                                            (scripts/translate-exchange.ts, decision 275)
 *
 * A Finnish text whose numbers alone changed has them carried into the translation (the studio's save
 * does the same, src/i18n/follow-numbers.ts). A routed page gets a slug suggested from its translated breadcrumb (or title) by the language's
 * transliteration scheme (src/i18n/slug.ts) when it has none.
 */
import { existsSync, readFileSync } from 'node:fs'
import { writeFileDurably, writeFilesDurably } from '../src/storage/replace-file.js'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { changedFacts } from '../src/i18n/facts.js'
import { followNumbers } from '../src/i18n/follow-numbers.js'
import { isLang, TARGET_LANGS, type TargetLang } from '../src/i18n/languages.js'
import { suggestSlug } from '../src/i18n/title-slug.js'
import { translatableTexts } from '../src/i18n/translatable.js'
import {
  sourceOfTranslation,
  type TranslationFile,
  translationPath,
  translationSchemaRef,
} from '../src/runtime/translation-files.js'
import { collectionFor } from '../src/content-collections.js'
import type { Glossary } from '../src/runtime/content-types.generated.js'
import { listFiles, readContentFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { exportXliff, importXliff } from './translate-exchange.js'
import { parseFrontMatter } from '../src/runtime/front-matter.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    fill: { type: 'string' },
    status: { type: 'boolean', default: false },
    xliff: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
})
if (positionals[0] === 'export' || positionals[0] === 'import') {
  process.exit(exchange(positionals[0], positionals[1], positionals[2], values.out))
}
const [lang, ...files] = positionals
if (!isLang(lang) || lang === 'fi' || (!files.length && !values.status)) {
  console.error(
    `Usage: npm run translate -- <${TARGET_LANGS.join('|')}> <file under pages-data/>... [--fill draft.json] | --status`,
  )
  process.exit(2)
}
const schemas = readSchemas()

/** export <lang> --xliff [--out file] / import <lang> <file.xlf>: XLIFF 1.2 with translators' tools. */
function exchange(verb: 'export' | 'import', target: string | undefined, file: string | undefined, out?: string) {
  if (!isLang(target) || target === 'fi' || (verb === 'import' && !file)) {
    console.error(
      `Usage: npm run translate -- export <${TARGET_LANGS.join('|')}> --xliff [--out file.xlf] | import <language> <file.xlf>`,
    )
    return 2
  }
  const content = readContentFiles()
  if (verb === 'export') {
    const xml = exportXliff(target, content, readSchemas())
    const to = out ?? `translations-${target}.xlf`
    writeFileDurably(to, xml)
    console.log(`${to}: ${(xml.match(/<trans-unit /g) ?? []).length} units`)
    return 0
  }
  const { write, refused } = importXliff(target, readFileSync(file!, 'utf8'), content, readSchemas())
  // Every translation whole, all or none (src/storage/replace-file.ts).
  writeFilesDurably(write.map((f) => ({ file: path.join(REPO_ROOT, f.path), data: f.text })))
  for (const f of write) console.log(`${f.path}: written`)
  for (const r of refused) console.log(`${r.file}: unit ${r.id || '(file)'} refused: ${r.why}`)
  console.log(`${write.length} file(s) written, ${refused.length} unit(s) refused`)
  return refused.length ? 1 : 0
}

const sourcePathOf = (f: string) => (f.startsWith('pages-data/') ? f : `pages-data/${f}`)

/** A document's data, and its body when it is Markdown (front matter, then the article). */
function readDocument(file: string, text: string): { data: unknown; body?: string } {
  if (!file.endsWith('.md')) return { data: JSON.parse(text) as unknown }
  const { data, body, error } = parseFrontMatter(text)
  if (error) throw new Error(`${file}:${error.line}:${error.column}: ${error.message}`)
  return { data, body }
}

function sourceTexts(source: string) {
  const match = collectionFor(source)
  if (!match) throw new Error(`${source} is not a content document (see src/runtime/collections.ts)`)
  const { data, body } = readDocument(source, readFileSync(path.join(REPO_ROOT, source), 'utf8'))
  return {
    texts: translatableTexts(schemas, `schemas/${match.collection.schema}`, data, body),
    routed: !!match.collection.route,
  }
}

/**
 * The texts of a draft by pointer: a JSON object ({"/title": "…"}), or a translated copy of a Markdown
 * article (its front matter and body in the language, the Finnish structure kept): each text at the
 * place it has in the article, the body block by block.
 */
function readDraft(file: string, source: string): Record<string, string> {
  const text = readFileSync(file, 'utf8')
  if (!file.endsWith('.md')) return JSON.parse(text) as Record<string, string>
  const match = collectionFor(source)
  if (!match) throw new Error(`${source} is not a content document`)
  const { data, body } = readDocument(file, text)
  const texts = translatableTexts(schemas, `schemas/${match.collection.schema}`, data, body)
  return Object.fromEntries(texts.map((t) => [t.pointer, t.text]))
}

/** The language's glossary terms (pages-data/translations/<language>/glossary.json), for a slug's place names. */
function glossaryTerms(target: TargetLang): Glossary['terms'] {
  const file = path.join(REPO_ROOT, 'pages-data/translations', target, 'glossary.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Glossary).terms : []
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
  const slug =
    translation.slug ?? (routed && title ? suggestSlug(target, title, new Set(), glossaryTerms(target)) : undefined)
  const next: TranslationFile = { $schema: translation.$schema, ...(slug ? { slug } : {}), fields }
  if (!values.status) {
    writeFileDurably(path.join(REPO_ROOT, file), `${JSON.stringify(next, null, 2)}\n`)
  }
  return report
}

const targets = values.status
  ? listFiles(path.join(REPO_ROOT, 'pages-data', 'translations', lang))
      .map((f) => sourceOfTranslation(path.relative(REPO_ROOT, f).split(path.sep).join('/'))?.source ?? '')
      // The glossary (translations/<lang>/glossary.json) translates no document.
      .filter((source) => collectionFor(source))
  : files.map(sourcePathOf)
if (values.fill && targets.length !== 1) {
  console.error('--fill takes one document')
  process.exit(2)
}
const draft = values.fill ? readDraft(values.fill, targets[0]!) : undefined
const lines = targets.flatMap((source) => update(lang, source, draft))
for (const line of lines) console.log(line)
console.log(`${targets.length} document(s), ${lines.length} note(s)`)
