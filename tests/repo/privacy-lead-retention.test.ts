/**
 * The privacy page says what the inbox does (decision 341): in every
 * language its retention section names the 30 days of an untouched lead and
 * the months site.json keeps a lead with an offer or an order ({leadKeepMonths},
 * the same figure the contact API's sweep reads), and no longer says the
 * message goes 30 days after its delivery.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json'
import { retentionOf } from '../../src/leads/stages.js'
import type { Site } from '../../src/runtime/content-types.generated.js'
import { buildTokens, interpolate } from '../../src/runtime/tokens.js'

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'))
const finnish = read('pages-data/pages/tietosuoja.json') as { sections: { id: string; content: string }[] }
const retentionSection = finnish.sections.findIndex((s) => s.id === 'sailytys')
const texts: Record<string, string> = { fi: finnish.sections[retentionSection]!.content }
for (const lang of ['en', 'ru', 'uk'])
  texts[lang] = read(`pages-data/translations/${lang}/pages/tietosuoja.json`).fields[
    `/sections/${retentionSection}/content`
  ].text as string

describe('the privacy page and the inbox keep the same periods', () => {
  it('site.json sets the months a lead with an offer or order is kept, and the token shows them', () => {
    const months = retentionOf(site).keepOfferMonths
    expect(site.leads.keepOfferMonths).toBe(months)
    expect(buildTokens(site as Site).leadKeepMonths).toBe(String(months))
  })

  it.each(Object.keys(texts))('%s: 30 days for an untouched lead, {leadKeepMonths} for an offer or order', (lang) => {
    const text = interpolate(texts[lang]!, buildTokens(site as Site))
    expect(texts[lang]).toContain('{leadKeepMonths}')
    expect(text).toContain(`<strong>${site.leads.keepOfferMonths} `)
    expect(text).toContain('<strong>30 ')
    expect(text).not.toMatch(/toimitettu perille|has been delivered|сообщение доставлено|повідомлення доставлено/)
  })
})
