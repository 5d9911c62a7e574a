/**
 * A section type's `needs` reach every header that carries a policy, with no other edit (decision 423):
 * a scratch definition that frames two video sites, uses two features and waits for marketing consent
 * is added to the list of section types (src/sections/definitions.ts, read without the real types' own
 * needs), and the site's CSP and
 * Permissions-Policy (server/headers.ts), the build's _headers (scripts/static-files.ts writes
 * headersFile's text), the nginx files rendered from it (deploy/render-nginx.ts) and the studio's
 * preview (src/studio/security-headers.ts) all carry it. The expected values are the headers from
 * before sections could declare needs (tests/fixtures/headers-before-needs/) with exactly these changes.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { writeHostFiles } from '../deploy/render-nginx.js'
import { DOCUMENT_HEADERS, headersFile } from '../server/headers.js'
import { PAGE_NEEDS } from '../src/sections/page-needs.js'
import { studioHeaders } from '../src/studio/security-headers.js'

const scratch = vi.hoisted(() => ({
  type: 'scratch-video',
  needs: {
    frames: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    features: ['fullscreen', 'picture-in-picture'],
    consent: 'marketing',
  },
}))

vi.mock('../src/sections/definitions.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/sections/definitions.js')>()
  // The real types without their needs: the expected values are then the fixture's plus the scratch section's.
  const withoutNeeds = real.sectionDefinitions.map((d) => ({ ...d, needs: undefined }))
  return { ...real, sectionDefinitions: [...withoutNeeds, scratch] }
})

const FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/headers-before-needs')
const fixture = (name: string) => readFileSync(path.join(FIXTURE, name), 'utf8')
const headers = JSON.parse(fixture('headers.json')) as Record<'document' | 'studioServer', Record<string, string>>

const ORIGINS = '"https://player.vimeo.com" "https://www.youtube-nocookie.com"'
const FRAME_SRC = 'frame-src https://player.vimeo.com https://www.youtube-nocookie.com'
/** The site's policies before, and with the scratch section's needs. */
const SITE_CSP = [
  headers.document['Content-Security-Policy']!,
  `${headers.document['Content-Security-Policy']}; ${FRAME_SRC}`,
]
const SITE_PERMISSIONS = [
  headers.document['Permissions-Policy']!,
  headers.document['Permissions-Policy']!.replace('picture-in-picture=()', `picture-in-picture=(self ${ORIGINS})`) +
    `, fullscreen=(self ${ORIGINS})`,
]
const INPUT = { documents: ['/', '/palvelu', '/404.html'], files: ['/robots.txt'], svgFiles: [] }

function studio(): Record<string, string> {
  const set: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string) => {
      set[name] = value
    },
  }
  const handler = studioHeaders(true) as unknown as (req: unknown, res: unknown, next: () => void) => void
  handler({}, res, () => {})
  return set
}

const out = mkdtempSync(path.join(tmpdir(), 'section-needs-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe("a section's needs in every header", () => {
  it('the union has its frames, features and consent', () => {
    expect(PAGE_NEEDS.frames).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com'])
    expect([...PAGE_NEEDS.features.keys()]).toEqual(['fullscreen', 'picture-in-picture'])
    expect(PAGE_NEEDS.consent.get('marketing')).toEqual(PAGE_NEEDS.frames)
  })

  it("the site's CSP gets frame-src of only those origins; its Permissions-Policy allows the features to them", () => {
    expect(DOCUMENT_HEADERS['Content-Security-Policy']).toBe(SITE_CSP[1])
    expect(DOCUMENT_HEADERS['Permissions-Policy']).toBe(SITE_PERMISSIONS[1])
  })

  it("the build's _headers carries them on every page", () => {
    const file = headersFile(INPUT)
    for (const [was, is] of [SITE_CSP, SITE_PERMISSIONS]) {
      expect(file).not.toContain(`: ${was}\n`)
      expect(file.split(`: ${is}\n`)).toHaveLength(INPUT.documents.length + 1)
    }
  })

  it('nginx, rendered from that _headers, sends them', () => {
    const headersPath = path.join(out, '_headers')
    writeFileSync(headersPath, headersFile(INPUT))
    const redirectsFile = path.resolve(import.meta.dirname, '../tests/fixtures/static-host/_redirects')
    writeHostFiles({ out, client: out, redirectsFile, headersFile: headersPath })
    const maps = readFileSync(path.join(out, 'headers-maps.conf'), 'utf8')
    const quoted = (value: string) => `"${value.replace(/"/g, '\\"')}"`
    for (const [, is] of [SITE_CSP, SITE_PERMISSIONS]) expect(maps).toContain(`"/palvelu" ${quoted(is!)}; # /palvelu`)
  })

  it("the studio's preview frames them beside itself and allows them the features", () => {
    const { 'Content-Security-Policy': csp, 'Permissions-Policy': permissions } = studio()
    const was = headers.studioServer
    expect(csp).toBe(
      was['Content-Security-Policy']!.replace(
        "frame-src 'self'",
        "frame-src 'self' https://player.vimeo.com https://www.youtube-nocookie.com",
      ),
    )
    expect(permissions).toBe(
      `${was['Permissions-Policy']}, fullscreen=(self ${ORIGINS}), picture-in-picture=(self ${ORIGINS})`,
    )
  })
})
