/** Page fingerprints (fingerprints.ts): a page's data hashed, shared values by their own hash (decision 330). */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../../src/content-passes.js'
import { buildContent } from '../../src/runtime/build-content.js'
import type { ContentFile } from '../../src/runtime/content-model.js'
import { readContentFiles, readSchemas } from '../../src/runtime/content-source.node.js'
import { shareValue } from '../../src/runtime/shared-value.js'
import { pageFingerprint, pageFingerprints } from './fingerprints.js'

const EXAMPLE = 'pages-data/examples/kattoremontti-kerava.json'

function printsOf(files: ContentFile[]) {
  const { content } = buildContent(files, readSchemas(), { passes: sitePasses() })
  if (!content) throw new Error('content must be valid')
  return pageFingerprints(content).prints
}

describe('page fingerprints', () => {
  it('change on every page that lists the examples when one example’s text changes, and not on pages without it', () => {
    // A feature is on the card only (the structured data names no features): only the shared list carries it.
    const files = readContentFiles()
    const before = printsOf(files)
    const edited = files.map((f) =>
      f.path === EXAMPLE ? { ...f, text: f.text.replace('"Vanhan katteen purku"', '"Vanhan katteen poisto"') } : f,
    )
    expect(edited.find((f) => f.path === EXAMPLE)!.text).not.toBe(files.find((f) => f.path === EXAMPLE)!.text)
    const after = printsOf(edited)
    expect([...after.keys()]).toEqual([...before.keys()])
    const changed = [...after.keys()].filter((address) => after.get(address) !== before.get(address))
    // The Finnish examples page and each of its category pages (the card is on all of them), and nothing else.
    expect(changed).toContain('/esimerkit')
    expect(changed).toContain('/esimerkit/katot')
    expect(changed).toContain('/esimerkit/maalaus')
    expect(changed).not.toContain('/yhteystiedot')
    expect(changed.every((a) => !a.startsWith('/en/'))).toBe(true)
    // The same content, made again: the same fingerprints.
    expect(printsOf(files)).toEqual(before)
  })

  it('hash a shared value by its content: equal lists give equal prints, one changed word another', () => {
    const list = (word: string) => shareValue([{ title: 'Katto', text: word }, { title: 'Sauna' }])
    const page = (examples: object) => ({ page: { sections: [{ extra: { examples, filter: 'katot' } }] } })
    expect(pageFingerprint('/esimerkit', page(list('uusi')))).toBe(pageFingerprint('/esimerkit', page(list('uusi'))))
    expect(pageFingerprint('/esimerkit', page(list('uusi')))).not.toBe(
      pageFingerprint('/esimerkit', page(list('vanha'))),
    )
    expect(pageFingerprint('/esimerkit', page(list('uusi')))).not.toBe(
      pageFingerprint('/esimerkit/katot', page(list('uusi'))),
    )
    const shared = list('uusi')
    expect(Object.isFrozen(shared) && Object.isFrozen(shared[0])).toBe(true)
  })

  it('read a shared value once for all the pages that hold it', () => {
    let reads = 0
    const card = shareValue({
      get text() {
        reads++
        return 'Kortti'
      },
    })
    const before = reads
    for (const address of ['/esimerkit', '/esimerkit/katot', '/esimerkit/maalaus'])
      pageFingerprint(address, { page: { examples: [card], filter: address } })
    expect(reads - before).toBe(1)
  })
})
