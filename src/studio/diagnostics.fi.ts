/**
 * The validator's findings in Finnish, for the studio (issue 21, decision
 * 191). One catalogue of codes (src/runtime/diagnostics.ts, whose English
 * texts the CLI and the build keep), two languages: this table has an entry
 * for every code (the type says so), made from the same values.
 */
import type { DiagnosticArgs, DiagnosticCode } from '../runtime/diagnostics.js'
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
const unit = (u: unknown) => (u === 'characters' ? 'merkkiä' : 'kohtaa')

export const FINNISH: Record<DiagnosticCode, Texts> = {
  jsonSyntax: {
    message: (a) => `JSON-teksti ei ole kelvollista: ${a.detail}`,
    hint: () => 'Tarkista pilkku, lainausmerkki tai sulje juuri ennen tätä kohtaa.',
  },
  frontMatterSyntax: {
    message: (a) => `Alun tietolohko (front matter) ei ole kelvollinen: ${a.detail}`,
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
    message: (a) => `Pakollinen kenttä ${q(field(a.field))} puuttuu tai on tyhjä.`,
    hint: () => 'Täytä kenttä.',
  },
  wrongType: {
    message: (a) => `Arvo on väärää tyyppiä (odotettiin ${a.expected}, löytyi ${a.actual}).`,
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
  schemaViolation: { message: (a) => `Virheellinen arvo: ${a.detail}.`, hint: () => '' },
  slugMismatch: {
    message: (a) => `Osoitteen loppuosa ${q(a.slug)} ei vastaa tiedoston nimeä ${q(a.file)}.`,
    hint: (a) => `Aseta osoitteen loppuosaksi ${q(a.expected)}.`,
  },
  idMismatch: {
    message: (a) => `Tunniste ${q(a.id)} ei vastaa tiedoston nimeä ${q(a.file)}.`,
    hint: (a) => `Aseta tunnisteeksi ${q(a.expected)}.`,
  },
  duplicateRoute: {
    message: (a) => `Osoite ${a.route} on jo sivun ${a.other} käytössä.`,
    hint: () => 'Anna toiselle sivulle toinen osoite.',
  },
  aliasShadowsPage: {
    message: (a) => `Vanha osoite ${q(a.alias)} ohjaisi osoitteen ${a.route}, joka on oma sivunsa (${a.other}).`,
    hint: () => 'Poista vanha osoite tai nimeä toinen sivuista uudelleen.',
  },
  aliasLoop: {
    message: (a) => `Vanha osoite ${q(a.alias)} osoittaa takaisin samaan sivuun.`,
    hint: () => 'Poista vanha osoite: se on sama kuin sivun oma.',
  },
  aliasTaken: {
    message: (a) => `Vanha osoite ${a.route} on myös dokumentissa ${a.other}.`,
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
  linkToAlias: {
    message: (a) => `Linkki ${q(a.href)} kulkee uudelleenohjauksen kautta.`,
    hint: (a) => `Linkitä suoraan osoitteeseen ${q(a.target)}.`,
  },
  missingImage: {
    message: (a) => `Kuvaa ${q(a.src)} ei ole (public${a.src}).`,
    hint: (a) => didYouMean(a.best) || 'Lisää kuva kansioon public/images/ tai korjaa polku.',
  },
  rasterImageNoAlt: {
    message: (a) => `Valokuvalta ${q(a.src)} puuttuu kuvaus (alt-teksti).`,
    hint: () => 'Kerro suomeksi, mitä kuvassa näkyy (ruudunlukijoille ja hakukoneille).',
  },
  rasterImageTooLarge: {
    message: (a) => `Valokuva ${q(a.src)} on ${a.size} Mt; enimmäiskoko on ${a.limit} Mt.`,
    hint: () => 'Pienennä kuva enintään 2560 px leveäksi ennen lisäämistä.',
  },
  rasterImageSize: {
    message: (a) => `Valokuva ${q(a.src)} on ${a.actual} px, mutta dokumentissa lukee ${a.declared}.`,
    hint: (a) => `Aseta leveydeksi ${a.width} ja korkeudeksi ${a.height}.`,
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
  unknownCalculatorModel: {
    message: (a) => `Laskurimallia ${q(a.value)} ei ole.`,
    hint: (a) => didYouMean(a.best, `Mallit: ${a.known}.`),
  },
  calculatorModelReference: {
    message: (a) => `${a.what} ${q(a.value)} ei ole määritelty tässä mallissa.`,
    hint: (a) => didYouMean(a.best, `Tunnetut: ${a.known}.`),
  },
  calculatorModelInvalid: { message: (a) => `Laskurimalli ei kelpaa: ${a.detail}`, hint: (a) => `${a.fix ?? ''}` },
  calculatorStartReference: {
    message: (a) => `${a.what} ${q(a.value)} ei ole laskurimallissa ${q(a.model)}.`,
    hint: (a) => didYouMean(a.best, `Tunnetut: ${a.known}.`),
  },
  calculatorStartInvalid: {
    message: (a) => `Laskurin alkuarvot eivät kelpaa: ${a.detail}`,
    hint: (a) => `${a.fix ?? ''}`,
  },
  translationWithoutSource: {
    message: (a) => `Käännöksellä ei ole suomenkielistä lähdettä: ${a.source} puuttuu.`,
    hint: (a) =>
      didYouMean(a.best, `Käännöksen polku on suomenkielisen tiedoston polku kansion translations/${a.lang}/ alla.`),
  },
  translationUnknownField: {
    message: (a) => `${q(a.pointer)} ei ole tiedoston ${a.source} käännettävä teksti.`,
    hint: (a) => didYouMean(a.best, `npm run translate -- ${a.lang} ${a.rel} luettelee käännettävät tekstit.`),
  },
  translationMissing: {
    message: (a) => `Sivulta (kieli: ${kieli(a.lang)}) puuttuu kohdan ${a.pointer} käännös (suomeksi: ${q(a.text)}).`,
    hint: (a) => `Kirjoita "text": npm run translate -- ${a.lang} ${a.rel} lisää puuttuvat tekstit täytettäviksi.`,
  },
  translationStale: {
    message: (a) =>
      `Kohdan ${a.pointer} suomenkielinen teksti on muuttunut käännöksen jälkeen (${a.sourceAt}). Ennen: ${q(a.was)}. Nyt: ${q(a.now)}.`,
    hint: () =>
      'Päivitä "text" vastaamaan nykyistä suomenkielistä ja aseta "from" uuteen tekstiin (npm run translate -- <kieli> <tiedosto> --fill luonnos.json tekee molemmat).',
  },
  translationChangedFact: {
    message: (a) =>
      a.kind === 'number'
        ? `Kohdan ${a.pointer} käännöksessä on luku ${a.value}, jota suomenkielisessä ei ole.`
        : `Kohdan ${a.pointer} käännöksestä puuttuu ${a.value}.`,
    hint: (a) =>
      a.kind === 'number' ? `Käytä suomenkielisen luvut: ${q(a.source)}.` : `Säilytä ${a.value} tekstissä.`,
  },
  translationSlugMissing: {
    message: () => 'Sivun käännös tarvitsee osoitteen osan ("slug").',
    hint: (a) => (a.best ? `Aseta "slug": ${q(a.best)}.` : 'Aseta "slug" käännetyn otsikon ASCII-muotoon.'),
  },
  translationParentMissing: {
    message: (a) => `Sivua ei voi julkaista (kieli: ${kieli(a.lang)}): yläsivulla ${a.parent} ei ole käännöstä.`,
    hint: (a) => `Käännä yläsivu ensin: npm run translate -- ${a.lang} ${a.parentRel}.`,
  },
  translationLinkUntranslated: {
    message: (a) => `Linkki ${q(a.href)} vie sivulle ${a.target}, jolla ei ole käännöstä (kieli: ${kieli(a.lang)}).`,
    hint: (a) =>
      `Käännä se sivu (npm run translate -- ${a.lang} ${a.targetRel}) tai linkitä toiselle sivulle${a.best ? `, esimerkiksi ${q(a.best)}` : ''}.`,
  },
  unknownCategory: {
    message: (a) => `Luokkaa ${q(a.value)} ei ole kansiossa pages-data/example-categories/.`,
    hint: (a) => didYouMean(a.best, `Tunnetut: ${a.known}.`),
  },
  categoryUntranslated: {
    message: (a) =>
      `Luokalla ${q(a.id)} on julkaistuja esimerkkejä (kieli: ${kieli(a.lang)}), mutta sitä ei ole käännetty: sen nimi ja sivu puuttuvat.`,
    hint: (a) => `Käännä se: npm run translate -- ${a.lang} ${a.rel}.`,
  },
  translationLinkOtherLanguage: {
    message: (a) => `Linkki ${q(a.href)} vie toisenkieliselle sivulle: lukija joutuisi pois omasta kielestään.`,
    hint: (a) => `Linkitä osoitteeseen ${q(a.best)}, samaan sivuun tällä kielellä (suomenkielinen osoite käy myös).`,
  },
  translationHrefUntranslated: {
    message: (a) =>
      `Linkki ${q(a.href)} vie sivulle ${a.target}, jota ei ole käännetty (kieli: ${kieli(a.lang)}), vaikka tämä sivu on julkaistu sillä kielellä.`,
    hint: (a) =>
      `Käännä se sivu (npm run translate -- ${a.lang} ${a.targetRel}) tai linkitä sivulle, jolla on käännös.`,
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
    message: () => 'site.json on merkitty esimerkkitiedoiksi (placeholder: true): julkaisuversio ei hyväksy sitä.',
    hint: () => 'Täytä yrityksen oikeat tiedot ja aseta sitten "placeholder" arvoon false.',
  },
  releasePlaceholderField: {
    message: (a) => `Esimerkkitieto on vielä paikallaan: ${q(a.text)}.`,
    hint: () => 'Kirjoita oikea tieto ennen julkaisuversiota (npm run build:release).',
  },
}

/** A finding's Finnish message and suggestion, from the values its English ones were made from. */
export function finnishTexts(code: DiagnosticCode, args: A): { message: string; suggestion?: string } {
  const texts = FINNISH[code]
  const hint = texts.hint(args)
  return { message: texts.message(args), ...(hint ? { suggestion: hint } : {}) }
}
