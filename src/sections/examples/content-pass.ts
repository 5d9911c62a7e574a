/** The work examples' content pass: each example's id equals its file name (the id is its anchor on /esimerkit). */
import type { WorkExample } from '../../runtime/content-types.generated.js'
import type { SourceDocument } from '../../runtime/content-model.js'
import { diagnosticPiece, quote } from '../../runtime/diagnostics.js'
import type { ContentPass } from '../../runtime/pipeline/context.js'

const { en: q, fi: fq } = quote

/** The pass's findings: each code with its arguments, in English and Finnish. */
export const workExampleDiagnostics = diagnosticPiece<{
  idMismatch: { id: string; file: string; expected: string }
}>({
  idMismatch: {
    severity: 'error',
    en: {
      message: (a) => `Id ${q(a.id)} does not match the file name ${q(a.file)}.`,
      hint: (a) => `Rename the file to ${a.id}.json or set "id": ${q(a.expected)}.`,
    },
    fi: {
      message: (a) => `Tunniste ${fq(a.id)} ei vastaa tiedoston nimeä ${fq(a.file)}.`,
      hint: (a) => `Aseta tunnisteeksi ${fq(a.expected)}.`,
    },
  },
})

export const workExamplesPass: ContentPass = {
  name: 'workExamples',
  run(ctx) {
    for (const doc of ctx.documents.filter((d): d is SourceDocument<WorkExample> => d.kind === 'workExample')) {
      if (doc.data.id !== doc.slug)
        ctx.report(workExampleDiagnostics.idMismatch, doc, '/id', {
          id: doc.data.id,
          file: `${doc.slug}.json`,
          expected: doc.slug,
        })
    }
  },
}
