import { CONSENT_STRINGS_ID, FLOATING_CLASS } from './consent-floating-markup.js'
import { floatingButtonHtml } from './view/floating-button.js'
import { useStrings } from '../ui/strings-context.js'

/** JSON safe inside <script>: no "</script>" or "<!--" can end the block early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The 'Evästeasetukset' button in every page's HTML (in the footer, decision
 * 104), hidden: the consent boot shows it for a visitor whose choice is
 * stored, so the boot carries no strings and builds no DOM. Its markup is the
 * one the view builds from, floatingButtonHtml (our own markup, the label from
 * our catalogue). Beside it, the page's consent strings as a JSON data block:
 * the lazy consent view reads them (src/consent/view/dom.ts), so no script
 * bundles a language, let alone four. The block's data-privacy-href is the
 * privacy page of the page's language, which the banner and popup link to.
 */
export function ConsentFloatingButton({ privacyHref }: { privacyHref: string }) {
  const { COOKIE_CONSENT_UI } = useStrings()
  return (
    <>
      <div
        className={FLOATING_CLASS}
        hidden
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup and catalogue label, escaped
        dangerouslySetInnerHTML={{ __html: floatingButtonHtml(COOKIE_CONSENT_UI.floatingButton) }}
      />
      <script
        type="application/json"
        id={CONSENT_STRINGS_ID}
        data-privacy-href={privacyHref}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our catalogue with < escaped
        dangerouslySetInnerHTML={{ __html: scriptJson(COOKIE_CONSENT_UI) }}
      />
    </>
  )
}
