/** The blog's article list: cards built from the posts' front matter, newest first. No React. */
import type { BlogPost, Image } from './content-types.generated.js'
import type { BlogDocument, RoutedDocument } from './build-content.js'

interface BlogCard {
  title: string
  excerpt: string
  image: Image
  category: string
  publishedAt: string
  href: string
}

export interface BlogListExtra {
  posts: BlogCard[]
  /** Number of articles in the whole blog (the shown list may be limited). */
  total: number
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
      ({ data, route }): BlogCard => ({
        title: data.title,
        excerpt: data.excerpt,
        image: data.image,
        category: data.category,
        publishedAt: data.publishedAt,
        href: route,
      }),
    )
    .sort(compareByDateDesc)
  return { posts: limit === undefined ? posts : posts.slice(0, limit), total: posts.length }
}
