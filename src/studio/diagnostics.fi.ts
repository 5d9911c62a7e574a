/**
 * The validator's findings in Finnish, for the studio (issue 21, decision
 * 191). One catalogue of the engine's codes (src/runtime/diagnostics.ts, whose
 * English texts the CLI and the build keep), two languages: this table has an
 * entry for every code (the type says so), made from the same values. A
 * feature's codes (calculators, work examples, photos) carry both languages in
 * their own catalogue piece beside their pass.
 */
import {
  type Diagnostic,
  type DiagnosticArgs,
  type DiagnosticCode,
  diagnosticArgs,
  featureFinnish,
} from '../runtime/diagnostics.js'
import { isLang, LANGUAGE_INFO } from '../i18n/languages.js'
import { fieldLabel } from './labels.fi.js'

type A = DiagnosticArgs
type Texts = { message: (a: A) => string; hint: (a: A) => string }

const q = (s: string | number | undefined) => `”${s ?? ''}”`
const didYouMean = (best: unknown, rest = '') =>
  best ? `Tarkoititko ${q(String(best))}?${rest ? ` ${rest}` : ''}` : rest
const field = (name: unknown) => fieldLabel('', String(name ?? ''))?.label ?? String(name ?? '')
/** The language of a finding in Finnish (venäjä). */
const kieli = (lang: unknown) => (isLang(lang) ? LANGUAGE_INFO[lang].finnishName : String(lang ?? ''))
const TYPE_NAMES: Record<string, string> = {
  string: 'teksti',
  number: 'luku',
  integer: 'kokonaisluku',
  boolean: 'kyllä tai ei',
  object: 'ryhmä kenttiä',
  array: 'luettelo',
  null: 'tyhjä arvo',
}
const typeName = (t: unknown) => TYPE_NAMES[String(t)] ?? 'toinen arvo'
const unit = (u: unknown) => (u === 'characters' ? 'merkkiä' : 'kohtaa')

