/**
 * Publishing's words in Finnish: the pending changes of "Julkaise" (STUDIO_UI.publishList), the
 * releases' steps, history, rollback, schedules, preview links and presence (STUDIO_UI.releases) and
 * the local studio's publish by git (STUDIO_UI.publish). The studio's catalogue
 * (src/studio/strings.fi.ts) takes them from here; this file imports nothing from it.
 */
import { LANGUAGE_INFO, LANGUAGES } from '../../i18n/languages.js'

/** Each language's name in Finnish ("venäjä"), from the table of languages (decision 418). */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((l) => [l, LANGUAGE_INFO[l].finnishName]),
)

/** The pending changes of "Julkaise", one per document. */
export const PUBLISH_LIST_WORDS = {
  title: 'Julkaise muutokset',
  help: 'Valitse julkaistavat muutokset. Jokainen julkaistaan omanaan: muiden keskeneräiset muutokset eivät lähde mukaan. Julkaisu tarkistaa sisällön, rakentaa sivuston ja vaihtaa uuden version verkkoon.',
  helpLocal:
    'Valitse julkaistavat muutokset. Paikallisessa studiossa julkaisu tallentaa ne sivuston versiohistoriaan ja lähettää palvelimelle, jos sellainen on määritetty.',
  none: 'Ei julkaistavia muutoksia. Tallennetut muutokset näkyvät tässä.',
  choose: 'Julkaise',
  added: 'uusi',
  removed: 'poistettu',
  formatting: 'muotoilu tai paikka muutettu',
  /** A section's place on its page, before and after it moved (the changes by field, src/studio/field-changes.ts). */
  atPosition: (position: number) => `${position}. osio`,
  oneChanged: (place: string) => `${place} muutettu`,
  manyChanged: (n: number) => `${n} kohtaa muutettu`,
  photo: 'Kuva',
  hasErrors: (place: string) => `Ei voi julkaista: dokumentissa on virhe (${place}). Korjaa se ensin.`,
  hasPlaceholder: (place: string) =>
    `Ei voi julkaista: sivulla on vielä pohjan ”Kirjoita tähän” -teksti (${place}). Kirjoita sen tilalle oma tekstisi ja tallenna.`,
  openField: 'Avaa kenttä',
  notYours: 'Roolisi ei salli tämän muutoksen julkaisemista.',
  dependsOn: (titles: string) => `Julkaistaan yhdessä: ${titles}`,
  changedBy: (names: string) => `Muuttanut: ${names}`,
  selected: (n: number) => (n === 1 ? '1 muutos valittu' : `${n} muutosta valittu`),
  message: 'Kuvaus muutoksesta',
  messageHelp: 'Esim. "Päivitetty kylpyhuoneremontin hinnat". Näkyy julkaisuhistoriassa.',
  messageKept: 'Kirjoittamasi kuvaus säilyy, vaikka julkaisu ei onnistuisi.',
  submit: 'Julkaise valitut',
  committedLocal: (commit: string) => `Tallennettu versionhallintaan (${commit}).`,
} as const

