/**
 * Every Finnish string of the user interface, in one module. Content (page
 * texts) lives in pages-data/; this is the chrome around it and the messages
 * of the spec, quoted to the letter.
 */
import { CLOSED_FI, taxDeductionFi } from './content-tokens.fi.js'

/**
 * The site's main action, one name on every button that opens the contact
 * form (the spec names the header button so; decision 103).
 */
export const MAIN_ACTION = 'Ilmainen konsultaatio'

/**
 * The cookie banner, its settings view and the 'Evästeasetukset' button and popup
 * (also UI.cookieConsent). A constant of its own so the consent code that every page
 * loads (src/consent/consent-page-load.ts) bundles these strings without the rest of UI.
 */
export const COOKIE_CONSENT_UI = {
  title: 'Sivusto käyttää evästeitä',
  text: 'Käytämme välttämättömiä evästeitä, jotta sivusto toimii. Analytiikka-, markkinointi- ja toiminnallisia evästeitä käytämme vain, jos hyväksyt ne. Voit muuttaa valintaasi tai perua suostumuksesi milloin tahansa sivun alalaidan Evästeasetukset-painikkeesta.',
  acceptAll: 'Hyväksy kaikki',
  acceptNecessary: 'Vain välttämättömät',
  openSettings: 'Asetukset',
  settingsTitle: 'Evästeasetukset',
  settingsText:
    'Valitse, mitä evästeitä sallit. Välttämättömät evästeet ovat aina käytössä, koska sivusto ei toimi ilman niitä.',
  save: 'Tallenna valinnat',
  back: 'Takaisin',
  alwaysOn: 'Aina käytössä',
  categories: {
    necessary: { label: 'Välttämättömät', description: 'Sivuston perustoiminnot ja evästevalintasi tallentaminen.' },
    analytics: {
      label: 'Analytiikka',
      description: 'Kävijätilastot (Google Analytics), joiden avulla parannamme sivustoa.',
    },
    marketing: { label: 'Markkinointi', description: 'Mainonnan kohdentaminen ja mainosten tehon mittaaminen.' },
    functional: { label: 'Toiminnalliset', description: 'Lisätoiminnot ja valintojesi muistaminen.' },
  },
  floatingButton: 'Evästeasetukset',
  popupTitle: 'Evästeasetukset',
  popupText: 'Voit hallita evästeasetuksiasi ja perua suostumuksesi milloin tahansa. Muutokset tulevat voimaan heti.',
  changeSettings: 'Muuta asetuksia',
  privacyPolicy: 'Tietosuojaseloste',
  withdraw: 'Peru suostumus',
  close: 'Sulje',
  /** Said (polite live region) and shown briefly after a choice is saved. */
  saved: 'Evästeasetukset tallennettu.',
} as const

