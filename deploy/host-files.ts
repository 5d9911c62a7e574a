/**
 * The static host's two files, as Netlify and Cloudflare Pages read them, turned
 * into nginx configuration (docs/decisions/177):
 *
 * - `_redirects`: `FROM TO [STATUS]` a line; FROM an exact path or a `/prefix/*`
 *   splat (`:splat` in TO); one optional query condition `name=value` or
 *   `name=:placeholder` between them (`/esimerkit kategoria=katot /esimerkit/katot 301`).
 *   The first matching line wins. Only 301, 302, 303, 307 and 308 are redirects;
 *   other lines (200 rewrites, 404 pages) are listed as skipped.
 * - `_headers`: a path pattern (`/*`, `/assets/*`, `/*.svg`, `/exact`) at the line
 *   start, then indented `Name: value` lines, or `! Name` to drop a header the
 *   wider patterns set. Per header, the most specific pattern that names it wins.
 *
 * Pure functions (no file access): deploy/render-nginx.ts reads and writes.
 */

export interface Redirect {
  from: string
  query: { name: string; value: string } | null
  to: string
  status: number
  line: number
}

export interface HeaderBlock {
  pattern: string
  /** Header name -> value; null = dropped (`! Name`). */
  headers: Map<string, { name: string; value: string | null }>
  line: number
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const PATH = /^\/[A-Za-z0-9._~%!+,=@:/-]*$/
const TARGET = /^(\/(?!\/)|https:\/\/)[A-Za-z0-9._~%!+,=@:/?&-]*$/
const QUERY = /^([A-Za-z0-9_-]+)=(:[A-Za-z]\w*|[A-Za-z0-9._~%+-]+)$/
const HEADER_NAME = /^[A-Za-z0-9-]+$/

function fail(file: string, line: number, message: string): never {
  throw new Error(`${file}:${line}: ${message}`)
}

function contentLines(text: string): { line: number; raw: string }[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: i + 1, raw: raw.replace(/\s+$/, '') }))
    .filter(({ raw }) => raw.trim() !== '' && !raw.trim().startsWith('#'))
}

export function parseRedirects(text: string): { rules: Redirect[]; skipped: string[] } {
  const rules: Redirect[] = []
  const skipped: string[] = []
  for (const { line, raw } of contentLines(text)) {
    const tokens = raw.trim().split(/\s+/)
    const from = tokens.shift() ?? ''
    const conditions = tokens.filter((t) => QUERY.test(t) && !t.startsWith('/'))
    const rest = tokens.filter((t) => !conditions.includes(t))
    const to = rest[0] ?? ''
    const status = Number((rest[1] ?? '301').replace(/!$/, ''))
    const splat = from.endsWith('/*')
    if (!PATH.test(splat ? from.slice(0, -1) : from))
      fail('_redirects', line, `"${from}" is not a path this renderer knows`)
    if (rest.length > 2 || conditions.length > 1) fail('_redirects', line, 'expected FROM [name=value] TO [STATUS]')
    if (!REDIRECT_STATUSES.has(status)) {
      skipped.push(`_redirects:${line}: ${raw.trim()} (status ${rest[1]} is not a redirect)`)
      continue
    }
    if (!TARGET.test(to)) fail('_redirects', line, `"${to}" is not a local path or an https address`)
    const match = conditions[0] ? QUERY.exec(conditions[0]) : null
    rules.push({ from, query: match ? { name: match[1]!, value: match[2]! } : null, to, status, line })
  }
  return { rules, skipped }
}

