/** Pass 3, site: site.json and navigation.json must be valid (everything else needs them); builds the token map. */
import { ENGINE } from '../engine-diagnostics.js'
import type { Navigation, Site } from '../content-types.generated.js'
import type { SourceDocument } from '../content-model.js'
import { diagnostic } from '../diagnostics.js'
import { buildTokens } from '../tokens.js'
import type { ContentPass } from './context.js'

export const sitePass: ContentPass = {
  name: 'site',
  run(ctx) {
    ctx.site = ctx.documents.find((d) => d.kind === 'site') as SourceDocument<Site> | undefined
    ctx.navigation = ctx.documents.find((d) => d.kind === 'navigation') as SourceDocument<Navigation> | undefined
    if (ctx.site && ctx.navigation) {
      ctx.tokens = buildTokens(ctx.site.data)
      return
    }
    for (const [doc, name] of [
      [ctx.site, 'site.json'],
      [ctx.navigation, 'navigation.json'],
    ] as const) {
      if (doc || ctx.diagnostics.some((d) => d.file.endsWith(name))) continue
      ctx.diagnostics.push(
        diagnostic(
          ENGINE.unknownReference,
          { file: `pages-data/${name}`, line: 1, column: 1, pointer: '' },
          { kind: 'File', value: `pages-data/${name}` },
        ),
      )
    }
    return 'stop'
  },
}
