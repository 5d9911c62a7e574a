/**
 * The studio's photos (issue 21 point 7, decision 205): an uploaded JPEG or
 * PNG is stored under public/images/photos/ with a clean ASCII name (never
 * over another file: -2, -3 …), turned upright, scaled down to 2 560 px and
 * re-encoded by sharp without any metadata (EXIF, GPS, XMP), within the
 * validator's size limit (src/images/check.ts). A photo with more pixels than
 * MAX_PIXELS is refused before it is decoded, with its own message; the same
 * photo uploaded again reuses the stored file (issue 31). The media view's list says where each photo is used
 * (document and field, in Finnish); a photo in use is never deleted.
 * Node only; the HTTP side is src/studio/photos/photo-router.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { collectionFor } from '../../content-collections.js'
import { RASTER_MAX_BYTES } from '../../images/check.js'
import { rasterInfo } from '../../images/raster-info.js'
import { MAX_EDGE, MAX_PIXELS, UPLOAD_MAX_BYTES } from './photo-limits.js'
import { STUDIO_UI } from '../strings.fi.js'
import { parseDocumentText } from '../document-format.js'
import { documentPhotoUses, groupUses, PHOTO_FOLDER } from './photo-uses.js'
import type { PhotoEntry, PhotoUse } from '../studio-api.js'
import type { ContentSource } from '../validate-document.js'
import { createFileDurably } from '../../storage/replace-file.js'

const UI = STUDIO_UI.photos
/** A photo's file name in the folder (no folders, no dot first). */
const PHOTO_FILE = /^[a-z0-9][a-z0-9._-]*\.(jpe?g|png)$/i

/** The size limit's message (the upload limit, in megabytes). */
export const tooLarge = () => UI.tooLarge(Math.round(UPLOAD_MAX_BYTES / 1024 / 1024))

/** Why a photo was not stored or deleted: an HTTP status and a Finnish message for the author. */
export class PhotoError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** A file name as a clean ASCII stem: "Keittiö ennen (1).JPG" → "keittio-ennen-1". */
export function cleanPhotoStem(fileName: string): string {
  const base = path.basename(fileName.replace(/\\/g, '/')).replace(/\.[^.]*$/, '')
  const stem = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return stem || 'kuva'
}

