/**
 * Vite plugin: responsive variants of every photo under public/images/.
 * - build (client): encodes what the cache lacks and emits each variant into
 *   dist/client/images/_v/ (the cache is node_modules/.cache/responsive-images,
 *   keyed by content hash, so an unchanged photo is not encoded again);
 * - dev: answers /images/_v/* from the same cache, encoding on first request
 *   (serveVariants, also the studio's preview).
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parseVariantPath, VARIANT_MIME } from './plan.js'
import { DEFAULT_CACHE_DIR, ensureAllVariants, ensureVariants, rasterSources } from './variants.js'

export interface ResponsiveImagesOptions {
  /** Defaults to Vite's publicDir. */
  publicDir?: string
  cacheDir?: string
}

export function responsiveImages(options: ResponsiveImagesOptions = {}): Plugin {
  let publicDir = options.publicDir ?? 'public'
  let cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR
  return {
    name: 'responsive-images',
    configResolved(config) {
      publicDir = options.publicDir ?? (config.publicDir || path.join(config.root, 'public'))
      cacheDir = options.cacheDir ?? path.join(config.root, DEFAULT_CACHE_DIR)
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      const started = performance.now()
      const results = await ensureAllVariants(publicDir, cacheDir)
      for (const r of results)
        for (const v of r.variants)
          this.emitFile({ type: 'asset', fileName: v.path.slice(1), source: readFileSync(v.file) })
      const encoded = results.filter((r) => r.encoded).length
      if (results.length)
        this.info(
          `${results.length} photo(s), ${encoded} encoded, ${results.length - encoded} from cache, ${Math.round(performance.now() - started)} ms`,
        )
    },
    configureServer(server) {
      server.middlewares.use(serveVariants(publicDir, cacheDir))
    },
  }
}

type Next = (error?: unknown) => void

/**
 * Connect/Express middleware answering /images/_v/* from the cache, encoding a
 * photo's variants on its first request (the dev server, and the studio's
 * preview: the same pipeline as the build).
 */
export function serveVariants(publicDir: string, cacheDir = DEFAULT_CACHE_DIR) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = (req.url ?? '').split('?')[0]!
    const wanted = parseVariantPath(url)
    if (!wanted) return void next()
    const source = rasterSources(publicDir).find((s) => s.src.replace(/\.[^./]+$/, '') === `/images/${wanted.stem}`)
    if (!source) return void next()
    ensureVariants(source.file, source.src, cacheDir)
      .then((r) => {
        const variant = r.variants.find((v) => v.path === url)
        if (!variant) return next()
        res.setHeader('Content-Type', VARIANT_MIME[wanted.format])
        res.setHeader('Cache-Control', 'no-cache')
        res.end(readFileSync(variant.file))
      })
      .catch(next)
  }
}
