/**
 * The validator's rule for photos (JPEG and PNG): each needs alt text, a file
 * no bigger than the limit, and the width and height the document declares
 * must be the photo's own (the srcset and the page's reserved space come from
 * them). Pure: the caller says how big the file is (rasterInfo.node.ts reads it).
 */
import { isRasterSource } from './plan.js'

/** Largest photo file accepted (bytes): a phone photo resized to 2560 px is well under it. */
export const RASTER_MAX_BYTES = 3 * 1024 * 1024

export interface RasterFileInfo {
  bytes: number
  /** Upright size (after the EXIF orientation). */
  width: number
  height: number
}

/** One photo as a document uses it: an image object, or one half of a before/after pair. */
export interface RasterImageUse {
  /** JSON pointer of the src field. */
  pointer: string
  /** JSON pointer of the alt text (where a missing one is reported). */
  altPointer: string
  src: string
  alt: string | undefined
  width: number | undefined
  height: number | undefined
}

/** The arguments of each problem a photo can have (the texts: content-check.ts). */
export interface RasterIssueArgs {
  rasterImageNoAlt: { src: string }
  rasterImageTooLarge: { src: string; size: string; limit: string }
  rasterImageSize: { src: string; declared: string; actual: string; width: number; height: number }
}

/** One problem of one photo use, at the JSON pointer where it is reported. */
export type RasterIssue = {
  [C in keyof RasterIssueArgs]: { code: C; pointer: string; args: RasterIssueArgs[C] }
}[keyof RasterIssueArgs]

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',')

/** The problems of one photo use; none for an SVG or when the file is missing (missingImage reports that). */
export function checkRasterImage(use: RasterImageUse, info: RasterFileInfo | undefined): RasterIssue[] {
  if (!isRasterSource(use.src)) return []
  const issues: RasterIssue[] = []
  if (!use.alt?.trim()) issues.push({ code: 'rasterImageNoAlt', pointer: use.altPointer, args: { src: use.src } })
  if (!info) return issues
  if (info.bytes > RASTER_MAX_BYTES)
    issues.push({
      code: 'rasterImageTooLarge',
      pointer: use.pointer,
      args: { src: use.src, size: mb(info.bytes), limit: mb(RASTER_MAX_BYTES) },
    })
  if (use.width !== undefined && use.height !== undefined && (use.width !== info.width || use.height !== info.height)) {
    issues.push({
      code: 'rasterImageSize',
      pointer: use.pointer,
      args: {
        src: use.src,
        declared: `${use.width}x${use.height}`,
        actual: `${info.width}x${info.height}`,
        width: info.width,
        height: info.height,
      },
    })
  }
  return issues
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const str = (v: Json | undefined) => (typeof v === 'string' ? v : undefined)
const num = (v: Json | undefined) => (typeof v === 'number' ? v : undefined)

/** Every photo a document uses: objects with src (images) and before/after pairs, anywhere in it. */
export function rasterImageUses(data: unknown, pointer = ''): RasterImageUse[] {
  const value = data as Json
  if (Array.isArray(value)) return value.flatMap((v, i) => rasterImageUses(v, `${pointer}/${i}`))
  if (!value || typeof value !== 'object') return []
  const uses: RasterImageUse[] = []
  const width = num(value.width)
  const height = num(value.height)
  const src = str(value.src)
  if (src && isRasterSource(src))
    uses.push({
      pointer: `${pointer}/src`,
      altPointer: 'alt' in value ? `${pointer}/alt` : `${pointer}/src`,
      src,
      alt: str(value.alt),
      width,
      height,
    })
  for (const half of ['before', 'after'] as const) {
    const s = str(value[`${half}Image`])
    if (s && isRasterSource(s))
      uses.push({
        pointer: `${pointer}/${half}Image`,
        altPointer: `${pointer}/${half}Alt`,
        src: s,
        alt: str(value[`${half}Alt`]),
        width,
        height,
      })
  }
  for (const [key, v] of Object.entries(value))
    if (v && typeof v === 'object') uses.push(...rasterImageUses(v, `${pointer}/${key}`))
  return uses
}
