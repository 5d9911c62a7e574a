/**
 * What an outside translator gets with each text (decision 402): the house style's rules that
 * the Finnish text calls for (a sum in euros, a range, a date, a time, a percentage, quotes; the
 * apostrophe in Ukrainian always) in the target language's form, and the glossary's terms whose Finnish
 * the text uses, each with the word to use and its note. The XLIFF export writes them as <note>
 * elements (scripts/translate-exchange.ts). Pure.
 */
import type { TargetLang } from '../i18n/languages.js'
import type { Glossary } from './content-types.generated.js'

type Term = Glossary['terms'][number]

/** Each rule's sample in each language (docs/style/README.md's table), and what in a Finnish text calls for it. */
const RULES: readonly { when: RegExp; say: Partial<Record<TargetLang, string>> }[] = [
  { when: /\d[\d\s\u00a0]*€/, say: { en: 'euro €1,600', ru: 'евро 1 600 €', uk: 'євро 1 600 €' } },
  { when: /\d\s?[–-]\s?\d/, say: { en: 'range 500–2,000', ru: 'диапазон 500–2 000', uk: 'діапазон 500–2 000' } },
  { when: /\d{1,2}\.\d{1,2}\.\d{4}/, say: { en: 'date 27/11/2026', ru: 'дата 27.11.2026', uk: 'дата 27.11.2026' } },
  { when: /(?<![\d,])\d{1,2}\.\d{2}(?![\d.])/, say: { en: 'time 08:00', ru: 'время 08:00', uk: 'час 08:00' } },
  { when: /\d\s?%/, say: { en: 'percent 35%', ru: 'проценты 35 %', uk: 'відсотки 35%' } },
  { when: /[”"]/, say: { en: 'quotes “…”', ru: 'кавычки «…»', uk: 'лапки «…»' } },
]

/** The house style's rules for this text, in the target language's forms; '' when none applies. */
export function styleNote(finnish: string, lang: TargetLang): string {
  const items = RULES.flatMap((r) => (r.when.test(finnish) && r.say[lang] ? [r.say[lang]] : []))
  if (lang === 'uk') items.push('апостроф ’ (U+2019)')
  return items.length ? `House style (docs/style/${lang}.md): ${items.join('; ')}` : ''
}

/** A Finnish word's stem for finding it inflected ("tarjous" in "tarjouksen"): the word less its last letter. */
const stem = (word: string) => (word.length >= 5 ? word.slice(0, -1) : word).toLocaleLowerCase('fi')

/** The glossary's terms whose Finnish this text uses: "Glossary: tarjous → смета (note)". */
export function glossaryNotes(finnish: string, terms: readonly Term[]): string[] {
  const text = finnish.toLocaleLowerCase('fi')
  return terms
    .filter((t) => (t.fi ?? '').split(',').some((w) => w.trim() && text.includes(stem(w.trim()))))
    .map((t) => `Glossary: ${t.fi} → ${t.use}${t.note ? ` (${t.note})` : ''}`)
}
