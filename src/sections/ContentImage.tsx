import type { Image } from '../runtime/content-types.generated.js'
import { DEFAULT_SIZES, pictureSources } from '../images/plan.js'

export interface PictureProps {
  src: string
  alt: string
  width: number
  height: number
  /** The page's first (largest) image: fetched at once with high priority, never lazy. */
  priority?: boolean
  className?: string
  /** How wide the image is shown (the `sizes` attribute); content images default to half the page on wide screens. */
  sizes?: string
}

/**
 * An image of the content. A JPEG or PNG becomes a <picture> with AVIF and
 * WebP variants (src/images, made at build time) and the original as the
 * fallback; an SVG is shown as it is. Width and height reserve the space, so
 * the page does not jump; every image but the first is lazy.
 */
export function Picture({ src, alt, width, height, priority = false, className, sizes = DEFAULT_SIZES }: PictureProps) {
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
  const sources = pictureSources({ src, width, height })
  if (sources.length === 0) return img
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  )
}

export function ContentImage({
  image,
  priority = false,
  className,
  sizes,
}: {
  image: Image
  priority?: boolean
  className?: string
  sizes?: string
}) {
  return (
    <Picture
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      priority={priority}
      className={className}
      sizes={sizes}
    />
  )
}
