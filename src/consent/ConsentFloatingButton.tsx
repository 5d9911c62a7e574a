import { FLOATING_CLASS } from './consent-floating-markup.js'
import { FLOATING_BUTTON_HTML } from './view/floating-button.js'

/**
 * The 'Evästeasetukset' button in every page's HTML (in the footer, decision
 * 104), hidden: the consent boot shows it for a visitor whose choice is
 * stored, so the boot carries no strings and builds no DOM. Its markup is the
 * one the view builds from, FLOATING_BUTTON_HTML (our own constant, no input).
 */
export function ConsentFloatingButton() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, the one copy of the markup
  return <div className={FLOATING_CLASS} hidden dangerouslySetInnerHTML={{ __html: FLOATING_BUTTON_HTML }} />
}
