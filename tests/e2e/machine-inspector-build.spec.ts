/**
 * The Stately inspector is a development tool: a production build must not
 * ship it (src/machines/inspector.ts guards it with import.meta.env.DEV and a
 * dynamic import that the build drops). Reads the built files, so it needs
 * `npx vike build` first, like every e2e test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const CLIENT_DIR = path.resolve(process.env.DIST_DIR ?? 'dist', 'client')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/**
 * Only the inspector and its wiring write these. (A bare 'inspect' is no
 * marker: XState's own core has an `inspect` option and `@xstate.*`
 * inspection events, and ships in every build.)
 */
const INSPECTOR_MARKERS = [
  'statelyai',
  'stately.ai/inspect',
  'createBrowserInspector',
  'xstateinspector',
  'PUBLIC_ENV__XSTATE_INSPECT',
  'The Stately inspector could not be loaded',
  '[masked, ',
]

test('the production build ships no Stately inspector code to the browser', () => {
  const files = filesUnder(CLIENT_DIR).filter((f) => /\.(js|mjs|html|map)$/.test(f))
  const scripts = files.filter((f) => f.endsWith('.js'))
  expect(scripts.length, `built scripts in ${CLIENT_DIR}`).toBeGreaterThan(0)

  const all = files.map((file) => ({ file: path.relative(CLIENT_DIR, file), text: readFileSync(file, 'utf8') }))
  // The two machines are in the bundle (so this is not passing on an empty build)...
  expect(all.some((f) => f.text.includes('contactForm'))).toBe(true)
  expect(all.some((f) => f.text.includes('cookieConsent'))).toBe(true)
  // ...and nothing of the inspector is.
  const found = all.flatMap(({ file, text }) =>
    INSPECTOR_MARKERS.filter((m) => text.includes(m)).map((m) => `${file}: ${m}`),
  )
  expect(found).toEqual([])
  expect(files.filter((f) => /inspect/i.test(path.basename(f)))).toEqual([])
})

test('a visitor who adds ?inspect to a production URL gets no inspector window', async ({ page, context }) => {
  const opened: string[] = []
  context.on('page', (p) => opened.push(p.url()))
  const requests: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  await page.goto('/yhteystiedot?inspect')
  await expect(page.getByRole('textbox', { name: /nimi/i }).first()).toBeVisible()
  await page.getByRole('textbox', { name: /nimi/i }).first().fill('Maija Meikäläinen')
  await page.waitForLoadState('networkidle')
  expect(opened.filter((url) => url !== page.url())).toEqual([])
  expect(requests.filter((url) => url.includes('stately.ai'))).toEqual([])
})
