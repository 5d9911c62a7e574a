import { sitePasses } from '../content-passes.js'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { withStrings } from '../ui/with-strings.js'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../runtime/content-source.node.js'
import { checkContent, overlayPayload } from '../runtime/dev-content-plugin.js'
import { ContentError } from '../runtime/diagnostics.js'
import { jsonLocator } from '../runtime/json-location.js'
import { createSchemaValidator, type SchemaSet } from '../runtime/schema-validator.js'
import { buildSectionGallery, sectionFields, sectionSchemas } from './section-gallery.js'
import { sectionDefinitions } from './definitions.js'
import { SectionGallery } from '../views/SectionGallery.js'

const schemas = readSchemas()
const files = readContentFiles()
const validator = createSchemaValidator(schemas)

const validateExample = (rel: string, example: unknown) => {
  const text = JSON.stringify(example, null, 2)
  return validator.validate(rel, JSON.parse(text), rel, jsonLocator(text))
}

/** The schemas with one section schema's examples replaced. */
const withExamples = (rel: string, examples: unknown[]): SchemaSet => ({
  ...schemas,
  [rel]: { ...(schemas[rel] as object), examples },
})

describe('section schema examples', () => {
  const types = sectionSchemas(schemas, sectionDefinitions)

  it('cover every defined section type', () => {
    expect(types.map((t) => t.type)).toEqual(sectionDefinitions.map((d) => d.type))
    for (const { type, node } of types)
      expect(node.examples?.length ?? 0, `${type} has no examples`).toBeGreaterThanOrEqual(1)
  })

  it.each(types.map((t) => [t.type, t.schema] as const))(
    '%s: every example validates against its section schema',
    (_type, rel) => {
      const node = schemas[rel] as { examples: unknown[] }
      for (const example of node.examples) expect(validateExample(rel, example)).toEqual([])
    },
  )

  it('the validator used above rejects a broken example', () => {
    const hero = (schemas['src/sections/hero/hero.schema.json'] as { examples: Record<string, unknown>[] }).examples[0]!
    const diagnostics = validateExample('src/sections/hero/hero.schema.json', { ...hero, titel: 'x' })
    expect(diagnostics.map((d) => d.message)).toEqual(['Unknown field "titel".'])
  })
})

describe('section gallery data', () => {
  const entries = buildSectionGallery(files, schemas, { ...publicFileChecks(), passes: sitePasses() })

  it('has one entry per section type, each with its examples through the page pipeline', () => {
    expect(entries.map((e) => e.type)).toEqual(sectionDefinitions.map((d) => d.type))
    for (const entry of entries) {
      expect(entry.sections.length, entry.type).toBe((schemas[entry.schema] as { examples: unknown[] }).examples.length)
      expect(JSON.stringify(entry.sections), `${entry.type}: tokens left`).not.toMatch(/\{[a-zA-Z]+\}/)
    }
    // Resolvers ran with the real content: the blog list got posts, the calculator its model.
    const blog = entries.find((e) => e.type === 'blog-list')!.sections[0]!
    expect(JSON.stringify(blog.extra)).toContain('/blogi/')
    expect(entries.find((e) => e.type === 'calculator')!.sections[0]!.extra).toBeTruthy()
  })

  it('sanitises an example like page content', () => {
    const rel = 'src/sections/content/content.schema.json'
    const gallery = buildSectionGallery(
      files,
      withExamples(rel, [
        { id: 'x', type: 'content', content: '<p>Teksti</p><script>alert(1)</script><img src=x onerror=alert(1)>' },
      ]),
      { passes: sitePasses() },
    )
    const html = String((gallery.find((e) => e.type === 'content')!.sections[0] as { content: string }).content)
    expect(html).toContain('<p>Teksti</p>')
    expect(html).not.toMatch(/script|onerror/)
  })

  it('reports an example that fails the cross-document checks against its schema file', () => {
    const rel = 'src/sections/services/services.schema.json'
    const bad = [
      {
        id: 's',
        type: 'services',
        title: 'Palvelut',
        data: { services: [{ icon: 'hammer', title: 'A', description: 'B', href: '/palvelu/keittio-remontti' }] },
      },
    ]
    let error: unknown
    try {
      buildSectionGallery(files, withExamples(rel, bad), { ...publicFileChecks(), passes: sitePasses() })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ContentError)
    const [d] = (error as ContentError).diagnostics
    expect(d).toMatchObject({
      file: 'src/sections/services/services.schema.json',
      pointer: '/examples/0/data/services/0/href',
      code: 'brokenLink',
    })
    expect(d!.suggestion).toContain('/palvelu/keittion-remontti')
  })

  it('lists nested fields with their type, whether they are required and their description', () => {
    const rows = sectionFields(schemas, 'src/sections/services/services.schema.json')
    expect(rows.map((r) => r.path)).toEqual([
      'id',
      'type',
      'title',
      'content',
      'data',
      'data.services',
      'data.services[].icon',
      'data.services[].title',
      'data.services[].description',
      'data.services[].href',
      'data.services[].page',
      'data.services[].text',
      'data.services[].group',
      'data.services[].collection',
    ])
    expect(rows.find((r) => r.path === 'data.services[].icon')).toMatchObject({
      required: true,
      description: "Icon name from the site's icon set (src/sections/services/service-icons.tsx).",
    })
    expect(rows.find((r) => r.path === 'data.services')!.type).toMatch(/ServiceCard or CardPageEntry or GroupEntry/)
    expect(rows.find((r) => r.path === 'data.services[].icon')!.type).toMatch(/^one of: hammer, brush/)
    expect(rows.find((r) => r.path === 'data.services[].href')).toMatchObject({
      required: false,
      type: 'string (Href)',
      description: 'Optional link from the card.',
    })
    expect(rows.find((r) => r.path === 'type')!.type).toBe('"services"')
  })

  it('renders one block per registered section type, each with a field table and its example', () => {
    const html = renderToString(withStrings(<SectionGallery entries={entries} />))
    const blocks = [...html.matchAll(/data-section-type="([^"]+)"/g)].map((m) => m[1])
    expect(blocks).toEqual(sectionDefinitions.map((d) => d.type))
    for (const { type } of sectionDefinitions) {
      expect(html).toContain(`<caption>Fields of a ${type} section</caption>`)
      expect(html).toContain(`id="${type}-example-1"`)
    }
    expect(html.match(/<h1/g)).toHaveLength(1)
  })
})

describe('dev overlay payload', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remontti-overlay-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('carries the validate report and points at the first error of the changed file', () => {
    for (const d of ['pages-data', 'schemas', 'src/sections', 'public'])
      cpSync(path.join(REPO_ROOT, d), path.join(dir, d), { recursive: true })
    expect(checkContent(dir, sitePasses()).errors).toEqual([])
    const rel = 'pages-data/services/eteisen-remontti.json'
    const text = readFileSync(path.join(dir, rel), 'utf8')
    writeFileSync(path.join(dir, rel), text.replace('"type": "faq"', '"type": "fag"'))
    const check = checkContent(dir, sitePasses())
    const lines = text.split('\n')
    const line = lines.findIndex((l) => l.includes('"type": "faq"')) + 1
    const column = lines[line - 1]!.indexOf('"faq"') + 1
    const payload = overlayPayload(dir, check, rel)
    expect(payload.type).toBe('error')
    expect(payload.err.message).toContain(`${rel}:${line}:${column} error /sections/`)
    expect(payload.err.message).toContain('suggestion: Did you mean "faq"?')
    expect(payload.err.loc).toEqual({ file: path.join(dir, rel), line, column })
  })
})
