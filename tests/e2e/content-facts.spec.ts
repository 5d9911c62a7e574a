import { expect, test, type APIRequestContext } from '@playwright/test'
import { sitemapPaths } from './support.js'

/**
 * The spec's indicative prices and facts (section 9) checked against the
 * RENDERED service pages: a wrong or missing price fails here. Text is
 * compared with every kind of space normalised to one ordinary space.
 */
const FACTS: Record<string, string[]> = {
  'keittion-remontti': [
    'noin 150–300 €/m²',
    '1 000–1 500 €',
    '2 000–3 000 €',
    '3 000–5 000 €',
    '500–2 000 €',
    '2 000–10 000 €',
    '10 000–20 000+ €',
    '3–7 päivää',
    '2–3 viikkoa',
    'Tarjous 24 tunnin kuluessa',
  ],
  'kylpyhuone-remontti': ['10 000–20 000 €', 'noin 12 000 €', '3–6 viikkoa', 'vähintään 2 vuoden takuu'],
  saunaremontit: ['600–2 500 €', '3 000–9 000 €', 'yli 10 000 €', '10–20 vuoden välein'],
  'wc-remontti': ['alkaen 1 000 €', 'noin 2 m²', 'alkaen 1 500 €', 'noin 4 m²', '1 000–2 500 €', '2–4 päivää'],
  'lattian-asennus': [
    'alkaen 15 €/m²',
    'alkaen 20 €/m²',
    'alkaen 30 €/m²',
    'alkaen 28 €/m²',
    '0,2 mm',
    'enintään 2 mm kahden metrin matkalla',
    '+26 °C',
    '+30 °C',
    '+27 °C',
    'kulutusluokka 32',
    '25–40 vuotta',
  ],
  lattiaremontti: [
    'Laminaatti',
    'alkaen 15 €/m²',
    'Parketti',
    'alkaen 20 €/m²',
    'Vinyyli',
    'Laatta',
    'alkaen 30 €/m²',
    'Hionta ja lakkaus',
    'alkaen 28 €/m²',
    '+26 °C',
  ],
  'laattojen-asennus': ['alkaen 30 €/m²', '20x20 cm'],
  kuljetuspalvelu: [
    'noin 50–60 €/h',
    '80–90 €/h',
    'yleensä 2 h',
    'alkaen noin 60 € / nouto',
    'jätemaksut',
    'noin 8 m³',
    'Fiat Ducato',
    'Emme tarjoa varastointia',
    'ilman lisämaksua',
    'vakuutettu',
    '25,5 %',
  ],
  muuttopalvelu: [
    'alkaen 99 €',
    'alkaen 49 €',
    'alkaen 69 €',
    'noin 8 m³',
    'Fiat Ducato',
    'Emme tarjoa varastointia',
    'ilman lisämaksua',
    'vakuutettu',
    '25,5 %',
    'riippuu muuton koosta, matkasta ja palveluista',
  ],
  'rakennusjatteiden-kuljetus': [
    'alkaen noin 60 € / nouto',
    'jätemaksut',
    'noin 50–60 €/h',
    'Fiat Ducato',
    'Emme tarjoa varastointia',
    'vakuutettu',
    '25,5 %',
  ],
  'lumen-poisto': ['alkaen 50 €/h', '40 €/h', '80 €/h', '120 €/kuorma'],
  'lastenhuoneen-remontti': [
    'alkaen 280 €',
    'alkaen 330 €',
    'alkaen 480 €',
    'alkaen 230 €',
    'Emme tee itse sähkö- tai putkitöitä',
  ],
  'makuuhuoneen-remontti': [
    'alkaen 300 €',
    'alkaen 350 €',
    'alkaen 500 €',
    'alkaen 250 €',
    'vähintään 5 päivää',
    '16–18 °C',
    'Emme tee itse sähkö- tai putkitöitä',
  ],
  'kolmion-remontti': [
    'alkaen 300 €',
    'alkaen 350 €',
    'alkaen 500 €',
    'Seinien tasoitus',
    '70–80 m²',
    '2–3 kuukautta',
    'Emme tee itse sähkö- tai putkitöitä',
  ],
  pintaremontti: [
    'alkaen 280 €',
    'alkaen 330 €',
    'alkaen 500 €',
    'alkaen 250 €',
    '3–6 viikossa',
    'Emme tee itse sähkö- tai putkitöitä',
  ],
  'olohuoneen-remontti': [
    'alkaen 12 €/m²',
    'alkaen 20 €/m²',
    'alkaen 30 €/m²',
    'alkaen 5 €/jm',
    '40 €/h',
    'arvonlisäveron (25,5 %)',
    'kirjallinen',
    'sitoumukseton',
    'Emme tee itse sähkö- tai putkitöitä',
  ],
  huoneistoremontti: ['klo 22–7', 'Emme tee itse sähkö- tai putkitöitä'],
  tapetointi: ['30 vuotta', 'alkaen 20 €/m²', 'alkaen 350 €', 'alkaen 330 €', 'Huonekohtainen hinta'],
  'seinien-ja-kattojen-maalaus': [
    'alkaen 12 €/m²',
    'alkaen 300 €',
    'alkaen 280 €',
    'alkaen 250 €',
    'alkaen 230 €',
    'Huonekohtainen hinta',
  ],
  purkutyot: ['Hinta arviokäynnin jälkeen', 'Arviokäynti ja kustannusarvio', 'Ilmainen'],
  'talon-maalaus': ['10–15 vuoden välein'],
  'kaksion-remontti': ['10–15 %'],
}
/** The household tax deduction of 2025–2026, on every page that mentions it. */
const TAX = ['35 %', '1 600 €', '3 200 €', '150 €']

