/**
 * Pass, glossary (decision 274): each language's glossary
 * (pages-data/translations/<language>/glossary.json) against that language's
 * translated texts. A text that uses a variant to avoid is a warning at the
 * variant itself (file:line:column inside the text), with the term to use as
 * its suggestion and the term's note; an `avoid` that would flag the term's
 * own words is an error of the glossary. Runs after the translations pass.
 */
import { ENGINE } from '../engine-diagnostics.js'
import type { TargetLang } from '../../i18n/languages.js'
import type { Glossary } from '../content-types.generated.js'
import type { SourceDocument } from '../content-model.js'
import { glossaryMatcher, glossaryScan, transliteratedForms } from '../glossary.js'
import type { ContentPass, PipelineContext } from './context.js'
import { reportKept } from './kept-findings.js'

type GlossaryDoc = SourceDocument<Glossary>

const escapeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

/** An avoided variant that matches the term's own words would warn at every right use. */
function checkGlossary(ctx: PipelineContext, doc: GlossaryDoc) {
  doc.data.terms.forEach((term, i) => {
    const own = glossaryMatcher([{ ...term, avoid: term.avoid }])
    for (const word of [term.use, ...(term.forms ?? [])])
      for (const hit of own.avoided(word)) {
        const j = term.avoid?.findIndex((v) => v.toLocaleLowerCase() === hit.found.toLocaleLowerCase()) ?? -1
        ctx.report(ENGINE.glossaryAvoidsOwnTerm, doc, `/terms/${i}/avoid/${Math.max(j, 0)}`, { avoid: hit.found, word })
      }
  })
}

/** Every translated text of the language: a variant to avoid is a warning at it. */
function checkTexts(ctx: PipelineContext, lang: TargetLang, doc: GlossaryDoc) {
  const avoided = glossaryScan(doc.data.terms)
  for (const { doc: translation } of ctx.translations.get(lang)?.values() ?? [])
    reportKept(ctx, [doc.data, translation.data], 'glossaryTexts', translation.file, () => {
      for (const [pointer, field] of Object.entries(translation.data.fields))
        for (const hit of avoided(field.text)) {
          const place = { pointer: `/fields/${escapeSegment(pointer)}/text`, index: hit.index }
          ctx.report(ENGINE.glossaryAvoided, translation, place, {
            found: hit.found,
            use: hit.term.use,
            concept: hit.term.concept,
            note: hit.term.note ?? '',
            forms: (hit.term.forms ?? []).map((f) => `"${f}"`).join(', '),
            glossary: doc.file,
          })
        }
    })
}

/** A translated slug that transliterates a glossary term with a slug form of its own: "khelsinki" for "helsinki". */
function checkSlugs(ctx: PipelineContext, lang: TargetLang, doc: GlossaryDoc) {
  const forms = transliteratedForms(lang, doc.data.terms)
  for (const { doc: translation } of ctx.translations.get(lang)?.values() ?? []) {
    const slug = translation.data.slug
    if (!slug) continue
    const best = slug
      .split('-')
      .map((part) => forms.get(part) ?? part)
      .join('-')
    if (best !== slug)
      ctx.report(ENGINE.glossarySlugTransliterated, translation, '/slug', { slug, best, glossary: doc.file })
  }
}

export const glossaryPass: ContentPass = {
  name: 'glossary',
  run(ctx) {
    for (const doc of ctx.documents.filter((d): d is GlossaryDoc => d.kind === 'glossary')) {
      reportKept(ctx, [doc.data], 'glossary', doc.file, () => checkGlossary(ctx, doc))
      checkTexts(ctx, doc.slug as TargetLang, doc)
      checkSlugs(ctx, doc.slug as TargetLang, doc)
    }
  },
}
