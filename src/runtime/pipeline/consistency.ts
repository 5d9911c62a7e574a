/**
 * Passes that read one document against itself or the site:
 *  - phones (an error): site.json's phone and WhatsApp numbers must be whole
 *    numbers of their country (src/runtime/phone.ts);
 *  - consistency (warnings): two Finnish pages with the same title, and a price
 *    repeated in a page's texts that the price table no longer says
 *    (src/runtime/price-repetitions.ts).
 */
import { ENGINE } from '../engine-diagnostics.js'
import { interpolate } from '../tokens.js'
import { parsePhone } from '../phone.js'
import { staleRepetitions } from '../price-repetitions.js'
import type { ContentPass } from './context.js'
import { reportKept } from './kept-findings.js'

export const phonesPass: ContentPass = {
  name: 'phones',
  run(ctx) {
    const site = ctx.site
    const contacts = (site?.data as { contacts?: Record<string, unknown> } | undefined)?.contacts
    if (!site || !contacts) return
    for (const field of ['phone', 'whatsapp'])
      if (typeof contacts[field] === 'string' && !parsePhone(contacts[field]).valid)
        ctx.report(ENGINE.invalidPhone, site, `/contacts/${field}`, { value: contacts[field] })
  },
}

export const consistencyPass: ContentPass = {
  name: 'consistency',
  run(ctx) {
    const byTitle = new Map<string, { file: string }>()
    for (const doc of ctx.routed()) {
      const title = interpolate(String((doc.data as { title?: unknown }).title ?? ''), ctx.tokens)
      const key = title.trim().toLocaleLowerCase('fi')
      const other = key ? byTitle.get(key) : undefined
      if (other) ctx.report(ENGINE.duplicateTitle, doc, '/title', { title, other: other.file })
      else if (key) byTitle.set(key, doc)
      reportKept(ctx, [doc.data], 'stalePrices', doc.file, () => {
        for (const stale of staleRepetitions(doc.data))
          ctx.report(ENGINE.stalePriceRepetition, doc, stale.pointer, {
            price: stale.price,
            row: stale.row.service,
            table: stale.row.price,
          })
      })
    }
  },
}
