/**
 * npm run translate -- export <lang> --xliff [--out file.xlf] / import <lang> file.xlf (decision 275): the language's translations as XLIFF 1.2 for translators' tools (src/i18n/xliff.ts),
 * and back. Import puts each unit's target in its translation's field (the Finnish as it is now as
 * `from`, unless the unit is still marked needs-review-translation), refuses a unit whose document or
 * place is unknown, then validates the whole site with the new texts: a document with an error is not
 * written and its units are reported refused with the error. A file is written whole or not at all, in
 * the format it had (src/studio/document-format.ts); an unchanged document is written unchanged.
 */
import { sitePasses } from '../src/content-passes.js'
import type { TargetLang } from '../src/i18n/languages.js'
import { translatableTexts } from '../src/i18n/translatable.js'
import { readXliff, type UnitState, writeXliff, type XliffFile, type XliffUnit } from '../src/i18n/xliff.js'
import { buildContent, type ContentFile } from '../src/runtime/build-content.js'
import { collectionFor } from '../src/content-collections.js'
import type { SchemaSet } from '../src/runtime/schema-validator.js'
import { parseFrontMatter } from '../src/runtime/front-matter.js'
import { sourceOfTranslation, type TranslationFile, translationPath } from '../src/runtime/translation-files.js'
import type { JsonObject, JsonValue } from '../src/studio/document-format.js'
import { serializeDocument } from '../src/studio/document-format.js'
import { placeLabel } from '../src/studio/place-label.js'
import type { Glossary } from '../src/runtime/content-types.generated.js'
import { glossaryNotes, styleNote } from '../src/runtime/translator-notes.js'

/** A Finnish document's data and its translatable texts. */
function sourceOf(schemas: SchemaSet, file: ContentFile) {
  const match = collectionFor(file.path)
  if (!match) return null
  const md = file.path.endsWith('.md') ? parseFrontMatter(file.text) : null
  const data = (md ? md.data : JSON.parse(file.text)) as JsonValue
  const texts = translatableTexts(schemas, `schemas/${match.collection.schema}`, data, md?.body)
  return { data, kind: match.collection.kind, texts }
}

const byPath = (files: readonly ContentFile[]) => new Map(files.map((f) => [f.path, f]))

/** The state of a translated field: none yet, current, or made from a Finnish that has changed since. */
function stateOf(field: { from: string; text: string } | undefined, finnish: string): UnitState {
  if (!field?.text) return 'new'
  return field.from === finnish ? 'translated' : 'needs-review-translation'
}

/** A text's notes for the translator: its language's house style and the glossary's terms it uses (decision 402). */
function translatorNotes(text: string, lang: TargetLang, terms: Glossary['terms']): XliffUnit['notes'] {
  const style = styleNote(text, lang)
  return [
    ...(style ? [{ from: 'style', text: style }] : []),
    ...glossaryNotes(text, terms).map((t) => ({ from: 'glossary', text: t })),
  ]
}

/** Every translation of `lang` among `files` as one XLIFF 1.2 document. */
export function exportXliff(lang: TargetLang, files: readonly ContentFile[], schemas: SchemaSet): string {
  const paths = byPath(files)
  const glossary = paths.get(`pages-data/translations/${lang}/glossary.json`)
  const terms = glossary ? (JSON.parse(glossary.text) as Glossary).terms : []
  const out: XliffFile[] = []
  for (const file of files) {
    const of = sourceOfTranslation(file.path)
    const finnish = of?.lang === lang ? paths.get(of.source) : undefined
    const source = finnish && sourceOf(schemas, finnish)
    if (!of || !source) continue
    const translation = JSON.parse(file.text) as TranslationFile
    const units = source.texts.map(({ pointer, text }): XliffUnit => {
      const field = translation.fields[pointer]
      return {
        id: pointer,
        source: text,
        target: field?.text ?? '',
        state: stateOf(field, text),
        note: placeLabel(pointer, source.data, source.kind),
        notes: translatorNotes(text, lang, terms),
      }
    })
    out.push({ original: of.source, units })
  }
  return writeXliff({ sourceLanguage: 'fi', targetLanguage: lang, files: out })
}

export interface ImportResult {
  /** The translation files to write: path and new text (changed ones only). */
  write: ContentFile[]
  /** Units not taken, each with why. */
  refused: { file: string; id: string; why: string }[]
}

/** One XLIFF <file>'s units put into its translation's fields; the unknown ones refused. */
function applyFile(
  lang: TargetLang,
  xf: XliffFile,
  paths: Map<string, ContentFile>,
  schemas: SchemaSet,
  refused: ImportResult['refused'],
): ContentFile | null {
  const finnish = paths.get(xf.original)
  const source = finnish && sourceOf(schemas, finnish)
  if (!source) {
    for (const u of xf.units) refused.push({ file: xf.original, id: u.id, why: 'no such Finnish document' })
    return null
  }
  const file = translationPath(lang, xf.original)
  const original = paths.get(file)?.text
  const translation: TranslationFile = original
    ? (JSON.parse(original) as TranslationFile)
    : { $schema: `${'../'.repeat(file.split('/').length - 1)}schemas/translation.schema.json`, fields: {} }
  const finnishNow = new Map(source.texts.map((t) => [t.pointer, t.text]))
  const fields = { ...translation.fields }
  for (const u of xf.units) {
    const now = finnishNow.get(u.id)
    if (now === undefined) refused.push({ file: xf.original, id: u.id, why: 'not a translatable text of the document' })
    else if (u.target === undefined || (u.target === '' && !fields[u.id])) continue
    else {
      const old = fields[u.id]
      const review = u.state === 'needs-review-translation' && old?.text === u.target
      fields[u.id] = { from: review ? old.from : now, text: u.target }
    }
  }
  const next = { ...translation, fields } as unknown as JsonObject
  const text = serializeDocument(file, { data: next }, original)
  return { path: file, text }
}

/** An XLIFF file for `lang` read against the site's files; validated as a whole site before anything is written. */
export function importXliff(
  lang: TargetLang,
  xml: string,
  files: readonly ContentFile[],
  schemas: SchemaSet,
): ImportResult {
  const doc = readXliff(xml)
  if (doc.targetLanguage && doc.targetLanguage.toLowerCase().split(/[-_]/)[0] !== lang)
    throw new Error(`The file's target-language is ${doc.targetLanguage}, not ${lang}`)
  const paths = byPath(files)
  const refused: ImportResult['refused'] = []
  const changed = doc.files.flatMap((xf) => applyFile(lang, xf, paths, schemas, refused) ?? [])
  const candidates = changed.filter((f) => f.text !== paths.get(f.path)?.text)
  const next = byPath(files)
  for (const f of candidates) next.set(f.path, f)
  const { diagnostics } = buildContent([...next.values()], schemas, { passes: sitePasses() })
  const failing = new Set(diagnostics.filter((d) => d.severity === 'error').map((d) => d.file))
  for (const d of diagnostics.filter((d) => d.severity === 'error' && candidates.some((f) => f.path === d.file))) {
    const id = /^\/fields\/(.+?)\/(text|from)$/.exec(d.pointer)?.[1]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? ''
    refused.push({ file: d.file, id, why: `${d.message}${d.suggestion ? ` ${d.suggestion}` : ''}` })
  }
  return { write: candidates.filter((f) => !failing.has(f.path)), refused }
}
