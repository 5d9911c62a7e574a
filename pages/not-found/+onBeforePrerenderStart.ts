import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { LANGUAGE_INFO, TARGET_LANGS } from '../../src/i18n/languages.js'

/** A 404 page for each published language but Finnish (whose 404 page is the error page). */
export function onBeforePrerenderStart(): string[] {
  const { languages } = getContent(sitePasses())
  return TARGET_LANGS.filter((lang) => languages[lang]).map((lang) => `${LANGUAGE_INFO[lang].prefix}/404`)
}
