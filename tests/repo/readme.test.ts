/**
 * The README is a newcomer's first screen (decision 425): what the project is, the two commands, where
 * things live and how to add the common things, in about 200 lines; the operator's material is in
 * docs/operations.md. Its "Where things live" names every folder of src/ and every top folder that
 * holds code or content, so a new folder without a line there fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { rolesMarkdown } from '../../src/studio/auth/roles.js'

const README = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')

/** The fenced block under "## Where things live": its first word on each line is a folder or file. */
function whereThingsLive(text: string): string[] {
  const section = text.split(/^## Where things live$/m)[1]?.split(/^## /m)[0] ?? ''
  const block = section.split('```')[1] ?? ''
  return block
    .split('\n')
    .map((line) => /^(\S+)/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
}

const dirs = (rel: string) =>
  readdirSync(path.join(REPO_ROOT, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

/** Top folders a newcomer meets in a clone (tracked ones; outputs, dependencies and tool folders left out). */
const TOP_FOLDERS = ['pages-data', 'schemas', 'public', 'src', 'pages', 'server', 'deploy', 'scripts', 'tests', 'docs']

describe('the README', () => {
  it('is at most about 200 lines', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(200)
  })

  it('names every folder of src/ in "Where things live"', () => {
    const named = new Set(whereThingsLive(README))
    const missing = dirs('src')
      .map((d) => `src/${d}/`)
      .filter((d) => !named.has(d))
    expect(missing, `add a line for each to the README's "Where things live"`).toEqual([])
  })

  it('names every top folder that holds code or content', () => {
    const named = whereThingsLive(README)
    const present = new Set(dirs('.'))
    const missing = TOP_FOLDERS.filter((d) => present.has(d)).filter(
      (d) => !named.some((n) => n === `${d}/` || n.startsWith(`${d}/`)),
    )
    expect(missing).toEqual([])
  })

  it('reads the block it checks (a folder line is found)', () => {
    expect(whereThingsLive('## Where things live\n\n```\nsrc/x/   a thing\n          more\n```\n## Next')).toEqual([
      'src/x/',
    ])
  })

  it("lists the studio's roles exactly as ROLE_TABLE has them", () => {
    const block = /<!-- roles:start -->\n([\s\S]*?)\n<!-- roles:end -->/.exec(README)?.[1]
    expect(block, 'replace the README block between the roles markers with rolesMarkdown()').toBe(rolesMarkdown())
  })
})
