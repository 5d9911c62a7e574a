import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { planVariants } from './plan.js'
import { ensureAllVariants, rasterSources } from './variants.js'

const fixturePublic = path.resolve('tests/fixtures/images/public')
const cacheDir = mkdtempSync(path.join(tmpdir(), 'variants-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('responsive image variants (sharp, cached by content hash)', () => {
  it('finds the JPEG and PNG photos of the fixture', () => {
    expect(rasterSources(fixturePublic).map((s) => s.src)).toEqual([
      '/images/photos/kaavio.png',
      '/images/photos/keittio-ennen.jpg',
      '/images/photos/pysty.jpg',
    ])
  })

  it('encodes every planned variant at its planned size, upright, then reuses the cache', async () => {
    const first = await ensureAllVariants(fixturePublic, cacheDir)
    expect(first.map((r) => r.encoded)).toEqual([true, true, true])
    for (const r of first) {
      const planned = planVariants({ src: r.src, width: r.width, height: r.height })
      expect(r.variants.map((v) => v.path)).toEqual(planned.map((p) => p.path))
      for (const [i, v] of r.variants.entries()) {
        const meta = await sharp(v.file).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual([
          planned[i]!.format === 'avif' ? 'heif' : 'webp',
          planned[i]!.width,
          planned[i]!.height,
        ])
      }
    }
    // The phone photo stored sideways (EXIF orientation 6, 240x160) is 160x240 upright.
    expect(first.find((r) => r.src.endsWith('pysty.jpg'))).toMatchObject({ width: 160, height: 240 })
    const jpeg = first.find((r) => r.src.endsWith('keittio-ennen.jpg'))!
    expect(jpeg.variants.map((v) => v.path)).toContain('/images/_v/photos/keittio-ennen-1000.avif')
    const avif = jpeg.variants.find((v) => v.path.endsWith('-1000.avif'))!
    expect(statSync(avif.file).size).toBeLessThan(
      statSync(path.join(fixturePublic, 'images/photos/keittio-ennen.jpg')).size,
    )

    const mtimes = readdirSync(cacheDir).map((d) => statSync(path.join(cacheDir, d, 'manifest.json')).mtimeMs)
    const second = await ensureAllVariants(fixturePublic, cacheDir)
    expect(second.map((r) => r.encoded)).toEqual([false, false, false])
    expect(readdirSync(cacheDir).map((d) => statSync(path.join(cacheDir, d, 'manifest.json')).mtimeMs)).toEqual(mtimes)
  })
})
