import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generateTypes, OUTPUT } from '../../scripts/generate-types.js'

describe('generated content types', () => {
  it('match the schemas (run npm run types when this fails)', async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await generateTypes())
  })
})
