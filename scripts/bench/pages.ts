import { type Lang, TARGET_LANGS } from '../../src/i18n/languages.js'

/** The page types every browser benchmark measures, one representative route each. */
export const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Service page', path: '/palvelu/talon-maalaus' },
  { name: 'City page', path: '/palvelu/helsinki' },
  { name: 'Calculator page', path: '/laskuri/lattian-asennus' },
  { name: 'Blog article', path: '/blogi/saunan-remontti' },
  { name: 'Contact page', path: '/yhteystiedot' },
] as const

/** A service page without a calculator section (the JavaScript budget's static service page). */
export const SERVICE_PAGE = 'Service page'

/** A service page with a calculator section: the calculator island on a page that is otherwise static. */
export const SERVICE_WITH_CALCULATOR = {
  name: 'Service page with calculator',
  path: '/palvelu/keittion-remontti',
} as const

/**
 * The pages Lighthouse measures beside their stripped copies: every page type, and the service page
 * with a calculator in every language (the pages a buyer lands on most). `lang` names the
 * published version of the Finnish `path` to open (the bench resolves its address).
 */
export const LIGHTHOUSE_PAGES: readonly { name: string; path: string; lang?: Exclude<Lang, 'fi'> }[] = [
  ...PAGES,
  SERVICE_WITH_CALCULATOR,
  ...TARGET_LANGS.map((lang) => ({
    name: `${SERVICE_WITH_CALCULATOR.name} (${lang})`,
    path: SERVICE_WITH_CALCULATOR.path,
    lang,
  })),
]
