/**
 * Responsive image planning: which widths and formats a photo gets, where each
 * variant lives and the srcset strings that name them. Pure (no files, no
 * sharp, no React): the build step (variants.ts), the dev server and the
 * image components all derive the same names from the document's src, width
 * and height, so the page needs no manifest.
 */

/** Widths (px) a photo is encoded at; never wider than the photo itself, never wider than the last. */
const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2000] as const
const MAX_WIDTH = 2000
/** Modern formats, best first: a <source> each. The original stays the <img> fallback. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

export const VARIANT_MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' }

/** URL folder of the generated variants (dist/client/images/_v/, never in public/ or git). */
const VARIANT_PREFIX = '/images/_v/'

/** What an author may drop in: JPEG or PNG under /images/. SVG and already-modern files pass through. */
const RASTER_SOURCE = /^\/images\/(?!_v\/)[^?#]+\.(jpe?g|png)$/i

/** Whether src is a photo the pipeline turns into variants. */
export function isRasterSource(src: string): boolean {
  return RASTER_SOURCE.test(src)
}

/** The widths to encode for a photo of this intrinsic width: the standard steps below it, then the photo's own (capped) width. */
export function variantWidths(intrinsicWidth: number): number[] {
  const max = Math.min(intrinsicWidth, MAX_WIDTH)
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < max)
  // A step within 10 % of the top width adds bytes, not sharpness.
  if (widths.length && widths[widths.length - 1]! > max * 0.9) widths.pop()
  widths.push(max)
  return widths
}

/** Height of a variant, keeping the photo's aspect ratio. */
function variantHeight(width: number, intrinsic: { width: number; height: number }): number {
  return Math.max(1, Math.round((width * intrinsic.height) / intrinsic.width))
}

/** URL of one variant: /images/photos/keittio.jpg at 800 px as AVIF -> /images/_v/photos/keittio-800.avif. */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  const stem = src.slice('/images/'.length).replace(/\.[^./]+$/, '')
  return `${VARIANT_PREFIX}${stem}-${width}.${format}`
}

/** The source src a variant URL was made from, with its width and format; undefined for anything else. */
export function parseVariantPath(url: string): { stem: string; width: number; format: VariantFormat } | undefined {
  const m = /^\/images\/_v\/([a-z0-9][a-z0-9/_.-]*)-([0-9]+)\.(avif|webp)$/i.exec(url)
  if (!m || m[1]!.split('/').includes('..')) return undefined
  return { stem: m[1]!, width: Number(m[2]), format: m[3]!.toLowerCase() as VariantFormat }
}

export interface PlannedVariant {
  width: number
  height: number
  format: VariantFormat
  path: string
}

/** Every variant of a photo (all formats, all widths). */
export function planVariants(image: { src: string; width: number; height: number }): PlannedVariant[] {
  if (!isRasterSource(image.src)) return []
  const widths = variantWidths(image.width)
  return VARIANT_FORMATS.flatMap((format) =>
    widths.map((width) => ({
      width,
      height: variantHeight(width, image),
      format,
      path: variantPath(image.src, width, format),
    })),
  )
}

export interface PictureSource {
  type: string
  srcSet: string
}

/**
 * The <source> elements of a <picture>, best format first; empty for an SVG
 * (or any file that is not a JPEG or PNG), which is shown as it is.
 */
export function pictureSources(image: { src: string; width: number; height: number }): PictureSource[] {
  const variants = planVariants(image)
  return VARIANT_FORMATS.flatMap((format) => {
    const own = variants.filter((v) => v.format === format)
    return own.length
      ? [{ type: VARIANT_MIME[format], srcSet: own.map((v) => `${v.path} ${v.width}w`).join(', ') }]
      : []
  })
}

/**
 * Default `sizes`: content images are at most half the container on wide
 * screens and full width on phones. A component that knows better passes its own.
 */
export const DEFAULT_SIZES = '(min-width: 64rem) 50vw, 100vw'
