/**
 * The content pipeline's public entry: files and schemas in, a typed site
 * model and diagnostics out. Pure. The work is done by named passes
 * (src/runtime/pipeline/: parse, schema, site, routes, links, images, tokens,
 * sections, translations, the features' passes, seo, placeholders) over one
 * diagnostics list; this module runs the passes it is given and assembles the
 * result. Each caller (`npm run validate`, the Vike +data hooks, the server,
 * the studio) passes `sitePasses()` of src/content-passes.ts.
 */
import { featureContents } from './feature-content.js'
import type { BuildResult, ContentFile, RoutedDocument, SiteContent } from './content-model.js'
import { createContext, type BuildInput, type PipelineContext } from './pipeline/context.js'
import { runPasses } from './pipeline/passes.js'
import { createSchemaValidator, type SchemaSet } from './schema-validator.js'
import { interpolateDeep } from './tokens.js'
import { withLanguages } from './localized-content.js'
import { menuOf, pageIndex } from './listings.js'

export type {
  BlogDocument,
  Subpage,
  BuildResult,
  ContentFile,
  PageDocument,
  RoutedDocument,
  RouteTable,
  SiteContent,
  SourceDocument,
} from './content-model.js'
export type { BuildInput, BuildOptions } from './pipeline/context.js'

/** The Finnish site model from a context whose passes found no error: tokens replaced everywhere. */
function finnish(ctx: PipelineContext): SiteContent {
  const { tokens } = ctx
  const documents = ctx.routed().map((d) => ({
    ...d,
    data: interpolateDeep(d.data, tokens),
    body: d.body && interpolateDeep(d.body, tokens),
  })) as RoutedDocument[]
  const listed = pageIndex(documents, 'fi')
  return {
    lang: 'fi',
    languages: {},
    versions: new Map(),
    site: interpolateDeep(ctx.site!.data, tokens),
    navigation: menuOf(interpolateDeep(ctx.navigation!.data, tokens), listed),
    listed,
    tokens,
    routes: { pages: new Map(documents.map((d) => [d.route, d])), redirects: ctx.redirects },
    documents,
    features: featureContents(ctx.collections, ctx.documents, (doc) => ({
      source: doc,
      data: interpolateDeep(doc.data, tokens),
      inLanguage: true,
    })),
    subpages: new Map(ctx.subpages.map((s) => [s.path, s])),
    queryRedirects: ctx.queryRedirects,
  }
}

export function buildContent(files: ContentFile[], schemas: SchemaSet, input: BuildInput): BuildResult {
  const { passes, ...options } = input
  const ctx = createContext(files, options, createSchemaValidator(schemas), schemas)
  runPasses(ctx, passes)
  const failed = !ctx.site || !ctx.navigation || ctx.diagnostics.some((d) => d.severity === 'error')
  return { content: failed ? null : withLanguages(ctx, finnish(ctx)), diagnostics: ctx.diagnostics }
}
