/** scripts/move-tests.ts: a moved test's relative paths point from its new folder at what they named before. */
import { describe, expect, it } from 'vitest'
import { repoint } from '../../scripts/move-tests.js'

describe('moving a test', () => {
  it('re-points imports, dynamic imports, fixture URLs and a template’s fixed start; leaves other strings and what names nothing', () => {
    const text = [
      "import { estimate } from '../../src/calculators/engine.js'",
      "import { freePort } from '../e2e/support.js'",
      "const ui = await import('../../src/ui/strings.js')",
      // A template's fixed start (the rest is the test's own placeholder, written apart so it stays a string).
      'readFileSync(new URL(`../fixtures/calculator-models/$' + '{id}.json`, import.meta.url))',
      "write('a.ts', \"import('../a.js')\")",
      `expect(message).toBe('is "../../schemas/page.schema.json"')`,
    ].join('\n')
    expect(repoint(text, 'tests/unit', 'src/calculators').split('\n')).toEqual([
      "import { estimate } from './engine.js'",
      "import { freePort } from '../../tests/e2e/support.js'",
      "const ui = await import('../ui/strings.js')",
      'readFileSync(new URL(`../../tests/fixtures/calculator-models/$' + '{id}.json`, import.meta.url))',
      "write('a.ts', \"import('../a.js')\")",
      `expect(message).toBe('is "../../schemas/page.schema.json"')`,
    ])
  })
})
