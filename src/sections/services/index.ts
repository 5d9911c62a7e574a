import type { SiteContent } from '../../runtime/build-content.js'
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

/**
 * The section's cards in the page's language: each written card as it is, each entry's pages (one, a
 * group's, a folder's) with their own name, card text (or this page's words for it) and icon, linking
 * to their page in the language. A page not in the language is on none of its cards.
 */
function cardsOf(section: SectionOf<'services'>, content: SiteContent): CardView[] {
  return section.data.services.flatMap((card): CardView[] => {
    if (isWritten(card)) return [card]
    const text = 'page' in card ? card.text : undefined
    return entryPages(content.listed, card).map((doc) => ({
      icon: doc.data.icon ?? NO_ICON,
      // The listed page's own texts get the typography the section's texts got (sanitizeDeep of page-view.ts).
      title: keepTogether(cardName(doc.data)),
      description: text ?? keepTogether(doc.data.description),
      href: doc.route,
    }))
  })
}

export default defineSection({
  type: 'services',
  resolve: (section, content) => cardsOf(section, content),
  labels: {
    type: 'Palvelut',
    fields: {
      'data.services': 'Palvelut',
      'data.services[]': 'Palvelu',
      text: {
        label: 'Oma korttiteksti',
        help: 'Tämän sivun oma teksti listatusta sivusta (kaupungin omin sanoin); tyhjänä näytetään sivun korttiteksti.',
      },
    },
    choices: {
      icon: {
        hammer: 'Vasara',
        brush: 'Sivellin',
        roller: 'Maalitela',
        tiles: 'Laatat',
        floor: 'Lattia',
        bath: 'Kylpyamme',
        sauna: 'Sauna',
        kitchen: 'Keittiö',
        home: 'Koti',
        key: 'Avain',
        shield: 'Kilpi',
        clock: 'Kello',
        euro: 'Euro',
        check: 'Valintamerkki',
        truck: 'Kuorma-auto',
        snow: 'Lumihiutale',
        roof: 'Katto',
        tree: 'Puu',
        building: 'Rakennus',
        chat: 'Puhekupla',
        ruler: 'Viivain',
        wrench: 'Jakoavain',
        leaf: 'Lehti',
        star: 'Tähti',
        map: 'Kartta',
        users: 'Ihmiset',
        trash: 'Roskakori',
        calendar: 'Kalenteri',
      },
    },
  },
})
