/**
 * The templates of a new document (service, city, page, blog post): its file
 * under pages-data/ and its text. Pure: nothing read or written, no clock.
 * scripts/new-page.ts (`npm run new`) writes and validates one; the studio's
 * "new page" opens one unsaved. The texts to rewrite start with PLACEHOLDER
 * ("Kirjoita tähän"), which the placeholders pass reports as warnings
 * (src/runtime/pipeline/placeholders.ts).
 */
import { engineCollections, matchCollection } from './collections.js'
import type { Icon } from './content-types.generated.js'

export const KINDS = ['service', 'city', 'page', 'blog'] as const
export type Kind = (typeof KINDS)[number]
/** The service groups (defs.schema.json#/definitions/serviceGroup; a test keeps the two the same). */
export const GROUPS = ['rooms', 'apartments', 'finishing', 'outdoor', 'moving', 'company'] as const

/** A service card's icons (defs.schema.json#/definitions/icon; a test keeps the two the same). */
export const ICONS = [
  'hammer',
  'brush',
  'roller',
  'tiles',
  'floor',
  'bath',
  'sauna',
  'kitchen',
  'home',
  'key',
  'shield',
  'clock',
  'euro',
  'check',
  'truck',
  'snow',
  'roof',
  'tree',
  'building',
  'chat',
  'ruler',
  'wrench',
  'leaf',
  'star',
  'map',
  'users',
  'trash',
  'calendar',
] as const satisfies readonly Icon[]

export interface TemplateOptions {
  kind: Kind
  slug: string
  title?: string
  group?: (typeof GROUPS)[number]
  /** A service's card icon (defs.schema.json#/definitions/icon); 'hammer' when not given. */
  icon?: Icon
  /** The one sentence of its cards and listings (`description`); a placeholder to rewrite when not given. */
  description?: string
  /** The blog post's publishedAt (YYYY-MM-DD): the caller reads the clock. */
  today: string
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

/** A service page's sections: an introduction, how the work goes, prices, a question, the call to action. */
function serviceSections(title: string) {
  return [
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
  ]
}

function pageDocument(
  kind: Exclude<Kind, 'blog'>,
  slug: string,
  title: string,
  { group, icon, description }: Pick<TemplateOptions, 'group' | 'icon' | 'description'>,
) {
  const base = {
    $schema: '../../schemas/page.schema.json',
    slug,
    title,
    breadcrumb: title,
    description: description?.trim() || `${title} – kirjoita tähän yksi lause siitä, mitä sivulla tarjotaan.`,
    metaDescription: `${title}: kirjoita tähän 50–160 merkin kuvaus hakutuloksiin. Ilmainen arviokäynti ja kiinteä hinta.`,
    keywords: [title.toLowerCase()],
  }
  // A service is listed in its group (Kaikki palvelut, the menu) from the next build: its card shows its icon.
  if (kind === 'service')
    return { ...base, group: group ?? 'rooms', icon: icon ?? 'hammer', sections: serviceSections(title) }
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

function targetFile(kind: Kind, slug: string): string {
  const folder = { service: 'services', city: 'cities', page: 'pages', blog: 'blog' }[kind]
  return `pages-data/${folder}/${slug}.${kind === 'blog' ? 'md' : 'json'}`
}

const isSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)

/**
 * The address a new page of `kind` gets on the site (`/palvelu/parvekeremontti`), from the one map of
 * folders to routes (src/runtime/collections.ts); null while the slug is not one.
 */
export function newPageRoute(kind: Kind, slug: string): string | null {
  if (!isSlug(slug)) return null
  return matchCollection(engineCollections, targetFile(kind, slug))?.collection.route?.(slug) ?? null
}

/** The template's file and text, nothing written (`npm run new` writes it; the studio opens it unsaved). */
export function templateDocument(options: TemplateOptions): { file: string; text: string } {
  if (!isSlug(options.slug))
    throw new Error(`Slug "${options.slug}" must be lower-case letters a-z, digits and hyphens (write ä as a, ö as o).`)
  const title = options.title ?? titleFromSlug(options.slug)
  const text =
    options.kind === 'blog'
      ? blogDocument(title, options.today)
      : `${JSON.stringify(pageDocument(options.kind, options.slug, title, options), null, 2)}\n`
  return { file: targetFile(options.kind, options.slug), text }
}
