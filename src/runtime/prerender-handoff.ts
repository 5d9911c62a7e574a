/**
 * The build (scripts/build.ts, decisions 321 and 324) renders pages with the server bundle in its own
 * process: it hands the bundle the content it has just built. The
 * bundle holds no content of its own (decision 323): outside a build it reads the content snapshot
 * its build wrote beside it (the server names the folder), else pages-data/ from disk. Slots on
 * globalThis, under registered symbols, because the bundle and the script each have their own copy
 * of this module.
 */
import type { SiteContent } from './build-content.js'

export interface PrerenderHandoff {
  /** The content the pages are rendered from. */
  content: SiteContent
  /** Told each page's address and the data it is rendered from (the build's page fingerprints). */
  record?: (address: string, data: unknown) => void
}

const SLOT = Symbol.for('remontti.prerender-handoff')
const SNAPSHOT = Symbol.for('remontti.content-snapshot')
type Slot = { [SLOT]?: PrerenderHandoff; [SNAPSHOT]?: string }

/** The folder of a build's content (dist/server/content/, laid out as pages-data/), written by the build beside its bundle. */
export const CONTENT_SNAPSHOT = 'content'

/** The server names its build's content snapshot (server/build-entry.ts) before anything renders. */
export function nameContentSnapshot(folder: string): void {
  ;(globalThis as Slot)[SNAPSHOT] = folder
}

export function contentSnapshotFolder(): string | undefined {
  return (globalThis as Slot)[SNAPSHOT]
}

export function handOff(handoff: PrerenderHandoff | undefined): void {
  ;(globalThis as Slot)[SLOT] = handoff
}

export function handedOff(): PrerenderHandoff | undefined {
  return (globalThis as Slot)[SLOT]
}

/** Passes a page's data to the build's recorder, when a build handed one off; returns the data. */
export function recordPageData<T>(address: string, data: T): T {
  handedOff()?.record?.(address, data)
  return data
}
