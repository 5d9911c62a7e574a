/**
 * Renders the nginx configuration of the site into one folder, at deploy time:
 * site.conf (from deploy/nginx/site.conf.template), redirects.conf,
 * headers-maps.conf and headers.conf (from the build's _redirects and _headers,
 * deploy/host-files.ts), and nginx.conf (a standalone main configuration for
 * `nginx -p OUT -c OUT/nginx.conf`: tests, benchmarks, containers).
 *
 *   npm run deploy:nginx -- --out /etc/nginx/remontti \
 *     --certificate /etc/letsencrypt/live/example.fi/fullchain.pem \
 *     --certificate-key /etc/letsencrypt/live/example.fi/privkey.pem \
 *     --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002
 *
 * With --studio-host studio.example.fi (and --studio-upstream 127.0.0.1:3198, --studio-certificate,
 * --studio-certificate-key: the site's certificate by default) site.conf also has the content studio's
 * server block (deploy/nginx/studio.conf.template, issue 29). With releases, --client names
 * RELEASES_DIR/current/client, and `--host-files-only --out DIR --client …/current/client` rewrites
 * only the files a release changes (the studio's RELEASE_SWITCH_COMMAND runs it, then reloads nginx).
 *
 * `npm run deploy:nginx -- --check [--upstream …] [--env-file …]` checks the pair instead: every
 * TRUST_PROXY in the unit, /etc/remontti/env and the Procfile trusts nginx (deploy/check-pair.ts).
 *
 * Options (defaults): --client dist/client (the build; also where _redirects and
 * _headers are read, unless --redirects / --headers name other files),
 * --server-name (the host of site.json's url), --http-listen 80, --https-listen
 * 443 (repeatable; `[::]:443` for IPv6), --access-log /var/log/nginx/remontti.access.log,
 * --contact-rate 2r/s, --contact-burst 10, --conn-per-address 64, --worker-processes auto,
 * --worker-connections 8192 (per worker; worker_rlimit_nofile is twice that and 1024 more),
 * --request-rate 50r/s, --request-burst 400, --request-delay 100 (every other request, per address:
 * docs/decisions/222).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { writeFilesDurably } from '../src/storage/replace-file.js'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SERVER_UI } from '../src/ui/strings.fi.js'
import { checkPair, deployFiles } from './check-pair.js'
import { parseHeaders, parseRedirects, renderHeaders, renderRedirects } from './host-files.js'
import { LANGUAGE_INFO, TARGET_LANGS } from '../src/i18n/languages.js'

const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * The per-address request limit's defaults (docs/decisions/222): a first visit asks for up to about 45
 * files at once and a person reads before the next page, so 100 requests pass at once and 50 a second
 * after that; up to 400 wait their turn before nginx answers 429.
 */
export const REQUEST_LIMIT = { rate: '50r/s', burst: 400, delay: 100 }
const TEMPLATES = path.join(ROOT, 'deploy/nginx')

export interface RenderOptions {
  out: string
  client: string
  redirectsFile?: string
  headersFile?: string
  serverName: string
  certificate: string
  certificateKey: string
  upstreams: string[]
  httpListen: string[]
  httpsListen: string[]
  accessLog: string
  contactRate: string
  contactBurst: number
  connPerAddress: number
  workerProcesses: string
  /** Connections per worker (the standalone nginx.conf; Debian's /etc/nginx/nginx.conf has its own). */
  workerConnections: number
  /** Per address, every request but the contact form's: nginx's limit_req rate, burst and delay. */
  requestRate: string
  requestBurst: number
  requestDelay: number
  /** The content studio on its own host name (issue 29): studio.conf beside site.conf. */
  studio?: { host: string; upstream: string; certificate?: string; certificateKey?: string }
}

/** Fills `{{name}}` in a template; every placeholder must have a value. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`template placeholder {{${key}}} has no value`)
    return value
  })
}

/** The same body as `location /` (headers, file or page, else 404), for exact redirect locations that fall through. */
const staticBody = (out: string) => [`include ${out}/headers.conf;`, 'try_files $uri $uri/index.html =404;']

/**
 * Each language's prefix answers an unknown address with its own 404 page, which is an answer, not a page
 * of its own (asked for by name, it is a 404): the table of languages, src/i18n/languages.ts.
 */
function languageLocations(out: string): string {
  const names = [`  location ~ ^/(${TARGET_LANGS.join('|')})/404\\.html$ {`, '    internal;', '  }']
  const blocks = TARGET_LANGS.map((lang) => {
    const prefix = LANGUAGE_INFO[lang].prefix
    return [
      `  location ${prefix}/ {`,
      `    include ${out}/headers.conf;`,
      `    error_page 404 @remontti_404_${lang};`,
      '    try_files $uri $uri/index.html =404;',
      '  }',
      `  location @remontti_404_${lang} {`,
      '    # The headers of the page served, not of the path asked (which has none: it is not a page).',
      `    set $remontti_path ${prefix}/404.html;`,
      `    include ${out}/headers.conf;`,
      `    try_files ${prefix}/404.html /404.html =404;`,
      '  }',
    ].join('\n')
  })
  return [...names, ...blocks].join('\n')
}

