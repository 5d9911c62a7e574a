/**
 * The pipeline as a list of passes run in order over one diagnostics list:
 * core checks, then the passes features register, then the warnings.
 */
import type { DocumentKind } from '../collections.js'
import { collections } from '../collections.js'
import { consistencyPass, phonesPass } from './consistency.js'
import type { ContentPass, PipelineContext } from './context.js'
import { imagesPass } from './images.js'
import { linksPass } from './links.js'
import { parsePass } from './parse.js'
import { placeholdersPass } from './placeholders.js'
import { releasePass } from './release.js'
import { registeredPasses } from './registry.js'
import { routesPass } from './routes.js'
import { schemaPass } from './schema.js'
import { sectionsPass } from './sections.js'
import { seoPass } from './seo.js'
import { sitePass } from './site.js'
import { tokensPass } from './tokens.js'
import { translationsPass } from './translations.js'

export const CORE_PASSES: readonly ContentPass[] = [
  parsePass,
  schemaPass,
  sitePass,
  phonesPass,
  routesPass,
  linksPass,
  imagesPass,
  tokensPass,
  sectionsPass,
  translationsPass,
]
export const WARNING_PASSES: readonly ContentPass[] = [seoPass, consistencyPass, placeholdersPass]

/** Core passes, the registered feature passes, the warning passes, then the release check (a no-op unless asked for). */
export function defaultPasses(): ContentPass[] {
  return [...CORE_PASSES, ...registeredPasses(), ...WARNING_PASSES, releasePass]
}

/**
 * A collection whose documents need a feature's pass (Collection.checkedBy)
 * must not be built without it: that would skip its checks silently.
 */
function assertFeaturePasses(ctx: PipelineContext, passes: readonly ContentPass[]): void {
  const names = new Set(passes.map((p) => p.name))
  const kinds = new Set<DocumentKind>(ctx.documents.map((d) => d.kind))
  for (const c of collections) {
    if (c.checkedBy && kinds.has(c.kind) && !names.has(c.checkedBy)) {
      throw new Error(
        `The content has ${c.folder} documents but no "${c.checkedBy}" pass: import src/content-passes.ts before building content.`,
      )
    }
  }
}

/** Runs the passes in order; stops early when a pass says so. */
export function runPasses(ctx: PipelineContext, passes: readonly ContentPass[]): void {
  for (const pass of passes) {
    if (pass.run(ctx) === 'stop') return
    if (pass === schemaPass) assertFeaturePasses(ctx, passes)
  }
}
