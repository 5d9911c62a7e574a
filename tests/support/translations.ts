/**
 * Translations made in memory for tests: the repository's content without
 * its translation files (the translators own the translations folder), plus
 * translation files whose every text is its Finnish with a language mark, so
 * the numbers and tokens stay and no fact changes.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { TargetLang } from '../../src/i18n/languages.js'
import { translatableTexts } from '../../src/i18n/translatable.js'
import type { ContentFile } from '../../src/runtime/build-content.js'
import { collectionFor } from '../../src/content-collections.js'
import { readContentFiles, readSchemas, REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { type TranslationFile, translationPath } from '../../src/runtime/translation-files.js'

const schemas = readSchemas()

export interface TranslationOptions {
  slug?: string
  /** Texts to put in place of the marked Finnish, by pointer. */
  text?: Record<string, string>
  /** A different "from" (the Finnish as it was), by pointer. */
  from?: Record<string, string>
  /** Pointers to leave out. */
  drop?: string[]
}

/** The translation file of a Finnish file under pages-data/ (services/keittion-remontti.json), as JSON text. */
export function translationOf(lang: TargetLang, sourceRel: string, options: TranslationOptions = {}): ContentFile {
  const source = `pages-data/${sourceRel}`
  const match = collectionFor(source)
  if (!match) throw new Error(`${source} is no content document`)
  const data = JSON.parse(readFileSync(path.join(REPO_ROOT, source), 'utf8')) as unknown
  const fields: TranslationFile['fields'] = {}
  for (const { pointer, text } of translatableTexts(schemas, `schemas/${match.collection.schema}`, data)) {
    if (options.drop?.includes(pointer)) continue
    fields[pointer] = { from: options.from?.[pointer] ?? text, text: options.text?.[pointer] ?? markText(lang, text) }
  }
  const file = translationPath(lang, source)
  const depth = file.split('/').length - 1
  const translation: TranslationFile = {
    $schema: `${'../'.repeat(depth)}schemas/translation.schema.json`,
    ...(options.slug ? { slug: options.slug } : {}),
    fields,
  }
  return { path: file, text: `${JSON.stringify(translation, null, 2)}\n` }
}

/** A text marked as the language's (its HTML, numbers and tokens kept): "<p>[ru] Hinta…" (inside the first paragraph or list item). */
function markText(lang: TargetLang, text: string): string {
  // The Finnish spaced en dash between words is a Russian style finding (wordDash, decision 407): the dash a Russian text writes.
  const own = lang === 'ru' ? text.replace(/ – (?=\D)/g, ' — ') : text
  return /<(p|li|h[2-6])\b[^>]*>/.test(own)
    ? own.replace(/(<(p|li|h[2-6])\b[^>]*>)/, `$1[${lang}] `)
    : `[${lang}] ${own}`
}

/** The repository's content files without its translations, plus the given ones. */
export function contentWith(translations: ContentFile[]): ContentFile[] {
  return [...readContentFiles().filter((f) => !f.path.startsWith('pages-data/translations/')), ...translations]
}

/** Line and column (1-based) where `needle` first occurs in a text, after `after` if given. */
export function positionOf(text: string, needle: string, after = ''): { line: number; column: number } {
  const from = after ? text.indexOf(after) : 0
  const at = text.indexOf(needle, Math.max(from, 0))
  if (at < 0) throw new Error(`${needle} not found`)
  const before = text.slice(0, at).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** Every JSON document of the repository translated into the language (marked texts, slugs `<lang>-<Finnish slug>`), but `except`. */
export function everyTranslation(lang: TargetLang, except: string[] = []): ContentFile[] {
  return readContentFiles()
    .map((f) => f.path)
    .filter((p) => p.endsWith('.json') && !p.startsWith('pages-data/translations/'))
    .map((p) => p.replace(/^pages-data\//, ''))
    .filter((rel) => !except.includes(rel))
    .map((rel) => {
      const slug = rel
        .split('/')
        .pop()!
        .replace(/\.json$/, '')
      return translationOf(lang, rel, slug === 'index' ? {} : { slug: `${lang}-${slug}` })
    })
}
