/**
 * The site's content pipeline, composed in plain sight: the engine's passes
 * (src/runtime/pipeline/passes.ts) with the features that own documents
 * (work examples, calculators: their collections of src/content-collections.ts
 * and their passes) and the images feature's photo rule. Every
 * entry point that builds content passes `sitePasses()` to buildContent: the
 * Vike +data hooks, the server, the scripts, vite.config.ts, the studio and
 * the tests. Nothing registers itself; an entry that forgets does not compile.
 */
import { calculatorsPass } from './calculators/content-pass.js'
import { featureCollections } from './content-collections.js'
import { rasterImageCheck } from './images/content-check.js'
import type { ContentPass } from './runtime/pipeline/context.js'
import { pipelinePasses } from './runtime/pipeline/passes.js'
import { workExamplesPass } from './sections/examples/content-pass.js'

/** Every pass the site's content goes through, in order. */
export function sitePasses(): ContentPass[] {
  return pipelinePasses({
    collections: featureCollections,
    passes: [workExamplesPass, calculatorsPass],
    imageChecks: [rasterImageCheck],
  })
}
