/**
 * The translation files a Finnish save takes along: when the saved document's
 * sections moved, each translation's section keys follow them (decision 224,
 * src/i18n/follow-sections.ts); when a Finnish text's numbers changed, each
 * translation's same numbers follow (issue 31, src/i18n/follow-numbers.ts).
 * The studio's check previews the content with these files, and its save
 * writes them with the page. Node only; no React.
 */
import { followNumbersInFields } from '../../i18n/follow-numbers.js'
import { followSections, sectionMoves } from '../../i18n/follow-sections.js'
import { TARGET_LANGS, type TargetLang } from '../../i18n/languages.js'
import { translatableTexts } from '../../i18n/translatable.js'
import { collectionFor } from '../../content-collections.js'
import { readSchemas, REPO_ROOT } from '../../runtime/content-source.node.js'
import { sourceOfTranslation, translationPath } from '../../runtime/translation-files.js'
import { parseDocumentText } from '../document-format.js'

export interface FollowedTranslation {
  file: string
  lang: TargetLang
  text: string
  /** Whether its section keys moved with the page's sections. */
  moved: boolean
  /** Its texts whose numbers were carried over. */
  carried: string[]
  /** Finnish texts (pointers) whose changed numbers this translation could not take, and those numbers. */
  unplaced: { pointer: string; numbers: string[] }[]
}

let schemas: ReturnType<typeof readSchemas> | undefined

/** The Finnish document's translatable texts by pointer (none for a document no translation can have). */
function finnishTexts(file: string, data: unknown): Map<string, string> {
  const match = collectionFor(file)
  if (!match || data === undefined) return new Map()
  schemas ??= readSchemas(REPO_ROOT)
  const texts = translatableTexts(schemas, `schemas/${match.collection.schema}`, data)
  return new Map(texts.map((t) => [t.pointer, t.text]))
}

type Fields = Record<string, { from: string; text: string }>

/** The translations of `file` brought along with its new text; only those that change or miss a number. */
export function translationsFollowing(
  read: (file: string) => string | undefined,
  file: string,
  after: string,
): FollowedTranslation[] {
  if (sourceOfTranslation(file) || !file.endsWith('.json')) return []
  const before = read(file)
  const afterData = parseDocumentText(file, after)?.data
  if (afterData === undefined) return []
  const moves = before === undefined ? null : sectionMoves(parseDocumentText(file, before)?.data, afterData)
  const finnish = finnishTexts(file, afterData)
  return TARGET_LANGS.flatMap((lang): FollowedTranslation[] => {
    const path = translationPath(lang, file)
    const text = read(path)
    const data = text === undefined ? undefined : parseDocumentText(path, text)?.data
    const fields = data?.fields
    if (!data || typeof fields !== 'object' || fields === null || Array.isArray(fields)) return []
    const keyed = moves ? followSections(fields as Fields, moves) : (fields as Fields)
    const numbers = followNumbersInFields(keyed, finnish)
    const next = `${JSON.stringify({ ...data, fields: numbers.fields }, null, 2)}\n`
    if (next === text && !numbers.unplaced.length) return []
    const moved = Boolean(moves) && JSON.stringify(Object.keys(keyed)) !== JSON.stringify(Object.keys(fields))
    return [{ file: path, lang, text: next, moved, carried: numbers.carried, unplaced: numbers.unplaced }]
  })
}
