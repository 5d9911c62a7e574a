import type { RequestHandler } from 'express'

/** Where the rules are served; every page names it in a Speculation-Rules header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/**
 * Speculation Rules (Chromium): prefetch a same-site page when the pointer
 * rests on its link or it is pressed ("moderate"), so a page load after a
 * click is usually instant without a client router. Given as a header and a
 * file, because the CSP allows no inline script.
 */
const speculationRules = {
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

export const serveSpeculationRules: RequestHandler = (_req, res) => {
  res
    .type('application/speculationrules+json')
    .setHeader('Cache-Control', 'public, max-age=3600')
    .send(JSON.stringify(speculationRules))
}

/** Adds the Speculation-Rules header to every HTML page response. */
export const announceSpeculationRules: RequestHandler = (_req, res, next) => {
  res.setHeader('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`)
  next()
}
