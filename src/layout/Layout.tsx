import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import '../styles/main.css'
import { StringsProvider, useStrings } from '../ui/strings-context.js'
import { stringsFor } from '../ui/strings.js'
import { isLang, langOfPath, type Lang } from '../i18n/languages.js'
import { ActionBar } from './ActionBar.js'
import { useShell } from '../sections/use-shell.js'
import { ContactDialog } from './ContactDialog.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'
import { ContactPageContext, type ContactPageInfo } from '../contact/contact-page-context.js'
import type { NoJsResult } from '../contact/no-js-result.js'

declare global {
  namespace Vike {
    interface PageContext {
      /** The result of a contact form sent without JavaScript (server/contact/form-post.ts renders the contact page with it). */
      contactResult?: NoJsResult
    }
  }
}

/**
 * The page shell, rendered to HTML only: React never runs it in the browser.
 * The shell's behaviour is src/layout/shell.client.ts; interactive parts are
 * islands (src/islands). <main data-page-kind> tells analytics the page type.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { data, urlPathname } = usePageContext()
  const lang = pageLang(data, urlPathname)
  return (
    <StringsProvider value={{ lang, strings: stringsFor(lang) }}>
      <Shell>{children}</Shell>
    </StringsProvider>
  )
}

/**
 * The page's language: the page view's `lang` (src/sections/page-view.ts), else the one its path
 * names (the error page has no page view).
 */
function pageLang(data: unknown, path: string): Lang {
  const lang = (data as { lang?: unknown } | undefined)?.lang
  return isLang(lang) ? lang : langOfPath(path)
}

function Shell({ children }: { children: ReactNode }) {
  const { UI } = useStrings()
  const { data, urlPathname, contactResult } = usePageContext()
  const { paths } = useShell()
  const kind = (data as { kind?: string } | undefined)?.kind
  // Every contact form on the page: the page's path and the no-JavaScript result (with its question).
  const area = (data as { visitArea?: ContactPageInfo['area'] } | undefined)?.visitArea
  const contact: ContactPageInfo = {
    page: urlPathname,
    result: contactResult ?? null,
    formHref: paths.contactForm,
    ...(area ? { area } : {}),
  }
  return (
    <ContactPageContext.Provider value={contact}>
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
    </ContactPageContext.Provider>
  )
}
