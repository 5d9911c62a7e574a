/** The Finnish catalogue as the site's islands load it: without STUDIO_UI (src/ui/load-strings.ts). */
export { COOKIE_CONSENT_UI, MAIN_ACTION, UI } from './strings.fi.js'
