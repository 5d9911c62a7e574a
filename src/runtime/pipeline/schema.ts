/** Pass 2, schema: validates each parsed file against its collection's JSON Schema (Ajv); valid files become documents. */
import type { ContentPass } from './context.js'
import { reportKept } from './kept-findings.js'

export const schemaPass: ContentPass = {
  name: 'schema',
  run(ctx) {
    for (const p of ctx.parsed) {
      const schema = `schemas/${p.collection.schema}`
      const before = ctx.diagnostics.length
      // A document whose text is unchanged since the last build is not validated again (kept-findings.ts).
      reportKept(ctx, [ctx.validator, p.data], 'schema', p.file, () => {
        ctx.diagnostics.push(...ctx.validator.validate(schema, p.data, p.file, p.locator))
      })
      if (ctx.diagnostics.length > before) continue
      ctx.documents.push({
        file: p.file,
        kind: p.collection.kind,
        slug: p.slug,
        parent: p.parent,
        route: p.route,
        data: p.data,
        locator: p.locator,
        body: p.body,
      })
    }
  },
}
