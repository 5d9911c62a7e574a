/**
 * Pass, release (errors, only when a release build asks for it: BuildOptions.release,
 * `npm run build:release` or RELEASE=1): the site must not go live with example data.
 * While site.json says `placeholder: true`, or any of its facts still looks like the
 * example data (a reserved `.example` address, an "esimerkki" text, a number of zeros),
 * each such field is an error naming its file:line:column and JSON pointer.
 * Development, `npm run build` and the tests keep the placeholders (docs/decisions/184).
 */
import { ENGINE } from '../engine-diagnostics.js'
import { walkStrings } from '../tokens.js'
import type { ContentPass } from './context.js'

/** Why a site.json string is example data, or null when it looks real. */
export function examplePlaceholderReason(text: string): string | null {
  if (/\.example\b/i.test(text)) return 'a reserved .example address'
  if (/esimerk/i.test(text)) return 'an example text ("esimerkki")'
  // A phone, WhatsApp number or Y-tunnus made of zeros (+358 40 000 0000, 0000000-0).
  if (/^[0-9+\s-]+$/.test(text) && /0{6,}/.test(text.replace(/\D/g, ''))) return 'a number of zeros'
  return null
}

export const releasePass: ContentPass = {
  name: 'release',
  run(ctx) {
    const site = ctx.site
    if (!ctx.options.release || !site) return
    if (site.data.placeholder) ctx.report(ENGINE.releasePlaceholderFlag, site, '/placeholder', {})
    walkStrings(site.data, (text, pointer) => {
      if (pointer === '/$schema') return
      const reason = examplePlaceholderReason(text)
      if (reason) ctx.report(ENGINE.releasePlaceholderField, site, pointer, { text, reason })
    })
  },
}
