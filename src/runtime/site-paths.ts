/** The site's fixed paths the code links to or serves, one constant each. */
const SITEMAP_PATH = '/sitemap.xml'
const ROBOTS_PATH = '/robots.txt'
/** The privacy policy page (pages-data/pages/tietosuoja.json), linked from the footer and the cookie banner. */
export const PRIVACY_PATH = '/tietosuoja'
/** Static files a content link may point to. */
export const STATIC_PATHS: readonly string[] = [SITEMAP_PATH, ROBOTS_PATH]
