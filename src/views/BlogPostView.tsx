import type { BlogPost } from '../runtime/content-types.generated.js'
import { MAIN_ACTION, UI } from '../ui/strings.fi.js'
import { ActionButton } from '../sections/ActionButton.js'
import { ContentImage } from '../sections/ContentImage.js'
import { RichText } from '../sections/RichText.js'
import { formatDateFi } from '../runtime/format-date.js'

export function BlogPostView({ post, html }: { post: BlogPost; html: string }) {
  return (
    <article className="article container container--narrow">
      <header className="article__header">
        <p className="article__meta">
          <span>
            {UI.blog.category}: {post.category}
          </span>{' '}
          ·{' '}
          <span>
            {UI.blog.published} <time dateTime={post.publishedAt}>{formatDateFi(post.publishedAt)}</time>
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
          <a href="/blogi">{UI.blog.back}</a>
        </p>
      </footer>
    </article>
  )
}
