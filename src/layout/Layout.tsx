import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import '../styles/main.css'
import { UI } from '../ui/strings.fi.js'
import { ActionBar } from './ActionBar.js'
import { ContactDialog } from './ContactDialog.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'

/**
 * The page shell, rendered to HTML only: React never runs it in the browser.
 * The shell's behaviour is src/layout/shell.client.ts; interactive parts are
 * islands (src/islands). <main data-page-kind> tells analytics the page type.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { data } = usePageContext()
  const kind = (data as { kind?: string } | undefined)?.kind
  return (
    <>
      <a className="skip-link" href="#main">
        {UI.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} data-page-kind={kind}>
        {children}
      </main>
      <Footer />
      <ActionBar />
      <ContactDialog />
    </>
  )
}
