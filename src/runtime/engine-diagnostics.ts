/**
 * The engine's own findings (the parser, the schemas, the pipeline's passes) as one catalogue piece, like a
 * feature's (`diagnosticPiece` in src/runtime/diagnostics.ts): each code with the type of its values and its
 * texts in English (the CLI, the build) and Finnish (the studio) side by side. A pass reports one with
 * `ctx.report(ENGINE.slugMismatch, doc, '/slug', { slug, file, expected })`: a value left out or misspelt, or
 * a code without its Finnish, does not compile.
 *
 * The studio adds the author's words to some values before it writes the Finnish (src/studio/validate-document.ts:
 * the titles of the documents a finding names, a field's label, a translated text's place): those are optional here.
 */
import { isLang, LANGUAGE_INFO } from '../i18n/languages.js'
import { diagnosticPiece, quote } from './diagnostics.js'

/** A value a finding quotes. */
type Value = string | number
/** A code whose texts read no values. */
type NoArgs = Record<never, never>

const q = (s: Value | undefined) => quote.en(s ?? '')
const fq = (s: Value | undefined) => quote.fi(s ?? '')
const didYouMean = (best: Value | undefined, rest = '') =>
  best ? `Tarkoititko ${fq(String(best))}?${rest ? ` ${rest}` : ''}` : rest
/** The language of a finding in Finnish (venäjä). */
const kieli = (lang: Value | undefined) => (isLang(lang) ? LANGUAGE_INFO[lang].finnishName : String(lang ?? ''))
const TYPE_NAMES: Record<string, string> = {
  string: 'teksti',
  number: 'luku',
  integer: 'kokonaisluku',
  boolean: 'kyllä tai ei',
  object: 'ryhmä kenttiä',
  array: 'luettelo',
  null: 'tyhjä arvo',
}
const typeName = (t: Value) => TYPE_NAMES[String(t)] ?? 'toinen arvo'
const unit = (u: Value) => (u === 'characters' ? 'merkkiä' : 'kohtaa')

/** Each engine code's values. */
export interface EngineArgs {
  jsonSyntax: { detail: Value }
  frontMatterSyntax: { detail: Value }
  unknownFile: { file: Value; folders: Value }
  wrongSchemaRef: { actual: Value; expected: Value }
  unknownSectionType: { value: Value; best?: Value; known: Value }
  unknownField: { field: Value; best?: Value; allowed: Value }
  missingField: { field: Value; description?: Value; fieldLabel?: Value }
  wrongType: { expected: Value; actual: Value }
  notAllowedValue: { value: Value; best?: Value; allowed: Value }
  patternMismatch: { value: Value; description: Value; pattern: Value }
  tooShort: { limit: number; unit: Value }
  tooLong: { limit: number; unit: Value }
  outOfRange: { value: Value; detail: Value }
  schemaViolation: { detail: Value }
  slugMismatch: { slug: Value; file: Value; expected: Value }
  duplicateRoute: { route: Value; other: Value; otherTitle?: Value }
  aliasShadowsPage: { alias: Value; route: Value; other: Value; otherTitle?: Value }
  aliasLoop: { alias: Value }
  aliasTaken: { route: Value; other: Value; otherTitle?: Value }
  brokenLink: { href: Value; best?: Value }
  brokenAnchor: { href: Value; best?: Value }
  unknownListedPage: { id: Value; best?: Value }
  listedWithoutIcon: { id: Value }
  linkToAlias: { href: Value; target: Value }
  missingImage: { src: Value; best?: Value }
  duplicateSectionTitle: { title: Value }
  duplicateSectionId: { id: Value }
  unknownToken: { token: Value; best?: Value }
  unknownReference: { kind: Value; value: Value; best?: Value }
  translationWithoutSource: { source: Value; best?: Value; lang: Value; sourceTitle?: Value; bestTitle?: Value }
  translationUnknownField: {
    pointer: Value
    source: Value
    best?: Value
    lang: Value
    rel: Value
    sourceTitle?: Value
    bestPlace?: Value
  }
  translationMissing: { language: Value; pointer: Value; text: Value; lang: Value; rel: Value; place?: Value }
  translationStale: {
    pointer: Value
    sourceAt: Value
    was: Value
    now: Value
    numbers: Value
    lang: Value
    rel: Value
    place?: Value
  }
  translationChangedFact: { kind: Value; pointer: Value; value: Value; source: Value; place?: Value }
  translationSlugMissing: { language: Value; best?: Value }
  translationParentMissing: { language: Value; parent: Value; lang: Value; parentRel: Value; parentTitle?: Value }
  translationLinkUntranslated: {
    href: Value
    target: Value
    language: Value
    lang: Value
    targetRel: Value
    best?: Value
    targetTitle?: Value
  }
  translationLinkOtherLanguage: { href: Value; other: Value; language: Value; best?: Value }
  translationHrefUntranslated: { href: Value; target: Value; language: Value; lang: Value; targetRel: Value }
  glossaryAvoided: { found: Value; concept: Value; note?: Value; use: Value; forms?: Value; glossary: Value }
  glossarySlugTransliterated: { slug: Value; best?: Value; glossary: Value }
  glossaryAvoidsOwnTerm: { avoid: Value; word: Value }
  translationNumbersUnplaced: { value: Value; languages: Value }
  duplicateTitle: { title: Value; other: Value; otherTitle?: Value }
  stalePriceRepetition: { price: Value; row: Value; table: Value }
  invalidPhone: { value: Value }
  titleTooLong: { length: number }
  metaDescriptionLength: { length: number }
  placeholderText: { text: Value }
  releasePlaceholderFlag: NoArgs
  releasePlaceholderField: { text: Value; reason: Value }
}

