/**
 * Feature passes: a feature (calculators, work examples) registers the checks
 * of its own documents here, and image checks (the images feature's photo rule)
 * join the images pass, so the runtime never imports a feature folder.
 * The composition root src/content-passes.ts registers every feature's pass;
 * each entry point that builds content imports it first.
 */
import type { ContentPass } from './context.js'
import type { ImageCheck } from './images.js'

const registered: ContentPass[] = []

/** Adds a feature pass (once per name); passes run in registration order after the core checks. */
export function registerContentPass(pass: ContentPass): void {
  if (!registered.some((p) => p.name === pass.name)) registered.push(pass)
}

export function registeredPasses(): readonly ContentPass[] {
  return registered
}

const imageChecks: ImageCheck[] = []

/** Adds a check of every image reference (once per name), run by the images pass after the file exists check. */
export function registerImageCheck(check: ImageCheck): void {
  if (!imageChecks.some((c) => c.name === check.name)) imageChecks.push(check)
}

export function registeredImageChecks(): readonly ImageCheck[] {
  return imageChecks
}
