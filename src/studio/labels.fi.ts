/**
 * The studio's Finnish field labels and help, keyed by schema path (decision
 * 191): `<scope>:<path>` for one field (scope = a section type or a document
 * kind; path = property names joined by dots, `[]` for a list's items), else
 * the property name alone for the same meaning everywhere. The schemas' own
 * `title`s and `description`s are English (they name the generated types, and
 * the validator's English texts use them), so the author's words live here.
 * tests/unit/studio-labels.test.ts fails on a field of any schema without a
 * label here. Pure data and lookups: no React.
 */

export interface FieldLabel {
  label: string
  help?: string
}

type Entry = string | FieldLabel

/** Section types by their `type`. */
const SECTION_TYPE_LABELS: Record<string, string> = {
  hero: 'Pääkuva ja otsikko',
  calculator: 'Hintalaskuri',
  services: 'Palvelut',
  content: 'Tekstiosio',
  faq: 'Usein kysytyt kysymykset',
  pricing: 'Hinnasto',
  cta: 'Yhteydenottokehotus',
  examples: 'Työesimerkit',
  'blog-list': 'Blogikirjoitukset',
  'contact-info': 'Yhteystiedot',
  'contact-form': 'Yhteydenottolomake',
  reviews: 'Asiakasarviot',
  team: 'Tiimi',
}

