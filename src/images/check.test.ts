import { sitePasses } from '../content-passes.js'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkRasterImage, RASTER_MAX_BYTES, rasterImageUses } from './check.js'
import { rasterInfo } from './raster-info.js'
import { buildContent } from '../runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from '../runtime/content-source.node.js'
import { formatDiagnostic } from '../runtime/diagnostics.js'

const fixturePublic = path.resolve('tests/fixtures/images/public')
const use = (over: Partial<Parameters<typeof checkRasterImage>[0]> = {}) => ({
  pointer: '/images/0/src',
  altPointer: '/images/0/alt',
  src: '/images/photos/a.jpg',
  alt: 'Uusi keittiö',
  width: 1000,
  height: 667,
  ...over,
})

describe('photo rule of the validator', () => {
  it('passes a photo with alt text, within the limit, at its own size', () => {
    expect(checkRasterImage(use(), { bytes: 200_000, width: 1000, height: 667 })).toEqual([])
  })

  it('rejects a missing or blank alt, a file over the limit and a size the file does not have', () => {
    const issues = checkRasterImage(use({ alt: '  ' }), { bytes: RASTER_MAX_BYTES + 1, width: 4032, height: 3024 })
    expect(issues.map((i) => [i.code, i.pointer])).toEqual([
      ['rasterImageNoAlt', '/images/0/alt'],
      ['rasterImageTooLarge', '/images/0/src'],
      ['rasterImageSize', '/images/0/src'],
    ])
  })

  it('leaves SVG illustrations alone (they may be decorative)', () => {
    expect(checkRasterImage(use({ src: '/images/services/keittio.svg', alt: '' }), undefined)).toEqual([])
  })

  it('finds photos in image objects and before/after pairs anywhere in a document', () => {
    const found = rasterImageUses({
      images: [
        { src: '/images/photos/a.jpg', alt: 'A', width: 10, height: 5 },
        { src: '/images/x.svg', alt: '' },
      ],
      beforeAfter: {
        beforeImage: '/images/photos/b.png',
        beforeAlt: 'B',
        afterImage: '/images/photos/c.jpg',
        afterAlt: '',
        width: 8,
        height: 4,
      },
    })
    expect(found.map((u) => [u.src, u.pointer, u.altPointer, u.alt, u.width])).toEqual([
      ['/images/photos/a.jpg', '/images/0/src', '/images/0/alt', 'A', 10],
      ['/images/photos/b.png', '/beforeAfter/beforeImage', '/beforeAfter/beforeAlt', 'B', 8],
      ['/images/photos/c.jpg', '/beforeAfter/afterImage', '/beforeAfter/afterAlt', '', 8],
    ])
  })

  it('reads the upright size of a photo stored sideways (EXIF orientation 6)', () => {
    expect(rasterInfo(readFileSync(path.join(fixturePublic, 'images/photos/pysty.jpg')))).toEqual({
      bytes: 4302,
      width: 160,
      height: 240,
    })
    expect(rasterInfo(new TextEncoder().encode('not a photo'))).toBeUndefined()
    expect(publicFileChecks(path.dirname(fixturePublic)).readPublicFile('/images/photos/puuttuu.jpg')).toBeUndefined()
  })

  it('npm run validate reports a work example whose photo lacks alt text or has the wrong size, with file:line and the fix', () => {
    const files = readContentFiles().map((f) =>
      f.path === 'pages-data/examples/pergola-tuusula.json'
        ? {
            ...f,
            text: f.text
              .replace('"/images/assets/esimerkit/pergola.svg"', '"/images/photos/keittio-ennen.jpg"')
              .replace('"Puinen pergola terassin päällä, köynnöksiä ja pöytä"', '""'),
          }
        : f,
    )
    const checks = publicFileChecks()
    const { content, diagnostics } = buildContent(files, readSchemas(), {
      ...checks,
      publicFileExists: (p) => checks.publicFileExists(p) || existsSync(path.join(fixturePublic, p)),
      readPublicFile: publicFileChecks(path.dirname(fixturePublic)).readPublicFile,
      passes: sitePasses(),
    })
    expect(content).toBeNull()
    const mine = diagnostics.filter((d) => d.file === 'pages-data/examples/pergola-tuusula.json')
    expect(mine.map((d) => d.code)).toEqual(['rasterImageNoAlt', 'rasterImageSize'])
    expect(mine.map(formatDiagnostic).join('\n')).toMatch(
      /pergola-tuusula\.json:\d+:\d+ error \/images\/0\/alt Photo "\/images\/photos\/keittio-ennen\.jpg" has no alt text\.\n {4}suggestion: Describe in Finnish/,
    )
    expect(mine[1]!.message).toBe(
      'Photo "/images/photos/keittio-ennen.jpg" is 1000x667 px but the document says 1200x800.',
    )
    expect(mine[1]!.suggestion).toBe('Set "width": 1000 and "height": 667.')
  })
})
