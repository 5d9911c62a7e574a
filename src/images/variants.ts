/**
 * The build half of responsive images (Node only): encodes each JPEG or PNG
 * under public/images/ into the AVIF and WebP variants plan.ts names, with
 * sharp. Results are cached by content hash: an unchanged photo is never
 * encoded twice, a renamed one is copied from the cache.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { isRasterSource, variantPath, variantWidths, VARIANT_FORMATS, type VariantFormat } from './plan.js'

/** Bump when the encoder settings change: every cached variant is then made again. */
const ENCODER_VERSION = 1
const ENCODE: Record<VariantFormat, (img: Sharp) => Sharp> = {
  // AVIF effort 2: a sixth of effort 4's time for about 15 % more bytes (docs/decisions/130).
  avif: (img) => img.avif({ quality: 50, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
}

export const DEFAULT_CACHE_DIR = path.join('node_modules', '.cache', 'responsive-images')

interface VariantFile {
  /** URL of the variant (/images/_v/...). */
  path: string
  /** Where it is in the cache. */
  file: string
}

export interface EnsuredVariants {
  src: string
  width: number
  height: number
  variants: VariantFile[]
  /** False when every variant came from the cache. */
  encoded: boolean
}

interface CacheManifest {
  width: number
  height: number
  files: { width: number; format: VariantFormat; name: string }[]
}

/** Every JPEG and PNG below publicDir/images (as /images/... URLs with their files), sorted. */
export function rasterSources(publicDir: string): { src: string; file: string }[] {
  const root = path.join(publicDir, 'images')
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name)
          return statSync(full).isDirectory() ? walk(full) : [full]
        })
      : []
  return walk(root)
    .map((file) => ({ src: `/${path.relative(publicDir, file).split(path.sep).join('/')}`, file }))
    .filter((s) => isRasterSource(s.src))
    .sort((a, b) => a.src.localeCompare(b.src))
}

/** The cache key of a photo: its bytes plus the encoder settings. */
function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(`v${ENCODER_VERSION}\0`).update(bytes).digest('hex').slice(0, 20)
}

/** The variants of one photo, from the cache when its content was seen before, else encoded now. */
export async function ensureVariants(
  file: string,
  src: string,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<EnsuredVariants> {
  const bytes = readFileSync(file)
  const dir = path.join(cacheDir, contentHash(bytes))
  const manifestFile = path.join(dir, 'manifest.json')
  let manifest: CacheManifest | undefined
  let encoded = false
  if (existsSync(manifestFile)) {
    const cached = JSON.parse(readFileSync(manifestFile, 'utf8')) as CacheManifest
    if (cached.files.every((f) => existsSync(path.join(dir, f.name)))) manifest = cached
  }
  if (!manifest) {
    manifest = await encode(bytes, dir)
    encoded = true
  }
  return {
    src,
    width: manifest.width,
    height: manifest.height,
    encoded,
    variants: manifest.files.map((f) => ({ path: variantPath(src, f.width, f.format), file: path.join(dir, f.name) })),
  }
}

async function encode(bytes: Buffer, dir: string): Promise<CacheManifest> {
  mkdirSync(dir, { recursive: true })
  // autoOrient(): phone photos are stored sideways with an EXIF orientation; variants are upright (and carry no metadata).
  const upright = sharp(bytes, { failOn: 'error' }).autoOrient()
  const { width, height } = (await upright.metadata()).autoOrient
  const files: CacheManifest['files'] = []
  for (const format of VARIANT_FORMATS) {
    for (const w of variantWidths(width)) {
      const name = `${w}.${format}`
      await ENCODE[format](upright.clone().resize({ width: w, withoutEnlargement: true })).toFile(path.join(dir, name))
      files.push({ width: w, format, name })
    }
  }
  const manifest: CacheManifest = { width, height, files }
  // Written last, through a rename: a cache entry with a manifest is complete.
  writeFileSync(path.join(dir, 'manifest.json.tmp'), JSON.stringify(manifest))
  renameSync(path.join(dir, 'manifest.json.tmp'), path.join(dir, 'manifest.json'))
  return manifest
}

/** Every photo of publicDir, one at a time (the build machine may have two cores shared with others). */
export async function ensureAllVariants(publicDir: string, cacheDir = DEFAULT_CACHE_DIR): Promise<EnsuredVariants[]> {
  const results: EnsuredVariants[] = []
  for (const { file, src } of rasterSources(publicDir)) results.push(await ensureVariants(file, src, cacheDir))
  return results
}
