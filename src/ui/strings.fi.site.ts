/**
 * The Finnish catalogue as the site's islands load it (src/ui/load-strings.ts):
 * a plain object of the three parts, so the chunk leaves STUDIO_UI out.
 */
import type { Strings } from './catalogue-type.js'
import { COOKIE_CONSENT_UI, MAIN_ACTION, UI } from './strings.fi.js'

export const catalogue: Strings = { MAIN_ACTION, COOKIE_CONSENT_UI, UI }
