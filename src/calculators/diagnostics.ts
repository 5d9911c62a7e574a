/**
 * The calculators' findings (model-checks.ts finds them, content-pass.ts
 * reports them): each code with the type of its arguments, and its texts in
 * English (the CLI, the build) and Finnish (the studio). A problem the schema
 * cannot state is one kind of `calculatorModelInvalid` or
 * `calculatorStartInvalid`, with the values its sentence needs.
 */
import { type DiagnosticTexts, diagnosticPiece, quote } from '../runtime/diagnostics.js'

const { en: q, fi: fq } = quote
const json = (value: unknown) => JSON.stringify(value)

/** What a model's reference names. */
export type ModelPart = 'option' | 'choiceInput' | 'numberInput' | 'additiveRule'

const PART_EN: Record<ModelPart, string> = {
  option: 'Option',
  choiceInput: 'Choice input',
  numberInput: 'Number input',
  additiveRule: 'Fixed or perUnit rule',
}
const PART_FI: Record<ModelPart, string> = {
  option: 'Vaihtoehto',
  choiceInput: 'Valintakenttä',
  numberInput: 'Lukukenttä',
  additiveRule: 'Kiinteä tai yksikköhintainen sääntö',
}

/** A model's problem beyond its schema, with the values its texts need. */
export type ModelProblem =
  | { problem: 'vatInIncludes'; text: string }
  | { problem: 'idNotFileName'; id: string; slug: string }
  | { problem: 'duplicateId'; part: 'input' | 'rule'; id: string }
  | { problem: 'duplicateOption'; id: string; input: string }
  | { problem: 'maxNotAboveMin'; min: number; max: number }
  | { problem: 'defaultOutsideRange'; value: number; min: number; max: number }
  | { problem: 'rangeInverted'; low: number; high: number }
  | { problem: 'bothPrices' }
  | { problem: 'noPrice'; kind: string }

/** A calculator section's starting value that does not fit its input (`example` is JSON to copy). */
export type StartProblem =
  | { problem: 'notNumber'; input: string; model: string; value: unknown; min: number; max: number; example: unknown }
  | { problem: 'outsideRange'; input: string; value: number; min: number; max: number }
  | { problem: 'notList'; input: string; model: string; example: unknown }
  | { problem: 'notOneOption'; input: string; model: string; options: string }

/** Texts per kind of problem: every kind in both languages, each reading its own values. */
type ProblemTexts<P extends { problem: string }> = {
  [K in P['problem']]: {
    en: DiagnosticTexts<Extract<P, { problem: K }>>
    fi: DiagnosticTexts<Extract<P, { problem: K }>>
  }
}

/** One code's texts in a language, chosen by the kind of problem. */
function byProblem<P extends { problem: string }>(table: ProblemTexts<P>, lang: 'en' | 'fi'): DiagnosticTexts<P> {
  const texts = (p: P) =>
    (table as unknown as Record<string, Record<'en' | 'fi', DiagnosticTexts<P>>>)[p.problem]![lang]
  return { message: (p) => texts(p).message(p), hint: (p) => texts(p).hint(p) }
}