/** Fields that mean one thing wherever they are. */
const BY_NAME: Record<string, Entry> = {
  $schema: 'Skeema',
  actions: 'Toiminnot',
  addresses: 'Osoitteet',
  afterAlt: { label: 'Jälkeen-kuvan kuvaus', help: 'Mitä kuvassa näkyy (ruudunlukijoille).' },
  afterImage: 'Jälkeen-kuva',
  aliases: { label: 'Vanhat osoitteet', help: 'Osoitteet, jotka ohjataan tälle sivulle.' },
  allLink: 'Linkki kaikkiin',
  alt: { label: 'Kuvan kuvaus (alt-teksti)', help: 'Kerro lyhyesti, mitä kuvassa näkyy.' },
  analytics: 'Kävijäseuranta',
  answer: 'Vastaus',
  appliesTo: 'Koskee',
  author: 'Kirjoittaja',
  beforeAfter: 'Ennen ja jälkeen',
  beforeAlt: { label: 'Ennen-kuvan kuvaus', help: 'Mitä kuvassa näkyy (ruudunlukijoille).' },
  beforeImage: 'Ennen-kuva',
  brand: 'Yrityksen nimi',
  breadcrumb: 'Murupolku',
  businessId: 'Y-tunnus',
  calculator: 'Laskuri',
  category: 'Kategoria',
  cities: 'Kaupungit',
  city: 'Kaupunki',
  closes: 'Sulkeutuu',
  contacts: 'Yhteystiedot',
  content: { label: 'Teksti', help: 'Muotoiltu teksti; {phone} ja muut tunnukset korvautuvat yrityksen tiedoilla.' },
  credit: 'Kuvaaja tai lähde',
  data: 'Tiedot',
  date: 'Päivämäärä',
  days: 'Päivät',
  default: 'Oletusarvo',
  description: { label: 'Kuvaus', help: 'Lyhyt kuvaus sivusta tai kohteesta.' },
  duration: 'Kesto',
  email: 'Sähköposti',
  excerpt: { label: 'Tiivistelmä', help: 'Näkyy blogilistassa kirjoituksen otsikon alla.' },
  excludes: 'Ei sisällä',
  factors: 'Hintaan vaikuttavat tekijät',
  facts: { label: 'Faktat', help: 'Jokainen fakta on tunnus, jota voi käyttää teksteissä: {nimi}.' },
  features: 'Ominaisuudet',
  footer: 'Alatunniste',
  ga4MeasurementId: 'Google Analytics -tunnus',
  group: 'Ryhmä',
  groups: 'Ryhmät',
  header: 'Ylätunniste',
  height: { label: 'Korkeus (px)', help: 'Kuvan todellinen korkeus pikseleinä.' },
  help: 'Ohjeteksti',
  high: 'Yläraja',
  highlights: 'Nostot',
  hint: 'Vihje',
  href: { label: 'Linkin osoite', help: 'Esim. /palvelu/keittion-remontti tai https://…' },
  icon: 'Kuvake',
  id: { label: 'Tunniste (id)', help: 'Pienet kirjaimet ja väliviivat; sivun sisäiset linkit (#id) osoittavat tähän.' },
  image: 'Kuva',
  imagePosition: 'Kuvan paikka',
  images: 'Kuvat',
  includes: 'Sisältää',
  input: 'Syöte',
  inputs: 'Syötteet',
  is: 'Arvo',
  items: 'Kohdat',
  keywords: 'Hakusanat',
  kind: 'Laji',
  label: 'Nimi',
  labourShare: { label: 'Työn osuus', help: 'Osuus hinnasta, joka on työtä (kotitalousvähennystä varten).' },
  languages: 'Kielet',
  legalName: 'Virallinen nimi',
  limit: 'Raja',
  links: 'Linkit',
  location: 'Paikka',
  low: 'Alaraja',
  max: 'Enintään',
  maxPerCouple: 'Enintään pariskunnalle',
  maxPerPerson: 'Enintään henkilölle',
  members: 'Jäsenet',
  metaDescription: {
    label: 'Kuvaus hakukoneille',
    help: 'Näkyy hakutuloksissa otsikon alla; 50–160 merkkiä.',
  },
  min: 'Vähintään',
  minimumCharge: 'Vähimmäisveloitus',
  name: 'Nimi',
  note: 'Huomautus',
  openingHours: 'Aukioloajat',
  opens: 'Aukeaa',
  options: 'Vaihtoehdot',
  order: 'Järjestys',
  ownShare: 'Omavastuu',
  phone: 'Puhelin',
  place: 'Paikka',
  placeholder: { label: 'Esimerkkisisältö', help: 'Merkitsee tiedot, jotka ovat vielä esimerkkejä.' },
  postalCode: 'Postinumero',
  price: 'Hinta',
  prices: 'Hinnat',
  pricesIncludeVat: 'Hinnat sisältävät arvonlisäveron',
  pricing: 'Hinnoittelu',
  publishedAt: 'Julkaistu',
  quantity: 'Määrä',
  question: 'Kysymys',
  rate: 'Osuus',
  rating: 'Arvosana',
  region: 'Maakunta',
  role: 'Tehtävä',
  roundTo: 'Pyöristys',
  rules: 'Säännöt',
  service: 'Palvelu',
  serviceAreas: 'Toimialueet',
  services: 'Palvelut',
  slug: { label: 'Osoitteen loppuosa (slug)', help: 'Pienet kirjaimet a–z, numerot ja väliviivat.' },
  source: 'Lähde',
  src: { label: 'Kuvatiedosto', help: 'Polku public-kansiosta, esim. /images/photos/keittio.jpg' },
  start: 'Alkuarvot',
  step: 'Askel',
  street: 'Katuosoite',
  subtitle: 'Alaotsikko',
  tags: 'Tunnisteet',
  taxDeduction: 'Kotitalousvähennys',
  text: 'Teksti',
  title: 'Otsikko',
  tone: 'Sävy',
  type: 'Tyyppi',
  unit: 'Yksikkö',
  updatedAt: 'Päivitetty',
  url: 'Osoite (URL)',
  whatsapp: 'WhatsApp',
  when: 'Milloin',
  width: { label: 'Leveys (px)', help: 'Kuvan todellinen leveys pikseleinä.' },
  year: 'Vuosi',
}

/** Fields whose meaning depends on where they are, and the names of list items. */
const BY_PATH: Record<string, Entry> = {
  'translation:fields': { label: 'Käännetyt tekstit', help: 'Jokainen teksti suomenkielisen sivun kohdan mukaan.' },
  'translation:fields.from': {
    label: 'Suomeksi (käännöksen lähde)',
    help: 'Suomenkielinen teksti, josta käännös tehtiin.',
  },
  'translation:fields.text': 'Käännös',
  'hero:title': { label: 'Pääotsikko', help: 'Sivun pääotsikko (h1).' },
  'faq:items': 'Kysymykset',
  'faq:items[]': 'Kysymys',
  'pricing:items': 'Hintarivit',
  'pricing:items[]': 'Hintarivi',
  'reviews:items': 'Arviot',
  'reviews:items[]': 'Arvio',
  'team:members[]': 'Jäsen',
  'services:items': 'Palvelut',
  'services:items[]': 'Palvelu',
  'examples:items[]': 'Työesimerkki',
  'blogPost:title': 'Kirjoituksen otsikko',
  'exampleCategory:name': { label: 'Luokan nimi', help: 'Suodatinpainike, korttien merkki ja luokan sivun otsikko.' },
  'translation:formerSlugs': {
    label: 'Aiemmat osoiteosat',
    help: 'Vanhat osoiteosat ohjataan uuteen osoitteeseen, jotta julkaistut linkit toimivat.',
  },
  'navigation:header[]': 'Valikon kohta',
  'navigation:footer[]': 'Alatunnisteen kohta',
}

