/**
 * Where a translation lives: in its own tree that mirrors pages-data/
 * (decision 194). services/keittion-remontti.json of pages-data is translated
 * into Russian by translations/ru/services/keittion-remontti.json there.
 */
import { isLang, type TargetLang } from '../i18n/languages.js'
import type { Translation } from './content-types.generated.js'

export const TRANSLATIONS_DIR = 'pages-data/translations'

/**
 * The translation file of a source file (paths from the repository root, forward slashes). Always JSON:
 * a Markdown article's is blog/<slug>.json (its front matter's texts and its body's blocks, decision 272).
 */
export function translationPath(lang: TargetLang, sourcePath: string): string {
  const rel = sourcePath.replace(/^pages-data\//, '').replace(/\.md$/, '.json')
  return `${TRANSLATIONS_DIR}/${lang}/${rel}`
}

/** Folders whose documents are Markdown (their translations are JSON all the same). */
const MARKDOWN_FOLDERS = /^blog\//

/** The `$schema` a translation file at this path declares (relative to the repository's schemas/). */
export const translationSchemaRef = (file: string) =>
  `${'../'.repeat(file.split('/').length - 1)}schemas/translation.schema.json`

/** The language and source file of a translation file, or null for any other path. */
export function sourceOfTranslation(path: string): { readonly lang: TargetLang; readonly source: string } | null {
  const known = sources.get(path)
  if (known !== undefined) return known
  if (sources.size > 50_000) sources.clear()
  const found = translationSource(path)
  sources.set(path, found && Object.freeze(found))
  return found
}

/** Each path's answer: every build asks it of every file. */
const sources = new Map<string, { readonly lang: TargetLang; readonly source: string } | null>()

function translationSource(path: string): { lang: TargetLang; source: string } | null {
  const m = /^pages-data\/translations\/([a-z]{2})\/(.+\.json)$/.exec(path)
  if (!m || !isLang(m[1]) || m[1] === 'fi') return null
  const rel = MARKDOWN_FOLDERS.test(m[2]!) ? m[2]!.replace(/\.json$/, '.md') : m[2]!
  return { lang: m[1], source: `pages-data/${rel}` }
}

/** The shape of a translation file (schemas/translation.schema.json). */
export type TranslationFile = Translation