const MODEL_PROBLEMS: ProblemTexts<ModelProblem> = {
  vatInIncludes: {
    en: {
      message: (p) => `"includes" mentions VAT (${q(p.text)}) but the model says "pricesIncludeVat": false.`,
      hint: () => 'Remove the VAT line, or set "pricesIncludeVat": true if the source prices are stated VAT-inclusive.',
    },
    fi: {
      message: (p) => `Sisältölistassa mainitaan arvonlisävero (${fq(p.text)}), mutta mallin hinnat ovat ilman sitä.`,
      hint: () => 'Poista alv-rivi tai merkitse, että lähteen hinnat sisältävät arvonlisäveron ("pricesIncludeVat").',
    },
  },
  idNotFileName: {
    en: {
      message: (p) => `Model id ${q(p.id)} does not match the file name ${q(`${p.slug}.json`)}.`,
      hint: (p) => `Set "id": ${q(p.slug)} or rename the file to ${p.id}.json.`,
    },
    fi: {
      message: (p) => `Mallin tunniste ${fq(p.id)} ei vastaa tiedoston nimeä ${fq(`${p.slug}.json`)}.`,
      hint: (p) => `Aseta tunnisteeksi ${fq(p.slug)}.`,
    },
  },
  duplicateId: {
    en: {
      message: (p) => `${p.part === 'input' ? 'Input' : 'Rule'} id ${q(p.id)} is used twice.`,
      hint: (p) => `Give every ${p.part} its own id.`,
    },
    fi: {
      message: (p) => `${p.part === 'input' ? 'Kentän' : 'Säännön'} tunniste ${fq(p.id)} on käytössä kahdesti.`,
      hint: (p) => `Anna jokaiselle ${p.part === 'input' ? 'kentälle' : 'säännölle'} oma tunniste.`,
    },
  },
  duplicateOption: {
    en: {
      message: (p) => `Option id ${q(p.id)} is used twice in input ${q(p.input)}.`,
      hint: () => 'Give every option its own id.',
    },
    fi: {
      message: (p) => `Vaihtoehdon tunniste ${fq(p.id)} on kentässä ${fq(p.input)} kahdesti.`,
      hint: () => 'Anna jokaiselle vaihtoehdolle oma tunniste.',
    },
  },
  maxNotAboveMin: {
    en: {
      message: (p) => `max (${p.max}) must be greater than min (${p.min}).`,
      hint: () => 'Raise max or lower min.',
    },
    fi: {
      message: (p) => `Suurimman arvon (${p.max}) pitää olla pienintä (${p.min}) suurempi.`,
      hint: () => 'Nosta suurinta tai laske pienintä arvoa.',
    },
  },
  defaultOutsideRange: {
    en: {
      message: (p) => `The default ${p.value} is outside min-max (${p.min}-${p.max}).`,
      hint: () => 'Pick a default between min and max.',
    },
    fi: {
      message: (p) => `Oletusarvo ${p.value} on sallitun välin (${p.min}–${p.max}) ulkopuolella.`,
      hint: () => 'Valitse oletusarvo pienimmän ja suurimman väliltä.',
    },
  },
  rangeInverted: {
    en: {
      message: (p) => `The range's low end (${p.low}) is above its high end (${p.high}).`,
      hint: () => 'Swap low and high.',
    },
    fi: {
      message: (p) => `Hintavälin alaraja (${p.low}) on ylärajaa (${p.high}) suurempi.`,
      hint: () => 'Vaihda ala- ja yläraja keskenään.',
    },
  },
  bothPrices: {
    en: {
      message: () => 'The rule has both "price" and "prices".',
      hint: () => 'Keep one: "price" for one price, "prices" for a price per option with "input".',
    },
    fi: {
      message: () => 'Säännöllä on sekä yksi hinta ("price") että hinnat vaihtoehdoittain ("prices").',
      hint: () => 'Pidä toinen: yksi hinta tai hinta jokaiselle vaihtoehdolle.',
    },
  },
  noPrice: {
    en: {
      message: (p) => `The ${p.kind} rule has no price.`,
      hint: () => 'Add "price": { "low": ..., "high": ... } or "prices" per option with "input".',
    },
    fi: {
      message: () => 'Säännöllä ei ole hintaa.',
      hint: () => 'Lisää hinta (ala- ja yläraja) tai hinta jokaiselle vaihtoehdolle.',
    },
  },
}

