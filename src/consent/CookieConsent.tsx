/**
 * Cookie consent and page analytics, mounted once by the Layout.
 * - consent-boot (evaluated with the bundle, before hydration): Consent Mode
 *   defaults 'denied', then the stored choice.
 * - PageViewTracker: a page view per page.
 * - ConsentUi (banner, settings, popup, the XState machine): loaded on demand
 *   after hydration, so neither XState nor the banner is in the first bundle
 *   and the prerendered HTML never contains a banner.
 */
import './consent-boot.js'
import { useEffect, useState, type ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { trackPageView } from '../analytics/page-events.js'

export function CookieConsent() {
  // A plain dynamic import, not React.lazy: Suspense would hold the reveal back by up to 300 ms,
  // and the banner's 1 s delay counts from the machine's start.
  const [ConsentUi, setConsentUi] = useState<ComponentType | null>(null)
  useEffect(() => {
    let active = true
    void import('./ConsentUi.js').then((m) => active && setConsentUi(() => m.default))
    return () => {
      active = false
    }
  }, [])
  return (
    <>
      <PageViewTracker />
      {ConsentUi && <ConsentUi />}
    </>
  )
}

function PageViewTracker() {
  const pageContext = usePageContext()
  const kind = (pageContext.data as { kind?: string } | undefined)?.kind
  useEffect(() => {
    trackPageView(pageContext.urlPathname, kind)
  }, [pageContext.urlPathname, kind])
  return null
}
