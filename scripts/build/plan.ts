/**
 * The incremental build's plan (decision 321): whether the last build can be reused, and if so which
 * addresses to render and which to remove. Pure.
 */
import type { ClientFiles } from '../static-files.js'
import type { PageInputs } from './page-inputs.js'

export interface BuildCache {
  version: 1
  /** codeFingerprint() of the build. */
  code: string
  /** Every prerendered address with its page fingerprint. */
  pages: Record<string, string>
  /** Each content file of the build's snapshot with the hash of its text (scripts/build/content-snapshot.ts). */
  content?: Record<string, string>
  /** client/'s files besides the pages, for the next build's headers (scripts/static-files.ts). */
  clientFiles?: ClientFiles
  /** routeSignature() of the build's content (scripts/build/page-inputs.ts). */
  routes?: string
  /** Every prerendered address with what its data was made from (decision 332). */
  inputs?: Record<string, PageInputs>
}

/** Why this build must be a full one, or null when the last build can be reused. */
export function fullBuildReason(input: {
  full: boolean
  cache: BuildCache | null
  code: string
  /** Whether the last build's server bundle and client folder are there. */
  lastBuildPresent: boolean
}): string | null {
  if (input.full) return '--full'
  if (!input.cache) return 'no earlier build'
  if (!input.lastBuildPresent) return 'the earlier build is incomplete'
  if (input.cache.code !== input.code) return 'the code changed'
  return null
}

export interface PagePlan {
  /** New addresses and those whose data changed. */
  render: string[]
  /** Addresses the last build had and this one has not. */
  remove: string[]
  kept: number
}

export function planPages(cache: BuildCache, pages: ReadonlyMap<string, string>): PagePlan {
  const render: string[] = []
  for (const [address, print] of pages) if (cache.pages[address] !== print) render.push(address)
  const remove = Object.keys(cache.pages).filter((address) => !pages.has(address))
  return { render, remove, kept: pages.size - render.length }
}
