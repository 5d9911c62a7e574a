import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Routes of the prerendered HTML files in dist/client (the build's sitemap), known when tests are collected. */
export function prerenderedRoutes(clientDir = path.resolve('dist/client')): string[] {
  if (!existsSync(clientDir)) return []
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return name === 'assets' || name === 'images' ? [] : walk(full)
      return name === 'index.html' ? [full] : []
    })
  return walk(clientDir)
    .map((f) => path.relative(clientDir, path.dirname(f)).split(path.sep).join('/'))
    .map((rel) => (rel === '' ? '/' : `/${rel}`))
    .sort()
}
