/**
 * The studio's Finnish field labels and help, keyed by schema path (decision
 * 191): `<scope>:<path>` for one field (scope = a section type or a document
 * kind; path = property names joined by dots, `[]` for a list's items), else
 * the property name alone for the same meaning everywhere. The schemas' own
 * `title`s and `description`s are English (they name the generated types, and
 * the validator's English texts use them), so the author's words live here,
 * and a section's own words in its folder (the `labels` of its definition,
 * src/sections/<type>/index.ts): its name, the fields only it has, their choices.
 * src/studio/studio-labels.test.ts fails on a field of any schema without a
 * label. Pure data and lookups: no React.
 */
import type { SectionLabels } from '../sections/define-section.js'
import { sectionDefinitions } from '../sections/definitions.js'

export interface FieldLabel {
  label: string
  help?: string
}

type Entry = string | FieldLabel

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
  collection: { label: 'Kansio', help: 'Kansion kaikki sivut järjestyksessään (kaupungeista vain kaupunkisivut).' },
  group: {
    label: 'Palveluryhmä',
    help: 'Ryhmä, jossa palvelu näkyy Kaikki palvelut -sivulla ja valikossa; listassa: kaikki ryhmän palvelut järjestyksessään.',
  },
  groups: 'Ryhmät',
  icon: 'Kuvake',
  header: 'Ylätunniste',
  height: { label: 'Korkeus (px)', help: 'Kuvan todellinen korkeus pikseleinä.' },
  help: 'Ohjeteksti',
  high: 'Yläraja',
  hint: 'Vihje',
  href: { label: 'Linkin osoite', help: 'Esim. /palvelu/keittion-remontti tai https://…' },
  id: {
    label: 'Osion nimi linkeille',
    help: 'Pienet kirjaimet ja väliviivat; sivun sisäinen linkki (#nimi) vie tähän osioon.',
  },
  image: 'Kuva',
  images: 'Kuvat',
  includes: 'Sisältää',
  input: 'Syöte',
  inputs: 'Syötteet',
  is: 'Arvo',
  items: 'Kohdat',
  keepOfferMonths: {
    label: 'Tarjouksen tai tilauksen säilytysaika (kk)',
    help: 'Näin monta kuukautta viimeisestä muutoksesta säilytetään yhteydenotto, josta on lähetetty tarjous tai tehty tilaus. Tietosuojasivu näyttää saman luvun.',
  },
  keywords: 'Hakusanat',
  kind: 'Laji',
  label: 'Nimi',
  labourShare: { label: 'Työn osuus', help: 'Osuus hinnasta, joka on työtä (kotitalousvähennystä varten).' },
  languages: 'Kielet',
  leads: 'Yhteydenotot',
  legalName: 'Virallinen nimi',
  limit: 'Raja',
  links: 'Linkit',
  menuLabel: {
    label: 'Nimi valikossa',
    help: 'Valikon ja alatunnisteen linkin teksti, jos se on eri kuin nimi (esim. lyhyempi).',
  },
  location: 'Paikka',
  low: 'Alaraja',
  max: 'Enintään',
  maxPerCouple: 'Enintään pariskunnalle',
  maxPerPerson: 'Enintään henkilölle',
  metaDescription: {
    label: 'Kuvaus hakukoneille',
    help: 'Näkyy hakutuloksissa otsikon alla; 50–160 merkkiä.',
  },
  min: 'Vähintään',
  minimumCharge: 'Vähimmäisveloitus',
  name: 'Nimi',
  openingHours: 'Aukioloajat',
  opens: 'Aukeaa',
  options: 'Vaihtoehdot',
  order: {
    label: 'Järjestys',
    help: 'Paikka ryhmänsä tai kansionsa listoissa: pienempi ensin (10, 20, 30 jättää väliä); ilman järjestystä viimeisenä.',
  },
  ownShare: 'Omavastuu',
  page: {
    label: 'Sivu',
    help: 'Sivuston sivu nimeltä (esim. services/keittion-remontti): sen nimi, korttiteksti ja kuvake.',
  },
  phone: {
    label: 'Puhelin',
    help: 'Esim. 040 123 4567 tai +358 40 123 4567. Numero tallennetaan kansainvälisessä muodossa.',
  },
  place: 'Paikka',
  placeholder: { label: 'Esimerkkisisältö', help: 'Merkitsee tiedot, jotka ovat vielä esimerkkejä.' },
  postalCode: 'Postinumero',
  price: 'Hinta',
  prices: 'Hinnat',
  pricesIncludeVat: 'Hinnat sisältävät arvonlisäveron',
  publishedAt: 'Julkaistu',
  quantity: 'Määrä',
  rate: 'Osuus',
  region: 'Maakunta',
  roundTo: 'Pyöristys',
  rules: 'Säännöt',
  serviceAreas: 'Toimialueet',
  services: 'Palvelut',
  slug: { label: 'Sivun osoite', help: 'Osoitteen viimeinen osa: pienet kirjaimet a–z, numerot ja väliviivat.' },
  src: { label: 'Kuva', help: 'Valitse kuva kuvapankista; kuvan osoite sivustolla, esim. /images/photos/keittio.jpg.' },
  step: 'Askel',
  street: 'Katuosoite',
  tags: 'Tunnisteet',
  taxDeduction: 'Kotitalousvähennys',
  text: 'Teksti',
  title: 'Otsikko',
  type: 'Tyyppi',
  unit: 'Yksikkö',
  updatedAt: 'Päivitetty',
  url: 'Osoite (URL)',
  whatsapp: {
    label: 'WhatsApp',
    help: 'WhatsApp-numero, esim. 040 123 4567. Tallennetaan numeroina maatunnuksen kanssa (358401234567).',
  },
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
  'blogPost:title': 'Kirjoituksen otsikko',
  'glossary:terms': 'Termit',
  'glossary:terms[]': 'Termi',
  'glossary:terms[].concept': { label: 'Käsite (englanniksi)', help: 'Sama käsite kaikkien kielten sanastoissa.' },
  'glossary:terms[].fi': 'Suomeksi',
  'glossary:terms[].use': { label: 'Käytettävä termi', help: 'Sana, jota tällä kielellä käytetään.' },
  'glossary:terms[].forms': { label: 'Muut hyväksytyt muodot', help: 'Taivutusmuodot, monikko, lyhyt muoto.' },
  'glossary:terms[].avoid': {
    label: 'Vältettävät muodot',
    help: 'Sanat tai ilmaukset, joista tarkistus varoittaa käännöksissä (isot ja pienet kirjaimet samoin, kokonaiset sanat).',
  },
  'glossary:terms[].note': 'Huomautus kääntäjälle',
  'glossary:terms[].slug': {
    label: 'Muoto osoitteessa',
    help: 'Termin latinalainen muoto sivun osoitteessa (paikannimi: helsinki), translitteroinnin sijaan.',
  },
  'exampleCategory:name': { label: 'Luokan nimi', help: 'Suodatinpainike, korttien merkki ja luokan sivun otsikko.' },
  'translation:formerSlugs': {
    label: 'Aiemmat osoiteosat',
    help: 'Vanhat osoiteosat ohjataan uuteen osoitteeseen, jotta julkaistut linkit toimivat.',
  },
  'navigation:header[]': 'Valikon kohta',
  ...pageListLabels(),
  'navigation:footer[]': 'Alatunnisteen kohta',
}

