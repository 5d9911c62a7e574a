import { useEffect, useState, type MouseEvent } from 'react'
import type { SectionProps } from '../definitions.js'
import type { CategoryLink, WorkExampleCard } from './work-examples.js'
import { useStrings } from '../../ui/strings-context.js'
import { BeforeAfter } from '../BeforeAfter.js'
import { ContentImage } from '../ContentImage.js'
import { SectionFrame } from '../SectionFrame.js'
import { categoryOfPath, filterHref, type ExamplesFilter } from './filter.js'

const ALL = ''

/**
 * The category the island shows, kept in the browser history: choosing one
 * pushes its page's address (/esimerkit/katot), and Back or Forward (popstate)
 * shows the category of the address it returns to.
 */
function useCategoryInHistory(filter: ExamplesFilter, categories: readonly CategoryLink[]) {
  const [category, setCategory] = useState(filter.selected)
  useEffect(() => {
    const onPop = () => {
      const { pathname } = window.location
      if (pathname === filter.path || pathname.startsWith(`${filter.path}/`))
        setCategory(categoryOfPath(categories, pathname))
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [filter.path, categories])
  const choose = (next: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return
    e.preventDefault()
    if (next === category) return
    setCategory(next)
    window.history.pushState(null, '', filterHref(filter, categories, next))
  }
  return { category, choose }
}

/**
 * The work examples gallery. The category filter is a row of links to the
 * categories' own prerendered pages (/esimerkit/katot#<section id>), so it
 * works without JavaScript and a filtered view can be shared. As an island it
 * filters in place and pushes each choice into the history (Back undoes it).
 * The heading and the polite status say what is shown ("Katot", "Näytetään 1
 * työesimerkki: Katot"). With `limit` it is a compact, static teaser linking
 * to /esimerkit.
 */
export function ExamplesSection({ section, extra }: SectionProps<'examples'>) {
  const { UI } = useStrings()
  const compact = section.limit !== undefined
  const { category, choose } = useCategoryInHistory(extra.filter, extra.categories)
  const visible = extra.examples.filter((e) => category === ALL || e.category === category)
  // The heading names what is shown: the section's title for all, the category when filtered.
  const chosen = extra.categories.find((c) => c.id === category)
  const title = !compact && chosen ? chosen.name : (section.title ?? UI.examples.defaultTitle)
  return (
    <SectionFrame
      id={section.id}
      className={`section examples${compact ? ' section--muted' : ''}`}
      title={title}
      intro={section.content}
    >
      {!compact && extra.categories.length > 1 && (
        <nav aria-label={UI.examples.filterLabel}>
          <ul className="filter">
            {[{ id: ALL, name: UI.examples.all, href: extra.filter.path }, ...extra.categories].map((c) => (
              <li key={c.id || 'all'}>
                <a
                  className="filter__button"
                  href={`${c.href}#${section.id}`}
                  aria-current={category === c.id ? 'true' : undefined}
                  onClick={choose(c.id)}
                >
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {!compact && (
        <p className="examples__count" role="status">
          {UI.examples.showing(visible.length, chosen?.name)}
        </p>
      )}
      <ul className={`examples__list${compact ? ' examples__list--compact' : ''}`}>
        {/* Only the shown examples are in the HTML: a category page carries its own cards, not all of them hidden. */}
        {visible.map((e) => (
          <li key={e.id} data-category={e.category}>
            <ExampleCard example={e} compact={compact} listHref={extra.examplesHref} />
          </li>
        ))}
      </ul>
      {compact && (
        <p className="button-row">
          <a className="button button--secondary" href={extra.examplesHref}>
            {UI.examples.allLink}
          </a>
        </p>
      )}
    </SectionFrame>
  )
}

/** A card is a third of the container on wide screens, half on tablets, the full width on phones. */
const CARD_SIZES = '(min-width: 64rem) 400px, (min-width: 40rem) 50vw, 100vw'

function ExampleCard({
  example: e,
  compact,
  listHref,
}: {
  example: WorkExampleCard
  compact: boolean
  listHref: string
}) {
  const { UI } = useStrings()
  const ba = e.beforeAfter
  return (
    <article id={compact ? undefined : e.id} className="example" aria-labelledby={`example-${e.id}`}>
      {ba && !compact ? (
        <BeforeAfter
          before={{ src: ba.beforeImage, alt: ba.beforeAlt }}
          after={{ src: ba.afterImage, alt: ba.afterAlt }}
          width={ba.width}
          height={ba.height}
          sizes={CARD_SIZES}
        />
      ) : (
        <ContentImage className="example__image" image={e.images[0]!} sizes={CARD_SIZES} />
      )}
      <div className="example__body">
        <p className="example__category">{e.categoryName}</p>
        <h3 id={`example-${e.id}`} className="example__title">
          {compact ? <a href={`${listHref}#${e.id}`}>{e.title}</a> : e.title}
        </h3>
        <p className="example__text">{e.description}</p>
        <dl className="example__meta">
          <div>
            <dt>{UI.examples.location}</dt>
            <dd>{e.location}</dd>
          </div>
          <div>
            <dt>{UI.examples.duration}</dt>
            <dd>{e.duration}</dd>
          </div>
        </dl>
        {!compact && (
          <>
            <h4 className="example__features-title">{UI.examples.features}</h4>
            <ul className="example__features">
              {e.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {(e.href || e.calculator) && (
              <p className="example__links">
                {e.href && <a href={e.href}>{UI.examples.service}</a>}
                {e.calculator && e.calculatorHref && (
                  <a href={e.calculatorHref} title={e.calculator.description}>
                    {e.calculator.title}
                  </a>
                )}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  )
}
