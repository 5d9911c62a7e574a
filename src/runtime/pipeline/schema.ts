/** Pass 2, schema: validates each parsed file against its collection's JSON Schema (Ajv); valid files become documents. */
import type { SourceDocument } from '../content-model.js'
import type { Diagnostic } from '../diagnostics.js'
import type { SchemaValidator } from '../schema-validator.js'
import type { ContentPass, ParsedFile, PipelineContext } from './context.js'
import { reportKept } from './kept-findings.js'

/**
 * What a frozen parsed file (the parse pass keeps one per unchanged file object) gave with a validator:
 * its findings and its document, the same objects on every build while the file is unchanged.
 */
const kept = new WeakMap<
  ParsedFile,
  { validator: SchemaValidator; findings: readonly Diagnostic[]; doc?: SourceDocument }
>()

function validated(ctx: PipelineContext, p: ParsedFile) {
  const before = ctx.diagnostics.length
  // A document whose text is unchanged since the last build is not validated again (kept-findings.ts).
  reportKept(ctx, [ctx.validator, p.data], 'schema', p.file, () => {
    ctx.diagnostics.push(...ctx.validator.validate(`schemas/${p.collection.schema}`, p.data, p.file, p.locator))
  })
  const findings = ctx.diagnostics.slice(before)
  if (findings.length) return { validator: ctx.validator, findings }
  const { file, slug, parent, route, data, locator, body } = p
  const doc: SourceDocument = Object.freeze({ file, kind: p.collection.kind, slug, parent, route, data, locator, body })
  return { validator: ctx.validator, findings, doc }
}

export const schemaPass: ContentPass = {
  name: 'schema',
  run(ctx) {
    for (const p of ctx.parsed) {
      let known = kept.get(p)
      if (known && known.validator === ctx.validator) ctx.diagnostics.push(...known.findings)
      else {
        known = validated(ctx, p)
        if (Object.isFrozen(p) && Object.isFrozen(ctx.validator)) kept.set(p, known)
      }
      if (known.doc) ctx.documents.push(known.doc)
    }
  },
}
