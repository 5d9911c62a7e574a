import { renderToString } from 'react-dom/server'
import { withStrings } from '../../ui/with-strings.js'
import { describe, expect, it } from 'vitest'
import { renderResolved, siteContent } from '../../../tests/support/render-section.js'
import { BlogListSection } from './BlogListSection.js'

const wrap = (node: React.ReactNode) => renderToString(withStrings(node))

describe('blog-list section', () => {
  it('blog-list: title links, dates in Finnish format, in the given order', () => {
    const img = { src: '/images/assets/blogi/x.svg', alt: 'Kuva', width: 1200, height: 800 }
    const posts = [
      {
        title: 'Uusi',
        excerpt: 'Ote 1',
        image: img,
        category: 'Lattiat',
        publishedAt: '2026-09-22',
        href: '/blogi/uusi',
        lang: 'fi' as const,
      },
      {
        title: 'Vanha',
        excerpt: 'Ote 2',
        image: img,
        category: 'Saunat',
        publishedAt: '2026-03-05',
        href: '/blogi/vanha',
        lang: 'fi' as const,
      },
    ]
    const html = wrap(
      <BlogListSection
        section={{ id: 'b', type: 'blog-list', title: 'Artikkelit' }}
        extra={{ posts, total: 2, allHref: '/blogi' }}
        isFirst={false}
      />,
    )
    expect(html).toContain('<a href="/blogi/uusi">Uusi</a>')
    expect(html).toContain('22.9.2026')
    expect(html.indexOf('Uusi')).toBeLessThan(html.indexOf('Vanha'))
    expect(html).toContain('Ote 2')
  })

  it('an article in another language than the page: its texts carry lang and its link hreflang', () => {
    const img = { src: '/images/assets/blogi/x.svg', alt: 'Kuva', width: 1200, height: 800 }
    const post = { title: 'Uusi', excerpt: 'Ote', image: img, category: 'Lattiat', publishedAt: '2026-09-22' }
    const posts = [
      { ...post, href: '/blogi/uusi', lang: 'fi' as const },
      { ...post, title: 'New', href: '/en/blog/new', lang: 'en' as const },
    ]
    const html = renderToString(
      withStrings(
        <BlogListSection
          section={{ id: 'b', type: 'blog-list' }}
          extra={{ posts, total: 2, allHref: '/en/blog' }}
          isFirst={false}
        />,
        'en',
      ),
    )
    expect(html).toContain('<h3 class="post-card__title" lang="fi"><a href="/blogi/uusi" hrefLang="fi">Uusi</a></h3>')
    expect(html).toContain('<p class="post-card__excerpt" lang="fi">Ote</p>')
    expect(html).toContain('<h3 class="post-card__title"><a href="/en/blog/new">New</a></h3>')
  })

  it('through its resolver: every post of the blog, the default title, no link to all posts without a limit', () => {
    const html = renderResolved({ id: 'blogi', type: 'blog-list' })
    expect(html).toMatch(
      /^<section id="blogi" class="section blog-list" aria-labelledby="blogi-title"><div class="container"><h2 id="blogi-title" class="section__title">/,
    )
    const posts = siteContent().documents.filter((d) => d.kind === 'blogPost')
    expect(html.match(/<li class="post-card">/g)).toHaveLength(posts.length)
    expect(html).not.toContain('class="button button--secondary" href="/blogi"')
    const limited = renderResolved({ id: 'blogi', type: 'blog-list', limit: 1 })
    expect(limited.match(/<li class="post-card">/g)).toHaveLength(1)
    expect(limited).toContain('class="button button--secondary" href="/blogi"')
  })
})
