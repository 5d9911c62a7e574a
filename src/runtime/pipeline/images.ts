/**
 * Pass, images: every image a document names (src fields, <img> and /images/
 * links in rich text, Markdown images) exists under public/. A further image
 * check (e.g. of raster sizes) joins IMAGE_CHECKS below.
 */
import { checkRasterImage, rasterImageUses } from '../../images/check.js'
import type { SourceDocument } from '../content-model.js'
import { closest } from '../suggest.js'
import type { ContentPass, PipelineContext } from './context.js'
import { references, type Reference } from './references.js'

/** One check of one image reference; `path` is the address without query or fragment. */
type ImageCheck = (ctx: PipelineContext, doc: SourceDocument, ref: Reference, path: string) => void

const imageExists: ImageCheck = (ctx, doc, ref, path) => {
  const { publicFileExists, publicFiles } = ctx.options
  if (!publicFileExists || publicFileExists(path)) return
  ctx.report('missingImage', doc, ref.place, { src: path, best: closest(path, publicFiles?.() ?? []) ?? '' })
}

/** A photo (JPEG, PNG) in an image field: alt text, size limit, declared size (src/images/check.ts). */
const rasterImage: ImageCheck = (ctx, doc, ref) => {
  const info = ctx.options.rasterImageInfo
  const use =
    info && ref.place.index === undefined
      ? rasterImageUses(doc.data).find((u) => u.pointer === ref.place.pointer)
      : undefined
  if (use)
    for (const issue of checkRasterImage(use, info!(use.src))) ctx.report(issue.code, doc, issue.pointer, issue.args)
}

const IMAGE_CHECKS: readonly ImageCheck[] = [imageExists, rasterImage]

export const imagesPass: ContentPass = {
  name: 'images',
  run(ctx) {
    for (const doc of ctx.documents) {
      for (const ref of references(doc, 'image')) {
        const path = ref.value.replace(/[?#].*$/, '')
        for (const check of IMAGE_CHECKS) check(ctx, doc, ref, path)
      }
    }
  },
}
