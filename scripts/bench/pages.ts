/** The page types every browser benchmark measures, one representative route each. */
export const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Service page', path: '/palvelu/keittion-remontti' },
  { name: 'City page', path: '/palvelu/helsinki' },
  { name: 'Calculator page', path: '/laskuri/lattian-asennus' },
  { name: 'Blog article', path: '/blogi/saunan-remontti' },
  { name: 'Contact page', path: '/yhteystiedot' },
] as const

export const SERVICE_PAGE = 'Service page'
