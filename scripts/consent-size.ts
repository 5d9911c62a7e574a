/**
 * Bundles what a page without React loads for consent and analytics, on its
 * own, and prints each chunk's size (raw and gzip -9):
 *
 *   npx tsx scripts/consent-size.ts
 *
 * Entry: bootConsent() + bootAnalytics(), as a page's small client script
 * calls them. The consent UI chunk (XState + the plain-DOM view) is split off
 * by its dynamic import, as in the site build. Figures, not a test: see
 * docs/decisions/034-consent-ui-in-plain-dom.md. Nothing is written to disk.
 */
process.env.NODE_ENV = 'production'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = 'virtual:consent-page'
const SOURCE = [
  `import { bootConsent } from '/src/consent/consent-page-load.ts'`,
  `import { bootAnalytics } from '/src/analytics/page-events.ts'`,
  `bootConsent()`,
  `bootAnalytics()`,
].join('\n')

const result = await build({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  plugins: [
    {
      name: 'consent-page-entry',
      resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
      load: (id) => (id === `\0${ENTRY}` ? SOURCE : undefined),
    },
  ],
  build: { write: false, target: 'es2022', modulePreload: false, rollupOptions: { input: ENTRY } },
})

const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
const rows = chunks.map((c) => ({
  file: c.fileName,
  kind: c.isEntry ? 'boot (every page)' : c.isDynamicEntry ? 'consent UI (lazy)' : 'shared',
  raw: Buffer.byteLength(c.code),
  gzip: gzipSync(c.code, { level: 9 }).length,
  modules: Object.keys(c.modules).map((m) => path.relative(ROOT, m.replace(/^\0/, ''))),
}))
for (const r of rows) {
  console.log(
    `${r.kind.padEnd(18)} ${r.file.padEnd(40)} ${String(r.raw).padStart(7)} B raw ${String(r.gzip).padStart(6)} B gzip`,
  )
  for (const m of r.modules) console.log(`    ${m}`)
}
if (process.env.CONSENT_SIZE_DUMP) for (const c of chunks) console.log(`\n// ${c.fileName}\n${c.code}`)