export const UI = {
  skipToContent: 'Siirry sisältöön',
  breadcrumbs: { label: 'Murupolku', home: 'Koti' },
  openingHours: { closed: CLOSED_FI },
  /** The {taxDeduction} token: one sentence with the figures of site.json (already formatted in Finnish). */
  taxDeduction: taxDeductionFi,
  header: {
    /** The phone's bottom bar (a complementary landmark). */
    actionBarLabel: 'Soita tai kysy',
    homeLink: 'Etusivulle',
    mainNav: 'Päävalikko',
    openMenu: 'Valikko',
    closeMenu: 'Sulje',
    email: 'Sähköposti',
    emailLabel: (email: string) => `Lähetä sähköpostia osoitteeseen ${email}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Lähetä WhatsApp-viesti (avautuu uuteen välilehteen)',
    consultation: MAIN_ACTION,
    call: 'Soita',
    callLabel: (phone: string) => `Soita ${phone}`,
  },
  footer: {
    contactHeading: 'Ota yhteyttä',
    contactButton: MAIN_ACTION,
    servicesHeading: 'Palvelut',
    citiesHeading: 'Toiminta-alue',
    hoursHeading: 'Aukioloajat',
    addressesHeading: 'Toimipisteet',
    privacy: 'Tietosuojaseloste',
    rights: (year: number, brand: string) => `© ${year} ${brand}`,
    placeholderNotice: 'Yhteystiedot ovat esimerkkitietoja.',
  },
  modal: {
    close: 'Sulje',
    consultationTitle: MAIN_ACTION,
    consultationIntro:
      'Kerro lyhyesti kohteesta, niin otamme yhteyttä 24 tunnin kuluessa ja sovimme ilmaisen arviokäynnin.',
  },
  actions: {
    call: (phone: string) => `Soita\u00a0${phone}`,
    email: 'Lähetä sähköpostia',
    whatsapp: 'WhatsApp',
    form: MAIN_ACTION,
  },
  faq: { defaultTitle: 'Usein kysytyt kysymykset' },
  pricing: { service: 'Palvelu', price: 'Hinta' },
  notFound: {
    title: 'Sivua ei löytynyt',
    documentTitle: 'Sivua ei löytynyt (404)',
    text: 'Etsimääsi sivua ei ole olemassa tai se on siirretty. Tästä pääset eteenpäin:',
    // Finnish pages: a 404 page in another language links each one's version there (src/sections/shell-data.ts).
    links: [
      { label: 'Etusivu', href: '/' },
      { label: 'Kaikki palvelut', href: '/palvelu' },
      { label: 'Hinnanlaskurit', href: '/laskuri' },
      { label: 'Yhteystiedot', href: '/yhteystiedot' },
    ],
  },
  serverError: {
    title: 'Jokin meni vikaan',
    text: 'Sivun näyttäminen epäonnistui. Yritä hetken kuluttua uudelleen tai ota yhteyttä puhelimitse.',
  },
  cookieConsent: COOKIE_CONSENT_UI,
  blog: { published: 'Julkaistu', category: 'Kategoria', tags: 'Avainsanat', back: 'Takaisin blogiin' },
  calculator: {
    formLabel: (title: string) => `${title}: valinnat`,
    liveHint: 'Hinta-arvio päivittyy heti, kun muutat valintoja.',
    resultHeading: 'Hinta-arvio',
    /** While a choice made before the calculator's code arrived waits for it. */
    working: 'Lasketaan hinta-arviota…',
    // VAT is claimed only when the model's prices include it (pricesIncludeVat).
    rangeNote: 'Suuntaa-antava hinta. Lopullinen hinta arvonlisäveroineen vahvistetaan kirjallisessa tarjouksessa.',
    rangeNoteVatIncluded: 'Suuntaa-antava hinta, sisältää arvonlisäveron.',
    includesHeading: 'Arvio sisältää',
    excludesHeading: 'Arvio ei sisällä',
    minimumApplied: (amount: string) => `Pienin laskutettava työ on ${amount}, joten arvio on vähintään sen suuruinen.`,
    taxHeading: 'Kotitalousvähennys',
    /** `upTo`: the low end gives no deduction, so the sentence says "enintään" and the high end only. */
    taxEstimate: (a: { share: string; rate: string; range: string; ownShare: string; upTo?: boolean }) =>
      `Kun työn osuudeksi arvioidaan noin ${a.share} hinnasta, voit saada kotitalousvähennystä ${a.upTo ? 'enintään' : 'noin'} ${a.range} (${a.rate} työn osuudesta, omavastuu ${a.ownShare}).`,
    taxNone: (ownShare: string) => `Näin pienestä työstä ei jää kotitalousvähennystä omavastuun (${ownShare}) jälkeen.`,
    taxCapped: (max: string, couple: string) =>
      `Vähennys on enintään ${max} henkilöä kohden vuodessa, pariskunnalla yhteensä ${couple}.`,
    finalPrice: 'Lopullinen hinta selviää maksuttomalla arviokäynnillä, jonka jälkeen saat kiinteän tarjouksen.',
    requestButton: 'Pyydä ilmainen arviokäynti tällä arviolla',
    /** Beside "Suuremmasta kohteesta pyydä tarjous": the button that does what the sentence asks. */
    largerJobButton: 'Pyydä tarjous suuremmasta kohteesta',
    noEstimate: 'Korjaa merkitty kohta, niin näet hinta-arvion.',
    nothingSelected: 'Valitse vähintään yksi työ, niin näet hinta-arvion.',
    unitSuffix: (unit: string) => `(${unit})`,
    range: (low: string, high: string) => `${low}–${high}`,
    announce: (range: string) => `Hinta-arvio ${range}`,
    // At most 80 characters (src/calculators/present.ts), so the visitor keeps at least 100 of the message's own.
    summary: (a: { name: string; details: string; range: string; vatIncluded: boolean }) =>
      `${[a.name, a.details].filter(Boolean).join(': ')}${a.details.endsWith('.') ? '' : '.'} Hinta-arvio ${a.range}${a.vatIncluded ? ' sis. alv' : ''}.`,
    // The compact estimate bar that stays in view on phones while the inputs change.
    barLabel: 'Hinta-arvio',
    summaryMore: 'ym.',
    problems: {
      required: (label: string) => `${label}: kirjoita luku, esimerkiksi 12,5.`,
      notANumber: (label: string) => `${label}: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.`,
      belowMin: (label: string, min: string) => `${label}: pienin arvo on ${min}.`,
      aboveMax: (label: string, max: string) =>
        `${label}: suurin arvo laskurissa on ${max}. Suuremmasta kohteesta pyydä tarjous.`,
      unknownOption: (label: string) => `${label}: valitse jokin vaihtoehdoista.`,
    },
  },
  examples: {
    defaultTitle: 'Työesimerkit',
    filterLabel: 'Näytä työesimerkit kategorian mukaan',
    all: 'Kaikki',
    /** The polite status under the filter: how many are shown, and of which category ('' for all). */
    showing: (n: number, category = '') => {
      const count = n === 1 ? '1 työesimerkki' : `${n} työesimerkkiä`
      if (category) return `Näytetään ${count}: ${category}`
      return n === 1 ? `Näytetään ${count}` : `Näytetään kaikki ${count}`
    },
    /** The meta description of a category page (/esimerkit/katot). */
    categoryDescription: (category: string, n: number) =>
      `${category}: ${n === 1 ? '1 toteutettu kohde' : `${n} toteutettua kohdetta`} – mitä tehtiin, missä ja milloin, kuvin. Jokainen alkoi ilmaisella arviokäynnillä.`,
    location: 'Kohde',
    duration: 'Ajankohta',
    features: 'Työn sisältö',
    before: 'Ennen',
    after: 'Jälkeen',
    service: 'Lue lisää palvelusta',
    allLink: 'Katso kaikki työesimerkit',
  },
  /** The language switcher (header and phone menu); `noVersion` is said in the link's own language. */
  language: { label: 'Kieli', noVersion: 'etusivu: tätä sivua ei ole suomeksi' },
  // Photos and trust: before/after comparison, reviews, team, business ID.
  compare: {
    before: 'Ennen',
    after: 'Jälkeen',
    label: 'Vertaa ennen ja jälkeen -kuvia',
    valueText: (before: number) => `Ennen-kuvaa näkyy ${before} %, jälkeen-kuvaa ${100 - before} %`,
  },
  reviews: {
    defaultTitle: 'Asiakkaiden palautetta',
    rating: (value: number, best: number) => `Arvosana ${String(value).replace('.', ',')}/${best}`,
    average: (value: string, count: number) => `Keskiarvo ${value}/5 (${count} ${count === 1 ? 'arvio' : 'arviota'})`,
  },
  team: {
    defaultTitle: 'Tiimimme',
    languages: 'Kielet',
    placeholder: 'Esimerkkihenkilö – korvataan oikealla tiimin jäsenellä',
  },
  businessId: { label: 'Y-tunnus' },
  blogList: { defaultTitle: 'Artikkelit', allLink: 'Kaikki artikkelit', empty: 'Artikkeleita ei ole vielä julkaistu.' },
  contactInfo: {
    defaultTitle: 'Yhteystiedot',
    phone: 'Puhelin',
    email: 'Sähköposti',
    whatsapp: 'WhatsApp',
    whatsappLink: 'Lähetä WhatsApp-viesti',
    hours: 'Aukioloajat',
    addresses: 'Toimipisteet',
    languages: 'Asiointikielet',
    newTab: ' (avautuu uuteen välilehteen)',
    /** A plain link to a map search of the address (no embed, no third-party script). */
    mapLink: 'Näytä kartalla',
    mapLinkLabel: (address: string) => `Näytä kartalla: ${address}`,
  },
  contact: {
    // Spec sections 5 and 8, to the letter. The server (server/contact/) answers with the same texts.
    // The limits' texts are functions of CONTACT_LIMITS (src/rules/contact.ts): no number of a limit written here.
    wrongMath: 'Väärä vastaus matematiikka kysymykseen. Yritä uudelleen.',
    wait: (seconds: number) => `Odota ${seconds} sekuntia ennen seuraavan viestin lähettämistä.`,
    nameLength: (min: number, max: number) => `Nimi täytyy olla ${min}-${max} merkkiä pitkä.`,
    messageLength: (min: number, max: number) => `Viesti täytyy olla ${min}-${max} merkkiä pitkä.`,
    forbiddenContent: 'Viesti sisältää ei-sallittua sisältöä.',
    sendFailed: 'Viestin lähetys epäonnistui. Yritä uudelleen.',
    networkFailed: 'Viestin lähetys epäonnistui. Tarkista internetyhteytesi ja yritä uudelleen.',
    sent: 'Viesti lähetetty onnistuneesti! Otamme yhteyttä pian.',
    footerThanks: 'Kiitos yhteydenotostasi! Otamme sinuun yhteyttä 24 tunnin kuluessa.',
    // Form labels and chrome.
    formLabel: 'Yhteydenottolomake',
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin (vapaaehtoinen)',
    message: 'Viesti',
    // The message counter and the limit: what is left, a polite warning before the limit cuts.
    counter: (used: number, max: number) => `${used}/${max} merkkiä, jäljellä ${Math.max(max - used, 0)}`,
    limitNear: (max: number) => `Viesti lähestyy enimmäispituutta (${max} merkkiä).`,
    limitFull: (max: number) => `Viesti on enimmäispituudessa (${max} merkkiä): pidempää tekstiä ei voi lisätä.`,
    limitCut: (dropped: number, max: number) =>
      `Viestistä jäi pois ${dropped} ${dropped === 1 ? 'merkki' : 'merkkiä'}, koska enimmäispituus on ${max} merkkiä. Lyhennä tekstiä tai kerro loput puhelimessa.`,
    // The thank-you after a successful send: the spec's success message and 24 h promise, then what happens next.
    thanksNext:
      'Luemme viestisi ja soitamme tai vastaamme sähköpostitse. Tarvittaessa sovimme maksuttoman arviokäynnin, jonka jälkeen saat kirjallisen tarjouksen.',
    newMessage: 'Kirjoita uusi viesti',
    // The page title of the answer to a form sent without JavaScript (the result first, then the contact page's title).
    sentTitle: 'Viesti lähetetty',
    errorTitle: 'Viestiä ei lähetetty',
    math: (a: number | string, b: number | string) => `Paljonko on ${a} + ${b}?`,
    mathPending: 'Laskutehtävä',
    // The math question comes from the server (docs/decisions/253): asked for when the form is first used.
    mathNeeded: 'Vastaa vielä laskutehtävään ja lähetä viesti uudelleen.',
    mathNoScript: 'Laskutehtävä näytetään, kun lähetät lomakkeen.',
    // The calculator's estimate, checked by the server against its choices (docs/decisions/254).
    calculatorChanged:
      'Hinta-arvio ei vastaa laskurin valintoja. Päivitä sivu, laske arvio uudelleen ja lähetä viesti.',
    mathHint: 'Vastaa numerolla. Näin varmistamme, ettei lähettäjä ole robotti.',
    honeypot: 'Jätä tämä kenttä tyhjäksi',
    submit: 'Lähetä viesti',
    submitting: 'Lähetetään...',
    closeNotice: 'Sulje ilmoitus',
    // Server-side answers to malformed requests (4xx JSON { error }).
    badJson: 'Pyynnön sisältö ei ole kelvollista JSONia.',
    badContentType:
      'Pyynnön sisältötyypin täytyy olla application/json (tai lomakkeen application/x-www-form-urlencoded).',
    tooLarge: 'Viesti on liian suuri.',
    badPayload: 'Lomakkeen tiedot ovat puutteelliset tai virheelliset. Tarkista kentät ja yritä uudelleen.',
    badEmail: 'Tarkista sähköpostiosoite.',
    badPhone: (max: number) =>
      `Puhelinnumerossa voi olla vain numeroita, välilyöntejä ja merkkejä + - ( ) . (enintään ${max} merkkiä).`,
    // Field hygiene (src/rules/text-hygiene.ts): the field is named in the inessive.
    invalidCharacters: (where: string) =>
      `${where} on merkkejä, joita ei voi lähettää (ohjausmerkkejä tai tekstin suuntaa vaihtavia merkkejä; nimessä, sähköpostissa ja puhelinnumerossa myös rivinvaihtoja). Poista ne ja yritä uudelleen.`,
    fieldNames: {
      name: 'Nimessä',
      email: 'Sähköpostiosoitteessa',
      phone: 'Puhelinnumerossa',
      message: 'Viestissä',
      any: 'Lomakkeen kentissä',
    },
    badCharset: 'Pyynnön merkistöä ei tueta: lähetä tiedot UTF-8-merkistössä (application/json; charset=utf-8).',
    badContentEncoding: 'Pyynnön pakkausta (Content-Encoding) ei tueta: lähetä tiedot pakkaamattomina.',
    methodNotAllowed: 'Tähän osoitteeseen voi lähettää vain POST-pyynnön.',
    accepted: 'Viesti vastaanotettu.',
  },
  /**
   * Booking the free site visit (docs/decisions/410): the form's fields and answers, the
   * rules' messages (src/booking/request.ts); the e-mails with their invitation are SERVER_UI.bookingMail.
   * `when` is a time already formatted in the language (src/booking/visit-time.ts).
   */
  booking: {
    title: 'Varaa ilmainen arviokäynti',
    intro:
      'Valitse sinulle sopiva aika, niin tulemme katsomaan kohteen. Käynti on maksuton eikä sido mihinkään, ja sen jälkeen saat kirjallisen tarjouksen.',
    street: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    chooseDay: 'Valitse päivä',
    chooseTime: 'Valitse aika',
    noTimes: 'Seuraavan kahden viikon ajat ovat täynnä. Lähetä viesti, niin sovimme sinulle sopivan ajan puhelimessa.',
    submit: 'Varaa arviokäynti',
    booked: (when: string) => `Arviokäynti on varattu: ${when}. Lähetimme vahvistuksen sähköpostiisi.`,
    // Two visitors (or two servers) raced for one time and this one lost (the issue's words, to the letter).
    slotTaken: 'Aika ehdittiin juuri varata – valitse toinen',
    streetLength: (min: number, max: number) => `Katuosoitteen täytyy olla ${min}–${max} merkkiä pitkä.`,
    cityLength: (min: number, max: number) => `Postitoimipaikan täytyy olla ${min}–${max} merkkiä pitkä.`,
    badPostalCode: 'Postinumerossa on viisi numeroa, esimerkiksi 00100.',
    outsideArea:
      'Osoite on palvelualueemme ulkopuolella (Uusimaa ja Etelä-Karjala). Lähetä meille viesti, niin katsotaan, voimmeko silti auttaa.',
    badTime: 'Valitse aika vapaiden aikojen listasta.',
    // Field hygiene: the field in the inessive, as UI.contact.fieldNames.
    fieldNames: { street: 'Katuosoitteessa', postalCode: 'Postinumerossa', city: 'Postitoimipaikassa' },
    // The form's time picker (src/contact/BookingChoice.tsx, src/contact/SlotPicker.tsx).
    postalFirst: 'Kirjoita kohteen postinumero, niin näet alueesi vapaat ajat.',
    loadingTimes: 'Haetaan vapaita aikoja…',
    timesFailed:
      'Vapaita aikoja ei saatu haettua. Yritä hetken päästä uudelleen tai lähetä viesti, niin sovitaan aika puhelimessa.',
    // Without JavaScript: the form goes to the server, whose answer page lists the free times.
    showTimes: 'Näytä vapaat ajat',
    showTimesHint: 'Seuraavalla sivulla valitset ajan vapaista ajoista.',
  },
  // Answers of the server to requests that are not the contact API's (plain text).
  /** Where a lead came from (src/rules/lead-origin.ts): the Telegram message and the form's note. */
  leadOrigin: {
    page: 'Sivu',
    calculator: 'Laskuri',
    choices: 'Valinnat',
    estimate: 'Hinta-arvio',
    /** The note under the message when a calculator's choices go with it. */
    formNote: 'Laskurin valinnat lähetetään viestin mukana:',
  },
} as const

/**
 * What only the server says (never in a browser chunk: src/ui/load-strings.ts takes the three exports above):
 * the booking e-mails and their invitation (src/booking/mail.ts), the Telegram message of a lead and
 * the plain-text HTTP answers.
 */
export const SERVER_UI = {
  bookingMail: {
    greeting: (name: string) => `Hei ${name},`,
    when: 'Aika',
    where: 'Osoite',
    contact: 'Yhteystiedot',
    calendarNote: 'Kalenterikutsu on liitteenä: avaa se, niin käynti tallentuu kalenteriisi.',
    manage: 'Jos aika ei sovi, voit siirtää tai perua käynnin ilman tunnuksia:',
    moveLink: 'Siirrä käynti',
    cancelLink: 'Peru käynti',
    questions: (phone: string) => `Kysyttävää? Soita numeroon ${phone} tai vastaa tähän viestiin.`,
    signOff: 'Ystävällisin terveisin',
    confirmSubject: (when: string) => `Arviokäynti varattu: ${when}`,
    confirmText:
      'kiitos varauksesta! Tulemme katsomaan kohteen ja kerromme, miten työ kannattaa tehdä. Käynti on maksuton eikä sido mihinkään, ja sen jälkeen saat kirjallisen tarjouksen.',
    confirmedSubject: (when: string) => `Arviokäynti vahvistettu: ${when}`,
    confirmedText:
      'vahvistamme arviokäyntisi. Tulemme sovittuun aikaan; jos aika ei sovi, voit siirtää tai perua sen alla olevilla linkeillä.',
    reminderSubject: (when: string) => `Muistutus: arviokäynti huomenna, ${when}`,
    reminderText: 'muistutamme huomisesta arviokäynnistä. Tässä vielä tiedot:',
    movedSubject: (when: string) => `Arviokäynti siirretty: ${when}`,
    movedText: (before: string) => `arviokäyntisi on siirretty uuteen aikaan. Aiempi aika oli ${before}.`,
    cancelledSubject: (when: string) => `Arviokäynti peruttu: ${when}`,
    cancelledByVisitorText: 'perumisesi on vastaanotettu, ja arviokäynti on poistettu kalenteristamme.',
    cancelledByCompanyText:
      'joudumme valitettavasti perumaan arviokäyntisi. Otamme sinuun yhteyttä, niin sovitaan uusi aika.',
    bookAgain: (url: string) => `Uuden ajan voit varata milloin tahansa: ${url}`,
    eventSummary: (brand: string) => `Ilmainen arviokäynti – ${brand}`,
    // The company's copy (always Finnish): who booked, what they wrote, and the lead in the inbox.
    companyEventSummary: (name: string, city: string) => `Arviokäynti: ${name}, ${city}`,
    companySubject: (kind: 'booked' | 'moved' | 'cancelled', when: string, name: string) =>
      `${kind === 'booked' ? 'Uusi arviokäynti' : kind === 'moved' ? 'Arviokäynti siirretty' : 'Arviokäynti peruttu'}: ${when} – ${name}`,
    companyVisitor: 'Asiakas',
    companyMessage: 'Viesti',
    companyLanguage: 'Kieli',
    companyPerson: 'Käynnin tekee',
    companyLead: 'Yhteydenotto',
  },
  /** The Telegram message an operator receives for each lead. */
  telegram: {
    heading: (id: number | string, when: string) => `Uusi yhteydenotto #${id} (${when})`,
    name: 'Nimi',
    email: 'Sähköposti',
    phone: 'Puhelin',
    /** The visitor's language, named in Finnish (LANGUAGE_INFO's finnishName): "Kieli: venäjä". */
    language: 'Kieli',
    /** Above the visitor's own text, which follows fenced: every line of it starts with "┃ ". */
    message: 'Viesti (lähettäjän omin sanoin)',
    /** After the heading when an earlier attempt may have reached Telegram (a timeout, an instance stopped mid-send). */
    possibleDuplicate: '(mahdollinen kaksoiskappale)',
    /** A booking's lead: its visit's time and address, and the stage it starts in. */
    visit: 'Arviokäynti',
    visitAddress: 'Käyntiosoite',
    stage: 'Vaihe',
  },
  /** The pages of the e-mails' move and cancel links and the answer to a booking sent without JavaScript (server/booking/pages.ts). */
  visitPage: {
    cancelTitle: 'Arviokäynnin peruminen',
    cancelQuestion: (when: string) => `Haluatko perua arviokäyntisi (${when})?`,
    cancelled: 'Arviokäynti on peruttu. Lähetimme vahvistuksen sähköpostiisi.',
    moveTitle: 'Arviokäynnin siirtäminen',
    moveQuestion: (when: string) => `Arviokäyntisi aika on nyt ${when}. Valitse uusi aika:`,
    moved: (when: string) => `Arviokäynti on siirretty: ${when}. Lähetimme vahvistuksen sähköpostiisi.`,
    noTimes: 'Vapaita aikoja ei juuri nyt ole. Soita meille, niin sovitaan sopiva aika.',
    linkInvalid:
      'Linkki ei ole enää voimassa: käynti on jo siirretty, peruttu tai pidetty. Uusimmassa sähköpostissa on voimassa olevat linkit.',
    bookTitle: 'Arviokäynnin varaus',
    backToSite: 'Takaisin sivustolle',
  },
  /** The answers of GET /api/visit-slots to a query it cannot read (JSON { error }). */
  visitSlots: {
    badDate: 'Päivämäärät (from, to) kirjoitetaan muodossa VVVV-KK-PP, esimerkiksi 2026-12-07.',
    badRange: 'Aikavälin loppu (to) ei voi olla ennen alkua (from), ja väli voi olla enintään 31 päivää.',
    badArea: 'Alue (area) on uusimaa tai etela-karjala.',
  },
  http: {
    badUrl: 'Virheellinen osoite: osoitteessa on virheellisesti koodattuja merkkejä.',
    methodNotAllowed: 'Sivuja voi vain hakea (GET tai HEAD); tämä pyyntötapa ei ole sallittu.',
    apiMethodNotAllowed: 'Pyyntötapa ei ole sallittu tässä osoitteessa.',
    badRequest: 'Virheellinen pyyntö.',
    notFound: 'Sivua ei löytynyt.',
    apiNotFound: 'Rajapintaa ei löytynyt.',
    serverError: 'Palvelussa tapahtui virhe.',
    apiServerError: 'Pyyntöä ei voitu käsitellä.',
    shuttingDown: 'Palvelu käynnistyy uudelleen. Yritä hetken kuluttua uudelleen.',
  },
} as const
