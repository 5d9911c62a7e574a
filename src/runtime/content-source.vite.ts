/**
 * Server side under Vite (dev server, prerender, SSR fallback): the content is
 * imported with import.meta.glob, so Vite watches every JSON and Markdown file
 * and re-renders when one changes. Errors throw a ContentError whose message
 * is the same report as `npm run validate`.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { buildContent, type BuildOptions, type ContentFile, type SiteContent } from './build-content.js'
import { ContentError } from './diagnostics.js'
import type { SchemaSet } from './schema-validator.js'

const rawFiles = import.meta.glob('/pages-data/**/*.{json,md}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>
const rawSchemas = import.meta.glob('/schemas/**/*.json', { import: 'default', eager: true }) as Record<string, object>

let cached: SiteContent | null = null

/** The content files, the schemas and the public-file check, as Vite sees them. */
export function contentSources(): { files: ContentFile[]; schemas: SchemaSet; options: BuildOptions } {
  const files: ContentFile[] = Object.entries(rawFiles).map(([key, text]) => ({ path: key.slice(1), text }))
  const schemas: SchemaSet = Object.fromEntries(Object.entries(rawSchemas).map(([key, schema]) => [key.replace(/^\/schemas\//, ''), schema]))
  const publicDir = path.resolve('public')
  return { files, schemas, options: { publicFileExists: existsSync(publicDir) ? (p) => existsSync(path.join(publicDir, p)) : undefined } }
}

export function getContent(): SiteContent {
  if (cached) return cached
  const { files, schemas, options } = contentSources()
  const { content, diagnostics } = buildContent(files, schemas, options)
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === 'error'))
  cached = content
  return content
}
