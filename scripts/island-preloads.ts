/**
 * Island code in one round trip (decision 219): after `vike build`, each <site-island> of the
 * prerendered pages gets data-preload, the files its hydration will import, from the build's manifest
 * (dist/assets.json). src/islands/hydrate-island.ts asks for them all at once (modulepreload), so
 * the island's chunks stop arriving one import level (one round trip) after another. The page script
 * is not touched.
 */
import { sectionComponentName, type SHELL_ISLANDS } from '../src/islands/island-names.js'

/** Vite's manifest: chunk key -> its file, name and static imports (keys). */
export type Manifest = Record<string, { file: string; name?: string; imports?: string[]; dynamicImports?: string[] }>

const HYDRATE = 'src/islands/hydrate-island.ts'
const SHELL_COMPONENTS: Record<(typeof SHELL_ISLANDS)[number], string> = {
  'contact-form': 'ContactForm',
  'contact-dialog-form': 'DialogContactForm',
}

/** The chunk names an island's code may have: its plain-DOM half ("section:calculator" -> calculator.client), its component. */
function codeOf(island: string): { dom?: string; component?: string } {
  if (Object.hasOwn(SHELL_COMPONENTS, island))
    return { component: SHELL_COMPONENTS[island as keyof typeof SHELL_COMPONENTS] }
  const type = /^section:([a-z-]+)$/.exec(island)?.[1]
  return type ? { dom: `${type}.client`, component: sectionComponentName(type) } : {}
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const out = new Set<string>()
  const visit = (key: string) => {
    if (out.has(key) || !manifest[key]) return
    out.add(key)
    for (const i of manifest[key].imports ?? []) visit(i)
  }
  for (const k of keys) visit(k)
  return out
}

/**
 * The files (site addresses) an island's code imports beyond hydrate-island's own, each with its static
 * imports: its plain-DOM half (decision 370) and the page language's catalogue when it has one, else the
 * component with React, IslandRoot and the catalogue. Empty when the manifest has no hydrate-island (a
 * development build) or does not know the island.
 */
export function islandPreloads(manifest: Manifest, island: string, lang: string): string[] {
  const hydrate = manifest[HYDRATE]
  const { dom, component } = codeOf(island)
  if (!hydrate || !component) return []
  const lazy = hydrate.dynamicImports ?? []
  const named = (test: (name: string) => boolean) => lazy.filter((k) => test(manifest[k]?.name ?? ''))
  const catalogue = named((n) => n === `strings.${lang}` || n.startsWith(`strings.${lang}.`))
  const own = named((n) => n === dom)
  const wanted = own.length
    ? [...own, ...catalogue]
    : [...named((n) => n === component), ...named((n) => n === 'react' || n === 'IslandRoot'), ...catalogue]
  if (!own.length && !named((n) => n === component).length) return []
  const loaded = closure(manifest, [HYDRATE])
  return [...closure(manifest, wanted)].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`)
}

/** The page script (pages/+client.ts) and what it imports: on every page already. */
const PAGE_SCRIPT = 'pages/+client.ts'

/**
 * hydrate-island's own files beyond the page script's, as low-priority modulepreload links: on a page
 * whose island starts by itself (on screen or when idle), the loader's first import is then in the
 * cache, and its data-preload list is read one round trip after load instead of three.
 */
export function hydrateIslandLinks(manifest: Manifest): string {
  if (!manifest[HYDRATE]) return ''
  const loaded = closure(manifest, [PAGE_SCRIPT])
  return [...closure(manifest, [HYDRATE])]
    .filter((k) => !loaded.has(k))
    .map((k) => `<link rel="modulepreload" href="/${manifest[k]!.file}" fetchpriority="low"/>`)
    .join('')
}

/**
 * The page with data-preload on each of its islands (an island already carrying one is left as it is),
 * and, when an island starts by itself, hydrate-island's files linked in the head.
 */
export function withIslandPreloads(html: string, manifest: Manifest): string {
  const starts = /<site-island\b[^>]*\sdata-when="(visible|idle)"/.test(html) && !/rel="modulepreload"/.test(html)
  const page = starts ? html.replace('</head>', `${hydrateIslandLinks(manifest)}</head>`) : html
  return page.replace(/<site-island\b[^>]*>/g, (tag) => {
    const island = /\sdata-island="([^"]+)"/.exec(tag)?.[1]
    const lang = /\sdata-lang="([^"]+)"/.exec(tag)?.[1] ?? 'fi'
    if (!island || /\sdata-preload=/.test(tag)) return tag
    const files = islandPreloads(manifest, island, lang)
    return files.length ? tag.replace(/>$/, ` data-preload="${files.join(' ')}">`) : tag
  })
}