/** Publishing into releases: its steps and results, history, rollback, schedules, preview links, presence. */
export const RELEASE_WORDS = {
  steps: {
    validate: 'Tarkistetaan sisältö',
    build: 'Rakennetaan sivusto',
    check: 'Koestetaan uusi versio',
    live: 'Vaihdetaan verkkoon',
    commit: 'Tallennetaan versionhallintaan',
  } as Record<string, string>,
  stepState: { waiting: 'odottaa', running: 'käynnissä', done: 'valmis', failed: 'epäonnistui' } as Record<
    string,
    string
  >,
  running: 'Julkaisu on käynnissä…',
  busy: 'Toinen julkaisu on juuri käynnissä. Odota, että se valmistuu, ja yritä sitten uudelleen.',
  live: (time: string) => `Julkaistu klo ${time} – muutokset näkyvät sivustolla`,
  rolledBack: (time: string, when: string) =>
    `Palautettu klo ${time}: sivusto on nyt sellainen kuin se oli julkaisussa ${when}.`,
  changedPages: 'Muuttuneet sivut',
  /** The pages whose lists show a published page (issue 43). */
  shownPages: 'Näkyy myös näillä sivuilla',
  shownMenus: (languages: string) => `Myös valikko ja alatunniste muuttuivat kaikilla sivuilla (${languages}).`,
  languageNames: LANGUAGE_NAMES,
  invalid: (n: number) =>
    `Julkaisua ei tehty, koska valituissa muutoksissa on ${n === 1 ? 'virhe' : `${n} virhettä`}. Sivusto on ennallaan. Korjaa nämä ja yritä uudelleen:`,
  errorAt: (title: string, place: string) => (place ? `${title} – ${place}` : title),
  buildFailed:
    'Sivuston rakentaminen epäonnistui, joten julkaisua ei tehty. Sivusto on ennallaan. Yritä hetken kuluttua uudelleen; jos virhe toistuu, ota yhteyttä ylläpitoon.',
  checkFailed:
    'Uusi versio ei läpäissyt koestusta, joten sitä ei otettu käyttöön. Sivusto on ennallaan. Ota yhteyttä ylläpitoon; alla ongelmat:',
  headMoved: 'Joku muu julkaisi samaan aikaan. Sivusto on ennallaan: yritä uudelleen.',
  unexpected: 'Julkaisu keskeytyi odottamattomaan virheeseen. Sivusto on ennallaan. Yritä uudelleen.',
  missingPage: (route: string) => `Sivu ${route} puuttuu uudesta versiosta.`,
  missingFile: (page: string, file: string) => `Sivu ${page} viittaa tiedostoon ${file}, jota ei ole.`,
  pageFailed: (route: string, status: number) => `Sivu ${route} ei vastannut oikein (tila ${status}).`,
  nothingChosen: 'Valitse vähintään yksi muutos julkaistavaksi.',
  notChangeable: (title: string) =>
    `Muutosta ”${title}” ei voi julkaista: sitä ei ole tallennettu tai se on jo julkaistu.`,
  push: {
    none: '',
    waiting: 'Varmuuskopio versionhallintaan odottaa.',
    running: 'Lähetetään varmuuskopiota versionhallintaan…',
    done: 'Varmuuskopio lähetetty versionhallintaan.',
    retrying: (minutes: number) =>
      `Varmuuskopion lähetys versionhallintaan ei onnistunut; yritetään uudelleen ${minutes === 1 ? 'minuutin' : `${minutes} minuutin`} kuluttua. Julkaisu on silti verkossa.`,
    failed:
      'Varmuuskopion lähetys versionhallintaan ei onnistunut useista yrityksistä huolimatta. Julkaisu on verkossa; ylläpito voi lähettää sen myöhemmin.',
  },
  switchCommandFailed:
    'Uusi versio on vaihdettu, mutta palvelimen päivitys sen jälkeen ei onnistunut (esim. uusien sivujen asetukset). Ota yhteyttä ylläpitoon.',
  hook: {
    running: 'Jaetaan uutta versiota muille palvelimille…',
    done: 'Uusi versio jaettu muille palvelimille.',
    failed:
      'Uuden version jakaminen muille palvelimille epäonnistui. Tällä palvelimella julkaisu on verkossa; ota yhteyttä ylläpitoon.',
  },
  historyOpen: 'Julkaisuhistoria',
  adopted: 'Sivusto sellaisena kuin se oli studion käyttöönotossa',
  adoptedBy: 'Ylläpito',
  historyTitle: 'Julkaisuhistoria',
  historyHelp:
    'Jokainen julkaisu: kuka, milloin, viesti ja muuttuneet sivut. Omistaja voi palauttaa sivuston mihin tahansa säilytettyyn versioon.',
  historyEmpty: 'Ei vielä julkaisuja.',
  liveNow: 'Verkossa nyt',
  rollbackKind: (when: string) => `Palautus julkaisuun ${when}`,
  showDiff: 'Näytä muutokset',
  hideDiff: 'Piilota muutokset',
  diffEmpty: 'Ei sisältömuutoksia.',
  fieldChanged: (place: string) => `${place}:`,
  before: 'ennen',
  after: 'nyt',
  added: 'lisätty',
  removedValue: 'poistettu',
  rollback: 'Palauta tämä versio',
  confirmRollback: (when: string) =>
    `Palautetaanko sivusto sellaiseksi kuin se oli julkaisussa ${when}? Myöhemmät julkaisut jäävät historiaan, ja ne voi palauttaa myöhemmin.`,
  notKept: 'Tätä versiota ei enää säilytetä palvelimella, joten sitä ei voi palauttaa.',
  scheduleOpen: 'Julkaise ajastetusti',
  scheduleAt: 'Julkaisuaika',
  scheduleHelp: 'Valitut muutokset julkaistaan sellaisina kuin ne ovat nyt, valittuna aikana (Suomen aikaa).',
  scheduleSubmit: 'Ajasta julkaisu',
  scheduled: (when: string) => `Julkaisu ajastettu: ${when}.`,
  schedulePast: 'Valitse tuleva ajankohta.',
  scheduleList: 'Ajastetut julkaisut',
  scheduleCancel: 'Peru ajastus',
  scheduleStates: {
    odottaa: 'odottaa',
    käynnissä: 'käynnissä',
    valmis: 'julkaistu',
    epäonnistui: 'epäonnistui',
    peruttu: 'peruttu',
  } as Record<string, string>,
  scheduleConflict: (title: string) =>
    `Ajastettua julkaisua ei tehty: ${title} on julkaistu toisella sisällöllä ajastuksen jälkeen. Tarkista muutos ja ajasta uudelleen.`,
  scheduleGone: 'Ajastettua julkaisua ei tehty: sen ajastanut henkilö on poistettu studiosta.',
  scheduleInterrupted: 'Studio pysähtyi kesken tämän julkaisun. Sivusto on ennallaan: ajasta tai julkaise uudelleen.',
  previewShare: 'Jaa esikatselulinkki',
  previewShareHelp:
    'Linkki näyttää sivun tallennettuna mutta julkaisemattomana, myös puhelimella ja ilman tunnuksia. Se vanhenee 7 päivässä, ja sen voi perua.',
  previewCreated: 'Esikatselulinkki luotu. Kopioi ja lähetä se:',
  previewRevoke: 'Peru linkki',
  previewRevoked: 'Linkki peruttu: se ei enää avaudu.',
  previewLinks: 'Voimassa olevat esikatselulinkit',
  previewExpires: (when: string) => `voimassa ${when} asti`,
  previewBanner: 'Esikatselu – tätä versiota ei ole vielä julkaistu.',
  previewGone: 'Tämä esikatselulinkki on vanhentunut tai peruttu. Pyydä lähettäjältä uusi linkki.',
  previewNoPage: 'Tällä dokumentilla ei ole omaa sivua esikatseltavaksi.',
  presence: (names: string) => `${names} muokkaa tätä sivua`,
  presenceList: (names: string) => `Auki: ${names}`,
} as const