/** What a page carries for the lists and menus that show it (issue 43), in the words of each kind of page. */
function pageListLabels(): Record<string, Entry> {
  const out: Record<string, Entry> = {}
  for (const kind of ['page', 'service', 'city', 'citySub', 'calculator']) {
    out[`${kind}:description`] = {
      label: 'Korttiteksti',
      help: 'Yksi tai kaksi lausetta, jotka sivun kortti näyttää kaikilla listoilla (Kaikki palvelut, kaupunkisivut, laskurit) joka kielellä; myös hakutulosten kuvaus, jos hakukonekuvausta ei ole.',
    }
    out[`${kind}:name`] = {
      label: 'Nimi listoilla',
      help: 'Kortin otsikko ja valikon linkki, jos se on eri kuin murupolun nimi; tyhjänä murupolun nimi.',
    }
    out[`${kind}:icon`] = { label: 'Kortin kuvake', help: 'Kuvake, joka näkyy sivun kortissa listoilla.' }
  }
  return out
}

/**
 * The choices of select fields (a schema `enum`), by field name: the author
 * sees these, the file keeps the value. A value not here is shown as it is
 * (the work examples' categories are Finnish already).
 */
const ENUM_LABELS: Record<string, Record<string, string>> = {
  // The groups as Kaikki palvelut names them (navigation.json's columns show one or more of them).
  group: {
    rooms: 'Erilliset tilat',
    apartments: 'Asunnot',
    finishing: 'Viimeistelytyöt',
    outdoor: 'Ulkotyöt',
    moving: 'Muutot ja kuljetukset',
    company: 'Yrityksille',
  },
  collection: { services: 'Palvelut', cities: 'Kaupungit', calculators: 'Hinnanlaskurit' },
  // A card's icon by what it shows (defs.schema.json's icon: the service document's and the services section's cards).
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
}

