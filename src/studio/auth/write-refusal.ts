/**
 * Why this person may not change a document, in her words, or null when she may (src/studio/auth/roles.ts
 * canWrite): one reason for the server's 403 on a save and for the editor that shows the document
 * read-only (issue 45), so she reads the reason before she types, not after.
 */
import { LANGUAGE_INFO } from '../../i18n/languages.js'
import { STUDIO_UI } from '../strings.fi.js'
import { type Actor, canWrite, needsLangs, SITE_FACTS } from './roles.js'

export function writeRefusal(actor: Actor, file: string): string | null {
  if (canWrite(actor, file)) return null
  const refused = STUDIO_UI.roles.refused
  if (needsLangs(actor.role))
    return refused.translator(actor.langs.map((lang) => LANGUAGE_INFO[lang].finnishName).join(', '))
  return file === SITE_FACTS ? refused.site : refused.write
}
