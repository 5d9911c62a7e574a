import type { SectionProps } from '../definitions.js'
import { useLang, useStrings } from '../../ui/strings-context.js'
import { formatsFor } from '../../runtime/format.js'
import { ContentImage } from '../ContentImage.js'
import { SectionFrame } from '../SectionFrame.js'

/** Article cards, newest first (the resolver sorts them). */
export function BlogListSection({ section, extra }: SectionProps<'blog-list'>) {
  const { UI } = useStrings()
  const lang = useLang()
  const limited = section.limit !== undefined
  return (
    <SectionFrame
      id={section.id}
      className="section blog-list"
      title={section.title ?? UI.blogList.defaultTitle}
      intro={section.content}
    >
      {extra.posts.length === 0 ? (
        <p>{UI.blogList.empty}</p>
      ) : (
        <ol className="post-cards">
          {extra.posts.map((p) => (
            <li key={p.href} className="post-card">
              <ContentImage className="post-card__image" image={p.image} />
              <div className="post-card__body">
                <p className="post-card__meta">
                  <span>{p.category}</span> ·{' '}
                  <time dateTime={p.publishedAt}>{formatsFor(lang).date(p.publishedAt)}</time>
                </p>
                <h3 className="post-card__title">
                  <a href={p.href}>{p.title}</a>
                </h3>
                <p className="post-card__excerpt">{p.excerpt}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {limited && extra.total > extra.posts.length && (
        <p className="button-row">
          <a className="button button--secondary" href="/blogi">
            {UI.blogList.allLink}
          </a>
        </p>
      )}
    </SectionFrame>
  )
}