async function text(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  const html = await res.text()
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .replace(/&amp;/g, '&')
      // Word joiners only keep a range on one line (src/runtime/typography.ts) and soft hyphens only mark where a
      // word may break (decision 277): invisible, so not compared.
      .replace(/[\u2060\u00ad]/g, '')
      .replace(/[\s\u00a0\u202f]+/g, ' ')
  )
}

for (const [slug, facts] of Object.entries(FACTS)) {
  test(`the ${slug} page shows the spec's prices and facts`, async ({ request }) => {
    const body = await text(request, `/palvelu/${slug}`)
    for (const fact of facts) expect(body, `${slug}: ${fact}`).toContain(fact)
  })
}

test('a service page gives the household tax deduction of 35 %, 1 600 € and 3 200 €', async ({ request }) => {
  for (const slug of ['keittion-remontti', 'kylpyhuone-remontti', 'lumen-poisto']) {
    const body = await text(request, `/palvelu/${slug}`)
    for (const figure of TAX) expect(body, `${slug}: ${figure}`).toContain(figure)
  }
})

test('no page of the site shows the old 40 % / 2 250 € tax deduction', async ({ request }) => {
  const paths = await sitemapPaths(request)
  expect(paths.length).toBeGreaterThan(40)
  for (const path of paths) {
    const body = await text(request, path)
    // The old deduction in a sentence about the deduction (a price such as an estimate's "1 350 – 2 250 €" is not it).
    const sentences = body.split(/(?<=[.!?])\s/).filter((t) => /vähennys|vähennyks/i.test(t))
    expect(
      sentences.filter((t) => t.includes('2 250')),
      `${path} gives 2 250 € as the deduction`,
    ).toEqual([])
    expect(
      sentences.filter((t) => /\b40 %/.test(t)),
      `${path} gives 40 % as the deduction`,
    ).toEqual([])
  }
})

test('the aliases saunaremontti and lumityot answer 301 to their pages', async ({ request }) => {
  for (const [from, to] of [
    ['/palvelu/saunaremontti', '/palvelu/saunaremontit'],
    ['/palvelu/lumityot', '/palvelu/lumen-poisto'],
  ]) {
    const res = await request.get(from!, { maxRedirects: 0 })
    expect(res.status()).toBe(301)
    expect(res.headers().location).toBe(to)
  }
})
