import type { Image } from '../runtime/content-types.generated.js'

export function ContentImage({ image, priority = false, className }: { image: Image; priority?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  )
}
