import { useId } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useShell } from '../sections/use-shell.js'
import { formatOpeningHours } from '../runtime/tokens.js'
import { NavDropdown } from './NavDropdown.js'
import { LanguageSwitcher } from './LanguageSwitcher.js'
import { homePath, type Lang } from '../i18n/languages.js'
import { useLang, useStrings } from '../ui/strings-context.js'
import { MainActionButton } from './MainActionButton.js'
import { Logo, MailIcon, MenuIcon, PhoneIcon, WhatsAppIcon } from '../sections/icons.js'

/** The dark strip above the desktop header: opening hours, phone, e-mail, WhatsApp. */
function HeaderTopbar({ versions }: { versions: Partial<Record<Lang, string>> }) {
  const { site, contactLinks } = useShell()
  const { UI } = useStrings()
  const lang = useLang()
  return (
    <div className="header__topbar">
      <div className="header__topbar-inner container">
        <span className="header__hours">{formatOpeningHours(site, lang, UI)}</span>
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
        <LanguageSwitcher versions={versions} placement="topbar" />
      </div>
    </div>
  )
}

/** Between a phone's bottom bar and the full desktop header: call and ask right in the header. */
function HeaderQuickActions() {
  const { contactLinks } = useShell()
  const { UI } = useStrings()
  return (
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
  )
}

/** "Valikko" / "Sulje": a popover invoker (decision 185), the menu opens from the HTML. */
function MenuButton({ menuId }: { menuId: string }) {
  const { UI } = useStrings()
  return (
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
  )
}

function MainNav({ currentPath }: { currentPath: string }) {
  const { navigation } = useShell()
  const { UI } = useStrings()
  return (
    <nav className="nav" aria-label={UI.header.mainNav}>
      <ul className="nav__list">
        {navigation.header.map((item) =>
          item.groups || item.links ? (
            <NavDropdown key={item.href} item={item} currentPath={currentPath} />
          ) : (
            <li key={item.href} className="nav__item">
              <a
                className={`nav__link${currentPath === item.href ? ' is-active' : ''}`}
                href={item.href}
                aria-current={currentPath === item.href ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

/** Call, e-mail, WhatsApp and the main action at the end of the open phone menu (and the desktop header). */
function MenuActions() {
  const { contactLinks } = useShell()
  const { UI } = useStrings()
  return (
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
  )
}

/** The site header, rendered on the server; the phone menu is a popover, src/layout/shell.client.ts wires the dropdowns. */
export function Header() {
  const { site } = useShell()
  const { UI } = useStrings()
  const lang = useLang()
  const { urlPathname, data } = usePageContext()
  // The page view's versions (src/sections/page-view.ts); a page without one (the error page) is its own only.
  const versions = (data as { versions?: Partial<Record<Lang, string>> } | undefined)?.versions ?? {
    [lang]: urlPathname,
  }
  const menuId = useId()
  return (
    <header className="header">
      <HeaderTopbar versions={versions} />
      <div className="header__inner container">
        <a href={homePath(lang)} className="header__logo" aria-label={`${site.brand} – ${UI.header.homeLink}`}>
          <Logo brand={site.brand} />
        </a>
        <HeaderQuickActions />
        <MenuButton menuId={menuId} />
        <div id={menuId} className="header__menu" popover="auto">
          <MainNav currentPath={urlPathname} />
          <MenuActions />
          <LanguageSwitcher versions={versions} placement="menu" />
        </div>
      </div>
    </header>
  )
}
