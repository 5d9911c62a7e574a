import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export interface PrerenderedPage {
  /** The HTML file in dist/client. */
  file: string
  /** The route it answers: dist/client/palvelu/index.html -> /palvelu. */
  route: string
}

/** Every prerendered page of the build (index.html files; not 404.html), known when tests are collected. */
export function prerenderedPages(clientDir = path.resolve('dist/client')): PrerenderedPage[] {
  if (!existsSync(clientDir)) return []
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return name === 'assets' || name === 'images' ? [] : walk(full)
      return name === 'index.html' ? [full] : []
    })
  return walk(clientDir)
    .map((file) => {
      const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
      return { file, route: rel === '' ? '/' : `/${rel}` }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** Routes of the prerendered pages (the build's sitemap). */
export function prerenderedRoutes(clientDir?: string): string[] {
  return prerenderedPages(clientDir).map((p) => p.route)
}
