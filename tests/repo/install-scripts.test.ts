/**
 * npm runs a dependency's install script only when package.json's allowScripts
 * approves it (`npm install-scripts approve <pkg>`); an unapproved one is
 * skipped with a warning, and esbuild would then have no binary. Every
 * package the lock file marks with an install script must be approved. better-sqlite3 13 ships N-API
 * binaries inside the package, but npm still runs `node-gyp rebuild` for its binding.gyp: approved, it
 * builds nothing where a binary is shipped and compiles one elsewhere (docs/decisions/250).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>
}

describe('install scripts', () => {
  it('every dependency with an install script is approved in package.json (allowScripts)', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))
    expect(withScripts).toEqual(expect.arrayContaining(['esbuild']))
    expect(pkg.allowScripts?.['better-sqlite3']).toBe(true)
    for (const name of withScripts) expect(pkg.allowScripts?.[name], name).toBe(true)
  })
})
