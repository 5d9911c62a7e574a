/**
 * npm run new -- <kind> <slug> [--title "Otsikko"] [--group rooms] [--icon hammer] [--root DIR]
 *
 * Scaffolds a valid new document from a template (src/runtime/new-document.ts)
 * and validates it:
 *   service  pages-data/services/<slug>.json      -> /palvelu/<slug>
 *   city     pages-data/cities/<slug>.json        -> /palvelu/<slug>
 *   page     pages-data/pages/<slug>.json         -> /<slug>
 *   blog     pages-data/blog/<slug>.md            -> /blogi/<slug>
 * A service is listed in its group after the next build: on Kaikki palvelut, in the menu column that
 * shows the group (pages-data/navigation.json), nothing else edited.
 * The texts to rewrite start with PLACEHOLDER ("Kirjoita tähän"); the page
 * validates as it is (the placeholders are warnings, src/runtime/pipeline/
 * placeholders.ts), so it can be previewed with `npm run dev` at once.
 */
import { existsSync } from 'node:fs'
import { createFileDurably } from '../src/storage/replace-file.js'
import path from 'node:path'
import { sitePasses } from '../src/content-passes.js'
import { buildContent } from '../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { formatReport } from '../src/runtime/diagnostics.js'
import { PLACEHOLDER } from '../src/runtime/pipeline/placeholders.js'
import { GROUPS, KINDS, type Kind, type TemplateOptions, templateDocument } from '../src/runtime/new-document.js'

export interface ScaffoldOptions extends Omit<TemplateOptions, 'today'> {
  root?: string
  today?: string
}

/** Writes the document; returns its path and the diagnostics of the whole content after writing. */
export function scaffold(options: ScaffoldOptions) {
  const root = options.root ?? REPO_ROOT
  const { file: rel, text } = templateDocument({
    ...options,
    today: options.today ?? new Date().toISOString().slice(0, 10),
  })
  const file = path.join(root, rel)
  if (existsSync(file)) throw new Error(`${rel} already exists.`)
  createFileDurably(file, text)
  const { diagnostics } = buildContent(readContentFiles(root), readSchemas(), {
    ...publicFileChecks(root),
    passes: sitePasses(),
  })
  return { file: rel, diagnostics: diagnostics.filter((d) => d.file === rel) }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'scripts/new-page.ts')) {
  const args = process.argv.slice(2)
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args.splice(i, 2)[1] : undefined
  }
  const title = flag('title')
  const group = flag('group')
  const icon = flag('icon')
  const root = flag('root')
  const [kind, slug] = args
  if (!kind || !slug || !KINDS.includes(kind as Kind) || (group && !GROUPS.includes(group as never))) {
    console.error(
      `usage: npm run new -- <${KINDS.join('|')}> <slug> [--title "Otsikko"] [--group ${GROUPS.join('|')}] [--icon hammer]`,
    )
    process.exit(2)
  }
  try {
    const result = scaffold({
      kind: kind as Kind,
      slug,
      title,
      group: group as ScaffoldOptions['group'],
      icon: icon as ScaffoldOptions['icon'],
      root: root && path.resolve(root),
    })
    console.log(`created ${result.file}`)
    if (result.diagnostics.length) console.log(formatReport(result.diagnostics))
    if (result.diagnostics.some((d) => d.severity === 'error')) process.exitCode = 1
    else
      console.log(
        `Next: edit the texts marked "${PLACEHOLDER}" (npm run validate lists them as warnings), then npm run validate.${kind === 'service' ? ` After the next build it is on Kaikki palvelut and in the menu, in its group (${group ?? 'rooms'}); nothing else to edit.` : ''}`,
      )
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}
