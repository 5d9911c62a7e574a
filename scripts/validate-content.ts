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
import { formatReport } from '../src/runtime/diagnostics.js'

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
