/** Pass 2, schema: validates each parsed file against its collection's JSON Schema (Ajv); valid files become documents. */
import type { ContentPass } from './context.js'

export const schemaPass: ContentPass = {
  name: 'schema',
  run(ctx) {
    for (const p of ctx.parsed) {
      const errors = ctx.validator.validate(`schemas/${p.collection.schema}`, p.data, p.file, p.locator)
      ctx.diagnostics.push(...errors)
      if (errors.length) continue
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