export const ENGINE = diagnosticPiece<EngineArgs>({
  jsonSyntax: {
    severity: 'error',
    en: {
      message: (a) => `Invalid JSON: ${a.detail}`,
      hint: () => 'Check for a missing comma, quote or bracket just before this point.',
    },
    fi: {
      message: () => 'JSON-teksti ei ole kelvollista tässä kohdassa.',
      hint: () => 'Tarkista pilkku, lainausmerkki tai sulje juuri ennen tätä kohtaa.',
    },
  },
  frontMatterSyntax: {
    severity: 'error',
    en: {
      message: (a) => `Invalid front matter: ${a.detail}`,
      hint: () => 'The file must start with --- , then YAML fields, then --- on its own line.',
    },
    fi: {
      message: () => 'Kirjoituksen alun tietolohko ei ole kelvollinen.',
      hint: () => 'Tiedoston pitää alkaa rivillä ---, sitten YAML-kentät ja taas --- omalla rivillään.',
    },
  },
  unknownFile: {
    severity: 'error',
    en: {
      message: (a) => `No schema applies to ${q(a.file)}: it is not in a known content folder.`,
      hint: (a) => `Content folders are: ${a.folders}.`,
    },
    fi: {
      message: (a) => `Tiedosto ${fq(a.file)} ei ole missään tunnetussa sisältökansiossa.`,
      hint: (a) => `Sisältökansiot: ${a.folders}.`,
    },
  },
  wrongSchemaRef: {
    severity: 'error',
    en: {
      message: (a) => `"$schema" is ${q(a.actual)} but this folder's documents use ${q(a.expected)}.`,
      hint: (a) => `Set "$schema": ${q(a.expected)}.`,
    },
    fi: {
      message: (a) => `Skeema on ${fq(a.actual)}, mutta tämän kansion dokumentit käyttävät skeemaa ${fq(a.expected)}.`,
      hint: (a) => `Aseta "$schema": ${fq(a.expected)}.`,
    },
  },
  unknownSectionType: {
    severity: 'error',
    en: {
      message: (a) => `Unknown section type ${q(a.value)}.`,
      hint: (a) => (a.best ? `Did you mean ${q(a.best)}? Known types: ${a.known}.` : `Known types: ${a.known}.`),
    },
    fi: {
      message: (a) => `Tuntematon osiotyyppi ${fq(a.value)}.`,
      hint: (a) => didYouMean(a.best, `Tunnetut tyypit: ${a.known}.`),
    },
  },
  unknownField: {
    severity: 'error',
    en: {
      message: (a) => `Unknown field ${q(a.field)}.`,
      hint: (a) =>
        a.best ? `Did you mean ${q(a.best)}? Allowed fields here: ${a.allowed}.` : `Allowed fields here: ${a.allowed}.`,
    },
    fi: {
      message: (a) => `Tuntematon kenttä ${fq(a.field)}.`,
      hint: (a) => didYouMean(a.best, `Sallitut kentät: ${a.allowed}.`),
    },
  },
  missingField: {
    severity: 'error',
    en: {
      message: (a) => `Missing required field ${q(a.field)}.`,
      hint: (a) => `Add "${a.field}"${a.description ? ` (${a.description})` : ''}.`,
    },
    fi: {
      message: (a) => `Pakollinen kenttä ${fq(a.fieldLabel ?? a.field)} puuttuu tai on tyhjä.`,
      hint: () => 'Täytä kenttä.',
    },
  },
  wrongType: {
    severity: 'error',
    en: {
      message: (a) => `Expected ${a.expected} but found ${a.actual}.`,
      hint: (a) => (a.expected === 'string' ? 'Put the value in double quotes.' : ''),
    },
    fi: {
      message: (a) =>
        `Arvo on väärää tyyppiä: tähän kuuluu ${typeName(a.expected)}, nyt siinä on ${typeName(a.actual)}.`,
      hint: (a) => (a.expected === 'string' ? 'Kirjoita arvo tekstinä.' : ''),
    },
  },
  notAllowedValue: {
    severity: 'error',
    en: {
      message: (a) => `Value ${q(a.value)} is not allowed here.`,
      hint: (a) => (a.best ? `Did you mean ${q(a.best)}? Allowed: ${a.allowed}.` : `Allowed: ${a.allowed}.`),
    },
    fi: {
      message: (a) => `Arvo ${fq(a.value)} ei ole sallittu tässä.`,
      hint: (a) => didYouMean(a.best, `Sallitut: ${a.allowed}.`),
    },
  },
  patternMismatch: {
    severity: 'error',
    en: {
      message: (a) => `Value ${q(a.value)} has the wrong form.`,
      hint: (a) => `${a.description || `It must match ${a.pattern}`}`,
    },
    fi: {
      message: (a) => `Arvo ${fq(a.value)} on väärän muotoinen.`,
      hint: () => 'Katso kentän ohje: sallitut merkit ja muoto.',
    },
  },
  tooShort: {
    severity: 'error',
    en: { message: (a) => `Too short: at least ${a.limit} ${a.unit} needed.`, hint: () => '' },
    fi: { message: (a) => `Liian lyhyt: vähintään ${a.limit} ${unit(a.unit)}.`, hint: () => '' },
  },
  tooLong: {
    severity: 'error',
    en: { message: (a) => `Too long: at most ${a.limit} ${a.unit} allowed.`, hint: () => '' },
    fi: { message: (a) => `Liian pitkä: enintään ${a.limit} ${unit(a.unit)}.`, hint: () => '' },
  },
  outOfRange: {
    severity: 'error',
    en: { message: (a) => `Number ${a.value} is out of range (${a.detail}).`, hint: () => '' },
    fi: { message: (a) => `Luku ${a.value} on sallitun välin ulkopuolella (${a.detail}).`, hint: () => '' },
  },
  schemaViolation: {
    severity: 'error',
    en: { message: (a) => `Invalid value: ${a.detail}.`, hint: () => '' },
    fi: { message: () => 'Arvo ei kelpaa tähän kenttään.', hint: () => 'Katso kentän ohje.' },
  },
  slugMismatch: {
    severity: 'error',
    en: {
      message: (a) => `Slug ${q(a.slug)} does not match the file name ${q(a.file)}.`,
      hint: (a) => `Rename the file to ${a.slug}.json or set "slug": ${q(a.expected)}.`,
    },
    fi: {
      message: (a) => `Osoitteen loppuosa ${fq(a.slug)} ei vastaa tiedoston nimeä ${fq(a.file)}.`,
      hint: (a) => `Aseta osoitteen loppuosaksi ${fq(a.expected)}.`,
    },
  },
  duplicateRoute: {
    severity: 'error',
    en: {
      message: (a) => `Route ${a.route} is already taken by ${a.other}.`,
      hint: () => 'Give one of the pages another slug.',
    },
    fi: {
      message: (a) => `Osoite ${a.route} on jo sivun ${fq(a.otherTitle ?? a.other)} käytössä.`,
      hint: () => 'Anna toiselle sivulle toinen osoite.',
    },
  },
  aliasShadowsPage: {
    severity: 'error',
    en: {
      message: (a) => `Alias ${q(a.alias)} would redirect ${a.route}, which is a page of its own (${a.other}).`,
      hint: () => 'Remove the alias or rename one of the pages.',
    },
    fi: {
      message: (a) =>
        `Vanha osoite ${fq(a.alias)} ohjaisi osoitteen ${a.route}, joka on oma sivunsa (${fq(a.otherTitle ?? a.other)}).`,
      hint: () => 'Poista vanha osoite tai nimeä toinen sivuista uudelleen.',
    },
  },
  aliasLoop: {
    severity: 'error',
    en: {
      message: (a) => `Alias ${q(a.alias)} points back to its own page.`,
      hint: () => 'Remove the alias: it equals the page slug.',
    },
    fi: {
      message: (a) => `Vanha osoite ${fq(a.alias)} osoittaa takaisin samaan sivuun.`,
      hint: () => 'Poista vanha osoite: se on sama kuin sivun oma.',
    },
  },
  aliasTaken: {
    severity: 'error',
    en: {
      message: (a) => `Alias ${a.route} is also declared by ${a.other}.`,
      hint: () => 'An old address can redirect to one page only: keep the alias on one of them.',
    },
    fi: {
      message: (a) => `Vanha osoite ${a.route} on myös dokumentissa ${fq(a.otherTitle ?? a.other)}.`,
      hint: () => 'Vanha osoite voi ohjata vain yhdelle sivulle: pidä se vain toisessa.',
    },
  },
  brokenLink: {
    severity: 'error',
    en: {
      message: (a) => `Link ${q(a.href)} does not lead to any page of the site.`,
      hint: (a) => (a.best ? `Did you mean ${q(a.best)}?` : 'Check the address against the page files.'),
    },
    fi: {
      message: (a) => `Linkki ${fq(a.href)} ei vie mihinkään sivuston sivuun.`,
      hint: (a) => didYouMean(a.best) || 'Tarkista osoite.',
    },
  },
  brokenAnchor: {
    severity: 'error',
    en: {
      message: (a) => `Link ${q(a.href)} names no section of that page.`,
      hint: (a) =>
        a.best
          ? `Did you mean #${a.best}? The part after # is a section id of the linked page.`
          : 'The part after # must be a section id of the linked page.',
    },
    fi: {
      message: (a) => `Linkin ${fq(a.href)} #-osa ei ole linkitetyn sivun minkään osion tunnus.`,
      hint: (a) => (a.best ? `Tarkoititko #${a.best}?` : 'Kirjoita #-merkin jälkeen linkitetyn sivun osion tunnus.'),
    },
  },
  unknownListedPage: {
    severity: 'error',
    en: {
      message: (a) => `The list names ${q(a.id)}, which is no page of the site.`,
      hint: (a) =>
        a.best
          ? `Did you mean ${a.best}? A page is named by its file under pages-data/ without .json.`
          : 'A page is named by its file under pages-data/ without .json: services/<slug>, cities/<city>, calculators/<slug>.',
    },
    fi: {
      message: (a) => `Lista nimeää sivun ${fq(a.id)}, jota sivustolla ei ole.`,
      hint: (a) =>
        a.best
          ? `Tarkoititko ${a.best}? Sivu nimetään sen tiedostolla pages-data-kansiossa ilman .json-päätettä.`
          : 'Sivu nimetään sen tiedostolla pages-data-kansiossa ilman .json-päätettä, esim. services/keittion-remontti.',
    },
  },
  listedWithoutIcon: {
    severity: 'error',
    en: {
      message: (a) => `${q(a.id)} is shown as a card here but has no "icon".`,
      hint: (a) => `Give pages-data/${a.id}.json an "icon" (the icon of its card on every list).`,
    },
    fi: {
      message: (a) => `Sivu ${fq(a.id)} näkyy tässä korttina, mutta sillä ei ole kuvaketta.`,
      hint: (a) => `Valitse sivulle pages-data/${a.id}.json kortin kuvake.`,
    },
  },
  linkToAlias: {
    severity: 'warning',
    en: {
      message: (a) => `Link ${q(a.href)} goes through a redirect.`,
      hint: (a) => `Link straight to ${q(a.target)}.`,
    },
    fi: {
      message: (a) => `Linkki ${fq(a.href)} kulkee uudelleenohjauksen kautta.`,
      hint: (a) => `Linkitä suoraan osoitteeseen ${fq(a.target)}.`,
    },
  },
  missingImage: {
    severity: 'error',
    en: {
      message: (a) => `Image ${q(a.src)} does not exist in public${a.src}.`,
      hint: (a) => (a.best ? `Did you mean ${q(a.best)}?` : 'Add the file under public/images/ or fix the path.'),
    },
    fi: {
      message: (a) => `Kuvaa ${fq(a.src)} ei löydy sivuston kuvista.`,
      hint: (a) => didYouMean(a.best) || 'Valitse kuva Valitse kuva -painikkeella tai korjaa polku.',
    },
  },
  duplicateSectionTitle: {
    severity: 'error',
    en: {
      message: (a) => `Section title ${q(a.title)} is used twice on this page.`,
      hint: () => 'Screen readers list sections by their titles: give each section its own title.',
    },
    fi: {
      message: (a) => `Osion otsikko ${fq(a.title)} on sivulla kahdesti.`,
      hint: () => 'Ruudunlukijat luettelevat osiot otsikoittain: anna jokaiselle oma otsikko.',
    },
  },
  duplicateSectionId: {
    severity: 'error',
    en: {
      message: (a) => `Section id ${q(a.id)} is used twice on this page.`,
      hint: () => 'Section ids must be unique on a page: rename one of them.',
    },
    fi: {
      message: (a) => `Osion tunniste ${fq(a.id)} on sivulla kahdesti.`,
      hint: () => 'Tunnisteiden pitää olla sivulla yksilöllisiä: nimeä toinen uudelleen.',
    },
  },
  unknownToken: {
    severity: 'error',
    en: {
      message: (a) => `Unknown token {${a.token}}.`,
      hint: (a) =>
        a.best
          ? `Did you mean {${a.best}}? Tokens come from site.json.`
          : 'Tokens come from site.json: add the fact there or write the text out.',
    },
    fi: {
      message: (a) => `Tuntematon tunnus {${a.token}}.`,
      hint: (a) =>
        a.best
          ? `Tarkoititko {${a.best}}? Tunnukset tulevat yrityksen tiedoista (site.json).`
          : 'Tunnukset tulevat yrityksen tiedoista (site.json): lisää tieto sinne tai kirjoita teksti auki.',
    },
  },
  unknownReference: {
    severity: 'error',
    en: {
      message: (a) => `${a.kind} ${q(a.value)} does not exist.`,
      hint: (a) => (a.best ? `Did you mean ${q(a.best)}?` : ''),
    },
    fi: { message: (a) => `${a.kind} ${fq(a.value)} ei ole olemassa.`, hint: (a) => didYouMean(a.best) },
  },
  translationWithoutSource: {
    severity: 'error',
    en: {
      message: (a) => `This translation has no Finnish document: ${a.source} does not exist.`,
      hint: (a) =>
        a.best
          ? `Did you mean the translation of ${q(a.best)}? A translation's path is the Finnish file's path under pages-data/ after translations/${a.lang}/.`
          : `A translation's path is the Finnish file's path under pages-data/ after translations/${a.lang}/: move it, or delete it if the Finnish page was removed.`,
    },
    fi: {
      message: (a) => `Käännöksellä ei ole suomenkielistä sivua: sen lähde ${fq(a.sourceTitle ?? a.source)} puuttuu.`,
      hint: (a) =>
        a.best
          ? `Tarkoititko sivun ${fq(a.bestTitle ?? a.best)} käännöstä?`
          : 'Poista käännös, jos suomenkielinen sivu on poistettu.',
    },
  },
  translationUnknownField: {
    severity: 'error',
    en: {
      message: (a) => `${q(a.pointer)} is not a translatable text of ${a.source}.`,
      hint: (a) =>
        a.best
          ? `Did you mean ${q(a.best)}? npm run translate -- ${a.lang} ${a.rel} lists the texts to translate.`
          : `Remove it: npm run translate -- ${a.lang} ${a.rel} lists the texts to translate.`,
    },
    fi: {
      message: (a) => `Käännöksessä on teksti, jota suomenkielisellä sivulla ${fq(a.sourceTitle)} ei ole (enää).`,
      hint: (a) => (a.bestPlace ? `Tarkoititko kohtaa ${fq(a.bestPlace)}?` : 'Poista se käännöksestä.'),
    },
  },
  translationMissing: {
    severity: 'error',
    en: {
      message: (a) => `The ${a.language} page has no translation of ${a.pointer} (the Finnish: ${q(a.text)}).`,
      hint: (a) =>
        `Write its "text": npm run translate -- ${a.lang} ${a.rel} adds every missing text with an empty "text" to fill.`,
    },
    fi: {
      message: (a) => `Kohta ${fq(a.place)} on kääntämättä (kieli: ${kieli(a.lang)}). Suomeksi: ${fq(a.text)}.`,
      hint: () => 'Kirjoita käännös: kieliversiota ei julkaista ennen kuin jokainen teksti on käännetty.',
    },
  },
  translationStale: {
    severity: 'warning',
    en: {
      message: (a) =>
        `The Finnish of ${a.pointer} changed after this translation was made (${a.sourceAt} ${a.pointer}). Finnish then: ${q(a.was)}. Finnish now: ${q(a.now)}.`,
      hint: (a) =>
        a.numbers === 'carry'
          ? `Only numbers changed: npm run translate -- ${a.lang} ${a.rel} carries them into the translation and marks it current.`
          : 'Update "text" to say what the Finnish says now, then set "from" to the new Finnish (npm run translate -- <lang> <file> --fill draft.json does both). Until then the old translation is published.',
    },
    fi: {
      message: (a) =>
        `Kohdan ${fq(a.place)} suomenkielinen teksti on muuttunut käännöksen jälkeen. Ennen: ${fq(a.was)}. Nyt: ${fq(a.now)}.`,
      hint: (a) =>
        a.numbers === 'carry'
          ? 'Vain luvut muuttuivat: ne päivittyvät käännökseen, kun suomenkielinen sivu tallennetaan studiossa.'
          : 'Päivitä käännös vastaamaan nykyistä suomenkielistä tekstiä ja paina ”Merkitse ajan tasalle”.',
    },
  },
  translationChangedFact: {
    severity: 'error',
    en: {
      message: (a) =>
        a.kind === 'number'
          ? `The translation of ${a.pointer} says ${a.value}, a number its Finnish lacks: a translation must not change a price, a percentage or a duration.`
          : `The translation of ${a.pointer} lost ${a.value} of its Finnish.`,
      hint: (a) =>
        a.kind === 'number'
          ? `Write the numbers of the Finnish: ${q(a.source)}.`
          : `Keep ${a.value} in the text: the site fills it in with the fact from site.json.`,
    },
    fi: {
      message: (a) =>
        a.kind === 'number'
          ? `Kohdan ${fq(a.place)} käännöksessä on luku ${a.value}, jota suomenkielisessä tekstissä ei ole.`
          : `Kohdan ${fq(a.place)} käännöksestä puuttuu ${a.value}.`,
      hint: (a) =>
        a.kind === 'number'
          ? `Käännöksen luvut tulevat suomenkielisestä: ${fq(a.source)}.`
          : `Säilytä ${a.value} tekstissä: sivusto korvaa sen yrityksen tiedolla.`,
    },
  },
  translationSlugMissing: {
    severity: 'error',
    en: {
      message: (a) => `The ${a.language} translation of a page needs a "slug" (its address segment in ${a.language}).`,
      hint: (a) => (a.best ? `Set "slug": ${q(a.best)}.` : 'Set "slug" to the ASCII form of the translated title.'),
    },
    fi: {
      message: () => 'Sivun käännös tarvitsee oman osoitteen loppuosan.',
      hint: (a) =>
        a.best
          ? `Ehdotus käännetystä otsikosta: ${fq(a.best)}.`
          : 'Kirjoita osoitteen loppuosaksi käännetty otsikko kirjaimin a–z, numeroin ja väliviivoin.',
    },
  },
  translationParentMissing: {
    severity: 'error',
    en: {
      message: (a) =>
        `This page cannot be published in ${a.language}: its parent page ${a.parent} has no ${a.language} translation.`,
      hint: (a) => `Translate the parent first: npm run translate -- ${a.lang} ${a.parentRel}.`,
    },
    fi: {
      message: (a) =>
        `Sivua ei voi julkaista (kieli: ${kieli(a.lang)}): sen yläsivulla ${fq(a.parentTitle ?? a.parent)} ei ole käännöstä.`,
      hint: (a) => `Käännä ensin yläsivu ${fq(a.parentTitle ?? a.parent)}.`,
    },
  },
  translationLinkUntranslated: {
    severity: 'error',
    en: {
      message: (a) => `Link ${q(a.href)} leads to ${a.target}, which has no ${a.language} version.`,
      hint: (a) =>
        `Translate that page (npm run translate -- ${a.lang} ${a.targetRel}) or link to another page${a.best ? `, such as ${q(a.best)}` : ''}.`,
    },
    fi: {
      message: (a) =>
        `Linkki ${fq(a.href)} vie sivulle ${fq(a.targetTitle ?? a.target)}, jolla ei ole käännöstä (kieli: ${kieli(a.lang)}).`,
      hint: (a) => `Käännä se sivu tai linkitä toiselle sivulle${a.best ? `, esimerkiksi ${fq(a.best)}` : ''}.`,
    },
  },
  translationLinkOtherLanguage: {
    severity: 'error',
    en: {
      message: (a) =>
        `Link ${q(a.href)} leads to a page in ${a.other}: a visitor reading ${a.language} would leave their language.`,
      hint: (a) => `Link to ${q(a.best)}, the same page in ${a.language} (a Finnish address is mapped too).`,
    },
    fi: {
      message: (a) => `Linkki ${fq(a.href)} vie toisenkieliselle sivulle: lukija joutuisi pois omasta kielestään.`,
      hint: (a) => `Linkitä osoitteeseen ${fq(a.best)}, samaan sivuun tällä kielellä (suomenkielinen osoite käy myös).`,
    },
  },
  translationHrefUntranslated: {
    severity: 'warning',
    en: {
      message: (a) =>
        `Link ${q(a.href)} leads to ${a.target}, which has no ${a.language} version: visitors of this document in ${a.language} are sent into Finnish there.`,
      hint: (a) => `Translate that page (npm run translate -- ${a.lang} ${a.targetRel}) or link to a page it has.`,
    },
    fi: {
      message: (a) =>
        `Linkki ${fq(a.href)} vie sivulle ${a.target}, jota ei ole käännetty (kieli: ${kieli(a.lang)}), vaikka tämä sivu on julkaistu sillä kielellä.`,
      hint: (a) => `Käännä se sivu (kieli: ${kieli(a.lang)}) tai linkitä sivulle, jolla on käännös.`,
    },
  },
  glossaryAvoided: {
    severity: 'warning',
    en: {
      message: (a) =>
        `${q(a.found)} is a variant the glossary avoids for "${a.concept}"${a.note ? ` (${a.note})` : ''}.`,
      hint: (a) =>
        `Write ${q(a.use)}${a.forms ? ` or one of its forms (${a.forms})` : ''}; the terms are in ${a.glossary}.`,
    },
    fi: {
      message: (a) =>
        `${fq(a.found)} on sanaston välttämä muoto käsitteelle ”${a.concept}”${a.note ? ` (${a.note})` : ''}.`,
      hint: (a) =>
        `Kirjoita ${fq(a.use)}${a.forms ? ` tai jokin sen muodoista (${a.forms})` : ''}; termit ovat tiedostossa ${a.glossary}.`,
    },
  },
  glossarySlugTransliterated: {
    severity: 'warning',
    en: {
      message: (a) => `Slug ${q(a.slug)} transliterates a name the glossary keeps in its Latin form in addresses.`,
      hint: (a) => `Write ${q(a.best)} and add ${q(a.slug)} to "formerSlugs" (the glossary: ${a.glossary}).`,
    },
    fi: {
      message: (a) =>
        `Osoiteosa ${fq(a.slug)} translitteroi nimen, jonka sanasto pitää osoitteissa latinalaisessa muodossaan.`,
      hint: (a) => `Kirjoita ${fq(a.best)} ja lisää ${fq(a.slug)} aiempiin osoiteosiin (sanasto: ${a.glossary}).`,
    },
  },
  glossaryAvoidsOwnTerm: {
    severity: 'error',
    en: {
      message: (a) => `The variant to avoid ${q(a.avoid)} matches the term's own words ${q(a.word)}.`,
      hint: () => 'Make the variant a longer phrase that the right term does not contain, or remove it.',
    },
    fi: {
      message: (a) => `Vältettävä muoto ${fq(a.avoid)} osuu termin omiin sanoihin ${fq(a.word)}.`,
      hint: () => 'Tee vältettävästä muodosta pidempi ilmaus, jota oikea termi ei sisällä, tai poista se.',
    },
  },
  translationNumbersUnplaced: {
    severity: 'warning',
    en: {
      message: (a) =>
        `The number ${a.value} did not follow into the ${a.languages} translation: it does not have the Finnish's old number.`,
      hint: () => 'Open the translation and write the number into its text.',
    },
    fi: {
      message: (a) =>
        `Luku ${a.value} ei päivittynyt käännökseen (${a.languages}): käännöksessä ei ole samaa lukua kuin suomenkielisessä ennen.`,
      hint: () => 'Avaa käännös ja kirjoita luku käännöksen tekstiin.',
    },
  },
  duplicateTitle: {
    severity: 'warning',
    en: {
      message: (a) => `Another page has the same title ${q(a.title)}: ${a.other}.`,
      hint: () => 'Give each page its own title: visitors and search engines tell pages apart by it.',
    },
    fi: {
      message: (a) => `Toisella sivulla on sama otsikko ${fq(a.title)}: ${a.otherTitle ?? a.other}.`,
      hint: () => 'Anna jokaiselle sivulle oma otsikko: kävijät ja hakukoneet erottavat sivut otsikosta.',
    },
  },
  stalePriceRepetition: {
    severity: 'warning',
    en: {
      message: (a) =>
        `This text repeats the price ${q(a.price)}, but the price table (${a.row}) now says ${q(a.table)}.`,
      hint: (a) => `Write ${q(a.table)} here too, or leave the price to the table.`,
    },
    fi: {
      message: (a) => `Tekstissä mainitaan hinta ${fq(a.price)}, mutta hinnastossa (${a.row}) on nyt ${fq(a.table)}.`,
      hint: (a) => `Kirjoita tähänkin ${fq(a.table)}, tai jätä hinta hinnastoon.`,
    },
  },
  invalidPhone: {
    severity: 'error',
    en: {
      message: (a) => `${q(a.value)} is not a complete phone number.`,
      hint: () => 'Write the whole number, e.g. 040 123 4567 or +358 40 123 4567.',
    },
    fi: {
      message: (a) => `${fq(a.value)} ei ole kokonainen puhelinnumero.`,
      hint: () => 'Kirjoita koko numero, esim. 040 123 4567 tai +358 40 123 4567.',
    },
  },
  titleTooLong: {
    severity: 'warning',
    en: {
      message: (a) => `Title is ${a.length} characters; search engines cut titles after about 60.`,
      hint: () => 'Shorten the title; keep the most important words first.',
    },
    fi: {
      message: (a) => `Otsikossa on ${a.length} merkkiä; hakukoneet katkaisevat otsikon noin 60 merkin jälkeen.`,
      hint: () => 'Lyhennä otsikkoa; tärkeimmät sanat ensin.',
    },
  },
  metaDescriptionLength: {
    severity: 'warning',
    en: {
      message: (a) => `metaDescription is ${a.length} characters; 50-160 shows best in search results.`,
      hint: (a) =>
        Number(a.length) < 50
          ? 'Write a fuller sentence about what the page offers.'
          : 'Shorten it; search engines cut the rest.',
    },
    fi: {
      message: (a) => `Hakukoneille tarkoitetussa kuvauksessa on ${a.length} merkkiä; 50–160 näkyy parhaiten.`,
      hint: (a) => (Number(a.length) < 50 ? 'Kirjoita kokonaisempi lause sivun tarjonnasta.' : 'Lyhennä kuvausta.'),
    },
  },
  placeholderText: {
    severity: 'warning',
    en: {
      message: (a) => `Placeholder text left by npm run new: ${q(a.text)}.`,
      hint: () => 'Replace it with the real text before publishing.',
    },
    fi: {
      message: (a) => `Pohjan täyteteksti on vielä paikallaan: ${fq(a.text)}.`,
      hint: () => 'Korvaa se oikealla tekstillä ennen julkaisua.',
    },
  },
  releasePlaceholderFlag: {
    severity: 'error',
    en: {
      message: () => 'site.json is marked as example data (placeholder: true): a release build refuses it.',
      hint: () => 'Fill in the real company facts, then set "placeholder" to false.',
    },
    fi: {
      message: () => 'Yrityksen tiedot on merkitty esimerkkitiedoiksi: julkaisuversio ei hyväksy niitä.',
      hint: () => 'Täytä yrityksen oikeat tiedot ja poista sitten valinta ”Esimerkkisisältö”.',
    },
  },
  releasePlaceholderField: {
    severity: 'error',
    en: {
      message: (a) => `Example data left for the release: ${q(a.text)} is ${a.reason}.`,
      hint: () => 'Fill in the real value before a release build (npm run build:release).',
    },
    fi: {
      message: (a) => `Esimerkkitieto on vielä paikallaan: ${fq(a.text)}.`,
      hint: () => 'Kirjoita oikea tieto ennen julkaisua.',
    },
  },
})
