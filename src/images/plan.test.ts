import { describe, expect, it } from 'vitest'
import { isRasterSource, parseVariantPath, pictureSources, planVariants, variantPath, variantWidths } from './plan.js'

describe('responsive image plan', () => {
  it('takes JPEG and PNG under /images/ only; SVG, WebP and the variants folder pass through', () => {
    expect(['/images/photos/a.jpg', '/images/photos/b.JPEG', '/images/assets/c.png'].map(isRasterSource)).toEqual([
      true,
      true,
      true,
    ])
    expect(
      ['/images/services/keittio.svg', '/images/assets/a.webp', '/images/_v/photos/a-480.jpg', '/muu/a.jpg'].map(
        isRasterSource,
      ),
    ).toEqual([false, false, false, false])
  })

  it('widths: the standard steps below the photo, then its own width, capped at 2000', () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000])
    expect(variantWidths(1250)).toEqual([480, 800, 1250]) // 1200 is within 10 % of 1250
    expect(variantWidths(300)).toEqual([300])
    expect(variantWidths(4032)).toEqual([480, 800, 1200, 1600, 2000])
  })

  it('names each variant after the source, and reads the name back', () => {
    expect(variantPath('/images/photos/keittio-ennen.jpg', 800, 'avif')).toBe(
      '/images/_v/photos/keittio-ennen-800.avif',
    )
    expect(parseVariantPath('/images/_v/photos/keittio-ennen-800.avif')).toEqual({
      stem: 'photos/keittio-ennen',
      width: 800,
      format: 'avif',
    })
    expect(parseVariantPath('/images/_v/../secret-800.avif')).toBeUndefined()
    expect(parseVariantPath('/images/photos/keittio.jpg')).toBeUndefined()
  })

  it('plans every width in both formats with the aspect ratio kept', () => {
    const plan = planVariants({ src: '/images/photos/a.jpg', width: 1000, height: 667 })
    expect(plan.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'avif 480x320',
      'avif 800x534',
      'avif 1000x667',
      'webp 480x320',
      'webp 800x534',
      'webp 1000x667',
    ])
  })

  it('srcset per format, AVIF first; none for an SVG', () => {
    expect(pictureSources({ src: '/images/photos/a.png', width: 900, height: 600 })).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/images/_v/photos/a-480.avif 480w, /images/_v/photos/a-800.avif 800w, /images/_v/photos/a-900.avif 900w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/images/_v/photos/a-480.webp 480w, /images/_v/photos/a-800.webp 800w, /images/_v/photos/a-900.webp 900w',
      },
    ])
    expect(pictureSources({ src: '/images/services/keittio.svg', width: 900, height: 600 })).toEqual([])
  })
})
