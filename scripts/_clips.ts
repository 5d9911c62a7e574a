import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/support/chromium.js'
const [url, width, ...offsets] = process.argv.slice(2)
const b = await chromium.launch(chromiumLaunchOptions())
const p = await b.newPage({ viewport: { width: Number(width), height: 844 } })
await p.addInitScript(() => localStorage.setItem('cookie-consent', 'x'))
await p.goto(url!, { waitUntil: 'networkidle' })
for (const y of offsets) {
  await p.evaluate((yy) => window.scrollTo(0, yy), Number(y))
  await p.waitForTimeout(200)
  await p.screenshot({ path: `screenshots/clip-${y}.png` })
}
await b.close()
