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
  const prefix = new RegExp(`^${contentDir}/`)
  return listFiles(path.join(root, contentDir))
    .filter((f) => /\.(json|md)$/.test(f))
    .map((f) => contentFile(rel(root, f).replace(prefix, 'pages-data/'), readFileSync(f, 'utf8')))
}

/** The files read last, by path: a file read again with the same text is the same object. */
const readFiles = new Map<string, ContentFile>()

/**
 * A content file, the object of the last read when its path and text are the same: the pipeline keeps
 * what it found of a file with the file (src/runtime/pipeline/parse.ts), so a folder read again (the
 * studio's publish reads its build tree, the same files as the studio's own) is not parsed or checked again.
 */
function contentFile(filePath: string, text: string): ContentFile {
  const known = readFiles.get(filePath)
  if (known?.text === text) return known
  const file = Object.freeze({ path: filePath, text })
  readFiles.set(filePath, file)
  return file
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

/** The last schema set read, by its files' paths and texts: the same schemas are the same object. */
let lastSchemas: { texts: string; schemas: SchemaSet } | undefined

/**
 * Every schema keyed by its path from the repository root (schemas/page.schema.json, src/sections/hero/hero.schema.json).
 * The same paths and texts give the same object as the last read, so the validator compiled from them and
 * every check kept with it are found again (src/runtime/schema-validator.ts): the studio's publish reads
 * its build tree's schemas, the same as the studio's own (1 s of every publish at 20x).
 */
export function readSchemas(root = REPO_ROOT): SchemaSet {
  const files = schemaFiles(root).map((f) => [rel(root, f), readFileSync(f, 'utf8')] as const)
  const texts = files.flat().join('\0')
  if (lastSchemas?.texts !== texts)
    lastSchemas = {
      texts,
      schemas: Object.fromEntries(files.map(([name, text]) => [name, JSON.parse(text) as object])),
    }
  return lastSchemas.schemas
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
