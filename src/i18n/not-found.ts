/**
 * Each language's 404 page: prerendered at /<lang>/404 and written as
 * <lang>/404.html of the build, which the Node server, nginx and static hosts
 * answer for an unknown address under /<lang>/ (the Finnish one is 404.html).
 * Pure.
 */
import { LANGUAGE_INFO, type Lang, TARGET_LANGS } from './languages.js'

/** The address a language's 404 page is prerendered at: /ru/404. */
export const NOT_FOUND_PAGE = new RegExp(`^/(${TARGET_LANGS.join('|')})/404$`)

/** The build file of a language's 404 page: 404.html, ru/404.html. */
export function notFoundFile(lang: Lang): string {
  return `${LANGUAGE_INFO[lang].prefix.slice(1)}${lang === 'fi' ? '' : '/'}404.html`
}
