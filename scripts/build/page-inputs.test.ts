/**
 * Page inputs (page-inputs.ts, decision 332): a page whose inputs did not change keeps its fingerprint
 * without its data being made. The property under test: for each change, the fingerprints made from the
 * last build's inputs equal the fingerprints of every page's data made anew.
 */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../../src/content-passes.js'
import { buildContent, type SiteContent } from '../../src/runtime/build-content.js'
import type { ContentFile } from '../../src/runtime/content-model.js'
import { readContentFiles, readSchemas } from '../../src/runtime/content-source.node.js'
import { prerenderedData } from '../../src/sections/prerendered.js'
import { textHash } from './content-snapshot.js'
import { pageFingerprint, pageFingerprints, pageInputs } from './fingerprints.js'
import { changedInputs, EVERYTHING, noteReads, routeSignature, touched } from './page-inputs.js'

const SERVICE = 'pages-data/services/keittion-remontti.json'
const SERVICE_EN = 'pages-data/translations/en/services/keittion-remontti.json'
const EXAMPLE = 'pages-data/examples/kattoremontti-kerava.json'

function contentOf(files: ContentFile[]): SiteContent {
  const { content } = buildContent(files, readSchemas(), { passes: sitePasses() })
  if (!content) throw new Error('content must be valid')
  return content
}

const hashesOf = (files: ContentFile[]) => Object.fromEntries(files.map((f) => [f.path, textHash(f.text)]))

function edit(files: ContentFile[], path: string, from: string, to: string): ContentFile[] {
  const out = files.map((f) => (f.path === path ? { ...f, text: f.text.replace(from, to) } : f))
  if (out.find((f) => f.path === path)?.text === files.find((f) => f.path === path)?.text)
    throw new Error(`${path} has no "${from}"`)
  return out
}

const files = readContentFiles()
const before = contentOf(files)
const last = pageFingerprints(before)

/** The incremental answer for `edited` beside the full one. */
function afterEdit(edited: ContentFile[]) {
  const content = contentOf(edited)
  const changed = changedInputs(content, edited, hashesOf(files), textHash)
  const full = pageFingerprints(content)
  const kept =
    changed &&
    pageFingerprints(content, {
      pages: Object.fromEntries(last.prints),
      inputs: Object.fromEntries(last.inputs),
      changed,
    })
  return { content, changed, full, kept }
}

describe('page inputs', () => {
  it('leave every page’s data as it is: the noted views hash as the views made without notes', () => {
    const plain = prerenderedData(before)
    expect([...last.prints.keys()]).toEqual([...plain.keys()])
    for (const [address, data] of plain) expect(last.prints.get(address), address).toBe(pageFingerprint(address, data))
  })

  it('name a service page’s own file on its page in every language, and the examples’ feature on the examples page', () => {
    const addresses = [...before.routes.pages].filter(([, doc]) => doc.file === SERVICE).map(([address]) => address)
    expect(addresses.length, 'the kitchen page in Finnish and its translations').toBeGreaterThan(1)
    for (const address of addresses) expect(last.inputs.get(address), address).toContain(SERVICE)
    expect(last.inputs.get('/yhteystiedot')).not.toContain(SERVICE)
    expect(last.inputs.get('/esimerkit')).toContain('kind:workExample')
    // A full build notes the same inputs without hashing.
    expect(pageInputs(before)).toEqual(last.inputs)
  })

  it.each([
    ['a word of a Finnish service page', SERVICE, 'Keittiön remontit', 'Keittiön uudistukset'],
    ['a word of its English translation', SERVICE_EN, 'Kitchen renovations from', 'Kitchen makeovers from'],
    [
      'a feature of a work example (every page that lists the examples)',
      EXAMPLE,
      '"Vanhan katteen purku"',
      '"Vanhan katteen poisto"',
    ],
  ])('give the full build’s fingerprints after %s, making few pages’ data', (_name, path, from, to) => {
    const { changed, full, kept } = afterEdit(edit(files, path, from, to))
    expect(changed).not.toBeNull()
    expect(kept!.prints).toEqual(full.prints)
    expect(kept!.inputs).toEqual(full.inputs)
    expect(kept!.made).toBeLessThan(full.made / 2)
    // The change is seen: some page's fingerprint is new.
    expect([...full.prints].some(([address, print]) => last.prints.get(address) !== print)).toBe(true)
  })

  it('make every page again when a change is not one of documents or features, or a file is added', () => {
    const site = 'pages-data/translations/en/site.json'
    const siteEdit = edit(files, site, '"a warranty of at least 2 years"', '"a warranty of two years or more"')
    expect(changedInputs(contentOf(siteEdit), siteEdit, hashesOf(files), textHash)).toBeNull()
    const added = [
      ...files,
      { path: 'pages-data/services/uusi.json', text: files.find((f) => f.path === SERVICE)!.text },
    ]
    expect(changedInputs(before, added, hashesOf(files), textHash)).toBeNull()
    expect(changedInputs(before, files, hashesOf(files), textHash)).toEqual(new Set())
  })

  it('sign the routes: a renamed slug changes the signature, a text does not', () => {
    const word = contentOf(edit(files, SERVICE, 'Keittiön remontit', 'Keittiön uudistukset'))
    expect(routeSignature(word)).toBe(routeSignature(before))
    const renamed = contentOf(edit(files, SERVICE_EN, '"slug": "kitchen-renovation"', '"slug": "kitchen-makeover"'))
    expect(routeSignature(renamed)).not.toBe(routeSignature(before))
  })

  it('note a walk through every route as reading everything, a document list item by its file', () => {
    const notes = noteReads(before)
    expect(notes.read(() => [...notes.content.routes.pages.values()].length).inputs).toEqual([EVERYTHING])
    expect(notes.read(() => notes.content.routes.pages.has('/')).inputs).toEqual([])
    const english = notes.content.languages.en!
    const first = notes.read(() => english.documents[0]!.file)
    expect(first.inputs).toEqual([first.value])
    expect(notes.read(() => english.documents.length).inputs).toEqual([])
  })

  it('touch a page that read everything, one that read a changed file, and not the others', () => {
    expect(touched([EVERYTHING], new Set(['pages-data/x.json']))).toBe(true)
    expect(touched(['pages-data/x.json'], new Set(['pages-data/x.json']))).toBe(true)
    expect(touched(['pages-data/y.json'], new Set(['pages-data/x.json']))).toBe(false)
    expect(touched(undefined, new Set())).toBe(true)
    // Nothing changed: not even a page that read everything.
    expect(touched([EVERYTHING], new Set())).toBe(false)
  })
})
