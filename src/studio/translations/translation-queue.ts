/**
 * The translator's queue (issue 45: a new service "with the translators' queue told"): the Finnish
 * documents whose translation into her languages is not there yet, or is there with texts missing or
 * out of date (its findings), newest need first by kind and title. A kind is queued when it has
 * translations at all (the site's own content decides, no list of kinds here). Pure: no Node, no React.
 */
import type { TargetLang } from '../../i18n/languages.js'
import { sourceOfTranslation, translationPath } from '../../runtime/translation-files.js'
import type { DocumentEntry, QueuedTranslation } from '../studio-api.js'

export function translationQueue(
  documents: readonly DocumentEntry[],
  langs: readonly TargetLang[],
): QueuedTranslation[] {
  const byFile = new Map(documents.map((d) => [d.file, d]))
  const translatedKinds = new Set(
    documents.flatMap((d) => {
      const of = d.kind === 'translation' ? sourceOfTranslation(d.file) : null
      const source = of ? byFile.get(of.source) : undefined
      return source ? [source.kind] : []
    }),
  )
  const queue: QueuedTranslation[] = []
  for (const doc of documents) {
    if (doc.kind === 'translation' || !translatedKinds.has(doc.kind)) continue
    for (const lang of langs) {
      const target = translationPath(lang, doc.file)
      const translation = byFile.get(target)
      const state = !translation
        ? 'missing'
        : translation.status.errors + translation.status.warnings > 0
          ? 'unfinished'
          : null
      if (state) queue.push({ file: doc.file, title: doc.title, lang, target, state })
    }
  }
  return queue.sort((a, b) => a.title.localeCompare(b.title, 'fi') || a.lang.localeCompare(b.lang))
}
