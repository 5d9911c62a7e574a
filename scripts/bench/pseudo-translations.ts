/**
 * Stand-in translations for measuring and trying the runtime before (or
 * beside) the translators' files: every JSON document of pages-data/ into
 * each target language, each text its Finnish with a language mark (so no
 * number, token or link changes), slugs `<lang>-<Finnish slug>`. A file a
 * translator already wrote is kept. Never committed: the bench writes them
 * into a copy of the tree.
 *
 *   tsx scripts/bench/pseudo-translations.ts [ROOT]   write them under ROOT's pages-data/
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TARGET_LANGS, type TargetLang } from '../../src/i18n/languages.js'
import { translatableTexts } from '../../src/i18n/translatable.js'
import { collectionFor } from '../../src/content-collections.js'
import { parseFrontMatter } from '../../src/runtime/front-matter.js'
import { readContentFiles, readSchemas, REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { sourceOfTranslation, type TranslationFile, translationPath } from '../../src/runtime/translation-files.js'

/** A text marked as the language's, its HTML, numbers and tokens kept: "<p>[ru] Hinta…" (inside the first paragraph or list item). */
const mark = (lang: TargetLang, text: string) =>
  /<(p|li|h[2-6])\b[^>]*>/.test(text) ? text.replace(/(<(p|li|h[2-6])\b[^>]*>)/, `$1[${lang}] `) : `[${lang}] ${text}`

/** Writes the stand-in translations under root; returns how many files it wrote. */
export function writePseudoTranslations(root: string, langs: readonly TargetLang[] = TARGET_LANGS): number {
  const schemas = readSchemas(REPO_ROOT)
  let written = 0
  for (const file of readContentFiles(root)) {
    const match = collectionFor(file.path)
    if (!/\.(json|md)$/.test(file.path) || !match || sourceOfTranslation(file.path)) continue
    // An article: its front matter's texts and its body's blocks (decision 272).
    const { data, body } = file.path.endsWith('.md')
      ? parseFrontMatter(file.text)
      : { data: JSON.parse(file.text) as unknown, body: undefined }
    const slug = file.path
      .split('/')
      .pop()!
      .replace(/\.(json|md)$/, '')
    for (const lang of langs) {
      const target = path.join(root, translationPath(lang, file.path))
      if (existsSync(target)) continue
      const fields: TranslationFile['fields'] = {}
      for (const t of translatableTexts(schemas, `schemas/${match.collection.schema}`, data, body))
        fields[t.pointer] = { from: t.text, text: mark(lang, t.text) }
      const depth = translationPath(lang, file.path).split('/').length - 1
      // A page of its own, or a work-example category (a page the examples' content pass adds): an address.
      const routed = (match.collection.route || match.collection.kind === 'exampleCategory') && slug !== 'index'
      const translation = {
        $schema: `${'../'.repeat(depth)}schemas/translation.schema.json`,
        ...(routed ? { slug: `${lang}-${slug}` } : {}),
        fields,
      }
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, `${JSON.stringify(translation, null, 2)}\n`)
      written++
    }
  }
  return written
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? REPO_ROOT)
  console.log(`[pseudo-translations] ${writePseudoTranslations(root)} files written under ${root}/pages-data`)
}
