/**
 * Every response header the site sends, in one table (issue 22): the Express
 * server sets them from here, and the build writes the same values into
 * dist/client/_headers for a static host or the nginx in front (decision 171).
 *
 * - On every response: transport, sniffing, referrer and cross-origin headers.
 * - On HTML documents only: the Content-Security-Policy, X-Frame-Options,
 *   Permissions-Policy and Speculation-Rules (they mean nothing on CSS, JS or
 *   images). X-XSS-Protection is not sent: its filter is gone from browsers
 *   and the CSP does its job.
 *
 * The CSP's frame-src and the features the Permissions-Policy allows come from
 * what the section types need (src/sections/page-needs.ts, decision 423).
 */
import { PAGE_NEEDS, contentSecurityPolicy, permissionsPolicy } from '../src/sections/page-needs.js'
import { SPECULATION_RULES_PATH } from './speculation-rules.js'

/** The site's own sources; a section that frames another site adds frame-src (src/sections/page-needs.ts). */
const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://www.googletagmanager.com'],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https://www.google-analytics.com', 'https://www.googletagmanager.com'],
  'connect-src': [
    "'self'",
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** Browser features the site does not use: denied to the page and to anything it embeds, unless a section needs one. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'interest-cohort',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
] as const

const CONTENT_SECURITY_POLICY = contentSecurityPolicy(CSP_DIRECTIVES, PAGE_NEEDS)

const PERMISSIONS_POLICY = permissionsPolicy(DENIED_FEATURES, PAGE_NEEDS)

/** On every response, whatever its type. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Permitted-Cross-Domain-Policies': 'none',
}

/** On HTML documents only (pages and the 404 page). */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Speculation-Rules': `"${SPECULATION_RULES_PATH}"`,
}

/** Cache-Control by kind of file. */
export const CACHE_CONTROL = {
  /** Vite names every file under /assets/ by its content hash: it never changes. */
  asset: 'public, max-age=31536000, immutable',
  /** Pages, the sitemap and robots.txt: always revalidated (an ETag makes that cheap). */
  document: 'no-cache',
  /** Images, icons and other public files. */
  file: 'public, max-age=86400',
} as const

/** Content types a static server does not get right by itself. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}

/** The file the build writes for the Speculation Rules, and its type. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/** Cache-Control of the Speculation Rules file. */
export const SPECULATION_RULES_CACHE = 'public, max-age=3600'

export interface HeadersFileInput {
  /** Addresses of the HTML documents (/, /palvelu, ..., and /404.html). */
  documents: readonly string[]
  /** Public files outside /assets/ and /images/ (/favicon.svg, /logo.png...). */
  files: readonly string[]
  /** Every SVG file (their Content-Type needs the charset). */
  svgFiles: readonly string[]
}

const block = (path: string, headers: Readonly<Record<string, string>>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')

const typeOf = (file: string) => CONTENT_TYPES[file.slice(file.lastIndexOf('.'))]

/**
 * dist/client/_headers (Netlify and Cloudflare Pages format: a path, then its
 * headers indented). A host joins the headers of every block a path matches,
 * so each header name is given by one block per path: the common ones under
 * /*, a Cache-Control for each kind of file, the document headers per page.
 */
export function headersFile({ documents, files, svgFiles }: HeadersFileInput): string {
  const blocks = [
    block('/*', COMMON_HEADERS),
    block('/assets/*', { 'Cache-Control': CACHE_CONTROL.asset }),
    block('/images/*', { 'Cache-Control': CACHE_CONTROL.file }),
    ...documents.map((d) => block(d, { ...DOCUMENT_HEADERS, 'Cache-Control': CACHE_CONTROL.document })),
    block(SPECULATION_RULES_PATH, { 'Content-Type': SPECULATION_RULES_TYPE, 'Cache-Control': SPECULATION_RULES_CACHE }),
    ...files.map((f) => {
      const type = typeOf(f)
      const document = f.endsWith('.xml') || f.endsWith('.txt')
      return block(f, {
        ...(type ? { 'Content-Type': type } : {}),
        'Cache-Control': document ? CACHE_CONTROL.document : CACHE_CONTROL.file,
      })
    }),
    ...svgFiles.filter((f) => !files.includes(f)).map((f) => block(f, { 'Content-Type': CONTENT_TYPES['.svg']! })),
  ]
  return `# Made by npm run build (server/headers.ts): do not edit.\n${blocks.join('\n')}\n`
}
