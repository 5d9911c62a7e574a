/**
 * npm run validate: checks every document in pages-data/ against schemas/ and
 * across documents. Prints file:line:column, the JSON pointer, the message and
 * a suggestion; exits 1 on any error. Warnings print and pass.
 *
 *   npm run validate                 the repository's content
 *   npm run validate -- --root DIR   another tree with pages-data/ and public/ (tests)
 *   npm run validate -- --release    also refuse site.json example data (RELEASE=1 does the same;
 *                                    npm run build:release runs this)
 */
import path from 'node:path'
import { sitePasses } from '../src/content-passes.js'
import { buildContent, type ContentFile, type SiteContent } from '../src/runtime/build-content.js'
import { readContentFiles, readSchemas, publicFileChecks, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { type Diagnostic, formatReport } from '../src/runtime/diagnostics.js'
import { HOUSE_STYLE_DIAGNOSTICS } from '../src/runtime/pipeline/house-style.js'
import { inFinnishAll } from '../src/studio/validate-document.js'

const STYLE_CODES = new Set(Object.keys(HOUSE_STYLE_DIAGNOSTICS))

/**
 * The house style's findings for the authors (decision 400): each at its field's Finnish label path, with
 * the Finnish message and fix, as the studio shows them at the field.
 */
export function houseStyleInFinnish(files: readonly ContentFile[], diagnostics: readonly Diagnostic[]): string[] {
  const style = diagnostics.filter((d) => STYLE_CODES.has(d.code))
  return inFinnishAll({ files: [...files] }, style).map(
    (d) =>
      `${d.file}:${d.line}:${d.column} ${d.pointer} — ${d.place}: ${d.message}${d.suggestion ? ` ${d.suggestion}` : ''}`,
  )
}

/**
 * Builds the content of `root` (its files, when the caller has read them) with every check and prints
 * the report; the content, or null on an error.
 */
export function validateContent(
  root: string,
  options: { release: boolean },
  files: ContentFile[] = readContentFiles(root),
): SiteContent | null {
  const { content, diagnostics } = buildContent(files, readSchemas(REPO_ROOT), {
    ...publicFileChecks(root),
    release: options.release,
    passes: sitePasses(),
  })
  const errors = diagnostics.filter((d) => d.severity === 'error')
  if (diagnostics.length) console.log(formatReport(diagnostics))
  const style = houseStyleInFinnish(files, diagnostics)
  if (style.length) console.log(`\nTalon tyyli (${style.length}), kentittäin:\n${style.join('\n')}`)
  if (errors.length || !content) return null
  const pages = content.routes.pages.size
  console.log(`${files.length} documents valid: ${pages} pages, ${content.routes.redirects.size} redirects`)
  return content
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const rootArg = args.indexOf('--root')
  const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]!) : REPO_ROOT
  const release = args.includes('--release') || process.env.RELEASE === '1'
  if (!validateContent(root, { release })) process.exitCode = 1
}
