import type { SectionProps } from '../definitions.js'
import { useStrings } from '../../ui/strings-context.js'
import { useShell } from '../use-shell.js'
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../icons.js'
import { SiteAddresses } from '../SiteAddresses.js'
import { SectionFrame } from '../SectionFrame.js'
import { OpeningHours } from '../OpeningHours.js'

/** Phone, e-mail, WhatsApp, hours and addresses, all from site.json. */
export function ContactInfoSection({ section }: SectionProps<'contact-info'>) {
  const { site, contactLinks } = useShell()
  const { UI } = useStrings()
  return (
    <SectionFrame
      id={section.id}
      className="section contact-info"
      title={section.title ?? UI.contactInfo.defaultTitle}
      intro={section.content}
    >
      <div className="contact-info__grid">
        <div className="contact-info__block">
          <h3>{UI.contactInfo.phone}</h3>
          <p>
            <a className="contact-info__link" href={contactLinks.phoneHref}>
              <PhoneIcon />
              {contactLinks.phone}
            </a>
          </p>
          <h3>{UI.contactInfo.email}</h3>
          <p>
            <a className="contact-info__link" href={contactLinks.emailHref} data-analytics="email-click">
              {/* A narrow phone breaks the address after its "@" (<wbr>: nothing added to the copied text), never inside a word. */}
              <MailIcon /> {contactLinks.email.split('@')[0]}@<wbr />
              {contactLinks.email.split('@').slice(1).join('@')}
            </a>
          </p>
          <h3>{UI.contactInfo.whatsapp}</h3>
          <p>
            <a
              className="contact-info__link"
              href={contactLinks.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              data-analytics="whatsapp-click"
            >
              <WhatsAppIcon /> {UI.contactInfo.whatsappLink}
              <span className="visually-hidden">{UI.contactInfo.newTab}</span>
            </a>
          </p>
        </div>
        <div className="contact-info__block">
          <h3>{UI.contactInfo.hours}</h3>
          <OpeningHours hours={site.openingHours} className="contact-info__hours" />
          <h3>{UI.contactInfo.languages}</h3>
          <p>{site.languages.join(', ')}</p>
        </div>
        <div className="contact-info__block">
          <h3>{UI.contactInfo.addresses}</h3>
          <SiteAddresses addresses={site.addresses} mapLinks />
        </div>
      </div>
    </SectionFrame>
  )
}
