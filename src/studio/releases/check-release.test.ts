/**
 * The release check's files (src/studio/releases/check-release.ts): a route without its page and a file a
 * page names that is missing are problems; a page that is the live release's own file (a hard link made
 * by the publish's build, decision 328) was checked when that release went live and is not read again.
 */
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { STUDIO_UI } from '../strings.fi.js'
import { checkFiles } from './check-release.js'

const UI = STUDIO_UI.releases
let top = ''
afterEach(() => {
  if (top) rmSync(top, { recursive: true, force: true })
})

/** A release folder with `pages` (route → HTML) and `files` under client/. */
function release(name: string, pages: Record<string, string>, files: string[] = []): string {
  const dir = path.join(top, name)
  for (const [route, html] of Object.entries(pages)) {
    const file = path.join(dir, 'client', route, 'index.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  for (const rel of files) {
    mkdirSync(path.dirname(path.join(dir, 'client', rel)), { recursive: true })
    writeFileSync(path.join(dir, 'client', rel), 'x')
  }
  return dir
}

const page = (asset: string) => `<html><script src="/assets/${asset}"></script></html>`

describe('checkFiles', () => {
  it('names a route without its page and a file a page names that is missing', () => {
    top = mkdtempSync(path.join(tmpdir(), 'remontti-check-'))
    const dir = release('new', { '': page('a.js'), meista: page('gone.js') }, ['assets/a.js'])
    expect(checkFiles(dir, ['/', '/meista', '/palvelut'])).toEqual([
      UI.missingPage('/palvelut'),
      UI.missingFile('/meista/index.html', '/assets/gone.js'),
    ])
  })

  it("does not read again a page that is the live release's own file, and reads every other", () => {
    top = mkdtempSync(path.join(tmpdir(), 'remontti-check-'))
    // The live release's page names a file the check would miss: it went live before that (or by hand).
    const live = release('live', { meista: page('old.js') })
    const dir = release('new', { '': page('a.js') }, ['assets/a.js'])
    mkdirSync(path.join(dir, 'client/meista'))
    linkSync(path.join(live, 'client/meista/index.html'), path.join(dir, 'client/meista/index.html'))
    expect(checkFiles(dir, ['/', '/meista'], live)).toEqual([])
    // The same bytes in a file of its own (a page the build wrote) are read and checked.
    rmSync(path.join(dir, 'client/meista/index.html'))
    writeFileSync(path.join(dir, 'client/meista/index.html'), page('old.js'))
    expect(checkFiles(dir, ['/', '/meista'], live)).toEqual([UI.missingFile('/meista/index.html', '/assets/old.js')])
  })
})
