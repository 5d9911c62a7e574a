/**
 * The translation files a Finnish save moves along (decision 224): when the
 * saved document's sections moved, each translation's section keys follow them
 * (src/i18n/follow-sections.ts). Node only; no React.
 */
import { TARGET_LANGS } from '../i18n/languages.js'
import { followSections, sectionMoves } from '../i18n/follow-sections.js'
import { translationPath } from '../runtime/translation-files.js'
import { parseDocumentText } from './document-format.js'

/** The translations of `file` rewritten for its new text, or none when no section moved. */
export function translationsFollowing(
  read: (file: string) => string | undefined,
  file: string,
  after: string,
): { file: string; text: string }[] {
  const before = read(file)
  const moves =
    before === undefined
      ? null
      : sectionMoves(parseDocumentText(file, before)?.data, parseDocumentText(file, after)?.data)
  if (!moves) return []
  return TARGET_LANGS.flatMap((lang) => {
    const path = translationPath(lang, file)
    const text = read(path)
    const data = text === undefined ? undefined : parseDocumentText(path, text)?.data
    const fields = data?.fields
    if (!data || typeof fields !== 'object' || fields === null || Array.isArray(fields)) return []
    const moved = { ...data, fields: followSections(fields, moves) }
    const next = `${JSON.stringify(moved, null, 2)}\n`
    return next === text ? [] : [{ file: path, text: next }]
  })
}
