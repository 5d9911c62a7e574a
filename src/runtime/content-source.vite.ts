/**
 * Server side under Vite (dev server, prerender, the server's no-JavaScript answers): the content is
 * the one the build handed over (scripts/build.ts), else the snapshot the build wrote beside the
 * bundle (the release's own content, dist/server/content/), else pages-data/ read from disk
 * (development: src/runtime/dev-content-plugin.ts reloads the page when a file changes). The
 * bundle never holds the content (decision 323): its size and build time do not grow with the site.
 * Errors throw a ContentError whose message is the same report as `npm run validate`.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildContent, type BuildOptions, type ContentFile, type SiteContent } from './build-content.js'
import { listFiles, readContentFiles, readSchemas, schemaFiles } from './content-source.node.js'
import { ContentError } from './diagnostics.js'
import type { ContentPass } from './pipeline/context.js'
import { contentSnapshotFolder, handedOff } from './prerender-handoff.js'
import type { SchemaSet } from './schema-validator.js'

const rawSchemas = import.meta.glob(['/schemas/**/*.json', '/src/sections/*/*.schema.json'], {
  import: 'default',
  eager: true,
}) as Record<string, object>

let cached: SiteContent | null = null
let cachedSignature = ''

/**
 * In development, the names and modification times of every file under
 * pages-data/ and of every schema: the content is rebuilt from disk when it changes,
 * whether or not Vite re-evaluated this module (an invalid edit skips Vite's
 * reload so the overlay stays on screen).
 */
function devSignature(): string {
  return [...listFiles(path.resolve('pages-data')), ...schemaFiles(process.cwd())]
    .map((f) => `${f}@${statSync(f).mtimeMs}`)
    .join('|')
}

/** The content files, the schemas and the public-file check, as Vite sees them (from disk in development). */
export function contentSources(): { files: ContentFile[]; schemas: SchemaSet; options: BuildOptions } {
  const publicDir = path.resolve('public')
  const options: BuildOptions = {
    publicFileExists: existsSync(publicDir) ? (p) => existsSync(path.join(publicDir, p)) : undefined,
  }
  if (import.meta.env.DEV)
    return { files: readContentFiles(process.cwd()), schemas: readSchemas(process.cwd()), options }
  const snapshot = contentSnapshotFolder()
  const files: ContentFile[] =
    snapshot && existsSync(snapshot)
      ? readContentFiles(path.dirname(snapshot), path.basename(snapshot))
      : readContentFiles(process.cwd())
  const schemas: SchemaSet = Object.fromEntries(
    Object.entries(rawSchemas).map(([key, schema]) => [key.slice(1), schema]),
  )
  return { files, schemas, options }
}

/** The site's content, built once (again after a change in development) with the passes the caller composed (`sitePasses()`). */
export function getContent(passes: readonly ContentPass[]): SiteContent {
  const handed = handedOff()
  if (handed) return handed.content
  if (import.meta.env.DEV) {
    const signature = devSignature()
    if (signature !== cachedSignature) cached = null
    cachedSignature = signature
  }
  if (cached) return cached
  const { files, schemas, options } = contentSources()
  const { content, diagnostics } = buildContent(files, schemas, { ...options, passes })
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === 'error'))
  cached = content
  return content
}
