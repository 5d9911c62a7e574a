/** Reads pages-data/ and schemas/ from disk (scripts, tests, the server). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BuildOptions, ContentFile } from './build-content.js'
import type { SchemaSet } from './schema-validator.js'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Every file below dir (none when dir does not exist). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full) : [full]
  })
}

const rel = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/')

export function readContentFiles(root = REPO_ROOT, contentDir = 'pages-data'): ContentFile[] {
  return listFiles(path.join(root, contentDir))
    .filter((f) => /\.(json|md)$/.test(f))
    .map((f) => ({ path: rel(root, f).replace(new RegExp(`^${contentDir}/`), 'pages-data/'), text: readFileSync(f, 'utf8') }))
}

export function readSchemas(root = REPO_ROOT): SchemaSet {
  const dir = path.join(root, 'schemas')
  return Object.fromEntries(listFiles(dir).filter((f) => f.endsWith('.json')).map((f) => [rel(dir, f), JSON.parse(readFileSync(f, 'utf8')) as object]))
}

export function publicFileChecks(root = REPO_ROOT): Required<Pick<BuildOptions, 'publicFileExists' | 'publicFiles'>> {
  const publicDir = path.join(root, 'public')
  return {
    publicFileExists: (p) => existsSync(path.join(publicDir, p)),
    publicFiles: () => listFiles(publicDir).map((f) => `/${rel(publicDir, f)}`),
  }
}
