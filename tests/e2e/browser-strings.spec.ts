/**
 * What only the server says stays on the server (src/ui/catalogue-type.ts ServerStrings): no script the
 * browser can load carries the booking e-mails, the Telegram message or the plain-text HTTP answers,
 * in any language, while the strings islands do need are there.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../../src/i18n/languages.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'

const CLIENT = path.resolve('dist/client/assets')

const scripts = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n)
    return statSync(full).isDirectory() ? scripts(full) : n.endsWith('.js') ? [full] : []
  })

/** The catalogue's texts (not its functions) long enough to be its own, as they stand in a script. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 20 ? [JSON.stringify(value).slice(1, -1)] : []
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

test('no browser script carries the server’s own strings; the islands’ strings are there', () => {
  const bundle = scripts(CLIENT).map((f) => readFileSync(f, 'utf8'))
  expect(bundle.length, 'run npm run build first').toBeGreaterThan(0)
  const all = bundle.join('\n')
  for (const lang of LANGUAGES) {
    const strings = stringsFor(lang)
    const server = texts(serverStringsFor(lang))
    expect(server.length, lang).toBeGreaterThan(5)
    expect(
      server.filter((t) => all.includes(t)),
      `${lang}: server strings in a browser script`,
    ).toEqual([])
    // The contact form's and the booking form's own words are in that language's catalogue chunk.
    expect(all, lang).toContain(JSON.stringify(strings.UI.booking.slotTaken).slice(1, -1))
  }
})
