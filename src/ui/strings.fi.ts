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
} as const
