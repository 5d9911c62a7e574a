/**
 * npm run new -- <kind> <slug> [--title "Otsikko"] [--group rooms] [--root DIR]
 *
 * Scaffolds a valid new document from a template and validates it:
 *   service  pages-data/services/<slug>.json      -> /palvelu/<slug>
 *   city     pages-data/cities/<slug>.json        -> /palvelu/<slug>
 *   page     pages-data/pages/<slug>.json         -> /<slug>
 *   blog     pages-data/blog/<slug>.md            -> /blogi/<slug>
 * The texts to rewrite start with PLACEHOLDER ("Kirjoita tähän"); the page
 * validates as it is (the placeholders are warnings, src/runtime/pipeline/
 * placeholders.ts), so it can be previewed with `npm run dev` at once.
 */
import '../src/content-passes.js'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildContent } from '../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { formatReport } from '../src/runtime/diagnostics.js'
import { PLACEHOLDER } from '../src/runtime/pipeline/placeholders.js'

export const KINDS = ['service', 'city', 'page', 'blog'] as const
export type Kind = (typeof KINDS)[number]
export const GROUPS = ['rooms', 'apartments', 'finishing', 'outdoor', 'company'] as const

export interface ScaffoldOptions {
  kind: Kind
  slug: string
  title?: string
  group?: (typeof GROUPS)[number]
  root?: string
  today?: string
}

function titleFromSlug(slug: string): string {
  const words = slug.split('-').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const cta = {
  id: 'contact-cta',
  type: 'cta',
  title: 'Pyydä ilmainen arvio',
  content:
    '<p>Soita, lähetä sähköpostia tai täytä yhteydenottolomake. Vastaamme {responseTime} kuluessa ja sovimme ilmaisen arviokäynnin.</p>',
}

function pageDocument(kind: Exclude<Kind, 'blog'>, slug: string, title: string, group?: string) {
  const schema = '../../schemas/page.schema.json'
  const base = {
    $schema: schema,
    slug,
    title,
    breadcrumb: title,
    description: `${title} – kirjoita tähän yksi lause siitä, mitä sivulla tarjotaan.`,
    metaDescription: `${title}: kirjoita tähän 50–160 merkin kuvaus hakutuloksiin. Ilmainen arviokäynti ja kiinteä hinta.`,
    keywords: [title.toLowerCase()],
  }
  if (kind === 'service') {
    return {
      ...base,
      group: group ?? 'rooms',
      sections: [
        {
          id: 'hero',
          type: 'hero',
          title,
          content: `<p>Kirjoita tähän lyhyt johdanto: mitä ${title.toLowerCase()} sisältää ja kenelle se sopii.</p>`,
          highlights: ['Ilmainen arviokäynti', 'Kiinteä hinta, ei piilokuluja', 'Maksu vain valmiista työvaiheista'],
          actions: [{ kind: 'consultation', label: 'Pyydä ilmainen arvio' }],
        },
        {
          id: 'process',
          type: 'content',
          title: 'Näin työ etenee',
          content:
            '<ol><li>Ilmainen arviokäynti</li><li>Kirjallinen tarjous kiinteällä hinnalla</li><li>Työ sovitussa aikataulussa</li><li>Luovutus ja takuu</li></ol>',
        },
        {
          id: 'pricing',
          type: 'pricing',
          title: 'Hinnat',
          pricing: [{ service: title, price: 'Hinta arviokäynnin jälkeen' }],
          note: 'Lopullinen hinta sovitaan ilmaisen arviokäynnin jälkeen.',
        },
        {
          id: 'faq',
          type: 'faq',
          items: [
            {
              question: `Paljonko ${title.toLowerCase()} maksaa?`,
              answer: '<p>Hinta riippuu kohteesta. Teemme ilmaisen arviokäynnin ja annamme kiinteän tarjouksen.</p>',
            },
          ],
        },
        cta,
      ],
    }
  }
  return {
    ...base,
    sections: [
      { id: 'hero', type: 'hero', title, content: '<p>Kirjoita tähän sivun johdanto.</p>' },
      { id: 'sisalto', type: 'content', content: '<p>Kirjoita tähän sivun sisältö.</p>' },
      cta,
    ],
  }
}

function blogDocument(title: string, today: string): string {
  return `---
title: "${title}"
excerpt: "Kirjoita tähän kahden tai kolmen lauseen tiivistelmä artikkelilistaan."
metaDescription: "${title}: kirjoita tähän 50–160 merkin kuvaus hakutuloksiin ja jakamiseen."
image:
  src: /images/assets/hero-home.svg
  alt: "Kirjoita tähän kuvan suomenkielinen kuvaus"
  width: 1200
  height: 800
tags: [remontti]
category: Remontointi
publishedAt: "${today}"
---

Kirjoita tähän artikkeli Markdownina.

## Kirjoita tähän väliotsikko

Kirjoita tähän kappale. Linkki palveluun: [kaikki palvelut](/palvelu).
`
}

export function targetFile(kind: Kind, slug: string): string {
  const folder = { service: 'services', city: 'cities', page: 'pages', blog: 'blog' }[kind]
  return `pages-data/${folder}/${slug}.${kind === 'blog' ? 'md' : 'json'}`
}

export const isSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)

/** The template's file and text, nothing written (the studio's "new page" uses it too). */
export function templateDocument(options: Omit<ScaffoldOptions, 'root'>): { file: string; text: string } {
  if (!isSlug(options.slug))
    throw new Error(`Slug "${options.slug}" must be lower-case letters a-z, digits and hyphens (write ä as a, ö as o).`)
  const title = options.title ?? titleFromSlug(options.slug)
  const text =
    options.kind === 'blog'
      ? blogDocument(title, options.today ?? new Date().toISOString().slice(0, 10))
      : `${JSON.stringify(pageDocument(options.kind, options.slug, title, options.group), null, 2)}\n`
  return { file: targetFile(options.kind, options.slug), text }
}

/** Writes the document; returns its path and the diagnostics of the whole content after writing. */
export function scaffold(options: ScaffoldOptions) {
  const root = options.root ?? REPO_ROOT
  const { file: rel, text } = templateDocument(options)
  const file = path.join(root, rel)
  if (existsSync(file)) throw new Error(`${rel} already exists.`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  const { diagnostics } = buildContent(readContentFiles(root), readSchemas(), publicFileChecks(root))
  return { file: rel, diagnostics: diagnostics.filter((d) => d.file === rel) }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'scripts/new-page.ts')) {
  const args = process.argv.slice(2)
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args.splice(i, 2)[1] : undefined
  }
  const title = flag('title')
  const group = flag('group')
  const root = flag('root')
  const [kind, slug] = args
  if (!kind || !slug || !KINDS.includes(kind as Kind) || (group && !GROUPS.includes(group as never))) {
    console.error(`usage: npm run new -- <${KINDS.join('|')}> <slug> [--title "Otsikko"] [--group ${GROUPS.join('|')}]`)
    process.exit(2)
  }
  try {
    const result = scaffold({
      kind: kind as Kind,
      slug,
      title,
      group: group as ScaffoldOptions['group'],
      root: root && path.resolve(root),
    })
    console.log(`created ${result.file}`)
    if (result.diagnostics.length) console.log(formatReport(result.diagnostics))
    if (result.diagnostics.some((d) => d.severity === 'error')) process.exitCode = 1
    else
      console.log(
        `Next: edit the texts marked "${PLACEHOLDER}" (npm run validate lists them as warnings), then npm run validate. Add the page to pages-data/navigation.json to list it in the menu.`,
      )
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}
