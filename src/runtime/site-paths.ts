/** The site's fixed paths the code links to or serves, one constant each. */
export const SITEMAP_PATH = '/sitemap.xml'
export const ROBOTS_PATH = '/robots.txt'
/** Static files a content link may point to. */
export const STATIC_PATHS: readonly string[] = [SITEMAP_PATH, ROBOTS_PATH]
