/**
 * The Lighthouse baseline (decision 081): the very same prerendered HTML with
 * every script removed. stripScripts is pure (the unit test checks it);
 * makeStrippedDist copies dist/client and strips every HTML file in the copy.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'

/**
 * Removes every <script> element (executable or data: JSON, JSON-LD) and every
 * <link rel="modulepreload"> from a document, byte for byte: the parser finds
 * the elements and their source offsets, and only those ranges are cut out,
 * so the rest of the HTML is exactly as built.
 */
export function stripScripts(html: string): { html: string; removed: number } {
  const dom = new JSDOM(html, { includeNodeLocations: true })
  const doc = dom.window.document
  const elements = [
    ...doc.querySelectorAll('script'),
    ...[...doc.querySelectorAll('link[rel]')].filter((l) =>
      (l.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('modulepreload'),
    ),
  ]
  const ranges = elements
    .map((el) => dom.nodeLocation(el))
    .filter((loc): loc is NonNullable<typeof loc> => loc != null)
    .map((loc) => [loc.startOffset, loc.endOffset] as const)
    .sort((a, b) => b[0] - a[0])
  // A script inside another removed element (not possible in valid HTML) would overlap: keep the outer cut only.
  let out = html
  let lastStart = Infinity
  let removed = 0
  for (const [start, end] of ranges) {
    if (end > lastStart) continue
    out = out.slice(0, start) + out.slice(end)
    lastStart = start
    removed++
  }
  dom.window.close()
  return { html: out, removed }
}

function htmlFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full))
    else if (entry.endsWith('.html')) out.push(full)
  }
  return out
}

/**
 * A DIST_DIR for the production server whose client/ is a stripped copy of
 * root/dist/client, whose server/ is a link to the real dist/server, and which has
 * the release's own files (server-routes.json…) beside them.
 * Inside dist/ so the server entry resolves the project's node_modules; not a
 * dot-folder, because the server's sendFile refuses paths with a dot segment.
 */
export function makeStrippedDist(root: string): { dir: string; pages: number; removed: number; remove(): void } {
  const dist = path.join(root, 'dist')
  const dir = mkdtempSync(path.join(dist, 'bench-stripped-'))
  cpSync(path.join(dist, 'client'), path.join(dir, 'client'), { recursive: true })
  symlinkSync(path.join(dist, 'server'), path.join(dir, 'server'), 'dir')
  // The release's own files too (server-routes.json and the rest): the server reads only its release (decision 361).
  for (const name of readdirSync(dist))
    if (statSync(path.join(dist, name)).isFile()) cpSync(path.join(dist, name), path.join(dir, name))
  let removed = 0
  const files = htmlFiles(path.join(dir, 'client'))
  for (const file of files) {
    const r = stripScripts(readFileSync(file, 'utf8'))
    removed += r.removed
    writeFileSync(file, r.html)
  }
  return { dir, pages: files.length, removed, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
