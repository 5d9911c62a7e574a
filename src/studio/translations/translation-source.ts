/**
 * What the studio shows beside a translation (issue 20): each translatable text of its Finnish
 * document, with the Finnish label path of its place, and a new translation's first text, every
 * translated text empty (the validator then asks for each). Node only; no React.
 */
import { isLang, type TargetLang } from '../../i18n/languages.js'
import { translatableTexts } from '../../i18n/translatable.js'
import { collectionFor } from '../../content-collections.js'
import { RICH_TEXT_KEYS } from '../../runtime/collections.js'
import { sanitizeHtml } from '../../runtime/rich-text.js'
import { readSchemas, REPO_ROOT } from '../../runtime/content-source.node.js'
import {
  sourceOfTranslation,
  type TranslationFile,
  translationPath,
  translationSchemaRef,
} from '../../runtime/translation-files.js'
import { parseDocumentText } from '../document-format.js'
import { placeLabel } from '../place-label.js'

export interface TranslationText {
  /** The place in the Finnish document (a JSON pointer): the key of the translation's field. */
  pointer: string
  /** The place as the author reads it ("Osio 2: Usein kysytyt kysymykset › Kysymys 1 › Vastaus"). */
  place: string
  /** The Finnish text as it is now. */
  text: string
  /** A formatted text (rich text): its translation is written in the same editor, and `html` shows the Finnish formatted. */
  rich?: boolean
  html?: string
}

export interface TranslationSource {
  lang: TargetLang
  /** The Finnish document (pages-data/…). */
  source: string
  /** Whether the document is a page (its translation needs a slug). */
  routed: boolean
  texts: TranslationText[]
}

let schemas: ReturnType<typeof readSchemas> | undefined

/** The Finnish texts of a translation file's source, or null when the path names no translation or its source is missing. */
export function translationSource(read: (file: string) => string | undefined, file: string): TranslationSource | null {
  const of = sourceOfTranslation(file)
  if (!of || !isLang(of.lang)) return null
  const match = collectionFor(of.source)
  const text = read(of.source)
  const parsed = text === undefined ? undefined : parseDocumentText(of.source, text)
  const data = parsed?.data
  if (!match || !data) return null
  schemas ??= readSchemas(REPO_ROOT)
  const kind = match.collection.kind
  // An article's body blocks too (/body/0...), after its front matter's texts (decision 272).
  const texts = translatableTexts(schemas, `schemas/${match.collection.schema}`, data, parsed.body).map((t) => {
    const rich = RICH_TEXT_KEYS.has(t.pointer.split('/').pop() ?? '')
    return { ...t, place: placeLabel(t.pointer, data, kind), ...(rich ? { rich, html: sanitizeHtml(t.text) } : {}) }
  })
  return { lang: of.lang, source: of.source, routed: !!match.collection.route, texts }
}

/** A new translation of the source: every text empty, each noted with the Finnish it is to be made from. */
export function startTranslation(lang: TargetLang, source: TranslationSource): { file: string; text: string } {
  const file = translationPath(lang, source.source)
  const fields: TranslationFile['fields'] = {}
  for (const t of source.texts) fields[t.pointer] = { from: t.text, text: '' }
  const doc: TranslationFile = { $schema: translationSchemaRef(file), fields }
  return { file, text: `${JSON.stringify(doc, null, 2)}\n` }
}
