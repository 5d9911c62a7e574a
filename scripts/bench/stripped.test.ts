import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeStrippedDist } from './stripped.js'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the stripped copy of a build', () => {
  it('is a release the server can start from: its pages without scripts, and the release files beside them', () => {
    root = mkdtempSync(path.join(tmpdir(), 'bench-stripped-test-'))
    const dist = path.join(root, 'dist')
    mkdirSync(path.join(dist, 'client'), { recursive: true })
    mkdirSync(path.join(dist, 'server'))
    writeFileSync(
      path.join(dist, 'client/index.html'),
      '<html><head><script type="module" src="/a.js"></script></head><body>Hei</body></html>',
    )
    writeFileSync(path.join(dist, 'server-routes.json'), '{"redirects":[]}')
    const copy = makeStrippedDist(root)
    expect(readFileSync(path.join(copy.dir, 'server-routes.json'), 'utf8')).toBe('{"redirects":[]}')
    expect(readFileSync(path.join(copy.dir, 'client/index.html'), 'utf8')).not.toContain('<script')
    expect(copy.removed).toBe(1)
    expect(existsSync(path.join(copy.dir, 'server'))).toBe(true)
    copy.remove()
  })
})
