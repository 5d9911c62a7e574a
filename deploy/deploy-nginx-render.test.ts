/**
 * deploy/render-nginx.ts: the static host's _redirects and _headers (fixture in
 * tests/fixtures/static-host/) become nginx locations and header maps. The
 * configuration itself runs in nginx in tests/e2e/deploy-nginx.spec.ts.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { checkPair, deployFiles } from './check-pair.js'
import { describe, expect, it } from 'vitest'
import { mapKey, parseHeaders, parseRedirects, patternRegex, renderHeaders, renderRedirects } from './host-files.js'
import { fill, renderNginx } from './render-nginx.js'

const FIXTURE = path.resolve(import.meta.dirname, '../tests/fixtures/static-host')
const ROOT_DIR = path.resolve(import.meta.dirname, '..')
const read = (name: string) => readFileSync(path.join(FIXTURE, name), 'utf8')

describe('_redirects', () => {
  const { rules, skipped } = parseRedirects(read('_redirects'))

  it('reads paths, one query condition, splats and statuses; skips what is not a redirect', () => {
    expect(rules.map((r) => [r.from, r.query, r.to, r.status])).toEqual([
      ['/palvelu/lumityot', null, '/palvelu/lumen-poisto', 301],
      ['/esimerkit', { name: 'kategoria', value: 'katot' }, '/esimerkit/katot', 301],
      ['/esimerkit', { name: 'kategoria', value: 'Katot' }, '/esimerkit/katot', 301],
      ['/esimerkit', { name: 'kategoria', value: ':value' }, '/esimerkit', 301],
      ['/vanha-blogi/*', null, '/blogi/:splat', 301],
    ])
    expect(skipped).toEqual(['_redirects:11: /* /404.html 404 (status 404 is not a redirect)'])
  })

  it('renders one exact location per path: the query rules in file order, then the page itself', () => {
    const conf = renderRedirects(rules, ['include /x/headers.conf;', 'try_files $uri $uri/index.html =404;'])
    expect(conf).toContain(
      'location = /palvelu/lumityot {\n  return 301 "/palvelu/lumen-poisto$is_args$args"; # line 3\n}',
    )
    const examples = conf.slice(conf.indexOf('location = /esimerkit {'))
    expect(examples.split('\n').slice(0, 6)).toEqual([
      'location = /esimerkit {',
      '  if ($arg_kategoria = "katot") { return 301 "/esimerkit/katot"; } # line 5',
      '  if ($arg_kategoria = "Katot") { return 301 "/esimerkit/katot"; } # line 6',
      '  if ($arg_kategoria != "") { return 301 "/esimerkit"; } # line 7',
      '  include /x/headers.conf;',
      '  try_files $uri $uri/index.html =404;',
    ])
    expect(conf).toContain('location ~ ^/vanha-blogi/(?<remontti_splat_9>.*)$ {')
    expect(conf).toContain('return 301 "/blogi/$remontti_splat_9$is_args$args";')
  })

  it('refuses what could redirect off-site or break the configuration', () => {
    for (const line of [
      '/a //evil.example 301',
      '/a http://evil.example 301',
      '/a /b"; 301',
      '/a b=c d=e /x 301',
      'a /b 301',
    ])
      expect(() => parseRedirects(line), line).toThrow(/_redirects:1/)
  })
})

describe('_headers', () => {
  const blocks = parseHeaders(read('_headers'))

  it('reads blocks, values and dropped headers', () => {
    expect(blocks.map((b) => b.pattern)).toEqual(['/*', '/assets/*', '/images/*', '/sitemap.xml'])
    expect(blocks[1]!.headers.get('content-security-policy')).toEqual({ name: 'Content-Security-Policy', value: null })
    expect(blocks[0]!.headers.get('x-frame-options')?.value).toBe('DENY')
  })

  it('patterns become anchored regexes', () => {
    expect(patternRegex('/*')).toBe('^/')
    expect(patternRegex('/assets/*')).toBe('^/assets/')
    expect(patternRegex('/*.svg')).toBe('^/.*\\.svg$')
    expect(patternRegex('/sitemap.xml')).toBe('^/sitemap\\.xml$')
  })

  it('an exact path is a plain key (a hash lookup in nginx), a splat or a path with capitals a regex', () => {
    expect(mapKey('/palvelu/keittion-remontti')).toBe('/palvelu/keittion-remontti')
    expect(mapKey('/sitemap.xml')).toBe('/sitemap.xml')
    expect(mapKey('/assets/*')).toBe('~^/assets/')
    expect(mapKey('/Kuvat/x.jpg')).toBe('~^/Kuvat/x\\.jpg$')
  })

  /**
   * The value nginx's map picks for a path: a plain key equal to it (compared without case), else
   * the first matching regex, else the default.
   */
  function pick(maps: string, variable: string, uri: string): string {
    const block = maps.slice(maps.indexOf(`${variable} {`), maps.indexOf('}', maps.indexOf(`${variable} {`)))
    const exact = [...block.matchAll(/^ {2}"([^~].*?)" "(.*?)";/gm)].find(
      ([, key]) => key!.toLowerCase() === uri.toLowerCase(),
    )
    if (exact) return exact[2]!
    const entries = [...block.matchAll(/^ {2}"~(.*?)" "(.*?)";/gm)]
    const hit = entries.find(([, regex]) => new RegExp(regex!.replace(/\\\\/g, '\\')).test(uri))
    return hit ? hit[2]! : (/default "(.*?)";/.exec(block)?.[1] ?? '')
  }

  it('each header is chosen by the most specific pattern that names it', () => {
    const { maps, adds } = renderHeaders(blocks)
    const csp = '$remontti_h_content_security_policy'
    expect(pick(maps, csp, '/palvelu/keittion-remontti')).toContain("frame-ancestors 'none'")
    expect(pick(maps, csp, '/assets/entries/x.js')).toBe('')
    expect(pick(maps, '$remontti_h_cache_control', '/assets/entries/x.js')).toBe('public, max-age=31536000, immutable')
    expect(pick(maps, '$remontti_h_cache_control', '/')).toBe('no-cache')
    expect(pick(maps, '$remontti_h_speculation_rules', '/sitemap.xml')).toBe('')
    expect(maps).toContain('"\\"/speculation-rules.json\\""')
    expect(adds).toContain('add_header X-Frame-Options $remontti_h_x_frame_options always;')
  })

  it("without any _headers line the Node server's cache rules, HSTS and nosniff still apply", () => {
    const { maps } = renderHeaders([])
    const cache = '$remontti_h_cache_control'
    expect(pick(maps, cache, '/assets/a.js')).toBe('public, max-age=31536000, immutable')
    expect(pick(maps, cache, '/images/x.webp')).toBe('public, max-age=86400')
    expect(pick(maps, cache, '/404.html')).toBe('no-cache')
    expect(pick(maps, cache, '/palvelu/x')).toBe('no-cache')
    expect(pick(maps, '$remontti_h_strict_transport_security', '/x')).toContain('max-age=31536000')
  })

  it('refuses a value nginx would read as a variable', () => {
    expect(() => parseHeaders('/*\n  X-A: $host')).toThrow(/_headers:2/)
  })
})

