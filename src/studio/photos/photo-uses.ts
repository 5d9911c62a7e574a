/**
 * Where a document uses photos of public/images/photos/: each use with the
 * field as its Finnish label path. Pure (no Node, no DOM): the server's media
 * list (src/studio/photos/photos.ts) and the browser's unsaved drafts share it.
 */
import { rasterImageUses } from '../../images/check.js'
import type { JsonValue } from '../document-format.js'
import { placeLabel } from '../place-label.js'
import type { PhotoUse } from '../studio-api.js'

/** URL folder of the photos an author adds. */
export const PHOTO_FOLDER = '/images/photos/'

/** The photo uses of one document (data: its JSON, or a blog post's front matter), as [src, use] pairs. */
export function documentPhotoUses(doc: {
  file: string
  title: string
  kind: string
  data: JsonValue
}): [string, PhotoUse][] {
  return rasterImageUses(doc.data)
    .filter((use) => use.src.startsWith(PHOTO_FOLDER))
    .map((use) => [
      use.src,
      {
        file: doc.file,
        title: doc.title,
        pointer: use.pointer,
        field: placeLabel(use.pointer.replace(/\/src$/, ''), doc.data, doc.kind),
      },
    ])
}

/** Uses grouped by photo. */
export function groupUses(pairs: [string, PhotoUse][]): Map<string, PhotoUse[]> {
  const uses = new Map<string, PhotoUse[]>()
  for (const [src, use] of pairs) uses.set(src, [...(uses.get(src) ?? []), use])
  return uses
}
