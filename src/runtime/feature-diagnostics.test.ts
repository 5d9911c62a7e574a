/**
 * A feature's diagnostics live beside its pass as a catalogue piece (diagnosticPiece of
 * src/runtime/diagnostics.ts): each code's arguments a type of its own, English and Finnish both
 * required by the types; the build prints the English, the studio shows the Finnish.
 */
import { describe, expect, it } from 'vitest'
import { calculatorDiagnostics } from '../calculators/diagnostics.js'
import { photoDiagnostics } from '../images/content-check.js'
import { diagnostic, diagnosticPiece } from './diagnostics.js'
import { ENGINE } from './engine-diagnostics.js'
import { workExampleDiagnostics } from '../sections/examples/diagnostics.js'
import { checkDocument, loadContentSource } from '../studio/validate-document.js'

const at = { file: 'x.json', line: 1, column: 1, pointer: '' }

describe('a catalogue piece', () => {
  it('types each code by its own arguments and wants both languages (tsc checks the lines marked)', () => {
    const piece = diagnosticPiece<{ tooMany: { count: number } }>({
      tooMany: {
        severity: 'warning',
        en: { message: (a) => `${a.count} is too many.`, hint: () => '' },
        fi: { message: (a) => `${a.count} on liikaa.`, hint: () => 'Vähennä.' },
      },
    })
    diagnosticPiece<{ tooMany: { count: number } }>({
      // @ts-expect-error the Finnish is missing
      tooMany: { severity: 'warning', en: { message: () => '', hint: () => '' } },
    })
    diagnosticPiece<{ tooMany: { count: number } }>({
      tooMany: {
        severity: 'warning',
        // @ts-expect-error the text reads an argument its code does not have
        en: { message: (a) => `${a.total}`, hint: () => '' },
        fi: { message: () => '', hint: () => '' },
      },
    })
    // @ts-expect-error a code of the argument type without its entry
    diagnosticPiece<{ tooMany: { count: number }; tooFew: { count: number } }>({ tooMany: piece.tooMany })
    // @ts-expect-error an argument of the wrong type
    diagnostic(piece.tooMany, at, { count: 'three' })
    const d = diagnostic(piece.tooMany, at, { count: 3 })
    expect(d).toMatchObject({ code: 'tooMany', severity: 'warning', message: '3 is too many.' })
    expect(d.suggestion).toBeUndefined()
  })

  it("gives every code of the engine's piece and the features' pieces one meaning: no code in two pieces", () => {
    const codes = [ENGINE, calculatorDiagnostics, photoDiagnostics, workExampleDiagnostics].flatMap((p) =>
      Object.keys(p),
    )
    expect(codes).toEqual(
      expect.arrayContaining(['slugMismatch', 'calculatorModelInvalid', 'rasterImageNoAlt', 'idMismatch']),
    )
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([])
  })

  it('writes one kind of model problem per sentence, in English and in Finnish', () => {
    const entry = calculatorDiagnostics.calculatorModelInvalid
    const problem = { problem: 'rangeInverted', low: 50, high: 30 } as const
    expect(entry.en.message(problem)).toBe("The range's low end (50) is above its high end (30).")
    expect(entry.fi.message(problem)).toBe('Hintavälin alaraja (50) on ylärajaa (30) suurempi.')
    expect(entry.fi.hint({ problem: 'duplicateId', part: 'rule', id: 'a' })).toBe(
      'Anna jokaiselle säännölle oma tunniste.',
    )
  })
})

describe("the studio shows a feature's finding in its Finnish", () => {
  const source = loadContentSource()
  const FLOOR = 'pages-data/calculator-models/floor.json'

  it('a calculator model with an inverted price range, and an option it does not define', () => {
    const text = source.files.find((f) => f.path === FLOOR)!.text
    const edited = text
      .replace('"tile": { "low": 30, "high": 50 }', '"tile": { "low": 50, "high": 30 }')
      .replace('"appliesTo": ["installation"]', '"appliesTo": ["instalation"]')
    expect(edited).not.toBe(text)
    const found = checkDocument(source, FLOOR, edited).diagnostics.map((d) => [d.code, d.message, d.suggestion])
    expect(found).toEqual([
      [
        'calculatorModelInvalid',
        'Hintavälin alaraja (50) on ylärajaa (30) suurempi.',
        'Vaihda ala- ja yläraja keskenään.',
      ],
      [
        'calculatorModelReference',
        'Kiinteä tai yksikköhintainen sääntö ”instalation” ei ole määritelty tässä mallissa.',
        'Tarkoititko ”installation”? Tunnetut: installation, extra-work.',
      ],
    ])
  })
})
