/**
 * Cookie consent and page analytics in the React app, mounted once by the
 * Layout. No consent UI in React: the boot (consent-boot.ts, plain DOM) runs
 * when this module is evaluated, before hydration, as it will from a page's
 * own small script once pages ship no React. It sets the Consent Mode
 * defaults and the stored choice, then loads the consent UI chunk (XState +
 * the plain-DOM view) at once on a first visit, or on the press of
 * 'Evästeasetukset' for a returning visitor. The banner is never in the
 * prerendered HTML.
 *
 * PageViewTracker: a page view per page, client-side navigations included
 * (pages loaded as a whole call bootAnalytics() instead).
 */
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { startClickTracking, trackPageView } from '../analytics/page-events.js'
import { bootConsent } from './consent-boot.js'

if (typeof window !== 'undefined') {
  bootConsent()
  startClickTracking()
}

export function CookieConsent() {
  return <PageViewTracker />
}

function PageViewTracker() {
  const pageContext = usePageContext()
  const kind = (pageContext.data as { kind?: string } | undefined)?.kind
  useEffect(() => {
    trackPageView(pageContext.urlPathname, kind)
  }, [pageContext.urlPathname, kind])
  return null
}
