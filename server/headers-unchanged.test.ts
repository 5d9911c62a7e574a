/**
 * Without a section that needs anything, every header is byte for byte what it was before sections could
 * declare needs (decision 423): the site's (server/headers.ts), the build's _headers, the nginx files made
 * from it (deploy/host-files.ts) and the studio's (src/studio/security-headers.ts). The expected values are
 * the output of the code before that change, kept in tests/fixtures/headers-before-needs/; the section
 * types are read without their needs, so the pin holds when one declares some.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { parseHeaders, renderHeaders } from '../deploy/host-files.js'
import { studioHeaders } from '../src/studio/security-headers.js'
import { COMMON_HEADERS, DOCUMENT_HEADERS, headersFile } from './headers.js'

vi.mock('../src/sections/definitions.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/sections/definitions.js')>()
  return { ...real, sectionDefinitions: real.sectionDefinitions.map((d) => ({ ...d, needs: undefined })) }
})

const FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/headers-before-needs')
const fixture = (name: string) => readFileSync(path.join(FIXTURE, name), 'utf8')
const headers = JSON.parse(fixture('headers.json')) as Record<
  'common' | 'document' | 'studioServer' | 'studioLocal',
  Record<string, string>
>

/** The input the fixture's _headers was made from. */
const INPUT = {
  documents: ['/', '/palvelu', '/404.html'],
  files: ['/favicon.svg', '/robots.txt', '/sitemap.xml', '/logo.png'],
  svgFiles: ['/favicon.svg', '/images/logo.svg'],
}

/** The headers a studio handler sets, in order. */
function studio(serverMode: boolean): Record<string, string> {
  const set: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string) => {
      set[name] = value
    },
  }
  const handler = studioHeaders(serverMode) as unknown as (req: unknown, res: unknown, next: () => void) => void
  handler({}, res, () => {})
  return set
}

describe('headers without section needs', () => {
  it('the site sends the same headers, in the same order', () => {
    expect(Object.entries(COMMON_HEADERS)).toEqual(Object.entries(headers.common))
    expect(Object.entries(DOCUMENT_HEADERS)).toEqual(Object.entries(headers.document))
  })

  it('the build writes the same _headers, and nginx gets the same files from it', () => {
    const file = headersFile(INPUT)
    expect(file).toBe(fixture('_headers'))
    const nginx = renderHeaders(parseHeaders(file))
    expect(nginx.maps).toBe(fixture('headers-maps.conf'))
    expect(nginx.adds).toBe(fixture('headers.conf'))
  })

  it('the studio sends the same headers on the server and locally', () => {
    expect(Object.entries(studio(true))).toEqual(Object.entries(headers.studioServer))
    expect(Object.entries(studio(false))).toEqual(Object.entries(headers.studioLocal))
  })
})
