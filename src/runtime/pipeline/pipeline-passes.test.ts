/** The content pipeline's passes one by one (src/runtime/pipeline/), on small documents. */
import { sitePasses } from '../../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent, type ContentFile, type SourceDocument } from '../build-content.js'
import { readContentFiles, readSchemas } from '../content-source.node.js'
import { jsonLocator } from '../json-location.js'
import { pipelinePasses } from './passes.js'
import { linkPath } from './links.js'
import { references } from './references.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { listFiles, REPO_ROOT } from '../content-source.node.js'

const files = readContentFiles()
const schemas = readSchemas()
const doc = (data: unknown, body?: string): SourceDocument => ({
  file: 'x.json',
  kind: 'page',
  slug: 'x',
  data,
  locator: jsonLocator(JSON.stringify(data)),
  body,
})

describe('references', () => {
  it('finds links, images and tokens with their place: href fields, rich text, Markdown body', () => {
    const d = doc(
      {
        href: '/a',
        image: { src: '/images/b.svg' },
        content: '<p>{brand} <a href="/c">c</a> <img src="/images/d.svg"></p>',
      },
      'Katso [e](/e) ja ![f](/images/f.svg) {phone}',
    )
    expect(references(d).map((r) => [r.kind, r.value, r.place])).toEqual([
      ['link', '/a', { pointer: '/href' }],
      ['image', '/images/b.svg', { pointer: '/image/src' }],
      ['token', 'brand', { pointer: '/content', index: 3 }],
      ['link', '/c', { pointer: '/content', index: 20 }],
      ['image', '/images/d.svg', { pointer: '/content', index: 40 }],
      ['link', '/e', { pointer: '', bodyIndex: 10 }],
      ['image', '/images/f.svg', { pointer: '', bodyIndex: 22 }],
      ['token', 'phone', { pointer: '', bodyIndex: 37 }],
    ])
  })
  it('a link to /images/ is an image reference', () => {
    expect(references(doc({ href: '/images/x.pdf' }), 'image').map((r) => r.value)).toEqual(['/images/x.pdf'])
  })
})

describe('links', () => {
  it('takes the path of a root-relative link only', () => {
    expect(linkPath('/palvelu/sauna/?a=1#b')).toBe('/palvelu/sauna')
    expect(linkPath('/')).toBe('/')
    expect(linkPath('https://example.com/x')).toBeNull()
    expect(linkPath('//cdn.example.com/x')).toBeNull()
  })
  it('checks a #fragment against the section ids of the linked page', () => {
    const path = 'pages-data/pages/index.json'
    const changed: ContentFile[] = files.map((f) =>
      f.path === path ? { ...f, text: f.text.replace('"/palvelu#asunnot"', '"/palvelu#asunto"') } : f,
    )
    expect(
      buildContent(files, schemas, { passes: sitePasses() }).diagnostics.filter((d) => d.code === 'brokenAnchor'),
    ).toEqual([])
    const errors = buildContent(changed, schemas, { passes: sitePasses() }).diagnostics.filter(
      (d) => d.code === 'brokenAnchor',
    )
    expect(errors.map((d) => [d.file, d.severity, d.message, d.suggestion])).toEqual([
      [
        path,
        'error',
        'Link "/palvelu#asunto" names no section of that page.',
        'Did you mean #asunnot? The part after # is a section id of the linked page.',
      ],
    ])
  })
})

describe('the pass list', () => {
  it("runs the engine's checks, the site's feature passes, then the warnings and the release check", () => {
    const core = [
      'parse',
      'schema',
      'site',
      'phones',
      'routes',
      'links',
      'lists',
      'images',
      'tokens',
      'sections',
      'translations',
      'glossary',
    ]
    const after = ['seo', 'consistency', 'placeholders', 'house-style', 'release']
    expect(pipelinePasses().map((p) => p.name)).toEqual([...core, ...after])
    expect(sitePasses().map((p) => p.name)).toEqual([...core, 'workExamples', 'calculators', ...after])
  })
  it('is composed in plain sight: no module registers a pass, no entry imports one for its side effect', () => {
    const sources = ['src', 'pages', 'server', 'scripts', 'tests']
      .flatMap((d) => listFiles(path.join(REPO_ROOT, d)))
      .concat(['vite.config.ts', 'vitest.config.ts'].map((f) => path.join(REPO_ROOT, f)))
      .filter((f) => /\.(ts|tsx)$/.test(f))
    const sideEffects = sources.filter((f) => /^import ['"][^'"]+\.js['"]/m.test(readFileSync(f, 'utf8')))
    expect(sideEffects.map((f) => path.relative(REPO_ROOT, f))).toEqual([])
    expect(readFileSync(path.join(REPO_ROOT, 'vitest.config.ts'), 'utf8')).not.toMatch(/setupFiles/)
  })
  it("leaves a feature's documents unchecked only when the caller leaves its pass out (the engine alone knows no feature)", () => {
    const path = 'pages-data/examples/pergola-tuusula.json'
    const changed: ContentFile[] = files.map((f) =>
      f.path === path ? { ...f, text: f.text.replace('"id": "pergola-tuusula"', '"id": "pergola"') } : f,
    )
    const codes = (passes: Parameters<typeof buildContent>[2]['passes']) =>
      buildContent(changed, schemas, { passes }).diagnostics.map((d) => d.code)
    expect(codes(sitePasses())).toContain('idMismatch')
    expect(codes(pipelinePasses())).not.toContain('idMismatch')
  })
  it('stops after the site pass when site.json is missing', () => {
    const { content, diagnostics } = buildContent(
      files.filter((f) => f.path !== 'pages-data/site.json'),
      schemas,
      { passes: sitePasses() },
    )
    expect(content).toBeNull()
    expect(diagnostics.map((d) => [d.code, d.file])).toEqual([['unknownReference', 'pages-data/site.json']])
  })
})

describe('placeholders', () => {
  it('warns once per string that still has a scaffold placeholder, at the placeholder', () => {
    const path = 'pages-data/pages/meista.json'
    const changed: ContentFile[] = files.map((f) =>
      f.path === path ? { ...f, text: f.text.replace('"title": "', '"title": "Kirjoita tähän otsikko. ') } : f,
    )
    const text = changed.find((f) => f.path === path)!.text
    const warnings = buildContent(changed, schemas, { passes: sitePasses() }).diagnostics.filter(
      (d) => d.code === 'placeholderText',
    )
    expect(warnings.map((d) => [d.file, d.pointer, d.message])).toEqual([
      [path, '/title', 'Placeholder text left by npm run new: "Kirjoita tähän otsikko".'],
    ])
    expect(text.split('\n')[warnings[0]!.line - 1]!.slice(warnings[0]!.column - 1)).toMatch(/^Kirjoita tähän otsikko/)
  })
})
