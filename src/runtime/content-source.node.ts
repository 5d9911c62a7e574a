/** Reads pages-data/ and the schemas (schemas/, src/sections/<type>/) from disk (scripts, tests, the server). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BuildOptions, ContentFile } from './build-content.js'
import type { SchemaSet } from './schema-validator.js'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Every file below dir (none when dir does not exist); a link is followed. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    const folder = entry.isSymbolicLink() ? statSync(full).isDirectory() : entry.isDirectory()
    return folder ? listFiles(full) : [full]
  })
}

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/')

export function readContentFiles(root = REPO_ROOT, contentDir = 'pages-data'): ContentFile[] {
  return listFiles(path.join(root, contentDir))
    .filter((f) => /\.(json|md)$/.test(f))
    .map((f) => ({
      path: rel(root, f).replace(new RegExp(`^${contentDir}/`), 'pages-data/'),
      text: readFileSync(f, 'utf8'),
    }))
}

/** The JSON Schema files: every .json under schemas/ and each section type's src/sections/<type>/<type>.schema.json. */
export function schemaFiles(root = REPO_ROOT): string[] {
  const sections = path.join(root, 'src/sections')
  const sectionSchemas = existsSync(sections)
    ? readdirSync(sections)
        .map((type) => path.join(sections, type, `${type}.schema.json`))
        .filter((f) => existsSync(f))
    : []
  return [...listFiles(path.join(root, 'schemas')).filter((f) => f.endsWith('.json')), ...sectionSchemas]
}

/** Every schema keyed by its path from the repository root (schemas/page.schema.json, src/sections/hero/hero.schema.json). */
export function readSchemas(root = REPO_ROOT): SchemaSet {
  return Object.fromEntries(schemaFiles(root).map((f) => [rel(root, f), JSON.parse(readFileSync(f, 'utf8')) as object]))
}

export function publicFileChecks(
  root = REPO_ROOT,
  publicDir = path.join(root, 'public'),
): Required<Pick<BuildOptions, 'publicFileExists' | 'publicFiles' | 'readPublicFile'>> {
  return {
    publicFileExists: (p) => existsSync(path.join(publicDir, p)),
    publicFiles: () => listFiles(publicDir).map((f) => `/${rel(publicDir, f)}`),
    readPublicFile: (p) => {
      const file = path.join(publicDir, p)
      return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile() ? readFileSync(file) : undefined
    },
  }
}
