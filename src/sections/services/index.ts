import type { PageDocument, SiteContent } from '../../runtime/build-content.js'
import type { CardEntry, Icon, ServiceCard } from '../../runtime/content-types.generated.js'
import { cardName, entryPages } from '../../runtime/listings.js'
import { keepTogether } from '../../runtime/typography.js'
import { defineSection, type SectionOf } from '../define-section.js'

/** A card as the section shows it: written on the page, or made from a page of the site it lists. */
export interface CardView {
  icon: Icon
  title: string
  description: string
  href?: string
}

/** The icon of a listed page that has none (the validator asks for one: src/runtime/pipeline/lists.ts). */
const NO_ICON: Icon = 'check'

const isWritten = (card: ServiceCard | CardEntry): card is ServiceCard => 'title' in card

/** One card of the section: written on the page, or a page of the site it lists (with this page's own words for it). */
type Listed = { written: ServiceCard } | { doc: PageDocument; text: string | undefined }

/** The section's cards as what they show: each written card, each entry's pages (one, a group's, a folder's) in the page's language. */
function listedOf(section: SectionOf<'services'>, content: SiteContent): Listed[] {
  return section.data.services.flatMap((card): Listed[] => {
    if (isWritten(card)) return [{ written: card }]
    const text = 'page' in card ? card.text : undefined
    return entryPages(content.listed, card).map((doc) => ({ doc, text }))
  })
}

/**
 * The section's cards in the page's language: each written card as it is, each listed page with its own
 * name, card text (or this page's words for it) and icon, linking to its page in the language. A page not
 * in the language is on none of its cards.
 */
function cardsOf(section: SectionOf<'services'>, content: SiteContent): CardView[] {
  return listedOf(section, content).map((card): CardView => {
    if ('written' in card) return card.written
    const { doc, text } = card
    return {
      icon: doc.data.icon ?? NO_ICON,
      // The listed page's own texts get the typography the section's texts got (sanitizeDeep of page-view.ts).
      title: keepTogether(cardName(doc.data)),
      description: text ?? keepTogether(doc.data.description),
      href: doc.route,
    }
  })
}

export default defineSection({
  type: 'services',
  resolve: (section, content) => cardsOf(section, content),
  shows: (section, content) => listedOf(section, content).flatMap((card) => ('doc' in card ? [card.doc.file] : [])),
  labels: {
    type: 'Palvelut',
    description: 'Palvelukortit: sivuston palvelut tai omat korttisi ruudukkona.',
    fields: {
      'data.services': 'Palvelut',
      'data.services[]': 'Palvelu',
      text: {
        label: 'Oma korttiteksti',
        help: 'Tämän sivun oma teksti listatusta sivusta (kaupungin omin sanoin); tyhjänä näytetään sivun korttiteksti.',
      },
    },
  },
})
