import type { SectionProps } from '../definitions.js'
import { useLang, useStrings } from '../../ui/strings-context.js'
import { formatsFor } from '../../runtime/format.js'
import { ContentImage } from '../ContentImage.js'
import { SectionFrame } from '../SectionFrame.js'

/** Article cards, newest first (the resolver sorts them); an article in another language says so with lang and hreflang. */
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
          {extra.posts.map((p) => {
            // An article not translated into the page's language: its texts are marked as what they are.
            const other = p.lang === lang ? undefined : p.lang
            return (
              <li key={p.href} className="post-card">
                <ContentImage className="post-card__image" image={p.image} />
                <div className="post-card__body">
                  <p className="post-card__meta">
                    <span lang={other}>{p.category}</span> ·{' '}
                    <time dateTime={p.publishedAt}>{formatsFor(lang).date(p.publishedAt)}</time>
                  </p>
                  <h3 className="post-card__title" lang={other}>
                    <a href={p.href} hrefLang={other}>
                      {p.title}
                    </a>
                  </h3>
                  <p className="post-card__excerpt" lang={other}>
                    {p.excerpt}
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {limited && extra.total > extra.posts.length && (
        <p className="button-row">
          <a className="button button--secondary" href={extra.allHref}>
            {UI.blogList.allLink}
          </a>
        </p>
      )}
    </SectionFrame>
  )
}
