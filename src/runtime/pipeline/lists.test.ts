/** Pass, lists: a list naming a page that does not exist is an error at that field, with the nearest ids. */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../../content-passes.js'
import { buildContent, type ContentFile } from '../build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from '../content-source.node.js'

const schemas = readSchemas()
const repository = readContentFiles()

/** The repository's files with one text replaced in one file. */
function withText(path: string, from: string, to: string): ContentFile[] {
  return repository.map((f) => {
    if (f.path !== path) return f
    expect(f.text, path).toContain(from)
    return { path, text: f.text.replace(from, to) }
  })
}

const errorsOf = (files: ContentFile[]) =>
  buildContent(files, schemas, { ...publicFileChecks(), passes: sitePasses() }).diagnostics.filter(
    (d) => d.severity === 'error',
  )

describe('the pages a list names', { timeout: 120_000 }, () => {
  it('a dangling reference on a city page: an error at its field, with the nearest ids', () => {
    const files = withText(
      'pages-data/cities/espoo.json',
      '"page": "services/keittion-remontti"',
      '"page": "services/keittio-remontti"',
    )
    const errors = errorsOf(files)
    expect(errors).toHaveLength(1)
    const [d] = errors
    expect(d).toMatchObject({
      code: 'unknownListedPage',
      file: 'pages-data/cities/espoo.json',
      pointer: '/sections/3/data/services/7/page',
      message: 'The list names "services/keittio-remontti", which is no page of the site.',
    })
    const line = files.find((f) => f.path === d!.file)!.text.split('\n')[d!.line - 1]!
    expect(line.slice(d!.column - 1)).toMatch(/^"services\/keittio-remontti"/)
    expect(d!.suggestion).toMatch(/^Did you mean services\/keittion-remontti/)
  })

  it('a dangling reference in the footer, without its folder: the ids whose slug is nearest', () => {
    const errors = errorsOf(
      withText('pages-data/navigation.json', '"page": "services/lumen-poisto"', '"page": "lumen-posto"'),
    )
    expect(errors.map((d) => [d.code, d.pointer])).toEqual([['unknownListedPage', '/footer/services/6/page']])
    expect(errors[0]!.suggestion).toContain('services/lumen-poisto')
  })

  it('a page shown as a card needs an icon: the error names the page, at the list', () => {
    const errors = errorsOf(withText('pages-data/services/tapetointi.json', '"icon": "brush",', ''))
    expect(errors.map((d) => [d.code, d.file, d.pointer, d.message])).toEqual([
      [
        'listedWithoutIcon',
        'pages-data/pages/palvelu.json',
        '/sections/3/data/services/0',
        '"services/tapetointi" is shown as a card here but has no "icon".',
      ],
    ])
  })
})
