import '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { allPaths } from '../../src/runtime/routes.js'

export function onBeforePrerenderStart(): string[] {
  return allPaths(getContent().routes)
}