/** The first free name in `dir`: stem.ext, then stem-2.ext, stem-3.ext … */
function freeName(dir: string, stem: string, ext: string): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${stem}.${ext}` : `${stem}-${n}.${ext}`
    if (!existsSync(path.join(dir, name))) return name
  }
}

interface StoredPhoto {
  src: string
  width: number
  height: number
  bytes: number
  /** The photo's own size when it was scaled down to MAX_EDGE. */
  scaledFrom?: { width: number; height: number }
  /** The same photo was stored already: its file is used, no copy made. */
  reused?: boolean
}

interface CleanImage {
  data: Buffer
  format: 'jpg' | 'png'
  width: number
  height: number
  scaledFrom?: { width: number; height: number }
}

/** The format and upright size from the header alone (nothing decoded yet); refuses what is not a JPEG or PNG. */
async function header(bytes: Buffer): Promise<{ format: 'jpeg' | 'png'; width: number; height: number }> {
  let format: string | undefined
  try {
    format = (await sharp(bytes, { limitInputPixels: false }).metadata()).format
  } catch {
    throw new PhotoError(415, UI.notImage)
  }
  if (format !== 'jpeg' && format !== 'png') throw new PhotoError(415, UI.notImage)
  const size = rasterInfo(bytes)
  if (!size) throw new PhotoError(422, UI.unreadable)
  if (size.width * size.height > MAX_PIXELS)
    throw new PhotoError(413, UI.tooManyPixels(size.width, size.height, MAX_PIXELS / 1_000_000))
  return { format, width: size.width, height: size.height }
}

/** The photo upright, at most MAX_EDGE px, without metadata, in its own format (JPEG stays JPEG, PNG stays PNG). */
async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const { format, width, height } = await header(bytes)
  const scaled = Math.max(width, height) > MAX_EDGE
  try {
    // autoOrient(): the EXIF orientation applied to the pixels; sharp writes no metadata unless asked (no EXIF, no GPS).
    const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    const encoded =
      format === 'jpeg'
        ? upright.jpeg({ quality: 85, mozjpeg: true }).keepIccProfile()
        : upright.png({ compressionLevel: 9 }).keepIccProfile()
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    const out = { data, format: format === 'jpeg' ? 'jpg' : 'png', width: info.width, height: info.height } as const
    return scaled ? { ...out, scaledFrom: { width, height } } : out
  } catch {
    throw new PhotoError(422, UI.unreadable)
  }
}

/** A photo of the folder with exactly these bytes (the same upload stored before), if any. */
function sameStored(dir: string, data: Buffer): string | undefined {
  if (!existsSync(dir)) return undefined
  return readdirSync(dir)
    .filter((name) => PHOTO_FILE.test(name))
    .sort()
    .find((name) => {
      const file = path.join(dir, name)
      return statSync(file).size === data.length && readFileSync(file).equals(data)
    })
}

/** Stores an uploaded photo under publicDir/images/photos/ (see the module comment); the same photo again is reused. */
export async function storePhoto(publicDir: string, fileName: string, bytes: Buffer): Promise<StoredPhoto> {
  if (!bytes.length) throw new PhotoError(400, UI.empty)
  if (bytes.length > UPLOAD_MAX_BYTES) throw new PhotoError(413, tooLarge())
  const image = await cleanImage(bytes)
  if (image.data.length > RASTER_MAX_BYTES) throw new PhotoError(413, UI.stillTooLarge(RASTER_MAX_BYTES / 1024 / 1024))
  const dir = path.join(publicDir, 'images', 'photos')
  const { width, height, scaledFrom } = image
  const found = { width, height, bytes: image.data.length, ...(scaledFrom ? { scaledFrom } : {}) }
  const existing = sameStored(dir, image.data)
  if (existing) return { src: `${PHOTO_FOLDER}${existing}`, ...found, reused: true }
  mkdirSync(dir, { recursive: true })
  const name = freeName(dir, cleanPhotoStem(fileName), image.format)
  // Whole or not at all, and never over a file that appeared meanwhile.
  createFileDurably(path.join(dir, name), image.data)
  return { src: `${PHOTO_FOLDER}${name}`, ...found }
}

/** Where each photo is used in the content as saved: document, its title, and the field in Finnish. */
export function photoUses(source: ContentSource, titleOf: (file: string) => string): Map<string, PhotoUse[]> {
  return groupUses(
    source.files.flatMap((file) => {
      const kind = collectionFor(file.path)?.collection.kind
      const doc = kind && parseDocumentText(file.path, file.text)
      return kind && doc ? documentPhotoUses({ file: file.path, title: titleOf(file.path), kind, data: doc.data }) : []
    }),
  )
}

/** Every photo in publicDir/images/photos/ with its uses, by name. */
export function listPhotos(publicDir: string, uses: Map<string, PhotoUse[]>): PhotoEntry[] {
  const dir = path.join(publicDir, 'images', 'photos')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => PHOTO_FILE.test(name))
    .sort()
    .map((name) => {
      const src = `${PHOTO_FOLDER}${name}`
      const info = rasterInfo(readFileSync(path.join(dir, name)))
      return {
        src,
        bytes: info?.bytes ?? 0,
        width: info?.width ?? 0,
        height: info?.height ?? 0,
        uses: uses.get(src) ?? [],
      }
    })
}

/** Deletes an unused photo; a photo in use (or a name that is not a photo of the folder) is refused. */
export function deletePhoto(publicDir: string, src: unknown, uses: Map<string, PhotoUse[]>): void {
  const name = typeof src === 'string' && src.startsWith(PHOTO_FOLDER) ? src.slice(PHOTO_FOLDER.length) : ''
  const file = path.join(publicDir, 'images', 'photos', name)
  if (!PHOTO_FILE.test(name)) throw new PhotoError(400, UI.badName)
  if (!existsSync(file)) throw new PhotoError(404, UI.notFound)
  const used = uses.get(`${PHOTO_FOLDER}${name}`) ?? []
  if (used.length) throw new PhotoError(409, UI.inUse(used.length))
  unlinkSync(file)
}
