import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BeforeAfter } from './BeforeAfter.js'
import { ContentImage } from './ContentImage.js'
import { withStrings } from '../ui/with-strings.js'

describe('content images', () => {
  it('a photo is a <picture>: AVIF and WebP sources with srcset and sizes, the original as a lazy fallback with its size', () => {
    const html = renderToStaticMarkup(
      <ContentImage
        className="x"
        image={{ src: '/images/photos/keittio.jpg', alt: 'Uusi keittiö', width: 1000, height: 667 }}
      />,
    )
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/images/_v/photos/keittio-480.avif 480w, /images/_v/photos/keittio-800.avif 800w, /images/_v/photos/keittio-1000.avif 1000w" sizes="(min-width: 64rem) 50vw, 100vw"/>' +
        '<source type="image/webp" srcSet="/images/_v/photos/keittio-480.webp 480w, /images/_v/photos/keittio-800.webp 800w, /images/_v/photos/keittio-1000.webp 1000w" sizes="(min-width: 64rem) 50vw, 100vw"/>' +
        '<img class="x" src="/images/photos/keittio.jpg" alt="Uusi keittiö" width="1000" height="667" loading="lazy" decoding="async"/>' +
        '</picture>',
    )
  })

  it('the first image of a page is fetched at once with high priority', () => {
    const html = renderToStaticMarkup(
      <ContentImage
        image={{ src: '/images/photos/keittio.png', alt: 'A', width: 600, height: 400 }}
        priority
        sizes="100vw"
      />,
    )
    expect(html).toContain(
      '<img src="/images/photos/keittio.png" alt="A" width="600" height="400" loading="eager" decoding="async" fetchPriority="high"/>',
    )
    expect(html).toContain('sizes="100vw"')
  })

  it('an SVG illustration stays a plain <img>', () => {
    expect(
      renderToStaticMarkup(
        <ContentImage image={{ src: '/images/services/keittio.svg', alt: '', width: 1200, height: 800 }} />,
      ),
    ).toBe('<img src="/images/services/keittio.svg" alt="" width="1200" height="800" loading="lazy" decoding="async"/>')
  })

  it('a before/after pair is two captioned figures side by side in HTML (the comparison needs the island)', () => {
    const html = renderToStaticMarkup(
      withStrings(
        <BeforeAfter
          before={{ src: '/images/photos/a.jpg', alt: 'Vanha' }}
          after={{ src: '/images/photos/b.jpg', alt: 'Uusi' }}
          width={800}
          height={600}
        />,
      ),
    )
    expect(html.match(/<figure>/g)).toHaveLength(2)
    expect(html).toMatch(
      /^<div class="example__pair"><figure><picture>.*alt="Vanha".*<figcaption>Ennen<\/figcaption><\/figure><figure><picture>.*alt="Uusi".*<figcaption>Jälkeen<\/figcaption><\/figure><\/div>$/,
    )
    expect(html).not.toContain('type="range"')
  })
})
