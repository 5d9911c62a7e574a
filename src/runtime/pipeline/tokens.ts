/** Pass, tokens: every {token} in a string or a Markdown body is a fact or built-in token of site.json. */
import { ENGINE } from '../engine-diagnostics.js'
import { closest } from '../suggest.js'
import type { ContentPass } from './context.js'
import { indexKey, reportKept } from './kept-findings.js'
import { references } from './references.js'

/** Finnish names authors reach for, and the token each means (`{puhelin}` → `{phone}`). */
const FINNISH_NAMES: Record<string, string> = {
  puhelin: 'phone',
  puhelinnumero: 'phone',
  numero: 'phone',
  sahkoposti: 'email',
  sposti: 'email',
  yritys: 'brand',
  nimi: 'brand',
  aukioloajat: 'openingHours',
  aukiolo: 'openingHours',
  kokemus: 'experience',
  palvelualue: 'serviceArea',
  alue: 'serviceArea',
  alv: 'vatRate',
  kotitalousvahennys: 'taxDeduction',
  ytunnus: 'businessId',
}

/** The closest token name, or the token a Finnish name means. */
function suggestToken(token: string, names: string[]): string {
  const meant = FINNISH_NAMES[token.toLowerCase()]
  if (meant && names.includes(meant)) return meant
  return closest(token, names) ?? ''
}

export const tokensPass: ContentPass = {
  name: 'tokens',
  run(ctx) {
    const names = Object.keys(ctx.tokens)
    // A document's findings are kept while it and the token names are as they were (kept-findings.ts).
    const index = indexKey('tokens', names.join('\n'))
    for (const doc of ctx.documents) {
      reportKept(ctx, [doc.data, index], 'tokens', doc.file, () => {
        for (const { value: token, place } of references(doc, 'token')) {
          if (!(token in ctx.tokens))
            ctx.report(ENGINE.unknownToken, doc, place, { token, best: suggestToken(token, names) })
        }
      })
    }
  },
}
