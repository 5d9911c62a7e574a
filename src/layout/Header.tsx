import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { UI } from '../ui/strings.fi.js'
import { contactLinks, navigation, site } from '../sections/shell-data.js'
import { NavDropdown } from './NavDropdown.js'
import { MainActionButton } from './MainActionButton.js'
import { Logo, MailIcon, MenuIcon, PhoneIcon, WhatsAppIcon } from '../sections/icons.js'

/** The site header, rendered on the server; the phone menu is a popover, src/layout/shell.client.ts wires the dropdowns. */
export function Header() {
  const { urlPathname } = usePageContext()
  const menuId = useId()

  return (
    <header className="header">
      <div className="header__topbar">
        <div className="header__topbar-inner container">
          <span className="header__hours">{contactLinks.openingHours}</span>
          <a href={contactLinks.phoneHref}>
            <PhoneIcon />
            {contactLinks.phone}
          </a>
          <a
            href={contactLinks.emailHref}
            aria-label={UI.header.emailLabel(contactLinks.email)}
            data-analytics="email-click"
          >
            <MailIcon />
            {contactLinks.email}
          </a>
          <a
            href={contactLinks.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={UI.header.whatsappLabel}
            data-analytics="whatsapp-click"
          >
            <WhatsAppIcon />
            {UI.header.whatsapp}
          </a>
        </div>
      </div>
      <div className="header__inner container">
        <a href="/" className="header__logo" aria-label={`${site.brand} – ${UI.header.homeLink}`}>
          <Logo brand={site.brand} />
        </a>
        {/* Between a phone's bottom bar and the full desktop header: call and ask right in the header. */}
        <div className="header__quick">
          <a
            className="button button--secondary"
            href={contactLinks.phoneHref}
            aria-label={UI.header.callLabel(contactLinks.phone)}
          >
            <PhoneIcon />
            <span className="header__call-short">{UI.header.call}</span>
            <span className="header__call-number">{contactLinks.phone}</span>
          </a>
          <MainActionButton />
        </div>
        {/* A popover (decision 185): the menu opens from the HTML, before or without the page script. */}
        <button type="button" className="header__menu-button" popoverTarget={menuId} aria-controls={menuId}>
          <span className="header__when-closed">
            <MenuIcon open={false} />
          </span>
          <span className="header__when-open">
            <MenuIcon open />
          </span>
          <span className="header__when-closed">{UI.header.openMenu}</span>
          <span className="header__when-open">{UI.header.closeMenu}</span>
        </button>
        <div id={menuId} className="header__menu" popover="auto">
          <nav className="nav" aria-label={UI.header.mainNav}>
            <ul className="nav__list">
              {navigation.header.map((item) =>
                item.groups || item.links ? (
                  <NavDropdown key={item.href} item={item} currentPath={urlPathname} />
                ) : (
                  <li key={item.href} className="nav__item">
                    <a
                      className={`nav__link${urlPathname === item.href ? ' is-active' : ''}`}
                      href={item.href}
                      aria-current={urlPathname === item.href ? 'page' : undefined}
                    >
                      {item.label}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="header__actions">
            <a
              className="button button--ghost button--icon header__mobile-only"
              href={contactLinks.phoneHref}
              aria-label={UI.header.callLabel(contactLinks.phone)}
            >
              <PhoneIcon />
              <span className="header__action-text">{contactLinks.phone}</span>
            </a>
            <a
              className="button button--ghost button--icon header__mobile-only"
              href={contactLinks.emailHref}
              aria-label={UI.header.emailLabel(contactLinks.email)}
              data-analytics="email-click"
            >
              <MailIcon />
              <span className="header__action-text">{UI.header.email}</span>
            </a>
            <a
              className="button button--ghost button--icon header__mobile-only"
              href={contactLinks.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={UI.header.whatsappLabel}
              data-analytics="whatsapp-click"
            >
              <WhatsAppIcon />
              <span className="header__action-text">{UI.header.whatsapp}</span>
            </a>
            <MainActionButton />
          </div>
        </div>
      </div>
    </header>
  )
}
