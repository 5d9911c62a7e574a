import { COOKIE_CONSENT_UI } from '../ui/strings.fi.js'
import { FLOATING_CLASS, FLOATING_ICON_PATH } from './consent-floating-markup.js'

/**
 * The 'Evästeasetukset' button in every page's HTML (in the footer, decision
 * 104), hidden: the consent boot shows it for a visitor whose choice is
 * stored, so the boot carries no strings and builds no DOM. Same markup as
 * createFloatingButton().
 */
export function ConsentFloatingButton() {
  return (
    <div className={FLOATING_CLASS} hidden>
      <button type="button" className="cookie-floating__button" aria-expanded="false">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d={FLOATING_ICON_PATH} />
        </svg>
        <span>{COOKIE_CONSENT_UI.floatingButton}</span>
      </button>
    </div>
  )
}
