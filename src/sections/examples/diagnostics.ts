/** The work examples' findings (their content pass, their category pages): each code with its arguments, in English and Finnish. */
import { diagnosticPiece, quote } from '../../runtime/diagnostics.js'

const { en: q, fi: fq } = quote

export const workExampleDiagnostics = diagnosticPiece<{
  idMismatch: { id: string; file: string; expected: string }
  unknownCategory: { value: string; best: string; known: string }
  categoryUntranslated: { id: string; language: string; kieli: string; lang: string; rel: string }
}>({
  idMismatch: {
    severity: 'error',
    en: {
      message: (a) => `Id ${q(a.id)} does not match the file name ${q(a.file)}.`,
      hint: (a) => `Rename the file to ${a.id}.json or set "id": ${q(a.expected)}.`,
    },
    fi: {
      message: (a) => `Tunniste ${fq(a.id)} ei vastaa tiedoston nimeä ${fq(a.file)}.`,
      hint: (a) => `Aseta tunnisteeksi ${fq(a.expected)}.`,
    },
  },
  unknownCategory: {
    severity: 'error',
    en: {
      message: (a) => `Category ${q(a.value)} is not a file of pages-data/example-categories/.`,
      hint: (a) =>
        a.best
          ? `Did you mean ${q(a.best)}? Known: ${a.known}.`
          : `Known: ${a.known}. A new category is a file of its own there.`,
    },
    fi: {
      message: (a) => `Luokkaa ${fq(a.value)} ei ole kansiossa pages-data/example-categories/.`,
      hint: (a) => (a.best ? `Tarkoititko ${fq(a.best)}? Tunnetut: ${a.known}.` : `Tunnetut: ${a.known}.`),
    },
  },
  categoryUntranslated: {
    severity: 'error',
    en: {
      message: (a) =>
        `Category ${q(a.id)} has examples published in ${a.language} but no ${a.language} translation: its name and page are missing there.`,
      hint: (a) => `Translate it: npm run translate -- ${a.lang} ${a.rel}.`,
    },
    fi: {
      message: (a) =>
        `Luokalla ${fq(a.id)} on julkaistuja esimerkkejä (kieli: ${a.kieli}), mutta sitä ei ole käännetty: sen nimi ja sivu puuttuvat.`,
      hint: (a) => `Käännä se: npm run translate -- ${a.lang} ${a.rel}.`,
    },
  },
})
