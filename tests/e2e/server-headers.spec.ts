/** What the server tells browsers and caches about pages and assets (structural, not timed). */
import { expect, test } from '@playwright/test'

test('hashed assets are cached for a year as immutable; pages revalidate', async ({ request }) => {
  const page = await request.get('/blogi/saunan-remontti')
  expect(page.headers()['cache-control']).toBe('no-cache')
  const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const css = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(await page.text())?.[1]
  expect((await request.get(css!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('every page names its Speculation Rules, which prefetch same-site pages on hover', async ({ request }) => {
  const page = await request.get('/')
  expect(page.headers()['speculation-rules']).toBe('"/speculation-rules.json"')
  const rules = await request.get('/speculation-rules.json')
  expect(rules.headers()['content-type']).toContain('application/speculationrules+json')
  const json = (await rules.json()) as { prefetch: { eagerness: string; where: unknown }[] }
  expect(json.prefetch[0]!.eagerness).toBe('moderate')
  expect(JSON.stringify(json.prefetch[0]!.where)).toContain('/api/*')
})

test('a work examples address with ?kategoria= is rendered on request, filtered, with the canonical of the page', async ({
  request,
}) => {
  const html = await (await request.get('/esimerkit?kategoria=Katot')).text()
  expect(html).toMatch(/aria-current="true">Katot<\/a>/)
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/esimerkit"/)
  const plain = await (await request.get('/esimerkit')).text()
  expect(plain).toMatch(/aria-current="true">Kaikki<\/a>/)
})
