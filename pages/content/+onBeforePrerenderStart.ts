import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { publicPaths } from '../../src/runtime/routes.js'

export function onBeforePrerenderStart(): string[] {
  return publicPaths(getContent(sitePasses()))
}
