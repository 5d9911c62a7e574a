/**
 * The images feature's check in the content pipeline, registered by
 * src/content-passes.ts: a photo (JPEG, PNG) in an image field needs alt text,
 * a file under the size limit and its own width and height (check.ts).
 */
import type { ImageCheck } from '../runtime/pipeline/images.js'
import { checkRasterImage, rasterImageUses } from './check.js'
import { isRasterSource } from './plan.js'
import { rasterInfo } from './raster-info.js'

export const rasterImageCheck: ImageCheck = {
  name: 'photos',
  run(ctx, doc, ref) {
    const read = ctx.options.readPublicFile
    if (!read || ref.place.index !== undefined) return
    const use = rasterImageUses(doc.data).find((u) => u.pointer === ref.place.pointer)
    if (!use) return
    const bytes = isRasterSource(use.src) ? read(use.src) : undefined
    for (const issue of checkRasterImage(use, bytes && rasterInfo(bytes)))
      ctx.report(issue.code, doc, issue.pointer, issue.args)
  },
}
