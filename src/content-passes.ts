/**
 * Composition root of the content pipeline: registers the content pass of each
 * feature that owns documents, and the images feature's photo check
 * (src/runtime/pipeline/registry.ts). Every entry
 * point that builds content imports this module first: the Vike +data hooks,
 * the server, the scripts, vite.config.ts and the unit tests (vitest setup).
 */
import { calculatorsPass } from './calculators/content-pass.js'
import { rasterImageCheck } from './images/content-check.js'
import { registerContentPass, registerImageCheck } from './runtime/pipeline/registry.js'
import { workExamplesPass } from './sections/examples/content-pass.js'

registerContentPass(workExamplesPass)
registerContentPass(calculatorsPass)
registerImageCheck(rasterImageCheck)
