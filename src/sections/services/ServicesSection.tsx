import type { SectionProps } from '../definitions.js'
import { SectionFrame } from '../SectionFrame.js'
import { ServiceIcon } from './service-icons.js'

export function ServicesSection({ section, extra }: SectionProps<'services'>) {
  return (
    <SectionFrame id={section.id} className="section" title={section.title} intro={section.content}>
      <ul className="cards">
        {extra.map((card) => (
          <li key={card.title} className={`card${card.href ? ' card--link' : ''}`}>
            <ServiceIcon name={card.icon} />
            <h3 className="card__title">{card.href ? <a href={card.href}>{card.title}</a> : card.title}</h3>
            <p className="card__text">{card.description}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
