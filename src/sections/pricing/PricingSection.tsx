import type { SectionProps } from '../definitions.js'
import { useStrings } from '../../ui/strings-context.js'
import { SectionFrame } from '../SectionFrame.js'

export function PricingSection({ section }: SectionProps<'pricing'>) {
  const { UI } = useStrings()
  return (
    <SectionFrame
      id={section.id}
      className="section"
      container="container container--narrow"
      title={section.title}
      intro={section.content}
    >
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
    </SectionFrame>
  )
}
