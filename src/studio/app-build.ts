/**
 * The studio's browser app built for the server (issue 29, decision 233): on
 * the company's server the studio serves a Vite production build (hashed,
 * minified, each view its own chunk), never Vite's development server, whose
 * module graph and file serving have no place on a public host name. The build
 * is made when the studio starts in server mode and its sources changed
 * (a stamp of their contents), into `dist-studio/` beside the site's `dist/`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { REPO_ROOT } from '../runtime/content-source.node.js'

export const STUDIO_DIST = path.join(REPO_ROOT, 'dist-studio')

/** The HTML pages of the app: the studio, the preview frame, and sign-in (with the invitation). */
const STUDIO_PAGES = {
  index: 'src/studio/app/index.html',
  preview: 'src/studio/app/preview.html',
  auth: 'src/studio/app/auth.html',
} as const
export type StudioPage = keyof typeof STUDIO_PAGES

/** Every file the app is built from: src/ (the app imports the site's sections and styles) and the lock file. */
function stampOf(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else hash.update(full).update(readFileSync(full))
    }
  }
  walk(path.join(REPO_ROOT, 'src'))
  hash.update(readFileSync(path.join(REPO_ROOT, 'package-lock.json')))
  return hash.digest('hex')
}

/** The built page's HTML (to which the server adds the session's token). */
export const builtPage = (outDir: string, page: StudioPage) =>
  readFileSync(path.join(outDir, STUDIO_PAGES[page]), 'utf8')

/** Builds the app into `outDir` unless a build of the same sources is there. Returns whether it built. */
export async function buildStudioApp(outDir = STUDIO_DIST): Promise<boolean> {
  const stampFile = path.join(outDir, '.stamp')
  const stamp = stampOf()
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false
  // Built beside and renamed into place: a studio serving the old build never reads half a new one.
  const fresh = `${outDir}.${process.pid}.tmp`
  await build({
    configFile: false,
    root: REPO_ROOT,
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: fresh,
      emptyOutDir: true,
      assetsDir: 'studio-assets',
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(STUDIO_PAGES).map(([k, v]) => [k, path.join(REPO_ROOT, v)])),
      },
    },
  })
  writeFileSync(path.join(fresh, '.stamp'), stamp)
  rmSync(outDir, { recursive: true, force: true })
  renameSync(fresh, outDir)
  return true
}
