/**
 * A language is one row of the table (src/i18n/languages.ts), one catalogue file and
 * its content. In a throwaway copy of the tree a pseudo-language (Swedish, its catalogue a copy of the
 * English one, its content the Finnish texts marked [sv]) is added that way, `npm run generate` derives
 * the rest, and the site builds: its pages under /sv with lang="sv", its 404 page, its hreflang
 * alternates, the lead's language enum and the nginx blocks. tsc passes in the copy, so no list of
 * languages was left to edit by hand.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'

const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'screenshots', 'data', 'playwright-report'])
const ROW = `  {
    code: 'sv',
    autonym: 'svenska',
    finnishName: 'ruotsi',
    englishName: 'Swedish',
    locale: 'sv-FI',
    slugs: 'latin',
    numbers: { group: NBSP, decimal: ',', minus: '\\u2212', euro: ['', \`\${NBSP}€\`], percent: \`\${NBSP}%\` },
    hyphenation: { patterns: 'hyphen/sv', script: 'latin' },
  },\n`

function run(cwd: string, command: string, args: string[]) {
  const r = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin', command), args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`)
  return r.stdout
}

describe('a fifth language from one row of the table', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'language-table-'))
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  it('adds Swedish with a row, a catalogue and its content, and builds the site in it', () => {
    cpSync(REPO_ROOT, copy, {
      recursive: true,
      filter: (src) => path.dirname(src) !== REPO_ROOT || !SKIP.has(path.basename(src)),
    })
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'))
    const table = path.join(copy, 'src/i18n/languages.ts')
    const source = readFileSync(table, 'utf8')
    expect(source).toContain('] as const satisfies readonly LanguageRow[]')
    writeFileSync(
      table,
      source.replace(
        '] as const satisfies readonly LanguageRow[]',
        `${ROW}] as const satisfies readonly LanguageRow[]`,
      ),
    )
    cpSync(path.join(copy, 'src/ui/strings.en.ts'), path.join(copy, 'src/ui/strings.sv.ts'))
    run(copy, 'tsx', ['scripts/bench/pseudo-translations.ts', copy])
    run(copy, 'tsx', ['scripts/generate-types.ts'])
    run(copy, 'tsc', ['--noEmit'])
    run(copy, 'tsx', ['scripts/validate-content.ts'])
    run(copy, 'vike', ['build'])
    run(copy, 'tsx', ['scripts/static-files.ts'])

    const client = path.join(copy, 'dist/client')
    const home = readFileSync(path.join(client, 'sv/index.html'), 'utf8')
    expect(home).toMatch(/<html lang="sv"/)
    expect(home).toContain('hrefLang="sv"')
    // Its row's patterns hyphenate its headings' long words (decision 418): a soft hyphen in the page.
    expect(home).toContain('\u00ad')
    expect(readFileSync(path.join(client, 'index.html'), 'utf8')).toMatch(
      /<link rel="alternate" hrefLang="sv" href="[^"]+\/sv"/,
    )
    expect(existsSync(path.join(client, 'sv/404.html'))).toBe(true)
    expect(readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toContain('hreflang="sv"')
    const languages = JSON.parse(readFileSync(path.join(copy, 'schemas/languages.generated.schema.json'), 'utf8'))
    expect(languages.definitions.lang.enum).toEqual(['fi', 'en', 'ru', 'uk', 'sv'])
    const nginx = run(copy, 'tsx', [
      '-e',
      "import('./deploy/render-nginx.ts').then((m) => process.stdout.write(m.renderNginx({ out: '/tmp/x', client: 'dist/client', serverName: 'a.example', certificate: '/c', certificateKey: '/k', upstreams: ['127.0.0.1:1'], httpListen: ['80'], httpsListen: ['443'], accessLog: '/dev/null', contactRate: '2r/s', contactBurst: 10, connPerAddress: 64, workerProcesses: 'auto', requestRate: '50r/s', requestBurst: 400, requestDelay: 100 }).files['site.conf']))",
    ])
    expect(nginx).toContain('try_files /sv/404.html /404.html =404;')
  }, 900_000)
})
