/**
 * The last step of `npm run build` (after `vike build`): makes dist/client a
 * site on its own for any static host (decision 171). Writes
 * sitemap.xml, robots.txt, speculation-rules.json, _redirects and _headers,
 * a precompressed .gz beside every text file (server/gzip-sibling.ts), and deletes what no page asks for (Vike's *.pageContext.json files: the
 * pages are HTML-only and never fetch them). Each language's 404 page,
 * prerendered at /ru/404, becomes ru/404.html beside the Finnish 404.html. The Express server serves the
 * same files. Usage: tsx scripts/static-files.ts [dist/client]
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { CALCULATOR_MODELS_FILE, calculatorModelsOf } from '../src/calculators/lead-check.js'
import { writeGzipSibling, writeGzipSiblings } from '../server/gzip-sibling.js'
import { replaceFile } from '../src/storage/replace-file.js'
import { headersFile } from '../server/headers.js'
import { loadSiteContent } from '../src/site-content.js'
import { SERVER_ROUTES_FILE, serverRoutesOf } from '../server/site-routes.js'
import { SPECULATION_RULES_PATH, speculationRules } from '../server/speculation-rules.js'
import { TARGET_LANGS } from '../src/i18n/languages.js'
import { notFoundFile } from '../src/i18n/not-found.js'
import type { SiteContent } from '../src/runtime/build-content.js'
import { publicPaths } from '../src/runtime/routes.js'
import { redirectRules, redirectsFile, robotsTxt, sitemapXml } from '../src/runtime/static-host.js'
import { type Manifest, withIslandPreloads } from './island-preloads.js'

/** The files written here on every build, as site addresses. */
const STATIC_FILES = ['/sitemap.xml', '/robots.txt', SPECULATION_RULES_PATH, '/_redirects', '/_headers']

/** Every file under dir, as site addresses (/images/x.svg). */
function walk(dir: string, base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const address = `${base}/${entry.name}`
    return entry.isDirectory() ? walk(path.join(dir, entry.name), address) : [address]
  })
}

/** Each published language's 404 page as <lang>/404.html (Vike writes /ru/404 as ru/404/index.html); their addresses. */
function languageNotFoundPages(clientDir: string, content: SiteContent): string[] {
  return TARGET_LANGS.filter((lang) => content.languages[lang]).map((lang) => {
    const file = path.join(clientDir, notFoundFile(lang))
    const prerendered = path.join(clientDir, lang, '404', 'index.html')
    if (existsSync(prerendered)) {
      renameSync(prerendered, file)
      rmSync(path.dirname(prerendered), { recursive: true })
    }
    return `/${notFoundFile(lang)}`
  })
}

/** Every page with islands gets each island's files to preload (scripts/island-preloads.ts); how many pages. */
function addIslandPreloads(clientDir: string, pages: string[]): number {
  const manifestFile = path.join(clientDir, '..', 'assets.json')
  if (!existsSync(manifestFile)) return 0
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  let changed = 0
  for (const page of pages) {
    const file = path.join(clientDir, page)
    const html = readFileSync(file, 'utf8')
    const next = withIslandPreloads(html, manifest)
    if (next === html) continue
    replaceFile(file, next)
    changed++
  }
  return changed
}

/** What the headers need of client/ besides its pages: the other files, and every SVG (as site addresses). */
export interface ClientFiles {
  files: string[]
  svg: string[]
}

/**
 * Writes the site files into `clientDir`. `changed`: the site addresses of the files an incremental
 * build rewrote (decision 321); only they get island preloads and new .gz siblings (with the files
 * written here). All files when absent. With `changed`, `known` gives the last build's client files:
 * with the same code (the bundle, public/) and no file written but pages and the files named here,
 * client/ has the same other files, and its thousands of page folders are not read again (0.4 s at 20x).
 */
export function writeStaticFiles(
  clientDir: string,
  content: SiteContent = loadSiteContent(),
  changed?: readonly string[],
  known?: ClientFiles,
): { removed: number; written: string[]; clientFiles: ClientFiles } {
  const reuse = changed && known
  let removed = 0
  for (const file of reuse ? [] : walk(clientDir))
    if (file.endsWith('.pageContext.json')) {
      rmSync(path.join(clientDir, file))
      removed++
    }
  const write = (name: string, text: string) => replaceFile(path.join(clientDir, name), text)
  // Beside dist/client, never served: the prices the server checks a calculator's lead against (decision 254).
  replaceFile(path.join(clientDir, '..', CALCULATOR_MODELS_FILE), JSON.stringify(calculatorModelsOf(content)))
  // Beside it: what the server needs of the content, so it never reads pages-data/ (server/site-routes.ts).
  replaceFile(path.join(clientDir, '..', SERVER_ROUTES_FILE), JSON.stringify(serverRoutesOf(content)))
  write('sitemap.xml', sitemapXml(content))
  write('robots.txt', robotsTxt(content))
  write(SPECULATION_RULES_PATH.slice(1), JSON.stringify(speculationRules))
  const notFoundPages = languageNotFoundPages(clientDir, content)
  write('_redirects', redirectsFile(redirectRules(content), notFoundPages))
  const all = reuse ? [] : walk(clientDir)
  const clientFiles = reuse
    ? known
    : {
        files: all.filter(
          (f) =>
            !f.startsWith('/assets/') &&
            !f.startsWith('/images/') &&
            !f.endsWith('.html') &&
            !f.endsWith('.gz') &&
            f !== SPECULATION_RULES_PATH &&
            !f.startsWith('/_'),
        ),
        svg: all.filter((f) => f.endsWith('.svg')),
      }
  const documents = [...publicPaths(content), '/404.html', ...notFoundPages]
  write('_headers', headersFile({ documents, files: clientFiles.files, svgFiles: clientFiles.svg }))
  const preloading = addIslandPreloads(
    clientDir,
    (changed ?? all).filter((f) => f.endsWith('.html')),
  )
  const gzipped = changed
    ? [...changed, ...STATIC_FILES, ...notFoundPages].filter((f) => writeGzipSibling(path.join(clientDir, f))).length
    : writeGzipSiblings(clientDir)
  return {
    removed,
    clientFiles,
    written: [
      'sitemap.xml',
      'robots.txt',
      'speculation-rules.json',
      '_redirects',
      '_headers',
      `../${CALCULATOR_MODELS_FILE}`,
      `../${SERVER_ROUTES_FILE}`,
      `island preloads on ${preloading} pages`,
      `${gzipped} .gz siblings`,
    ],
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client')
  const { removed, written } = writeStaticFiles(clientDir)
  console.log(`[static-files] ${written.join(', ')} written; ${removed} *.pageContext.json removed`)
}