const START_PROBLEMS: ProblemTexts<StartProblem> = {
  notNumber: {
    en: {
      message: (p) =>
        `Input ${q(p.input)} of model ${q(p.model)} is a number input; the start value ${json(p.value)} is not a number.`,
      hint: (p) => `Write a number between ${p.min} and ${p.max}, e.g. ${json(p.example)}.`,
    },
    fi: {
      message: (p) => `Mallin ${fq(p.model)} kenttä ${fq(p.input)} on luku; alkuarvo ${json(p.value)} ei ole luku.`,
      hint: (p) => `Kirjoita luku väliltä ${p.min}–${p.max}, esimerkiksi ${json(p.example)}.`,
    },
  },
  outsideRange: {
    en: {
      message: (p) => `The start value ${p.value} of input ${q(p.input)} is outside its min-max (${p.min}-${p.max}).`,
      hint: (p) => `Pick a number between ${p.min} and ${p.max}.`,
    },
    fi: {
      message: (p) => `Kentän ${fq(p.input)} alkuarvo ${p.value} on sallitun välin (${p.min}–${p.max}) ulkopuolella.`,
      hint: (p) => `Valitse luku väliltä ${p.min}–${p.max}.`,
    },
  },
  notList: {
    en: {
      message: (p) =>
        `Input ${q(p.input)} of model ${q(p.model)} is a multiChoice; its start value is a list of option ids.`,
      hint: (p) => `Write a list, e.g. ${json(p.example)} (an empty list ticks nothing).`,
    },
    fi: {
      message: (p) =>
        `Mallin ${fq(p.model)} kenttä ${fq(p.input)} on monivalinta; sen alkuarvo on luettelo vaihtoehtojen tunnisteita.`,
      hint: (p) => `Kirjoita luettelo, esimerkiksi ${json(p.example)} (tyhjä luettelo ei valitse mitään).`,
    },
  },
  notOneOption: {
    en: {
      message: (p) => `Input ${q(p.input)} of model ${q(p.model)} is a choice; its start value is one option id.`,
      hint: (p) => `Write one of: ${p.options}.`,
    },
    fi: {
      message: (p) =>
        `Mallin ${fq(p.model)} kenttä ${fq(p.input)} on valinta; sen alkuarvo on yhden vaihtoehdon tunniste.`,
      hint: (p) => `Kirjoita jokin näistä: ${p.options}.`,
    },
  },
}

/** "Did you mean" in each language, before the rest of a suggestion. */
const didYouMean = {
  en: (best: string, rest: string) => (best ? `Did you mean ${q(best)}? ${rest}` : rest),
  fi: (best: string, rest: string) => (best ? `Tarkoititko ${fq(best)}? ${rest}` : rest),
}

/** A name that does not exist, the closest existing one ('' when none is close) and every known one. */
interface Unknown {
  value: string
  best: string
  known: string
}

/** The arguments of each calculator code. */
export interface CalculatorDiagnosticArgs {
  unknownCalculatorModel: Unknown
  calculatorModelReference: Unknown & { part: ModelPart }
  calculatorModelInvalid: ModelProblem
  /** `input` absent: the start names an input the model lacks; present: an option of that input it lacks. */
  calculatorStartReference: Unknown & { model: string; input?: string }
  calculatorStartInvalid: StartProblem
}

export const calculatorDiagnostics = diagnosticPiece<CalculatorDiagnosticArgs>({
  unknownCalculatorModel: {
    severity: 'error',
    en: {
      message: (a) => `Calculator model ${q(a.value)} does not exist.`,
      hint: (a) =>
        `${a.best ? `Did you mean ${q(a.best)}? ` : ''}Models are the files in pages-data/calculator-models/: ${a.known}.`,
    },
    fi: {
      message: (a) => `Laskurimallia ${fq(a.value)} ei ole.`,
      hint: (a) => didYouMean.fi(a.best, `Mallit: ${a.known}.`),
    },
  },
  calculatorModelReference: {
    severity: 'error',
    en: {
      message: (a) => `${PART_EN[a.part]} ${q(a.value)} is not defined in this model.`,
      hint: (a) => didYouMean.en(a.best, `Known: ${a.known}.`),
    },
    fi: {
      message: (a) => `${PART_FI[a.part]} ${fq(a.value)} ei ole määritelty tässä mallissa.`,
      hint: (a) => didYouMean.fi(a.best, `Tunnetut: ${a.known}.`),
    },
  },
  calculatorModelInvalid: {
    severity: 'error',
    en: byProblem(MODEL_PROBLEMS, 'en'),
    fi: byProblem(MODEL_PROBLEMS, 'fi'),
  },
  calculatorStartReference: {
    severity: 'error',
    en: {
      message: (a) =>
        `${a.input === undefined ? 'Input' : `Option of input ${q(a.input)}`} ${q(a.value)} is not in calculator model ${q(a.model)}.`,
      hint: (a) => didYouMean.en(a.best, `Known: ${a.known}.`),
    },
    fi: {
      message: (a) =>
        `${a.input === undefined ? 'Kenttää' : `Kentän ${fq(a.input)} vaihtoehtoa`} ${fq(a.value)} ei ole laskurimallissa ${fq(a.model)}.`,
      hint: (a) => didYouMean.fi(a.best, `Tunnetut: ${a.known}.`),
    },
  },
  calculatorStartInvalid: {
    severity: 'error',
    en: byProblem(START_PROBLEMS, 'en'),
    fi: byProblem(START_PROBLEMS, 'fi'),
  },
})
