/**
 * A section type is one folder and its line in src/sections/definitions.ts (docs/architecture.md, "Adding a section
 * type"): in a copy of the repository, a `notice` section is added that way (schema, server half with
 * its labels and structured data, component, styles), `npm run generate` is run, a page uses it, and
 * the site is built. The built page shows it, the one stylesheet carries its styles, its structured data
 * is in the page, and the studio calls it by its Finnish name. Nothing else is edited.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { copyRepository } from '../../tests/support/copy-repository.js'

const FOLDER: Record<string, string> = {
  'notice.schema.json': `${JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'NoticeSection',
      description: 'A short notice in a coloured band.',
      type: 'object',
      additionalProperties: false,
      required: ['id', 'type', 'text'],
      properties: {
        id: { $ref: '../../../schemas/defs.schema.json#/definitions/sectionId' },
        type: { type: 'string', const: 'notice', description: 'Section type.' },
        text: { type: 'string', minLength: 1, description: 'What the notice says.' },
      },
      examples: [{ id: 'tiedote', type: 'notice', text: 'Toimisto on suljettu juhannuksena.' }],
    },
    null,
    2,
  )}\n`,
  'index.ts': `import { defineSection } from '../define-section.js'

export default defineSection({
  type: 'notice',
  resolve: (_section, content) => ({ brand: content.site.brand }),
  jsonLd: (sections, { site }) => [
    { '@context': 'https://schema.org', '@type': 'SpecialAnnouncement', name: sections[0]!.text, url: site.url },
  ],
  labels: { type: 'Tiedote', description: 'Lyhyt tiedote värillisellä taustalla.', fields: { text: 'Tiedotteen teksti' } },
})
`,
  'NoticeSection.tsx': `import type { SectionProps } from '../definitions.js'
import { SectionFrame } from '../SectionFrame.js'

export function NoticeSection({ section, extra }: SectionProps<'notice'>) {
  return (
    <SectionFrame id={section.id} className="section notice">
      <p className="notice__text">
        {section.text} ({extra.brand})
      </p>
    </SectionFrame>
  )
}
`,
  'notice.css': '.notice__text {\n  outline: 3px dotted rebeccapurple;\n}\n',
}

/** The folder, and the line (its import and its key) in definitions.ts: all that is written by hand. */
function addNoticeSection(dir: string): void {
  const folder = path.join(dir, 'src/sections/notice')
  mkdirSync(folder)
  for (const [name, text] of Object.entries(FOLDER)) writeFileSync(path.join(folder, name), text)
  const file = path.join(dir, 'src/sections/definitions.ts')
  const text = readFileSync(file, 'utf8')
  const withImport = text.replace(
    "import team from './team/index.js'",
    "import team from './team/index.js'\nimport notice from './notice/index.js'",
  )
  const withKey = withImport.replace('  team,\n}', '  team,\n  notice,\n}')
  expect(withKey).not.toBe(withImport)
  writeFileSync(file, withKey)
}

/** Content, not code: the about page gets a notice at its end (after the sections its translations key). */
function useOnAboutPage(dir: string): void {
  const file = path.join(dir, 'pages-data/pages/meista.json')
  const page = JSON.parse(readFileSync(file, 'utf8')) as { sections: object[] }
  page.sections.push({ id: 'tiedote', type: 'notice', text: 'Toimisto on suljettu juhannuksena.' })
  writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`)
}

const run = (dir: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, METRICS_PORT: '0' } })

/** Files of the copy that differ from the repository's or are new (the build's output aside). */
function changedFiles(dir: string): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
  const before = new Map(
    files
      .split('\0')
      .filter((rel) => rel && existsSync(path.join(REPO_ROOT, rel)))
      .map((rel) => [rel, readFileSync(path.join(REPO_ROOT, rel), 'utf8')] as const),
  )
  const walk = (rel: string): string[] =>
    readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((d) => {
      const child = rel ? `${rel}/${d.name}` : d.name
      if (d.isDirectory()) return ['node_modules', 'dist', '.git'].includes(child) ? [] : walk(child)
      return d.isFile() && before.get(child) !== readFileSync(path.join(dir, child), 'utf8') ? [child] : []
    })
  return walk('').sort()
}

describe('a new section type: one folder and its line in definitions.ts', () => {
  let dir = ''
  let changed: string[] = []
  beforeAll(() => {
    dir = copyRepository('new-section-')
    addNoticeSection(dir)
    run(dir, 'npx', ['tsx', 'scripts/generate-types.ts'])
    changed = changedFiles(dir)
    useOnAboutPage(dir)
    run(dir, 'npm', ['run', 'build'])
  }, 900_000)
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('touches the folder and definitions.ts by hand, and only the generated files besides', () => {
    expect(changed).toEqual([
      'schemas/section.generated.schema.json',
      'src/runtime/content-types.generated.ts',
      'src/sections/definitions.ts',
      'src/sections/notice/NoticeSection.tsx',
      'src/sections/notice/index.ts',
      'src/sections/notice/notice.css',
      'src/sections/notice/notice.schema.json',
      'src/studio/app/form-validators.generated.js',
      'src/styles/sections.generated.css',
    ])
  })

  it('is rendered on the page that uses it, by its component, with its resolver’s data and its structured data', () => {
    const html = readFileSync(path.join(dir, 'dist/client/meista/index.html'), 'utf8')
    const section = /<section id="tiedote"[\s\S]*?<\/section>/.exec(html)?.[0].replaceAll('<!-- -->', '')
    expect(section).toBe(
      '<section id="tiedote" class="section notice"><div class="container">' +
        '<p class="notice__text">Toimisto on suljettu juhannuksena. (Remonttiapu)</p></div></section>',
    )
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1]!)
    expect(jsonLd.filter((j) => j.includes('"SpecialAnnouncement"'))).toHaveLength(1)
  })

  it('has its styles in the one stylesheet every page links', () => {
    const html = readFileSync(path.join(dir, 'dist/client/meista/index.html'), 'utf8')
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
    expect(links).toHaveLength(1)
    const css = readFileSync(path.join(dir, 'dist/client', links[0]!), 'utf8')
    expect(css).toMatch(/\.notice__text\{outline:3px dotted (rebeccapurple|#639)\}/)
    expect(readdirSync(path.join(dir, 'dist/client/assets/static')).filter((f) => f.endsWith('.css'))).toHaveLength(1)
  })

  it('is named in Finnish in the studio, from its folder', () => {
    const out = run(dir, 'npx', [
      'tsx',
      '-e',
      "import { scopeLabel, fieldLabel } from './src/studio/labels.fi.ts'; console.log(scopeLabel('notice'), '|', fieldLabel('notice', 'text')?.label)",
    ])
    expect(out.trim()).toBe('Tiedote | Tiedotteen teksti')
  })
})
