import type { SectionProps } from './section-props.js'
import { UI } from '../ui/strings.fi.js'
import { RichText } from './RichText.js'

export function PricingSection({ section }: SectionProps<'pricing'>) {
  return (
    <section id={section.id} className="section" aria-labelledby={`${section.id}-title`}>
      <div className="container container--narrow">
        <h2 id={`${section.id}-title`} className="section__title">{section.title}</h2>
        {section.content && <RichText html={section.content} className="prose section__intro" />}
        <div className="table-wrap">
          <table className="pricing">
            <thead>
              <tr>
                <th scope="col">{UI.pricing.service}</th>
                <th scope="col">{UI.pricing.price}</th>
              </tr>
            </thead>
            <tbody>
              {section.pricing.map((row) => (
                <tr key={row.service}>
                  <th scope="row">
                    {row.service}
                    {row.description && <span className="pricing__description">{row.description}</span>}
                  </th>
                  <td className="pricing__price">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="pricing__note">{section.note}</p>
      </div>
    </section>
  )
}
