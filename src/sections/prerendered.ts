/**
 * Every address the build prerenders and what its page is rendered from: the content pages (their
 * views, src/sections/page-view.ts) and each published language's 404 page (its shell). A page's
 * HTML is a function of the code, its address and this data (decision 321), so the incremental
 * build (scripts/build.ts) re-renders an address only when its data changed. The Vike hooks under
 * pages/ read the same functions. No React.
 */
import { LANGUAGE_INFO, langOfPath, TARGET_LANGS } from '../i18n/languages.js'
import type { SiteContent } from '../runtime/build-content.js'
import { contentIn } from '../runtime/localized-content.js'
import { publicPaths } from '../runtime/routes.js'
import { pageAt } from './page-view.js'
import { shellFor } from './shell-data.js'

/** The Finnish 404 page: Vike's error page, prerendered at this address (its data: pages/_error/+data.ts). */
export const ERROR_PAGE = '/404'

/** Each published language's 404 page but Finnish's (whose 404 page is the error page): /ru/404. */
export function notFoundPaths(content: Pick<SiteContent, 'languages'>): string[] {
  return TARGET_LANGS.filter((lang) => content.languages[lang]).map((lang) => `${LANGUAGE_INFO[lang].prefix}/404`)
}

/** A language's 404 page (the Finnish one at ERROR_PAGE): its language and its shell (the language's navigation). */
export function notFoundData(content: SiteContent, pathname: string) {
  const lang = langOfPath(pathname)
  return { lang, shell: shellFor(contentIn(content, lang)) }
}

/**
 * Every address the build prerenders (the content's pages, each language's 404 page, then the Finnish
 * one), in the prerender's order. The Finnish 404 page's menu is made from the content like any page's.
 */
export function prerenderedAddresses(content: SiteContent): string[] {
  return [...publicPaths(content), ...notFoundPaths(content), ERROR_PAGE]
}

/** The data the page at a prerendered address is rendered from; undefined when the address is no page (a redirect). */
export function prerenderedAt(content: SiteContent, address: string): unknown {
  if (address === ERROR_PAGE || notFoundPaths(content).includes(address)) return notFoundData(content, address)
  const at = pageAt(content, address)
  return at.kind === 'page' ? at.view : undefined
}

/** Every prerendered address with the data its page is rendered from, in the prerender's order. */
export function prerenderedData(content: SiteContent): Map<string, unknown> {
  const data = new Map<string, unknown>()
  for (const address of prerenderedAddresses(content)) {
    const at = prerenderedAt(content, address)
    if (at !== undefined) data.set(address, at)
  }
  return data
}
