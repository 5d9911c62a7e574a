import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { notFoundPaths } from '../../src/sections/prerendered.js'

/** A 404 page for each published language but Finnish (whose 404 page is the error page). */
export function onBeforePrerenderStart(): string[] {
  return notFoundPaths(getContent(sitePasses()))
}
