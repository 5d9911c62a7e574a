/** scripts/move-tests.ts: a moved test's relative paths point from its new folder at what they named before. */
import { describe, expect, it } from 'vitest'
import { firstModuleFolder, planned, repoint, TEST_PLACES } from './move-tests.js'

/**
 * Sample code with ⟨ for a quote and ⟪ for a backtick: written so, the samples are no code the move
 * itself re-points when it moves this test (it reads a test's own text the way these samples are read).
 */
const code = (...lines: string[]) => lines.join('\n').replaceAll('⟨', "'").replaceAll('⟪', '`')

describe('moving a test', () => {
  it('re-points imports, dynamic imports, fixture URLs and a template’s fixed start; leaves other strings and what names nothing', () => {
    const text = code(
      'import { estimate } from ⟨../../src/calculators/engine.js⟨',
      'import { freePort } from ⟨../e2e/support.js⟨',
      'const ui = await import(⟨../../src/ui/strings.js⟨)',
      // A template's fixed start (the rest is the test's own placeholder).
      'readFileSync(new URL(⟪../fixtures/calculator-models/$' + '{id}.json⟪, import.meta.url))',
      'write(⟨a.ts⟨, "import(⟨../a.js⟨)")',
      'expect(message).toBe(⟨is "../../schemas/page.schema.json"⟨)',
    )
    expect(repoint(text, 'tests/unit', 'src/calculators')).toEqual(
      code(
        'import { estimate } from ⟨./engine.js⟨',
        'import { freePort } from ⟨../../tests/e2e/support.js⟨',
        'const ui = await import(⟨../ui/strings.js⟨)',
        'readFileSync(new URL(⟪../../tests/fixtures/calculator-models/$' + '{id}.json⟪, import.meta.url))',
        'write(⟨a.ts⟨, "import(⟨../a.js⟨)")',
        'expect(message).toBe(⟨is "../../schemas/page.schema.json"⟨)',
      ),
    )
  })

  it('--plan: a test of the table goes to its place; one it does not know goes beside the module it imports first', () => {
    // Written apart, so that the move's own rewrite of old paths leaves this test's input alone.
    const engineTest = `tests/unit/${'calculator-engine'}.test.ts`
    const sources: Record<string, string> = {
      [engineTest]: code('import { estimate } from ⟨../../src/calculators/engine.js⟨'),
      'tests/unit/new-thing.test.ts': code(
        'import { x } from ⟨../support/render-section.js⟨',
        'import { parseDocument } from ⟨../../src/runtime/pipeline/parse.js⟨',
      ),
    }
    expect(planned(Object.keys(sources), (f) => sources[f]!)).toEqual([
      { from: engineTest, to: 'src/calculators/engine.test.ts', guessed: false },
      { from: 'tests/unit/new-thing.test.ts', to: 'src/runtime/pipeline/new-thing.test.ts', guessed: true },
    ])
    expect(firstModuleFolder(code('import { a } from ⟨../support/x.js⟨'), 'tests/unit')).toBeNull()
    expect(() => planned(['tests/unit/lonely.test.ts'], () => code('import ⟨vitest⟨'))).toThrow(/not in TEST_PLACES/)
    // Every place is beside code or among the repository checks, and no two tests share a place.
    const places = Object.values(TEST_PLACES)
    expect(new Set(places).size).toBe(places.length)
    for (const place of places)
      expect(place).toMatch(/^(src|server|scripts|deploy|tests\/repo)\/(.+\/)?[\w.-]+\.test\.tsx?$/)
  })
})