export const FINNISH: Record<DiagnosticCode, Texts> = {
  jsonSyntax: {
    message: () => 'JSON-teksti ei ole kelvollista tässä kohdassa.',
    hint: () => 'Tarkista pilkku, lainausmerkki tai sulje juuri ennen tätä kohtaa.',
  },
  frontMatterSyntax: {
    message: () => 'Kirjoituksen alun tietolohko ei ole kelvollinen.',
    hint: () => 'Tiedoston pitää alkaa rivillä ---, sitten YAML-kentät ja taas --- omalla rivillään.',
  },
  unknownFile: {
    message: (a) => `Tiedosto ${q(a.file)} ei ole missään tunnetussa sisältökansiossa.`,
    hint: (a) => `Sisältökansiot: ${a.folders}.`,
  },
  wrongSchemaRef: {
    message: (a) => `Skeema on ${q(a.actual)}, mutta tämän kansion dokumentit käyttävät skeemaa ${q(a.expected)}.`,
    hint: (a) => `Aseta "$schema": ${q(a.expected)}.`,
  },
  unknownSectionType: {
    message: (a) => `Tuntematon osiotyyppi ${q(a.value)}.`,
    hint: (a) => didYouMean(a.best, `Tunnetut tyypit: ${a.known}.`),
  },
  unknownField: {
    message: (a) => `Tuntematon kenttä ${q(a.field)}.`,
    hint: (a) => didYouMean(a.best, `Sallitut kentät: ${a.allowed}.`),
  },
  missingField: {
    message: (a) => `Pakollinen kenttä ${q(a.fieldLabel ?? field(a.field))} puuttuu tai on tyhjä.`,
    hint: () => 'Täytä kenttä.',
  },
  wrongType: {
    message: (a) => `Arvo on väärää tyyppiä: tähän kuuluu ${typeName(a.expected)}, nyt siinä on ${typeName(a.actual)}.`,
    hint: (a) => (a.expected === 'string' ? 'Kirjoita arvo tekstinä.' : ''),
  },
  notAllowedValue: {
    message: (a) => `Arvo ${q(a.value)} ei ole sallittu tässä.`,
    hint: (a) => didYouMean(a.best, `Sallitut: ${a.allowed}.`),
  },
  patternMismatch: {
    message: (a) => `Arvo ${q(a.value)} on väärän muotoinen.`,
    hint: () => 'Katso kentän ohje: sallitut merkit ja muoto.',
  },
  tooShort: { message: (a) => `Liian lyhyt: vähintään ${a.limit} ${unit(a.unit)}.`, hint: () => '' },
  tooLong: { message: (a) => `Liian pitkä: enintään ${a.limit} ${unit(a.unit)}.`, hint: () => '' },
  outOfRange: { message: (a) => `Luku ${a.value} on sallitun välin ulkopuolella (${a.detail}).`, hint: () => '' },
  schemaViolation: { message: () => 'Arvo ei kelpaa tähän kenttään.', hint: () => 'Katso kentän ohje.' },
  slugMismatch: {
    message: (a) => `Osoitteen loppuosa ${q(a.slug)} ei vastaa tiedoston nimeä ${q(a.file)}.`,
    hint: (a) => `Aseta osoitteen loppuosaksi ${q(a.expected)}.`,
  },
  duplicateRoute: {
    message: (a) => `Osoite ${a.route} on jo sivun ${q(a.otherTitle ?? a.other)} käytössä.`,
    hint: () => 'Anna toiselle sivulle toinen osoite.',
  },
  aliasShadowsPage: {
    message: (a) =>
      `Vanha osoite ${q(a.alias)} ohjaisi osoitteen ${a.route}, joka on oma sivunsa (${q(a.otherTitle ?? a.other)}).`,
    hint: () => 'Poista vanha osoite tai nimeä toinen sivuista uudelleen.',
  },
  aliasLoop: {
    message: (a) => `Vanha osoite ${q(a.alias)} osoittaa takaisin samaan sivuun.`,
    hint: () => 'Poista vanha osoite: se on sama kuin sivun oma.',
  },
  aliasTaken: {
    message: (a) => `Vanha osoite ${a.route} on myös dokumentissa ${q(a.otherTitle ?? a.other)}.`,
    hint: () => 'Vanha osoite voi ohjata vain yhdelle sivulle: pidä se vain toisessa.',
  },
  brokenLink: {
    message: (a) => `Linkki ${q(a.href)} ei vie mihinkään sivuston sivuun.`,
    hint: (a) => didYouMean(a.best) || 'Tarkista osoite.',
  },
  brokenAnchor: {
    message: (a) => `Linkin ${q(a.href)} #-osa ei ole linkitetyn sivun minkään osion tunnus.`,
    hint: (a) => (a.best ? `Tarkoititko #${a.best}?` : 'Kirjoita #-merkin jälkeen linkitetyn sivun osion tunnus.'),
  },
  unknownListedPage: {
    message: (a) => `Lista nimeää sivun ${q(a.id)}, jota sivustolla ei ole.`,
    hint: (a) =>
      a.best
        ? `Tarkoititko ${a.best}? Sivu nimetään sen tiedostolla pages-data-kansiossa ilman .json-päätettä.`
        : 'Sivu nimetään sen tiedostolla pages-data-kansiossa ilman .json-päätettä, esim. services/keittion-remontti.',
  },
  listedWithoutIcon: {
    message: (a) => `Sivu ${q(a.id)} näkyy tässä korttina, mutta sillä ei ole kuvaketta.`,
    hint: (a) => `Valitse sivulle pages-data/${a.id}.json kortin kuvake.`,
  },
  linkToAlias: {
    message: (a) => `Linkki ${q(a.href)} kulkee uudelleenohjauksen kautta.`,
    hint: (a) => `Linkitä suoraan osoitteeseen ${q(a.target)}.`,
  },
  missingImage: {
    message: (a) => `Kuvaa ${q(a.src)} ei löydy sivuston kuvista.`,
    hint: (a) => didYouMean(a.best) || 'Valitse kuva Valitse kuva -painikkeella tai korjaa polku.',
  },
  duplicateSectionTitle: {
    message: (a) => `Osion otsikko ${q(a.title)} on sivulla kahdesti.`,
    hint: () => 'Ruudunlukijat luettelevat osiot otsikoittain: anna jokaiselle oma otsikko.',
  },
  duplicateSectionId: {
    message: (a) => `Osion tunniste ${q(a.id)} on sivulla kahdesti.`,
    hint: () => 'Tunnisteiden pitää olla sivulla yksilöllisiä: nimeä toinen uudelleen.',
  },
  unknownToken: {
    message: (a) => `Tuntematon tunnus {${a.token}}.`,
    hint: (a) =>
      a.best
        ? `Tarkoititko {${a.best}}? Tunnukset tulevat yrityksen tiedoista (site.json).`
        : 'Tunnukset tulevat yrityksen tiedoista (site.json): lisää tieto sinne tai kirjoita teksti auki.',
  },
  unknownReference: {
    message: (a) => `${a.kind} ${q(a.value)} ei ole olemassa.`,
    hint: (a) => didYouMean(a.best),
  },
  translationWithoutSource: {
    message: (a) => `Käännöksellä ei ole suomenkielistä sivua: sen lähde ${q(a.sourceTitle ?? a.source)} puuttuu.`,
    hint: (a) =>
      a.best
        ? `Tarkoititko sivun ${q(a.bestTitle ?? a.best)} käännöstä?`
        : 'Poista käännös, jos suomenkielinen sivu on poistettu.',
  },
  translationUnknownField: {
    message: (a) => `Käännöksessä on teksti, jota suomenkielisellä sivulla ${q(a.sourceTitle)} ei ole (enää).`,
    hint: (a) => (a.bestPlace ? `Tarkoititko kohtaa ${q(a.bestPlace)}?` : 'Poista se käännöksestä.'),
  },
  translationMissing: {
    message: (a) => `Kohta ${q(a.place)} on kääntämättä (kieli: ${kieli(a.lang)}). Suomeksi: ${q(a.text)}.`,
    hint: () => 'Kirjoita käännös: kieliversiota ei julkaista ennen kuin jokainen teksti on käännetty.',
  },
  translationStale: {
    message: (a) =>
      `Kohdan ${q(a.place)} suomenkielinen teksti on muuttunut käännöksen jälkeen. Ennen: ${q(a.was)}. Nyt: ${q(a.now)}.`,
    hint: (a) =>
      a.numbers === 'carry'
        ? 'Vain luvut muuttuivat: ne päivittyvät käännökseen, kun suomenkielinen sivu tallennetaan studiossa.'
        : 'Päivitä käännös vastaamaan nykyistä suomenkielistä tekstiä ja paina ”Merkitse ajan tasalle”.',
  },
  translationChangedFact: {
    message: (a) =>
      a.kind === 'number'
        ? `Kohdan ${q(a.place)} käännöksessä on luku ${a.value}, jota suomenkielisessä tekstissä ei ole.`
        : `Kohdan ${q(a.place)} käännöksestä puuttuu ${a.value}.`,
    hint: (a) =>
      a.kind === 'number'
        ? `Käännöksen luvut tulevat suomenkielisestä: ${q(a.source)}.`
        : `Säilytä ${a.value} tekstissä: sivusto korvaa sen yrityksen tiedolla.`,
  },
  translationNumbersUnplaced: {
    message: (a) =>
      `Luku ${a.value} ei päivittynyt käännökseen (${a.languages}): käännöksessä ei ole samaa lukua kuin suomenkielisessä ennen.`,
    hint: () => 'Avaa käännös ja kirjoita luku käännöksen tekstiin.',
  },
  translationSlugMissing: {
    message: () => 'Sivun käännös tarvitsee oman osoitteen loppuosan.',
    hint: (a) =>
      a.best
        ? `Ehdotus käännetystä otsikosta: ${q(a.best)}.`
        : 'Kirjoita osoitteen loppuosaksi käännetty otsikko kirjaimin a–z, numeroin ja väliviivoin.',
  },
  translationParentMissing: {
    message: (a) =>
      `Sivua ei voi julkaista (kieli: ${kieli(a.lang)}): sen yläsivulla ${q(a.parentTitle ?? a.parent)} ei ole käännöstä.`,
    hint: (a) => `Käännä ensin yläsivu ${q(a.parentTitle ?? a.parent)}.`,
  },
  translationLinkUntranslated: {
    message: (a) =>
      `Linkki ${q(a.href)} vie sivulle ${q(a.targetTitle ?? a.target)}, jolla ei ole käännöstä (kieli: ${kieli(a.lang)}).`,
    hint: (a) => `Käännä se sivu tai linkitä toiselle sivulle${a.best ? `, esimerkiksi ${q(a.best)}` : ''}.`,
  },
  duplicateTitle: {
    message: (a) => `Toisella sivulla on sama otsikko ${q(a.title)}: ${a.otherTitle ?? a.other}.`,
    hint: () => 'Anna jokaiselle sivulle oma otsikko: kävijät ja hakukoneet erottavat sivut otsikosta.',
  },
  stalePriceRepetition: {
    message: (a) => `Tekstissä mainitaan hinta ${q(a.price)}, mutta hinnastossa (${a.row}) on nyt ${q(a.table)}.`,
    hint: (a) => `Kirjoita tähänkin ${q(a.table)}, tai jätä hinta hinnastoon.`,
  },
  invalidPhone: {
    message: (a) => `${q(a.value)} ei ole kokonainen puhelinnumero.`,
    hint: () => 'Kirjoita koko numero, esim. 040 123 4567 tai +358 40 123 4567.',
  },
  glossaryAvoided: {
    message: (a) =>
      `${q(a.found)} on sanaston välttämä muoto käsitteelle ”${a.concept}”${a.note ? ` (${a.note})` : ''}.`,
    hint: (a) =>
      `Kirjoita ${q(a.use)}${a.forms ? ` tai jokin sen muodoista (${a.forms})` : ''}; termit ovat tiedostossa ${a.glossary}.`,
  },
  glossarySlugTransliterated: {
    message: (a) =>
      `Osoiteosa ${q(a.slug)} translitteroi nimen, jonka sanasto pitää osoitteissa latinalaisessa muodossaan.`,
    hint: (a) => `Kirjoita ${q(a.best)} ja lisää ${q(a.slug)} aiempiin osoiteosiin (sanasto: ${a.glossary}).`,
  },
  glossaryAvoidsOwnTerm: {
    message: (a) => `Vältettävä muoto ${q(a.avoid)} osuu termin omiin sanoihin ${q(a.word)}.`,
    hint: () => 'Tee vältettävästä muodosta pidempi ilmaus, jota oikea termi ei sisällä, tai poista se.',
  },
  translationLinkOtherLanguage: {
    message: (a) => `Linkki ${q(a.href)} vie toisenkieliselle sivulle: lukija joutuisi pois omasta kielestään.`,
    hint: (a) => `Linkitä osoitteeseen ${q(a.best)}, samaan sivuun tällä kielellä (suomenkielinen osoite käy myös).`,
  },
  translationHrefUntranslated: {
    message: (a) =>
      `Linkki ${q(a.href)} vie sivulle ${a.target}, jota ei ole käännetty (kieli: ${kieli(a.lang)}), vaikka tämä sivu on julkaistu sillä kielellä.`,
    hint: (a) => `Käännä se sivu (kieli: ${kieli(a.lang)}) tai linkitä sivulle, jolla on käännös.`,
  },
  titleTooLong: {
    message: (a) => `Otsikossa on ${a.length} merkkiä; hakukoneet katkaisevat otsikon noin 60 merkin jälkeen.`,
    hint: () => 'Lyhennä otsikkoa; tärkeimmät sanat ensin.',
  },
  metaDescriptionLength: {
    message: (a) => `Hakukoneille tarkoitetussa kuvauksessa on ${a.length} merkkiä; 50–160 näkyy parhaiten.`,
    hint: (a) => (Number(a.length) < 50 ? 'Kirjoita kokonaisempi lause sivun tarjonnasta.' : 'Lyhennä kuvausta.'),
  },
  placeholderText: {
    message: (a) => `Pohjan täyteteksti on vielä paikallaan: ${q(a.text)}.`,
    hint: () => 'Korvaa se oikealla tekstillä ennen julkaisua.',
  },
  releasePlaceholderFlag: {
    message: () => 'Yrityksen tiedot on merkitty esimerkkitiedoiksi: julkaisuversio ei hyväksy niitä.',
    hint: () => 'Täytä yrityksen oikeat tiedot ja poista sitten valinta ”Esimerkkisisältö”.',
  },
  releasePlaceholderField: {
    message: (a) => `Esimerkkitieto on vielä paikallaan: ${q(a.text)}.`,
    hint: () => 'Kirjoita oikea tieto ennen julkaisua.',
  },
}

/**
 * A finding's Finnish message and suggestion, from the values its English ones were made from (or
 * those values with places and titles in the author's words, `args`): a
 * feature's code carries its own Finnish (its catalogue piece), the engine's codes are in the table above.
 */
export function finnishTexts(d: Diagnostic, args: A = diagnosticArgs(d)): { message: string; suggestion?: string } {
  const feature = featureFinnish(d)
  if (feature) return feature
  const texts = FINNISH[d.code as DiagnosticCode]
  const hint = texts.hint(args)
  return { message: texts.message(args), ...(hint ? { suggestion: hint } : {}) }
}
