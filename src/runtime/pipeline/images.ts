/**
 * Pass, images: every image a document names (src fields, <img> and /images/
 * links in rich text, Markdown images) exists under public/. Further checks of
 * an image reference come from features (the photo rule of
 * src/images/content-check.ts), given by whoever composes the pipeline
 * (`pipelinePasses` in passes.ts), and run after it.
 */
import { ENGINE } from '../engine-diagnostics.js'
import type { SourceDocument } from '../content-model.js'
import { closest } from '../suggest.js'
import type { ContentPass, PipelineContext } from './context.js'
import { indexKey, reportKept } from './kept-findings.js'
import { type Reference, references } from './references.js'

/** One check of one image reference; `path` is the address without query or fragment. */
export interface ImageCheck {
  name: string
  run(ctx: PipelineContext, doc: SourceDocument, ref: Reference, path: string): void
}

const imageExists: ImageCheck = {
  name: 'exists',
  run(ctx, doc, ref, path) {
    const { publicFileExists, publicFiles } = ctx.options
    if (!publicFileExists || publicFileExists(path)) return
    ctx.report(ENGINE.missingImage, doc, ref.place, { src: path, best: closest(path, publicFiles?.() ?? []) ?? '' })
  },
}

/**
 * What of public/ the checks read, written out: which lookups the build gave and the files' names. A photo
 * is never replaced under its name (the studio adds one under a free name, src/studio/photos/photos.ts), and a
 * build in another process keeps findings only for the same code, public/ included (scripts/build.ts).
 */
function publicIndex(ctx: PipelineContext): string {
  const { publicFileExists, publicFiles, readPublicFile } = ctx.options
  return `${Boolean(publicFileExists)} ${Boolean(readPublicFile)}\n${(publicFiles?.() ?? []).join('\n')}`
}

/** The images pass with the features' checks of each image reference after its own. */
export const imagesPass = (featureChecks: readonly ImageCheck[]): ContentPass => ({
  name: 'images',
  run(ctx) {
    const checks = [imageExists, ...featureChecks]
    // A document's findings are kept while it and public/ are as they were (kept-findings.ts).
    const index = indexKey('images', publicIndex(ctx))
    const kind = `images:${checks.map((c) => c.name).join('+')}`
    for (const doc of ctx.documents) {
      reportKept(ctx, [doc.data, index], kind, doc.file, () => {
        for (const ref of references(doc, 'image')) {
          const path = ref.value.replace(/[?#].*$/, '')
          for (const check of checks) check.run(ctx, doc, ref, path)
        }
      })
    }
  },
})
