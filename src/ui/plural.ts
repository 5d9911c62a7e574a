/**
 * Plural forms by Intl.PluralRules: fi and en have one/other, ru and uk
 * one/few/many/other ("1 пример", "3 примера", "5 примеров"). Pure.
 */
type Forms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

const rules = new Map<string, Intl.PluralRules>()

/** The form of `forms` for the number n in `locale` (falling back to `other`). */
export function plural(locale: string, n: number, forms: Forms): string {
  let rule = rules.get(locale)
  if (!rule) {
    rule = new Intl.PluralRules(locale)
    rules.set(locale, rule)
  }
  return forms[rule.select(n)] ?? forms.other
}
