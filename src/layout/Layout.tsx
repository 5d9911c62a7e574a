import { useEffect, type ReactNode } from 'react'
import '../styles/main.css'
import { CookieConsent } from '../consent/CookieConsent.js'
import { UI } from '../ui/strings.fi.js'
import { ContactModalHost } from './ContactModalHost.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'

export function Layout({ children }: { children: ReactNode }) {
  // Marks the page as interactive (hydrated): browser tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <ContactModalHost>
      <a className="skip-link" href="#main">{UI.skipToContent}</a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieConsent />
    </ContactModalHost>
  )
}
