import { useStrings } from '../ui/strings-context.js'
import { useShell } from '../sections/use-shell.js'
import { MainActionButton } from './MainActionButton.js'
import { Logo, MailIcon, PhoneIcon, WhatsAppIcon } from '../sections/icons.js'
import { SiteAddresses } from '../sections/SiteAddresses.js'
import { ConsentFloatingButton } from '../consent/ConsentFloatingButton.js'
import { OpeningHours } from '../sections/OpeningHours.js'

function FooterContact() {
  const { site, contactLinks } = useShell()
  const { UI } = useStrings()
  return (
    <section className="footer__col footer__contact" aria-labelledby="footer-contact">
      <Logo brand={site.brand} />
      <h2 id="footer-contact" className="footer__heading">
        {UI.footer.contactHeading}
      </h2>
      <ul className="footer__contact-list">
        <li>
          <a href={contactLinks.phoneHref}>
            <PhoneIcon />
            {contactLinks.phone}
          </a>
        </li>
        <li>
          <a href={contactLinks.emailHref} data-analytics="email-click">
            <MailIcon />
            {contactLinks.email}
          </a>
        </li>
        <li>
          <a href={contactLinks.whatsappHref} target="_blank" rel="noopener noreferrer" data-analytics="whatsapp-click">
            <WhatsAppIcon />
            {UI.header.whatsapp}
            <span className="visually-hidden">{UI.contactInfo.newTab}</span>
          </a>
        </li>
      </ul>
      <MainActionButton kind="contact" />
    </section>
  )
}

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string
  heading: string
  links: { href: string; label: string }[]
}) {
  return (
    <nav className="footer__col" aria-labelledby={id}>
      <h2 id={id} className="footer__heading">
        {heading}
      </h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function FooterBottom() {
  const { site, paths } = useShell()
  const { UI } = useStrings()
  return (
    <div className="footer__bottom container">
      <ConsentFloatingButton privacyHref={paths.privacy} />
      <p>
        {UI.footer.rights(new Date().getFullYear(), site.brand)}
        {site.businessId && (
          <span className="footer__business-id">
            {' '}
            · {site.legalName ? `${site.legalName}, ` : ''}
            {UI.businessId.label} {site.businessId}
          </span>
        )}
        {site.placeholder ? ` · ${UI.footer.placeholderNotice}` : ''}
      </p>
      <p>
        <a href={paths.privacy}>{UI.footer.privacy}</a>
        {site.credit && (
          <>
            {' '}
            ·{' '}
            <a href={site.credit.href} rel="noopener">
              {site.credit.label}
            </a>
          </>
        )}
      </p>
    </div>
  )
}

export function Footer() {
  const { site, navigation } = useShell()
  const { UI } = useStrings()
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <FooterContact />
        <FooterLinks id="footer-services" heading={UI.footer.servicesHeading} links={navigation.footer.services} />
        <FooterLinks id="footer-cities" heading={UI.footer.citiesHeading} links={navigation.footer.cities} />
        <section className="footer__col" aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer__heading">
            {UI.footer.hoursHeading}
          </h2>
          <OpeningHours hours={site.openingHours} className="footer__hours" />
          <h2 className="footer__heading">{UI.footer.addressesHeading}</h2>
          <SiteAddresses addresses={site.addresses} />
        </section>
      </div>
      <FooterBottom />
    </footer>
  )
}