function readHostFile(file: string): string {
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: the build writes _redirects and _headers into dist/client (or pass --redirects/--headers)`,
    )
  return readFileSync(file, 'utf8')
}

type HostFileOptions = Pick<RenderOptions, 'out' | 'client' | 'redirectsFile' | 'headersFile'>

/** redirects.conf and the header files of a build's _redirects and _headers, included from `out`. */
function hostFiles(o: HostFileOptions) {
  const out = path.resolve(o.out)
  const { rules, skipped } = parseRedirects(readHostFile(o.redirectsFile ?? path.join(o.client, '_redirects')))
  const headers = renderHeaders(parseHeaders(readHostFile(o.headersFile ?? path.join(o.client, '_headers'))))
  const files = {
    'redirects.conf': renderRedirects(rules, staticBody(out), [`include ${out}/headers.conf;`]),
    'headers-maps.conf': headers.maps,
    'headers.conf': headers.adds,
  }
  return { files, skipped }
}

/** The studio server block's values: its host, its upstream, its certificate (the site's by default). */
function studioValues(o: RenderOptions, studio: NonNullable<RenderOptions['studio']>, httpsPort: string) {
  return {
    studio_host: studio.host,
    studio_canonical_host: httpsPort === '443' ? studio.host : `${studio.host}:${httpsPort}`,
    studio_upstream: studio.upstream,
    studio_certificate: path.resolve(studio.certificate ?? o.certificate),
    studio_certificate_key: path.resolve(studio.certificateKey ?? o.certificateKey),
  }
}

/**
 * Only the files made from a build's _redirects and _headers (redirects.conf, headers-maps.conf,
 * headers.conf): what changes with each release. The studio's switch command runs this for the
 * release it made live, then reloads nginx (docs/operations.md).
 */
export function writeHostFiles(o: HostFileOptions): string[] {
  const out = path.resolve(o.out)
  const { files, skipped } = hostFiles(o)
  mkdirSync(out, { recursive: true })
  // Each file replaced in one step (a reload never reads half a file), flushed to the disk.
  writeFilesDurably(Object.entries(files).map(([name, text]) => ({ file: path.join(out, name), data: text })))
  return skipped
}

/**
 * TLS of every server on 443, the catch-all included (issue 44): Mozilla's "intermediate" profile, one
 * list for all. A client without SNI, or with a name nginx does not serve, is answered by the catch-all's
 * settings, so it gets the same protocols and suites as the site (then its connection is closed).
 */
export const TLS_SETTINGS = [
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_cache shared:remontti_tls:10m;',
  'ssl_session_timeout 1d;',
  'ssl_session_tickets off;',
] as const

export function renderNginx(o: RenderOptions): { files: Record<string, string>; skipped: string[] } {
  const out = path.resolve(o.out)
  const host = hostFiles(o)
  const httpsPort = /:(\d+)$/.exec(o.httpsListen[0] ?? '')?.[1] ?? o.httpsListen[0] ?? '443'
  const values: Record<string, string> = {
    out,
    root: path.resolve(o.client),
    server_name: o.serverName,
    canonical_host: httpsPort === '443' ? o.serverName : `${o.serverName}:${httpsPort}`,
    certificate: path.resolve(o.certificate),
    certificate_key: path.resolve(o.certificateKey),
    upstream_servers: o.upstreams.map((u) => `  server ${u} max_fails=1 fail_timeout=5s;`).join('\n'),
    http_listen: o.httpListen.map((l) => `  listen ${l};`).join('\n'),
    https_listen: o.httpsListen.map((l) => `  listen ${l} ssl http2;`).join('\n'),
    access_log: o.accessLog,
    contact_rate: o.contactRate,
    contact_burst: String(o.contactBurst),
    conn_per_address: String(o.connPerAddress),
    worker_processes: o.workerProcesses,
    worker_connections: String(o.workerConnections),
    worker_rlimit_nofile: String(2 * o.workerConnections + 1024),
    http_listen_default: o.httpListen.map((l) => `  listen ${l} default_server;`).join('\n'),
    https_listen_default: o.httpsListen.map((l) => `  listen ${l} ssl http2 default_server;`).join('\n'),
    tls: TLS_SETTINGS.map((l) => `  ${l}`).join('\n'),
    api_not_found: JSON.stringify({ error: SERVER_UI.http.apiNotFound }).replace(/'/g, "\\'"),
    request_rate: o.requestRate,
    request_burst: String(o.requestBurst),
    request_delay: String(o.requestDelay),
    language_locations: languageLocations(out),
  }
  if (o.studio) Object.assign(values, studioValues(o, o.studio, httpsPort))
  const template = (name: string) => fill(readFileSync(path.join(TEMPLATES, `${name}.template`), 'utf8'), values)
  return {
    files: {
      'site.conf': template('site.conf') + (o.studio ? `\n${template('studio.conf')}` : ''),
      'nginx.conf': template('nginx.conf'),
      ...host.files,
    },
    skipped: host.skipped,
  }
}

export function writeNginx(o: RenderOptions): string[] {
  const { files, skipped } = renderNginx(o)
  for (const dir of ['', 'tmp']) mkdirSync(path.join(o.out, dir), { recursive: true })
  writeFilesDurably(Object.entries(files).map(([name, text]) => ({ file: path.join(o.out, name), data: text })))
  return skipped
}

function siteHost(): string {
  const site = JSON.parse(readFileSync(path.join(ROOT, 'pages-data/site.json'), 'utf8')) as { url: string }
  return new URL(site.url).hostname
}

export function optionsFromArgs(args: string[]): RenderOptions {
  const { values: v } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      client: { type: 'string', default: 'dist/client' },
      redirects: { type: 'string' },
      headers: { type: 'string' },
      'server-name': { type: 'string' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3001', '127.0.0.1:3002'] },
      'http-listen': { type: 'string', multiple: true, default: ['80'] },
      'https-listen': { type: 'string', multiple: true, default: ['443'] },
      'access-log': { type: 'string', default: '/var/log/nginx/remontti.access.log' },
      'contact-rate': { type: 'string', default: '2r/s' },
      'contact-burst': { type: 'string', default: '10' },
      'conn-per-address': { type: 'string', default: '64' },
      'worker-processes': { type: 'string', default: 'auto' },
      'worker-connections': { type: 'string', default: '8192' },
      'request-rate': { type: 'string', default: REQUEST_LIMIT.rate },
      'request-burst': { type: 'string', default: String(REQUEST_LIMIT.burst) },
      'request-delay': { type: 'string', default: String(REQUEST_LIMIT.delay) },
      'studio-host': { type: 'string' },
      'studio-upstream': { type: 'string', default: '127.0.0.1:3198' },
      'studio-certificate': { type: 'string' },
      'studio-certificate-key': { type: 'string' },
    },
  })
  if (!v.out || !v.certificate || !v['certificate-key'])
    throw new Error('--out, --certificate and --certificate-key are required (see deploy/render-nginx.ts)')
  return {
    out: v.out,
    client: v.client,
    redirectsFile: v.redirects,
    headersFile: v.headers,
    serverName: v['server-name'] ?? siteHost(),
    certificate: v.certificate,
    certificateKey: v['certificate-key'],
    upstreams: v.upstream,
    httpListen: v['http-listen'],
    httpsListen: v['https-listen'],
    accessLog: v['access-log'],
    contactRate: v['contact-rate'],
    contactBurst: Number(v['contact-burst']),
    connPerAddress: Number(v['conn-per-address']),
    workerProcesses: v['worker-processes'],
    workerConnections: Number(v['worker-connections']),
    requestRate: v['request-rate'],
    requestBurst: Number(v['request-burst']),
    requestDelay: Number(v['request-delay']),
    ...(v['studio-host']
      ? {
          studio: {
            host: v['studio-host'],
            upstream: v['studio-upstream'],
            certificate: v['studio-certificate'],
            certificateKey: v['studio-certificate-key'],
          },
        }
      : {}),
  }
}

/** --check [--env-file F]...: the nginx upstreams against the instances' TRUST_PROXY (deploy/check-pair.ts); exit 1 on a problem. */
function runCheck(args: string[]): number {
  const { values: v } = parseArgs({
    args,
    strict: false,
    options: {
      upstream: { type: 'string', multiple: true, default: ['127.0.0.1:3001', '127.0.0.1:3002'] },
      'env-file': {
        type: 'string',
        multiple: true,
        default: [
          '/etc/remontti/env',
          path.join(ROOT, 'deploy/systemd/remontti-api@.service'),
          path.join(ROOT, 'deploy/Procfile'),
        ],
      },
    },
  })
  const files = deployFiles(v['env-file'] as string[])
  const problems = checkPair(v.upstream as string[], files)
  for (const p of problems) console.error(`${p.file}: ${p.message}`)
  if (!problems.length)
    console.log(
      `nginx -> ${(v.upstream as string[]).join(', ')}: TRUST_PROXY trusts it in ${Object.keys(files).join(', ')}`,
    )
  return problems.length ? 1 : 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (process.argv.includes('--check')) process.exit(runCheck(process.argv.slice(2).filter((a) => a !== '--check')))
    if (process.argv.includes('--host-files-only')) {
      const { values: v } = parseArgs({
        args: process.argv.slice(2).filter((a) => a !== '--host-files-only'),
        options: { out: { type: 'string' }, client: { type: 'string', default: 'dist/client' } },
      })
      if (!v.out) throw new Error('--host-files-only needs --out (the folder site.conf includes them from)')
      for (const line of writeHostFiles({ out: v.out, client: v.client })) console.warn(`skipped ${line}`)
      console.log(`redirects.conf and headers*.conf written to ${path.resolve(v.out)} from ${v.client}`)
      process.exit(0)
    }
    const options = optionsFromArgs(process.argv.slice(2))
    for (const line of writeNginx(options)) console.warn(`skipped ${line}`)
    console.log(`nginx configuration written to ${path.resolve(options.out)} (check it: nginx -t)`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
