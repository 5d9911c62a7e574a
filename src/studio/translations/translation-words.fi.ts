/**
 * The translations' words in Finnish (STUDIO_UI.translations): a translator's queue, the translation
 * beside its Finnish texts, what is missing or out of date. The studio's catalogue
 * (src/studio/strings.fi.ts) takes them from here; this file imports nothing from it.
 */

export const TRANSLATION_WORDS = {
  /** A translator's queue at the top of her document list (src/studio/translations/translation-queue.ts). */
  queue: {
    title: 'Käännettävät',
    help: 'Sivut, joiden käännös kieliisi puuttuu tai on kesken. Avaa sivu, niin voit aloittaa tai jatkaa.',
    missing: (language: string) => `aloittamatta (${language})`,
    unfinished: (language: string) => `kesken (${language})`,
  },
  title: 'Käännökset',
  listTitle: (language: string, title: string) => `Käännös (${language}): ${title}`,
  help: 'Rakenne, hinnat, kuvat ja linkit tulevat suomenkielisestä sivusta; käännökseen kirjoitetaan vain tekstit.',
  open: (language: string) => `Avaa käännös: ${language}`,
  start: (language: string) => `Aloita käännös: ${language}`,
  started: (language: string) =>
    `Uusi käännös (${language}) aloitettu: jokainen teksti on tyhjä. Kirjoita käännökset ja tallenna.`,
  loading: 'Haetaan suomenkielisiä tekstejä…',
  noSource: 'Käännöksen suomenkielistä dokumenttia ei löytynyt: pyydä omistajaa tarkistamaan, onko sivu poistettu.',
  finnish: 'Suomeksi nyt',
  translation: (language: string) => `Käännös (${language})`,
  stale: 'Suomenkielinen teksti on muuttunut käännöksen jälkeen.',
  staleWas: 'Suomeksi käännettäessä:',
  markCurrent: 'Merkitse ajan tasalle',
  slugMissing: 'Käännetty sivu tarvitsee oman osoitteen loppuosan.',
  slugSuggestion: (slug: string) => `Ehdotus käännetystä otsikosta: ${slug}.`,
  useSlug: 'Käytä ehdotusta',
  missing: 'Kääntämättä',
  count: (done: number, all: number, stale: number) =>
    `${done}/${all} tekstiä käännetty${stale ? `, ${stale} vanhentunut` : ''}.`,
} as const
