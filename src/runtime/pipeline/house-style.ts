/**
 * Pass, house style (warnings; decision 400): every text of the
 * Finnish documents and every translated text against its language's house
 * style (src/runtime/house-style.ts, docs/style/<language>.md). A finding is a
 * warning at the character (file:line:column inside the text, its JSON
 * pointer), in English for the CLI and in Finnish for the studio, which shows
 * it at the field with the rest of the validator's findings; both say what to
 * write instead. A claim that the texts exist only in Finnish is reported
 * where every blog post has a translation in the text's language.
 */
import { type Lang, LANGUAGE_INFO, TARGET_LANGS } from '../../i18n/languages.js'
import type { SourceDocument } from '../content-model.js'
import { diagnosticPiece, type FeatureDiagnostic, quote } from '../diagnostics.js'
import { onlyInFinnishClaims, type StyleFinding, type StyleRule, styleFindings } from '../house-style.js'
import { walkStrings } from '../tokens.js'
import type { ContentPass, PipelineContext } from './context.js'
import { indexKey, reportKept } from './kept-findings.js'

const { en: q, fi: fq } = quote

/** What every style finding's texts are made from. */
interface StyleArgs {
  found: string
  fix: string
  /** The style sheet that states the rule (docs/style/uk.md). */
  sheet: string
  /** The text's language in English and in Finnish ("Ukrainian", "ukraina"). */
  language: string
  kieli: string
}

const fix = (a: StyleArgs) => `Write ${q(a.fix)} (${a.sheet}).`
const korjaus = (a: StyleArgs) => `Kirjoita ${fq(a.fix)} (${a.sheet}).`

/** The style's findings, one code per rule, each in English (the CLI) and Finnish (the studio). */
export const HOUSE_STYLE_DIAGNOSTICS = diagnosticPiece<Record<StyleRule | 'onlyInFinnish', StyleArgs>>({
  currencyCode: {
    severity: 'warning',
    en: {
      message: (a) => `${q(a.found)}: the ${a.language} house style writes the euro sign, not the code.`,
      hint: fix,
    },
    fi: {
      message: (a) => `${fq(a.found)}: talon tyyli (${a.kieli}) kirjoittaa euron merkin €, ei koodia EUR.`,
      hint: korjaus,
    },
  },
  apostrophe: {
    severity: 'warning',
    en: { message: (a) => `${q(a.found)} is not the ${a.language} apostrophe: one form throughout.`, hint: fix },
    fi: {
      message: (a) => `${fq(a.found)} ei ole tyylin heittomerkki (${a.kieli}): kaikkialla sama merkki.`,
      hint: korjaus,
    },
  },
  quotes: {
    severity: 'warning',
    en: { message: (a) => `${q(a.found)} is not a quote mark of the ${a.language} house style.`, hint: fix },
    fi: { message: (a) => `${fq(a.found)} ei ole tyylin lainausmerkki (${a.kieli}).`, hint: korjaus },
  },
  rangeDash: {
    severity: 'warning',
    en: { message: (a) => `A range of numbers with spaces around its dash (${q(a.found)}).`, hint: fix },
    fi: {
      message: (a) => `Lukuvälin viivan ympärillä on välilyönnit (${fq(a.found)}): väli kirjoitetaan ilman niitä.`,
      hint: korjaus,
    },
  },
  wordDash: {
    severity: 'warning',
    en: {
      message: (a) => `${q(a.found)} between words: the ${a.language} house style writes the dash ${q(a.fix)}.`,
      hint: fix,
    },
    fi: {
      message: (a) => `${fq(a.found)} sanojen välissä: tyyli (${a.kieli}) kirjoittaa ajatusviivan ${fq(a.fix)}.`,
      hint: korjaus,
    },
  },
  dateFormat: {
    severity: 'warning',
    en: {
      message: (a) =>
        `The date ${q(a.found)} is written as another language writes dates, not in the ${a.language} form.`,
      hint: fix,
    },
    fi: {
      message: (a) => `Päivämäärä ${fq(a.found)} on kirjoitettu toisen kielen tapaan (kieli: ${a.kieli}).`,
      hint: korjaus,
    },
  },
  timeFormat: {
    severity: 'warning',
    en: {
      message: (a) =>
        `The time ${q(a.found)} is written as another language writes times, not in the ${a.language} form.`,
      hint: fix,
    },
    fi: {
      message: (a) => `Kellonaika ${fq(a.found)} on kirjoitettu toisen kielen tapaan (kieli: ${a.kieli}).`,
      hint: korjaus,
    },
  },
  onlyInFinnish: {
    severity: 'warning',
    en: {
      message: (a) =>
        `${q(a.found.trim())} says the texts are only in Finnish, but every blog post has its ${a.language} translation.`,
      hint: (a) => `Remove the claim (${a.sheet}): the ${a.language} pages are there.`,
    },
    fi: {
      message: (a) =>
        `${fq(a.found.trim())} väittää tekstien olevan vain suomeksi, vaikka jokainen blogikirjoitus on käännetty (kieli: ${a.kieli}).`,
      hint: (a) => `Poista väite (${a.sheet}): sivut ovat olemassa tällä kielellä.`,
    },
  },
})

