/**
 * What only the server says, in a language: the booking e-mails and their invitation, the Telegram
 * message of a lead, the plain-text HTTP answers (SERVER_UI of each src/ui/strings.<lang>.ts). Kept apart
 * from stringsFor so that no script a browser loads carries them (tests/e2e/browser-strings.spec.ts).
 */
import type { Lang } from '../i18n/languages.js'
import type { ServerUiStrings } from './catalogue-type.js'
import { SERVER_CATALOGUES } from './server-catalogues.generated.js'

export function serverStringsFor(lang: Lang): ServerUiStrings {
  return SERVER_CATALOGUES[lang]
}
