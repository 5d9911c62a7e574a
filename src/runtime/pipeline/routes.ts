/**
 * Pass 4, routes and aliases: slugs match file names, each route has one page,
 * a city's sub-page has its city, and every alias becomes a redirect that
 * neither shadows a page nor is claimed twice. Fills ctx.pages, ctx.redirects
 * and ctx.knownPaths for the link pass.
 */
import { ENGINE } from '../engine-diagnostics.js'
import type { Page } from '../content-types.generated.js'
import type { RoutedDocument } from '../content-model.js'
import { STATIC_PATHS } from '../site-paths.js'
import type { ContentPass, PipelineContext } from './context.js'

function checkRoute(ctx: PipelineContext, doc: RoutedDocument, routed: RoutedDocument[]): void {
  const data = doc.data as { slug?: string }
  if (doc.kind !== 'blogPost' && data.slug !== doc.slug) {
    ctx.report(ENGINE.slugMismatch, doc, '/slug', {
      slug: String(data.slug),
      file: `${doc.slug}.json`,
      expected: doc.slug,
    })
  }
  if (doc.kind === 'citySub' && !routed.some((d) => d.kind === 'city' && d.slug === doc.parent)) {
    ctx.report(ENGINE.unknownReference, doc, '', {
      kind: 'City page',
      value: `pages-data/cities/${doc.parent}.json`,
      best: '',
    })
  }
  const other = ctx.pages.get(doc.route)
  if (other) ctx.report(ENGINE.duplicateRoute, doc, '/slug', { route: doc.route, other: other.file })
  else ctx.pages.set(doc.route, doc)
}

function checkAliases(ctx: PipelineContext, doc: RoutedDocument, owners: Map<string, string>): void {
  for (const [i, alias] of ((doc.data as Page).aliases ?? []).entries()) {
    const pointer = `/aliases/${i}`
    const route = doc.route.replace(/[^/]+$/, alias)
    const other = ctx.pages.get(route)?.file ?? ctx.fileRoutes.get(route)
    const owner = owners.get(route)
    if (alias === doc.slug) ctx.report(ENGINE.aliasLoop, doc, pointer, { alias })
    else if (other) ctx.report(ENGINE.aliasShadowsPage, doc, pointer, { alias, route, other })
    else if (owner) ctx.report(ENGINE.aliasTaken, doc, pointer, { route, other: owner })
    else {
      owners.set(route, doc.file)
      ctx.redirects.set(route, doc.route)
    }
  }
}

export const routesPass: ContentPass = {
  name: 'routes',
  run(ctx) {
    const routed = ctx.routed()
    for (const doc of routed) checkRoute(ctx, doc, routed)
    const owners = new Map<string, string>()
    for (const doc of routed) checkAliases(ctx, doc, owners)
    ctx.knownPaths = new Set([
      ...ctx.pages.keys(),
      ...ctx.fileRoutes.keys(),
      ...STATIC_PATHS,
      ...(ctx.options.extraRoutes ?? []),
    ])
  },
}