const CODES: Record<StyleFinding['rule'], FeatureDiagnostic<StyleArgs>> = HOUSE_STYLE_DIAGNOSTICS

/** Fields of a Finnish document that hold no text a reader sees. */
const NOT_TEXT = new Set([
  '$schema',
  'slug',
  'href',
  'src',
  'id',
  'type',
  'icon',
  'date',
  'opens',
  'closes',
  'formerSlugs',
  'aliases',
])

const escapeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

function argsOf(lang: Lang, f: StyleFinding): StyleArgs {
  const info = LANGUAGE_INFO[lang]
  return {
    found: f.found,
    fix: f.fix,
    sheet: `docs/style/${lang}.md`,
    language: info.englishName,
    kieli: info.finnishName,
  }
}

/** The Finnish documents' texts and Markdown bodies. */
function checkFinnish(ctx: PipelineContext, doc: SourceDocument) {
  reportKept(ctx, [doc.data], 'houseStyle', doc.file, () => {
    walkStrings(doc.data, (text, pointer, key) => {
      if (NOT_TEXT.has(key)) return
      for (const f of styleFindings(text, 'fi'))
        ctx.report(CODES[f.rule], doc, { pointer, index: f.index }, argsOf('fi', f))
    })
    for (const f of doc.body ? styleFindings(doc.body, 'fi') : [])
      ctx.report(CODES[f.rule], doc, { pointer: '', bodyIndex: f.index }, argsOf('fi', f))
  })
}

/** Whether every blog post has a translation in the language: then "the articles are in Finnish" is false. */
function blogTranslated(ctx: PipelineContext, lang: Lang): boolean {
  const byFile = lang === 'fi' ? undefined : ctx.translations.get(lang)
  return !!byFile && ctx.documents.filter((d) => d.kind === 'blogPost').every((d) => byFile.has(d.file))
}

/** Every translated text of each language. */
function checkTranslations(ctx: PipelineContext) {
  for (const lang of TARGET_LANGS) {
    const claims = blogTranslated(ctx, lang)
    const key = indexKey(`houseStyle:${lang}`, String(claims))
    for (const { doc } of ctx.translations.get(lang)?.values() ?? [])
      reportKept(ctx, [doc.data, key], 'houseStyle', doc.file, () => {
        for (const [pointer, field] of Object.entries(doc.data.fields)) {
          const found = [...styleFindings(field.text, lang), ...(claims ? onlyInFinnishClaims(field.text, lang) : [])]
          const place = `/fields/${escapeSegment(pointer)}/text`
          for (const f of found) ctx.report(CODES[f.rule], doc, { pointer: place, index: f.index }, argsOf(lang, f))
        }
      })
  }
}

export const houseStylePass: ContentPass = {
  name: 'house-style',
  run(ctx) {
    for (const doc of ctx.documents) if (doc.kind !== 'translation' && doc.kind !== 'glossary') checkFinnish(ctx, doc)
    checkTranslations(ctx)
  },
}
