/**
 * A build looks each public file up once (context.ts): a photo named by many documents (every copy of a
 * page at 20x content) is not looked for again by each of them, and the findings are the same.
 */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../../content-passes.js'
import { publicFileChecks, readContentFiles, readSchemas } from '../content-source.node.js'
import { createSchemaValidator } from '../schema-validator.js'
import { createContext } from './context.js'
import { runPasses } from './passes.js'

const schemas = readSchemas()
const files = readContentFiles()

function build(options: ReturnType<typeof publicFileChecks>) {
  const ctx = createContext(files, options, createSchemaValidator(schemas), schemas)
  runPasses(ctx, sitePasses())
  return ctx.diagnostics
}

describe('a build and the public folder', () => {
  it('looks each public file up once, however many documents name it', () => {
    const real = publicFileChecks()
    const exists: string[] = []
    const read: string[] = []
    const counted = {
      ...real,
      publicFileExists: (p: string) => {
        exists.push(p)
        return real.publicFileExists(p)
      },
      readPublicFile: (p: string) => {
        read.push(p)
        return real.readPublicFile(p)
      },
    }
    const findings = build(counted)
    expect(exists.length).toBeGreaterThan(0)
    expect(new Set(exists).size).toBe(exists.length)
    expect(new Set(read).size).toBe(read.length)
    expect(findings.map((d) => JSON.stringify(d))).toEqual(build(real).map((d) => JSON.stringify(d)))
  })
})
