import type { SectionProps } from '../definitions.js'
import type { ReviewsSection as Reviews } from '../../runtime/content-types.generated.js'
import { formatsFor } from '../../runtime/format.js'
import { useLang, useStrings } from '../../ui/strings-context.js'
import { SectionFrame } from '../SectionFrame.js'

type Review = Reviews['items'][number]

/** Average of the given ratings, one decimal (undefined when no review has one: nothing is made up). */
export function averageRating(items: readonly Review[]): number | undefined {
  const rated = items.flatMap((r) => (r.rating === undefined ? [] : [r.rating]))
  return rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10 : undefined
}

function Stars({ rating }: { rating: number }) {
  const { UI } = useStrings()
  return (
    <p className="review__rating">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        <span className="review__rating-empty">{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="visually-hidden">{UI.reviews.rating(rating, 5)}</span>
    </p>
  )
}

/** Customers' own reviews, as the company supplies them (static HTML; Review JSON-LD from page-view). */
export function ReviewsSection({ section }: SectionProps<'reviews'>) {
  const { UI } = useStrings()
  const lang = useLang()
  const average = averageRating(section.items)
  const rated = section.items.filter((r) => r.rating !== undefined).length
  return (
    <SectionFrame
      id={section.id}
      className="section reviews"
      title={section.title ?? UI.reviews.defaultTitle}
      intro={section.content}
    >
      {average !== undefined && (
        <p className="reviews__average">{UI.reviews.average(formatsFor(lang).number(average, 1), rated)}</p>
      )}
      <ul className="reviews__list">
        {section.items.map((r) => (
          <li key={`${r.author}-${r.date}`}>
            <figure className="review">
              {r.rating !== undefined && <Stars rating={r.rating} />}
              {/* The customer's own words, never translated (decision 194): marked Finnish on another language's page. */}
              <blockquote className="review__text" lang={lang === 'fi' ? undefined : 'fi'}>
                <p>{r.text}</p>
              </blockquote>
              <figcaption className="review__by">
                <span className="review__author">{r.author}</span>
                {r.place && <>, {r.place}</>}
                {' · '}
                <time dateTime={r.date}>{formatsFor(lang).date(r.date)}</time>
                {r.source && <> · {r.source}</>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
