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
import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { trackPageView } from '../analytics/page-events.js'
import { useDeferredComponent } from '../layout/use-deferred-component.js'

const loadConsentUi = () => import('./ConsentUi.js').then((m) => m.default)

export function CookieConsent() {
  const ConsentUi = useDeferredComponent(loadConsentUi)
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