describe('render-nginx', () => {
  it('fills every placeholder of the templates and refuses an unknown one', () => {
    expect(() => fill('a {{nope}}', {})).toThrow(/nope/)
    const { files } = renderNginx({
      out: '/tmp/remontti-nginx',
      client: '/srv/remontti/dist/client',
      redirectsFile: path.join(FIXTURE, '_redirects'),
      headersFile: path.join(FIXTURE, '_headers'),
      serverName: 'www.remonttiapu.example',
      certificate: '/etc/ssl/site.pem',
      certificateKey: '/etc/ssl/site.key',
      upstreams: ['127.0.0.1:3001', '127.0.0.1:3002'],
      httpListen: ['80', '[::]:80'],
      httpsListen: ['443', '[::]:443'],
      accessLog: '/var/log/nginx/remontti.access.log',
      contactRate: '2r/s',
      contactBurst: 10,
      connPerAddress: 64,
      workerProcesses: 'auto',
      workerConnections: 8192,
      requestRate: '50r/s',
      requestBurst: 400,
      requestDelay: 100,
    })
    const site = files['site.conf']!
    expect(site).not.toMatch(/\{\{/)
    expect(site).toContain('  server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;\n  server 127.0.0.1:3002')
    expect(site).toContain('listen [::]:443 ssl http2;')
    expect(site).toContain('return 301 https://www.remonttiapu.example$request_uri;')
    expect(site).toContain('root /srv/remontti/dist/client;')
    expect(site).toMatch(/proxy_next_upstream error timeout;/)
    expect(site).not.toMatch(/^\s*proxy_next_upstream [^\n]*non_idempotent/m)
    expect(files['nginx.conf']).toContain('include /tmp/remontti-nginx/site.conf;')
    // The per-address request limit at server level (every location without its own), before any map the hash size.
    expect(site).toContain('limit_req_zone $binary_remote_addr zone=remontti_requests:10m rate=50r/s;')
    expect(site).toMatch(/^ {2}limit_req zone=remontti_requests burst=400 delay=100;$/m)
    expect(site.indexOf('map_hash_bucket_size')).toBeLessThan(site.indexOf('map '))

    // The slow-client limits at http level, before every server block (the :80 one
    // included), per-address limits on :80 too, the worker sized in the standalone configuration.
    const firstServer = site.indexOf('\nserver {')
    for (const line of ['client_header_timeout 5s;', 'client_body_timeout 5s;', 'reset_timedout_connection on;'])
      expect(site.indexOf(`\n${line}`), line).toBeLessThan(firstServer)
    const [, fallback, plain, tls] = site.split('\nserver {')
    expect(plain).toContain('limit_conn remontti_perip 64;')
    expect(plain).toMatch(/limit_req zone=remontti_requests burst=400 delay=100;/)
    expect(files['nginx.conf']).toContain('worker_connections 8192;')
    expect(files['nginx.conf']).toContain('worker_rlimit_nofile 17408;')
    // Point 3: only the API's exact paths are passed on; the rest of /api/ is answered by nginx.
    expect(site).toMatch(/location \^~ \/api\/ \{[^}]*default_type application\/json;\s*return 404 /)
    expect(tls).toMatch(/location = \/api\/send-telegram \{[^}]*proxy_request_buffering off;/)
    // Point 7: a default server closes unknown hosts, redirects name no host, dotfiles are 404.
    expect(fallback).toContain('listen [::]:443 ssl http2 default_server;')
    expect(fallback).toContain('return 444;')
    expect(site.indexOf('\nabsolute_redirect off;')).toBeLessThan(firstServer)
    expect(tls).toContain('location ~ /\\.(?!well-known/) {')
  })
})

describe('npm run deploy:nginx -- --check', () => {
  const upstreams = ['127.0.0.1:3001', '127.0.0.1:3002']
  it('passes the repository’s own unit and Procfile', () => {
    const files = deployFiles([
      path.join(ROOT_DIR, 'deploy/systemd/remontti-api@.service'),
      path.join(ROOT_DIR, 'deploy/Procfile'),
    ])
    expect(Object.keys(files)).toHaveLength(2)
    expect(checkPair(upstreams, files)).toEqual([])
  })

  it('finds a missing TRUST_PROXY, and one that does not trust nginx', () => {
    expect(checkPair(upstreams, { '/etc/remontti/env': 'DATABASE_URL=postgresql://x\n' })[0]?.message).toMatch(
      /no TRUST_PROXY/,
    )
    expect(checkPair(upstreams, { unit: 'Environment=PORT=3001 TRUST_PROXY=10.0.0.5' })[0]?.message).toMatch(
      /does not trust nginx/,
    )
    expect(checkPair(upstreams, { env: 'TRUST_PROXY=true' })[0]?.message).toMatch(/refused/)
    for (const value of ['loopback', '1', '127.0.0.1', '127.0.0.0/8'])
      expect(checkPair(upstreams, { env: `TRUST_PROXY=${value}` }), value).toEqual([])
  })
})
