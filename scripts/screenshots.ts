/**
 * npm run screenshots -- [baseUrl] [path ...]: full-page PNGs of pages at 390 px
 * and 1366 px into screenshots/ (not committed), for looking at a page as a
 * visitor would. Defaults to one page of each type on http://127.0.0.1:3000.
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium.js'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const targets = paths.length
  ? paths
  : [
      '/',
      '/palvelu',
      '/palvelu/keittion-remontti',
      '/palvelu/helsinki',
      '/palvelu/helsinki/keittion-remontti',
      '/esimerkit',
      '/laskuri',
      '/laskuri/asunnon-remontti',
      '/blogi',
      '/blogi/saunan-remontti',
      '/meista',
      '/yhteystiedot',
      '/tietosuoja',
      '/olematon-sivu',
    ]
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } })
  for (const p of targets) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    const name = `${p === '/' ? 'home' : p.slice(1).replace(/\//g, '_')}-${width}.png`
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
    console.log(`screenshots/${name}`)
  }
  await page.close()
}
await browser.close()
