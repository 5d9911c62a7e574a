/** Where the rules are served; every page names it in a Speculation-Rules header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/**
 * Speculation Rules (Chromium): prefetch a same-site page when the pointer
 * rests on its link or it is pressed ("moderate"), so a page load after a
 * click is usually instant without a client router. Given as a header on
 * every document (server/headers.ts) and a file the build writes
 * (scripts/static-files.ts), because the CSP allows no inline script.
 */
export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/*.xml', '/*.txt', '/images/*', '/assets/*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
}