/** Each section type's own words (its definition's `labels`), by type. */
const SECTION_LABELS: ReadonlyMap<string, SectionLabels> = new Map(sectionDefinitions.map((d) => [d.type, d.labels]))

/** The sections to ask for a field's words: the scope's own, or (no scope known) every section's. */
const sectionsFor = (scope: string): SectionLabels[] => {
  const own = SECTION_LABELS.get(scope)
  return own ? [own] : scope ? [] : [...SECTION_LABELS.values()]
}

const fieldName = (path: string) => path.split('.').pop()!.replace(/\[\]$/, '')

/** The Finnish name of one choice of the select field at `path` (`tone` of a content section → "Hillitty …"); the value itself when none. */
export function enumLabel(path: string, value: unknown, scope = ''): string {
  const name = fieldName(path)
  const own = sectionsFor(scope).find((s) => s.choices?.[name])?.choices?.[name]
  return own?.[String(value)] ?? ENUM_LABELS[name]?.[String(value)] ?? String(value)
}

/** The item of a list when no name is known: "Kohta". */
const ITEM = 'Kohta'

const asLabel = (e: Entry): FieldLabel => (typeof e === 'string' ? { label: e } : e)

/** A section's words for the field at `path`: by its path, else (a key without dots or brackets) by its name. */
function sectionFieldLabel(scope: string, path: string): Entry | undefined {
  const lists = sectionsFor(scope).map((s) => s.fields ?? {})
  const name = fieldName(path)
  return lists.find((f) => f[path])?.[path] ?? (path.endsWith('[]') ? undefined : lists.find((f) => f[name])?.[name])
}

/** The label of the field at `path` (`items[].question`) in `scope` (a section type or document kind). */
export function fieldLabel(scope: string, path: string): FieldLabel | undefined {
  const exact = BY_PATH[`${scope}:${path}`] ?? sectionFieldLabel(scope, path)
  if (exact) return asLabel(exact)
  if (path.endsWith('[]')) return { label: ITEM }
  const byName = BY_NAME[fieldName(path)]
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
  glossary: 'Sanasto',
  translation: 'Käännös',
  blogPost: 'Blogikirjoitus',
  site: 'Yrityksen tiedot',
  navigation: 'Navigaatio',
}

export const scopeLabel = (scope: string) => SECTION_LABELS.get(scope)?.type ?? DOCUMENT_KIND_LABELS[scope] ?? scope

/** What a section type shows, in one line (its definition's `labels.description`); '' for anything else. */
export const sectionDescription = (type: string) => SECTION_LABELS.get(type)?.description ?? ''
