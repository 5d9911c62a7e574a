/** The blog's article list: cards built from the posts' front matter, newest first. No React. */
import type { BlogPost, Image } from './content-types.generated.js'
import type { BlogDocument, RoutedDocument } from './build-content.js'
import type { Lang } from '../i18n/languages.js'

/** The blog's page (pages-data/pages/blogi.json), mapped to the page's language like every href. */
const BLOG_PATH = '/blogi'

interface BlogCard {
  title: string
  excerpt: string
  image: Image
  category: string
  publishedAt: string
  href: string
  /** The article's language: another than the page's when the article has no translation there (marked with lang). */
  lang: Lang
}

export interface BlogListExtra {
  posts: BlogCard[]
  /** Number of articles in the whole blog (the shown list may be limited). */
  total: number
  /** The page that lists every article. */
  allHref: string
}

/** Newest first; on the same date, by title so the order is stable. */
function compareByDateDesc(
  a: Pick<BlogPost, 'publishedAt' | 'title'>,
  b: Pick<BlogPost, 'publishedAt' | 'title'>,
): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title, 'fi')
}

export function blogListExtra(documents: readonly RoutedDocument[], limit?: number): BlogListExtra {
  const posts = documents
    .filter((d): d is BlogDocument => d.kind === 'blogPost')
    .map(
      ({ data, route, lang }): BlogCard => ({
        title: data.title,
        excerpt: data.excerpt,
        image: data.image,
        category: data.category,
        publishedAt: data.publishedAt,
        href: route,
        lang: lang ?? 'fi',
      }),
    )
    .sort(compareByDateDesc)
  return { posts: limit === undefined ? posts : posts.slice(0, limit), total: posts.length, allHref: BLOG_PATH }
}
