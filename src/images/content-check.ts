/**
 * The images feature's check in the content pipeline, given to the images pass
 * by src/content-passes.ts: a photo (JPEG, PNG) in an image field needs alt text,
 * a file under the size limit and its own width and height (check.ts).
 */
import type { SourceDocument } from '../runtime/content-model.js'
import { diagnosticPiece, quote } from '../runtime/diagnostics.js'
import type { PipelineContext } from '../runtime/pipeline/context.js'
import { keptWith } from '../runtime/pipeline/kept-findings.js'
import type { ImageCheck } from '../runtime/pipeline/images.js'
import { checkRasterImage, type RasterImageUse, type RasterIssueArgs, rasterImageUses } from './check.js'
import { isRasterSource } from './plan.js'
import { rasterInfo } from './raster-info.js'

const { en: q, fi: fq } = quote

/** The photo rule's findings, in English and Finnish. */
export const photoDiagnostics = diagnosticPiece<RasterIssueArgs>({
  rasterImageNoAlt: {
    severity: 'error',
    en: {
      message: (a) => `Photo ${q(a.src)} has no alt text.`,
      hint: () =>
        'Describe in Finnish what the photo shows (for screen readers and search engines): a photo of work is never decorative.',
    },
    fi: {
      message: (a) => `Valokuvalta ${fq(a.src)} puuttuu kuvaus (alt-teksti).`,
      hint: () => 'Kerro suomeksi, mitä kuvassa näkyy (ruudunlukijoille ja hakukoneille).',
    },
  },
  rasterImageTooLarge: {
    severity: 'error',
    en: {
      message: (a) => `Photo ${q(a.src)} is ${a.size} MB; the limit is ${a.limit} MB.`,
      hint: () =>
        'Resize it to at most 2560 px wide (JPEG quality about 80) before adding it; the build makes the smaller sizes itself.',
    },
    fi: {
      message: (a) => `Valokuva ${fq(a.src)} on ${a.size} Mt; enimmäiskoko on ${a.limit} Mt.`,
      hint: () => 'Pienennä kuva enintään 2560 px leveäksi ennen lisäämistä.',
    },
  },
  rasterImageSize: {
    severity: 'error',
    en: {
      message: (a) => `Photo ${q(a.src)} is ${a.actual} px but the document says ${a.declared}.`,
      hint: (a) => `Set "width": ${a.width} and "height": ${a.height}.`,
    },
    fi: {
      message: (a) => `Valokuva ${fq(a.src)} on ${a.actual} px, mutta dokumentissa lukee ${a.declared}.`,
      hint: (a) => `Aseta leveydeksi ${a.width} ja korkeudeksi ${a.height}.`,
    },
  },
})

function report<C extends keyof RasterIssueArgs>(
  ctx: PipelineContext,
  doc: SourceDocument,
  issue: { code: C; pointer: string; args: RasterIssueArgs[C] },
) {
  ctx.report(photoDiagnostics[issue.code], doc, issue.pointer, issue.args)
}

/** Each document's photos, found once per parsed document. */
const usesOf = new WeakMap<object, RasterImageUse[]>()
const photoUses = (data: unknown) => keptWith(usesOf, data, () => rasterImageUses(data))

export const rasterImageCheck: ImageCheck = {
  name: 'photos',
  run(ctx, doc, ref) {
    const read = ctx.options.readPublicFile
    if (!read || ref.place.index !== undefined) return
    const use = photoUses(doc.data).find((u) => u.pointer === ref.place.pointer)
    if (!use) return
    const bytes = isRasterSource(use.src) ? read(use.src) : undefined
    for (const issue of checkRasterImage(use, bytes && rasterInfo(bytes))) report(ctx, doc, issue)
  },
}
