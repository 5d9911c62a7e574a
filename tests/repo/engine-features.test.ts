/**
 * The engine holds no site feature (decision 315): no file of src/runtime/ (its
 * tests and the generated content types aside) names a feature's kind of document, its folder or its
 * share of the content, nor imports from a feature's folder. A feature brings its own collection
 * (src/sections/examples/collection.ts, src/calculators/collection.ts) and the composition root
 * hands it to the pipeline (src/content-collections.ts, src/content-passes.ts).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles, REPO_ROOT } from '../../src/runtime/content-source.node.js'

/** The site's feature kinds as the engine used to name them: kinds, SiteContent fields, types, folders. */
const FEATURE_NAMES = /\b(?:work-?examples?|example-?categor(?:y|ies)|calculator-?models?)\b/gi

/** Where a feature lives: an import from one of these is the engine reaching up into a feature. */
const FEATURE_FOLDERS = ['src/sections/', 'src/calculators/']

const IMPORT = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g

const rel = (f: string) => path.relative(REPO_ROOT, f).split(path.sep).join('/')

/** The engine's own source: src/runtime/**, its tests and generated files left out. */
const engineFiles = listFiles(path.join(REPO_ROOT, 'src/runtime'))
  .map(rel)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.generated.ts'))

const read = (f: string) => readFileSync(path.join(REPO_ROOT, f), 'utf8')

describe('the engine holds no site feature', () => {
  it('reads the engine', () => {
    expect(engineFiles).toContain('src/runtime/build-content.ts')
    expect(engineFiles).toContain('src/runtime/collections.ts')
  })

  it('names no feature kind of document, folder or share of the content', () => {
    const named = engineFiles.flatMap((f) =>
      read(f)
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(FEATURE_NAMES)].map((m) => `${f}:${i + 1} ${m[0]}`)),
    )
    expect(named).toEqual([])
  })

  it("imports nothing from a feature's folder", () => {
    const imports = engineFiles.flatMap((f) =>
      [...read(f).matchAll(IMPORT)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(f), spec)))
        .filter((target) => FEATURE_FOLDERS.some((folder) => target.startsWith(folder)))
        .map((target) => `${f} -> ${target}`),
    )
    expect(imports).toEqual([])
  })
})