/**
 * The choices of select fields (a schema `enum`), by field name: the author
 * sees these, the file keeps the value. A value not here is shown as it is
 * (the work examples' categories are Finnish already).
 */
const ENUM_LABELS: Record<string, Record<string, string>> = {
  group: {
    rooms: 'Huoneet',
    apartments: 'Asunnot',
    finishing: 'Pintatyöt',
    outdoor: 'Ulkotyöt',
    company: 'Yrityksille',
  },
  imagePosition: { left: 'Vasemmalla', right: 'Oikealla' },
  tone: { plain: 'Tavallinen', muted: 'Hillitty (harmaa tausta)' },
  type: { apartment: 'Asunto', sauna: 'Sauna', floor: 'Lattia' },
  kind: {
    consultation: 'Yhteydenottolomake',
    phone: 'Soita',
    email: 'Sähköposti',
    whatsapp: 'WhatsApp',
    link: 'Linkki',
    choice: 'Valinta',
    multiChoice: 'Monivalinta',
    number: 'Luku',
    fixed: 'Kiinteä hinta',
    perUnit: 'Yksikköhinta',
    multiplier: 'Kerroin',
  },
  days: {
    Monday: 'maanantai',
    Tuesday: 'tiistai',
    Wednesday: 'keskiviikko',
    Thursday: 'torstai',
    Friday: 'perjantai',
    Saturday: 'lauantai',
    Sunday: 'sunnuntai',
  },
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
}

/** The Finnish name of one choice of the select field at `path` (`sections[].tone` → "Hillitty …"); the value itself when none. */
export function enumLabel(path: string, value: unknown): string {
  const name = path.split('.').pop()!.replace(/\[\]$/, '')
  return ENUM_LABELS[name]?.[String(value)] ?? String(value)
}

/** The item of a list when no name is known: "Kohta". */
const ITEM = 'Kohta'

const asLabel = (e: Entry): FieldLabel => (typeof e === 'string' ? { label: e } : e)

/** The label of the field at `path` (`items[].question`) in `scope` (a section type or document kind). */
export function fieldLabel(scope: string, path: string): FieldLabel | undefined {
  const exact = BY_PATH[`${scope}:${path}`]
  if (exact) return asLabel(exact)
  if (path.endsWith('[]')) return { label: ITEM }
  const name = path.split('.').pop()!.replace(/\[\]$/, '')
  const byName = BY_NAME[name]
  return byName === undefined ? undefined : asLabel(byName)
}

/** The name of one item of the list at `path` (`items` → "Kysymys"). */
export const itemLabel = (scope: string, path: string) => fieldLabel(scope, `${path}[]`)?.label ?? ITEM

/** Document kinds (src/runtime/collections.ts) as the author calls them. */
const DOCUMENT_KIND_LABELS: Record<string, string> = {
  page: 'Sivu',
  service: 'Palvelusivu',
  city: 'Kaupunkisivu',
  citySub: 'Kaupungin alasivu',
  calculator: 'Laskurisivu',
  calculatorModel: 'Laskurimalli',
  workExample: 'Työesimerkki',
  exampleCategory: 'Työesimerkkien luokka',
  translation: 'Käännös',
  blogPost: 'Blogikirjoitus',
  site: 'Yrityksen tiedot',
  navigation: 'Navigaatio',
}

export const scopeLabel = (scope: string) => SECTION_TYPE_LABELS[scope] ?? DOCUMENT_KIND_LABELS[scope] ?? scope