export function parseHeaders(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = []
  for (const { line, raw } of contentLines(text)) {
    if (!/^\s/.test(raw)) {
      if (!PATH.test(raw.replace(/\*/g, ''))) fail('_headers', line, `"${raw}" is not a path pattern`)
      blocks.push({ pattern: raw, headers: new Map(), line })
      continue
    }
    const block = blocks.at(-1) ?? fail('_headers', line, 'a header line before any path')
    const text = raw.trim()
    const drop = /^!\s*([A-Za-z0-9-]+)$/.exec(text)
    const set = /^([^:\s]+)\s*:\s*(.*)$/.exec(text)
    const name = drop?.[1] ?? set?.[1] ?? ''
    if (!HEADER_NAME.test(name)) fail('_headers', line, `"${text}" is neither "Name: value" nor "! Name"`)
    const value = drop ? null : (set?.[2] ?? '')
    if (value !== null && (/[$\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 32)))
      fail('_headers', line, `the value of ${name} has $, \\ or a control character`)
    block.headers.set(name.toLowerCase(), { name, value })
  }
  return blocks
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The nginx regex of a `_headers` pattern (`*` matches anything, also `/`). */
export function patternRegex(pattern: string): string {
  const body = pattern.split('*').map(escapeRegex).join('.*')
  return pattern.endsWith('*') ? `^${body.replace(/\.\*$/, '')}` : `^${body}$`
}

/**
 * The `map` key of a pattern. An exact path is a plain string: nginx finds it in a hash, before any
 * regex, which keeps the order of specificity() (exact paths first). As regexes, the ~240 page paths
 * of each header were tried one by one on every request: half the deploy's page throughput
 * (docs/decisions/223). nginx compares plain keys without case, so a path with capitals stays a regex.
 */
export function mapKey(pattern: string): string {
  return pattern.includes('*') || pattern !== pattern.toLowerCase() ? `~${patternRegex(pattern)}` : pattern
}

/** Larger is more specific: exact paths first, then by the length of the literal text. */
export function specificity(pattern: string): number {
  return (pattern.includes('*') ? 0 : 1_000_000) + pattern.replace(/\*/g, '').length
}

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
export const headerVariable = (name: string) => `$remontti_h_${name.toLowerCase().replace(/-/g, '_')}`

/** Lowest-priority entries (after every `_headers` line): what the Node server sends when the files say nothing. */
export const BASE_HEADERS: { name: string; entries: [string, string][]; fallback: string }[] = [
  {
    name: 'Cache-Control',
    entries: [
      ['^/assets/', 'public, max-age=31536000, immutable'],
      ['\\.html$', 'no-cache'],
      ['\\.[A-Za-z0-9]+$', 'public, max-age=86400'],
    ],
    fallback: 'no-cache',
  },
  { name: 'Strict-Transport-Security', entries: [], fallback: 'max-age=31536000; includeSubDomains' },
  { name: 'X-Content-Type-Options', entries: [], fallback: 'nosniff' },
]

/**
 * Headers nginx sets itself from the file (its types and `charset_types` in site.conf.template): an
 * `add_header` for them would send a second, comma-joined value.
 */
const FILE_TYPE_HEADERS = new Set(['content-type'])

/**
 * headers-maps.conf (http level: one `map` per header name, keyed by the public path) and
 * headers.conf (the `add_header ... always` lines for the static locations; an empty value sends nothing).
 */
export function renderHeaders(blocks: HeaderBlock[], pathVariable = '$remontti_path'): { maps: string; adds: string } {
  const ordered = blocks
    .map((b, index) => ({ b, index }))
    .sort((x, y) => specificity(y.b.pattern) - specificity(x.b.pattern) || y.index - x.index)
    .map(({ b }) => b)
  const names = new Map<string, string>()
  for (const b of blocks)
    for (const [key, { name }] of b.headers) if (!names.has(key) && !FILE_TYPE_HEADERS.has(key)) names.set(key, name)
  for (const base of BASE_HEADERS)
    if (!names.has(base.name.toLowerCase())) names.set(base.name.toLowerCase(), base.name)
  const maps: string[] = ['# Generated by deploy/render-nginx.ts from _headers: do not edit.']
  const adds: string[] = ['# Generated by deploy/render-nginx.ts from _headers: do not edit.']
  for (const [key, name] of names) {
    const base = BASE_HEADERS.find((h) => h.name.toLowerCase() === key)
    const lines = ordered
      .filter((b) => b.headers.has(key))
      .map((b) => `  ${quote(mapKey(b.pattern))} ${quote(b.headers.get(key)!.value ?? '')}; # ${b.pattern}`)
    for (const [regex, value] of base?.entries ?? []) lines.push(`  ${quote(`~${regex}`)} ${quote(value)};`)
    maps.push(
      `map ${pathVariable} ${headerVariable(name)} {`,
      `  default ${quote(base?.fallback ?? '')};`,
      ...lines,
      '}',
    )
    adds.push(`add_header ${name} ${headerVariable(name)} always;`)
  }
  return { maps: `${maps.join('\n')}\n`, adds: `${adds.join('\n')}\n` }
}

/** The target with `:splat` and query placeholders as nginx variables. */
function target(rule: Redirect, splatVar: string): string {
  let to = rule.to.replace(/:splat\b/g, splatVar)
  if (rule.query?.value.startsWith(':'))
    to = to.split(rule.query.value).join(`$arg_${rule.query.name.replace(/-/g, '_')}`)
  return to
}

function exactLocation(from: string, rules: Redirect[], staticBody: string[], headerLines: string[]): string[] {
  const body: string[] = []
  for (const rule of rules) {
    const arg = rule.query ? `$arg_${rule.query.name.replace(/-/g, '_')}` : ''
    const to = target(rule, '')
    if (!rule.query) {
      body.push(
        `  return ${rule.status} ${quote(`${to}${to.includes('?') ? '' : '$is_args$args'}`)}; # line ${rule.line}`,
      )
      return [`location = ${from} {`, ...headerLines.map((l) => `  ${l}`), ...body, '}']
    }
    const test = rule.query.value.startsWith(':') ? `(${arg} != "")` : `(${arg} = ${quote(rule.query.value)})`
    body.push(`  if ${test} { return ${rule.status} ${quote(to)}; } # line ${rule.line}`)
  }
  return [`location = ${from} {`, ...body, ...staticBody.map((l) => `  ${l}`), '}']
}

/**
 * redirects.conf (server level): one exact location per FROM path, one regex location per splat.
 * `headerLines` go into every location that only redirects, so a 301 has the site's headers too.
 */
export function renderRedirects(rules: Redirect[], staticBody: string[], headerLines: string[] = []): string {
  const out = ['# Generated by deploy/render-nginx.ts from _redirects: do not edit.']
  const exact = new Map<string, Redirect[]>()
  for (const rule of rules) {
    if (rule.from.endsWith('/*')) {
      if (rule.query) throw new Error(`_redirects:${rule.line}: a splat with a query condition is not supported`)
      const prefix = rule.from.slice(0, -1)
      out.push(
        `location ~ ^${escapeRegex(prefix)}(?<remontti_splat_${rule.line}>.*)$ {`,
        ...headerLines.map((l) => `  ${l}`),
        `  return ${rule.status} ${quote(`${target(rule, `$remontti_splat_${rule.line}`)}$is_args$args`)}; # line ${rule.line}`,
        '}',
      )
    } else exact.set(rule.from, [...(exact.get(rule.from) ?? []), rule])
  }
  for (const [from, list] of exact) out.push(...exactLocation(from, list, staticBody, headerLines))
  return `${out.join('\n')}\n`
}