/** The local studio's "Julkaise": a commit to git and a push to the remote, if there is one. */
export const PUBLISH_WORDS = {
  open: 'Julkaise',
  title: 'Julkaise muutokset',
  help: 'Julkaisu tallentaa muutokset sivuston versiohistoriaan ja lähettää ne palvelimelle, jos sellainen on määritetty. Sen jälkeen palvelin rakentaa sivuston ja vie sen verkkoon.',
  changed: 'Mitä muuttuu',
  diff: 'Muutokset riveittäin',
  nothing: 'Ei julkaistavia muutoksia: tallenna ensin.',
  unsavedFirst: 'Tallentamattomia muutoksia ei julkaista: tallenna ne ensin.',
  message: 'Kuvaus muutoksesta',
  messageHelp: 'Esim. "Päivitetty keittiöremontin hinnat". Näkyy versionhistoriassa.',
  name: 'Nimesi',
  email: 'Sähköpostiosoitteesi',
  authorHelp: 'Tallennetaan tähän selaimeen, joten tätä ei kysytä uudelleen.',
  authorFromGit: (name: string, email: string) => `Tekijä: ${name} <${email}> (gitin asetuksista)`,
  submit: 'Julkaise',
  publishing: 'Tarkistetaan ja julkaistaan…',
  added: 'Uusi',
  /** A new document in the history's lines ("Uusi sivu: Palvelu: Parvekeremontti"). */
  addedPage: 'Uusi sivu',
  modified: 'Muokattu',
  removed: 'Poistettu',
  kinds: {
    site: 'Yrityksen tiedot',
    navigation: 'Navigaatio',
    page: 'Sivu',
    service: 'Palvelu',
    city: 'Kaupunki',
    citySub: 'Kaupungin alasivu',
    calculator: 'Laskuri',
    calculatorModel: 'Laskurimalli',
    workExample: 'Työesimerkki',
    exampleCategory: 'Työesimerkkien luokka',
    glossary: 'Sanasto',
    blogPost: 'Blogikirjoitus',
  } as Record<string, string>,
  noMessage: 'Kirjoita lyhyt kuvaus muutoksesta ennen julkaisua.',
  noAuthor: 'Kerro nimesi ja sähköpostiosoitteesi ennen julkaisua.',
  invalid: (n: number) =>
    `Sisällössä on ${n === 1 ? '1 virhe' : `${n} virhettä`}, joten julkaisua ei tehty. Korjaa virheet ensin.`,
  committed: (commit: string) => `Julkaistu: muutokset tallennettu versionhallintaan (${commit}).`,
  pushed: (remote: string) => `Lähetetty palvelimelle (${remote}): palvelin rakentaa ja julkaisee sivuston.`,
  pushFailed: (remote: string, reason: string) =>
    `Lähetys palvelimelle (${remote}) epäonnistui, mutta muutokset on tallennettu versionhallintaan. Yritä myöhemmin uudelleen (git push).${reason ? ` Syy: ${reason}` : ''}`,
  noRemote: 'Versionhallinnalla ei ole etäpalvelinta, joten muutoksia ei lähetetty minnekään.',
} as const
