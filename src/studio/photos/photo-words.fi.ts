/**
 * The photo library's words in Finnish (STUDIO_UI.photos): the media view, the picker, the upload and
 * its refusals. The studio's catalogue (src/studio/strings.fi.ts) takes them from here; this file imports
 * nothing from it.
 */

export const PHOTO_WORDS = {
  open: 'Kuvat',
  title: 'Kuvat',
  help: 'Sivustolle lisätyt valokuvat (public/images/photos/) ja missä kukin on käytössä. Käytössä olevaa kuvaa ei voi poistaa.',
  none: 'Kuvia ei ole vielä lisätty.',
  usedIn: 'Käytössä:',
  unused: 'Ei käytössä missään dokumentissa.',
  remove: 'Poista kuva',
  cannotRemove: (n: number) =>
    `Kuvaa ei voi poistaa, koska se on käytössä ${n === 1 ? 'yhdessä kohdassa' : `${n} kohdassa`}. Poista kuva ensin näistä kohdista ja tallenna dokumentit.`,
  confirmRemove: (src: string) => `Poistetaanko kuva ${src}? Poistoa ei voi perua.`,
  removed: (src: string) => `Kuva ${src} poistettu.`,
  size: (width: number, height: number, kilobytes: number) => `${width} × ${height} px, ${kilobytes} kt`,
  choose: 'Valitse kuva',
  change: 'Vaihda kuva',
  pickerTitle: 'Valitse tai lisää kuva',
  drop: 'Pudota JPEG- tai PNG-kuva tähän tai valitse se tiedostoista.',
  pick: 'Valitse tiedosto',
  limits: (megabytes: number) =>
    `JPEG tai PNG, enintään ${megabytes} Mt. Suuri kuva pienennetään 2560 px:iin, sijaintitiedot ja muut metatiedot poistetaan, nimi siistitään.`,
  uploading: 'Lisätään kuvaa…',
  uploaded: (src: string) => `Kuva lisätty: ${src}`,
  existing: 'Aiemmin lisätyt kuvat',
  chosen: (src: string) => `Valittu kuva: ${src}`,
  alt: 'Kuvan kuvaus (alt-teksti)',
  altHelp: 'Kerro lyhyesti, mitä kuvassa näkyy (ruudunlukijoille ja hakukoneille).',
  altRequired: 'Kirjoita kuvalle kuvaus: mitä kuvassa näkyy.',
  noPhotoChosen: 'Valitse ensin kuva tai lisää uusi.',
  use: 'Käytä kuvaa',
  cancel: 'Peruuta',
  notImage: 'Tiedosto ei ole JPEG- tai PNG-kuva. Lisää valokuva JPEG- tai PNG-muodossa.',
  unreadable: 'Kuvaa ei voitu lukea: tiedosto voi olla vioittunut.',
  empty: 'Tiedosto on tyhjä.',
  tooLarge: (megabytes: number) =>
    `Tiedosto on liian suuri: enintään ${megabytes} Mt. Pienennä kuvaa tai tallenna se JPEG-muodossa ja yritä uudelleen.`,
  stillTooLarge: (megabytes: number) =>
    `Kuva on pienennettynäkin yli ${megabytes} Mt. Tallenna se JPEG-muodossa ja yritä uudelleen.`,
  tooManyPixels: (width: number, height: number, megapixels: number) =>
    `Kuvassa on liikaa pikseleitä (${width} × ${height} px): enintään ${megapixels} megapikseliä. Pienennä kuva ja yritä uudelleen.`,
  scaled: (width: number, height: number, from: { width: number; height: number }) =>
    `Kuva pienennettiin sivustolle sopivaksi: ${from.width} × ${from.height} px → ${width} × ${height} px.`,
  reused: (src: string) => `Sama kuva on jo lisätty, joten sitä käytetään (${src}): kopiota ei tehty.`,
  badName: 'Virheellinen kuvan nimi.',
  notFound: 'Kuvaa ei löydy.',
  inUse: (n: number) => `Kuvaa ei poistettu, koska se on käytössä ${n === 1 ? 'yhdessä kohdassa' : `${n} kohdassa`}.`,
} as const
