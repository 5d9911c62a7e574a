import type { SectionProps } from './section-props.js'
import { UI } from '../ui/strings.fi.js'
import { contactLinks, site } from '../layout/shell-data.js'
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../layout/icons.js'
import { SiteAddresses } from '../layout/SiteAddresses.js'
import { RichText } from './RichText.js'
import { formatHours } from '../runtime/tokens.js'


/** Phone, e-mail, WhatsApp, hours and addresses, all from site.json. */
export function ContactInfoSection({ section }: SectionProps<'contact-info'>) {
  return (
    <section id={section.id} className="section contact-info" aria-labelledby={`${section.id}-title`}>
      <div className="container">
        <h2 id={`${section.id}-title`} className="section__title">{section.title ?? UI.contactInfo.defaultTitle}</h2>
        {section.content && <RichText html={section.content} className="prose section__intro" />}
        <div className="contact-info__grid">
          <div className="contact-info__block">
            <h3>{UI.contactInfo.phone}</h3>
            <p><a className="contact-info__link" href={contactLinks.phoneHref}><PhoneIcon />{contactLinks.phone}</a></p>
            <h3>{UI.contactInfo.email}</h3>
            <p><a className="contact-info__link" href={contactLinks.emailHref} data-analytics="email-click"><MailIcon /> {contactLinks.email}</a></p>
            <h3>{UI.contactInfo.whatsapp}</h3>
            <p>
              <a className="contact-info__link" href={contactLinks.whatsappHref} target="_blank" rel="noopener noreferrer" data-analytics="whatsapp-click">
                <WhatsAppIcon /> {UI.contactInfo.whatsappLink}<span className="visually-hidden">{UI.contactInfo.newTab}</span>
              </a>
            </p>
          </div>
          <div className="contact-info__block">
            <h3>{UI.contactInfo.hours}</h3>
            <dl className="contact-info__hours">
              {site.openingHours.map((h) => (
                <div key={h.label}>
                  <dt>{h.label}</dt>
                  <dd>{formatHours(h)}</dd>
                </div>
              ))}
            </dl>
            <h3>{UI.contactInfo.languages}</h3>
            <p>{site.languages.join(', ')}</p>
          </div>
          <div className="contact-info__block">
            <h3>{UI.contactInfo.addresses}</h3>
            <SiteAddresses addresses={site.addresses} />
          </div>
        </div>
      </div>
    </section>
  )
}
