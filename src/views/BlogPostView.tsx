import type { BlogPost } from '../runtime/content-types.generated.js'
import { useLang, useStrings } from '../ui/strings-context.js'
import { ActionButton } from '../sections/ActionButton.js'
import { ContentImage } from '../sections/ContentImage.js'
import { RichText } from '../sections/RichText.js'
import { formatsFor } from '../runtime/format.js'

/** An article; `blogHref` is the blog's page in the article's language (its way back). */
export function BlogPostView({ post, html, blogHref }: { post: BlogPost; html: string; blogHref: string }) {
  const { MAIN_ACTION, UI } = useStrings()
  const lang = useLang()
  return (
    <article className="article container container--narrow">
      <header className="article__header">
        <p className="article__meta">
          <span>
            {UI.blog.category}: {post.category}
          </span>{' '}
          ·{' '}
          <span>
            {UI.blog.published} <time dateTime={post.publishedAt}>{formatsFor(lang).date(post.publishedAt)}</time>
          </span>
        </p>
        <h1>{post.title}</h1>
        <p className="article__excerpt">{post.excerpt}</p>
      </header>
      <ContentImage className="article__image" image={post.image} priority />
      <RichText html={html} className="prose article__body" />
      {/* The article asks the reader to ask: a button that does it (the contact dialog; without JavaScript /yhteystiedot). */}
      <div className="button-row article__actions">
        <ActionButton action={{ kind: 'consultation', label: MAIN_ACTION }} primary />
      </div>
      <footer className="article__footer">
        <p>
          {UI.blog.tags}: {post.tags.join(', ')}
        </p>
        <p>
          <a href={blogHref}>{UI.blog.back}</a>
        </p>
      </footer>
    </article>
  )
}
