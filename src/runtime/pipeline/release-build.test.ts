import { sitePasses } from '../../content-passes.js'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { buildContent, type ContentFile } from '../build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../content-source.node.js'
import { examplePlaceholderReason } from './release.js'

const schemas = readSchemas()
const errorsOf = (files: ContentFile[], release: boolean) =>
  buildContent(files, schemas, { ...publicFileChecks(), release, passes: sitePasses() }).diagnostics.filter(
    (d) => d.severity === 'error',
  )

/** The repository's content with site.json's text replaced by `edit(text)`. */
function withSite(edit: (text: string) => string): ContentFile[] {
  return readContentFiles().map((f) => (f.path === 'pages-data/site.json' ? { ...f, text: edit(f.text) } : f))
}

describe('a release build refuses the example company data', () => {
  it('names every example field of site.json with file:line:column and its JSON pointer', () => {
    const errors = errorsOf(readContentFiles(), true)
    const places = errors.map((d) => `${d.file}:${d.line}:${d.column} ${d.pointer}`)
    expect(places).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/placeholder$/),
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/businessId$/),
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/url$/),
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/contacts\/phone$/),
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/contacts\/email$/),
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/contacts\/whatsapp$/),
        expect.stringMatching(/^pages-data\/site\.json:\d+:\d+ \/addresses\/0\/street$/),
      ]),
    )
    expect(errors.every((d) => d.file === 'pages-data/site.json' && d.line > 1 && d.column > 1)).toBe(true)
    const flag = errors.find((d) => d.pointer === '/placeholder')!
    expect(flag.message).toContain('placeholder: true')
  })

  it('keeps the placeholders working for development, npm run build and the tests', () => {
    expect(errorsOf(readContentFiles(), false)).toEqual([])
  })

  it('passes once the facts are real and placeholder is false', () => {
    const real = withSite((text) =>
      text
        .replace('"placeholder": true', '"placeholder": false')
        .replace('0000000-0', '1234567-8')
        .replaceAll('remonttiapu.example', 'remonttiapu.fi')
        .replace('+358 40 000 0000', '+358 40 123 4567')
        .replace('358400000000', '358401234567')
        .replace('Esimerkkitie 1', 'Mannerheimintie 1')
        .replace('Esimerkkikatu 2', 'Kauppakatu 2'),
    )
    expect(errorsOf(real, true)).toEqual([])
  })

  it('tells example values from real ones', () => {
    expect(examplePlaceholderReason('info@firma.example')).toMatch(/example/)
    expect(examplePlaceholderReason('Esimerkkitie 1')).toMatch(/esimerkki/)
    expect(examplePlaceholderReason('0000000-0')).toMatch(/zeros/)
    expect(examplePlaceholderReason('+358 40 123 4567')).toBeNull()
    expect(examplePlaceholderReason('00100')).toBeNull()
  })

  it('npm run validate -- --release exits 1 and prints the fields; without it, 0', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-content.ts', ...args], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, RELEASE: '' },
      })
    const release = run('--release')
    expect(release.status).toBe(1)
    expect(release.stdout).toMatch(/pages-data\/site\.json:\d+:\d+ error \/contacts\/email /)
    expect(run().status).toBe(0)
  })
})
