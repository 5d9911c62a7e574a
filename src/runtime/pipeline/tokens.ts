/** Pass, tokens: every {token} in a string or a Markdown body is a fact or built-in token of site.json. */
import { closest } from '../suggest.js'
import type { ContentPass } from './context.js'
import { references } from './references.js'

export const tokensPass: ContentPass = {
  name: 'tokens',
  run(ctx) {
    const names = Object.keys(ctx.tokens)
    for (const doc of ctx.documents) {
      for (const { value: token, place } of references(doc, 'token')) {
        if (!(token in ctx.tokens)) ctx.report('unknownToken', doc, place, { token, best: closest(token, names) ?? '' })
      }
    }
  },
}
