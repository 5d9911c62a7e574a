import { useEffect, useState } from 'react'
import type { SectionProps } from '../define-section.js'
import type { ExamplesExtra, WorkExampleCard } from '../../runtime/work-examples.js'
import { EXAMPLES_PATH } from '../../runtime/work-examples.js'
import { UI } from '../../ui/strings.fi.js'
import { ContentImage } from '../ContentImage.js'
import { SectionFrame } from '../SectionFrame.js'

const ALL = ''

/**
 * The work examples gallery. The server renders every example; once the page
 * is hydrated, category buttons (aria-pressed, plain <button>s, so keyboard
 * works) hide the others. Without JavaScript there are no dead buttons and
 * every example shows. With `limit` it is a compact teaser linking to /esimerkit.
 */
export function ExamplesSection({ section, extra }: SectionProps<'examples', ExamplesExtra>) {
  const compact = section.limit !== undefined
  const [category, setCategory] = useState(ALL)
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  const visible = extra.examples.filter((e) => category === ALL || e.category === category)
  return (
    <SectionFrame id={section.id} className={`section examples${compact ? ' section--muted' : ''}`} title={section.title ?? UI.examples.defaultTitle} intro={section.content}>
      {!compact && interactive && extra.categories.length > 1 && (
        <div className="filter" role="group" aria-label={UI.examples.filterLabel}>
          {[ALL, ...extra.categories].map((c) => (
            <button key={c || 'all'} type="button" className="filter__button" aria-pressed={category === c} onClick={() => setCategory(c)}>
              {c || UI.examples.all}
            </button>
          ))}
        </div>
      )}
      {!compact && <p className="examples__count" role="status">{UI.examples.showing(visible.length)}</p>}
      <ul className={`examples__list${compact ? ' examples__list--compact' : ''}`}>
        {extra.examples.map((e) => (
          <li key={e.id} hidden={!visible.includes(e)} data-category={e.category}>
            <ExampleCard example={e} compact={compact} />
          </li>
        ))}
      </ul>
      {compact && (
        <p className="button-row"><a className="button button--secondary" href={EXAMPLES_PATH}>{UI.examples.allLink}</a></p>
      )}
    </SectionFrame>
  )
}

function ExampleCard({ example: e, compact }: { example: WorkExampleCard; compact: boolean }) {
  const ba = e.beforeAfter
  return (
    <article id={compact ? undefined : e.id} className="example" aria-labelledby={`example-${e.id}`}>
      {ba && !compact ? (
        <div className="example__pair">
          <figure>
            <img src={ba.beforeImage} alt={ba.beforeAlt} width={ba.width} height={ba.height} loading="lazy" decoding="async" />
            <figcaption>{UI.examples.before}</figcaption>
          </figure>
          <figure>
            <img src={ba.afterImage} alt={ba.afterAlt} width={ba.width} height={ba.height} loading="lazy" decoding="async" />
            <figcaption>{UI.examples.after}</figcaption>
          </figure>
        </div>
      ) : (
        <ContentImage className="example__image" image={e.images[0]!} />
      )}
      <div className="example__body">
        <p className="example__category">{e.category}</p>
        <h3 id={`example-${e.id}`} className="example__title">
          {compact ? <a href={`${EXAMPLES_PATH}#${e.id}`}>{e.title}</a> : e.title}
        </h3>
        <p className="example__text">{e.description}</p>
        <dl className="example__meta">
          <div><dt>{UI.examples.location}</dt><dd>{e.location}</dd></div>
          <div><dt>{UI.examples.duration}</dt><dd>{e.duration}</dd></div>
        </dl>
        {!compact && (
          <>
            <h4 className="example__features-title">{UI.examples.features}</h4>
            <ul className="example__features">{e.features.map((f) => <li key={f}>{f}</li>)}</ul>
            {(e.href || e.calculator) && (
              <p className="example__links">
                {e.href && <a href={e.href}>{UI.examples.service}</a>}
                {e.calculator && e.calculatorHref && (
                  <a href={e.calculatorHref} title={e.calculator.description}>{e.calculator.title}</a>
                )}
              </p>
            )}
          </>
        )}
      </div>
    </article>
  )
}
