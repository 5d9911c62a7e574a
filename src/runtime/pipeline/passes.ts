/**
 * The pipeline as a list of passes run in order over one diagnostics list:
 * the engine's checks, the features' passes, then the warnings. The engine
 * knows no feature: the composition root (src/content-passes.ts, `sitePasses`)
 * hands the site's collections, passes and image checks to `pipelinePasses`,
 * and each entry point gives that list to buildContent.
 */
import type { AnyContentCollection } from '../content-model.js'
import { consistencyPass, phonesPass } from './consistency.js'
import type { ContentPass, PipelineContext } from './context.js'
import { type ImageCheck, imagesPass } from './images.js'
import { linksPass } from './links.js'
import { listsPass } from './lists.js'
import { parsePass } from './parse.js'
import { placeholdersPass } from './placeholders.js'
import { releasePass } from './release.js'
import { routesPass } from './routes.js'
import { schemaPass } from './schema.js'
import { sectionsPass } from './sections.js'
import { seoPass } from './seo.js'
import { sitePass } from './site.js'
import { tokensPass } from './tokens.js'
import { translationsPass } from './translations.js'
import { glossaryPass } from './glossary.js'
import { houseStylePass } from './house-style.js'

/** What features add to the engine's pipeline. */
export interface FeatureChecks {
  /** The features' own kinds of document: the parse pass sorts files into them after the engine's. */
  collections?: readonly AnyContentCollection[]
  /** Passes over the features' own documents, run after the engine's checks, in this order. */
  passes?: readonly ContentPass[]
  /** Checks of every image reference, run by the images pass after the file-exists check. */
  imageChecks?: readonly ImageCheck[]
}

/** The engine's checks (parse ... translations), the features' passes, the warnings (seo, consistency, placeholders, house style), then the release check (a no-op unless asked for). */
export function pipelinePasses({ collections = [], passes = [], imageChecks = [] }: FeatureChecks = {}): ContentPass[] {
  return [
    parsePass(collections),
    schemaPass,
    sitePass,
    phonesPass,
    routesPass,
    linksPass,
    listsPass,
    imagesPass(imageChecks),
    tokensPass,
    sectionsPass,
    translationsPass,
    glossaryPass,
    ...passes,
    seoPass,
    consistencyPass,
    placeholdersPass,
    houseStylePass,
    releasePass,
  ]
}

/** Runs the passes in order; stops early when a pass says so. */
export function runPasses(ctx: PipelineContext, passes: readonly ContentPass[]): void {
  for (const pass of passes) if (pass.run(ctx) === 'stop') return
}
