/**
 * Every Finnish string of the user interface, in one module. Content (page
 * texts) lives in pages-data/; this is the chrome around it and the messages
 * of the spec, quoted to the letter.
 */
export const UI = {
  skipToContent: 'Siirry sisältöön',
  breadcrumbs: { label: 'Murupolku', home: 'Koti' },
  header: {
    homeLink: 'Etusivulle',
    mainNav: 'Päävalikko',
    openMenu: 'Valikko',
    closeMenu: 'Sulje',
    email: 'Sähköposti',
    emailLabel: (email: string) => `Lähetä sähköpostia osoitteeseen ${email}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Lähetä WhatsApp-viesti (avautuu uuteen välilehteen)',
    consultation: 'Ilmainen konsultaatio',
  },
  footer: {
    contactHeading: 'Ota yhteyttä',
    contactButton: 'Lähetä viesti',
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
    consultationTitle: 'Ilmainen konsultaatio',
    consultationIntro: 'Kerro lyhyesti kohteesta, niin otamme yhteyttä 24 tunnin kuluessa ja sovimme ilmaisen arviokäynnin.',
    contactTitle: 'Ota yhteyttä',
    formComing: 'Voit myös soittaa tai lähettää sähköpostia:',
  },
  actions: {
    call: (phone: string) => `Soita\u00a0${phone}`,
    email: 'Lähetä sähköpostia',
    whatsapp: 'WhatsApp',
    form: 'Täytä yhteydenottolomake',
  },
  faq: { defaultTitle: 'Usein kysytyt kysymykset' },
  pricing: { service: 'Palvelu', price: 'Hinta', description: 'Sisältää' },
  notFound: {
    title: 'Sivua ei löytynyt',
    documentTitle: 'Sivua ei löytynyt (404)',
    text: 'Etsimääsi sivua ei ole olemassa tai se on siirretty. Tästä pääset eteenpäin:',
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
  blog: { published: 'Julkaistu', category: 'Kategoria', tags: 'Avainsanat', back: 'Takaisin blogiin' },
  calculator: {
    formLabel: (title: string) => `${title}: valinnat`,
    liveHint: 'Hinta-arvio päivittyy heti, kun muutat valintoja.',
    resultHeading: 'Hinta-arvio',
    rangeNote: 'Suuntaa-antava hinta, sisältää arvonlisäveron.',
    includesHeading: 'Arvio sisältää',
    excludesHeading: 'Arvio ei sisällä',
    minimumApplied: (amount: string) => `Pienin laskutettava työ on ${amount}, joten arvio on vähintään sen suuruinen.`,
    taxHeading: 'Kotitalousvähennys',
    taxEstimate: (a: { share: string; rate: string; range: string; ownShare: string }) =>
      `Kun työn osuudeksi arvioidaan noin ${a.share} hinnasta, voit saada kotitalousvähennystä noin ${a.range} (${a.rate} työn osuudesta, omavastuu ${a.ownShare}).`,
    taxNone: (ownShare: string) => `Näin pienestä työstä ei jää kotitalousvähennystä omavastuun (${ownShare}) jälkeen.`,
    taxCapped: (max: string, couple: string) => `Vähennys on enintään ${max} henkilöä kohden vuodessa, pariskunnalla yhteensä ${couple}.`,
    finalPrice: 'Lopullinen hinta selviää maksuttomalla arviokäynnillä, jonka jälkeen saat kiinteän tarjouksen.',
    requestButton: 'Pyydä ilmainen arviokäynti tällä arviolla',
    noEstimate: 'Korjaa merkitty kohta, niin näet hinta-arvion.',
    nothingSelected: 'Valitse vähintään yksi työ, niin näet hinta-arvion.',
    unitSuffix: (unit: string) => `(${unit})`,
    range: (low: string, high: string) => `${low} – ${high}`,
    announce: (range: string) => `Hinta-arvio ${range}`,
    summary: (name: string, details: string, range: string) =>
      `${name}${details ? `: ${details}` : ''}${details.endsWith('.') ? '' : '.'} Hinta-arvio ${range} (sis. alv). Pyydän ilmaista arviokäyntiä.`,
    summaryMore: 'ym.',
    problems: {
      required: (label: string) => `${label}: kirjoita luku, esimerkiksi 12,5.`,
      notANumber: (label: string) => `${label}: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.`,
      belowMin: (label: string, min: string) => `${label}: pienin arvo on ${min}.`,
      aboveMax: (label: string, max: string) => `${label}: suurin arvo laskurissa on ${max}. Suuremmasta kohteesta pyydä tarjous.`,
      unknownOption: (label: string) => `${label}: valitse jokin vaihtoehdoista.`,
    },
  },
} as const
