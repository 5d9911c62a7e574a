import { describe, expect, it } from 'vitest'
import { sitePasses } from '../../src/content-passes.js'
import { buildContent } from '../../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from '../../src/runtime/content-source.node.js'
import { examplesOf } from '../../src/sections/examples/collection.js'
import { scaleContent } from './scale-site.js'

const files = readContentFiles()
const build = (set: ReturnType<typeof readContentFiles>) =>
  buildContent(set, readSchemas(), { ...publicFileChecks(), passes: sitePasses() })

/** Pages below /palvelu/ in every language (services, cities and their sub-pages), the ones the generator multiplies. */
const servicePages = (pages: Iterable<{ file: string }>) =>
  [...pages].filter((p) => /(^|\/)(services|cities)\//.test(p.file)).length

describe('the scale generator', () => {
  const once = build(files)
  const twice = build(scaleContent(files, 2))

  it('gives a site at 2x that validates with no error, as the 1x one does', () => {
    const errors = (r: typeof once) => r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)
    expect(errors(once)).toEqual([])
    expect(errors(twice)).toEqual([])
    expect(twice.content).not.toBeNull()
  })

  it('multiplies the pages of services, cities and their sub-pages by the factor, in every language', () => {
    const before = [...once.content!.routes.pages.keys()]
    const after = [...twice.content!.routes.pages.keys()]
    const multiplied = after.length - before.length
    expect(multiplied).toBeGreaterThan(100)
    // Each copied page has one copy; nothing else gains or loses a page.
    expect(after).toEqual(expect.arrayContaining(before))
    const multipliable = servicePages(once.content!.routes.pages.values())
    expect(multipliable).toBeGreaterThan(100)
    expect(servicePages(twice.content!.routes.pages.values())).toBe(2 * multipliable)
    expect(multiplied).toBe(multipliable)
    expect(examplesOf(once.content!).workExamples.length * 2).toBe(examplesOf(twice.content!).workExamples.length)
    for (const lang of ['en', 'ru', 'uk'])
      expect(after.filter((r) => r.startsWith(`/${lang}/`)).length).toBeGreaterThan(
        before.filter((r) => r.startsWith(`/${lang}/`)).length,
      )
  })

  it('gives every copy its own title, and links the copies to the copies', () => {
    const pages = [...twice.content!.routes.pages.values()]
    const copy = pages.find((p) => p.route === '/palvelu/helsinki-2')!
    expect((copy.data as { title: string }).title).toMatch(/\(sarja 2\)$/)
    const text = JSON.stringify(copy.data)
    // The city's list names its sub-pages by reference (decision 350), its text links by address.
    expect(text).toContain('"page":"cities/helsinki-2/keittion-remontti"')
    expect(text).not.toMatch(/"page":"cities\/helsinki\//)
    expect(text).toContain('/palvelu/espoo-2')
    expect(text).not.toMatch(/\/palvelu\/(helsinki|espoo|vantaa)\//)
    const titles = pages.filter((p) => p.route.startsWith('/palvelu/')).map((p) => (p.data as { title: string }).title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('reuses the photos: no image path the 1x site does not name', () => {
    const images = (set: ReturnType<typeof readContentFiles>) =>
      new Set(set.flatMap((f) => f.text.match(/\/images\/[\w./-]+/g) ?? []))
    const before = images(files)
    expect([...images(scaleContent(files, 3))].filter((i) => !before.has(i))).toEqual([])
  })

  it('refuses a factor that is not a whole number of at least 1', () => {
    expect(() => scaleContent(files, 0)).toThrow(/factor/)
    expect(scaleContent(files, 1)).toEqual(files)
  })
})
