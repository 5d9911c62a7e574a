import type { SectionProps } from './section-props.js'
import { RichText } from './RichText.js'
import { ServiceIcon } from './service-icons.js'

export function ServicesSection({ section }: SectionProps<'services'>) {
  return (
    <section id={section.id} className="section" aria-labelledby={`${section.id}-title`}>
      <div className="container">
        <h2 id={`${section.id}-title`} className="section__title">{section.title}</h2>
        {section.content && <RichText html={section.content} className="prose section__intro" />}
        <ul className="cards">
          {section.data.services.map((card) => (
            <li key={card.title} className={`card${card.href ? ' card--link' : ''}`}>
              <ServiceIcon name={card.icon} />
              <h3 className="card__title">{card.href ? <a href={card.href}>{card.title}</a> : card.title}</h3>
              <p className="card__text">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
